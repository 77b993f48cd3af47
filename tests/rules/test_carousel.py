"""RULES.md §3.5 Carousel (and the §2.5 turn: draw first, up to three draws, Knock, the
final turns once the stock is out)."""

from __future__ import annotations

import pytest

from rummy_desktop.core.actions import Commit, Draw, Pass
from rummy_desktop.core.cards import face_name
from rummy_desktop.core.manipulation import carousel_count
from rummy_desktop.core.variant import GameProgress, RoundOutcome, RoundScore
from rummy_desktop.plugins.manager import default_catalog

from .position import (
    assert_consistent,
    c,
    event,
    face,
    hand_names,
    ids,
    kinds,
    position,
    refused,
    score,
    table_names,
)

# 3.5.1 Decks ------------------------------------------------------------------------------------

@pytest.mark.parametrize("players, cards, jokers, stock", [(2, 53, 1, 33), (3, 106, 2, 76), (4, 106, 2, 66),
                                                          (5, 106, 2, 56)])
def test_3_5_1_decks(players, cards, jokers, stock):
    game = default_catalog().new_game("carousel", {}, players, 7)
    st = game.state
    assert st.card_count() == cards
    everything = [x for h in st.hands for x in h] + st.stock
    assert sum(1 for x in everything if x >= 104) == jokers
    assert all(len(h) == 10 for h in st.hands)
    assert len(st.stock) == stock


# 3.5.2 Joker moves as the same card ----------------------------------------------------------------

JOKER_RUN_AND_SET = dict(table=[["JK1=6H", "7H", "8H", "9H"], ["6C", "6D", "6S"]])
MOVE_JOKER_TO_SET = Commit(table=[["6C", "6D", "6S", "JK1"], ["7H", "8H", "9H", "10H"]])


def test_3_5_2_joker_moves_to_another_group_as_the_same_card():
    game = position("carousel", [["10H", "2C"], ["3C"]], draws=1, **JOKER_RUN_AND_SET)
    game.apply(0, MOVE_JOKER_TO_SET)
    assert table_names(game) == sorted([["6C", "6D", "6S", "JK1"], ["10H", "7H", "8H", "9H"]])
    assert face_name(game.state.table.declared[c("JK1")]) == "6H"


def test_3_5_2_same_play_is_refused_in_vatican():
    game = position("vatican", [["10H", "2C"], ["3C"]], opened=[True, True], **JOKER_RUN_AND_SET)
    err = refused(game, 0, MOVE_JOKER_TO_SET, "joker_must_stay")
    assert err.params == {"card": c("JK1"), "face": face("6H")}


def test_3_5_2_same_play_is_refused_in_tahiti():
    game = position("tahiti", [["10H", "2C"], ["3C"]], **JOKER_RUN_AND_SET)
    refused(game, 0, MOVE_JOKER_TO_SET, "frozen_group")


def test_joker_cannot_take_another_face_while_not_freed():
    """J3: the joker keeps its face; re-declaring it with no natural 6♥ on the table fails."""
    game = position("carousel", [["9C", "9D", "KS"], ["3C"]], draws=1, table=[["JK1=6H", "7H", "8H", "9H"]])
    err = refused(game, 0, Commit(table=[["7H", "8H", "9H"], ["9C", "9D", "JK1"]], jokers={"JK1": "9S"}),
                  "joker_not_freed")
    assert err.params == {"card": c("JK1"), "face": face("6H")}


# 3.5.3 Freeing a joker ----------------------------------------------------------------------------

FREE_6H = Commit(table=[["5H", "6H", "7H"], ["9C", "9D", "JK1"]])


def test_3_5_3_freeing_asks_which_card_the_joker_is():
    game = position("carousel", [["6H", "9C", "9D", "KS"], ["3C"]], draws=1, table=[["5H", "JK1=6H", "7H"]])
    err = refused(game, 0, FREE_6H, "joker_declaration_needed")
    assert err.params["card"] == c("JK1")
    assert sorted(face_name(f) for f in err.params["choices"]) == ["9H", "9S"]
    game.apply(0, Commit(table=FREE_6H.table, jokers={"JK1": "9S"}))
    assert face_name(game.state.table.declared[c("JK1")]) == "9S"
    assert table_names(game) == sorted([["5H", "6H", "7H"], ["9C", "9D", "JK1"]])
    assert hand_names(game, 0) == ["KS"]


def test_3_5_3_a_declaration_that_does_not_fit_is_refused():
    game = position("carousel", [["6H", "9C", "9D", "KS"], ["3C"]], draws=1, table=[["5H", "JK1=6H", "7H"]])
    refused(game, 0, Commit(table=FREE_6H.table, jokers={"JK1": "9C"}), "invalid_group")


def test_3_5_3_changing_the_joker_without_the_natural_on_the_table_is_refused():
    game = position("carousel", [["9C", "9D", "KS"], ["3C"]], draws=1, table=[["JK1=6H", "7H", "8H", "9H"]])
    refused(game, 0, Commit(table=[["7H", "8H", "9H"], ["9C", "9D", "JK1"]], jokers={"JK1": "9S"}),
            "joker_not_freed")


# 3.5.4 Knock offered --------------------------------------------------------------------------------

def test_3_5_4_knock_with_five_points_ends_the_round():
    game = position("carousel", [["5H", "AS", "4D"], ["KC", "QC"]], draws=1, table=[["6H", "7H", "8H"]])
    events = game.apply(0, Commit(table=[["5H", "6H", "7H", "8H"]], knock=True))
    assert "knocked" in kinds(events)
    ended = event(events, "round_ended")
    assert ended.data["ending"] == "knock"
    assert ended.data["scores"] == [20 - 5, 0]  # knocker wins: 20 - 5
    assert ended.data["winners"] == [0]


@pytest.mark.parametrize("left", [["6C"], ["JK1"]])
def test_3_5_4_no_knock_with_more_than_five_points(left):
    game = position("carousel", [["5H"] + left, ["KC", "QC"]], draws=1, table=[["6H", "7H", "8H"]])
    err = refused(game, 0, Commit(table=[["5H", "6H", "7H", "8H"]], knock=True), "knock_not_allowed")
    assert err.params == {"limit": 5}
    game.apply(0, Commit(table=[["5H", "6H", "7H", "8H"]]))  # Done is fine
    assert game.state.turn == 1


def test_knock_needs_a_meld_and_a_draw_and_is_not_going_out():
    game = position("carousel", [["5H", "AS"], ["KC"]], table=[["6H", "7H", "8H"]])
    refused(game, 0, Commit(table=[["5H", "6H", "7H", "8H"]], knock=True), "must_draw_first")
    game.state.draws = 1
    refused(game, 0, Commit(table=[["6H", "7H", "8H"]], knock=True), "no_hand_card")
    game2 = position("carousel", [["5H"], ["KC"]], draws=1, table=[["6H", "7H", "8H"]])
    refused(game2, 0, Commit(table=[["5H", "6H", "7H", "8H"]], knock=True), "knock_not_allowed")
    events = game2.apply(0, Commit(table=[["5H", "6H", "7H", "8H"]]))
    assert event(events, "round_ended").data["ending"] == "out"


# 3.5.5 - 3.5.7 Round scoring ---------------------------------------------------------------------

def test_3_5_5_knocker_wins():
    r = score("carousel", [["2C"], ["6C"], ["JC", "AC"], ["JK", "5C"]], {"type": "knock", "seat": 0})
    assert r == {"scores": [41, 0, 0, 0], "winners": [0]}


@pytest.mark.parametrize("hands, expected", [
    ([["5C"], ["3C"], ["9C"]], {"scores": [0, 18, 0], "winners": [1]}),
    ([["4C"], ["4D"], ["QC", "2C"]], {"scores": [0, 18, 0], "winners": [1]}),
    ([["5C"], ["2C"], ["2D"], ["10C"]], {"scores": [0, 21, 21, 0], "winners": [1, 2]}),
])
def test_3_5_6_undercuts(hands, expected):
    assert score("carousel", hands, {"type": "knock", "seat": 0}) == expected


def test_3_5_7_going_out_scores_the_others_plus_25():
    r = score("carousel", [[], ["KS", "JK"], ["AC", "2D"]], {"type": "out", "seat": 0})
    assert r == {"scores": [63, 0, 0], "winners": [0]}


def test_3_5_7_final_turns_completed_ties_all_win():
    r = score("carousel", [["QC", "2C"], ["7C"], ["7D"]], {"type": "stock"})
    assert r == {"scores": [0, 5, 5], "winners": [1, 2]}


def test_3_5_7_stock_exhaustion_final_turns_in_the_engine():
    """P2 draws the last card and does not knock; P3, P1 and P2 get one final turn each,
    with no drawing and no knocking. Counts P1 12, P2 7, P3 7: P2 and P3 win 5 each."""
    game = position(
        "carousel",
        [["QC", "2C"], ["3C"], ["7D", "5H", "KS"]],
        table=[["6H", "7H", "8H"], ["KC", "KD", "KH"]],
        stock=["4S"], turn=1,
    )
    game.apply(1, Draw())  # the last card; the Draw button becomes Pass
    assert game.state.stock == [] and game.state.turn == 1
    assert game.open_actions(1) == ["commit", "pass"]
    assert hand_names(game, 1) == ["3C", "4S"]  # count 7
    events = game.apply(1, Pass())
    assert event(events, "final_turns").data["turns"] == 3
    assert game.state.turn == 2
    # P3's final turn: no drawing, no knocking; a Done is allowed without drawing.
    assert game.open_actions(2) == ["commit", "pass"]
    refused(game, 2, Draw(), ("final_turn_no_draw", "stock_empty"))
    refused(game, 2, Commit(table=[["5H", "6H", "7H", "8H"], ["KC", "KD", "KH", "KS"]], knock=True),
            "knock_final_turns")
    game.apply(2, Commit(table=[["5H", "6H", "7H", "8H"], ["KC", "KD", "KH", "KS"]]))
    assert game.state.turn == 0
    game.apply(0, Pass())
    assert game.state.turn == 1 and game.state.round_no == 1
    events = game.apply(1, Pass())
    ended = event(events, "round_ended")
    assert ended.data["ending"] == "stock"
    assert ended.data["display"] == [12, 7, 7]
    assert ended.data["scores"] == [0, 5, 5] and ended.data["winners"] == [1, 2]
    assert game.state.rounds_won == [0, 1, 1]
    assert game.state.round_no == 2  # below 150: another round


def test_going_out_in_a_final_turn_ends_the_round():
    game = position("carousel", [["9S"], ["5H"], ["2C"]], table=[["6H", "7H", "8H"]], stock=[],
                    turn=1, final_turns=2)
    events = game.apply(1, Commit(table=[["5H", "6H", "7H", "8H"]]))
    ended = event(events, "round_ended")
    assert ended.data["ending"] == "out" and ended.data["winners"] == [1]
    assert ended.data["scores"] == [0, 9 + 2 + 25, 0]


# §2.5 turn: up to three draws ----------------------------------------------------------------------

def test_turn_starts_with_a_draw_and_the_third_draw_ends_it():
    game = position("carousel", [["2C", "9D"], ["3C"]], stock_size=10)
    assert game.open_actions(0) == ["draw"]
    refused(game, 0, Commit(table=[["2C", "9D"]]), "must_draw_first")
    refused(game, 0, Pass(), "stock_not_empty")
    events = game.apply(0, Draw())
    assert "turn_ended" not in kinds(events) and game.state.draws == 1
    assert game.open_actions(0) == ["commit", "draw"]
    game.apply(0, Draw())
    assert game.state.turn == 0 and game.state.draws == 2
    events = game.apply(0, Draw())
    assert event(events, "turn_ended").data["how"] == "no_meld"
    assert len(game.state.hands[0]) == 5
    assert game.state.turn == 1 and game.state.draws == 0
    assert_consistent(game)


def test_a_meld_after_the_second_draw_ends_the_turn():
    game = position("carousel", [["5H", "9D", "KS"], ["3C"]], table=[["6H", "7H", "8H"]], stock_size=10)
    game.apply(0, Draw())
    game.apply(0, Draw())
    events = game.apply(0, Commit(table=[["5H", "6H", "7H", "8H"]]))
    assert event(events, "turn_ended").data["how"] == "meld"
    assert game.state.turn == 1 and len(game.state.hands[0]) == 4


def test_last_card_as_third_draw_starts_the_final_turns():
    game = position("carousel", [["2C"], ["3C"]], stock_size=3)
    for _ in range(3):
        events = game.apply(0, Draw())
    assert event(events, "final_turns").data["turns"] == 2
    assert game.state.turn == 1
    game.apply(1, Pass())
    events = game.apply(0, Pass())
    assert event(events, "round_ended").data["ending"] == "stock"


# 3.5.8 Game end -------------------------------------------------------------------------------------

def test_3_5_8_game_end_bonuses():
    variant = default_catalog().variant("carousel")
    rules = default_catalog().rules("carousel", {}, 3)
    end = variant.game_end(rules, GameProgress([158, 120, 95], [4, 3, 2], 9, [True] * 3,
                                                RoundScore([0, 0, 0], [0]), RoundOutcome([[], [], []], "out", 0)))
    assert end.totals == [358, 195, 145]
    assert end.winners == [0] and not end.draw
    assert variant.game_end(rules, GameProgress([149, 120, 95], [4, 3, 2], 9, [True] * 3,
                                                RoundScore([0, 0, 0], [0]), RoundOutcome([[], [], []], "out", 0))) is None


def test_3_5_8_game_end_in_the_engine():
    """A round that takes A to 158 ends the game; its win is counted in the +25s."""
    game = position("carousel", [["5H"], ["JC", "QC"], ["2C"]], table=[["6H", "7H", "8H"]], draws=1,
                    totals=[136, 120, 95], rounds_won=[3, 3, 2])
    events = game.apply(0, Commit(table=[["5H", "6H", "7H", "8H"]]))
    assert event(events, "round_ended").data["scores"] == [20 + 2 + 25, 0, 0]
    over = event(events, "game_ended")
    assert over.data["totals"] == [183 + 100 + 100, 120 + 75, 95 + 50]
    assert over.data["winners"] == [0] and game.over


def test_3_5_8_hand_count():
    assert sum(carousel_count(x) for x in ids(["JD", "JK1", "AS", "10C"])) == 46


def test_last_card_drawn_mid_turn_the_player_may_still_knock():
    game = position("carousel", [["5H", "AS"], ["KC", "QC"]], table=[["6H", "7H", "8H"]], stock=["3C"])
    game.apply(0, Draw())
    assert game.open_actions(0) == ["commit", "pass"]
    events = game.apply(0, Commit(table=[["5H", "6H", "7H", "8H"]], knock=True))  # A♠ 3♣ = 4
    assert event(events, "round_ended").data["ending"] == "knock"
    assert event(events, "round_ended").data["scores"] == [20 - 4, 0]


# 3.5.4 with the player's working copy: Draw turns into Knock ------------------------------------

@pytest.mark.parametrize("hand, offered", [(["5H", "AS", "4D"], True), (["5H", "6C"], False),
                                           (["5H", "JK1"], False), (["5H"], False)])
def test_3_5_4_knock_replaces_draw(hand, offered):
    from rummy_desktop.session.working_copy import GROUP, Target, WorkingCopy

    game = position("carousel", [hand, ["KC", "QC"]], draws=1, table=[["6H", "7H", "8H"]])
    wc = WorkingCopy(game.view(0))
    assert not wc.knock_offered()  # nothing melded yet
    wc.move([c("5H")], Target(GROUP, 0))
    assert wc.knock_offered() is offered


# §2.0.3 / J4 / T4: a freed joker that moves to another group is declared anew --------------------------

@pytest.mark.parametrize("variant, extra", [("carousel", {"draws": 1}), ("vatican", {"opened": [True, True]}),
                                            ("tahiti", {})])
def test_a_freed_joker_moved_to_a_new_group_is_declared_anew(variant, extra):
    """Freed by the natural 4♥ and moved into 4♣ 4♦: it may be 4♥ or 4♠, so the app asks, even
    though its old face would still fit."""
    game = position(variant, [["4H", "4C", "4D", "QC"], ["2C"]], table=[["JK1=4H", "5H", "6H"]], **extra)
    play = [["4H", "5H", "6H"], ["4C", "4D", "JK1"]]
    err = refused(game, 0, Commit(table=play), "joker_declaration_needed")
    assert sorted(face_name(f) for f in err.params["choices"]) == ["4H", "4S"]
    game.apply(0, Commit(table=play, jokers={"JK1": "4S"}))
    assert face_name(game.state.table.declared[c("JK1")]) == "4S"


def test_a_free_joker_left_with_its_group_keeps_its_face_silently():
    """A joker that is free (a natural 6♥ is on the table) but stays in its extended group
    keeps its face with no prompt (§2.0.3: only freed jokers that move or are re-declared)."""
    game = position("carousel", [["6H", "6C", "6D", "9H", "QC"], ["2C"]], draws=1,
                    table=[["JK1=6H", "7H", "8H"]])
    game.apply(0, Commit(table=[["JK1", "7H", "8H", "9H"], ["6H", "6C", "6D"]]))
    assert face_name(game.state.table.declared[c("JK1")]) == "6H"
