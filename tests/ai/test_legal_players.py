"""Every computer level chooses among the engine's legal actions (issue 44, point 1): the
Greedy joker crash is gone, a house rule that refuses melds of three makes no game loop,
and with house rules refusing draws, melds, lay-offs, discards and commits, every level
plays whole games without one refused move."""

from __future__ import annotations

import pytest
from rummy_house_rules import meld_of_four

from rummy_desktop import cli, testing
from rummy_desktop.core.actions import Commit, Discard, IllegalAction, LayOff, TakeDiscard
from rummy_desktop.core.legal import legal_actions
from rummy_desktop.plugins import hookimpl
from rummy_desktop.session import headless

LEVELS = ["random", "greedy", "beginner", "standard", "expert"]


@pytest.fixture(scope="module")
def four():
    return testing.catalog(meld_of_four)


@pytest.mark.parametrize("level", LEVELS)
def test_the_greedy_joker_crash_is_gone(four, level):
    """Issue 44: a hand joker in a new meld with no face declared made Greedy's strands
    check raise KeyError (and Standard and Expert with it)."""
    game = testing.deal(four, "rummy", {"jokers": "on"}, hands=[["9H", "9D", "JK1"], ["2C", "7D", "QS"]],
                        discard=["5C"])
    testing.play(game, 0, {"type": "take_discard"})
    player = four.player(level).create(0, 1, 0.05)
    action = player.choose(game.view(0))
    assert legal_actions(game.view(0)).accepts(action)
    testing.play(game, 0, action)
    testing.check_cards(game)


@pytest.mark.parametrize("seed", [2, 3, 4])
def test_a_house_rule_refusing_melds_of_three_makes_no_loop(four, seed):
    """Before, Greedy took the discard for a meld of three (or two and a joker) the house
    rule refused, threw another card back, and the two players passed cards round for
    ever (these seeds never ended). Now it takes the discard only for a meld the engine
    would accept, and the stock moves."""
    game, summary = headless.play(four, "rummy", {"meld_size": "4", "jokers": "on"}, 2, seed, ["greedy"] * 2)
    assert game.over and summary.actions < 5000
    takes = sum(1 for _, a in game.log if isinstance(a, TakeDiscard))
    draws = sum(1 for _, a in game.log if a.type == "draw")
    assert takes < draws
    for rnd in game.state.history:
        assert all(len(g) >= 4 for g in rnd.outcome.table)


def test_the_simulate_command_finishes_under_the_house_rule(capsys):
    code = cli.main(["simulate", "--variant", "rummy", "--option", "meld_size=4", "--option", "jokers=on",
                     "--players", "2", "--games", "3", "--seed", "2", "--ai", "greedy,standard",
                     "--think-time", "0.1"])
    out = capsys.readouterr().out
    assert code == 0 and "3 games in" in out


class Strict:
    """House rules that refuse a bit of everything, without ever leaving a seat with
    nothing to do: the discard pile in odd turns, melds of three, lay-offs on the first
    meld, discarding a king while another card could go, and (the Manipulation family)
    a commit that places a single card while the stock lasts."""

    @hookimpl
    def rummy_judge_meld(self, rules, meld):
        if meld.kind == "meld" and len(meld.cards) == 3:
            raise IllegalAction("house_strict")

    @hookimpl
    def rummy_judge_action(self, rules, position, action):
        if isinstance(action, TakeDiscard) and position.turn_no % 2:
            raise IllegalAction("house_strict")
        if isinstance(action, LayOff) and action.group == 0:
            raise IllegalAction("house_strict")
        if isinstance(action, Discard) and action.card % 13 == 12 and any(
                c % 13 != 12 and c != position.restricted for c in position.hand):
            raise IllegalAction("house_strict")
        if isinstance(action, Commit) and position.stock_count:
            placed = {c for g in action.table for c in g} & set(position.hand)
            if len(placed) == 1:
                raise IllegalAction("house_strict")

    @hookimpl
    def rummy_register_texts(self, registry):
        registry.add_reasons({"house_strict": "not at this table"})


@pytest.fixture(scope="module")
def strict():
    plugin = Strict()
    plugin.__name__ = "strict-house"
    return testing.catalog(plugin)


@pytest.mark.parametrize("variant,options,players", [
    ("rummy", {"jokers": "on"}, 3), ("rummy-500", {}, 2), ("gin-rummy", {}, 2), ("manipulation", {}, 2),
    ("carousel", {}, 3),
])
def test_every_level_keeps_to_house_rules_that_refuse_a_bit_of_everything(strict, variant, options, players):
    names = (LEVELS * 2)[:players] if players > 2 else ["greedy", "expert"]
    for ai in (names, ["random"] * players, ["standard"] * players):
        record = testing.play_game(strict, variant, options, players, seed=3, ai=ai, every=40, think_time=0.05)
        assert record.winners
        if variant in ("rummy", "rummy-500"):  # no meld of three reached the table
            for rnd in record.game.state.history:
                assert all(len(g) >= 4 for g in rnd.outcome.table)


@pytest.mark.parametrize("variant,levels", [("rummy", ["greedy", "standard"]), ("rummy-500", ["beginner", "expert"]),
                                            ("gin-rummy", ["random", "expert"])])
def test_the_players_choose_only_listed_actions(strict, variant, levels):
    """Every action a level returns is in the list the engine gives for its view (the
    list itself, written the same way)."""
    from rummy_desktop.ai.common import move_key

    game = strict.new_game(variant, {"jokers": "on"} if variant == "rummy" else {}, 2, 9)
    bots = [strict.player(n).create(s, s + 1, 0.05) for s, n in enumerate(levels)]
    for _ in range(150):
        if game.over:
            break
        seat = game.to_act
        view = game.view(seat)
        action = bots[seat].choose(view)
        assert move_key(action) in {move_key(a) for a in legal_actions(view).actions()}, action
        game.apply(seat, action)
