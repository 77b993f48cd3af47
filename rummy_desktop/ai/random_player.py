"""``random``: uniform over the legal actions.

In the draw-and-discard games it picks among every action the engine lists
(:mod:`rummy_desktop.core.legal`): draws, digs, melds, lay-offs, joker swaps, discards,
knocks. In the Manipulation family, where a commit is checked and never listed, it adds
to the turn's listed decisions the commits that need no rearrangement (one new group of
three, or one card laid off) that the engine accepts. To keep games finite it plays like
``greedy`` once it has made ``patience`` decisions in a game.
"""

from __future__ import annotations

from itertools import combinations
from typing import Any

from rummy_desktop.core.actions import Commit
from rummy_desktop.core.cards import JOKER_BASE
from rummy_desktop.core.groups import joker_options
from rummy_desktop.core.rng import Pcg32
from rummy_desktop.core.view import SeatView

from .common import host_choice
from .common import legal as legal_of
from .greedy import GreedyPlayer
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
        if not options:
            return self.greedy.choose(view)
        return options[self.rng.below(len(options))]

    def options(self, view: SeatView) -> list[Any]:
        """The actions it picks among: the engine's list (and, in the Manipulation family,
        the simple commits the engine accepts)."""
        legal = legal_of(view)
        if view.rules.structure.working_copy:
            return self._manipulation(view, legal)
        return list(legal.actions())

    def _manipulation(self, view: SeatView, legal: Any) -> list[Any]:
        rules = view.rules
        meld = rules.meld
        hand = list(view.hand)
        out: list[Any] = list(legal.actions())
        if "commit" not in legal.types:
            return out
        base = [tuple(g) for g in view.table]
        proposals: list[tuple[tuple[tuple[int, ...], ...], dict[int, int]]] = []
        for trio, decl in _triples(hand + list(view.loose), meld):
            if any(c in view.hand for c in trio):
                proposals.append((tuple(base + [trio]), decl))
        for c in hand:
            for i, g in enumerate(view.table):
                f = fits(c, g, view.declared, meld)
                if f is not None:
                    extended = list(base)
                    extended[i] = tuple(g) + (c,)
                    proposals.append((tuple(extended), {c: f} if c >= JOKER_BASE else {}))
        for table, decl in proposals:
            commit = Commit(table=table, jokers=decl)
            if legal.accepts(commit):
                out.append(commit)
                knock = Commit(table=table, jokers=decl, knock=True)
                if rules.knock_limit is not None and legal.accepts(knock):
                    out.append(knock)
        return out
