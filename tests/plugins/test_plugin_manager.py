"""The plugin interface: validation at start-up, registration, the built-ins as plugins."""

import inspect
import re
from pathlib import Path

import pluggy
import pytest

from rummy_desktop.core.variant import SpecError
from rummy_desktop.plugins import hookimpl, hookspecs
from rummy_desktop.plugins.manager import ENTRY_POINT_GROUP, Catalog, make_plugin_manager

ROOT = Path(__file__).resolve().parents[2]
BUILTIN_IDS = {"rummy", "rummy-multiplayer", "rummy-500", "manipulation", "machiavelli", "shanghai",
               "guadalupe", "carousel", "vatican", "tahiti"}


def test_all_ten_rule_sets_come_from_entry_points(catalog):
    assert {v.spec.id for v in catalog.variants.all()} >= BUILTIN_IDS


def test_builtins_register_only_through_entry_points():
    from importlib.metadata import entry_points

    eps = {ep.value for ep in entry_points(group=ENTRY_POINT_GROUP)}
    for vid in BUILTIN_IDS:
        assert f"rummy_rulesets.{vid.replace('-', '_')}" in eps
    bare = Catalog(make_plugin_manager(entry_points=False))
    assert bare.variants.all() == []


def test_every_hook_is_prefixed_typed_documented_and_tested():
    specs = [name for name, f in inspect.getmembers(hookspecs, inspect.isfunction) if name.startswith("rummy_")]
    assert specs, "no hooks?"
    tests_text = "\n".join(p.read_text(encoding="utf-8") for p in (ROOT / "tests").rglob("test_*.py"))
    for name in specs:
        f = getattr(hookspecs, name)
        assert f.__doc__ and len(f.__doc__.split()) > 10, f"{name} lacks its contract"
        assert all(p.annotation is not inspect.Parameter.empty for p in inspect.signature(f).parameters.values())
        assert re.search(rf"def {name}\(", tests_text), f"no test implements {name}"
    # no hook-looking function that is not a spec
    for name, _ in inspect.getmembers(hookspecs, inspect.isfunction):
        assert name.startswith("rummy_") or name in ("hookspec", "hookimpl")


def test_a_misspelt_hook_fails_loudly():
    class Typo:
        @hookimpl
        def rummy_register_variant(self, registry):  # missing "s"
            pass

    with pytest.raises(pluggy.PluginValidationError):
        make_plugin_manager([Typo()], entry_points=False)


def test_a_hook_with_an_unknown_argument_fails():
    class Wrong:
        @hookimpl
        def rummy_register_variants(self, registry, colour):
            pass

    with pytest.raises(pluggy.PluginValidationError):
        make_plugin_manager([Wrong()], entry_points=False)



def test_duplicate_variant_ids_are_refused():
    from rummy_rulesets import manipulation

    class Again:
        @hookimpl
        def rummy_register_variants(self, registry):
            registry.add(manipulation.Manipulation(manipulation.SPEC))

    again = Again()
    cat = Catalog(make_plugin_manager([manipulation, again], entry_points=False))
    (entry,) = cat.broken
    assert "'manipulation' is taken by the plugin" in entry.reason and entry.name in entry.reason
    assert cat.variant("manipulation").plugin_name in entry.reason  # the one kept is named too
    assert cat.pm.get_plugin(entry.name) is None  # left out: none of its hooks run


def test_a_third_party_variant_plays_like_a_builtin():
    """A plugin derives a new rule set from a built-in declaration: Machiavelli with 9 cards."""
    from rummy_desktop.core.variant import HandRow
    from rummy_rulesets import machiavelli

    spec = machiavelli.SPEC.model_copy(update={"id": "short-machiavelli", "name": "Short Machiavelli",
                                               "hand": (HandRow(players=(2, 5), cards=9),)})

    class Short:
        @hookimpl
        def rummy_register_variants(self, registry):
            registry.add(machiavelli.Machiavelli(spec))

    cat = Catalog(make_plugin_manager([Short()], entry_points=True))
    game = cat.new_game("short-machiavelli", {}, 3, 5)
    assert [len(h) for h in game.state.hands] == [9, 9, 9]
    from rummy_desktop.session.headless import play

    _, summary = play(cat, "short-machiavelli", {}, 3, 5, ["greedy"] * 3)
    assert summary.rounds == 1


def test_computer_players_register_through_the_hook():
    class Lazy:
        def __init__(self, seat, seed):
            self.seat = seat

        def choose(self, view):
            from rummy_desktop.ai.greedy import GreedyPlayer

            return GreedyPlayer(self.seat).choose(view)

    class Plugin:
        @hookimpl
        def rummy_register_players(self, registry):
            registry.add("lazy", Lazy, label="Lazy")

    cat = Catalog(make_plugin_manager([Plugin()]))
    assert "lazy" in cat.players.names() and "greedy" in cat.players.names()
    from rummy_desktop.session.headless import play

    _, summary = play(cat, "rummy", {}, 2, 3, ["lazy", "greedy"])
    assert summary.winners


def test_house_rule_hooks_change_the_rules():
    from rummy_desktop.core.variant import Choice, OptionSpec

    opt = OptionSpec(key="aces_high", label="Aces high", choices=(Choice(value="no", label="No"),
                                                                    Choice(value="yes", label="Yes")), default="no")

    class House:
        @hookimpl
        def rummy_register_house_rules(self, registry):
            registry.add_option("shanghai", opt)

        @hookimpl
        def rummy_adjust_rules(self, rules):
            if rules.variant == "shanghai" and rules.options.get("aces_high") == "yes":
                return {"ace_mode": "high"}

    cat = Catalog(make_plugin_manager([House()]))
    assert cat.rules("shanghai", {"aces_high": "yes"}, 2).meld.ace_mode == "high"
    assert cat.rules("shanghai", {}, 2).meld.ace_mode == "low"
    with pytest.raises(SpecError):
        cat.rules("shanghai", {"aces_high": "maybe"}, 2)


def _install_fake_plugins(tmp_path, monkeypatch):
    """Two installed third-party plugins: one whose import fails, one with a misspelt hook."""
    (tmp_path / "rummy_fake_crash.py").write_text("raise RuntimeError('boom at import')\n")
    (tmp_path / "rummy_fake_typo.py").write_text(
        "from rummy_desktop.plugins.hookspecs import hookimpl\n"
        "@hookimpl\n"
        "def rummy_register_variant(registry):\n"
        "    registry.add(None)\n")
    info = tmp_path / "rummy_fake-0.1.dist-info"
    info.mkdir()
    (info / "METADATA").write_text("Metadata-Version: 2.1\nName: rummy-fake\nVersion: 0.1\n")
    (info / "entry_points.txt").write_text(
        "[rummy_desktop]\ncrash = rummy_fake_crash\ntypo = rummy_fake_typo\n")
    monkeypatch.syspath_prepend(str(tmp_path))


def test_a_broken_installed_plugin_is_left_out_and_reported(tmp_path, monkeypatch):
    from rummy_desktop.plugins.manager import Catalog

    _install_fake_plugins(tmp_path, monkeypatch)
    pm = make_plugin_manager()
    reasons = {b.name: b.reason for b in pm.broken}
    assert set(reasons) == {"crash", "typo"}
    assert "boom at import" in reasons["crash"]
    assert "rummy_register_variant" in reasons["typo"]
    assert pm.get_plugin("typo") is None
    catalog = Catalog(pm)
    assert {b.name for b in catalog.broken} == {"crash", "typo"}
    assert len(catalog.variants.all()) >= 10  # the built-ins still load


def test_the_command_line_reports_a_broken_plugin_and_goes_on(tmp_path, monkeypatch):
    import os
    import subprocess
    import sys

    _install_fake_plugins(tmp_path, monkeypatch)
    env = dict(os.environ, PYTHONPATH=os.pathsep.join([str(tmp_path), os.environ.get("PYTHONPATH", "")]))
    out = subprocess.run([sys.executable, "-m", "rummy_desktop.cli", "variants"], capture_output=True, text=True,
                         env=env, timeout=120)
    assert out.returncode == 0
    assert "manipulation" in out.stdout
    assert "plugin 'crash'" in out.stderr and "boom at import" in out.stderr
    assert "plugin 'typo'" in out.stderr
