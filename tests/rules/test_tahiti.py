"""RULES.md §3.7 Tahiti (and §2.7: loose cards, one joker per group, frozen groups)."""

from __future__ import annotations

import pytest

from rummy_desktop.core.actions import Commit, Pass
from rummy_desktop.core.cards import face_name
from rummy_desktop.plugins.manager import default_catalog

from .position import c, check, event, face, hand_names, ids, names, position, refused, score, table_names

# 3.7.1 Deal ----------------------------------------------------------------------------------------

def test_3_7_1_deal_with_four_loose_cards():
    game = default_catalog().new_game("tahiti", {}, 3, 8)
    st = game.state
    assert st.card_count() == 108
    everything = [x for h in st.hands for x in h] + st.stock + st.table.loose
    assert sum(1 for x in everything if x >= 104) == 4
    assert all(len(h) == 5 for h in st.hands)
    assert len(st.table.loose) == 4 and st.table.groups == []
    assert len(st.stock) == 89


# 3.7.2 Loose cards -------------------------------------------------------------------------------------

LOOSE = ["8C", "2S", "KD", "5H"]


def test_3_7_2_a_loose_card_joins_hand_cards_in_a_group():
    game = position("tahiti", [["8D", "8H", "QC"], ["2C"]], loose=LOOSE)
    game.apply(0, Commit(table=[["8C", "8D", "8H"]]))
    assert table_names(game) == [["8C", "8D", "8H"]]
    assert sorted(names(game.state.table.loose)) == sorted(["2S", "KD", "5H"])
    assert hand_names(game, 0) == ["QC"]


def test_3_7_2_leaving_every_loose_card_alone_is_fine():
    game = position("tahiti", [["5S", "6S", "7S", "QC"], ["2C"]], loose=LOOSE)
    # Loose cards may be left out of the commit, or named on their own: they stay loose.
    game.apply(0, Commit(table=[["5S", "6S", "7S"], ["2S"]]))
    assert sorted(game.state.table.loose) == sorted(ids(LOOSE))
    assert hand_names(game, 0) == ["QC"]


def test_3_7_2_moving_loose_cards_without_a_hand_card_is_refused():
    game = position("tahiti", [["QC"], ["2C"]], loose=["8C", "8D", "8H", "5H"])
    refused(game, 0, Commit(table=[["8C", "8D", "8H"]]), "no_hand_card")


def test_3_7_2_a_loose_card_never_goes_to_a_hand():
    """No action moves a table card to a hand: a commit that names a loose card as if from the
    hand still leaves it on the table, and the hand loses only its own cards."""
    game = position("tahiti", [["8D", "8H", "QC"], ["2C"]], loose=LOOSE)
    game.apply(0, Commit(table=[["8D", "8H", "8C"]]))
    for card in LOOSE:
        assert c(card) not in game.state.hands[0]
        assert c(card) in game.state.table.cards()


def test_a_group_card_cannot_be_left_alone_v6():
    """V6: only a card that was loose may stay alone; a card from a group or the hand may not."""
    game = position("tahiti", [["9C", "9D", "9H", "QC"], ["2C"]], table=[["5S", "6S", "7S", "8S"]],
                    loose=["KD"])
    err = refused(game, 0, Commit(table=[["5S", "6S", "7S"], ["8S"], ["9C", "9D", "9H"]]), "card_left_alone")
    assert err.params["card"] == c("8S")
    err = refused(game, 0, Commit(table=[["5S", "6S", "7S", "8S"], ["QC"], ["9C", "9D", "9H"]]),
                  "card_left_alone")
    assert err.params["card"] == c("QC")


def test_a_loose_card_cannot_join_a_frozen_group():
    game = position("tahiti", [["9C", "9D", "9H", "QC"], ["2C"]], table=[["JK1=4H", "5H", "6H"]],
                    loose=["7H"])
    refused(game, 0, Commit(table=[["JK1", "5H", "6H", "7H"], ["9C", "9D", "9H"]]), "frozen_group")


# 3.7.3 One joker per group ---------------------------------------------------------------------------

def test_3_7_3_two_jokers_in_a_group_are_refused():
    game = position("tahiti", [["JK1", "6S", "JK2", "QC"], ["2C"]])
    refused(game, 0, Commit(table=[["JK1", "6S", "JK2"]], jokers={"JK1": "5S", "JK2": "7S"}), "two_jokers")
    code, out = check("tahiti", ["JK=5S", "6S", "JK=7S"])
    assert code == 1 and out.startswith("invalid")


def test_a_freed_joker_may_not_join_a_group_that_has_a_joker():
    game = position("tahiti", [["4H", "QC"], ["2C"]], table=[["JK1=4H", "5H", "6H"], ["9C", "9D", "JK2=9H"]])
    refused(game, 0, Commit(table=[["4H", "5H", "6H"], ["9C", "9D", "JK2", "JK1"]], jokers={"JK1": "9S"}),
            "two_jokers")


# 3.7.4 Frozen group --------------------------------------------------------------------------------------

FROZEN = [["JK1=4H", "5H", "6H"], ["7H", "7C", "7D", "7S"]]


def test_3_7_4_adding_a_hand_card_to_a_frozen_group_is_valid():
    game = position("tahiti", [["7H'", "QC"], ["2C"]], table=FROZEN)
    game.apply(0, Commit(table=[["JK1", "5H", "6H", "7H'"], ["7H", "7C", "7D", "7S"]]))
    assert face_name(game.state.table.declared[c("JK1")]) == "4H"
    assert table_names(game) == sorted([["5H", "6H", "7H'", "JK1"], ["7C", "7D", "7H", "7S"]])


def test_3_7_4_taking_a_table_card_into_a_frozen_group_is_refused():
    game = position("tahiti", [["7H'", "QC"], ["2C"]], table=FROZEN)
    refused(game, 0, Commit(table=[["JK1", "5H", "6H", "7H"], ["7H'", "7C", "7D", "7S"]]), "frozen_group")


def test_3_7_4_moving_a_card_out_of_a_frozen_group_is_refused():
    game = position("tahiti", [["3H", "6C", "6D", "QC"], ["2C"]], table=FROZEN)
    refused(game, 0, Commit(table=[["3H", "JK1", "5H"], ["6H", "6C", "6D"], ["7H", "7C", "7D", "7S"]]),
            "frozen_group")


def test_a_frozen_group_joker_keeps_its_face():
    game = position("tahiti", [["3H", "QC"], ["2C"]], table=[["JK1=6H", "4H", "5H"]])
    # With 3♥ added, 2♥ would fit the joker as well as 6♥; re-declaring it is not allowed.
    refused(game, 0, Commit(table=[["JK1", "3H", "4H", "5H"]], jokers={"JK1": "2H"}),
            "joker_not_freed_from_hand")
    game.apply(0, Commit(table=[["JK1", "3H", "4H", "5H"]]))  # no prompt: it stays 6♥
    assert face_name(game.state.table.declared[c("JK1")]) == "6H"


# 3.7.5 Freeing -------------------------------------------------------------------------------------------

FREE_4H = [["4H", "5H", "6H"], ["9C", "9D", "JK1"], ["7H", "7C", "7D", "7S"]]


def test_3_7_5_freeing_with_the_natural_from_hand():
    game = position("tahiti", [["4H", "9C", "9D", "QC"], ["2C"]], table=FROZEN)
    err = refused(game, 0, Commit(table=FREE_4H), "joker_declaration_needed")
    assert sorted(face_name(f) for f in err.params["choices"]) == ["9H", "9S"]
    game.apply(0, Commit(table=FREE_4H, jokers={"JK1": "9H"}))
    assert face_name(game.state.table.declared[c("JK1")]) == "9H"
    assert hand_names(game, 0) == ["QC"]


def test_3_7_5_a_loose_natural_never_frees_a_joker():
    game = position("tahiti", [["9C", "9D", "QC"], ["2C"]], table=FROZEN, loose=["4H"])
    err = refused(game, 0, Commit(table=FREE_4H, jokers={"JK1": "9H"}), "joker_not_freed_from_hand")
    assert err.params["face"] == face("4H")


def test_3_7_5_a_natural_from_a_table_group_never_frees_a_joker():
    game = position("tahiti", [["9C", "9D", "QC"], ["2C"]],
                    table=[["JK1=4H", "5H", "6H"], ["4H", "4C", "4D", "4S"]])
    refused(game, 0, Commit(table=[["4H", "5H", "6H"], ["4C", "4D", "4S"], ["9C", "9D", "JK1"]],
                            jokers={"JK1": "9H"}), "joker_not_freed_from_hand")


# 3.7.6 Scoring -------------------------------------------------------------------------------------------

def test_3_7_6_penalty_points():
    r = score("tahiti", [[], ["JK", "AD", "KC", "7S"], ["2C"]], {"type": "out", "seat": 0})
    assert r == {"scores": [0, 58, 2], "winners": [0]}


@pytest.mark.parametrize("last, winners, draw", [(["9D"], [1, 2], True), (["3D"], [2], False)])
def test_3_7_6_blocked_round_fewest_points(last, winners, draw):
    hands = [["KC", "4C"], ["9C"], last]
    assert score("tahiti", hands, {"type": "blocked"})["winners"] == ([] if draw else winners)  # the round
    game = position("tahiti", hands, stock=[])
    for seat in range(3):
        events = game.apply(seat, Pass())
    over = event(events, "game_ended")
    assert over.data["winners"] == winners and over.data["draw"] is draw
    assert event(events, "round_ended").data["scores"] == [14, 9, int(last[0][0])]


def test_a_loose_joker_is_declared_when_first_used():
    """§6 U14: a joker dealt loose stays loose until used, then is declared like any joker."""
    game = position("tahiti", [["5S", "6S", "QC"], ["2C"]], loose=["JK1", "8C", "KD", "2H"])
    play = [["5S", "6S", "JK1"]]
    err = refused(game, 0, Commit(table=play), "joker_declaration_needed")
    assert sorted(face_name(f) for f in err.params["choices"]) == ["4S", "7S"]
    game.apply(0, Commit(table=play, jokers={"JK1": "7S"}))
    assert face_name(game.state.table.declared[c("JK1")]) == "7S"
    assert c("JK1") not in game.state.table.loose


def test_withdraw_restores_the_loose_cards_and_draws_three():
    game = position("tahiti", [["5S", "6S"], ["2C"]], loose=LOOSE, stock=["3D", "4D", "5D"],
                    options={"incomplete_move": "withdraw"})
    from rummy_desktop.core.actions import Withdraw

    game.apply(0, Withdraw())
    assert sorted(game.state.table.loose) == sorted(ids(LOOSE))
    assert hand_names(game, 0) == sorted(["5S", "6S", "3D", "4D", "5D"])
    assert game.state.turn == 1


def test_3_7_2_the_working_copy_refuses_a_loose_card_into_the_hand():
    from rummy_desktop.session.working_copy import HAND, EditRefused, Target, WorkingCopy

    game = position("tahiti", [["8D", "8H", "QC"], ["2C"]], loose=LOOSE)
    wc = WorkingCopy(game.view(0))
    with pytest.raises(EditRefused) as info:
        wc.move([c("8C")], Target(HAND))
    assert info.value.code == "table_to_hand"
    assert sorted(wc.loose) == sorted(ids(LOOSE)) and sorted(wc.hand) == sorted(ids(["8D", "8H", "QC"]))
