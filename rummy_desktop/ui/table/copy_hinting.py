"""The hint at a turn played on a working copy of the table (the Manipulation family:
:class:`~.copy_flow.CopyFlow`'s part, on :class:`~.hinting.Hinting`).

The hint is the whole best move of the turn, from the copy as the player left it
(:func:`rummy_desktop.advice.hints.hint_from_copy`: the placed cards it keeps, moves or
takes back, and why). Show me moves the cards on the copy one drag at a time
(:mod:`rummy_desktop.session.copy_steps`), animated and said on the status line, and the
player confirms with Done or takes it back with Undo. With no play, Show me takes the
placed cards back and offers the draw (or the pass), or Withdraw (+3) where the draw is
no longer allowed. Off the seat's turn (no copy) it is the base's.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from rummy_desktop.advice.seat import SeatAdvisor
from rummy_desktop.core.actions import Commit, Draw, Pass, Withdraw
from rummy_desktop.core.table_order import match_groups
from rummy_desktop.session.copy_steps import holds, next_step

from .cardscene import HAND, LOOSE, NEW, STOCK, Target
from .hinting import Hinting, LessonSteps
from .reasons import cards_text, group_text

if TYPE_CHECKING:
    from .copy_flow import CopyFlow

# Drags Show me makes at most for one hint (a copy that keeps changing under it stops it).
MAX_STEPS = 40


class CopyHinting(Hinting):
    """The hint of a seat playing on a working copy (see the module docstring)."""

    keeps = False  # the hint searches the copy as the player left it, exactly

    def __init__(self, flow: CopyFlow, lesson: LessonSteps | None = None) -> None:
        super().__init__(flow, lesson)
        self._commit: Commit | None = None  # the table Show me builds
        self._then: Any = None  # the draw (pass) Show me offers once the table is back
        self._steps = 0

    @property
    def building(self) -> bool:
        return self._commit is not None

    def stop(self) -> None:
        super().stop()
        self._commit = None
        self._then = None

    # -- asking and showing ---------------------------------------------------------------

    def _search(self, view: Any) -> None:
        wc = self.flow.wc
        if wc is None:
            super()._search(view)
            return
        groups, hand = [list(g) for g in wc.groups], list(wc.hand)  # exact, from the copy as it is
        loose, declared = list(wc.loose), dict(wc.declarations)
        self._asked = None
        self.flow.run_job("hint", lambda: SeatAdvisor.from_copy(view, groups, hand, loose, declared))

    def _marks(self, hint: Any) -> tuple[set[int], set[int], set[str]]:
        """The cards the move plays and those it takes back, the copy's groups it changes
        (the groups the player changed, once every group is valid) and the new-group slot."""
        wc = self.flow.wc
        if wc is None:
            return super()._marks(hint)
        first = (hint.actions or (None,))[0]
        cards = set(hint.cards) or ({hint.card} if hint.card is not None else set())
        back = {c for c, _why in hint.plan.back}
        if isinstance(first, (Draw, Pass)):
            return back, set(), {STOCK}
        if not isinstance(first, Commit):
            return cards, set(), set()
        target = [list(g) for g in first.table]
        changed = {i for i, g in enumerate(wc.groups) if set(g) not in [set(t) for t in target]}
        matched = match_groups(wc.groups, target)
        new = any(ti not in matched for ti in range(len(target)))
        if hint.done:
            changed = {i for i, g in enumerate(wc.groups) if set(g) not in [set(x) for x in wc.t0.groups]}
        return cards | back, changed, {NEW} if new else set()

    def text(self, hint: Any) -> str:
        first = (hint.actions or (None,))[0]
        if isinstance(first, Commit) and not hint.done and not hint.no_play:
            return self._commit_text(hint, first)
        return super().text(hint)

    def _commit_text(self, hint: Any, commit: Commit) -> str:
        """A Manipulation-family play in words: the cards from the hand (a joker with the
        card it stands for), and the groups it makes or changes, in the order the table
        shows them (the layout the table ends in); from a touched copy, what becomes of
        the cards already placed."""
        flow = self.flow
        wc = flow.wc
        rules = flow.view.rules
        declared = {**dict(flow.view.declared), **dict(commit.jokers)}
        start = [set(g) for g in flow.view.table]
        made = [g for g in commit.table if set(g) not in start]
        layout = "  ".join(group_text(g, declared, rules) for g in made)
        in_hand = set(wc.hand) if wc is not None else set(flow.view.hand)
        if hint.plan.touched:
            steps = self._plan_clauses(hint)
            rest = [c for c in hint.cards if c in in_hand]
            if rest:
                return self.tr("Hint: {steps}; then play {cards}: the table ends as {layout}.").format(
                    steps=self._joined(steps), cards=cards_text(rest, declared), layout=layout)
            return self.tr("Hint: {steps}: the table ends as {layout}.").format(steps=self._joined(steps), layout=layout)
        cards = cards_text(hint.cards, declared)
        if not hint.rearrange:
            if all(not (set(g) - set(hint.cards)) for g in made):
                return self.tr("Hint: play {cards} as a new group.").format(cards=cards) if len(made) == 1 else \
                    self.tr("Hint: play {cards} as new groups: {layout}.").format(cards=cards, layout=layout)
            return self.tr("Hint: play {cards}, no rearrangement needed: {layout}.").format(cards=cards, layout=layout)
        return self.tr("Hint: play {cards}; the table must be rearranged: {layout}.").format(cards=cards, layout=layout)

    # -- Show me --------------------------------------------------------------------------

    def _begin(self, hint: Any) -> bool:
        """The hinted table built on the copy one drag at a time; Withdraw (+3); with no
        play, the placed cards taken back first (then the draw or the pass is offered)."""
        wc = self.flow.wc
        if wc is None:
            return False
        first = hint.actions[0]
        if isinstance(first, Commit):
            self._commit, self._steps = first, 0
            self._step()
            return True
        if isinstance(first, Withdraw):
            self._withdraw()
            return True
        if hint.no_play:
            if wc.changed:  # the cards placed go back first, one drag at a time
                self._commit, self._then, self._steps = Commit(table=tuple(tuple(g) for g in wc.t0.groups)), first, 0
                self._step()
                return True
            if not wc.draw_allowed:
                self._withdraw()
                return True
        return False

    def _step(self) -> None:
        """The next drag towards the hinted table, or, once the copy holds it, the jokers'
        faces and "press Done"."""
        flow, commit = self.flow, self._commit
        wc = flow.wc
        if commit is None or wc is None or not flow.my_turn():
            self.stop()
            return
        step = next_step(wc, commit.table) if self._steps < MAX_STEPS else None
        if step is None or not step[0]:
            self._finish_copy(commit)
            return
        cards, target = step
        self._steps += 1
        said = self._step_text(cards, target, commit)
        if not flow.drop(cards, target):  # refused: the reason is on the status line
            self.stop()
            self.table.update_buttons()
            return
        self.table.show_status(said)
        self._when_settled(self._step)

    def _step_text(self, cards: list[int], target: Target, commit: Commit) -> str:
        """One drag of Show me in words, said as it is made."""
        wc = self.flow.wc
        declared = {**dict(wc.t0.declared), **dict(commit.jokers)}
        rules = self.flow.view.rules
        names = cards_text(cards, declared)
        if target.kind == HAND:
            why = dict(self._made.plan.back) if self._made is not None else {}
            if all(why.get(c) == "cannot_join" for c in cards):
                return self.tr("Show me: {cards} back to your hand: it cannot join a group this turn.").format(
                    cards=names)
            if all(c in why for c in cards):
                return self.tr("Show me: {cards} back to your hand: the best play does without it.").format(
                    cards=names)
            return self.tr("Show me: {cards} back to your hand.").format(cards=names)
        if target.kind == LOOSE:
            return self.tr("Show me: {cards} back among the loose cards.").format(cards=names)
        goal = next((g for g in commit.table if set(cards) <= set(g)), None)
        if goal is None:
            return self.tr("Show me: {cards} moved.").format(cards=names)
        if target.kind == NEW:
            return self.tr("Show me: {cards} into a new group, to make {group}.").format(
                cards=names, group=group_text(goal, declared, rules))
        return self.tr("Show me: {cards} into a group, to make {group}.").format(
            cards=names, group=group_text(goal, declared, rules))

    def _withdraw(self) -> None:
        """Withdraw (+3) is offered once the table is touched: a card of the hand goes to a
        new group (when nothing was touched yet), then Withdraw is armed; the player's
        second press confirms it."""
        flow, wc = self.flow, self.flow.wc
        self.stop()
        if not wc.touched and wc.hand and not flow.drop([wc.hand[0]], Target(NEW)):
            return
        flow.press_undo()  # armed: "press Withdraw (+3) again"
        self.table.update_buttons()

    def _finish_copy(self, commit: Commit) -> None:
        wc = self.flow.wc
        self._commit = None
        then, self._then = self._then, None
        if wc is None or not holds(wc, commit.table):
            self.stop()
            self.table.update_buttons()
            return
        if then is not None:  # no play: the placed cards are back; now the draw (or the pass)
            self.answers = {}
            if not wc.draw_allowed:
                self._withdraw()
                return
            self._plan = [then]
            self._offer(then)
            return
        for joker, face in commit.jokers.items():
            if any(joker in g for g in wc.groups):
                wc.declare(joker, face)
        self.answers = {}
        self.table.refresh(animate=True, keep_hint=True)
        t0 = [set(g) for g in wc.t0.groups]
        placed = set(wc.placed)
        self.table.scene.set_hint(placed, {i for i, g in enumerate(wc.groups) if set(g) not in t0}, set())
        self.shown = None
        made, self._made = self._made, None
        if commit.knock:
            text = self.tr("The hinted play is on the table: press Knock to play it and end the round, or Undo to "
                           "take it back.")
        else:
            text = self.tr("The hinted play is on the table: press Done to play it, or Undo to take it back.")
        steps = self._plan_clauses(made, kept=False) if made is not None and made.plan.touched else []
        if steps:  # what Show me did with the cards placed before, never silently
            text = self.tr("{done} As hinted: {steps}.").format(done=text, steps=self._joined(steps))
        self.table.show_status(text)
        self.table.update_buttons()
