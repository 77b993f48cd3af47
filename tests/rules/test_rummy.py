"""RULES.md §3.9 Rummy, the basic game (and §2.9: elimination, next dealer, rebuilt stock,
the taken-discard dead end, rummy bonus, jokers)."""

from __future__ import annotations

import pytest

from rummy_desktop.core.actions import Discard, Draw, LayOff, Meld, SwapJoker, TakeDiscard
from rummy_desktop.core.cards import face_name
from rummy_desktop.plugins.manager import default_catalog

from .position import (
    arrange,
    assert_consistent,
    c,
    check,
    event,
    hand_names,
    ids,
    names,
    position,
    refused,
    score,
)

HIGH = {"aces": "high-or-low"}
WTA = {"scoring": "winner-takes-all"}


# 3.9.1 Aces (see also test_meld_verdicts X1-X3) --------------------------------------------------------

@pytest.mark.parametrize("options, group, valid", [
    ({}, ["AC", "2C", "3C"], True), ({}, ["QC", "KC", "AC"], False), ({}, ["KC", "AC", "2C"], False),
    (HIGH, ["QC", "KC", "AC"], True), (HIGH, ["AC", "2C", "3C"], True), (HIGH, ["KC", "AC", "2C"], False),
])
def test_3_9_1_aces(options, group, valid):
    game = position("rummy", [group + ["9D"], ["5S"]], options=options, phase="meld")
    if valid:
        game.apply(0, Meld(cards=group))
        assert hand_names(game, 0) == ["9D"]
    else:
        refused(game, 0, Meld(cards=group), "invalid_meld")
    assert (check("rummy", group, options)[0] == 0) is valid


def test_sets_ignore_suit_with_two_decks():
    """§5 R13: twins may share a set in basic Rummy."""
    game = position("rummy", [["7D", "7D'", "7C", "9S"], ["2C"], ["3C"], ["4C"], ["5C"]],
                    phase="meld")
    game.apply(0, Meld(cards=["7D", "7D'", "7C"]))
    assert hand_names(game, 0) == ["9S"]


# 3.9.2 Standard scoring -----------------------------------------------------------------------------------

def test_3_9_2_standard_scoring():
    r = score("rummy", [[], ["KS", "7D", "AC"], ["3H", "3S"]], {"type": "out", "seat": 0})
    assert r == {"scores": [0, 18, 6], "winners": [0]}


# 3.9.3 Elimination, next dealer ---------------------------------------------------------------------------

def _go_out(game, seat):
    """``seat`` (in the meld phase, holding 5♦ 6♦ 7♦ 9♣) melds and discards its last card."""
    game.apply(seat, Meld(cards=["5D", "6D", "7D"]))
    return game.apply(seat, Discard(card="9C"))


def test_3_9_3_elimination_and_the_last_player_below_100_wins():
    game = position("rummy", [["5D", "6D", "7D", "9C"], ["KS", "7H", "AC"], ["3H", "3S"]],
                    phase="meld", turn=0, dealer=2, totals=[50, 92, 10])
    events = _go_out(game, 0)
    ended = event(events, "round_ended")
    assert ended.data["scores"] == [0, 18, 6]
    st = game.state
    assert st.totals == [50, 110, 16]
    assert st.active == [True, False, True]
    assert not game.over
    # The next round: dealt to the two players left, by the player left of the last dealer.
    assert st.round_no == 2 and st.dealer == 0 and st.turn == 2
    assert st.hands[1] == [] and len(st.hands[0]) == len(st.hands[2]) == 10  # hand size for 2 players
    assert len(st.discard) == 1 and len(st.stock) == 52 - 20 - 1
    assert game.open_actions(1) == []
    # Seat 2 goes out, seat 0 is left holding 60 points and passes 100: seat 2 wins.
    arrange(game, [["KH", "QH", "JH", "10H", "9H", "5H", "6C"], [], ["5D", "6D", "7D", "9C"]],
            phase="meld", turn=2, dealer=0)
    events = _go_out(game, 2)
    assert event(events, "round_ended").data["scores"] == [60, 0, 0]
    over = event(events, "game_ended")
    assert over.data["winners"] == [2] and game.over
    assert game.state.totals == [110, 110, 16]


def test_3_9_3_reaching_exactly_100_eliminates():
    variant = default_catalog().variant("rummy")
    rules = default_catalog().rules("rummy", {}, 3)
    assert variant.eliminated(rules, [99, 100, 101]) == [False, True, True]


def test_next_dealer_is_on_the_left_and_the_player_left_of_the_dealer_starts():
    game = position("rummy", [["5D", "6D", "7D", "9C"], ["KS"], ["3H"], ["4S"]], phase="meld", turn=0, dealer=3)
    _go_out(game, 0)
    assert game.state.dealer == 0 and game.state.turn == 1
    assert all(len(h) == 7 for h in game.state.hands)


# 3.9.4 Winner takes all ------------------------------------------------------------------------------------

def test_3_9_4_winner_takes_all():
    hands = [[], ["KS", "7D", "AC"], ["3H", "3S"]]
    assert score("rummy", hands, {"type": "out", "seat": 0}, options=WTA)["scores"] == [24, 0, 0]
    assert score("rummy", hands, {"type": "out", "seat": 0, "rummy": True}, options=WTA)["scores"] == [48, 0, 0]


@pytest.mark.parametrize("melded_before, expected", [(False, 48), (True, 24)])
def test_3_9_4_rummy_from_hand_in_the_engine(melded_before, expected):
    game = position("rummy", [["5D", "6D", "7D", "9C"], ["KS", "7H", "AC"], ["3H", "3S"]], options=WTA,
                    phase="meld", melded_before=[melded_before, False, False])
    events = _go_out(game, 0)
    ended = event(events, "round_ended")
    assert ended.data["rummy"] is (not melded_before)
    assert ended.data["scores"] == [expected, 0, 0]


@pytest.mark.parametrize("first_turn_meld, expected", [(True, 24), (False, 48)])
def test_a_meld_in_an_earlier_turn_spoils_the_rummy(first_turn_meld, expected):
    """Played turn by turn: seat 0 melds (or not) in a first turn, then goes out in a later one."""
    game = position("rummy", [["5D", "6D", "7D", "9C", "JC", "QC", "KC"], ["KS", "7H", "AC"], ["3H", "3S"]],
                    options=WTA, phase="meld", stock=["8D", "8H", "10S"])
    if first_turn_meld:
        game.apply(0, Meld(cards=["JC", "QC", "KC"]))
    game.apply(0, Discard(card="9C"))
    assert game.state.melded_before[0] is first_turn_meld
    for seat, card in ((1, "10S"), (2, "8H")):
        game.apply(seat, Draw())
        game.apply(seat, Discard(card=card))
    game.apply(0, Draw())  # 8♦
    if not first_turn_meld:
        game.apply(0, Meld(cards=["JC", "QC", "KC"]))
    events = game.apply(0, Meld(cards=["5D", "6D", "7D", "8D"]))
    ended = event(events, "round_ended")
    assert ended.data["ending"] == "out" and ended.data["rummy"] is (not first_turn_meld)
    assert ended.data["scores"] == [expected, 0, 0]


def test_3_9_4_first_to_the_target_wins():
    game = position("rummy", [["5D", "6D", "7D", "9C"], ["KS", "7H", "AC"], ["3H", "3S"]], options=WTA,
                    phase="meld", melded_before=[True, False, False], totals=[80, 0, 0])
    events = _go_out(game, 0)
    over = event(events, "game_ended")
    assert over.data["totals"] == [104, 0, 0] and over.data["winners"] == [0]


# 3.9.5 Taken discard ---------------------------------------------------------------------------------------

def test_3_9_5_taken_discard_cannot_be_discarded_nor_left_alone():
    game = position("rummy", [["5D", "6D", "7D"], ["2C"]], discard=["9S", "5H"])
    game.apply(0, TakeDiscard())
    err = refused(game, 0, Discard(card="5H"), "restricted_discard")
    assert err.params == {"card": c("5H")}
    err = refused(game, 0, Meld(cards=["5D", "6D", "7D"]), "restricted_last_card")
    assert err.params == {"card": c("5H")}


def test_3_9_5_leaving_the_taken_card_is_fine_when_it_can_still_be_played():
    game = position("rummy", [["5D", "6D", "7D"], ["2C"]], discard=["9S", "5H"], table=[["2H", "3H", "4H"]],
                    by=[1])
    game.apply(0, TakeDiscard())
    game.apply(0, Meld(cards=["5D", "6D", "7D"]))
    events = game.apply(0, LayOff(card="5H", group=0))
    ended = event(events, "round_ended")
    assert ended.data["ending"] == "out" and ended.data["winners"] == [0]


# 3.9.6 Empty stock -------------------------------------------------------------------------------------------

def test_3_9_6_empty_stock_is_rebuilt_from_the_discard_pile_except_its_top():
    pile = ["2C", "5S", "QH", "8D", "JS"]
    game = position("rummy", [["9C", "KD"], ["3C"]], discard=pile, stock=[])
    events = game.apply(0, Draw())
    assert event(events, "stock_rebuilt").data == {"count": 4, "rebuilds": 1}
    st = game.state
    assert names(st.discard) == ["JS"]
    drawn = event(events, "drew").private["cards"]
    assert sorted(st.stock + drawn) == sorted(ids(["2C", "5S", "QH", "8D"]))
    assert len(st.hands[0]) == 3 and st.phase == "meld"
    assert_consistent(game)


def test_3_9_6_third_rebuild_ends_the_round_lowest_hand_wins():
    game = position("rummy", [["9C", "KD"], ["3C"], ["4C", "AS"]], discard=["2C", "8D", "JS"], stock=[],
                    rebuilds=2)
    events = game.apply(0, Draw())
    ended = event(events, "round_ended")
    assert ended.data["ending"] == "stock"
    assert ended.data["winners"] == [1]
    assert ended.data["scores"] == [19, 0, 5]


def test_no_rebuild_possible_ends_the_round_ties_share():
    game = position("rummy", [["9C", "KD"], ["3C", "6D"], ["4C", "5S"]], discard=["JS"], stock=[], options=WTA)
    events = game.apply(0, Draw())
    ended = event(events, "round_ended")
    assert ended.data["winners"] == [1, 2]
    assert ended.data["scores"] == [0, 19, 19]


# 3.9.7 Jokers ----------------------------------------------------------------------------------------------------

def test_3_9_7_joker_in_hand_costs_15():
    r = score("rummy", [[], ["JK", "2C"]], {"type": "out", "seat": 0}, options={"jokers": "on"})
    assert r["scores"] == [0, 17]


def test_joker_swap():
    game = position("rummy", [["5H", "6H", "JK1", "7H", "9S"], ["2C"]], options={"jokers": "on"}, phase="meld")
    err = refused(game, 0, Meld(cards=["5H", "6H", "JK1"]), "joker_declaration_needed")
    assert sorted(face_name(f) for f in err.params["choices"]) == ["4H", "7H"]
    game.apply(0, Meld(cards=["5H", "6H", "JK1"], jokers={"JK1": "7H"}))
    refused(game, 0, SwapJoker(card="9S", group=0), "no_joker_to_swap")
    game.apply(0, SwapJoker(card="7H", group=0))
    assert names(game.state.table.groups[0]) == ["5H", "6H", "7H"]
    assert hand_names(game, 0) == ["9S", "JK1"]
    assert game.state.table.declared == {}
