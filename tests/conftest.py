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


#: What a hostile plugin's source (the ``hostile`` and ``install_hostile`` fixtures) may use:
#: its house rule ``OPTION`` (Rummy's "Hostile", off by default) and ``on(rules)``, true at
#: a table that plays it.
HOSTILE_HEADER = '''
from rummy_desktop.core.actions import Discard, IllegalAction, LayOff, Meld
from rummy_desktop.core.variant import Choice, OptionSpec, RoundScore
from rummy_desktop.plugins import hookimpl
from rummy_rulesets.rummy import SPEC, Rummy

OPTION = OptionSpec(key="hostile", label="Hostile", description="A house rule whose code fails.",
                    choices=(Choice(value="off", label="Off"), Choice(value="on", label="On")), default="off")


def on(rules):
    return rules.options.get("hostile") == "on"


def king(cards):
    return any(c < 104 and c % 13 == 12 for c in cards)
'''


def _hostile_source(source: str) -> str:
    import textwrap

    return HOSTILE_HEADER + "\n" + textwrap.dedent(source)


@pytest.fixture
def hostile():
    """Make a plugin module named ``hostile`` from ``source`` (its hook implementations,
    written after :data:`HOSTILE_HEADER`), registered by a test as a plugin given by code."""
    import types

    def make(source: str, name: str = "hostile"):
        module = types.ModuleType(name)
        exec(compile(_hostile_source(source), f"<plugin {name}>", "exec"), module.__dict__)  # tests' own
        return module

    return make


@pytest.fixture
def install_hostile(tmp_path, monkeypatch):
    """Install a plugin made of ``source`` (as in ``hostile``) as the distribution
    ``rummy-hostile 1.0``, entry point ``hostile``, beside the real ones: this process sees
    it, and a subprocess run with the environment returned."""

    def install(source: str) -> dict:
        folder = tmp_path / "hostile-site"
        folder.mkdir(exist_ok=True)
        (folder / "rummy_hostile.py").write_text(_hostile_source(source))
        info = folder / "rummy_hostile-1.0.dist-info"
        info.mkdir(exist_ok=True)
        (info / "METADATA").write_text("Metadata-Version: 2.1\nName: rummy-hostile\nVersion: 1.0\n")
        (info / "entry_points.txt").write_text("[rummy_desktop]\nhostile = rummy_hostile\n")
        monkeypatch.syspath_prepend(str(folder))
        return dict(os.environ, PYTHONPATH=os.pathsep.join([str(folder), os.environ.get("PYTHONPATH", "")]))

    return install
