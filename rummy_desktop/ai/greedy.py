"""``greedy``: plays the most it can without rearranging the table, discards its worst card.

It decides from its seat's view only. In the Manipulation family it lays off what fits and
melds what it can from its hand (and Tahiti's loose cards), and draws otherwise; in the
draw-and-discard games it takes the top discard when it melds at once, melds and lays off
everything it can, and discards its highest-valued card.
"""

from __future__ import annotations

from typing import Any, Sequence

from rummy_desktop.core.actions import (
    Commit, Discard, Draw, IllegalAction, LayOff, Meld, Pass, TakeDiscard,
)
from rummy_desktop.core.cards import JOKER_BASE
from rummy_desktop.core.drawdiscard import can_meld_card
from rummy_desktop.core.manipulation import carousel_count
from rummy_desktop.core.scoring import face_value
from rummy_desktop.core.table_check import Table, check_commit
from rummy_desktop.core.view import SeatView

from .moves import fits, greedy_split, joker_groups, natural_runs


def card_cost(card: int) -> int:
    """How much a card hurts in hand, roughly, in every game: jokers are kept."""
    if card >= JOKER_BASE:
        return -1
    return face_value(card, ace=11, joker=0)


class GreedyPlayer:
    name = "greedy"

    def __init__(self, seat: int, seed: int = 0) -> None:
        self.seat = seat

    def choose(self, view: SeatView) -> Any:
        if view.phase == "between_rounds":
            from .common import host_choice

            return host_choice(view)
        if view.rules.turn == "draw-meld-discard":
            return self._draw_discard(view)
        return self._manipulation(view)

    # -- Manipulation family ------------------------------------------------------

    def plan_commit(self, view: SeatView) -> Commit | None:
        """The largest commit it finds without rearranging, or None."""
        rules = view.rules
        meld = rules.meld
        hand = list(view.hand)
        t0 = Table([list(g) for g in view.table], dict(view.declared), list(view.loose))
        opened = view.opened[view.seat]
        for attempt in ("jokers", "naturals"):
            groups = [list(g) for g in view.table]
            declared: dict[int, int] = {}
            left = [c for c in hand if c < JOKER_BASE]
            jokers = [c for c in hand if c >= JOKER_BASE] if attempt == "jokers" else []
            new: list[list[int]] = []
            if rules.opening_run and not opened:
                runs = natural_runs(left, meld)
                if not runs:
                    return None
                first = runs[0][:3]
                new.append(first)
                for c in first:
                    left.remove(c)
            pool = left + list(view.loose)
            for g in greedy_split(pool, meld, card_cost):
                if any(c in left for c in g):
                    new.append(g)
                    for c in g:
                        if c in left:
                            left.remove(c)
                        pool.remove(c)
            if jokers:
                for g, decl in joker_groups(left, jokers, meld):
                    new.append(g)
                    declared.update(decl)
                    for c in g:
                        if c in left:
                            left.remove(c)
                        else:
                            jokers.remove(c)
            all_groups = groups + new
            all_decl = {**view.declared, **declared}
            for c in list(left) + list(jokers):
                for g in all_groups:
                    f = fits(c, g, all_decl, meld)
                    if f is not None and (c < JOKER_BASE or meld.max_jokers is None
                                          or sum(1 for x in g if x >= JOKER_BASE) < meld.max_jokers):
                        g.append(c)
                        if c >= JOKER_BASE:
                            all_decl[c] = f
                        break
            placed = [c for g in all_groups for c in g if c in hand]
            if not placed:
                continue
            table = tuple(tuple(g) for g in all_groups)
            jokers_decl = {j: f for j, f in all_decl.items() if j in hand}
            try:
                check_commit(t0, hand, table, jokers_decl, rules, opened)
            except IllegalAction:
                continue
            return Commit(table=table, jokers=jokers_decl)
        return None

    def _manipulation(self, view: SeatView) -> Any:
        rules = view.rules
        open_ = view.open_actions
        if open_ == ("draw",):
            return Draw()
        commit = self.plan_commit(view) if "commit" in open_ else None
        if commit is not None:
            if rules.knock_limit is not None and view.final_turns is None:
                placed = {c for g in commit.table for c in g}
                left = [c for c in view.hand if c not in placed]
                if left and sum(carousel_count(c) for c in left) <= rules.knock_limit:
                    return commit.model_copy(update={"knock": True})
            return commit
        if "draw" in open_:
            return Draw()
        return Pass()

    # -- draw and discard ---------------------------------------------------------

    def _draw_discard(self, view: SeatView) -> Any:
        rules = view.rules
        meld = rules.meld
        hand = list(view.hand)
        groups = [list(g) for g in view.table]
        if view.phase == "draw":
            top = view.discard[-1] if view.discard else None
            if top is not None and "take_discard" in view.open_actions:
                if top < JOKER_BASE and can_meld_card(top, hand + [top], [], view.declared, meld) or (
                    top < JOKER_BASE and any(fits(top, g, view.declared, meld) is not None for g in groups)
                ):
                    return TakeDiscard()
            if "draw" in view.open_actions:
                return Draw()
            return TakeDiscard()
        restricted = view.restricted
        # Meld what it can (never stranding the restricted card), then lay off.
        for g in greedy_split([c for c in hand if c < JOKER_BASE], meld, card_cost):
            left = [c for c in hand if c not in g]
            if self._strands(view, left, groups + [g]):
                continue
            if view.obligation is not None and view.obligation not in g:
                continue
            return Meld(cards=tuple(g))
        for c in hand:
            if view.obligation is not None and c != view.obligation:
                continue
            for i, g in enumerate(groups):
                f = fits(c, g, view.declared, meld)
                if f is None:
                    continue
                if c >= JOKER_BASE and (rules.joker_policy == "none"):
                    continue
                left = [x for x in hand if x != c]
                if self._strands(view, left, groups):
                    continue
                return LayOff(card=c, group=i, joker_as=f if c >= JOKER_BASE else None)
        choices = [c for c in hand if c != restricted or (rules.last_card_discard and len(hand) == 1)]
        return Discard(card=max(choices, key=lambda c: (card_cost(c), c)))

    @staticmethod
    def _strands(view: SeatView, left: Sequence[int], groups: list[list[int]]) -> bool:
        r = view.restricted
        if r is None or view.rules.last_card_discard:
            return False
        return list(left) == [r] and not any(fits(r, g, view.declared, view.rules.meld) is not None for g in groups)
