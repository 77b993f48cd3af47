import os

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# no sound: the table's player finds no audio device, on every machine (see ui/sound.py)
os.environ.setdefault("RUMMY_DESKTOP_AUDIO", "none")


@pytest.fixture(autouse=True)
def _private_home(tmp_path_factory, monkeypatch):
    """Every test keeps settings, saves and statistics in a folder of its own."""
    monkeypatch.setenv("RUMMY_DESKTOP_HOME", str(tmp_path_factory.mktemp("home")))


@pytest.fixture(scope="session")
def catalog():
    from rummy_desktop.plugins.manager import default_catalog

    return default_catalog()


@pytest.fixture
def fake_plugins(tmp_path, monkeypatch):
    """Installed third-party plugins beside the real ones (the environment a subprocess
    needs to see them too). Three installed third-party plugins: one whose import fails, one whose declaration
    is invalid, one whose scoring raises during play; and a sound one beside them."""
    (tmp_path / "rummy_fake_crash.py").write_text("raise RuntimeError('boom at import')\n")
    (tmp_path / "rummy_fake_bad.py").write_text(
        "from rummy_desktop.plugins import hookimpl\n"
        "from rummy_rulesets.rummy import SPEC, Rummy\n"
        "@hookimpl\n"
        "def rummy_register_variants(registry):\n"
        "    registry.add(Rummy(SPEC.model_validate({**SPEC.model_dump(), 'id': 'bad', 'max_players': 99})))\n")
    (tmp_path / "rummy_fake_play.py").write_text(
        "from rummy_desktop.plugins import hookimpl\n"
        "from rummy_rulesets.rummy import SPEC, Rummy\n"
        "class Fragile(Rummy):\n"
        "    def score_round(self, rules, outcome):\n"
        "        raise ZeroDivisionError('bad arithmetic')\n"
        "@hookimpl\n"
        "def rummy_register_variants(registry):\n"
        "    registry.add(Fragile(SPEC.model_copy(update={'id': 'fragile', 'name': 'Fragile'})))\n")
    info = tmp_path / "rummy_fake-0.3.dist-info"
    info.mkdir()
    (info / "METADATA").write_text("Metadata-Version: 2.1\nName: rummy-fake\nVersion: 0.3\n")
    (info / "entry_points.txt").write_text(
        "[rummy_desktop]\ncrash = rummy_fake_crash\nbad = rummy_fake_bad\nfragile = rummy_fake_play\n")
    monkeypatch.syspath_prepend(str(tmp_path))
    return dict(os.environ, PYTHONPATH=os.pathsep.join([str(tmp_path), os.environ.get("PYTHONPATH", "")]))
