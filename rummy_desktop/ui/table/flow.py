"""The seat's game flow at the table: what the player may do now and what happens when
they do it, after KDE kpat's shape (a card scene that knows no rules, and a dealer per
game). The table widget (:mod:`.widget`) draws the scene and the buttons and turns
gestures into calls on a :class:`SeatFlow`, the seat's controller: one per turn structure
(:func:`make_flow` chooses it from ``rules.structure``, never from a rule set's name),

* :class:`~.draw_discard.DrawDiscardFlow`: draw, meld, lay off, discard, knock; the
  discard offered out of turn and the round's goal are its parts (:mod:`.buy_offer`,
  :mod:`.round_goal`);
* :class:`~.copy_flow.CopyFlow`: the working copy of the Manipulation family (Done,
  Undo, Withdraw).

This base plays the seat through its
:class:`~rummy_desktop.session.seat_channel.SeatChannel` (a local game, a network game, a
lesson): submitting actions and saying why one is refused, hints on a worker thread, turn
prompts, the move log, and the pace of the other seats. A controller renders nothing: it
answers :meth:`SeatFlow.controls` (the buttons' state, which the widget draws) and the
table's state (:meth:`SeatFlow.table_state`), and words its news on the status line.

It never decides rules: it asks the engine through the channel (and the Done check of the
working copy) and shows the answer; a refusal is shown in words and changes nothing.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from types import SimpleNamespace
from typing import TYPE_CHECKING, Any, Protocol

from PySide6.QtCore import QObject, QTimer, Signal

from rummy_desktop.core.actions import Dig, Discard, IllegalAction, LayOff, Meld, TakeDiscard
from rummy_desktop.core.deadwood import best_arrangement
from rummy_desktop.core.drawdiscard import MeldPosition, judge_house, judge_house_meld
from rummy_desktop.session.move_log import MoveLog
from rummy_desktop.session.seat_channel import SeatChannel, Update
from rummy_desktop.session.worker import Worker

from .. import seat_names
from . import joker_prompt
from .cardscene import HAND, TableState, Target
from .event_words import EventWords
from .hinting import Hinting, LessonSteps
from .reasons import reason_text

if TYPE_CHECKING:
    from .widget import TableWidget


class _Outcome:
    """A worker's answer. (Never send a bare None through a queued ``object`` signal:
    PySide6 6.12 loses a reference to None on the way.)"""

    __slots__ = ("token", "result", "error")

    def __init__(self, token: int, result: Any, error: Any) -> None:
        self.token, self.result, self.error = token, result, error


class _Relay(QObject):
    """Carries the worker thread's answers to the UI thread (a queued connection)."""

    done = Signal(object)


# The table before a round's first move, for the move log (see :meth:`SeatFlow.begin_log`).
_BEFORE_THE_DEAL = SimpleNamespace(table=(), loose=(), round_no=None)


@dataclass
class Deadwood:
    """The player's deadwood in a game with a knock, for the widget to word: the points
    the hand keeps (or, after drawing, what the Knock button's discard ``after`` leaves),
    the round's knock limit and the first upcard that set it (None: not named)."""

    points: int
    after: int | None
    limit: int
    upcard: int | None


@dataclass
class Controls:
    """What the seat's buttons show now: the state a controller emits and the widget
    renders (see :meth:`SeatFlow.controls`)."""

    primary: str = "draw"  # what the primary button does: "draw", "pass" or "knock"
    primary_enabled: bool = False
    knock_card: int | None = None  # Knock discards this card (its tooltip names it)
    primary_reason: str = ""  # a reason code for the tooltip of a disabled primary button
    working_copy: bool = False  # Done and Undo are shown
    done_enabled: bool = False
    undo: str = "undo"  # "undo", "withdraw" or "withdraw_armed" (press again to confirm)
    undo_enabled: bool = False
    deadwood: Deadwood | None = None


class TurnController(Protocol):
    """What each turn structure's controller adds to :class:`SeatFlow` (the draw-and-discard
    one, :class:`~.draw_discard.DrawDiscardFlow`; the working copy's,
    :class:`~.copy_flow.CopyFlow`): the base calls these, and a controller class that lacks
    one is refused when it is defined (``SeatFlow.__init_subclass__``)."""

    def controls(self) -> Controls:
        """The buttons' state now (the widget renders it)."""
        ...

    def table_state(self, hand: list[int], seats: list) -> TableState:
        """What the scene shows: ``hand`` in the player's order, the seat panels, and the
        table as this turn structure shows it."""
        ...

    def press_primary(self) -> None:
        """The primary button (Draw, Pass or Knock; the key D)."""
        ...

    def stock_clicked(self) -> None:
        """A click (or Enter) on the stock."""
        ...

    def _prompt_mine(self, view: Any) -> str:
        """What the player can do on their turn, in a few words."""
        ...

    def _drop_here(self, cards: list[int], target: Target) -> bool:
        """A drop on the player's turn, other than a reorder of the hand."""
        ...

    def no_play_text(self) -> str:
        """The hint found no play: what to do instead, in words."""
        ...

    def draw_hint_text(self) -> str:
        """The hint's words for a draw."""
        ...

    def pass_hint_text(self) -> str:
        """The hint's words for a pass."""
        ...

    def offer_pass(self, view: Any) -> tuple[tuple, str, str]:
        """Show me's pass: (the focus slot, the place outlined, the words)."""
        ...


# the hooks of :class:`TurnController`
HOOKS = tuple(n for n in vars(TurnController) if not n.startswith("__") and callable(vars(TurnController)[n]))


class SeatFlow(QObject):
    """One human seat's play at the table (see the module docstring), through ``channel``
    (``own_channel``: a local game's, closed with the table). ``lesson``: the lesson the
    seat is taught (its channel), whose steps give the hints."""

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        missing = sorted(n for n in HOOKS if not callable(getattr(cls, n, None)))
        if missing:
            raise TypeError(f"{cls.__name__} lacks what a turn controller adds: {', '.join(missing)}")

    # the hint's part (a turn structure may bring its own: see CopyFlow)
    hinting_class: type[Hinting] = Hinting

    def __init__(self, table: TableWidget, channel: SeatChannel, seat: int, lesson: Any = None,
                 own_channel: bool = False) -> None:
        super().__init__(table)
        self.table = table
        self.seat = seat
        self._own_channel = own_channel  # closed with the table (a local game's)
        self.channel = channel
        self.channel.listen(self._on_update)
        self.wc: Any = None  # the working copy, in a turn structure that has one (see CopyFlow)
        self._token = 0
        self._job_kind: str | None = None
        self._scheduled = False
        self._closed = False
        self.words = EventWords(self)
        self.hinting = self.hinting_class(self, LessonSteps(lesson) if lesson is not None else None)
        self._last_events: list = []
        self.worker = Worker("rummy-table-search")  # hints, on a Python thread: see session/worker.py
        self.relay = _Relay(self)
        self.relay.done.connect(self._job_done)
        # what each seat did this round, and the marks it leaves (a resumed game's, read again)
        log = self.channel.round_log()
        self.log = log if log is not None else MoveLog(seat)
        self.view = self.channel.view()
        for view, action in self.channel.round_moves():  # a resumed game: what the seat saw
            self.hinting.record(view, action)
        # what the table kept with the game when it was saved (see session.kept_table)
        self.kept = self.channel.kept()
        self.hints_used = self.kept.hints if self.kept is not None else 0
        self._kept_turn = self.kept.turn if self.kept is not None else None
        self._opening_note = reason_text("kept_table_damaged") if self.channel.kept_problem else ""
        self._acted = False  # the player's edits cleared the marks since the last action

    # -- the parts a turn structure adds --------------------------------------------------

    def parts(self) -> list[Any]:
        """The controller's parts with a button of their own (the Buy offer): the widget
        puts their buttons in its bar and retranslates them."""
        return []

    def shown_state(self, hand: list[int], seats: list, groups: list[list[int]], loose: list[int],
                    declared: dict[int, int]) -> TableState:
        """The scene's state with the table as shown (``groups``, ``loose``, ``declared``)."""
        v = self.view
        return TableState(hand=hand, groups=groups, declared=declared, problems=self.table_problems(),
                          marked=set(self.log.marked), fresh=set(self.log.fresh), loose=loose,
                          stock=v.stock_count, discard=list(v.discard), discard_count=v.discard_count,
                          has_discard=self.channel.structure.discard_pile,
                          spread=bool(v.rules is not None and v.rules.dig), seats=seats)

    def deadwood(self, knock: tuple[int, int] | None) -> Deadwood | None:
        """The player's deadwood, in a game with a knock: the hand's, or after drawing what
        the Knock button's discard (``knock``: the card and the points it leaves) would
        leave; None in a game without a knock."""
        v = self.view
        rules = v.rules
        if rules is None or rules.knock is None or v.seat is None or not v.hand:
            return None
        points = knock[1] if knock is not None else best_arrangement(list(v.hand), rules.meld,
                                                                     rules.knock.points).points
        # the round's knock limit, which a rule set may set per round from the first upcard:
        # the upcard is named too, as it is soon buried under the discards (52: a joker turned up)
        upcard = v.upcard if rules.first_upcard and v.upcard is not None and v.upcard < 52 else None
        return Deadwood(points, knock[0] if knock is not None else None, rules.knock.limit, upcard)

    def new_slot(self) -> str:
        """The new-group slot the table offers now: "group" (the working copy's), "meld"
        (a new meld), "goal" (the round's goal laid whole), or "" (none)."""
        return ""

    def press_done(self, knock: bool = False) -> None:
        """Done (Ctrl+Enter): nothing in a turn structure without a working copy."""

    def press_undo(self) -> None:
        """Ctrl+Z in a turn structure without Undo: there is no Undo button to be disabled."""
        self.table.show_refusal("no_undo")

    def table_problems(self) -> dict[int, str]:
        """Each group shown that is not valid, with why (in words)."""
        return {}

    def _follow_view(self) -> None:
        """The view was read again (see :meth:`sync`)."""

    def _turn_kept(self) -> dict | None:
        """The turn under way, kept with a saved game (None: nothing to keep)."""
        return None

    def _refusal_shown(self, e: IllegalAction) -> bool:
        """Show a refusal on the table itself rather than in words only (False: not)."""
        return False

    def _job_answered(self, kind: str, result: Any, error: Any) -> None:
        """A worker's answer of a kind of this controller's own."""

    def _draggable_here(self, card: int) -> bool:
        """May ``card``, not in the hand, be dragged? A melded joker (dragged out, it is
        swapped or says why not)."""
        if card in self.view.declared:
            return not self.busy()
        return False

    def selects_on_table(self) -> bool:
        """A click (or Space) on a card of the table (a group, the loose cards) selects
        it, as in the hand: the player rearranges the table now (False: a click on a group
        lays the cards selected off there)."""
        return False

    def hand_shown(self, order: list[int]) -> list[int]:
        """The hand's cards as the table shows them, in ``order`` (the player's)."""
        return list(order)

    # -- the seat --------------------------------------------------------------------------

    def begin_log(self) -> None:
        """The move log opens on the round in progress, with what happened in it before
        this table came (a network seat taken back, a resumed network table)."""
        self.log.begin(self.view)
        history = self.channel.history()
        if history:  # the round from its deal (its table empty), in one go
            self.log.feed(_BEFORE_THE_DEAL, [e for update in history for e in update.events])

    def sync(self) -> None:
        """Read the seat's view again (a working copy follows it)."""
        self.view = self.channel.view()
        self._follow_view()
        self._kept_turn = None  # a kept turn belongs to the position the game was resumed at

    def opening_status(self) -> str:
        """The status line when the table opens: what became of a turn left unfinished,
        then what the player can do now."""
        note, self._opening_note = self._opening_note, ""
        now = self.turn_prompt()
        return f"{note} · {now}" if note and now else (note or now)

    def keep(self) -> None:
        """Give the game what the table shows besides it, to be saved with it: the hand's
        order, the hints asked and, in the Manipulation family, the turn under way."""
        try:
            self.channel.keep(list(self.table.hand_order), self.hints_used, self._turn_kept())
        except OSError as e:
            self.table.show_status("⚠ " + self.tr("The game could not be saved: {error}").format(
                error=e.strerror or e))

    def hint_counted(self) -> None:
        """A hint was shown: counted with the game (in the statistics when it ends)."""
        self.hints_used += 1
        self.keep()

    def my_turn(self) -> bool:
        v = self.view
        return v.phase not in ("over", "between_rounds") and v.turn == self.seat

    def busy(self) -> bool:
        self.table.scene.hurry()  # asked as the player acts: no animation makes them wait
        return self.table.scene.busy or self.channel.busy

    def seat_name(self, s: int) -> str:
        return seat_names.seat_name(self.channel.seats(), s, self.seat)

    def seat_short(self, s: int) -> str:
        """Seat ``s``'s name in a few letters ("C2"), for a narrow seat panel."""
        return seat_names.short_name(self.channel.seats(), s, self.seat)

    def set_paused(self, paused: bool) -> None:
        """While paused (a score sheet open over the table) computer seats do not move, so
        nothing happens behind the sheet; they go on when it closes."""
        self.channel.pause(paused)
        if not paused:
            self.schedule()

    def shutdown(self) -> None:
        """Stop: no more hints, and the table's own game stops asking computer seats (a
        move being searched is waited for)."""
        self._closed = True
        self._token += 1
        self.worker.close()
        if self._own_channel:
            self.channel.close()

    def turn_prompt(self) -> str:
        """What the player can do now, in a few words (empty when it is not their turn)."""
        v = self.view
        if v.phase == "between_rounds":
            return self.tr("The round is over: deal the next round or end the game.") if self.seat == 0 else ""
        if not self.my_turn():
            return self.tr("Waiting for {who}…").format(who=self.seat_name(v.turn)) if v.phase != "over" else ""
        return self._prompt_mine(v)

    def status_now(self) -> str:
        """The status line again (a new language): the last move and what to do now."""
        text = self.describe_events(self._last_events)
        prompt = self.turn_prompt()
        return f"{text} · {prompt}" if text and prompt else (text or prompt)

    # -- acting ------------------------------------------------------------------------------

    def submit(self, action: Any) -> bool:
        """A human action for this seat. A refusal is shown in words and changes nothing."""
        seat = self.seat
        view = self.view
        try:
            events = self.channel.submit(action)
        except IllegalAction as e:
            if not self._refusal_shown(e):
                self.table.show_refusal(e.code, e.params)
            return False
        self.hinting.record(view, action)
        self.table.put_down()
        self._after(seat, events)
        return True

    def submit_with_jokers(self, make: Callable[[dict[int, int]], Any]) -> bool:
        """Submit ``make(jokers)``, asking the joker prompt while the engine needs a face.
        A refusal is shown in words and changes nothing."""
        try:
            return self.apply_asking(make)
        except IllegalAction as e:
            self.table.show_refusal(e.code, e.params)
            return False

    def apply_asking(self, make: Callable[[dict[int, int]], Any]) -> bool:
        """Apply ``make(jokers)`` for this seat, asking which card a joker is while the
        engine needs a face: only among the faces the house rules accept (none: their
        refusal, before any question; one: that one). False when the player cancels;
        IllegalAction when refused."""
        jokers: dict[int, int] = {}
        for _ in range(8):
            view, action = self.view, make(jokers)
            try:
                events = self.channel.submit(action)
            except IllegalAction as e:
                card = e.params.get("card")
                if e.code != "joker_declaration_needed" or card in jokers:
                    raise
                choices = self.faces_accepted(card, e.params.get("choices", []),
                                              lambda face: make({**jokers, card: face}))
                face = self.hinting.answers.get("jokers", {}).get(card)
                if face not in choices:
                    face = choices[0] if len(choices) == 1 else joker_prompt.ask_joker_face(self.table, card, choices)
                if face is None:
                    self.table.show_status(self.tr("Cancelled: the joker needs a card."))
                    return False
                jokers[card] = face
                continue
            self.hinting.record(view, action)
            self.table.put_down()
            self._after(self.seat, events)
            return True
        return False

    def faces_accepted(self, joker: int, choices: list[int], move: Callable[[int], Any]) -> list[int]:
        """The faces of ``choices`` the joker may take for the house rules, ``move(face)``
        being the move with that face: the joker prompt offers only these, so the player
        is never asked for a face the house rules then refuse. Their refusal
        (IllegalAction; a failing judge's too) when they accept none."""
        house = getattr(self.view.rules, "house", None)
        if house is None or not (house.meld_judges or house.action_judges) or not choices:
            return list(choices)
        pos = MeldPosition.of_view(self.view)
        accepted_faces, refusal = [], None
        for face in choices:
            action = move(face)
            try:
                judge_house(pos, action)
                if house.meld_judges and isinstance(action, (Meld, LayOff)):
                    judge_house_meld(pos, action)
            except IllegalAction as refused:
                refusal = refusal or refused
                continue
            accepted_faces.append(face)
        if not accepted_faces:
            raise refusal
        return accepted_faces

    def _after(self, seat: int, events: list) -> None:
        self._last_events = events
        self._acted = False
        # self.view is still the view before the events: the log words what changed
        self.log.feed(self.view, events)
        self.table.move_log.sync(self.log.entries)
        text = self.describe_events(events)
        ended = [e for e in events if e.kind == "round_ended"]
        over = [e for e in events if e.kind == "game_ended"]
        self.table.refresh(animate=True, events=events)
        self.table.play_sounds(seat, events)
        for ev in events:
            if ev.kind == "drew" and ev.seat != self.seat:
                self.table.scene.ghost_move("stock", ev.seat, ev.data.get("count", 1))
        drew = seat == self.seat and any(e.kind in ("drew", "took_discard", "dug") for e in events)
        if self.my_turn() and (seat != self.seat or drew) or any(e.kind == "round_started" for e in events):
            prompt = self.turn_prompt()
            text = f"{text} · {prompt}" if text and prompt else (text or prompt)
        if text:
            self.table.show_status(text)
        if seat == self.seat:
            self.hinting.played(events)
        for ev in ended:
            self.table.roundEnded.emit(dict(ev.data))
        for ev in over:
            self.table.gameEnded.emit(dict(ev.data))

    def describe_events(self, events: list) -> str:
        """What ``events`` did, in words, as the status line says it."""
        return self.words.events(events)

    # -- hints -------------------------------------------------------------------------------

    def ask_hint(self) -> None:
        self.hinting.ask()

    def show_me(self) -> None:
        self.hinting.show_me()

    def clear_hint(self) -> None:
        self.hinting.clear()

    def show_hint(self, hint: Any) -> None:
        """Show a hint (a :class:`rummy_desktop.advice.hints.Hint`, or None: no play found):
        see :class:`.hinting.Hinting`."""
        self.hinting.show(hint)

    # -- the worker --------------------------------------------------------------------------

    @property
    def closed(self) -> bool:
        return self._closed

    @property
    def searching(self) -> bool:
        """A search runs on the worker (a hint, the mandatory-meld reminder's): its answer
        is waited for."""
        return self._job_kind is not None

    @property
    def searches(self) -> int:
        """How many searches the table started (one more when it closes: a late answer is
        dropped); an answer belongs to the last one."""
        return self._token

    def run_job(self, kind: str, fn: Callable[[], Any]) -> None:
        """Run ``fn`` on the worker; its answer comes back to :meth:`_job_answered` (a hint:
        to the hinting), unless the table moved on meanwhile."""
        self._token += 1
        self._job_kind = kind
        token, relay = self._token, self.relay
        self.worker.submit(fn, lambda result, error: relay.done.emit(_Outcome(token, result, error)))
        self.table.update_buttons()

    def _job_done(self, outcome: _Outcome) -> None:
        token, result, error = outcome.token, outcome.result, outcome.error
        if token != self._token or self._closed:
            return
        kind, self._job_kind = self._job_kind, None
        if kind == "hint":
            if error is None:
                self.hinting.answered(result)
            else:
                self.table.show_status(self.tr("The hint failed: {err}").format(err=str(error)))
        else:
            self._job_answered(kind, result, error)
        self.table.update_buttons()

    # -- the other seats ---------------------------------------------------------------------

    def schedule(self) -> None:
        """The scene settles: once it has, the game may move its next computer seat."""
        if self._scheduled or self._closed:
            return
        self._scheduled = True
        QTimer.singleShot(self.table.scene.duration(1.2), self._maybe_computer)

    def _maybe_computer(self) -> None:
        """The scene has settled: the game may move its next computer seat."""
        self._scheduled = False
        if self._closed or self.searching or self.table.scene.busy:
            return
        self.channel.ready()

    def _on_update(self, update: Update) -> None:
        """Another seat moved (a computer seat, or a player over the network)."""
        if self._closed:
            return
        seat = update.seat
        if update.failed:
            if isinstance(update.error, IllegalAction) and update.error.code == "plugin_error":
                self.table.show_status("⚠ " + self.tr(
                    "{why} The game cannot go on past this move; Help ▸ Plugins lists the failure.").format(
                    why=reason_text(update.error.code, update.error.params)), whole=True)
            elif isinstance(update.error, IllegalAction):
                self.table.show_status(self.tr("{who} tried an illegal move: {why}").format(
                    who=self.seat_name(seat), why=reason_text(update.error.code, update.error.params)))
            else:  # even the fallback players failed: a bug, said as it is
                self.table.show_status(self.tr("A computer player failed: {err}").format(err=str(update.error)))
            return
        self._after(seat, update.events)
        if update.error is not None:
            self._report_fallback(seat, update.error)

    def _report_fallback(self, seat: int, error: BaseException) -> None:
        why = reason_text(error.code, error.params) if isinstance(error, IllegalAction) else str(error) or \
            type(error).__name__
        text = self.tr("{who}: the search failed ({why}); a simpler move was played instead.").format(
            who=self.seat_name(seat), why=why)
        status = self.table.status_text
        self.table.show_status(f"{status} · {text}" if status else text)

    # -- what the scene asks (through the widget) ------------------------------------------------

    def draggable(self, card: int) -> bool:
        if card in self.view.hand:
            return not self.busy()
        return self._draggable_here(card)

    def drop(self, cards: list[int], target: Target) -> bool:
        """Asked by the scene on a drop: do it if the rules allow, else say why (False)."""
        if self.channel.busy:
            self.table.show_refusal("not_my_turn_drop")
            return False
        in_hand = set(self.table.displayed_hand())
        if target.kind == HAND and all(c in in_hand for c in cards):
            self.table.move_in_order(cards, target.at)
            self.table.sort_mode = "manual"
            self.table.settings.hand_sort = "manual"
            self.table.refresh(animate=True, keep_hint=True)
            return True
        if not self.my_turn():
            self.table.show_refusal("not_my_turn_drop")
            return False
        return self._drop_here(cards, target)

    def pile_clicked(self, card: int, selected: list[int]) -> None:
        """A click (or Enter) on ``card`` of the discard pile, ``selected`` the cards
        selected: take it (dig it out) before the turn's draw, discard the one card of the
        hand selected after it."""
        v = self.view
        if not self.my_turn():
            self.table.show_refusal("not_my_turn_drop")
            return
        if v.phase == "draw":
            top = v.discard[-1] if v.discard else None
            self.submit(TakeDiscard() if card == top else Dig(card=card))
            return
        sel = [c for c in selected if c in set(v.hand)]
        if len(sel) == 1:
            self.submit(Discard(card=sel[0]))
        else:
            self.table.show_status(self.tr("Select one card of your hand, then click the pile to discard it."))

