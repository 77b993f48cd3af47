"""RULES.md §3.10 Rummy Multiplayer (and §2.10: the stock turned over without shuffling)."""

from __future__ import annotations

import pytest

from rummy_desktop.core.actions import Discard, Draw, LayOff, Meld, TakeDiscard
from rummy_desktop.core.variant import GameProgress, RoundOutcome, RoundScore
from rummy_desktop.plugins.manager import default_catalog

from .position import assert_consistent, c, event, hand_names, kinds, names, position, refused, score

# 3.10.1 Deal ------------------------------------------------------------------------------------------

@pytest.mark.parametrize("players, hand", [(2, 10), (3, 7), (4, 7)])
def test_3_10_1_deal(players, hand):
    game = default_catalog().new_game("rummy-multiplayer", {}, players, 12)
    st = game.state
    assert st.card_count() == 52 and all(x < 52 for h in st.hands for x in h)
    assert all(len(h) == hand for h in st.hands)
    assert len(st.discard) == 1 and len(st.stock) == 52 - players * hand - 1
    assert st.turn == (st.dealer + 1) % players


# 3.10.2 Lay-offs ---------------------------------------------------------------------------------------

def test_3_10_2_lay_off_below_a_run():
    game = position("rummy-multiplayer", [["2S", "9C", "KD"], ["4D"]], table=[["3S", "4S", "5S"]], by=[1],
                    phase="meld")
    game.apply(0, LayOff(card="2S", group=0))
    assert names(game.state.table.groups[0]) == ["2S", "3S", "4S", "5S"]
    assert hand_names(game, 0) == ["9C", "KD"]


def test_3_10_2_no_high_ace_and_no_moving_table_cards():
    game = position("rummy-multiplayer", [["QS", "KS", "AS", "9C"], ["4D"]], table=[["3S", "4S", "5S"]], by=[1],
                    phase="meld")
    err = refused(game, 0, Meld(cards=["QS", "KS", "AS"]), "invalid_meld")
    assert err.params["why"] == "run_ace"
    # 5♠ is on the table: no action takes it into another meld.
    refused(game, 0, LayOff(card="5S", group=0), "not_in_hand")
    refused(game, 0, Meld(cards=["5S", "5D", "5C"]), "not_in_hand")


# 3.10.3 Scoring ---------------------------------------------------------------------------------------

def test_3_10_3_winner_collects_the_other_hands_doubled_for_rummy():
    hands = [[], ["QH", "AC", "7D"], ["9S", "9D"]]
    assert score("rummy-multiplayer", hands, {"type": "out", "seat": 0}) == {"scores": [36, 0, 0], "winners": [0]}
    assert score("rummy-multiplayer", hands, {"type": "out", "seat": 0, "rummy": True})["scores"] == [72, 0, 0]


@pytest.mark.parametrize("melded_before, expected", [(False, 72), (True, 36)])
def test_3_10_3_rummy_from_hand_in_the_engine(melded_before, expected):
    game = position("rummy-multiplayer", [["5D", "6D", "7D", "2C"], ["QH", "AC", "7H"], ["9S", "9H"]],
                    phase="meld", melded_before=[melded_before, False, False])
    game.apply(0, Meld(cards=["5D", "6D", "7D"]))
    events = game.apply(0, Discard(card="2C"))
    assert event(events, "round_ended").data["scores"] == [expected, 0, 0]


# 3.10.4 Empty stock ------------------------------------------------------------------------------------

def _empty_stock(**kw):
    return position("rummy-multiplayer", [["9C", "KD"], ["3C"]], discard=["4D", "JC", "8S", "2H"], stock=[], **kw)


def test_3_10_4_discard_pile_turned_over_without_shuffling():
    game = _empty_stock()
    events = game.apply(0, Draw())
    assert event(events, "stock_rebuilt").data == {"count": 3, "rebuilds": 1}
    assert event(events, "drew").private["cards"] == [c("4D")]
    st = game.state
    assert names(st.discard) == ["2H"]  # the declined top card stays face up
    assert names(st.stock[::-1]) == ["JC", "8S"]  # next from the top: J♣, then 8♠
    assert hand_names(game, 0) == ["4D", "9C", "KD"]
    game.apply(0, Discard(card="9C"))
    game.apply(1, Draw())
    assert hand_names(game, 1) == ["3C", "JC"]
    assert_consistent(game)


def test_3_10_4_the_player_may_take_the_top_discard_instead():
    game = _empty_stock()
    events = game.apply(0, TakeDiscard())
    assert "stock_rebuilt" not in kinds(events)
    assert names(game.state.discard) == ["4D", "JC", "8S"] and game.state.stock == []


def test_3_10_4_a_lone_discard_must_be_taken():
    game = position("rummy-multiplayer", [["9C", "KD"], ["3C"]], discard=["2H"], stock=[])
    assert game.open_actions(0) == ["take_discard"]  # Draw is not offered
    refused(game, 0, Draw(), "must_take_discard")
    game.apply(0, TakeDiscard())
    assert hand_names(game, 0) == ["2H", "9C", "KD"]


def test_third_turn_over_ends_the_round_lowest_hand_collects():
    """§6 U11: the lowest hand wins the round and collects the others' values, no doubling."""
    game = _empty_stock(rebuilds=2)
    events = game.apply(0, Draw())
    ended = event(events, "round_ended")
    assert ended.data["ending"] == "stock"
    assert ended.data["winners"] == [1] and ended.data["scores"] == [0, 19]
    assert "stock_rebuilt" not in kinds(events)


# 3.10.5 Game end -----------------------------------------------------------------------------------------

def test_3_10_5_first_to_100_wins():
    variant = default_catalog().variant("rummy-multiplayer")
    rules = default_catalog().rules("rummy-multiplayer", {}, 2)
    out = RoundOutcome([[], []], "out", 0)
    prog = lambda t: GameProgress(t, [0, 0], 3, [True, True], RoundScore([11, 0], [0]), out)
    assert variant.game_end(rules, prog([99, 40])) is None
    assert variant.game_end(rules, prog([103, 40])).winners == [0]


def test_3_10_5_game_end_in_the_engine():
    game = position("rummy-multiplayer", [["5D", "6D", "7D", "2C"], ["JH", "AC"]], phase="meld",
                    totals=[92, 60], melded_before=[True, False])
    game.apply(0, Meld(cards=["5D", "6D", "7D"]))
    events = game.apply(0, Discard(card="2C"))
    assert event(events, "round_ended").data["scores"] == [11, 0]
    over = event(events, "game_ended")
    assert over.data["totals"] == [103, 60] and over.data["winners"] == [0]
    assert game.over


# 3.10.6 Taken discard -------------------------------------------------------------------------------------

def test_3_10_6_taken_discard_cannot_be_discarded_and_no_last_card_exception():
    game = position("rummy-multiplayer", [["5D", "6D", "7D"], ["2C"]], discard=["9S", "QH"])
    game.apply(0, TakeDiscard())
    refused(game, 0, Discard(card="QH"), "restricted_discard")
    refused(game, 0, Meld(cards=["5D", "6D", "7D"]), "restricted_last_card")
