"""A broken third-party plugin is reported with its name and never corrupts a game: an
import error, a bad declaration, an exception inside a hook during play (issue 14, point 6)."""

import json
import subprocess
import sys

import pytest

from rummy_desktop import testing
from rummy_desktop.core.actions import IllegalAction
from rummy_desktop.core.variant import SpecError
from rummy_desktop.plugins import hookimpl
from rummy_desktop.plugins.manager import Catalog, make_plugin_manager
from rummy_desktop.session.game_session import GameSession, Seat
from rummy_rulesets.rummy import SPEC, Rummy


class FailingScore(Rummy):
    def score_round(self, rules, outcome):
        raise ZeroDivisionError("bad arithmetic in the plugin")


class WrongScoreCount(Rummy):
    def score_round(self, rules, outcome):
        return super().score_round(rules, outcome).__class__([0], [0])  # one score for two seats


class Refusing(Rummy):
    def game_end(self, rules, progress):
        raise IllegalAction("house_not_yet", card=progress.last_outcome.hands[1][0])


def variant_plugin(cls):
    class Plugin:
        @hookimpl
        def rummy_register_variants(self, registry):
            registry.add(cls(SPEC.model_copy(update={"id": "fragile", "name": "Fragile"})))

    Plugin.__name__ = Plugin.__qualname__ = f"plugin_{cls.__name__}"
    return Plugin()


def going_out(catalog):
    """Seat 0 draws KS and melds its three sevens; discarding KS ends the round."""
    game = testing.deal(catalog, "fragile", hands=[["7C", "7D", "7H"], ["2C", "9D", "JS"]],
                        discard=["4H"], stock_top=["KS"])
    testing.play(game, 0, {"type": "draw"})
    testing.play(game, 0, {"type": "meld", "cards": ["7C", "7D", "7H"]})
    return game


@pytest.mark.parametrize("cls", [FailingScore, WrongScoreCount])
def test_a_rule_set_that_fails_at_the_end_of_a_round_refuses_the_move_and_changes_nothing(cls):
    plugin = variant_plugin(cls)
    catalog = testing.catalog(plugin)
    game = going_out(catalog)
    refusal = testing.refused(game, 0, {"type": "discard", "card": "KS"}, "plugin_error")
    assert refusal.params["plugin"] == catalog.pm.get_name(plugin)
    assert catalog.pm.get_name(plugin) in str(refusal)
    testing.check_cards(game)
    assert game.state.phase == "meld" and game.state.round_no == 1 and not game.state.history
    assert "discard" in game.open_actions(0)  # the seat may still choose its move


def test_a_deliberate_refusal_of_a_plugin_keeps_its_code_and_changes_nothing():
    catalog = testing.catalog(variant_plugin(Refusing))
    game = going_out(catalog)
    refusal = testing.refused(game, 0, {"type": "discard", "card": "KS"}, "house_not_yet")
    assert refusal.params["card"] == testing.action({"type": "discard", "card": "2C"}).card


def test_a_session_notes_the_failure_for_the_plugins_page(tmp_path):
    plugin = variant_plugin(FailingScore)
    catalog = testing.catalog(plugin)
    name = catalog.pm.get_name(plugin)
    game = going_out(catalog)
    session = GameSession(catalog, game, [Seat("A"), Seat("B", "computer", "greedy")], tmp_path / "autosave.json")
    session.save()
    saved = (tmp_path / "autosave.json").read_text()
    with pytest.raises(Exception) as refused:
        session.apply(0, testing.action({"type": "discard", "card": "KS"}))
    assert refused.value.code == "plugin_error"
    assert (tmp_path / "autosave.json").read_text() == saved  # the saved game is the one before
    (failure,) = catalog.failures
    assert failure.name == name and "ZeroDivisionError" in failure.reason
    assert catalog.pm.get_plugin(name) is None and catalog.variants.get("fragile") is None  # switched off


def test_a_house_rule_whose_adjustment_raises_is_named_when_a_game_is_set_up():
    class Adjusting:
        @hookimpl
        def rummy_adjust_rules(self, rules):
            if rules.players == 3:  # no lesson has three players: it fails when a game is set up
                return {"ace_mode": None} if rules.variant == "tahiti" else 1 / 0 if rules.variant == "vatican" \
                    else None

    catalog = Catalog(make_plugin_manager([Adjusting()]))
    with pytest.raises(SpecError) as err:
        catalog.new_game("vatican", {}, 3, 1)
    assert err.value.code == "plugin_error" and "Adjusting" in str(err.value)
    catalog.new_game("machiavelli", {}, 3, 1)  # every other rule set is still dealt
    catalog.new_game("vatican", {}, 3, 1)  # and Vatican too, without the plugin (switched off)


def test_a_house_rule_whose_adjustment_raises_on_a_lesson_is_left_out_at_start_up():
    class Adjusting:
        @hookimpl
        def rummy_adjust_rules(self, rules):
            return 1 / 0 if rules.variant == "vatican" else None

    catalog = Catalog(make_plugin_manager([Adjusting()]))
    (entry,) = [b for b in catalog.broken if "Adjusting" in b.name]
    assert entry.reason == "rummy_adjust_rules: ZeroDivisionError: division by zero"
    assert catalog.lessons.get("vatican") is not None and not catalog.problems  # the lesson is not charged
    catalog.new_game("vatican", {}, 2, 1)


def test_a_registration_that_raises_is_reported_and_taken_back():
    from rummy_desktop.core.variant import OptionSpec

    class Half:
        @hookimpl
        def rummy_register_house_rules(self, registry):
            registry.add_option("shanghai", OptionSpec(key="half", label="Half", choices=(
                {"value": "a", "label": "A"},), default="a"))
            registry.add_option("no-such-game", None)

        @hookimpl
        def rummy_adjust_rules(self, rules):
            raise AssertionError("a broken plugin's other hooks must not run")

    catalog = Catalog(make_plugin_manager([Half()]))
    (broken,) = catalog.broken
    assert "Half" in broken.name and "no-such-game" in broken.reason
    assert catalog.variant("shanghai").spec.option("half") is None  # what it had added is gone
    catalog.new_game("shanghai", {}, 2, 1)


def test_broken_installed_plugins_are_listed_with_their_distribution(fake_plugins):
    catalog = Catalog(make_plugin_manager())
    broken = {b.name: b for b in catalog.broken}
    assert set(broken) == {"crash", "bad"}
    assert "boom at import" in broken["crash"].reason
    assert "max_players" in broken["bad"].reason and "rummy_register_variants" in broken["bad"].reason
    assert broken["bad"].distribution == "rummy-fake" and broken["bad"].version == "0.3"
    assert catalog.variants.get("bad") is None
    (fragile,) = [p for p in catalog.plugins() if p.name == "fragile"]
    assert fragile.variants == ("fragile",) and fragile.distribution == "rummy-fake"
    assert len(catalog.variants.all()) >= 11  # the built-ins and the sound plugin go on


def test_the_command_line_reports_broken_plugins_and_a_failure_during_play(fake_plugins):
    env = fake_plugins

    def run(*args):
        return subprocess.run([sys.executable, "-m", "rummy_desktop.cli", *args], capture_output=True,
                              text=True, env=env, timeout=300)

    out = run("plugins")
    assert out.returncode == 0
    assert "rummy-fake 0.3" in out.stdout and "fragile (rummy_fake_play): rule sets fragile" in out.stdout
    assert "crash (rummy_fake_crash) from rummy-fake 0.3: RuntimeError: boom at import" in out.stdout
    assert "bad (rummy_fake_bad)" in out.stdout
    data = json.loads(run("plugins", "--json").stdout)
    assert {b["name"] for b in data["broken"]} == {"crash", "bad"}
    sim = run("simulate", "--variant", "fragile", "--players", "2", "--games", "1", "--seed", "1")
    assert sim.returncode == 1
    assert "the plugin 'fragile' failed in score_round (ZeroDivisionError: bad arithmetic)" in sim.stderr
    assert "Traceback" not in sim.stderr
    ok = run("simulate", "--variant", "rummy", "--players", "2", "--games", "1", "--seed", "1")
    assert ok.returncode == 0, ok.stderr  # the program goes on with the others


def test_the_kit_fails_a_plugin_whose_registration_raises():
    class Broken:
        @hookimpl
        def rummy_register_variants(self, registry):
            registry.add("not a variant")

    with pytest.raises(testing.InvariantError, match="not a Variant"):
        testing.catalog(Broken())
