"""The seat's game flow at the table: what the player may do now and what happens when
they do it. The table widget (:mod:`.widget`) draws the scene and the buttons and turns
gestures into calls here; this class plays the seat through its
:class:`~rummy_desktop.session.seat_channel.SeatChannel` (a local game, or a network
game): the working copy of the Manipulation family, submitting actions and saying why one
is refused, hints on a worker thread, turn prompts, and the pace of the other seats.

It never decides rules: it asks the engine through the channel (and the Done check of the
working copy) and shows the answer; a refusal is shown in words and changes nothing.
"""

from __future__ import annotations

from collections.abc import Callable
from types import SimpleNamespace
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, QTimer, Signal

from rummy_desktop.core.actions import (
    Commit,
    Discard,
    Draw,
    IllegalAction,
    Knock,
    LayOff,
    Meld,
    Pass,
    SwapJoker,
    Withdraw,
)
from rummy_desktop.core.cards import JOKER_BASE
from rummy_desktop.core.drawdiscard import MeldPosition, accepted
from rummy_desktop.net.loop import Poster
from rummy_desktop.session.move_log import MoveLog
from rummy_desktop.session.seat_channel import LocalChannel, SeatChannel, Update
from rummy_desktop.session.worker import Worker
from rummy_desktop.session.working_copy import GROUP, HAND, NEW, EditRefused, Target, WorkingCopy

from .. import seat_names
from . import joker_prompt, round_goal
from .hinting import Hinting
from .reasons import card_text, reason_text, why_text
from .scene import DISCARD, STOCK

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


class SeatFlow(QObject):
    """One human seat's play at the table (see the module docstring). ``game`` is the
    seat's :class:`SeatChannel`, or a local
    :class:`~rummy_desktop.session.game_session.GameSession`, played through a
    :class:`LocalChannel` of the flow's own."""

    def __init__(self, table: TableWidget, game: Any, seat: int) -> None:
        super().__init__(table)
        self.table = table
        self.seat = seat
        self._poster = Poster(self)  # runs the channel's news on the UI thread
        self._own_channel = not isinstance(game, SeatChannel)
        self.channel: SeatChannel = LocalChannel(game, seat, self._poster.post) if self._own_channel else game
        self.channel.listen(self._on_update)
        self.wc: WorkingCopy | None = None
        self._token = 0
        self._job_kind: str | None = None
        self._scheduled = False
        self._closed = False
        self.hinting = Hinting(self)
        self._last_events: list = []
        if self.channel.structure.working_copy:  # the exact search's native module, before the table shows
            from rummy_desktop.solver.lp import load as load_native_search

            load_native_search()
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

    def begin_log(self) -> None:
        """The move log opens on the round in progress, with what happened in it before
        this table came (a network seat taken back, a resumed network table)."""
        self.log.begin(self.view)
        history = self.channel.history()
        if history:  # the round from its deal (its table empty), in one go
            self.log.feed(_BEFORE_THE_DEAL, [e for update in history for e in update.events])

    def sync(self) -> None:
        """Read the seat's view again; on its turn in the Manipulation family, the working
        copy follows it."""
        self.view = v = self.channel.view()
        if self.manipulation and self.my_turn():
            if self.wc is None:
                self.wc = WorkingCopy(v)
                self._restore_turn()
            else:
                self.wc.rebase(v)
        else:
            self.wc = None
        self._kept_turn = None  # a kept turn belongs to the position the game was resumed at

    def _restore_turn(self) -> None:
        """Put back the turn the player left unfinished (cards placed but not confirmed
        with Done) when the game was saved; say so, or say why it could not be."""
        kept, self._kept_turn = self._kept_turn, None
        if kept is None or self.wc is None:
            return
        try:
            self.wc.restore(kept.working_copy)
        except EditRefused as e:
            self._opening_note = reason_text(e.code, e.params)
            return
        if kept.marks_cleared:
            self.log.acted()
            self._acted = True
        if self.wc.changed:
            self._opening_note = self.tr("Your turn goes on: the cards you placed are back on the table.")

    def opening_status(self) -> str:
        """The status line when the table opens: what became of a turn left unfinished,
        then what the player can do now."""
        note, self._opening_note = self._opening_note, ""
        now = self.turn_prompt()
        return f"{note} · {now}" if note and now else (note or now)

    def keep(self) -> None:
        """Give the game what the table shows besides it, to be saved with it: the hand's
        order, the hints asked and, in the Manipulation family, the turn under way."""
        wc = self.wc
        turn = None
        if wc is not None and (wc.changed or wc.touched or self._acted):
            turn = {"working_copy": wc.snapshot(), "marks_cleared": self._acted}
        try:
            self.channel.keep(list(self.table.hand_order), self.hints_used, turn)
        except OSError as e:
            self.table.show_status("⚠ " + self.tr("The game could not be saved: {error}").format(
                error=e.strerror or e))

    @property
    def manipulation(self) -> bool:
        """The seat plays a working copy of the table (Done, Undo), as in the Manipulation family."""
        return self.channel.structure.working_copy

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
            self._schedule()

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
        acts = set(v.open_actions)
        if v.phase == "buy":
            return self.table.buy_offer.prompt(v)
        if not self.manipulation:
            if v.phase == "draw":
                if "pass" in acts and "draw" not in acts:
                    return self.tr("Your turn: take the card turned up (click the discard pile), or press Pass.")
                if "dig" in acts and "draw" in acts:
                    return self.tr("Your turn: click the stock, or a card of the pile to take it (and those above it).")
                if "draw" in acts and "take_discard" in acts:
                    return self.tr("Your turn: click the stock or the discard pile to draw.")
                if "draw" in acts:
                    return self.tr("Your turn: click the stock to draw.")
                return self.tr("Your turn: the stock is empty, click the discard pile to take its card.")
            if v.obligation is not None:
                return self.tr("Meld {card}, which you dug, now: drag it to the table with cards of your hand.").format(
                    card=card_text(v.obligation))
            if round_goal.laid_whole(v):
                return round_goal.prompt(v)
            if "meld" not in acts and "knock" in acts:
                return self.tr("Drop a card on the pile to discard it, or select it and press Knock.")
            if v.table:
                return self.tr("Drag cards to the table to meld or lay off; drop one on the pile to discard.")
            return self.tr("Drag cards to the table to meld; drop one on the pile to discard.")
        if acts == {"draw"}:
            return self.tr("Your turn: draw a card.")
        if self.wc is not None and self.wc.undo_is_withdraw:
            return self.tr("Your turn: finish the table and press Done, or Withdraw (+3).")
        if "draw" in acts:
            return self.tr("Your turn: drag cards to the table and press Done, or Draw.")
        return self.tr("Your turn: drag cards to the table and press Done, or Pass.")

    def submit(self, action: Any) -> bool:
        """A human action for this seat. A refusal is shown in words and changes nothing."""
        seat = self.seat
        view = self.view
        try:
            events = self.channel.submit(action)
        except IllegalAction as e:
            if not self._group_refused(e):
                self.table.show_refusal(e.code, e.params)
            return False
        self.hinting.record(view, action)
        self.table.held = []
        self.table.scene.selection.clear()
        self._after(seat, events)
        return True

    def _problems(self) -> dict[int, str]:
        """Each group of the working copy that is not valid yet, with why (in words)."""
        wc = self.wc
        if wc is None:
            return {}
        return {i: reason_text(wc.group_problem(i) or "") for i in wc.invalid_groups()}

    def _group_refused(self, e: IllegalAction) -> bool:
        """A refusal about one group of the working copy (Done): outline the group on the
        table and say why, pointing at it rather than at a number nobody sees."""
        gi = e.params.get("group")
        if self.wc is None or e.code not in ("invalid_group", "two_jokers") or not isinstance(gi, int):
            return False
        why = e.params.get("why", "") if e.code == "invalid_group" else "too_many_jokers"
        self.table.scene.state.invalid = set(self.wc.invalid_groups()) | {gi}
        self.table.scene.state.problems = {**self._problems(), gi: reason_text(why)}
        self.table.scene.relayout(animate=False)
        self.table.show_status("⚠ " + self.tr("The group outlined in red is not valid: {why}.").format(why=why_text(why)))
        self.table.sounds.play("refusal")
        return True

    def _submit_with_jokers(self, make: Callable[[dict[int, int]], Any]) -> bool:
        """Submit ``make(jokers)``, asking the joker prompt while the engine needs a face.
        A refusal is shown in words and changes nothing."""
        try:
            return self._apply_asking(make)
        except IllegalAction as e:
            self.table.show_refusal(e.code, e.params)
            return False

    def _apply_asking(self, make: Callable[[dict[int, int]], Any]) -> bool:
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
                choices = self._faces_accepted(card, e.params.get("choices", []),
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
            self.table.held = []
            self.table.scene.selection.clear()
            self._after(self.seat, events)
            return True
        return False

    def _faces_accepted(self, joker: int, choices: list[int], move: Callable[[int], Any]) -> list[int]:
        """The faces of ``choices`` the joker may take for the house rules, ``move(face)``
        being the move with that face: the joker prompt offers only these, so the player
        is never asked for a face the house rules then refuse. Their refusal
        (IllegalAction; a failing judge's too) when they accept none."""
        house = getattr(self.view.rules, "house", None)
        if house is None or not (house.meld_judges or house.action_judges) or not choices:
            return list(choices)
        from rummy_desktop.core.drawdiscard import judge_house, judge_house_meld

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
        text = self._describe_events(events)
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

    def _describe_events(self, events: list) -> str:
        parts: list[str] = []
        for ev in events:
            text = self._describe_event(ev)
            if text:
                parts.append(text)
        return " · ".join(parts)

    def _describe_event(self, ev) -> str:
        """One event in words. The player's own moves have sentences of their own ("You
        drew"), as the verb agrees with its subject in other languages."""
        s = ev.seat
        me = s is not None and s == self.seat
        who = self.seat_name(s) if s is not None else ""
        d = ev.data
        k = ev.kind
        if k == "drew":
            cards = (ev.private or {}).get("cards") if me else None
            n = int(d.get("count", 1))
            last = self.log.entries[-1] if self.log.entries else None
            if last is not None and last.kind == "drew" and last.seat == s and last.count > n:
                # draws in a row make one line of the move log: the status line says the same
                n, cards = last.count, (list(last.cards) or None) if me else None
            if cards:
                return self.tr("You drew {cards}").format(cards=" ".join(card_text(c) for c in cards))
            if n > 1:
                return self.tr("You drew %n card(s)", "", n) if me else \
                    self.tr("{who} drew %n card(s)", "", n).format(who=who)
            return self.tr("You drew a card") if me else self.tr("{who} drew a card").format(who=who)
        if k == "took_discard":
            card = card_text(d["card"])
            if d.get("bought"):
                return self.tr("You bought {card}").format(card=card) if me else \
                    self.tr("{who} bought {card}").format(who=who, card=card)
            return self.tr("You took {card} from the pile").format(card=card) if me else \
                self.tr("{who} took {card} from the pile").format(who=who, card=card)
        if k == "dug":
            card = card_text(d["card"])
            return self.tr("You dug {card} from the pile").format(card=card) if me else \
                self.tr("{who} dug {card} from the pile").format(who=who, card=card)
        if k == "melded":
            cards = " ".join(card_text(c, d.get("declared", {}).get(c)) for c in d["cards"])
            return self.tr("You melded {cards}").format(cards=cards) if me else \
                self.tr("{who} melded {cards}").format(who=who, cards=cards)
        if k == "laid_off":
            card = card_text(d["card"], d.get("declared"))
            return self.tr("You laid off {card}").format(card=card) if me else \
                self.tr("{who} laid off {card}").format(who=who, card=card)
        if k == "swapped_joker":
            card = card_text(d["card"])
            return self.tr("You swapped {card} for a joker").format(card=card) if me else \
                self.tr("{who} swapped {card} for a joker").format(who=who, card=card)
        if k == "discarded":
            card = card_text(d["card"])
            return self.tr("You discarded {card}").format(card=card) if me else \
                self.tr("{who} discarded {card}").format(who=who, card=card)
        if k == "committed":
            placed = list(d.get("placed", []))
            n = len(placed)
            text = self.tr("You played %n card(s)", "", n) if me else \
                self.tr("{who} played %n card(s)", "", n).format(who=who)
            if not placed:
                return text
            declared = d.get("declared") or {}
            table = d.get("table") or [placed]
            ordered = [c for g in table for c in g if c in set(placed)]  # as the table shows them
            names = " ".join(card_text(c, declared.get(c)) for c in ordered or placed)
            return self.tr("{played}: {cards}").format(played=text, cards=names)
        if k == "passed":
            return self.tr("You passed") if me else self.tr("{who} passed").format(who=who)
        if k == "withdrew":
            n = int(d.get("count", 0))
            return self.tr("You withdrew and drew %n card(s)", "", n) if me else \
                self.tr("{who} withdrew and drew %n card(s)", "", n).format(who=who)
        if k == "knocked":
            return self.tr("You knocked") if me else self.tr("{who} knocked").format(who=who)
        if k == "final_turns":
            return self.tr("The stock is empty: one more turn each")
        if k == "stock_rebuilt":
            return self.tr("The discard pile was shuffled into a new stock")
        if k == "round_ended":
            return self.tr("Round {n} is over").format(n=d.get("round", ""))
        if k == "round_started":
            first = d.get("first", 0)
            if first == self.seat:
                return self.tr("Round {n}: you play first").format(n=d.get("round", ""))
            return self.tr("Round {n}: {who} plays first").format(n=d.get("round", ""), who=self.seat_name(first))
        if k == "game_ended":
            return self.tr("The game is over")
        return ""

    def _on_primary(self) -> None:
        if not self.my_turn() or self.busy() or not self.table.btn_primary.isEnabled():
            return
        if self.table._primary == "knock":
            if self.manipulation:
                self._on_done(knock=True)
            else:  # draw and discard: discard the card chosen and knock
                choice = self.table.knock_choice()
                if choice is not None:
                    self.submit(Knock(card=choice[0]))
            return
        action = Pass() if self.table._primary == "pass" else Draw()
        wc = self.wc
        if wc is not None and wc.reminder_due() and self.channel.reminds():
            view = self.view
            lesson = self.hinting.lesson_hint()
            if lesson is not None and lesson.actions[0].type == "commit":
                self._run_job("reminder", lambda: lesson)  # a lesson reminds of its step's move
            else:
                hinting = self.hinting
                self._run_job("reminder", lambda: hinting.reminder(view))
            return
        if wc is not None:
            wc.disarm()
        self.submit(action)

    def _on_done(self, knock: bool = False) -> None:
        wc = self.wc
        if wc is None or not self.my_turn() or self.busy():
            return
        self.hinting.stop()
        wc.disarm()
        asked: list[int] = []  # the jokers given a face for this Done: asked again if it fails
        for _ in range(16):
            try:
                wc.check()
                break
            except IllegalAction as e:
                if e.code == "joker_declaration_needed":
                    card = e.params["card"]
                    try:
                        choices = self._faces_accepted(card, e.params.get("choices", []), lambda face: Commit(
                            table=tuple(tuple(g) for g in wc.table_for_commit()),
                            jokers={**wc.declarations, card: face}, knock=knock))
                    except IllegalAction as refused:  # the house rules refuse it, whatever the joker is
                        wc.forget(asked)
                        self.table.show_refusal(refused.code, refused.params)
                        self.table._update_buttons()
                        return
                    face = choices[0] if len(choices) == 1 else joker_prompt.ask_joker_face(self.table, card, choices)
                    if face is None:
                        wc.forget(asked)
                        self.table.show_status(self.tr("Cancelled: the joker needs a card."))
                        return
                    wc.declare(e.params["card"], face)
                    asked.append(e.params["card"])
                    continue
                wc.forget(asked)
                if not self._group_refused(e):
                    self.table.show_refusal(e.code, e.params)
                self.table._update_buttons()
                return
        if not self.submit(wc.commit(knock=knock)):
            wc.forget(asked)

    def _on_undo(self) -> None:
        if not self.manipulation:  # Ctrl+Z: there is no Undo button to be disabled
            self.table.show_refusal("no_undo")
            return
        wc = self.wc
        if wc is None or not self.my_turn() or self.busy():
            return
        self.hinting.stop()
        what = wc.press_undo()
        if what == "withdraw":
            self.submit(Withdraw())
            return
        if what == "arm":
            self.table.show_refusal("withdraw_confirm")
            self.table._update_buttons()
            return
        self.table.held = []
        self.table.scene.selection.clear()
        self.log.acted()
        self._acted = True
        self.table.show_status(self.tr("The table is back as it was."))
        self.table.refresh(animate=True)

    def _on_hint(self) -> None:
        self.hinting.ask()

    def _clear_hint(self) -> None:
        self.hinting.clear()

    def show_hint(self, hint: Any) -> None:
        """Show a hint (a :class:`rummy_desktop.advice.hints.Hint`, or None: no play found):
        see :class:`.hinting.Hinting`."""
        self.hinting.show(hint)

    def _run_job(self, kind: str, fn: Callable[[], Any]) -> None:
        self._token += 1
        self._job_kind = kind
        token, relay = self._token, self.relay
        self.worker.submit(fn, lambda result, error: relay.done.emit(_Outcome(token, result, error)))
        self.table._update_buttons()

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
        elif kind == "reminder":
            wc = self.wc
            if wc is None or not self.my_turn():
                return
            action = Pass() if self.table._primary == "pass" else Draw()
            if error is None and wc.press_draw(result is not None) == "remind":
                self.show_hint(result)
                if self.hinting.in_lesson():  # a lesson does not go on anyway: it waits for the step's move
                    remind = self.tr("You must meld if you can.")
                else:
                    remind = self.tr("You must meld if you can. Press {button} again to go on anyway.").format(
                        button=self.table.btn_primary.text())
                self.table.show_status(self.table._status_text + " " + remind)
                return
            self.submit(action)
        self.table._update_buttons()

    def _schedule(self) -> None:
        if self._scheduled or self._closed:
            return
        self._scheduled = True
        QTimer.singleShot(self.table.scene.duration(1.2), self._maybe_computer)

    def _maybe_computer(self) -> None:
        """The scene has settled: the game may move its next computer seat."""
        self._scheduled = False
        if self._closed or self._job_kind is not None or self.table.scene.busy:
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

    def _apply_for(self, seat: int, action: Any) -> None:
        """Play ``action`` for another seat of this machine's game, as its computer would."""
        self.channel.play_for(seat, action)

    def _report_fallback(self, seat: int, error: BaseException) -> None:
        why = reason_text(error.code, error.params) if isinstance(error, IllegalAction) else str(error) or \
            type(error).__name__
        text = self.tr("{who}: the search failed ({why}); a simpler move was played instead.").format(
            who=self.seat_name(seat), why=why)
        self.table.show_status(f"{self.table._status_text} · {text}" if self.table._status_text else text)

    def draggable(self, card: int) -> bool:
        if card in self.view.hand:
            return not self.busy()
        if self.wc is not None and self.my_turn():
            return True
        if self.wc is None and card in self.view.declared:
            return not self.busy()  # a melded joker: dragged out, it is swapped or says why not
        return False

    def drop(self, cards: list[int], target: Target) -> bool:
        """Asked by the scene on a drop: do it if the rules allow, else say why (False)."""
        if self.channel.busy:
            self.table.show_refusal("not_my_turn_drop")
            return False
        in_hand = set(self.table.displayed_hand())
        if target.kind == HAND and all(c in in_hand for c in cards):
            self.table._move_in_order(cards, target.at)
            self.table.sort_mode = "manual"
            self.table.settings.hand_sort = "manual"
            self.table.refresh(animate=True, keep_hint=True)
            return True
        if not self.my_turn():
            self.table.show_refusal("not_my_turn_drop")
            return False
        if self.wc is not None:
            return self._drop_working_copy(cards, target)
        return self._drop_draw_discard(cards, target)

    def _drop_working_copy(self, cards: list[int], target: Target) -> bool:
        wc = self.wc
        if target.kind in (DISCARD, STOCK):
            self.table.show_refusal("drop_nowhere")
            return False
        try:
            wc.move(cards, target)
        except EditRefused as e:
            self.table.show_refusal(e.code, e.params)
            return False
        if target.kind == HAND:
            self.table._move_in_order(cards, target.at)
        self.table.held = []
        self.table.scene.selection -= set(cards)
        self.log.acted()  # the marks of the last turns have served
        self._acted = True
        self.table.show_status(self._copy_status())
        self.table.refresh(animate=True)
        return True

    def _copy_status(self) -> str:
        """What the working copy allows now, in words that match the enabled buttons."""
        wc = self.wc
        invalid = wc.invalid_groups()
        if len(invalid) == 1:
            return self.tr("The group outlined in red is not valid yet: {why}.").format(
                why=why_text(wc.group_problem(invalid[0]) or ""))
        if invalid:
            return self.tr("The %n groups outlined in red are not valid yet.", "", len(invalid))
        if not wc.placed:
            return reason_text("no_hand_card") if wc.changed else ""
        if "commit" not in self.view.open_actions:  # Carousel: the turn starts with a draw
            return self.tr("Every group is valid: draw a card, then press Done to play.")
        if wc.knock_offered():
            return self.tr("Every group is valid: press Done to play, or Knock to end the round.")
        return self.tr("Every group is valid: press Done to play.")

    def _drop_draw_discard(self, cards: list[int], target: Target) -> bool:
        v = self.view
        hand = set(v.hand)
        if len(cards) == 1 and cards[0] >= JOKER_BASE and cards[0] in v.declared:
            return self._take_joker(cards[0], target)
        if not all(c in hand for c in cards):
            self.table.show_refusal("table_to_hand", {"card": cards[0]})
            return False
        if v.phase == "draw":
            self.table.show_refusal("must_draw_first")
            return False
        if target.kind == DISCARD:
            if len(cards) != 1:
                self.table.show_status(self.tr("Discard one card at a time."))
                return False
            return self.submit(Discard(card=cards[0]))
        if target.kind == NEW and round_goal.laid_whole(v):  # the round's goal: all its melds at once
            return round_goal.lay(self, cards)
        if target.kind == NEW:
            ordered = sorted(cards, key=self.table._sort_key("suit"))
            return self._submit_with_jokers(lambda j: Meld(cards=tuple(ordered), jokers=dict(j)))
        if target.kind == GROUP:
            return self._lay_off_all(cards, target.index or 0)
        self.table.show_refusal("drop_nowhere")
        return False

    def _lay_off_all(self, cards: list[int], group: int) -> bool:
        """Lay ``cards`` off on ``group`` (in whatever order they fit). A natural card that
        a joker of the group stands for may take the joker's place instead (Rummy with
        jokers): when both are legal the player chooses."""
        left = list(cards)
        done_any = False
        last: IllegalAction | None = None
        while left:
            progress = False
            for c in list(left):
                if not self.my_turn() or self.view.phase != "meld":
                    return done_any
                try:
                    swap = self._swap_instead(c, group)
                    if swap is None:
                        self.table.show_status(self.tr("Cancelled."))
                        return done_any
                    if swap:
                        ok = self._apply_asking(lambda j, c=c: SwapJoker(card=c, group=group))
                    else:
                        ok = self._apply_asking(lambda j, c=c: LayOff(card=c, group=group, joker_as=j.get(c)))
                except IllegalAction as e:
                    last = e
                    continue
                if not ok:
                    return done_any
                left.remove(c)
                done_any = progress = True
            if not progress:
                if last is not None:
                    self.table.show_refusal(last.code, last.params)
                return done_any
        return done_any

    def _swap_instead(self, card: int, group: int) -> bool | None:
        """Should ``card`` dropped on ``group`` take the place of a joker there rather than
        be laid off? Judged by the engine's own checks; the player is asked when both are
        legal (None: they cancelled)."""
        pos = MeldPosition.of_view(self.view)
        if not accepted(pos, SwapJoker(card=card, group=group)):
            return False
        if not accepted(pos, LayOff(card=card, group=group)):
            return True
        if self.hinting.answers.get("swap") is not None:  # Show me makes the hint's choice
            return self.hinting.answers["swap"]
        choice = joker_prompt.ask_swap_or_lay_off(self.table, card)
        return None if choice is None else choice == "swap"

    def _take_joker(self, joker: int, target: Target) -> bool:
        """A table joker dragged out of its meld: the swap where the rules allow it (the card
        it stands for, from the hand, takes its place), else the reason it stays."""
        v = self.view
        face = v.declared[joker]
        group = next((i for i, g in enumerate(v.table) if joker in g), None)
        if v.rules is None or v.rules.joker_policy != "swap" or group is None:
            self.table.show_refusal("swap_not_allowed")
            return False
        if v.phase != "meld":
            self.table.show_refusal("must_draw_first")
            return False
        real = [c for c in v.hand if c < JOKER_BASE and c % 52 == face]
        if not real:
            self.table.show_refusal("joker_swap_needs_card", {"face": face})
            return False
        if target.kind != HAND:
            self.table.show_refusal("joker_swap_to_hand", {"face": face})
            return False
        return self._submit_with_jokers(lambda j: SwapJoker(card=real[0], group=group))
