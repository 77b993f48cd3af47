"""A round's goal (a contract: melds of a kind and size laid whole, ``RoundGoal``) as the
Expert reasons about it, in any draw-and-discard rule set that declares one.

Before its goal is down a hand is judged by how far it is from the goal: the fewest cards
still missing from the best way to fill the goal's melds with the hand's cards (jokers
filling gaps), and which cards that way uses. The Expert keeps those cards, takes or buys a
discard only when it brings the goal nearer, weighs a buy against its penalty cards and the
buys it has left, and throws away first what no meld of the goal can use.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from rummy_desktop.core.cards import JOKER_BASE

#: Each of the goal's melds tries this many of its most complete candidates.
CANDIDATES = 6


def pending(view: Any) -> bool:
    """The round has a goal and this seat has not laid it yet."""
    return view.rules.goal is not None and not view.opened[view.seat]


def after_goal_only_lay_offs(view: Any) -> bool:
    """The seat's goal is down and no new meld may follow: its cards can only be laid off
    or discarded."""
    goal = view.rules.goal
    return goal is not None and view.opened[view.seat] and not goal.later_melds


def _set_candidates(naturals: Sequence[int], size: int, distinct_suits: bool) -> list[tuple[int, tuple[int, ...]]]:
    by_rank: dict[int, list[int]] = {}
    for c in naturals:
        by_rank.setdefault(c % 52 % 13, []).append(c)
    out = []
    for cards in by_rank.values():
        if distinct_suits:
            seen: dict[int, int] = {}
            for c in cards:
                seen.setdefault(c % 52 // 13, c)
            cards = list(seen.values())
        take = tuple(cards[:size])
        out.append((size - len(take), take))
    return out


def _run_candidates(naturals: Sequence[int], size: int, ace_mode: str) -> list[tuple[int, tuple[int, ...]]]:
    out = []
    high = ace_mode != "low"
    low = ace_mode != "high"
    for suit in range(4):
        at: dict[int, int] = {}  # position 1..14 (1 and 14: the ace) -> a card
        for c in naturals:
            f = c % 52
            if f // 13 != suit:
                continue
            r = f % 13 + 1
            if r == 1:
                if low:
                    at.setdefault(1, c)
                if high:
                    at.setdefault(14, c)
            else:
                at.setdefault(r, c)
        if not at:
            continue
        first = 1 if low else 2
        last = 14 if high else 13
        for start in range(first, last - size + 2):
            take = tuple(at[p] for p in range(start, start + size) if p in at)
            if take and len(set(take)) == len(take):  # (an ace counts at one end only)
                out.append((size - len(take), take))
    return out


def shortfall(cards: Iterable[int], goal: Any, meld: Any) -> tuple[int, frozenset[int]]:
    """(cards still missing to lay ``goal`` from ``cards``, the cards the best way uses).
    Each of the goal's melds is filled by a set of one rank or a run of one suit at its
    least size; the jokers fill the gaps; two melds never share a card."""
    cards = list(cards)
    naturals = [c for c in cards if c < JOKER_BASE]
    jokers = len(cards) - len(naturals)
    slots = sorted(goal.melds, key=lambda m: (m.kind != "run", -m.size))
    best: list[Any] = [None, frozenset()]

    def candidates(slot: Any, left: list[int]) -> list[tuple[int, tuple[int, ...]]]:
        found = []
        if slot.kind in ("set", "any"):
            found += _set_candidates(left, slot.size, meld.distinct_suits)
        if slot.kind in ("run", "any"):
            found += _run_candidates(left, slot.size, meld.ace_mode)
        found.sort(key=lambda t: t[0])
        return found[:CANDIDATES] or [(slot.size, ())]

    def walk(i: int, left: list[int], missing: int, used: tuple[int, ...]) -> None:
        if best[0] is not None and missing >= best[0] + jokers:
            return  # (the jokers can only shrink what is missing)
        if i == len(slots):
            short = max(0, missing - jokers)
            if best[0] is None or short < best[0] or (short == best[0] and len(used) > len(best[1])):
                best[0], best[1] = short, frozenset(used)
            return
        for miss, take in candidates(slots[i], left):
            rest = list(left)
            for c in take:
                rest.remove(c)
            walk(i + 1, rest, missing + miss, used + take)

    walk(0, naturals, 0, ())
    used = best[1] | {c for c in cards if c >= JOKER_BASE}
    return best[0], frozenset(used)


def brings_nearer(view: Any, card: int) -> bool:
    """Does ``card`` bring this seat's goal nearer (fewer cards missing)?"""
    goal, meld = view.rules.goal, view.rules.meld
    hand = list(view.hand)
    return shortfall(hand + [card], goal, meld)[0] < shortfall(hand, goal, meld)[0]


#: A buy is worth its penalty cards when it leaves at most this many cards missing (with
#: more buys left, one more); it is never made when another player who has laid the goal
#: holds ``BUY_DANGER`` cards or fewer, unless the buy completes the goal.
BUY_NEAR = 2
BUY_DANGER = 3


def worth_buying(view: Any, card: int) -> bool:
    """Expert: buy ``card`` out of turn? Only for the goal: it must bring the goal nearer,
    and the nearer it leaves it the more a buy is worth against its penalty cards (which
    stay in the hand until they can be laid off or discarded, and cost their points if
    someone goes out first). A buy that completes the goal is always made; otherwise the
    buys left and the others' progress decide."""
    rules = view.rules
    if not pending(view) or rules.buy is None:
        return False
    hand = list(view.hand)
    before = shortfall(hand, rules.goal, rules.meld)[0]
    after = shortfall(hand + [card], rules.goal, rules.meld)[0]
    if after >= before:
        return False
    if after == 0:
        return True
    others_down = [n for s, n in enumerate(view.hand_counts) if s != view.seat and view.opened[s]]
    if others_down and min(others_down) <= BUY_DANGER:
        return False
    left = rules.buy.limit - view.buys[view.seat]
    near = BUY_NEAR + (1 if left >= 2 else 0) - (1 if rules.buy.penalty >= 2 else 0)
    return after <= near


def goal_kinds(goal: Any) -> set[str]:
    """The kinds of meld the goal asks for (``any`` stands for both)."""
    kinds = {m.kind for m in goal.melds}
    return {"set", "run"} if "any" in kinds else kinds
