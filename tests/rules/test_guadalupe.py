"""RULES.md §3.4 Guadalupe (and the §2.4 turn: draw two, or meld and then draw one)."""

from __future__ import annotations

import pytest

from rummy_desktop.core.actions import Commit, Draw, Pass, Withdraw

from .position import assert_consistent, event, hand_names, position, refused, score


def test_deal_five_cards_stock_by_player_count():
    from rummy_desktop.plugins.manager import default_catalog

    for players, stock in ((2, 94), (3, 89), (4, 84), (5, 79)):
        game = default_catalog().new_game("guadalupe", {}, players, 5)
        assert all(len(h) == 5 for h in game.state.hands)
        assert len(game.state.stock) == stock


# 3.4.1 No meld -> draw 2 ----------------------------------------------------------------------

def test_3_4_1_draw_gives_two_cards_and_ends_the_turn():
    game = position("guadalupe", [["2C", "5D", "9H", "JS", "KC"], ["2D"]], stock=["3S", "4S", "7S"])
    events = game.apply(0, Draw())
    assert len(game.state.hands[0]) == 7
    assert hand_names(game, 0) == sorted(["2C", "5D", "9H", "JS", "KC", "7S", "4S"])
    assert event(events, "turn_ended").data["how"] == "draw"
    assert game.state.turn == 1


# 3.4.2 Meld, then draw 1 -------------------------------------------------------------------------

def test_3_4_2_meld_three_of_seven_then_draw_one():
    game = position("guadalupe", [["5H", "6H", "7H", "2C", "9D", "JS", "KC"], ["2D"]], stock=["3S", "4S"])
    events = game.apply(0, Commit(table=[["5H", "6H", "7H"]]))
    assert hand_names(game, 0) == sorted(["2C", "9D", "JS", "KC", "4S"])  # 4 left + 1 drawn
    assert event(events, "drew").data["count"] == 1
    assert event(events, "turn_ended").data["how"] == "meld"
    assert game.state.turn == 1
    assert_consistent(game)


def test_meld_with_an_empty_stock_draws_nothing():
    game = position("guadalupe", [["5H", "6H", "7H", "2C"], ["2D"]], stock=[])
    events = game.apply(0, Commit(table=[["5H", "6H", "7H"]]))
    assert hand_names(game, 0) == ["2C"] and "drew" not in [e.kind for e in events]
    assert game.state.turn == 1 and game.state.pass_count == 0


# 3.4.3 Going out --------------------------------------------------------------------------------

def test_3_4_3_meld_the_last_four_cards_wins_without_drawing():
    game = position("guadalupe", [["5H", "6H", "7H", "8H"], ["2D", "3D"], ["KS"]])
    stock = len(game.state.stock)
    events = game.apply(0, Commit(table=[["5H", "6H", "7H", "8H"]]))
    assert len(game.state.stock) == stock  # no draw
    ended = event(events, "round_ended")
    assert ended.data["ending"] == "out"
    assert ended.data["scores"] == [0, 2, 1]  # one point per card
    assert event(events, "game_ended").data["winners"] == [0]


def test_3_4_3_score_command():
    assert score("guadalupe", [[], ["2D", "3D"], ["KS"]], {"type": "out", "seat": 0}) == {
        "scores": [0, 2, 1], "winners": [0]}


# 3.4.4 Nearly empty stock -------------------------------------------------------------------------

def test_3_4_4_one_card_in_the_stock_draws_one_then_pass():
    game = position("guadalupe", [["2C", "5D", "9H", "JS", "KC"], ["2D"]], stock=["3S"])
    game.apply(0, Draw())
    assert len(game.state.hands[0]) == 6 and game.state.turn == 1
    assert "pass" in game.open_actions(1) and "draw" not in game.open_actions(1)
    refused(game, 1, Draw(), "stock_empty")
    game.apply(1, Pass())
    assert game.state.pass_count == 1


# 3.4.5 Withdraw in Guadalupe -----------------------------------------------------------------------

def test_3_4_5_withdraw_draws_three_not_two():
    game = position("guadalupe", [["2C", "5D"], ["2D"]], table=[["3D", "4D", "5D'", "6D"]],
                    stock=["3S", "4S", "5S", "6S"], options={"incomplete_move": "withdraw"})
    events = game.apply(0, Withdraw())
    assert event(events, "withdrew").data["count"] == 3
    assert hand_names(game, 0) == sorted(["2C", "5D", "6S", "5S", "4S"])
    assert game.state.turn == 1


# 3.4.6 Blocked round --------------------------------------------------------------------------------

@pytest.mark.parametrize("hands, winners, draw", [
    ([["2C", "3C"], ["9S"], ["KD", "KH"]], [1], False),
    ([["2C", "3C"], ["9S"], ["KD"]], [1, 2], True),
])
def test_3_4_6_blocked_round_fewest_cards_tie_is_a_draw(hands, winners, draw):
    game = position("guadalupe", hands, stock=[])
    for seat in range(3):
        events = game.apply(seat, Pass())
    over = event(events, "game_ended")
    assert over.data["winners"] == winners and over.data["draw"] is draw
