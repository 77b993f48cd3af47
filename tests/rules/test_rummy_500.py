"""RULES.md §3.8 Rummy 500 (and §2.8: dig, discard restriction, stock rebuilt at turn start)."""

from __future__ import annotations

import pytest

from rummy_desktop.core.actions import Dig, Discard, Draw, LayOff, Meld, SwapJoker, TakeDiscard
from rummy_desktop.core.cards import face_name
from rummy_desktop.core.variant import GameProgress, RoundOutcome, RoundScore
from rummy_desktop.plugins.manager import default_catalog

from .position import assert_consistent, c, event, hand_names, ids, kinds, names, position, refused, score

# 3.8.1 Deal ------------------------------------------------------------------------------------------

@pytest.mark.parametrize("players, options, hand, stock, cards", [
    (2, {}, 13, 25, 52),
    (2, {"jokers": "on"}, 13, 27, 54),
    (2, {"hand_size": "10"}, 10, 31, 52),
    (2, {"hand_size": "7"}, 7, 37, 52),
    (5, {}, 7, 68, 104),
    (5, {"jokers": "on"}, 7, 72, 108),
])
def test_3_8_1_deal(players, options, hand, stock, cards):
    game = default_catalog().new_game("rummy-500", options, players, 3)
    st = game.state
    assert all(len(h) == hand for h in st.hands)
    assert len(st.discard) == 1 and len(st.stock) == stock
    assert st.card_count() == cards
    assert st.phase == "draw" and st.turn == (st.dealer + 1) % players


# 3.8.2 Dig -----------------------------------------------------------------------------------------------

def _dig_position():
    return position("rummy-500", [["9C", "9S", "5D", "6D", "7D"], ["2C"]], discard=["4C", "9H", "KS", "2D"])


def test_3_8_2_dig_takes_the_card_and_all_above_it_and_must_meld_it_at_once():
    game = _dig_position()
    assert "dig" in game.open_actions(0)
    events = game.apply(0, Dig(card="9H"))
    assert names(event(events, "dug").data["taken"]) == ["9H", "KS", "2D"]
    assert hand_names(game, 0) == sorted(["9C", "9S", "5D", "6D", "7D", "9H", "KS", "2D"])
    assert names(game.state.discard) == ["4C"]
    assert game.state.obligation == c("9H")
    assert "discard" not in game.open_actions(0)
    refused(game, 0, Discard(card="KS"), "dig_obligation")
    refused(game, 0, Meld(cards=["5D", "6D", "7D"]), "dig_obligation")
    game.apply(0, Meld(cards=["9H", "9C", "9S"]))
    assert game.state.obligation is None
    assert {game.state.by[x] for x in ids(["9H", "9C", "9S"])} == {0}
    game.apply(0, Discard(card="KS"))  # cards that came up with the dug card are not restricted
    assert game.state.turn == 1
    assert_consistent(game)


def test_3_8_2_melded_dug_set_is_worth_27():
    r = score("rummy-500", [[], []], {"type": "stock"}, table=[{"cards": ["9H", "9C", "9S"], "by": [0, 0, 0]}])
    assert r["scores"] == [27, 0]


def test_3_8_2_digging_a_card_that_cannot_be_melded_is_refused():
    game = _dig_position()
    err = refused(game, 0, Dig(card="4C"), "dig_unplayable")
    assert err.params == {"card": c("4C")}


def test_3_8_2_digging_the_top_card_is_taking_it():
    game = _dig_position()
    refused(game, 0, Dig(card="2D"), "dig_top_card")
    refused(game, 0, Dig(card="QH"), "not_in_discard")


def test_3_8_2_taking_the_top_card_has_no_obligation():
    game = _dig_position()
    game.apply(0, TakeDiscard())
    assert game.state.obligation is None and game.state.restricted == c("2D")
    game.apply(0, Discard(card="9C"))
    assert game.state.turn == 1 and names(game.state.discard) == ["4C", "9H", "KS", "9C"]


def test_a_dig_may_use_a_card_taken_with_it():
    """The meld that uses the dug card may use cards just taken with it (§2.8, pagat)."""
    game = position("rummy-500", [["5H", "QS"], ["3C"]], discard=["8S", "6H", "7H", "KD"])
    game.apply(0, Dig(card="6H"))
    game.apply(0, Meld(cards=["5H", "6H", "7H"]))  # 7♥ came up with the dug 6♥
    assert game.state.obligation is None
    assert hand_names(game, 0) == ["KD", "QS"]


# 3.8.3 Ace values -------------------------------------------------------------------------------------------

@pytest.mark.parametrize("group, by, expected", [
    (["AH", "2H", "3H"], [0, 0, 0], 6),
    (["QH", "KH", "AH"], [0, 0, 0], 35),
    (["AC", "AD", "AS"], [0, 0, 0], 45),
    (["2C", "3C", "4C", "AC"], [1, 1, 1, 0], 1),
    (["JC", "QC", "KC", "AC"], [1, 1, 1, 0], 15),
])
def test_3_8_3_ace_values(group, by, expected):
    r = score("rummy-500", [[], []], {"type": "stock"}, table=[{"cards": group, "by": by}])
    assert r["scores"][0] == expected


def test_3_8_3_ace_laid_off_low_in_the_engine_is_worth_1():
    game = position("rummy-500", [["AC", "9D", "KS"], ["5S"]], table=[["2C", "3C", "4C"]], by=[1], phase="meld")
    game.apply(0, LayOff(card="AC", group=0))
    assert names(game.state.table.groups[0]) == ["AC", "2C", "3C", "4C"]
    assert game.state.by[c("AC")] == 0
    variant = default_catalog().variant("rummy-500")
    st = game.state
    out = RoundOutcome(hands=st.hands, ending="stock", table=st.table.groups, by=st.by, declared={})
    # seat 0: +1 for the low ace, -(9 + 10) in hand; seat 1: 2 + 3 + 4 - 5
    assert variant.score_round(game.round_rules, out).scores == [1 - 19, 9 - 5]


def test_3_8_3_no_lay_off_past_the_high_ace():
    game = position("rummy-500", [["2C", "9D"], ["5S"]], table=[["QC", "KC", "AC"]], by=[1], phase="meld")
    err = refused(game, 0, LayOff(card="2C", group=0), "invalid_lay_off")
    assert err.params["card"] == c("2C")


# 3.8.4 / 3.8.5 Round scores ---------------------------------------------------------------------------------

def test_3_8_4_positive_round():
    r = score("rummy-500", [["KS", "AD"], []], {"type": "out", "seat": 1}, table=[
        {"cards": ["7C", "7D", "7S"], "by": [0, 0, 0]},
        {"cards": ["5H", "6H", "7H", "8H"], "by": [1, 1, 1, 0]},
    ])
    assert r == {"scores": [4, 18], "winners": [1]}


def test_3_8_5_negative_round_with_a_joker_in_hand():
    r = score("rummy-500", [["QD", "KD", "AC", "JK"], []], {"type": "out", "seat": 1},
              table=[{"cards": ["2S", "3S", "4S"], "by": [0, 0, 0]}], options={"jokers": "on"})
    assert r["scores"] == [-41, 0]


# 3.8.6 Discard restriction -------------------------------------------------------------------------------------

def test_3_8_6_taken_card_cannot_be_discarded_unless_it_is_the_last():
    game = position("rummy-500", [["5D", "6D", "7D"], ["2C", "3C"]], discard=["4S", "QC"])
    game.apply(0, TakeDiscard())
    err = refused(game, 0, Discard(card="QC"), "restricted_discard")
    assert err.params == {"card": c("QC")}
    game.apply(0, Meld(cards=["5D", "6D", "7D"]))
    assert hand_names(game, 0) == ["QC"]
    events = game.apply(0, Discard(card="QC"))
    ended = event(events, "round_ended")
    assert ended.data["ending"] == "out" and ended.data["winners"] == [0]
    assert ended.data["scores"] == [18, -5]


# 3.8.7 Stock exhaustion ------------------------------------------------------------------------------------------

def _empty_stock(rebuilds: int, discard=("4C", "9H", "KS", "2D")):
    return position("rummy-500", [["5D", "6D", "7D", "KH"], ["2C", "3C"]], table=[["8S", "9S", "10S"]],
                    by=[0], discard=list(discard), stock=[], phase="meld", rebuilds=rebuilds)


@pytest.mark.parametrize("rebuilds", [0, 1])
def test_3_8_7_first_and_second_exhaustion_rebuild_at_turn_start(rebuilds):
    game = _empty_stock(rebuilds)
    events = game.apply(0, Discard(card="KH"))  # the next player finds the stock empty
    rebuilt = event(events, "stock_rebuilt")
    assert rebuilt.data == {"count": 4, "rebuilds": rebuilds + 1}
    st = game.state
    assert st.turn == 1 and st.phase == "draw"
    assert names(st.discard) == ["KH"]  # the top card stays
    assert sorted(st.stock) == sorted(ids(["4C", "9H", "KS", "2D"]))
    assert "take_discard" in game.open_actions(1)  # rebuilt before the draw is chosen
    game.apply(1, TakeDiscard())
    assert_consistent(game)


def test_3_8_7_the_rebuilt_stock_is_shuffled():
    many = [f"{r}{s}" for s in "CDH" for r in ("2", "3", "4", "5", "6", "7", "8", "9")]
    game = position("rummy-500", [["QS", "KH"], ["JS"]], discard=many, stock=[], phase="meld")
    game.apply(0, Discard(card="KH"))
    assert sorted(game.state.stock) == sorted(ids(many))
    assert game.state.stock not in (ids(many), ids(many)[::-1])


def test_3_8_7_third_exhaustion_ends_the_round_scored_normally():
    game = _empty_stock(2)
    events = game.apply(0, Discard(card="KH"))
    ended = event(events, "round_ended")
    assert ended.data["ending"] == "stock"
    assert ended.data["scores"] == [27 - 18, -5]
    assert "stock_rebuilt" not in kinds(events)


def test_an_empty_rebuild_ends_the_round():
    game = _empty_stock(0, discard=[])
    events = game.apply(0, Discard(card="KH"))  # the discard pile is just K♥ now
    assert event(events, "round_ended").data["ending"] == "stock"


# 3.8.8 Game end and jokers -----------------------------------------------------------------------------------------

def test_3_8_8_game_end_highest_at_the_target_wins():
    variant = default_catalog().variant("rummy-500")
    rules = default_catalog().rules("rummy-500", {}, 2)
    out = RoundOutcome([[], []], "out", 0)

    def end(totals):
        return variant.game_end(rules, GameProgress(totals, [0, 0], 5, [True, True], RoundScore([0, 0], [0]), out))

    assert end([480, 470]) is None
    result = end([515, 530])
    assert result.winners == [1] and not result.draw
    tie = end([510, 510])
    assert tie.winners == [0, 1] and tie.draw


def test_3_8_8_game_end_in_the_engine():
    """A 480 and B 470 both pass 500 in the same round: the highest total wins."""
    game = position("rummy-500", [["5D", "6D", "7D", "KH"], ["2C", "3C"]], totals=[480, 470],
                    table=[["10D", "JD", "QD"], ["10C", "JC", "QC", "KC"], ["10S", "JS", "QS"]], by=[0, 1, 1],
                    phase="meld", discard=["4S"])
    game.apply(0, Meld(cards=["5D", "6D", "7D"]))
    events = game.apply(0, Discard(card="KH"))
    assert event(events, "round_ended").data["scores"] == [30 + 18, 70 - 5]
    ended = event(events, "game_ended")
    assert ended.data["totals"] == [528, 535]
    assert ended.data["winners"] == [1] and not ended.data["draw"]
    assert game.over


def test_3_8_8_joker_keeps_its_declaration_for_the_round():
    game = position("rummy-500", [["3H", "4H", "JK1", "2H", "9C", "9D"], ["5S"]], options={"jokers": "on"},
                    phase="meld")
    err = refused(game, 0, Meld(cards=["3H", "4H", "JK1"]), "joker_declaration_needed")
    assert sorted(face_name(f) for f in err.params["choices"]) == ["2H", "5H"]
    game.apply(0, Meld(cards=["3H", "4H", "JK1"], jokers={"JK1": "5H"}))
    assert face_name(game.state.table.declared[c("JK1")]) == "5H"
    game.apply(0, LayOff(card="2H", group=0))
    assert face_name(game.state.table.declared[c("JK1")]) == "5H"
    refused(game, 0, SwapJoker(card="9C", group=0), "swap_not_allowed")
    r = score("rummy-500", [[], []], {"type": "stock"}, options={"jokers": "on"},
              table=[{"cards": ["2H", "3H", "4H", "JK=5H"], "by": [0, 0, 0, 0]}])
    assert r["scores"] == [2 + 3 + 4 + 15, 0]


def test_draw_from_the_stock_has_no_obligation_and_no_restriction():
    game = position("rummy-500", [["9C", "KD"], ["5S"]], stock=["4H"], discard=["2C"])
    game.apply(0, Draw())
    assert game.state.restricted is None and game.state.obligation is None
    game.apply(0, Discard(card="4H"))
    assert game.state.turn == 1
