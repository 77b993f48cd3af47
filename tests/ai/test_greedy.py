"""The greedy player's quick test before splitting a hand: when it says a card makes no
meld with a hand, the split finds none holding it (two decks, jokers and high aces too)."""

import random

import pytest

from rummy_desktop.ai.greedy import GreedyPlayer, _may_meld
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
        if not _may_meld(card, hand, jokers_ok):
            refused += 1
            assert not makes, (card, hand)
        melded += makes
    assert refused > 200 and melded > 20  # both kinds of hand were met
