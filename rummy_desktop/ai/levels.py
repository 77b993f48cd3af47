"""Computer opponents by level: Beginner, Standard, Expert. Each decides from its seat's
view only (and what it remembers of earlier views of its own seat).

* **Beginner** plays what it sees at a glance: groups from its hand and cards that fit
  the ends of groups, never rearranging; in the draw-and-discard games it takes the top
  discard only when it melds it at once and throws away its highest card.
* **Standard** searches: the exact move search (the most cards) in the Manipulation
  family; the best split of its hand into melds, lay-offs, and a discard that keeps its
  pairs and near-runs in the draw-and-discard games.
* **Expert** plays for the score: the exact search with the objective the scoring
  rewards (penalty points where cards cost points), knocks in Carousel only when an
  undercut is unlikely; in the draw-and-discard games it remembers what the others
  picked up and keeps those cards out of the pile, digs in Rummy 500 when it pays.
"""

from __future__ import annotations

from typing import Any

from rummy_desktop.core.actions import Commit, Dig, Discard, Draw, LayOff, Meld, Pass, TakeDiscard
from rummy_desktop.core.cards import JOKER_BASE
from rummy_desktop.core.manipulation import carousel_count
from rummy_desktop.core.view import SeatView

from .common import host_choice
from .greedy import GreedyPlayer

LEVELS = ("beginner", "standard", "expert")
#: Rule sets whose scoring charges cards by value: Expert searches by value there.
VALUE_SCORED = {"manipulation", "tahiti", "carousel"}


def _value(variant: str):
    from rummy_desktop.solver.values import value_function

    return value_function(variant)


class LevelPlayer:
    def __init__(self, seat: int, seed: int = 0, level: str = "standard") -> None:
        if level not in LEVELS:
            raise ValueError(f"unknown level {level!r}")
        self.seat = seat
        self.level = level
        self.name = level
        self.greedy = GreedyPlayer(seat, seed)
        self.picked_by_others: set[int] = set()  # faces of its discards the others took
        self._round = 0
        self._my_discard: int | None = None
        self._count_after = 0

    def choose(self, view: SeatView) -> Any:
        if view.phase == "between_rounds":
            return host_choice(view)
        if self.level == "beginner":
            return self.greedy.choose(view)
        if view.rules.turn == "draw-meld-discard":
            self._remember(view)
            return self._draw_discard(view)
        return self._manipulation(view)

    # -- Manipulation family ------------------------------------------------------

    def _manipulation(self, view: SeatView) -> Any:
        from rummy_desktop.solver import solve

        rules = view.rules
        open_ = view.open_actions
        if open_ == ("draw",):
            return Draw()
        if "commit" in open_:
            objective = "value" if self.level == "expert" and rules.variant in VALUE_SCORED else "cards"
            sol = solve(view.table, view.declared, view.hand, rules, loose=view.loose,
                        opened=view.opened[view.seat], objective=objective)
            if sol is not None:
                commit = Commit(table=tuple(tuple(g) for g in sol.table), jokers=dict(sol.declared))
                left = [c for c in view.hand if c not in set(sol.placed)]
                if rules.knock_limit is not None and view.final_turns is None and left:
                    count = sum(carousel_count(c) for c in left)
                    if count <= rules.knock_limit and self._knock_is_safe(view, count):
                        return commit.model_copy(update={"knock": True})
                return commit
        if "draw" in open_:
            return Draw()
        return Pass()

    def _knock_is_safe(self, view: SeatView, count: int) -> bool:
        """Expert knocks unless an opponent with one or two cards could undercut it."""
        if self.level != "expert" or count <= 1:
            return True
        others = [n for s, n in enumerate(view.hand_counts) if s != view.seat and view.active[s]]
        return not any(n <= 2 for n in others) or count <= 2

    # -- draw and discard ---------------------------------------------------------

    def _remember(self, view: SeatView) -> None:
        """Which of its own discards the others picked up. After this seat discards, each
        other player adds one card to the pile; fewer cards at its next turn mean someone
        took from the pile, and the first to play after it could only take its discard."""
        if view.round_no != self._round:
            self._round = view.round_no
            self.picked_by_others.clear()
            self._my_discard = None
        if view.phase == "draw" and self._my_discard is not None:
            others = sum(1 for s, a in enumerate(view.active) if a and s != view.seat)
            if view.discard_count < self._count_after + others and self._my_discard not in view.discard:
                self.picked_by_others.add(self._my_discard % 52)
            self._my_discard = None

    def _draw_discard(self, view: SeatView) -> Any:
        from rummy_desktop.solver.melds import best_split, digs, lay_offs

        rules = view.rules
        meld = rules.meld
        value = _value(rules.variant)
        hand = list(view.hand)
        jokers_ok = rules.joker_policy != "none"
        usable = hand if jokers_ok else [c for c in hand if c < JOKER_BASE]
        if view.phase == "draw":
            base = best_split(usable, meld, value)
            if self.level == "expert" and "dig" in view.open_actions:
                best_gain, best_dig = 0, None
                for d in digs(view.discard, usable, view.table, view.declared, meld, value)[:4]:
                    after = best_split(usable + d.taken, meld, value)
                    gain = (after.melded_value - base.melded_value) - (after.deadwood_value - base.deadwood_value) / 2
                    if gain > best_gain:
                        best_gain, best_dig = gain, d
                if best_dig is not None and best_gain >= 10:
                    return Dig(card=best_dig.card)
            top = view.discard[-1] if view.discard else None
            if top is not None and "take_discard" in view.open_actions and (top < JOKER_BASE or jokers_ok):
                with_top = best_split(usable + [top], meld, value)
                fits_table = any(lo.card == top for lo in lay_offs([top], view.table, view.declared, meld))
                if with_top.melded_value > base.melded_value or fits_table:
                    return TakeDiscard()
            return Draw() if "draw" in view.open_actions else TakeDiscard()
        split = best_split(usable, meld, value)
        ob = view.obligation
        for m in sorted(split.melds, key=lambda m: ob not in m):
            if ob is not None and ob not in m:
                continue
            left = [c for c in hand if c not in m]
            if self._strands(view, left, m):
                continue
            decl = {j: f for j, f in split.declared.items() if j in m}
            return Meld(cards=tuple(m), jokers=decl)
        for lo in lay_offs(hand, view.table, view.declared, meld):
            if (ob is not None and lo.card != ob) or (lo.card >= JOKER_BASE and not jokers_ok):
                continue
            if self._strands(view, [c for c in hand if c != lo.card], None):
                continue
            return LayOff(card=lo.card, group=lo.group, joker_as=lo.face)
        if ob is not None:
            # The dug card must be melded now: the most valuable meld that holds it.
            from rummy_desktop.solver.melds import melds_with

            for comp in sorted(melds_with(ob, usable, meld), key=lambda c: -sum(value(x) for x in c.cards)):
                if not self._strands(view, [c for c in hand if c not in comp.cards], comp.cards):
                    return Meld(cards=tuple(comp.cards), jokers=dict(comp.declared))
        card = self._discard_choice(view, split, value)
        if card < JOKER_BASE:
            self._my_discard, self._count_after = card, view.discard_count + 1
        return Discard(card=card)

    def _strands(self, view: SeatView, left: list[int], new_meld) -> bool:
        r = view.restricted
        if r is None or view.rules.last_card_discard or left != [r]:
            return False
        from rummy_desktop.solver.melds import lay_offs

        table = list(view.table) + ([list(new_meld)] if new_meld else [])
        return not lay_offs([r], table, view.declared, view.rules.meld)

    def _discard_choice(self, view: SeatView, split, value) -> int:
        """The deadwood card that hurts most and helps least: keep pairs and near-runs;
        the Expert also keeps cards the others are collecting."""
        hand = list(view.hand)
        r = view.restricted
        pool = [c for c in split.deadwood if c != r] or [c for c in hand if c != r] or hand
        faces = [c % 52 for c in hand if c < JOKER_BASE]

        def keep_score(c: int) -> float:
            if c >= JOKER_BASE:
                return 100.0
            f = c % 52
            rank, suit = f % 13, f // 13
            partners = sum(1 for g in faces if g != f and (g % 13 == rank or (g // 13 == suit and abs(g % 13 - rank) <= 2)))
            score = 3.0 * partners - value(c) / 3.0
            if self.level == "expert":
                # keep what would feed a meld the others are building
                for p in self.picked_by_others:
                    if p % 13 == rank or (p // 13 == suit and abs(p % 13 - rank) <= 1):
                        score += 1.5
            return score

        return min(pool, key=lambda c: (keep_score(c), -c))
