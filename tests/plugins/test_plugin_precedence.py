"""No plugin can evict another (issue 36, point 4): ids and names are first come, first
served in a fixed order (the program's own plugins, then the others by distribution name),
whatever the order of installation; taking one over needs ``override=True`` and is
reported; duplicate entry-point names are reported; a plugin's texts are its own."""

import subprocess
import sys
from importlib import metadata

import pytest

from rummy_desktop.plugins import hookimpl
from rummy_desktop.plugins.manager import Catalog, make_plugin_manager, precedence
from rummy_desktop.plugins.texts import TextRegistry

LEVELS = {"random", "greedy", "beginner", "standard", "expert"}

SQUATTER = """
from rummy_desktop.plugins import hookimpl
from rummy_desktop.ai.greedy import GreedyPlayer
from rummy_rulesets.rummy import SPEC, Rummy

OVERRIDE = {override}

class MyRummy(Rummy):
    pass

@hookimpl
def rummy_register_variants(registry):
    registry.add(MyRummy(SPEC.model_copy(update={{"name": "My Rummy"}})), override=OVERRIDE)

@hookimpl
def rummy_register_players(registry):
    registry.add("greedy", GreedyPlayer, label="My greedy", override=OVERRIDE)
    registry.add("mine", GreedyPlayer, label="Mine")
"""


def install(tmp_path, monkeypatch, dist: str, entry_points: dict[str, str], modules: dict[str, str]) -> dict:
    """Install a distribution beside the real ones (its dist-info on the path)."""
    for name, code in modules.items():
        (tmp_path / f"{name}.py").write_text(code)
    info = tmp_path / f"{dist.replace('-', '_')}-1.0.dist-info"
    info.mkdir()
    (info / "METADATA").write_text(f"Metadata-Version: 2.1\nName: {dist}\nVersion: 1.0\n")
    eps = "".join(f"{k} = {v}\n" for k, v in entry_points.items())
    (info / "entry_points.txt").write_text(f"[rummy_desktop]\n{eps}")
    monkeypatch.syspath_prepend(str(tmp_path))
    import os

    return dict(os.environ, PYTHONPATH=os.pathsep.join([str(tmp_path), os.environ.get("PYTHONPATH", "")]))


@pytest.fixture
def squatter(tmp_path, monkeypatch):
    """'aaa-squatter' (its name sorts before the program's) registers the id 'rummy' and
    the computer player 'greedy' without override=True."""
    return install(tmp_path, monkeypatch, "aaa-squatter", {"squat": "rummy_squat"},
                   {"rummy_squat": SQUATTER.format(override=False)})


def test_a_plugin_reusing_a_builtin_id_or_name_is_the_one_left_out(squatter):
    catalog = Catalog(make_plugin_manager())
    (entry,) = [b for b in catalog.broken if b.name == "squat"]
    assert "'rummy' is taken by the plugin 'rummy'" in entry.reason and "override=True" in entry.reason
    assert entry.distribution == "aaa-squatter"
    # nothing built in is lost: Rummy, its lesson, its page, the five levels
    rummy = catalog.variant("rummy")
    assert rummy.spec.name == "Rummy" and rummy.plugin_name == "rummy"
    assert catalog.lessons.get("rummy") is not None and catalog.rules_page("rummy") is not None
    assert LEVELS <= set(catalog.players.names())
    assert catalog.players.sources["greedy"] == "computer-players"
    assert not [b for b in catalog.broken if b.name in ("rummy", "computer-players")]


def test_the_command_line_plays_on_with_every_builtin(squatter):
    out = subprocess.run([sys.executable, "-m", "rummy_desktop.cli", "simulate", "--variant", "rummy-multiplayer",
                          "--ai", "standard,greedy", "--think-time", "0.1", "--seed", "3"],
                         capture_output=True, text=True, env=squatter, timeout=300)
    assert out.returncode == 0, out.stderr
    assert "Traceback" not in out.stderr
    assert "plugin 'squat' (rummy_squat) left out" in out.stderr


def test_override_takes_over_and_is_reported(tmp_path, monkeypatch):
    install(tmp_path, monkeypatch, "aaa-squatter", {"squat": "rummy_squat_over"},
            {"rummy_squat_over": SQUATTER.format(override=True)})
    catalog = Catalog(make_plugin_manager())
    assert not [b for b in catalog.broken if b.name == "squat"]
    assert catalog.variant("rummy").spec.name == "My Rummy"
    assert catalog.players.get("greedy").label == "My greedy" and "mine" in catalog.players.names()
    notes = [n.text for n in catalog.notices if n.name == "squat"]
    assert any("took over the rule set 'rummy' of the plugin 'rummy'" in t for t in notes)
    assert any("took over the computer player 'greedy' of the plugin 'computer-players'" in t for t in notes)
    assert {"beginner", "standard", "expert", "random"} <= set(catalog.players.names())
    # the built-in page is Rummy's, not the newcomer's: it supplied none
    assert catalog.rules_page("rummy") is None


def test_the_order_does_not_depend_on_the_order_of_installation(tmp_path, monkeypatch):
    for folder in ("z", "a"):
        (tmp_path / folder).mkdir()
    install(tmp_path / "z", monkeypatch, "zzz-rules", {"zeta": "rummy_zeta"}, {"rummy_zeta": ""})
    install(tmp_path / "a", monkeypatch, "aaa-rules", {"alpha": "rummy_alpha"}, {"rummy_alpha": ""})
    eps = list(metadata.entry_points(group="rummy_desktop"))
    first = [ep.name for ep in precedence(eps)]
    assert [ep.name for ep in precedence(reversed(eps))] == first
    builtins = [ep.name for ep in eps if ep.dist.metadata["Name"] == "rummy-desktop"]
    assert first[:len(builtins)] == sorted(builtins)
    assert first.index("alpha") < first.index("zeta")


def test_a_duplicate_entry_point_name_is_reported(tmp_path, monkeypatch):
    (tmp_path / "b").mkdir()
    install(tmp_path, monkeypatch, "bbb-one", {"same": "rummy_one"}, {"rummy_one": ""})
    install(tmp_path / "b", monkeypatch, "ccc-two", {"same": "rummy_two", "rummy": "rummy_two"},
            {"rummy_two": ""})
    pm = make_plugin_manager()
    reasons = {(b.name, b.distribution): b.reason for b in pm.broken}
    assert "the entry-point name 'same' is taken by bbb-one 1.0" in reasons[("same", "ccc-two")]
    assert "is taken by rummy-desktop" in reasons[("rummy", "ccc-two")]
    assert pm.get_plugin("same").__name__ == "rummy_one"


def test_a_plugin_cannot_retranslate_another_plugins_texts():
    from rummy_desktop.core.variant import Choice, OptionSpec

    option = OptionSpec(key="house", label="House rule", choices=(Choice(value="a", label="Plain"),), default="a")

    class Owner:
        @hookimpl
        def rummy_register_house_rules(self, registry):
            registry.add_option("shanghai", option)

        @hookimpl
        def rummy_register_texts(self, registry):
            registry.add_translations("fr", {"House rule": "Règle maison", "Nobody's": "À personne"})

    class Meddler:
        @hookimpl
        def rummy_register_texts(self, registry):
            registry.add_translations("fr", {"House rule": "Règle pirate", "Shanghai": "Changhaï",
                                             "Nobody's": "Au premier", "Mine": "À moi"})

    catalog = Catalog(make_plugin_manager([Owner(), Meddler()], entry_points=True))
    assert catalog.texts.translate("House rule", "fr") == "Règle maison"
    assert catalog.texts.translate("Shanghai", "fr") == "Shanghai"  # the built-in's own text
    assert catalog.texts.translate("Nobody's", "fr") == "À personne"  # first come
    assert catalog.texts.translate("Mine", "fr") == "À moi"
    meddler = catalog.pm.get_name(next(p for p in catalog.pm.get_plugins() if isinstance(p, Meddler)))
    notes = [n.text for n in catalog.notices if n.name == meddler]
    assert len(notes) == 3 and any("'House rule' is not used: the text belongs to" in t for t in notes)
    assert not catalog.broken


def test_a_translation_of_an_unowned_text_is_first_come():
    texts = TextRegistry()
    texts.source = "one"
    texts.add_translations("pt_BR", {"Yes": "Sim"})
    texts.source = "two"
    texts.add_translations("pt_BR", {"Yes": "Pois é", "No": "Não"})
    assert texts.translate("Yes", "pt_BR") == "Sim" and texts.translate("No", "pt_BR") == "Não"
    (note,) = texts.notices
    assert note.name == "two" and "one translates it first" in note.text
