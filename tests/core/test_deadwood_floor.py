"""The floor the knock listing reads before searching (issue 45, point 1): the points of the
cards no meld can hold never exceed the deadwood the exact search finds, for the hand and
for the hand less any one card, so skipping the search below the floor loses no knock."""

import random

import pytest

from rummy_desktop.core.deadwood import best_arrangement, loose_points
from rummy_desktop.core.groups import MeldRules


def points(card: int) -> int:
    r = card % 13 + 1
    return 10 if r > 10 else r


@pytest.mark.parametrize("ace_mode", ["low", "high", "high-or-low"])
def test_the_floor_is_under_every_hands_deadwood(ace_mode):
    meld = MeldRules(ace_mode=ace_mode, distinct_suits=True)
    rng = random.Random(45)
    for _ in range(60):
        hand = rng.sample(range(104), 11)  # twins too: the floor holds for two decks
        loose, most = loose_points(hand, points)
        assert loose <= best_arrangement(hand, meld, points).points
        for i in range(len(hand)):
            rest = hand[:i] + hand[i + 1:]
            assert loose - most <= best_arrangement(rest, meld, points).points


def test_a_hand_of_melds_has_no_floor():
    hand = [0, 1, 2, 13, 26, 39, 5, 18, 31]  # A-2-3 of clubs, four aces, three sixes
    assert loose_points(hand, points) == (0, 0)
    assert loose_points(hand + [51], points) == (10, 10)  # the king of spades alone
