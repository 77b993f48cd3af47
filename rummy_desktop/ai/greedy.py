"""``greedy``: plays the most it can without rearranging the table, discards its worst card.

It decides from its seat's view only. In the Manipulation family it lays off what fits and
melds what it can from its hand (and Tahiti's loose cards), and draws otherwise; in the
draw-and-discard games it takes the top discard when it melds at once, melds and lays off
everything it can, and discards its highest-valued card.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from rummy_desktop.core.actions import (
    Commit, Discard, Draw, IllegalAction, Knock, LayOff, Meld, Pass, TakeDiscard,
)
from rummy_desktop.core.cards import JOKER_BASE
from rummy_desktop.core.manipulation import carousel_count
from rummy_desktop.core.scoring import face_value
from rummy_desktop.core.table_check import Table, check_commit, face
from rummy_desktop.core.view import SeatView

from .common import judged, refused
from .moves import extension_faces, fits, greedy_split, joker_groups, natural_runs


def card_cost(card: int) -> int:
    """How much a card hurts in hand, roughly, in every game: jokers are kept."""
    if card >= JOKER_BASE:
        return -1
    return face_value(card, ace=11, joker=0)


#: The draws, made once: actions are immutable, and the rollouts make thousands.
_DRAW, _TAKE, _PASS = Draw(), TakeDiscard(), Pass()


@lru_cache(maxsize=None)
def _discard(card: int) -> Discard:
    return Discard(card=card)


def may_meld(card: int, hand: list[int], jokers_ok: bool) -> bool:
    """False when ``card`` surely makes no meld with ``hand``: no joker to help, fewer than
    two cards of its rank and fewer than two of its suit within two ranks (an ace
    counts next to the king). A quick test before the split (the rollouts ask it often)."""
    f = card % 52
    rank, suit = f % 13, f // 13
    same = near = 0
    for c in hand:
        if c >= JOKER_BASE:
            if jokers_ok:
                return True
            continue
        g = c % 52
        if g % 13 == rank:  # a twin too: two decks' sets may hold both
            same += 1
        elif g // 13 == suit and min(abs(g % 13 - rank), 13 - abs(g % 13 - rank)) <= 2:
            near += 1
    return same >= 2 or near >= 2


def knock_or_discard(view: SeatView) -> Any:
    """In a game with a knock: the discard that leaves the least deadwood, as a knock when
    the deadwood left allows one (and no house rule refuses it), else as a discard."""
    from rummy_desktop.core.deadwood import best_knock

    rules = view.rules
    card, arrangement = best_knock(list(view.hand), rules.meld, rules.knock.points, view.restricted)
    if arrangement.points <= rules.knock.limit:
        action = Knock(card=card)
        if not refused(view, action):
            return action
    return _discard(card)


class GreedyPlayer:
    name = "greedy"

    def __init__(self, seat: int, seed: int = 0) -> None:
        self.seat = seat
        self._ext_cache: dict[tuple, set[int]] = {}
        self._table_ext: dict[tuple, tuple[list[set[int]], set[int]]] = {}
        self._ext_meld = None  # the meld rules the remembered extensions are for

    def _meld_rules(self, meld) -> None:
        """Forget the remembered extensions when the meld rules change."""
        if meld is not self._ext_meld and meld != self._ext_meld:
            self._ext_cache.clear()
            self._table_ext.clear()
            self._ext_meld = meld

    def _table_extensions(self, groups, declared, meld) -> tuple[list[set[int]], set[int]]:
        """The extensions of each meld on the table (:meth:`_extensions`) and all of them,
        remembered by the table's cards while no joker is on it (the rollouts ask at
        every decision, and the table changes rarely)."""
        self._meld_rules(meld)
        key = tuple(map(tuple, groups)) if not declared else None
        found = self._table_ext.get(key) if key is not None else None
        if found is None:
            ext = [self._extensions(g, declared, meld) for g in groups]
            found = (ext, set().union(*ext))
            if key is not None:
                if len(self._table_ext) > 4096:
                    self._table_ext.clear()
                self._table_ext[key] = found
        return found

    def _extensions(self, group, declared, meld) -> set[int]:
        """extension_faces of a meld, remembered: melds change rarely between decisions.
        A group of naturals is remembered by its cards (their faces follow), one with
        jokers by its faces (a joker's face is its declaration)."""
        self._meld_rules(meld)
        key = tuple(group)
        if key and max(key) >= JOKER_BASE:
            key = (-1,) + tuple(face(c, declared) for c in group)
        found = self._ext_cache.get(key)
        if found is None:
            if len(self._ext_cache) > 4096:
                self._ext_cache.clear()
            found = self._ext_cache[key] = extension_faces([face(c, declared) for c in group], meld)
        return found

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
            ext = [extension_faces([face(c, all_decl) for c in g], meld) for g in all_groups]
            for c in list(left) + list(jokers):
                for gi, g in enumerate(all_groups):
                    if c < JOKER_BASE:
                        if c % 52 not in ext[gi]:
                            continue
                    elif meld.max_jokers is not None and sum(1 for x in g if x >= JOKER_BASE) >= meld.max_jokers:
                        continue
                    else:
                        f = fits(c, g, all_decl, meld)
                        if f is None:
                            continue
                        all_decl[c] = f
                    g.append(c)
                    ext[gi] = extension_faces([face(x, all_decl) for x in g], meld)
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
        if commit is not None and refused(view, commit):  # a house rule's
            commit = None
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

    @staticmethod
    def hand_melds(cards: list[int], meld, jokers_ok: bool) -> list[tuple[list[int], dict[int, int]]]:
        """The melds it puts down from ``cards``, with the jokers' faces: its split of the
        naturals into melds, then (where jokers play) two leftover naturals with a joker.
        Taking the discard is judged by the same melds, so a card it takes to meld is
        melded (a joker "melding" a card it never melds made it take and throw back the
        same card forever)."""
        naturals = [c for c in cards if c < JOKER_BASE]
        out: list[tuple[list[int], dict[int, int]]] = [(g, {}) for g in greedy_split(naturals, meld, card_cost)]
        jokers = [c for c in cards if c >= JOKER_BASE]
        if jokers_ok and jokers:
            used = {c for g, _ in out for c in g}
            out += joker_groups([c for c in naturals if c not in used], jokers, meld)
        return out

    def _draw_discard(self, view: SeatView) -> Any:
        rules = view.rules
        meld = rules.meld
        hand = list(view.hand)
        groups = list(view.table)  # read only: the melds on the table
        jokers_ok = rules.joker_policy != "none"
        if view.phase == "draw":
            top = view.discard[-1] if view.discard else None
            if top is not None and "take_discard" in view.open_actions and top < JOKER_BASE and (
                top % 52 in self._table_extensions(groups, view.declared, meld)[1]
                or (may_meld(top, hand, jokers_ok)
                    and any(top in g for g, _ in self.hand_melds(hand + [top], meld, jokers_ok)))
            ):
                return _TAKE
            if "draw" in view.open_actions:
                return _DRAW
            return _PASS if "pass" in view.open_actions else _TAKE  # the first upcard's offer
        # The natural faces that would extend each meld on the table, worked out once.
        ext, extends_any = self._table_extensions(groups, view.declared, meld)
        restricted = view.restricted

        def strands(left: list[int], new_group: list[int] | None = None) -> bool:
            """Would this leave only the card taken from the pile, which cannot be played?"""
            if restricted is None or rules.last_card_discard or left != [restricted]:
                return False
            if restricted >= JOKER_BASE:
                return not any(fits(restricted, g, view.declared, meld) is not None
                               for g in groups + ([new_group] if new_group else []))
            if restricted % 52 in extends_any:
                return False
            return not (new_group and fits(restricted, new_group, view.declared, meld) is not None)

        # Meld what it can (never stranding the restricted card, never what a house rule
        # refuses), then lay off.
        house = judged(view)
        open_ = view.open_actions
        for g, decl in self.hand_melds(hand, meld, jokers_ok) if "meld" in open_ else ():
            if view.obligation is not None and view.obligation not in g:
                continue
            if strands([c for c in hand if c not in g], g):
                continue
            action = Meld(cards=tuple(g), jokers=decl)
            if house and refused(view, action):
                continue
            return action
        for c in hand if "lay_off" in open_ else ():
            if view.obligation is not None and c != view.obligation:
                continue
            if c >= JOKER_BASE:
                if not jokers_ok:
                    continue
                targets = [(i, fits(c, g, view.declared, meld)) for i, g in enumerate(groups)]
            else:
                if c % 52 not in extends_any:
                    continue
                targets = [(i, -1) for i, e in enumerate(ext) if c % 52 in e]
            for i, f in targets:
                if f is None or strands([x for x in hand if x != c]):
                    continue
                action = LayOff(card=c, group=i, joker_as=f if c >= JOKER_BASE else None)
                if house and refused(view, action):
                    continue
                return action
        if rules.knock is not None and "knock" in open_:
            return knock_or_discard(view)
        choices = [c for c in hand if c != restricted or (rules.last_card_discard and len(hand) == 1)]
        card = self.discard_choice(view, choices)
        while house and len(choices) > 1 and refused(view, _discard(card)):  # a house rule's: the next one
            choices.remove(card)
            card = self.discard_choice(view, choices)
        return _discard(card)

    def discard_choice(self, view: SeatView, choices: list[int]) -> int:
        """The card it throws away, of ``choices``: its costliest."""
        return max(choices, key=lambda c: (card_cost(c), c))
