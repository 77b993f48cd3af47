"""``random``: uniform over the legal actions it can list from its view.

For the Manipulation family it lists commits that need no rearrangement (one new group
of hand cards, or one card laid off), for the draw-and-discard games every meld of three,
lay-off, dig and discard. To keep games finite it plays like ``greedy`` once it has made
``patience`` decisions in a game.
"""

from __future__ import annotations

from itertools import combinations
from typing import Any

from rummy_desktop.core.actions import (
    Commit, Dig, Discard, Draw, IllegalAction, Knock, LayOff, Meld, Pass, SwapJoker, TakeDiscard, Withdraw,
)
from rummy_desktop.core.cards import JOKER_BASE
from rummy_desktop.core.drawdiscard import can_meld_card, declare
from rummy_desktop.core.groups import joker_options
from rummy_desktop.core.manipulation import carousel_count
from rummy_desktop.core.rng import Pcg32
from rummy_desktop.core.table_check import Table, check_commit
from rummy_desktop.core.view import SeatView

from .common import host_choice, judged, refused
from .greedy import GreedyPlayer, knock_or_discard
from .moves import fits, natural_runs, natural_sets

PATIENCE = 400


def _triples(cards, meld) -> list[tuple[tuple[int, ...], dict[int, int]]]:
    """Valid three-card groups among ``cards`` (one card per face), with a declaration for
    their jokers: windows of runs, three of a set, two naturals and a joker."""
    nat = [c for c in cards if c < JOKER_BASE]
    jokers = [c for c in cards if c >= JOKER_BASE]
    out: list[tuple[tuple[int, ...], dict[int, int]]] = []
    for g in natural_runs(nat, meld):
        out.extend((tuple(g[i:i + 3]), {}) for i in range(len(g) - 2))
    for g in natural_sets(nat, meld):
        out.extend((trio, {}) for trio in combinations(g, 3))
    if jokers:
        j = jokers[0]
        for a, b in combinations(nat, 2):
            opts = joker_options([a % 52, b % 52], 1, meld)
            if opts:
                out.append(((a, b, j), {j: opts[0][0]}))
        if len(jokers) > 1 and (meld.max_jokers is None or meld.max_jokers >= 2):
            for a in nat[:6]:
                opts = joker_options([a % 52], 2, meld)
                if opts:
                    out.append(((a, j, jokers[1]), {j: opts[0][0], jokers[1]: opts[0][1]}))
    return out


class RandomPlayer:
    name = "random"

    def __init__(self, seat: int, seed: int = 0) -> None:
        self.seat = seat
        self.rng = Pcg32(seed)
        self.decisions = 0
        self.greedy = GreedyPlayer(seat, seed)

    def choose(self, view: SeatView) -> Any:
        if view.phase == "between_rounds":
            return host_choice(view)
        self.decisions += 1
        if self.decisions > PATIENCE:
            return self.greedy.choose(view)
        options = self.options(view)
        if judged(view):  # a house rule may refuse some
            options = [a for a in options if not refused(view, a)] or [self.greedy.choose(view)]
        return options[self.rng.below(len(options))]

    def options(self, view: SeatView) -> list[Any]:
        if view.rules.structure.working_copy:
            return self._manipulation(view)
        return self._draw_discard(view)

    def _manipulation(self, view: SeatView) -> list[Any]:
        rules = view.rules
        meld = rules.meld
        hand = list(view.hand)
        out: list[Any] = []
        if "draw" in view.open_actions:
            out.append(Draw())
        if "pass" in view.open_actions:
            out.append(Pass())
        if "withdraw" in view.open_actions:
            out.append(Withdraw())
        if "commit" not in view.open_actions:
            return out
        t0 = Table([list(g) for g in view.table], dict(view.declared), list(view.loose))
        base = [tuple(g) for g in view.table]
        proposals: list[tuple[tuple[tuple[int, ...], ...], dict[int, int]]] = []
        for trio, decl in _triples(hand + list(view.loose), meld):
            if any(c in view.hand for c in trio):
                proposals.append((tuple(base + [trio]), decl))
        for c in hand:
            for i, g in enumerate(view.table):
                f = fits(c, g, view.declared, meld)
                if f is not None:
                    table = list(base)
                    table[i] = tuple(g) + (c,)
                    proposals.append((tuple(table), {c: f} if c >= JOKER_BASE else {}))
        for table, decl in proposals:
            try:
                res = check_commit(t0, hand, table, decl, rules, view.opened[view.seat])
            except IllegalAction:
                continue
            out.append(Commit(table=table, jokers=decl))
            if rules.knock_limit is not None and view.final_turns is None and res.hand and \
                    sum(carousel_count(c) for c in res.hand) <= rules.knock_limit:
                out.append(Commit(table=table, jokers=decl, knock=True))
        return out

    def _draw_discard(self, view: SeatView) -> list[Any]:
        rules = view.rules
        meld = rules.meld
        hand = list(view.hand)
        groups = [list(g) for g in view.table]
        out: list[Any] = []
        if view.phase == "draw":
            if "draw" in view.open_actions:
                out.append(Draw())
            if "take_discard" in view.open_actions:
                out.append(TakeDiscard())
            if "pass" in view.open_actions:  # the first upcard's offer
                out.append(Pass())
            if "dig" in view.open_actions:
                pile = list(view.discard)
                for i, card in enumerate(pile[:-1]):
                    if can_meld_card(card, hand + pile[i:], groups, view.declared, meld):
                        out.append(Dig(card=card))
            return out
        ob = view.obligation
        r = view.restricted
        jokers_ok = rules.joker_policy != "none"

        def strands(left: list[int], after: list[list[int]], decl: dict[int, int]) -> bool:
            return (r is not None and not rules.last_card_discard and left == [r]
                    and not any(fits(r, g, decl, meld) is not None for g in after))

        pool = hand if jokers_ok else [c for c in hand if c < JOKER_BASE]
        pool = sorted(pool, key=lambda c: c != ob)  # the dug card first, ahead of its twin
        for trio, decl in _triples(pool, meld) if "meld" in view.open_actions else ():
            if ob is not None and ob not in trio:
                continue
            left = [c for c in hand if c not in trio]
            try:
                declare(list(trio), decl, {}, meld)
            except IllegalAction:
                continue
            if strands(left, groups + [list(trio)], {**view.declared, **decl}):
                continue
            out.append(Meld(cards=trio, jokers=decl))
        for c in hand if "lay_off" in view.open_actions else ():
            if ob is not None and c != ob or (c >= JOKER_BASE and not jokers_ok):
                continue
            for i, g in enumerate(groups):
                f = fits(c, g, view.declared, meld)
                if f is None:
                    continue
                left = [x for x in hand if x != c]
                after = [g + [c] if j == i else gg for j, gg in enumerate(groups)]
                decl = dict(view.declared)
                if c >= JOKER_BASE:
                    decl[c] = f
                if strands(left, after, decl):
                    continue
                out.append(LayOff(card=c, group=i, joker_as=f if c >= JOKER_BASE else None))
        if ob is None and rules.joker_policy == "swap":
            for c in hand:
                for i, g in enumerate(groups):
                    if c < JOKER_BASE and any(j >= JOKER_BASE and view.declared.get(j) == c % 52 for j in g):
                        out.append(SwapJoker(card=c, group=i))
        if ob is None:
            for c in hand:
                if c != r or (rules.last_card_discard and len(hand) == 1):
                    out.append(Discard(card=c))
        if "knock" in view.open_actions:
            knock = knock_or_discard(view)
            if isinstance(knock, Knock):
                out.append(knock)
        if not out:
            out.append(GreedyPlayer(self.seat).choose(view))
        return out
