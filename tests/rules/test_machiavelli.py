"""RULES.md §3.2 Machiavelli (and the §2.2 meld-or-draw turn, §2.0.7 Withdraw (+3))."""

from __future__ import annotations

import pytest

from rummy_desktop.core.actions import Commit, Draw, Pass, Withdraw

from .position import assert_consistent, c, event, hand_names, ids, position, refused

WITHDRAW = {"incomplete_move": "withdraw"}
THIRTEEN = ["2C", "4C", "6C", "8C", "10C", "QC", "2D", "4D", "6D", "8D", "10D", "QD", "KS"]


# 3.2.1 Ace verdicts ---------------------------------------------------------------------------

@pytest.mark.parametrize("group, valid", [
    (["AS", "2S", "3S"], True), (["QS", "KS", "AS"], True), (["KS", "AS", "2S"], False),
])
def test_3_2_1_aces_high_or_low(group, valid):
    game = position("machiavelli", [group + ["9D"], ["2C"]])
    if valid:
        game.apply(0, Commit(table=[group]))
        assert hand_names(game, 0) == ["9D"]
    else:
        refused(game, 0, Commit(table=[group]), "invalid_group")


# 3.2.2 Drawing ends the turn --------------------------------------------------------------

def test_3_2_2_drawing_ends_the_turn():
    game = position("machiavelli", [THIRTEEN, ["2H"], ["3H"]])
    events = game.apply(0, Draw())
    assert len(game.state.hands[0]) == 14
    assert event(events, "turn_ended").data["how"] == "draw"
    assert game.state.turn == 1  # play passes to the left
    refused(game, 0, Draw(), "not_your_turn")


# 3.2.3 Withdraw (+3) ---------------------------------------------------------------------------

def test_3_2_3_withdraw_restores_and_draws_three():
    game = position("machiavelli", [["7D", "KS"], ["2H"]], table=[["3D", "4D", "5D", "6D"]],
                    stock=["2S", "3S", "4S", "5S"], options=WITHDRAW)
    assert "withdraw" in game.open_actions(0)
    table = [list(g) for g in game.state.table.groups]
    events = game.apply(0, Withdraw())
    assert event(events, "withdrew").data["count"] == 3
    assert game.state.table.groups == table  # the table as it was
    assert hand_names(game, 0) == sorted(["7D", "KS", "5S", "4S", "3S"])  # the top three
    assert event(events, "turn_ended").data["how"] == "penalty"
    assert game.state.turn == 1
    assert_consistent(game)


def test_3_2_3_withdraw_with_two_cards_in_the_stock_draws_two():
    game = position("machiavelli", [["7D", "KS"], ["2H"]], table=[["3D", "4D", "5D", "6D"]],
                    stock=["2S", "3S"], options=WITHDRAW)
    events = game.apply(0, Withdraw())
    assert event(events, "withdrew").data["count"] == 2
    assert hand_names(game, 0) == sorted(["7D", "KS", "2S", "3S"])
    assert game.state.stock == [] and game.state.turn == 1


def test_withdraw_with_an_empty_stock_counts_as_a_pass():
    """§2.0.5 / §6 U7: Withdraw (+3) with an empty stock draws nothing and is a pass."""
    game = position("machiavelli", [["7D", "KS"], ["2H"]], table=[["3D", "4D", "5D", "6D"]],
                    stock=[], options=WITHDRAW)
    game.apply(0, Withdraw())
    assert hand_names(game, 0) == ["7D", "KS"]
    assert game.state.pass_count == 1 and game.state.turn == 1
    events = game.apply(1, Withdraw())
    ended = event(events, "round_ended")
    assert ended.data["ending"] == "blocked"
    assert event(events, "game_ended").data["winners"] == [1]  # fewest cards


# 3.2.4 Same position, default option ---------------------------------------------------------

def test_3_2_4_default_option_has_no_withdraw_and_the_player_may_draw_one():
    game = position("machiavelli", [["7D", "KS"], ["2H"]], table=[["3D", "4D", "5D", "6D"]])
    assert "withdraw" not in game.open_actions(0)
    refused(game, 0, Withdraw(), "withdraw_not_allowed")
    game.apply(0, Draw())
    assert len(game.state.hands[0]) == 3 and game.state.turn == 1


# 3.2.5 Result after going out ------------------------------------------------------------------

def test_3_2_5_going_out_wins_and_the_result_shows_card_counts():
    game = position("machiavelli", [["8D"], ["2C", "3C", "4H", "9S"], ["KH"]],
                    table=[["5D", "6D", "7D"]])
    events = game.apply(0, Commit(table=[["5D", "6D", "7D", "8D"]]))
    ended = event(events, "round_ended")
    assert ended.data["ending"] == "out" and ended.data["winners"] == [0]
    assert ended.data["display"] == [0, 4, 1]
    over = event(events, "game_ended")
    assert over.data["winners"] == [0] and not over.data["draw"]
    assert game.over  # a single round is the whole game


# 3.2.6 Blocked round -------------------------------------------------------------------------

@pytest.mark.parametrize("c_hand, winners, draw", [(["5S", "6S"], [1, 2], True), (["5S"], [2], False)])
def test_3_2_6_blocked_round_fewest_cards(c_hand, winners, draw):
    game = position("machiavelli", [["2C", "3C", "4H"], ["9S", "KD"], c_hand], stock=[])
    game.apply(0, Pass())
    game.apply(1, Pass())
    events = game.apply(2, Pass())
    assert event(events, "round_ended").data["ending"] == "blocked"
    over = event(events, "game_ended")
    # A draw is a draw between the players tied for fewest (B and C), never A.
    assert over.data["winners"] == winners and over.data["draw"] is draw
    assert event(events, "round_ended").data["winners"] == ([] if draw else winners)
    assert game.over


def test_pass_only_with_an_empty_stock():
    game = position("machiavelli", [["2C"], ["2D"]], stock_size=1)
    assert "pass" not in game.open_actions(0)
    refused(game, 0, Pass(), "stock_not_empty")
    game.apply(0, Draw())
    assert game.state.turn == 1 and game.open_actions(1)[1] == "pass"
    refused(game, 1, Draw(), "stock_empty")


# 3.2.3 / 3.2.4 with the player's working copy (Undo / Withdraw (+3) buttons, §2.0.7) ---------------

def _moved_5d(options):
    from rummy_desktop.session.working_copy import NEW, Target, WorkingCopy

    game = position("machiavelli", [["7D", "KS"], ["2H"]], table=[["3D", "4D", "5D", "6D"]],
                    stock=["2S", "3S", "4S", "5S"], options=options)
    wc = WorkingCopy(game.view(0))
    wc.move([c("5D")], Target(NEW))
    return game, wc


def test_3_2_3_touching_the_table_turns_undo_into_withdraw_and_disables_draw():
    game, wc = _moved_5d(WITHDRAW)
    assert wc.undo_is_withdraw and not wc.draw_allowed
    assert wc.press_undo() == "arm"  # the first press arms
    assert wc.press_undo() == "withdraw"  # the second acts
    table = [list(g) for g in game.state.table.groups]
    game.apply(0, Withdraw())
    assert game.state.table.groups == table
    assert hand_names(game, 0) == sorted(["7D", "KS", "5S", "4S", "3S"])
    assert game.state.turn == 1


def test_3_2_3_touched_is_sticky_even_when_the_card_is_put_back():
    from rummy_desktop.session.working_copy import GROUP, Target

    game, wc = _moved_5d(WITHDRAW)
    wc.move([c("5D")], Target(GROUP, 0))
    assert wc.undo_is_withdraw and not wc.draw_allowed  # §6 U8


def test_3_2_4_default_option_undo_restores_for_free_and_draw_stays_available():
    game, wc = _moved_5d({})
    assert not wc.undo_is_withdraw and wc.draw_allowed
    assert wc.press_undo() == "undo"
    assert wc.groups == [list(g) for g in game.state.table.groups] and sorted(wc.hand) == sorted(ids(["7D", "KS"]))
    game.apply(0, Draw())
    assert len(game.state.hands[0]) == 3 and game.state.turn == 1
