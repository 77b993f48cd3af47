"""RULES.md §3.6 Vatican (and §2.6: the opening run, jokers that stay in place)."""

from __future__ import annotations

import pytest

from rummy_desktop.core.actions import Commit, Draw, Pass
from rummy_desktop.core.cards import face_name
from rummy_desktop.plugins.manager import default_catalog

from .position import c, event, face, hand_names, position, refused, table_names

# 3.6.1 Deck ---------------------------------------------------------------------------------------

def test_3_6_1_deck_and_deal():
    game = default_catalog().new_game("vatican", {}, 3, 4)
    st = game.state
    assert st.card_count() == 106
    assert sum(1 for x in [y for h in st.hands for y in h] + st.stock if x >= 104) == 2
    assert all(len(h) == 13 for h in st.hands)
    assert len(st.stock) == 67


# 3.6.2 Opening meld ---------------------------------------------------------------------------------

def test_3_6_2_opening_run_plus_more_in_the_same_play():
    game = position("vatican", [["4S", "5S", "6S", "9D", "KC"], ["2C"]], table=[["6D", "7D", "8D"]])
    assert game.state.opened == [False, False]
    game.apply(0, Commit(table=[["4S", "5S", "6S"], ["6D", "7D", "8D", "9D"]]))
    assert table_names(game) == sorted([["4S", "5S", "6S"], ["6D", "7D", "8D", "9D"]])
    assert game.state.opened == [True, False]


def test_3_6_2_the_joker_does_not_count_for_the_opening():
    game = position("vatican", [["4S", "JK1", "6S", "KC"], ["2C"]], table=[["6D", "7D", "8D"]])
    play = [["4S", "JK1", "6S"], ["6D", "7D", "8D"]]
    refused(game, 0, Commit(table=play), "opening_run")
    refused(game, 0, Commit(table=play, jokers={"JK1": "5S"}), "opening_run")


def test_3_6_2_a_set_cannot_open_so_the_player_draws():
    game = position("vatican", [["9C", "9D", "9H", "KC"], ["2C"]])
    refused(game, 0, Commit(table=[["9C", "9D", "9H"]]), "opening_run")
    game.apply(0, Draw())
    assert len(game.state.hands[0]) == 5 and game.state.turn == 1
    assert game.state.opened == [False, False]


def test_opening_run_must_come_from_the_hand():
    """Three table cards rearranged into a run do not open; the run must be played from hand."""
    game = position("vatican", [["9D", "KC"], ["2C"]], table=[["5D", "6D", "7D", "8D"]])
    refused(game, 0, Commit(table=[["5D", "6D", "7D", "8D", "9D"]]), "opening_run")


def test_once_opened_the_player_may_meld_anything_in_later_turns():
    game = position("vatican", [["4S", "5S", "6S", "9C", "9D", "9H", "KC"], ["2C"]])
    game.apply(0, Commit(table=[["4S", "5S", "6S"]]))
    game.apply(1, Draw())
    game.apply(0, Commit(table=[["4S", "5S", "6S"], ["9C", "9D", "9H"]]))
    assert hand_names(game, 0) == ["KC"]


def test_a_draw_ends_the_turn_and_no_meld_with_it():
    game = position("vatican", [["2C", "KC"], ["3C"]], opened=[True, True])
    game.apply(0, Draw())
    assert game.state.turn == 1
    refused(game, 0, Commit(table=[["2C", "KC"]]), "not_your_turn")


# 3.6.3 Joker stays in place ----------------------------------------------------------------------------

def test_3_6_3_split_keeping_a_neighbour_is_valid():
    game = position("vatican", [["9D", "KC"], ["2C"]], opened=[True, True],
                    table=[["3D", "4D", "JK1=5D", "6D", "7D", "8D"]])
    game.apply(0, Commit(table=[["3D", "4D", "JK1"], ["6D", "7D", "8D", "9D"]]))
    assert table_names(game) == sorted([["3D", "4D", "JK1"], ["6D", "7D", "8D", "9D"]])
    assert face_name(game.state.table.declared[c("JK1")]) == "5D"


MOVE_5D = Commit(table=[["6D", "7D", "8D"], ["JK1", "5C", "5H"]])


def test_3_6_3_joker_leaving_its_only_neighbour_is_refused_in_vatican():
    game = position("vatican", [["5C", "5H", "KC"], ["2C"]], opened=[True, True],
                    table=[["JK1=5D", "6D", "7D", "8D"]])
    err = refused(game, 0, MOVE_5D, "joker_must_stay")
    assert err.params == {"card": c("JK1"), "face": face("5D")}


def test_3_6_3_same_play_is_valid_in_carousel():
    game = position("carousel", [["5C", "5H", "KC"], ["2C"]], draws=1, table=[["JK1=5D", "6D", "7D", "8D"]])
    game.apply(0, MOVE_5D)
    assert face_name(game.state.table.declared[c("JK1")]) == "5D"
    assert table_names(game) == sorted([["6D", "7D", "8D"], ["5C", "5H", "JK1"]])


def test_set_neighbours_are_all_the_other_cards_of_the_set():
    """§6 U19: a joker in a set must stay with at least one other card of that set, by
    physical id (a twin of a neighbour does not count)."""
    hand = ["7C", "8C", "9C'", "9D'", "9S", "9S'", "KD"]
    table = [["9C", "9D", "JK1=9H"]]
    game = position("vatican", [hand, ["2C"]], opened=[True, True], table=table)
    refused(game, 0, Commit(table=[["7C", "8C", "9C"], ["9D", "9S", "9C'"], ["9D'", "9S'", "JK1"]]),
            "joker_must_stay")
    game.apply(0, Commit(table=[["7C", "8C", "9C"], ["9D", "9S", "JK1"]]))  # 9♦ stays beside it
    assert face_name(game.state.table.declared[c("JK1")]) == "9H"


# 3.6.4 Freeing in Vatican -------------------------------------------------------------------------------

def test_3_6_4_freeing_with_the_natural_card():
    game = position("vatican", [["5D", "9S", "9H", "KC"], ["2C"]], opened=[True, True],
                    table=[["3D", "4D", "JK1=5D", "6D", "7D", "8D"]])
    play = [["3D", "4D", "5D", "6D", "7D", "8D"], ["9S", "9H", "JK1"]]
    err = refused(game, 0, Commit(table=play), "joker_declaration_needed")
    assert sorted(face_name(f) for f in err.params["choices"]) == ["9C", "9D"]
    game.apply(0, Commit(table=play, jokers={"JK1": "9D"}))
    assert face_name(game.state.table.declared[c("JK1")]) == "9D"
    assert hand_names(game, 0) == ["KC"]


# 3.6.5 Result ------------------------------------------------------------------------------------------

def test_3_6_5_going_out_wins():
    game = position("vatican", [["9D"], ["2C", "3C"], ["4C"]], opened=[True] * 3, table=[["6D", "7D", "8D"]])
    events = game.apply(0, Commit(table=[["6D", "7D", "8D", "9D"]]))
    assert event(events, "game_ended").data["winners"] == [0]
    assert event(events, "round_ended").data["display"] == [0, 2, 1]


@pytest.mark.parametrize("last, winners, draw", [(["KS", "QS"], [1, 2], True), (["KS"], [2], False)])
def test_3_6_5_blocked_round(last, winners, draw):
    game = position("vatican", [["2C", "3C", "4H", "5H"], ["9S", "KD"], last], stock=[])
    for seat in range(3):
        events = game.apply(seat, Pass())
    over = event(events, "game_ended")
    assert over.data["winners"] == winners and over.data["draw"] is draw
