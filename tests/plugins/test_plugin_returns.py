"""Every return checked, every failure named (issue 36, point 5): what rummy_adjust_rules,
score_round, game_end, end_by_host and eliminated return is validated, and a failure names
the plugin and the hook, in the engine, simulate, check and score; a declaration is
cross-checked when it is registered; bonus keys are declared with labels."""

import io
import json
import sys

import pytest

from rummy_desktop import testing
from rummy_desktop.core.variant import Bonus, DeckRow, GameEnd, HandRow, SpecError, VariantSpec
from rummy_desktop.plugins import hookimpl
from rummy_desktop.plugins.manager import Catalog, make_plugin_manager
from rummy_rulesets.rummy import SPEC, Rummy
from rummy_rulesets.shanghai import Shanghai


def adjusting(change, players=None):
    """A house-rule plugin whose rummy_adjust_rules returns ``change`` for Rummy (for
    ``players`` only, when given: no lesson is for three players)."""

    class Adjust:
        @hookimpl
        def rummy_adjust_rules(self, rules):
            return change if rules.variant == "rummy" and players in (None, rules.players) else None

    plugin = Adjust()
    plugin.__name__ = "house_adjust"  # its name in the plugin manager
    return plugin


@pytest.mark.parametrize("change,words", [
    (["hand_size", 8], "returned list, not a mapping"),
    ({"hand_size": "lots"}, "hand_size must be a whole number"),
    ({"hand_size": 60}, "need 181 cards"),
    ({"ace_mode": "sideways"}, "ace_mode must be one of 'low', 'high', 'high-or-low'"),
    ({"turn": "carousel"}, "turn 'carousel' is not a turn of the draw-discard family"),
    ({"joker_policy": "vatican"}, "joker_policy 'vatican' is not played in the draw-discard family"),
    ({"knock_limit": 10}, "knock_limit is the carousel turn's knock"),
    ({"jokers": 2}, "lets nobody play them"),
    ({"distinct_suits": True, "set_max": 5}, "set_max must be a whole number from 3 to 4, not 5"),
    ({"set_colours": "red"}, "'set_colours' is not a field of the rules a plugin may change"),
    ({"variant": "tahiti"}, "'variant' is not a field"),
])
def test_an_adjustment_that_does_not_fit_names_the_plugin_and_the_hook(change, words):
    catalog = Catalog(make_plugin_manager([adjusting(change, players=3)]))
    with pytest.raises(SpecError) as err:
        catalog.new_game("rummy", {}, 3, 1)
    assert err.value.code == "plugin_error"
    assert err.value.params["plugin"] == "house_adjust" and err.value.params["hook"] == "rummy_adjust_rules"
    assert words in str(err.value), str(err.value)
    catalog.new_game("rummy-500", {}, 3, 1)  # the other rule sets are dealt as ever
    catalog.new_game("rummy", {}, 3, 1)  # and Rummy too, now without it (switched off)
    (failure,) = catalog.failures
    assert failure.name == "house_adjust" and words in failure.reason


def test_an_adjustment_that_does_not_fit_at_start_up_is_left_out_there():
    """It adjusts the two-player game of the Rummy lesson: left out when the lessons are
    played through, the lesson kept."""
    catalog = Catalog(make_plugin_manager([adjusting({"hand_size": "lots"})]))
    (entry,) = [b for b in catalog.broken if b.name == "house_adjust"]
    assert entry.reason == "rummy_adjust_rules: hand_size must be a whole number from 1 or more, not 'lots'"
    assert catalog.lessons.get("rummy") is not None
    catalog.new_game("rummy", {}, 2, 1)


def test_a_sound_adjustment_is_taken():
    catalog = Catalog(make_plugin_manager([adjusting({"hand_size": 8, "ace_mode": "high-or-low"})]))
    game = catalog.new_game("rummy", {}, 2, 1)
    assert [len(h) for h in game.state.hands] == [8, 8] and game.rules.meld.ace_mode == "high-or-low"


class DictScore(Rummy):
    def score_round(self, rules, outcome):
        return {"scores": [0, 0], "winners": [outcome.seat]}


class GhostWinner(Rummy):
    def game_end(self, rules, progress):
        return GameEnd(winners=[5], draw=False, totals=list(progress.totals))


class ReadableBonus(Rummy):
    def game_end(self, rules, progress):
        return GameEnd(winners=[0], draw=False, totals=[t + 10 * (s == 0) for s, t in enumerate(progress.totals)],
                       bonuses=[{"Game bonus": 10}, {}])


class WrongTotals(Rummy):
    def game_end(self, rules, progress):
        return GameEnd(winners=[0], draw=False, totals=[999, 0])


class BadElimination(Rummy):
    def eliminated(self, rules, totals):
        return [True]


def rule_set(cls, **spec):
    class Plugin:
        @hookimpl
        def rummy_register_variants(self, registry):
            registry.add(cls(SPEC.model_copy(update={"id": "fragile", "name": "Fragile", **spec})))

    plugin = Plugin()
    plugin.__name__ = "fragile_plugin"
    return plugin


def going_out(catalog):
    game = testing.deal(catalog, "fragile", hands=[["7C", "7D", "7H"], ["2C", "9D", "JS"]],
                        discard=["4H"], stock_top=["KS"])
    testing.play(game, 0, {"type": "draw"})
    testing.play(game, 0, {"type": "meld", "cards": ["7C", "7D", "7H"]})
    return game


@pytest.mark.parametrize("cls,hook,words", [
    (DictScore, "score_round", "returned dict, not a RoundScore"),
    (GhostWinner, "game_end", "GameEnd.winners names seat 5"),
    (ReadableBonus, "game_end", "uses the key 'Game bonus', which the rule set does not declare"),
    (WrongTotals, "game_end", "GameEnd.totals[0] is 999, but the rounds gave 0"),
    (BadElimination, "eliminated", "not a list of 2 True or False"),
])
def test_what_a_rule_set_returns_is_checked_and_a_failure_refuses_the_move(cls, hook, words):
    catalog = testing.catalog(rule_set(cls))
    game = going_out(catalog)
    refusal = testing.refused(game, 0, {"type": "discard", "card": "KS"}, "plugin_error")
    assert refusal.params["plugin"] == "fragile_plugin" and refusal.params["hook"] == hook
    assert words in refusal.params["error"], refusal.params["error"]
    assert not game.state.history  # nothing of the round's end was kept


def test_end_by_host_is_checked():
    class HostEnd(Shanghai):
        def end_by_host(self, rules, progress):
            return GameEnd(winners=[], draw=False, totals=list(progress.totals))

    from rummy_rulesets.shanghai import SPEC as SHANGHAI

    class Plugin:
        @hookimpl
        def rummy_register_variants(self, registry):
            registry.add(HostEnd(SHANGHAI.model_copy(update={"id": "open-ended"})))

    catalog = testing.catalog(Plugin())
    game = testing.deal(catalog, "open-ended", hands=[["7C", "7D", "7H"], ["2C", "9D", "JS"]])
    testing.play(game, 0, {"type": "commit", "table": [["7C", "7D", "7H"]]})
    assert game.state.phase == "between_rounds"
    refusal = testing.refused(game, 0, {"type": "end_game"}, "plugin_error")
    assert refusal.params["hook"] == "end_by_host" and "GameEnd.winners names no seat" in refusal.params["error"]


@pytest.mark.parametrize("update,words", [
    ({"family": "manipulation"}, "turn 'draw-meld-discard' is not a turn of the manipulation family"),
    ({"hand": (HandRow(players=(2, 3), cards=7), HandRow(players=(4, 6), cards=30)),
      "decks": (DeckRow(players=(2, 6), decks=1),)},
     "4 hands of 30 and the first discard need 121 cards"),
    ({"knock_limit": 10}, "knock_limit is the carousel turn's knock"),
    ({"loose_cards": 4}, "loose_cards are dealt only in the manipulation family"),
])
def test_a_declaration_that_does_not_hold_together_is_refused_at_registration(update, words):
    class Odd:
        @hookimpl
        def rummy_register_variants(self, registry):
            registry.add(Rummy(SPEC.model_copy(update={"id": "odd", **update})))

    catalog = Catalog(make_plugin_manager([Odd()]))
    (entry,) = catalog.broken
    assert "rummy_register_variants" in entry.reason and words in entry.reason, entry.reason
    assert catalog.variants.get("odd") is None and catalog.variants.get("rummy") is not None


def test_bonus_keys_are_checked_and_labelled():
    with pytest.raises(ValueError, match="pattern"):
        Bonus(key="Game bonus", label="Game bonus")
    with pytest.raises(ValueError, match="repeated bonus key"):
        VariantSpec.model_validate({**SPEC.model_dump(), "bonuses": [{"key": "game", "label": "A"},
                                                                      {"key": "game", "label": "B"}]})
    from rummy_desktop.plugins.manager import default_catalog

    rules = default_catalog().rules("carousel", {}, 2)
    assert [(b.key, b.label) for b in rules.bonuses] == [("reached", "Bonus for reaching the target"),
                                                         ("rounds_won", "Bonus for rounds won")]


@pytest.fixture
def broken_catalog(monkeypatch):
    """The command line's catalogue: the installed plugins, a rule set whose scoring
    returns a dict, and a house rule whose adjustment of Rummy returns a list."""
    catalog = Catalog(make_plugin_manager([rule_set(DictScore), adjusting(["hand_size", 8], players=3)]))
    monkeypatch.setattr("rummy_desktop.plugins.manager.default_catalog", lambda: catalog)
    return catalog


def run(capsys, monkeypatch, *args, stdin=None):
    from rummy_desktop.cli import main

    if stdin is not None:
        monkeypatch.setattr(sys, "stdin", io.StringIO(stdin))
    code = main(list(args))
    out, err = capsys.readouterr()
    return code, out, err


def test_the_command_line_names_the_plugin_and_the_hook_never_a_traceback(broken_catalog, capsys, monkeypatch):
    round_ = {"variant": "fragile", "hands": [[], ["KS"]], "table": [["7C", "7D", "7H"]],
              "ending": {"type": "out", "seat": 0}}
    code, _, err = run(capsys, monkeypatch, "score", stdin=json.dumps(round_))
    assert code == 1 and "the plugin 'fragile_plugin' failed in score_round (returned dict, not a RoundScore)" in err
    assert "rummy-desktop: plugin 'fragile_plugin' switched off for this run: score_round failed during play" in err
    code, _, err = run(capsys, monkeypatch, "simulate", "--variant", "fragile", "--seed", "2")
    assert code == 2 and "the rule set 'fragile' came from the plugin 'fragile_plugin', switched off" in err
    code, _, err = run(capsys, monkeypatch, "simulate", "--variant", "rummy", "--players", "3")
    assert code == 1 and "the plugin 'house_adjust' failed in rummy_adjust_rules (returned list" in err
    code, out, err = run(capsys, monkeypatch, "check", "--variant", "rummy", "7C", "7D", "7H")
    assert code == 0 and out == "valid set\n" and "Traceback" not in err
    assert {f.name for f in broken_catalog.failures} == {"fragile_plugin", "house_adjust"}
    code, out, _ = run(capsys, monkeypatch, "simulate", "--variant", "rummy-500", "--seed", "2")
    assert code == 0 and "1 games in" in out  # the others play on


def test_a_failing_player_is_named_in_simulate(capsys, monkeypatch):
    class Crashing:
        def __init__(self, seat, seed):
            pass

        def choose(self, view):
            raise KeyError("lost its notes")

    class Players:
        @hookimpl
        def rummy_register_players(self, registry):
            registry.add("crashing", Crashing)

    players = Players()
    players.__name__ = "Players"
    catalog = Catalog(make_plugin_manager([players]))
    monkeypatch.setattr("rummy_desktop.plugins.manager.default_catalog", lambda: catalog)
    code, _, err = run(capsys, monkeypatch, "simulate", "--variant", "rummy", "--ai", "crashing")
    assert code == 1 and "Traceback" not in err
    assert "the computer player 'crashing' (plugin 'Players') of seat" in err and "failed: KeyError" in err
