"""The hint at the table: asking for it on the seat flow's worker, showing the whole move
(every card it plays, the groups it changes and the places its cards go, outlined and
named), and Show me, which makes the move through the table's own gestures for the player
to confirm.

* A turn on a working copy of the table (the Manipulation family): its hint and Show me
  are :class:`~.copy_hinting.CopyHinting`'s, on this base.
* A lesson's hint is the step's own move, so the bubble and the hint never disagree.
* The draw-and-discard games: the hint is the judge's move (the review's best), worked
  out by the seat's :class:`~rummy_desktop.advice.seat.SeatAdvisor`, which is told of
  every move the seat makes. They have no working copy and no undo, so Show me plays nothing
  by itself: it picks up the cards of the move's next step and puts the keyboard focus on
  the place they go (the stock or the pile for a draw); Enter, or a click there, makes
  it, and Esc puts the cards back. A move of two steps (take the discard, then meld it)
  goes on with its second step once the first is made.

The prompts a move meets on the way (which card a joker stands for, a swap or a lay-off)
are answered as the hint says while Show me plays.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, QTimer

from rummy_desktop.advice.hints import hint_of
from rummy_desktop.advice.seat import SeatAdvisor
from rummy_desktop.core.actions import (
    Buy,
    Commit,
    Dig,
    Discard,
    Draw,
    Knock,
    LayOff,
    Meld,
    MeldMany,
    Pass,
    SwapJoker,
    TakeDiscard,
    Withdraw,
)
from rummy_desktop.session.working_copy import building_order

from . import round_goal
from .buy_offer import BuyOffer
from .cardscene import DISCARD, GROUP, HAND, NEW, STOCK
from .reasons import card_text, cards_text, group_text

if TYPE_CHECKING:
    from .flow import SeatFlow

# The event each kind of action brings about (Show me's next step waits for it).
_EVENT = {Draw: "drew", TakeDiscard: "took_discard", Dig: "dug", Meld: "melded", LayOff: "laid_off",
          SwapJoker: "swapped_joker", Discard: "discarded", Pass: "passed", Knock: "knocked",
          MeldMany: "melded", Buy: "took_discard"}


class LessonSteps:
    """The lesson a seat is taught (its channel): the hint is the step's own move, so the
    bubble and the hint never disagree."""

    def __init__(self, channel: Any) -> None:
        self.channel = channel

    def hint(self, view: Any) -> Any:
        """The hint of the step's own move (None: the step waits for none)."""
        expected = self.channel.expected_actions()
        return hint_of(view, tuple(expected)) if expected else None


class Hinting(QObject):
    """The hint of one seat's flow (see the module docstring)."""

    # a hint asked again in the same position is the one shown then: the search stops at
    # its time, so it might answer otherwise
    keeps = True

    def __init__(self, flow: SeatFlow, lesson: LessonSteps | None = None) -> None:
        super().__init__(flow)
        self.flow = flow
        self.lesson = lesson
        self.shown: Any = None  # the hint on show (None: none)
        self._kept: tuple[str, Any] | None = None
        self._asked: str | None = None
        self._plan: list[Any] = []  # the steps Show me still has to offer
        self._coming = False  # a step was made and the next is offered once the table settles
        self._made: Any = None  # the hint Show me is making (its plan, for its words)
        self.answers: dict[str, Any] = {}  # the prompts' answers while Show me plays
        self.advisor = SeatAdvisor(flow.seat)  # the seat's hints, told of every move it makes

    @property
    def table(self):
        return self.flow.table

    # -- asking ---------------------------------------------------------------------

    def ask(self) -> None:
        """Hint pressed: work out the hint on the worker (at once when it is kept)."""
        flow = self.flow
        if not flow.my_turn() or flow.busy():
            return
        self.stop()
        view = flow.view
        if self.in_lesson():  # one voice: the hint is the step's move
            lesson = self.lesson_hint()
            if lesson is None:
                self.table.show_status(self.tr("This step asks for no move: read it and press Next."))
                return
            self.show(lesson)
            self.table.hintUsed.emit()
            return
        self._search(view)

    def _search(self, view: Any) -> None:
        """The hint of ``view`` from the seat's advisor, on the worker (at once when kept)."""
        flow = self.flow
        advisor, moves = self.advisor, self.advisor.moves()
        self._asked = f"{len(moves)} {view!r}" if self.keeps else None
        if self._asked is not None and self._kept is not None and self._kept[0] == self._asked:
            self.show(self._kept[1])
            self.table.hintUsed.emit()
            return
        flow.run_job("hint", lambda: advisor.hint(view, moves))

    def record(self, view: Any, action: Any) -> None:
        """The seat made ``action`` in ``view`` (every move, hinted or not: the judge
        remembers what the seat saw, as the review's does)."""
        self.advisor.record(view, action)

    def reminder(self, view: Any) -> Any:
        """The mandatory-meld reminder's play (on the worker): the hint, or None when there
        is no play."""
        h = self.advisor.hint(view)
        return None if h is None or h.no_play else h

    def in_lesson(self) -> bool:
        return self.lesson is not None

    def lesson_hint(self) -> Any:
        """In a lesson, the hint of the step's own move (None: the step waits for none)."""
        return self.lesson.hint(self.flow.view) if self.lesson is not None else None

    def answered(self, result: Any) -> None:
        """The worker's hint."""
        if self._asked is not None:
            self._kept = (self._asked, result)
        self.show(result)
        self.table.hintUsed.emit()

    # -- showing --------------------------------------------------------------------

    def clear(self) -> None:
        """No hint on show (the table changed; the scene lays itself out afterwards)."""
        self.shown = None
        scene = self.table.scene
        scene.hint_cards, scene.hint_groups, scene.hint_places = set(), set(), set()

    def show(self, hint: Any) -> None:
        """Show ``hint`` (a :class:`rummy_desktop.advice.hints.Hint`, or None: no move):
        every card of the move outlined, the groups it changes and the places its cards go
        to, and the move in words."""
        self.shown = hint
        if hint is None:
            self.table.show_status(self._no_play_text())
            self.table.update_buttons()
            return
        cards, groups, places = self._marks(hint)
        self.table.scene.set_hint(cards, groups, places)
        self.table.show_status(self.text(hint))
        self.table.update_buttons()

    def _marks(self, hint: Any) -> tuple[set[int], set[int], set[str]]:
        """(cards, groups of the table as shown, places) to outline for ``hint``."""
        flow = self.flow
        first = (hint.actions or (None,))[0]
        cards = set(hint.cards) or ({hint.card} if hint.card is not None else set())
        groups = {g for g in hint.groups if 0 <= g < len(flow.view.table)}
        places: set[str] = set()
        if isinstance(first, Draw):
            places.add(STOCK)
        elif isinstance(first, (TakeDiscard, Dig, Discard, Knock, Buy)):
            places.add(DISCARD)
        elif isinstance(first, (Meld, MeldMany)):
            places.add(NEW)
        return cards, groups, places

    def _no_play_text(self) -> str:
        return self.flow.no_play_text()

    def _group_text(self, group: int) -> str:
        """A table group by its cards, as the player sees it (a joker with its card)."""
        v = self.flow.view
        if not 0 <= group < len(v.table):
            return ""
        return group_text(v.table[group], v.declared, v.rules)

    def text(self, hint: Any) -> str:
        """The whole move in words: every card it plays and where it goes."""
        flow = self.flow
        first = (hint.actions or (None,))[0]
        follow = hint.actions[1] if len(hint.actions) > 1 else None
        reason, params = hint.reason, dict(hint.params or {})
        if hint.done:
            return self.tr("Hint: every group is valid and no other card of your hand can be played: press Done.")
        if hint.no_play:
            text = self._no_play_text()
            back = self._plan_clauses(hint)
            return self.tr("Hint: {steps}. {rest}").format(steps=self._joined(back), rest=text) if back else text
        offer = BuyOffer.hint_text(first, flow.view)  # the discard offered out of turn: Buy or Pass
        if offer is not None:
            return offer
        if isinstance(first, MeldMany):
            return round_goal.hint_text(first)
        if reason in ("draw_stock", "take_discard", "knock") or isinstance(first, Discard):
            return self.advice_text(reason, params)
        if isinstance(first, Draw):
            return flow.draw_hint_text()
        if isinstance(first, Pass):
            return flow.pass_hint_text()
        if isinstance(first, Knock):
            return self.tr("Hint: discard {card} and knock.").format(card=card_text(first.card))
        if isinstance(first, Withdraw):
            return self.tr("Hint: press Withdraw (+3) twice: the table goes back as it was, you draw three cards "
                           "and your turn ends.")
        if isinstance(first, (TakeDiscard, Dig)):
            card = card_text(hint.card)
            if isinstance(follow, Meld):
                others = cards_text([c for c in self._meld_order(follow) if c != hint.card], follow.jokers)
                if isinstance(first, TakeDiscard):
                    return self.tr("Hint: take {card} from the discard pile and meld it at once with {cards}.").format(
                        card=card, cards=others)
                return self.tr("Hint: dig {card} out of the discard pile (you take the cards above it too) and "
                               "meld it at once with {cards}.").format(card=card, cards=others)
            if isinstance(follow, (LayOff, SwapJoker)):
                group = self._group_text(follow.group)
                if isinstance(first, TakeDiscard):
                    return self.tr("Hint: take {card} from the discard pile and lay it off at once on {group}.").format(
                        card=card, group=group)
                return self.tr("Hint: dig {card} out of the discard pile (you take the cards above it too) and "
                               "lay it off at once on {group}.").format(card=card, group=group)
            if isinstance(first, Dig):
                return self.tr("Hint: dig {card} out of the discard pile (you take the cards above it too).").format(
                    card=card)
            return self.tr("Hint: take {card} from the discard pile.").format(card=card)
        if isinstance(first, Meld):
            return self.tr("Hint: meld {cards}.").format(cards=cards_text(self._meld_order(first), first.jokers))
        if isinstance(first, SwapJoker):
            return self.tr("Hint: put {card} in the place of the joker of {group}, and take the joker.").format(
                card=card_text(first.card), group=self._group_text(first.group))
        if isinstance(first, LayOff):
            return self.tr("Hint: lay {card} off on {group}.").format(
                card=card_text(first.card, first.joker_as), group=self._group_text(first.group))
        return self.tr("Hint: you can play {cards}.").format(cards=cards_text(hint.cards))

    def _meld_order(self, meld: Meld) -> list[int]:
        """A meld's cards as the table will show them (a run by rank, a set by suit)."""
        rules = self.flow.view.rules
        return building_order(meld.cards, dict(meld.jokers), rules.meld) if rules is not None else list(meld.cards)

    def _joined(self, steps: list[str]) -> str:
        """The steps of a hint one after the other (French puts a space before the ";")."""
        return self.tr("; ", "between the steps of a hint").join(steps)

    def _plan_clauses(self, hint: Any, kept: bool = True) -> list[str]:
        """What the hint does with the cards the player placed this turn, in words."""
        plan = hint.plan
        out = []
        for card, why in plan.back:
            if why == "cannot_join":
                out.append(self.tr("take {card} back: it cannot join a group this turn").format(card=card_text(card)))
            else:
                out.append(self.tr("take {card} back: the best play does without it").format(card=card_text(card)))
        declared = dict(hint.actions[0].jokers) if hint.actions and isinstance(hint.actions[0], Commit) else {}
        rules = self.flow.view.rules
        for cards, group in plan.moved:
            out.append(self.tr("move {cards} to {group}").format(
                cards=cards_text(cards, declared), group=group_text(group, declared, rules)))
        rest = any(c not in plan.kept for c in hint.cards)
        if kept and plan.kept and (plan.moved or plan.back or rest or not out):
            out.append(self.tr("keep {cards} where they are").format(cards=cards_text(plan.kept, declared)))
        return out

    def advice_text(self, reason: str, params: dict[str, Any]) -> str:
        """The words of a draw-and-discard hint's reason (:mod:`rummy_desktop.advice.reasons`)."""
        card = card_text(params["card"]) if params.get("card") is not None else ""
        n = int(params.get("outs", params.get("cards", 0)))
        if reason == "knock":
            return self.tr("Hint: discard {card} and knock: %n point(s) of deadwood left.", "",
                           int(params.get("points", 0))).format(card=card)
        if reason == "draw_stock":
            if not card:
                return self.tr("Hint: draw a card from the stock.")
            if params.get("helps"):
                return self.tr("Hint: draw a card from the stock: {card} on the discard pile would help your hand, "
                               "but over the rest of the round drawing did better.").format(card=card)
            return self.tr("Hint: draw a card from the stock: {card} on the discard pile does not help "
                           "your hand.").format(card=card)
        if reason == "take_discard":
            return self.tr("Hint: take {card} from the discard pile: with it, %n card(s) you have not seen "
                           "would complete a meld.", "", n).format(card=card)
        if reason == "discard_feeds":
            return self.tr("Hint: discard {card}, not {kept}: the next player could play {kept} at "
                           "once.").format(card=card, kept=card_text(params["kept"]))
        if reason == "discard_endgame":
            return self.tr("Hint: discard {card}: a player has only %n card(s) left, so get rid of "
                           "points.", "", n).format(card=card)
        if reason == "discard_no_chances":
            points = int(params.get("points", 0))
            if not params.get("costliest", True):
                return self.tr("Hint: discard {card}: no card you have not seen would complete a meld with your "
                               "hand; over the rest of the round it scored best of the cards you may "
                               "throw away (%n point(s)).", "", points).format(card=card)
            if params.get("feeds"):
                return self.tr("Hint: discard {card}: no card you have not seen would complete a meld with your "
                               "hand, and {card} is the costliest card the next player cannot play at once "
                               "(%n point(s)).", "", points).format(card=card)
            return self.tr("Hint: discard {card}: no card you have not seen would complete a meld with your "
                           "hand, so throw away the costliest card (%n point(s)).", "", points).format(card=card)
        if params.get("most"):
            return self.tr("Hint: discard {card}: it keeps the most chances to meld (%n card(s) you have "
                           "not seen would complete a meld with the cards you keep).", "", n).format(card=card)
        return self.tr("Hint: discard {card}: %n card(s) you have not seen would still complete a meld "
                       "with the cards you keep.", "", n).format(card=card)

    # -- Show me --------------------------------------------------------------------------

    def can_show(self) -> bool:
        """Show me has something to play."""
        h = self.shown
        return bool(h is not None and h.actions and not h.done and self.flow.my_turn()
                    and not self.building and self.offered is None)

    def show_me(self) -> None:
        """Make the hint's move through the table's gestures (see the module docstring)."""
        flow = self.flow
        h = self.shown
        if not self.can_show() or flow.busy():
            return
        self.answers = {"jokers": {}, "swap": None}
        for a in h.actions:
            self.answers["jokers"].update(getattr(a, "jokers", None) or {})
            if isinstance(a, LayOff) and a.joker_as is not None:
                self.answers["jokers"][a.card] = a.joker_as
            if isinstance(a, SwapJoker):
                self.answers["swap"] = True
            elif isinstance(a, LayOff):
                self.answers["swap"] = False
        self._made = h
        if self._begin(h):
            return
        self._plan = list(h.actions)
        self._offer(self._plan[0])

    def _begin(self, hint: Any) -> bool:
        """Show me's own way with ``hint`` where the turn has one (True: begun); else it
        offers the move's steps one at a time."""
        return False

    def stop(self) -> None:
        """Show me stops (the player did something else, or the hint is gone)."""
        self._plan = []
        self._coming = False
        self.answers = {}

    @property
    def offered(self) -> Any:
        """The step of the hinted move Show me offers the player now (the cards picked up,
        the focus where they go), or None."""
        return self._plan[0] if self._plan else None

    @property
    def building(self) -> bool:
        """Show me is moving the cards of a hinted table (a turn on a working copy: see
        :class:`~.copy_hinting.CopyHinting`)."""
        return False

    def offers_pass(self) -> bool:
        """Show me's next step is a pass (Enter on the pile lets the offered card go)."""
        return isinstance(self.offered, Pass)

    def between_steps(self) -> bool:
        """Show me made a step and offers the next once the cards have moved: a key pressed
        meanwhile would act on the focus of the step before."""
        return self._coming

    def _when_settled(self, fn) -> None:
        if self.flow.closed:
            return
        if self.table.scene.busy or self.flow.channel.busy:
            QTimer.singleShot(max(20, self.table.scene.duration(0.3)), self, lambda: self._when_settled(fn))
            return
        fn()

    def _offer(self, action: Any) -> None:
        """Draw and discard: pick up the cards of ``action`` and put the focus where they
        go, for the player to make it (Enter or a click) or put back (Esc)."""
        self._coming = False
        flow, table = self.flow, self.table
        scene = table.scene
        v = flow.view
        cards: list[int] = []
        groups: set[int] = set()
        if isinstance(action, Draw):
            slot, place = (STOCK, None), STOCK
            text = self.tr("Show me: press Enter, or click the stock, to draw.")
        elif isinstance(action, Buy):  # the discard offered out of turn: Enter on the pile, or Buy
            slot, place = (DISCARD, v.discard[-1] if v.discard else None), DISCARD
            text = self.tr("Show me: press Enter, or click Buy, to buy {card}.").format(
                card=card_text(v.discard[-1]) if v.discard else "")
        elif isinstance(action, Pass):  # the first upcard's offer, the discard offered, or the turn
            slot, place, text = flow.offer_pass(v)
        elif isinstance(action, Knock):  # Knock discards the card selected
            table.held = []
            scene.selection = {action.card}
            scene.set_hint({action.card}, set(), {DISCARD})
            self._focus((HAND, action.card))
            table.show_status(self.tr("Show me: {card} selected: press Knock to discard it and knock; Esc puts it "
                                      "back.").format(card=card_text(action.card)))
            table.update_buttons()
            return
        elif isinstance(action, (TakeDiscard, Dig)):
            card = v.discard[-1] if isinstance(action, TakeDiscard) else action.card
            slot, place = (DISCARD, card), DISCARD
            text = self.tr("Show me: press Enter, or click {card} on the discard pile, to take it.").format(
                card=card_text(card))
        elif isinstance(action, Discard):
            cards = [action.card]
            slot, place = (DISCARD, v.discard[-1] if v.discard else None), DISCARD
            text = self.tr("Show me: {cards} picked up: press Enter, or click the discard pile, to discard it; "
                           "Esc puts it back.").format(cards=card_text(action.card))
        elif isinstance(action, MeldMany):  # the round's goal: every card picked up, dropped at once
            cards = [c for m in action.melds for c in m]
            slot, place = (NEW, None), NEW
            text = self.tr("Show me: {cards} picked up: press Enter, or click Lay your goal, to lay it; Esc puts "
                           "them back.").format(cards=cards_text(cards, action.jokers))
        elif isinstance(action, Meld):
            cards = list(action.cards)
            slot, place = (NEW, None), NEW
            text = self.tr("Show me: {cards} picked up: press Enter, or click New meld, to meld them; Esc puts "
                           "them back.").format(cards=cards_text(cards))
        elif isinstance(action, (LayOff, SwapJoker)):
            cards = [action.card]
            group = v.table[action.group] if 0 <= action.group < len(v.table) else []
            slot, place = (GROUP, action.group, group[-1] if group else None), ""
            groups = {action.group}
            text = self.tr("Show me: {cards} picked up: press Enter, or click the group outlined, to play it; "
                           "Esc puts it back.").format(cards=card_text(action.card))
        else:
            self.stop()
            return
        table.held = list(cards)
        scene.selection = set(cards)
        scene.set_hint(set(cards), groups, {place} if place else set())
        self._focus(slot)
        table.show_status(text)
        table.update_buttons()

    def _focus(self, slot: tuple) -> None:
        """The keyboard focus on the table, on ``slot`` (where the cards go)."""
        found = self.table.scene.focus.find(slot)
        if found is not None:
            self.table.scene.focus.put(*found)
            self.table.view_widget.setFocus()  # the ring shows with the focus

    def played(self, events: list) -> None:
        """This seat's own move was made: Show me's next step, or its end."""
        if not self._plan:
            return
        kind = _EVENT.get(type(self._plan[0]))
        if not any(e.kind == kind and e.seat == self.flow.seat for e in events):
            self.stop()
            return
        self._plan.pop(0)
        if not self._plan:
            self.stop()
            return
        self._coming = True
        self._when_settled(self._next)

    def _next(self) -> None:
        if self._plan and self.flow.my_turn():
            self._offer(self._plan[0])
        else:
            self.stop()
