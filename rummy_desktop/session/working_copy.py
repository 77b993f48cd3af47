"""The Manipulation family's private working copy of the table (RULES.md §2.0, §4).

The player rebuilds a copy of the table that nobody else sees; only the final
:class:`~rummy_desktop.core.actions.Commit` reaches the engine. This module keeps what the
table needs besides the engine, with no Qt:

* the edits (move cards between the hand, groups, a new group and Tahiti's loose cards;
  split a group), refusing the ones the rules never allow (a table card back to the hand);
* the sticky "touched the table" flag of the Incomplete-move option (§2.0.7);
* the Withdraw (+3) arming (first press arms, second acts, any other action disarms);
* the mandatory-meld reminder (§2.0.6): shown at most once per position, re-armed by any
  change of position (hand plus working copy);
* live judging of each group, the Done check (:func:`check_commit`) and the Commit;
* whether Carousel's Knock replaces Draw (§2.5).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass

from rummy_desktop.core.actions import Commit, IllegalAction
from rummy_desktop.core.cards import JOKER_BASE
from rummy_desktop.core.groups import MeldRules, joker_options, judge_faces
from rummy_desktop.core.table_check import CommitResult, Table, check_commit, sort_group
from rummy_desktop.core.variant import Rules
from rummy_desktop.core.view import SeatView

HAND = "hand"
GROUP = "group"
NEW = "new"
LOOSE = "loose"


class EditRefused(Exception):
    """An edit the rules never allow; ``code`` is a reason code (see ui.table.reasons)."""

    def __init__(self, code: str, **params) -> None:
        super().__init__(code)
        self.code = code
        self.params = params


@dataclass(frozen=True)
class Target:
    """Where cards go: the hand, group ``index``, a new group, or the loose cards."""

    kind: str
    index: int | None = None
    at: int | None = None  # insertion position inside a group or the hand (None: the end)


def carousel_count(card: int) -> int:
    if card >= JOKER_BASE:
        return 25
    r = card % 13 + 1
    return 10 if r > 10 else r


def _partial_order(cards: list[int], faces: list[int], meld: MeldRules) -> list[int]:
    """Cards whose faces are known but make no valid group yet: a run being built (one
    suit, no rank twice) by rank position, the ace low or high as the game allows and as
    the other ranks call for; a set being built (one rank) by suit; else as placed."""
    ranks = [f % 13 + 1 for f in faces]
    suits = [f // 13 for f in faces]
    if len(set(ranks)) == 1:
        return [c for _, _, c in sorted((s, c, c) for s, c in zip(suits, cards))]
    if len(set(suits)) != 1 or len(set(ranks)) != len(ranks):
        return list(cards)
    others = [r for r in ranks if r != 1]
    if meld.ace_mode == "low":
        ace = 1
    elif meld.ace_mode == "high":
        ace = 14
    else:  # high or low: where the run's span is the shorter
        ace = 14 if others and 14 - min(others) < max(others) - 1 else 1
    pos = [ace if r == 1 else r for r in ranks]
    return [c for _, c in sorted(zip(pos, cards))]


def building_order(group: Sequence[int], declared: dict[int, int], meld: MeldRules) -> list[int]:
    """The order a group of the working copy is shown in while it is built: the engine's
    order for committed groups (runs by rank position, sets by suit: ``sort_group``) once
    the known faces make a valid group, a run or set being built in the same order. A joker
    counts as its declared face (``declared``); an undeclared joker counts as the one face
    that fits, else it keeps its place and the other cards are ordered around it."""
    group = list(group)
    faces = dict(declared)
    open_jokers = [c for c in group if c >= JOKER_BASE and c not in faces]
    known = [c for c in group if c not in open_jokers]
    if not any(c < JOKER_BASE for c in group):
        return group
    face_of = {c: (faces[c] if c >= JOKER_BASE else c % 52) for c in known}
    if open_jokers:
        options = joker_options([face_of[c] for c in known], len(open_jokers), meld)
        if len(options) == 1:
            face_of.update(zip(open_jokers, options[0]))
            open_jokers = []
    if not open_jokers and judge_faces([face_of[c] for c in group], meld) in ("set", "run"):
        return sort_group(group, {c: f for c, f in face_of.items() if c >= JOKER_BASE}, meld)
    ordered = iter(_partial_order(known, [face_of[c] for c in known], meld))
    return [c if c in open_jokers else next(ordered) for c in group]


def _rules_of(view: SeatView) -> Rules:
    """The rules a copy judges by: a player's view always carries them (only a view sent
    over the wire leaves them out, and the client rebuilds them)."""
    if view.rules is None:
        raise ValueError("a working copy needs a view that carries the rules")
    return view.rules


class WorkingCopy:
    """One turn's private copy. Build it from the seat's view at the start of the turn."""

    def __init__(self, view: SeatView) -> None:
        self._reminded_at: tuple | None = None
        self.reset(view)

    # -- set-up ---------------------------------------------------------------------

    def reset(self, view: SeatView) -> None:
        """Start afresh from ``view`` (table T0 and hand H0); nothing touched."""
        self.view = view
        self.rules = _rules_of(view)
        self.t0 = Table([list(g) for g in view.table], dict(view.declared), list(view.loose))
        self.hand0 = list(view.hand)
        self.groups: list[list[int]] = [list(g) for g in view.table]
        self.loose: list[int] = list(view.loose)
        self.hand: list[int] = list(view.hand)
        self.declarations: dict[int, int] = {}
        self.touched = False
        self.withdraw_armed = False

    def rebase(self, view: SeatView) -> None:
        """The view changed during the turn (a draw that does not end it): keep the edits
        when the table is the same and the hand only grew, else start afresh."""
        same_table = [list(g) for g in view.table] == self.t0.groups and list(view.loose) == self.t0.loose
        grew = set(self.hand0) <= set(view.hand)
        if not (same_table and grew) or view.round_no != self.view.round_no:
            reminded = self._reminded_at
            self.reset(view)
            self._reminded_at = reminded
            return
        new = [c for c in view.hand if c not in set(self.hand0)]
        self.view = view
        self.rules = _rules_of(view)
        self.hand0 = list(view.hand)
        self.hand.extend(new)
        self.withdraw_armed = False

    # -- reading --------------------------------------------------------------------

    @property
    def withdraw_mode(self) -> bool:
        return self.view.options.get("incomplete_move") == "withdraw"

    @property
    def remind_mode(self) -> bool:
        return self.view.options.get("mandatory_meld") == "remind"

    @property
    def placed(self) -> list[int]:
        """Hand cards now in the working copy's groups."""
        h0 = set(self.hand0)
        return [c for g in self.groups for c in g if c in h0]

    @property
    def changed(self) -> bool:
        """The copy differs from T0 (or hand cards sit on it)."""
        return self.groups != self.t0.groups or self.loose != self.t0.loose or bool(self.placed)

    def location(self, card: int) -> Target:
        if card in self.hand:
            return Target(HAND)
        if card in self.loose:
            return Target(LOOSE)
        for i, g in enumerate(self.groups):
            if card in g:
                return Target(GROUP, i)
        raise EditRefused("foreign_card", card=card)

    def position(self) -> tuple:
        """The position the reminder is shown once for: hand plus working copy."""
        return (tuple(sorted(self.hand)), tuple(tuple(g) for g in self.groups), tuple(self.loose))

    def declared_face(self, card: int) -> int | None:
        if card in self.declarations:
            return self.declarations[card]
        return self.t0.declared.get(card)

    # -- edits ----------------------------------------------------------------------

    def _edited(self) -> None:
        self.touched = True
        self.withdraw_armed = False

    def move(self, cards: Iterable[int], target: Target) -> None:
        """Move ``cards`` (from anywhere in the copy) to ``target``. Raises EditRefused."""
        cards = list(dict.fromkeys(cards))
        if not cards:
            return
        h0 = set(self.hand0)
        loose0 = set(self.t0.loose)
        for c in cards:
            self.location(c)  # every card must be in the copy
            if target.kind == HAND and c not in h0:
                raise EditRefused("table_to_hand", card=c)
            if target.kind == LOOSE and c not in loose0:
                raise EditRefused("not_loose", card=c)
        dest_group: list[int] | None = None
        if target.kind == GROUP:
            if target.index is None or not 0 <= target.index < len(self.groups):
                raise EditRefused("no_such_group", group=target.index or 0)
            dest_group = self.groups[target.index]
        if target.kind == HAND and all(c in self.hand for c in cards) and target.at is None:
            return
        from_hand = all(c in self.hand for c in cards)
        at = target.at
        # Remove from where they are, keeping the insertion point right.
        for c in cards:
            if c in self.hand:
                i = self.hand.index(c)
                if target.kind == HAND and at is not None and i < at:
                    at -= 1
                self.hand.remove(c)
            elif c in self.loose:
                self.loose.remove(c)
            else:
                for g in self.groups:
                    if c in g:
                        i = g.index(c)
                        if g is dest_group and at is not None and i < at:
                            at -= 1
                        g.remove(c)
                        break
        if target.kind == HAND:
            at = len(self.hand) if at is None else max(0, min(at, len(self.hand)))
            self.hand[at:at] = cards
        elif target.kind == LOOSE:
            self.loose.extend(cards)
        elif target.kind == NEW:
            self.groups.append(list(cards))
            dest_group = self.groups[-1]
        else:
            assert dest_group is not None  # what is left is a GROUP target, its group found above
            at = len(dest_group) if at is None else max(0, min(at, len(dest_group)))
            dest_group[at:at] = cards
        self._tidy()
        if target.kind == HAND and from_hand:
            self.withdraw_armed = False  # reordering the hand is not touching the table
        else:
            self._edited()

    def reorder_hand(self, order: Sequence[int]) -> None:
        """The player's own order of the hand (not an edit of the table)."""
        if sorted(order) != sorted(self.hand):
            raise EditRefused("foreign_card", card=next(iter(set(order) ^ set(self.hand)), -1))
        self.hand = list(order)

    def split(self, group: int, at: int) -> None:
        """Split group ``group`` before its card number ``at`` into two groups."""
        if not 0 <= group < len(self.groups):
            raise EditRefused("no_such_group", group=group)
        g = self.groups[group]
        if not 0 < at < len(g):
            return
        self.groups[group:group + 1] = [g[:at], g[at:]]
        self._edited()

    def _tidy(self) -> None:
        loose0 = set(self.t0.loose)
        groups = []
        for g in self.groups:
            if len(g) == 1 and g[0] in loose0:
                self.loose.append(g[0])  # a loose card alone is loose again
            elif g:
                groups.append(g)
        for j in list(self.declarations):
            if j in self.hand:
                del self.declarations[j]
        self.groups = [self._ordered(g) for g in groups]

    def _ordered(self, group: list[int]) -> list[int]:
        """A group as the engine will show it after Done: a group of T0 left as it was
        keeps its order, any other is in :func:`building_order`."""
        declared = {**self.t0.declared, **self.declarations}
        for g0 in self.t0.groups:
            if set(g0) == set(group) and not any(c in self.declarations for c in group):
                return list(g0)
        return building_order(group, {j: f for j, f in declared.items() if j in group}, self.rules.meld)

    def undo(self) -> None:
        """Throw the copy away (Undo): table and hand as at the start of the turn."""
        order = [c for c in self.hand if c in set(self.hand0)] + [
            c for c in self.hand0 if c not in set(self.hand)]
        reminded = self._reminded_at
        touched = self.touched and self.withdraw_mode
        self.reset(self.view)
        self.hand = order
        self._reminded_at = reminded
        self.touched = touched

    def declare(self, joker: int, face: int) -> None:
        self.declarations[joker] = face
        self.groups = [self._ordered(g) for g in self.groups]

    def forget(self, jokers: Iterable[int]) -> None:
        """Take back the faces given to ``jokers`` (the next Done asks again)."""
        for joker in jokers:
            self.declarations.pop(joker, None)
        self.groups = [self._ordered(g) for g in self.groups]

    # -- keeping it with the game ----------------------------------------------------

    def snapshot(self) -> dict:
        """The copy as plain data, to keep with the autosave (see ``kept_table``)."""
        return {"groups": [list(g) for g in self.groups], "loose": list(self.loose), "hand": list(self.hand),
                "declarations": dict(self.declarations), "touched": self.touched,
                "reminded": self._reminded_at is not None and self._reminded_at == self.position()}

    def restore(self, snap) -> None:
        """Put back a copy kept with :meth:`snapshot` (a ``CopySnapshot``) on this turn's
        view. EditRefused, and nothing changed, when it does not fit the view: other
        cards, a table card in the hand, a joker declared outside the groups."""
        groups = [list(g) for g in snap.groups]
        placed = [c for g in groups for c in g] + list(snap.loose) + list(snap.hand)
        everything = [c for g in self.t0.groups for c in g] + list(self.t0.loose) + list(self.hand0)
        if sorted(placed) != sorted(everything) or any(not g for g in groups):
            raise EditRefused("kept_copy_mismatch")
        if not set(snap.hand) <= set(self.hand0) or not set(snap.loose) <= set(self.t0.loose):
            raise EditRefused("kept_copy_mismatch")
        on_table = {c for g in groups for c in g}
        for joker, face in snap.declarations.items():
            if joker < JOKER_BASE or joker not in on_table or not 0 <= face < 52:
                raise EditRefused("kept_copy_mismatch")
        self.groups = groups
        self.loose = list(snap.loose)
        self.hand = list(snap.hand)
        self.declarations = dict(snap.declarations)
        self.touched = bool(snap.touched)
        self.withdraw_armed = False  # a confirmation is asked afresh, never carried over
        if snap.reminded:
            self._reminded_at = self.position()

    # -- buttons --------------------------------------------------------------------

    @property
    def undo_is_withdraw(self) -> bool:
        """Undo shows as Withdraw (+3): the option is on and the table was touched."""
        return self.withdraw_mode and self.touched

    @property
    def draw_allowed(self) -> bool:
        """Draw is disabled once the table is touched under Withdraw, draw 3 (§2.0.7)."""
        return not self.undo_is_withdraw

    def press_undo(self) -> str:
        """``"undo"`` (the copy was thrown away), ``"arm"`` (Withdraw armed, press again)
        or ``"withdraw"`` (send Withdraw now)."""
        if self.undo_is_withdraw:
            if self.withdraw_armed:
                self.withdraw_armed = False
                return "withdraw"
            self.withdraw_armed = True
            return "arm"
        self.undo()
        return "undo"

    def disarm(self) -> None:
        self.withdraw_armed = False

    def reminder_due(self) -> bool:
        """Remind mode and the reminder not yet shown in this position."""
        return self.remind_mode and self._reminded_at != self.position()

    def mark_reminded(self) -> None:
        self._reminded_at = self.position()

    def press_draw(self, play_exists: bool | Callable[[], bool]) -> str:
        """Draw (or Pass) pressed: ``"remind"`` (show the hint, do not act) or ``"act"``."""
        self.withdraw_armed = False
        if self.reminder_due():
            exists = play_exists() if callable(play_exists) else play_exists
            if exists:
                self.mark_reminded()
                return "remind"
        return "act"

    # -- judging --------------------------------------------------------------------

    def group_problem(self, index: int) -> str | None:
        """A reason code when group ``index`` cannot be valid as it stands (live marking),
        None when it is or can be (jokers still to declare)."""
        g = self.groups[index]
        meld = self.rules.meld
        if len(g) < 3:
            return "too_few_cards"
        jokers = [c for c in g if c >= JOKER_BASE]
        naturals = [c % 52 for c in g if c < JOKER_BASE]
        if not naturals:
            return "no_natural"
        if meld.max_jokers is not None and len(jokers) > meld.max_jokers:
            return "too_many_jokers"
        if not jokers:
            why = judge_faces(naturals, meld)
            return None if why in ("set", "run") else why
        known = list(naturals)
        open_n = 0
        untouched = any(set(x) == set(g) for x in self.t0.groups)
        for j in jokers:
            f = self.declarations.get(j)
            if f is None and untouched:
                f = self.t0.declared.get(j)  # an untouched group keeps its jokers' faces
            if f is None:
                open_n += 1
            else:
                known.append(f)
        if joker_options(known, open_n, meld):
            return None
        why = judge_faces(known, meld) if not open_n else "joker_no_fit"
        return why if why not in ("set", "run") else "joker_no_fit"

    def invalid_groups(self) -> list[int]:
        return [i for i in range(len(self.groups)) if self.group_problem(i) is not None]

    def table_for_commit(self) -> list[list[int]]:
        return [list(g) for g in self.groups]

    def check(self) -> CommitResult:
        """The Done check on the copy; IllegalAction (with the reason) when it fails."""
        opened = self.view.opened[self.view.seat] if self.view.seat is not None else True
        return check_commit(self.t0, self.hand0, self.table_for_commit(), dict(self.declarations),
                            self.rules, opened)

    def commit(self, knock: bool = False) -> Commit:
        return Commit(table=tuple(tuple(g) for g in self.table_for_commit()),
                      jokers=dict(self.declarations), knock=knock)

    def knock_offered(self) -> bool:
        """Carousel: the copy is a valid meld after one or two draws leaving 1..limit points."""
        v = self.view
        limit = self.rules.knock_limit
        if limit is None or v.final_turns is not None or v.draws not in (1, 2):
            return False
        if not self.placed or not self.hand:
            return False
        if sum(carousel_count(c) for c in self.hand) > limit:
            return False
        try:
            self.check()
        except IllegalAction as e:
            return e.code == "joker_declaration_needed"
        return True
