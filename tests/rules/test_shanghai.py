"""RULES.md §3.3 Shanghai (the manipulation game): aces low, 3-3-3-1 deal, 1 point per card,
no fixed end. Example 6 (mandatory meld) is run with Manipulation's example 8 in
test_manipulation.py."""

from __future__ import annotations

import pytest

from rummy_desktop.core.actions import Commit, ContinueGame, Draw, EndGame, Pass
from rummy_desktop.core.cards import make_deck
from rummy_desktop.core.rng import Pcg32
from rummy_desktop.core.variant import GameProgress, RoundOutcome, RoundScore
from rummy_desktop.plugins.manager import default_catalog

from .position import arrange, event, hand_names, position, refused, score

TRUST = {"mandatory_meld": "trust"}


# 3.3.1 Aces --------------------------------------------------------------------------------

@pytest.mark.parametrize("group, valid", [
    (["AD", "2D", "3D"], True), (["QD", "KD", "AD"], False), (["KD", "AD", "2D"], False),
])
def test_3_3_1_aces_low_only(group, valid):
    game = position("shanghai", [group + ["9S"], ["2C"]], options=TRUST)
    if valid:
        game.apply(0, Commit(table=[group]))
        assert hand_names(game, 0) == ["9S"]
    else:
        refused(game, 0, Commit(table=[group]), "invalid_group")


# 3.3.2 Deal, 4 players ---------------------------------------------------------------------

@pytest.mark.parametrize("seed", [3, 11])
def test_3_3_2_deal_in_batches_of_3_3_3_1(seed):
    game = default_catalog().new_game("shanghai", {}, 4, seed)
    st = game.state
    # The same generator, seeded alike, gives the dealer and the shuffled deck.
    rng = Pcg32(seed)
    dealer = rng.below(4)
    deck = make_deck(2, 0)
    rng.shuffle(deck)
    assert st.dealer == dealer
    order = [(dealer + i) % 4 for i in (1, 2, 3, 4)]  # P1 (dealer's left), P2, P3, D
    dealt = list(reversed(deck))  # cards leave the top of the shuffled deck one by one
    expected = {s: [] for s in range(4)}
    for batch in (3, 3, 3, 1):
        for s in order:
            expected[s] += dealt[:batch]
            dealt = dealt[batch:]
    assert {s: st.hands[s] for s in range(4)} == expected
    assert all(len(h) == 10 for h in st.hands)
    assert len(st.stock) == 64
    assert st.turn == order[0]  # P1 plays first


# 3.3.3 / 3.3.4 Scoring -----------------------------------------------------------------------

def test_3_3_3_one_point_per_card():
    result = score("shanghai", [[], ["2C", "3C", "4C", "5C", "6C", "7C"], ["KD"], ["AS", "AH", "QH"]],
                   {"type": "out", "seat": 0})
    assert result["scores"] == [0, 6, 1, 3]
    assert result["winners"] == [0]


def test_3_3_4_blocked_round_counts_cards():
    result = score("shanghai", [["2C", "3C", "4C"], ["5C", "6C", "7C", "8C", "9C"], ["KD", "KH"]],
                   {"type": "blocked"})
    assert result["scores"] == [3, 5, 2]


def test_3_3_4_blocked_round_in_the_engine():
    game = position("shanghai", [["2C", "3C", "4C"], ["5C", "6C", "7C", "8C", "9C"], ["KD", "KH"]],
                    stock=[], options=TRUST)
    for seat in range(3):
        events = game.apply(seat, Pass())
    assert event(events, "round_ended").data["scores"] == [3, 5, 2]
    assert game.state.totals == [3, 5, 2]


# 3.3.5 No end ---------------------------------------------------------------------------------

def test_3_3_5_game_end_rule_never_ends_the_game():
    variant = default_catalog().variant("shanghai")
    rules = default_catalog().rules("shanghai", {}, 3)
    out = RoundOutcome(hands=[[], [], []], ending="out", seat=0)
    for totals in ([0, 0, 0], [500, 900, 1000]):
        assert variant.game_end(rules, GameProgress(totals, [0] * 3, 40, [True] * 3,
                                                    RoundScore([0] * 3, [0]), out)) is None


def test_3_3_5_host_continues_or_ends_between_rounds():
    game = position("shanghai", [["2C", "3C"], ["8H"], ["KD", "KH", "KS"]], table=[["5H", "6H", "7H"]],
                    turn=1, options=TRUST, totals=[10, 20, 7])
    game.apply(1, Commit(table=[["5H", "6H", "7H", "8H"]]))
    st = game.state
    assert st.phase == "between_rounds" and not game.over
    assert st.totals == [12, 20, 10]
    assert game.open_actions(0) == ["continue", "end_game"] and game.open_actions(1) == []
    refused(game, 1, EndGame(), "host_only")
    refused(game, 0, Draw(), "between_rounds")
    game.apply(0, ContinueGame())
    assert st.phase == "play" and st.round_no == 2 and all(len(h) == 10 for h in st.hands)
    # Another round, then the host ends the game: the lowest total wins.
    arrange(game, [["9S"], ["8H"], ["KD", "KH", "KS", "2D"]], table=[["5H", "6H", "7H"]], turn=1)
    game.apply(1, Commit(table=[["5H", "6H", "7H", "8H"]]))
    assert st.totals == [13, 20, 14]
    events = game.apply(0, EndGame())
    ended = event(events, "game_ended")
    assert ended.data["winners"] == [0] and ended.data["totals"] == [13, 20, 14]
    assert game.over


def test_3_3_5_tied_lowest_share_the_win():
    game = position("shanghai", [["2C"], ["8H"], ["KD"]], table=[["5H", "6H", "7H"]],
                    turn=1, options=TRUST, totals=[4, 6, 4])
    game.apply(1, Commit(table=[["5H", "6H", "7H", "8H"]]))
    events = game.apply(0, EndGame())
    assert event(events, "game_ended").data["winners"] == [0, 2]
