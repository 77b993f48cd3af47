"""What a placed card is worth for the ``value`` objective: the variant's hand penalty.

Keyed by ``rules.variant``; a variant not listed counts 1 per card.
"""

from __future__ import annotations

from collections.abc import Callable

from rummy_desktop.core.cards import JOKER_BASE

CardValue = Callable[[int], int]


def _face(card: int, ace: int, joker: int, low: int | None = None) -> int:
    if card >= JOKER_BASE:
        return joker
    r = card % 13 + 1
    if r == 1:
        return ace
    if r >= 10:
        return 10
    return r if low is None else low


def manipulation_value(card: int) -> int:
    """Ace 15, 10 J Q K 10, 2-9 5 (RULES.md §2.1)."""
    return _face(card, ace=15, joker=0, low=5)


def tahiti_value(card: int) -> int:
    """Joker 30, ace 11, J Q K 10, 2-10 face value (§2.7)."""
    return _face(card, ace=11, joker=30)


def carousel_value(card: int) -> int:
    """Carousel's hand count: joker 25, J Q K 10, 2-10 face value, ace 1 (§2.5)."""
    return _face(card, ace=1, joker=25)


def rummy_value(card: int) -> int:
    """Basic Rummy / Rummy Multiplayer: ace 1, 2-10 face value, J Q K 10, joker 15."""
    return _face(card, ace=1, joker=15)


def rummy500_value(card: int) -> int:
    """Rummy 500 in hand: ace 15, 10 J Q K 10, 2-9 face value, joker 15."""
    return _face(card, ace=15, joker=15)


def one(card: int) -> int:
    return 1


VALUES: dict[str, CardValue] = {
    "manipulation": manipulation_value,
    "tahiti": tahiti_value,
    "carousel": carousel_value,
    "rummy": rummy_value,
    "rummy-multiplayer": rummy_value,
    "rummy-500": rummy500_value,
}


def value_function(variant: str) -> CardValue:
    return VALUES.get(variant, one)


#: The Manipulation family's rule sets whose hands count by card points: there the best
#: play is the one that places the most card points (the hint, the Expert and the review).
VALUE_SCORED = frozenset({"manipulation", "tahiti", "carousel"})


def objective_of(rules) -> str:
    """The exact search's objective for ``rules``: ``"value"`` where the cards left in a
    hand count by their points (:data:`VALUE_SCORED`), else ``"cards"``."""
    return "value" if rules.variant in VALUE_SCORED else "cards"


def value_of(rules) -> CardValue:
    """What a card costs in hand under ``rules``: its deadwood points in a game with a
    knock (``rules.knock``), else :func:`value_function` of the rule set."""
    knock = getattr(rules, "knock", None)
    return knock.points if knock is not None else value_function(rules.variant)
