"""The greedy player's quick tests before splitting a hand: when it says a card makes no
meld with a hand, the split finds none holding it; when it says a hand holds no group of
naturals, the runs and sets it looks for are not there, and the other way round (two
decks, jokers and high aces too)."""

import random

import pytest

from rummy_desktop.ai.greedy import GreedyPlayer, card_cost, may_meld
from rummy_desktop.ai.moves import _greedy_split_lists, greedy_split, has_natural_meld, natural_runs, natural_sets
from rummy_desktop.core.cards import JOKER_BASE
from rummy_desktop.core.groups import MeldRules


@pytest.mark.parametrize("meld", [MeldRules(), MeldRules(ace_mode="low"), MeldRules(distinct_suits=False),
                                  MeldRules(ace_mode="high")])
@pytest.mark.parametrize("jokers_ok", [False, True])
def test_a_card_said_to_make_no_meld_makes_none(meld, jokers_ok):
    rng = random.Random(5)
    deck = list(range(104)) + [JOKER_BASE, JOKER_BASE + 1]
    refused = melded = 0
    for _ in range(600):
        cards = rng.sample(deck, rng.randint(2, 11))
        card, hand = cards[0], cards[1:]
        if card >= JOKER_BASE:
            continue
        makes = any(card in g for g, _ in GreedyPlayer.hand_melds(hand + [card], meld, jokers_ok))
        if not may_meld(card, hand, jokers_ok):
            refused += 1
            assert not makes, (card, hand)
        melded += makes
    assert refused > 200 and melded > 20  # both kinds of hand were met


@pytest.mark.parametrize("meld", [MeldRules(), MeldRules(ace_mode="low"), MeldRules(distinct_suits=False),
                                  MeldRules(ace_mode="high")])
def test_the_quick_test_for_a_group_of_naturals_agrees_with_the_search_for_one(meld):
    rng = random.Random(7)
    deck = list(range(104)) + [JOKER_BASE, JOKER_BASE + 1]
    found = 0
    for _ in range(3000):
        hand = rng.sample(deck, rng.randint(0, 14))
        expected = bool(natural_runs(hand, meld) or natural_sets(hand, meld))
        assert has_natural_meld(hand, meld) == expected, hand
        found += expected
    assert 300 < found < 2700  # both kinds of hand were met
    # the edges: an ace ends a run only where the ace mode lets it, a set needs three
    # suits unless suits are ignored
    qka, a23 = [11, 12, 0], [0, 1, 2]  # Q K A and A 2 3 of spades
    assert has_natural_meld(qka, meld) == (meld.ace_mode != "low")
    assert has_natural_meld(a23, meld) == (meld.ace_mode != "high")
    twins = [4, 56, 17]  # two fives of spades (two decks) and the five of hearts
    assert has_natural_meld(twins, meld) == (not meld.distinct_suits)


@pytest.mark.parametrize("meld", [MeldRules(), MeldRules(ace_mode="low"), MeldRules(distinct_suits=False),
                                  MeldRules(ace_mode="high"), MeldRules(set_max=3),
                                  MeldRules(distinct_suits=False, set_max=6)])
def test_the_split_by_bit_masks_is_the_split_by_lists(meld):
    """One deck's hands (no twins) are split by bit masks: the same groups in the same
    order as the split by lists, whole suits and aces at both ends of a run included."""
    rng = random.Random(11)
    split = 0
    for i in range(1500):
        if i % 5 == 0:  # a suit nearly whole, and more: long runs, a run A..K..A
            suit = rng.randrange(4)
            pool = list(dict.fromkeys([suit * 13 + r for r in range(13)] + rng.sample(range(52), 8)))
        else:
            pool = list(range(52)) + [JOKER_BASE, JOKER_BASE + 1]
        hand = rng.sample(pool, min(len(pool), rng.randint(0, 20)))
        for value in (card_cost, lambda c: 1):
            expected = _greedy_split_lists(hand, meld, value)
            assert greedy_split(hand, meld, value) == expected, hand
            split += bool(expected)
    assert 500 < split < 2700  # both kinds of hand were met


def test_the_extensions_shared_by_players_are_read_under_each_ones_meld_rules():
    """The extensions of the table's melds are shared by every player, by meld rules: a
    player under one ace mode never reads what another player remembered under another."""
    jqk = (10, 11, 12)  # J Q K of clubs: the ace extends it where the ace may be high
    low, high = GreedyPlayer(0), GreedyPlayer(1)
    for _ in range(2):  # asked in turn, each time from what is remembered
        ext_low, any_low = low._table_extensions((jqk,), {}, MeldRules(ace_mode="low"))
        ext_high, any_high = high._table_extensions((jqk,), {}, MeldRules(ace_mode="high"))
        assert any_low == {9} and ext_low == [{9}]
        assert any_high == {9, 0} and ext_high == [{9, 0}]
