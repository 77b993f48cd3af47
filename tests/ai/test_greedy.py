"""The greedy player's quick tests before splitting a hand: when it says a card makes no
meld with a hand, the split finds none holding it; when it says a hand holds no group of
naturals, the runs and sets it looks for are not there, and the other way round (two
decks, jokers and high aces too)."""

import random

import pytest

from rummy_desktop.ai.greedy import GreedyPlayer, may_meld
from rummy_desktop.ai.moves import has_natural_meld, natural_runs, natural_sets
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
