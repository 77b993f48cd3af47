"""RULES.md §3.1 Manipulation (and the §2.1 turn: draw until able, pass, blocked round)."""

from __future__ import annotations

import pytest

from rummy_desktop.core.actions import Commit, Draw, Pass
from rummy_desktop.core.variant import GameProgress, RoundOutcome, RoundScore
from rummy_desktop.plugins.manager import default_catalog

from .position import (
    arrange,
    assert_consistent,
    c,
    event,
    hand_names,
    kinds,
    position,
    refused,
    score,
    table_names,
)

TRUST = {"mandatory_meld": "trust"}


# 3.1.1 Rearrangement needed -------------------------------------------------------------

def _run_3_to_9(**kw):
    return position(
        "manipulation", [["6C", "6S", "KD"], ["2C"], ["2D"]],
        table=[["3H", "4H", "5H", "6H", "7H", "8H", "9H"]], options=TRUST, **kw,
    )


def test_3_1_1_split_run_with_two_hand_cards_is_valid():
    game = _run_3_to_9()
    events = game.apply(0, Commit(table=[["3H", "4H", "5H"], ["6H", "6C", "6S"], ["7H", "8H", "9H"]]))
    assert sorted(event(events, "committed").data["placed"]) == sorted([0 * 13 + 5, 3 * 13 + 5])
    assert table_names(game) == sorted([["3H", "4H", "5H"], ["6C", "6H", "6S"], ["7H", "8H", "9H"]])
    assert hand_names(game, 0) == ["KD"]
    assert game.state.turn == 1  # a play ends the turn
    assert game.state.pass_count == 0
    assert_consistent(game)


def test_3_1_1_split_with_only_one_six_is_refused():
    game = _run_3_to_9()
    err = refused(game, 0, Commit(table=[["3H", "4H", "5H"], ["6H", "6C"], ["7H", "8H", "9H"]]),
                  "invalid_group")
    assert err.params == {"group": 1, "why": "too_few_cards"}


# 3.1.2 Nothing played -------------------------------------------------------------------

def test_3_1_2_rearranging_without_a_hand_card_is_refused():
    game = position("manipulation", [["KD", "2C"], ["2D"]],
                    table=[["3H", "4H", "5H", "6H", "7H", "8H"]])
    refused(game, 0, Commit(table=[["3H", "4H", "5H"], ["6H", "7H", "8H"]]), "no_hand_card")


def test_table_card_may_not_return_to_the_hand():
    """P4 / V2: a table card left out of the new table is refused."""
    game = position("manipulation", [["9H", "2C"], ["2D"]], table=[["3H", "4H", "5H", "6H"]])
    err = refused(game, 0, Commit(table=[["4H", "5H", "6H"], ["9H"]]), "table_card_missing")
    assert err.params["card"] == 2 * 13 + 2  # 3♥


# 3.1.3 Penalty count --------------------------------------------------------------------

def test_3_1_3_penalty_count():
    result = score("manipulation", [[], ["AS", "10D", "KC", "4H", "4H'"], ["9C"]],
                   {"type": "out", "seat": 0})
    assert result == {"scores": [0, 45, 5], "winners": [0]}


def test_3_1_3_penalty_count_in_the_engine():
    """The same round played out: A goes out with a Done, B and C are charged their hands."""
    game = position("manipulation", [["10H"], ["AS", "10D", "KC", "4H", "4H'"], ["9C"]],
                    table=[["7H", "8H", "9H"]], options=TRUST)
    events = game.apply(0, Commit(table=[["7H", "8H", "9H", "10H"]]))
    ended = event(events, "round_ended")
    assert ended.data["ending"] == "out"
    assert ended.data["scores"] == [0, 45, 5]
    assert game.state.totals == [0, 45, 5]
    assert game.state.phase == "play" and game.state.round_no == 2  # next round dealt


# 3.1.4 Tie at the target -> extra round --------------------------------------------------

def test_3_1_4_tie_for_lowest_at_the_target_plays_another_round():
    game = position("manipulation", [["QH"], ["5H", "6H", "7H"], ["QD"]], turn=1,
                    totals=[195, 140, 130], options=TRUST)
    dealer = game.state.dealer
    events = game.apply(1, Commit(table=[["5H", "6H", "7H"]]))
    assert event(events, "round_ended").data["totals"] == [205, 140, 140]
    assert "game_ended" not in kinds(events)
    assert not game.over and game.state.round_no == 2
    assert game.state.dealer == (dealer + 1) % 3  # the next dealer is on the left
    # The extra round: B goes out, C holds 7♠ 8♠ Q♦ (20), A holds Q♥ (10).
    arrange(game, [["QH"], ["5H", "6H", "7H"], ["7S", "8S", "QD"]], turn=1)
    events = game.apply(1, Commit(table=[["5H", "6H", "7H"]]))
    assert event(events, "round_ended").data["scores"] == [10, 0, 20]
    ended = event(events, "game_ended")
    assert ended.data["totals"] == [215, 140, 160]
    assert ended.data["winners"] == [1] and not ended.data["draw"]
    assert game.over


def test_3_1_4_game_end_rule_directly():
    variant = default_catalog().variant("manipulation")
    rules = default_catalog().rules("manipulation", {"target": "200"}, 3)
    last = RoundScore([0, 0, 0], [])
    out = RoundOutcome(hands=[[], [], []], ending="blocked")
    assert variant.game_end(rules, GameProgress([205, 140, 140], [0] * 3, 1, [True] * 3, last, out)) is None
    end = variant.game_end(rules, GameProgress([215, 140, 160], [0] * 3, 2, [True] * 3, last, out))
    assert end.winners == [1] and not end.draw


# 3.1.5 Exact target ends the game -------------------------------------------------------

@pytest.mark.parametrize("total, over", [(299, False), (300, True)])
def test_3_1_5_exact_target_ends_the_game(total, over):
    game = position("manipulation", [["QH"], ["5H", "6H", "7H"], ["2C"]], turn=1,
                    totals=[total - 10, 100, 150], options={"target": "300", **TRUST})
    events = game.apply(1, Commit(table=[["5H", "6H", "7H"]]))
    assert event(events, "round_ended").data["totals"][0] == total
    assert game.over is over
    if over:
        assert event(events, "game_ended").data["winners"] == [1]


# 3.1.6 Hint reminder --------------------------------------------------------------------

def test_3_1_6_trust_mode_first_draw_draws_and_the_turn_goes_on():
    game = position("manipulation", [["8H", "KS"], ["2C"]], table=[["5H", "6H", "7H"]], options=TRUST)
    events = game.apply(0, Draw())
    assert len(game.state.hands[0]) == 3
    assert game.state.turn == 0 and "turn_ended" not in kinds(events)


@pytest.mark.parametrize("variant", ["manipulation", "shanghai"])
def test_3_1_6_remind_mode_first_draw_shows_the_hint_second_draws(variant):
    """The reminder lives with the player's working copy (session) and the search (solver;
    the hint, advice); the engine only ever sees the Draw that is finally sent. Also §3.3.6."""
    from rummy_desktop.advice import hint
    from rummy_desktop.session.working_copy import WorkingCopy
    from rummy_desktop.solver import play_exists

    game = position(variant, [["8H", "KS"], ["2C"]], table=[["5H", "6H", "7H"]])
    assert game.options["mandatory_meld"] == "remind"  # the default (§6 U1)
    view = game.view(0)
    wc = WorkingCopy(view)
    h = hint(view)
    assert h.card == c("8H") and h.groups == (0,) and h.rearrange is False
    assert wc.press_draw(lambda: play_exists(view)) == "remind"  # no card drawn
    assert len(game.state.hands[0]) == 2
    assert wc.press_draw(lambda: play_exists(view)) == "act"  # the second press acts
    game.apply(0, Draw())
    assert len(game.state.hands[0]) == 3 and game.state.turn == 0  # and the turn goes on
    # A draw changes the position: the reminder is armed again (§6 U16).
    wc.rebase(game.view(0))
    assert wc.press_draw(lambda: play_exists(game.view(0))) == "remind"


def test_3_1_6_trust_mode_never_reminds():
    from rummy_desktop.session.working_copy import WorkingCopy

    game = position("manipulation", [["8H", "KS"], ["2C"]], table=[["5H", "6H", "7H"]], options=TRUST)
    assert WorkingCopy(game.view(0)).press_draw(True) == "act"


def test_3_1_1_hint_says_the_table_must_be_rearranged():
    from rummy_desktop.advice import hint
    from rummy_desktop.solver import play_exists

    game = _run_3_to_9()
    view = game.view(0)
    assert play_exists(view)
    h = hint(view)
    assert h.card in (c("6C"), c("6S")) and h.groups == (0,) and h.rearrange is True


def test_3_1_8_no_play_no_reminder():
    from rummy_desktop.session.working_copy import WorkingCopy
    from rummy_desktop.solver import play_exists

    game = position("manipulation", [["2C", "9D", "KS"], ["2D"]], table=[["5H", "6H", "7H"]])
    view = game.view(0)
    assert not play_exists(view)
    assert WorkingCopy(view).press_draw(lambda: play_exists(view)) == "act"


def test_3_1_6_any_valid_play_is_accepted_not_only_the_hinted_one():
    """After drawing, the player melds a play other than adding 8♥."""
    game = position("manipulation", [["8H", "KS", "KD", "KC"], ["2C"]], table=[["5H", "6H", "7H"]],
                    options=TRUST)
    game.apply(0, Draw())
    game.apply(0, Commit(table=[["5H", "6H", "7H"], ["KS", "KD", "KC"]]))
    assert "8H" in hand_names(game, 0) and game.state.turn == 1


# 3.1.7 Blocked round ---------------------------------------------------------------------

def _empty_stock_3p(**kw):
    return position("manipulation", [["2C", "KS"], ["8H", "KD"], ["AS"]], table=[["5H", "6H", "7H"]],
                    stock=[], options=TRUST, **kw)


def test_3_1_7_three_passes_block_the_round_and_everyone_scores_their_hand():
    game = _empty_stock_3p()
    assert kinds(game.apply(0, Pass()))[-1] == "turn_ended"
    assert game.state.pass_count == 1 and game.state.turn == 1
    game.apply(1, Pass())
    assert game.state.pass_count == 2 and game.state.turn == 2
    events = game.apply(2, Pass())
    ended = event(events, "round_ended")
    assert ended.data["ending"] == "blocked"
    assert ended.data["scores"] == [5 + 10, 5 + 10, 15]
    assert game.state.totals == [15, 15, 15]


def test_3_1_7_a_meld_restarts_the_pass_counter():
    game = _empty_stock_3p()
    game.apply(0, Pass())
    game.apply(1, Commit(table=[["5H", "6H", "7H", "8H"]]))
    assert game.state.pass_count == 0
    game.apply(2, Pass())
    game.apply(0, Pass())
    assert game.state.pass_count == 2 and game.state.round_no == 1
    events = game.apply(1, Pass())
    assert event(events, "round_ended").data["ending"] == "blocked"
    assert event(events, "round_ended").data["scores"] == [15, 10, 15]


def test_pass_is_refused_while_the_stock_has_cards():
    game = position("manipulation", [["2C"], ["2D"]], stock_size=3, options=TRUST)
    refused(game, 0, Pass(), "stock_not_empty")


def test_draw_the_last_card_then_pass_counts_as_a_pass():
    """§2.0.5: drawing the last card and passing counts as a pass."""
    game = position("manipulation", [["2C"], ["2D"]], stock=["9S"], options=TRUST)
    game.apply(0, Draw())
    assert game.state.stock == [] and game.state.turn == 0
    game.apply(0, Pass())
    assert game.state.pass_count == 1 and game.state.turn == 1
    events = game.apply(1, Pass())
    assert event(events, "round_ended").data["ending"] == "blocked"


# 3.1.8 Draw loop ---------------------------------------------------------------------------

@pytest.mark.parametrize("variant", ["manipulation", "shanghai"])
def test_3_1_8_draw_loop_until_the_stock_is_empty(variant):
    """Also §3.3.6 (Shanghai: same behaviour as Manipulation example 8)."""
    game = position(variant, [["2C", "9D", "KS"], ["2D"]], stock_size=5, options=TRUST)
    for i in range(3):
        events = game.apply(0, Draw())
        assert "turn_ended" not in kinds(events)
    assert len(game.state.hands[0]) == 6 and game.state.turn == 0 and len(game.state.stock) == 2
    refused(game, 0, Pass(), "stock_not_empty")
    game.apply(0, Draw())
    game.apply(0, Draw())
    assert game.state.stock == [] and game.state.turn == 0
    refused(game, 0, Draw(), "stock_empty")
    game.apply(0, Pass())
    assert game.state.turn == 1
    assert_consistent(game)


def test_draw_then_meld_in_the_same_turn():
    game = position("manipulation", [["KS"], ["2D"]], table=[["5H", "6H", "7H"]], stock=["8H"], options=TRUST)
    game.apply(0, Draw())
    game.apply(0, Commit(table=[["5H", "6H", "7H", "8H"]]))
    assert hand_names(game, 0) == ["KS"] and game.state.turn == 1


def test_not_your_turn_is_refused():
    game = _run_3_to_9()
    refused(game, 1, Draw(), "not_your_turn")


def test_a_card_from_nowhere_or_used_twice_is_refused():
    """V2: nothing arrives on the table but the player's own hand cards."""
    game = position("manipulation", [["8H", "KS"], ["9H"]], table=[["5H", "6H", "7H"]], options=TRUST)
    err = refused(game, 0, Commit(table=[["5H", "6H", "7H", "8H", "9H"]]), "foreign_card")
    assert err.params["card"] == 2 * 13 + 8
    refused(game, 0, Commit(table=[["5H", "6H", "7H", "8H"], ["8H", "KS"]]), "card_repeated")
