"""The game table widget: the scene, the action buttons and the status line, playing one
human seat through a :class:`~rummy_desktop.session.seat_channel.SeatChannel` (a local
game, or a network game): it never holds the engine.

The widget never decides rules. It asks the engine (and, in the Manipulation family, the
Done check on the private working copy) and renders the answer; a refusal is shown in
words and changes nothing. Computer seats decide in a worker thread and report back by
signal; their moves animate, and input waits for animations.
"""

from __future__ import annotations

import importlib
from typing import Any, Callable

from PySide6.QtCore import QCoreApplication, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QKeySequence, QPainter, QPalette, QShortcut
from PySide6.QtWidgets import (
    QFrame, QGraphicsView, QHBoxLayout, QLabel, QPushButton, QSizePolicy, QSplitter, QVBoxLayout, QWidget,
)

from rummy_desktop.core.actions import (
    ContinueGame, Dig, Discard, Draw, EndGame, IllegalAction, LayOff, Meld, Pass, SwapJoker, TakeDiscard,
    Withdraw,
)
from rummy_desktop.core.cards import JOKER_BASE
from rummy_desktop.core.drawdiscard import MeldPosition, accepted
from rummy_desktop.session.move_log import MoveLog
from rummy_desktop.session.seat_channel import LocalChannel, SeatChannel, Update
from rummy_desktop.session.worker import Worker
from rummy_desktop.session.working_copy import GROUP, HAND, LOOSE, NEW, EditRefused, Target, WorkingCopy

from .. import seat_names
from . import joker_prompt
from .move_log import MoveLogView
from .reasons import card_text, reason_text, why_text
from .scene import DISCARD, STOCK, SeatInfo, TableScene, TableState


class _Outcome:
    """A worker's answer. (Never send a bare None through a queued ``object`` signal:
    PySide6 6.12 loses a reference to None on the way.)"""

    __slots__ = ("token", "result", "error")

    def __init__(self, token: int, result: Any, error: Any) -> None:
        self.token, self.result, self.error = token, result, error


class _Relay(QObject):
    """Carries the worker thread's answers to the UI thread (a queued connection)."""

    done = Signal(object)


class _Call:
    __slots__ = ("fn",)

    def __init__(self, fn: Callable[[], None]) -> None:
        self.fn = fn


class _Poster(QObject):
    """Runs callables on the UI thread, posted from any thread: the ``post`` of a
    :class:`~rummy_desktop.session.seat_channel.LocalChannel`."""

    call = Signal(object)

    def __init__(self, parent: QObject) -> None:
        super().__init__(parent)
        self.call.connect(self._run, Qt.QueuedConnection)

    def post(self, fn: Callable[[], None]) -> None:
        self.call.emit(_Call(fn))

    @staticmethod
    def _run(call: _Call) -> None:
        call.fn()


class TableView(QGraphicsView):
    def __init__(self, scene: TableScene, parent=None) -> None:
        super().__init__(scene, parent)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarAlwaysOff)
        # cards are pixmaps antialiased when rendered, placed on whole pixels, and frames are
        # upright rectangles: no per-paint antialiasing or resampling (halves the paint time)
        self.setRenderHints(QPainter.TextAntialiasing)
        self.setOptimizationFlags(QGraphicsView.DontSavePainterState | QGraphicsView.DontAdjustForAntialiasing)
        self.setFrameShape(QFrame.NoFrame)
        self.setFocusPolicy(Qt.StrongFocus)
        self.setAlignment(Qt.AlignLeft | Qt.AlignTop)
        self.setViewportUpdateMode(QGraphicsView.SmartViewportUpdate)
        self.setMinimumSize(320, 240)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        vp = self.viewport()
        self.scene().set_view_size(vp.width(), vp.height(), vp.devicePixelRatioF())

    def focusInEvent(self, event) -> None:
        super().focusInEvent(event)
        self.scene()._place_focus()

    def focusOutEvent(self, event) -> None:
        super().focusOutEvent(event)
        self.scene()._place_focus()

    # Tab and Shift+Tab are left to Qt: they take the focus from the table to the buttons
    # under it and back. Inside the table the arrow keys move (see ``keyboard_help``).


class StatusLine(QLabel):
    """The status line under the table: one line of plain text. A text too long for it
    loses its beginning, marked "…", never its end (the turn prompt comes last); the
    whole text stays in ``text()``, the tool tip and the accessible description."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.setWordWrap(False)
        self.setTextFormat(Qt.PlainText)
        self.setSizePolicy(QSizePolicy.Ignored, QSizePolicy.Preferred)
        self.setContentsMargins(8, 3, 8, 3)
        pal = self.palette()
        pal.setColor(QPalette.Window, QColor("#10301f"))
        pal.setColor(QPalette.WindowText, QColor("#f1f6f2"))
        self.setPalette(pal)
        self.setAutoFillBackground(True)

    def shown_text(self) -> str:
        """The text as drawn: cut at the start when it does not fit."""
        return self.fontMetrics().elidedText(self.text(), Qt.ElideLeft, self.contentsRect().width())

    def paintEvent(self, event) -> None:  # noqa: N802
        p = QPainter(self)
        p.setPen(self.palette().color(QPalette.WindowText))
        p.drawText(self.contentsRect(), int(Qt.AlignLeft | Qt.AlignVCenter), self.shown_text())
        p.end()


class TableWidget(QWidget):
    roundEnded = Signal(object)
    gameEnded = Signal(object)
    hintUsed = Signal()
    message = Signal(str)

    def __init__(self, game, settings, seat: int, parent: QWidget | None = None) -> None:
        """``game`` is the seat's :class:`SeatChannel`, or a local
        :class:`~rummy_desktop.session.game_session.GameSession`, which the table then
        plays through a :class:`LocalChannel` of its own."""
        super().__init__(parent)
        self._poster = _Poster(self)
        self._own_channel = not isinstance(game, SeatChannel)
        self.channel: SeatChannel = LocalChannel(game, seat, self._poster.post) if self._own_channel else game
        self.channel.listen(self._on_update)
        self.settings = settings
        self.seat = seat
        self.wc: WorkingCopy | None = None
        self.hand_order: list[int] = []
        self.sort_mode = settings.hand_sort
        self.held: list[int] = []
        self._token = 0
        self._job_kind: str | None = None
        self._scheduled = False
        self._closed = False
        self._hint_on = False
        self._last_events: list = []
        self._solver = importlib.import_module("rummy_desktop.solver")  # hints; loads on first use
        self.worker = Worker("rummy-table-search")  # hints, on a Python thread: see session/worker.py
        self.relay = _Relay(self)
        self.relay.done.connect(self._job_done)

        self.scene = TableScene(self)
        self.scene.controller = self
        self.view_widget = TableView(self.scene, self)
        self.scene.settled.connect(self._schedule)
        self.scene.focusChanged.connect(self._focus_described)

        self.status = StatusLine(self)
        self.log = MoveLog(seat)  # what each seat did this round, and the marks it leaves
        self.move_log = MoveLogView(self)
        self.move_log.viewer = seat
        self.move_log.name = self.seat_name

        self.btn_primary = QPushButton(self)
        self.btn_done = QPushButton(self)
        self.btn_undo = QPushButton(self)
        self.btn_hint = QPushButton(self)
        self.btn_sort_suit = QPushButton(self)
        self.btn_sort_rank = QPushButton(self)
        self.btn_continue = QPushButton(self)
        self.btn_end = QPushButton(self)
        self.btn_primary.clicked.connect(self._on_primary)
        self.btn_done.clicked.connect(lambda: self._on_done(False))
        self.btn_undo.clicked.connect(self._on_undo)
        self.btn_hint.clicked.connect(self._on_hint)
        self.btn_sort_suit.clicked.connect(lambda: self.sort_hand("suit"))
        self.btn_sort_rank.clicked.connect(lambda: self.sort_hand("rank"))
        self.btn_continue.clicked.connect(lambda: self.submit(ContinueGame()))
        self.btn_end.clicked.connect(lambda: self.submit(EndGame()))
        bar = QHBoxLayout()
        bar.setContentsMargins(6, 4, 6, 4)
        for b in (self.btn_primary, self.btn_done, self.btn_undo, self.btn_hint):
            bar.addWidget(b)
        bar.addStretch(1)
        for b in (self.btn_continue, self.btn_end):
            bar.addWidget(b)
        bar.addStretch(1)
        bar.addWidget(self.btn_sort_suit)
        bar.addWidget(self.btn_sort_rank)
        for b in (self.btn_primary, self.btn_done, self.btn_undo, self.btn_hint, self.btn_sort_suit,
                  self.btn_sort_rank, self.btn_continue, self.btn_end):
            b.setAutoDefault(False)
            b.setFocusPolicy(Qt.TabFocus)
        # Tab goes from the table along the buttons in the order they are shown, then back
        chain = (self.view_widget, self.btn_primary, self.btn_done, self.btn_undo, self.btn_hint,
                 self.btn_continue, self.btn_end, self.btn_sort_suit, self.btn_sort_rank, self.move_log.list)
        for a, b in zip(chain, chain[1:]):
            QWidget.setTabOrder(a, b)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.setSpacing(0)
        self.splitter = QSplitter(Qt.Horizontal, self)
        self.splitter.addWidget(self.view_widget)
        self.splitter.addWidget(self.move_log)
        self.splitter.setStretchFactor(0, 1)
        self.splitter.setStretchFactor(1, 0)
        self.splitter.setCollapsible(0, False)
        self.splitter.setSizes([800, 230])
        lay.addWidget(self.splitter, 1)
        lay.addWidget(self.status)
        lay.addLayout(bar)

        self.shortcuts = {
            "primary": QShortcut(QKeySequence("D"), self, self._on_primary),
            "done": QShortcut(QKeySequence("Ctrl+Return"), self, lambda: self._on_done(False)),
            "undo": QShortcut(QKeySequence("Ctrl+Z"), self, self._on_undo),
            "hint": QShortcut(QKeySequence("H"), self, self._on_hint),
            "suit": QShortcut(QKeySequence("S"), self, lambda: self.sort_hand("suit")),
            "rank": QShortcut(QKeySequence("R"), self, lambda: self.sort_hand("rank")),
        }
        for s in self.shortcuts.values():
            s.setContext(Qt.WidgetWithChildrenShortcut)
        self.apply_settings(settings, refresh=False)
        self.retranslate()
        self.view = self.channel.view()
        self.log.begin(self.view)
        self.move_log.show_entries(self.log.entries)
        self._status_text = ""
        self.refresh(animate=False)
        self.show_status(self.turn_prompt())
        self.view_widget.setFocus()

    # -- basics ---------------------------------------------------------------------------

    @property
    def manipulation(self) -> bool:
        return self.channel.family == "manipulation"

    def my_turn(self) -> bool:
        v = self.view
        return v.phase not in ("over", "between_rounds") and v.turn == self.seat

    def busy(self) -> bool:
        return self.scene.busy or self.channel.busy

    def seat_name(self, s: int) -> str:
        return seat_names.seat_name(self.channel.seats(), s, self.seat)

    def seat_info(self, count: int, total: int, active: bool = True) -> str:
        """A seat's second line. A total may be negative (Rummy 500): its plural form follows
        its size."""
        if not active:
            return self.tr("out of the game")
        return self.tr("%n card(s)", "", count) + " · " + self.tr("{s} point(s)", "", abs(total)).format(s=total)

    def retranslate(self) -> None:
        self.view_widget.setAccessibleName(self.tr("Card table"))
        self.status.setAccessibleName(self.tr("Last event"))
        self.btn_done.setText(self.tr("Done"))
        self.btn_done.setAccessibleName(self.tr("Done: play the rearranged table"))
        self.btn_done.setToolTip(self.tr("Play the working copy (Ctrl+Enter)"))
        self.btn_hint.setText(self.tr("Hint"))
        self.btn_hint.setAccessibleName(self.tr("Hint"))
        self.btn_hint.setToolTip(self.tr("Show a card you can play (H)"))
        self.btn_sort_suit.setText(self.tr("Sort by suit"))
        self.btn_sort_suit.setAccessibleName(self.tr("Sort your hand by suit"))
        self.btn_sort_suit.setToolTip(self.tr("Sort your hand by suit (S)"))
        self.btn_sort_rank.setText(self.tr("Sort by rank"))
        self.btn_sort_rank.setAccessibleName(self.tr("Sort your hand by rank"))
        self.btn_sort_rank.setToolTip(self.tr("Sort your hand by rank (R)"))
        self.btn_continue.setText(self.tr("Next round"))
        self.btn_continue.setAccessibleName(self.tr("Deal the next round"))
        self.btn_end.setText(self.tr("End the game"))
        self.btn_end.setAccessibleName(self.tr("End the game now"))
        self.move_log.retranslate()
        self.move_log.you_named = bool(self.settings.player_name)
        self.move_log.show_entries(self.log.entries)
        if hasattr(self, "view"):
            self._update_buttons()
            self.refresh(animate=False, keep_hint=True)
            # the status line in the new language: the last move and what to do now
            text = self._describe_events(self._last_events)
            prompt = self.turn_prompt()
            self.show_status(f"{text} · {prompt}" if text and prompt else (text or prompt))

    def apply_settings(self, settings, refresh: bool = True) -> None:
        self.settings = settings
        self.move_log.you_named = bool(settings.player_name)
        self.scene.pixmaps.configure(settings.deck_colours == "four", settings.card_back)
        self.scene.pixmaps.clear()
        self.scene.speed = float(settings.animation_speed)
        if settings.hand_sort != self.sort_mode:
            self.sort_mode = settings.hand_sort
            if self.sort_mode != "manual":
                self._sort_order()
        if refresh:
            self.move_log.show_entries(self.log.entries)
            self.refresh(animate=False, keep_hint=True)

    #: Narrower than this, the table keeps the whole width and the move log is hidden.
    LOG_MIN_TABLE_WIDTH = 720

    def resizeEvent(self, event) -> None:  # noqa: N802
        super().resizeEvent(event)
        self.move_log.setVisible(self.width() >= self.LOG_MIN_TABLE_WIDTH)

    def closeEvent(self, event) -> None:
        self.shutdown()
        super().closeEvent(event)

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

    # -- hand order -----------------------------------------------------------------------

    def _sort_key(self, mode: str) -> Callable[[int], tuple]:
        high = self.view.rules is not None and self.view.rules.meld.ace_mode == "high"

        def rank(c: int) -> int:
            r = c % 13 + 1
            return 14 if (r == 1 and high) else r

        if mode == "rank":
            return lambda c: (1, 0, 0, c) if c >= JOKER_BASE else (0, rank(c), (c % 52) // 13, c)
        return lambda c: (1, 0, 0, c) if c >= JOKER_BASE else (0, (c % 52) // 13, rank(c), c)

    def _sort_order(self) -> None:
        self.hand_order.sort(key=self._sort_key(self.sort_mode))

    def sort_hand(self, mode: str) -> None:
        self.sort_mode = mode
        self.settings.hand_sort = mode
        self._sort_order()
        self.refresh(animate=True, keep_hint=True)

    def _sync_order(self) -> None:
        hand = list(self.view.hand)
        present = set(hand)
        order = [c for c in self.hand_order if c in present]
        new = [c for c in hand if c not in set(order)]
        self.hand_order = order + new
        if new and self.sort_mode != "manual":
            self._sort_order()

    def displayed_hand(self) -> list[int]:
        if self.wc is not None:
            held = set(self.wc.hand)
            return [c for c in self.hand_order if c in held]
        return list(self.hand_order)

    def _move_in_order(self, cards: list[int], index: int | None) -> None:
        """Put ``cards`` at display position ``index`` of the hand (manual order)."""
        shown = [c for c in self.displayed_hand() if c not in cards]
        index = len(shown) if index is None else max(0, min(index, len(shown)))
        anchor = shown[index] if index < len(shown) else None
        order = [c for c in self.hand_order if c not in cards]
        at = order.index(anchor) if anchor is not None else len(order)
        order[at:at] = cards
        self.hand_order = order

    # -- refresh ----------------------------------------------------------------------------

    def refresh(self, animate: bool = True, events: list | None = None, keep_hint: bool = False) -> None:
        self.view = v = self.channel.view()
        if self.manipulation and self.my_turn():
            if self.wc is None:
                self.wc = WorkingCopy(v)
            else:
                self.wc.rebase(v)
        else:
            self.wc = None
        self._sync_order()
        if not keep_hint:
            self._clear_hint()
        old_visible = set(self.scene.items_by_card)
        state = self._state()
        if events:
            self._origins(state, events, old_visible)
        self.scene.set_state(state, animate=animate)
        self._update_buttons()

    def _state(self) -> TableState:
        v = self.view
        wc = self.wc
        dd = not self.manipulation
        seats = []
        order = [(self.seat + i) % v.players for i in range(1, v.players + 1)]
        for s in order:
            seats.append(SeatInfo(s, self.seat_name(s), v.hand_counts[s], v.totals[s],
                                  to_act=v.turn == s and v.phase not in ("over", "between_rounds"),
                                  active=v.active[s], me=s == self.seat,
                                  info=self.seat_info(v.hand_counts[s], v.totals[s], v.active[s])))
        st = TableState(
            hand=self.displayed_hand(),
            groups=[list(g) for g in (wc.groups if wc else v.table)],
            declared={**v.declared, **(wc.declarations if wc else {})},
            invalid=set(wc.invalid_groups()) if wc else set(),
            problems=self._problems(),
            marked=set(self.log.marked),
            fresh=set(self.log.fresh),
            placed=set(wc.placed) if wc else set(),
            loose=list(wc.loose if wc else v.loose),
            stock=v.stock_count,
            discard=list(v.discard),
            discard_count=v.discard_count,
            has_discard=dd,
            spread=bool(v.rules is not None and v.rules.dig),
            seats=seats,
        )
        if self.my_turn():
            if wc is not None:
                st.new_label = self.tr("New group")
            elif dd and v.phase == "meld":
                st.new_label = self.tr("New meld")
        return st

    def _origins(self, state: TableState, events: list, old_visible: set[int]) -> None:
        """Where new cards fly in from, and where vanishing cards fly to."""
        if any(ev.kind == "round_started" for ev in events):
            for c in state.hand:
                state.origins[c] = "stock"  # the deal
            state.vanish_to = "stock"
            return
        actor = None
        for ev in events:
            if ev.kind in ("melded", "laid_off", "committed", "discarded", "swapped_joker", "took_discard",
                           "dug", "drew", "withdrew", "passed"):
                actor = ev.seat
        visible = set(state.hand) | {c for g in state.groups for c in g} | set(state.loose) | set(state.discard)
        for c in visible - old_visible:
            if c in state.hand:
                state.origins[c] = "stock"
            elif actor is not None and actor != self.seat:
                state.origins[c] = actor
        if actor is not None:
            state.vanish_to = actor

    # -- buttons ------------------------------------------------------------------------------

    def _update_buttons(self) -> None:
        v = self.view
        mine = self.my_turn()
        acts = set(v.open_actions)
        wc = self.wc
        self.btn_done.setVisible(self.manipulation)
        self.btn_undo.setVisible(self.manipulation)
        self._primary = None
        if self.manipulation:
            if wc is not None and "commit" in acts and wc.knock_offered():
                self._primary = "knock"
            elif "draw" in acts:
                self._primary = "draw"
            elif "pass" in acts:
                self._primary = "pass"
            else:
                self._primary = "draw"
        else:
            self._primary = "draw"
        text = {"knock": self.tr("Knock"), "draw": self.tr("Draw"), "pass": self.tr("Pass")}[self._primary]
        self.btn_primary.setText(text)
        self.btn_primary.setAccessibleName(text)
        self.btn_primary.setToolTip(text + " (D)")
        if self._primary == "knock":
            enabled = mine
        elif self.manipulation:
            enabled = mine and self._primary in acts
            if self._primary == "draw" and wc is not None and not wc.draw_allowed:
                enabled = False
                self.btn_primary.setToolTip(reason_text("draw_disabled_touched"))
        else:
            enabled = mine and "draw" in acts
        self.btn_primary.setEnabled(bool(enabled))
        if self.manipulation:
            self.btn_done.setEnabled(bool(mine and wc is not None and "commit" in acts and wc.placed))
            if wc is not None and wc.undo_is_withdraw:
                label = self.tr("Withdraw (+3)")
                if wc.withdraw_armed:
                    label = self.tr("Withdraw (+3)?", "armed: press again to confirm")
                self.btn_undo.setText(label)
                self.btn_undo.setAccessibleName(self.tr("Withdraw (+3): put everything back and draw three cards"))
                self.btn_undo.setToolTip(self.tr("Press twice: put everything back, draw three cards, end the turn"))
                self.btn_undo.setEnabled(mine)
                self.btn_undo.setStyleSheet("font-weight: bold; color: #b00020;" if wc.withdraw_armed else "")
            else:
                self.btn_undo.setText(self.tr("Undo"))
                self.btn_undo.setAccessibleName(self.tr("Undo: put the table back as it was"))
                self.btn_undo.setToolTip(self.tr("Put the table and your hand back as they were (Ctrl+Z)"))
                self.btn_undo.setEnabled(bool(mine and wc is not None and wc.changed))
                self.btn_undo.setStyleSheet("")
        self.btn_hint.setEnabled(bool(mine))
        between = v.phase == "between_rounds" and self.seat == 0 and not self.channel.seats()[0].computer
        self.btn_continue.setVisible(between)
        self.btn_end.setVisible(between)

    @staticmethod
    def keyboard_help() -> list[tuple[str, str]]:
        """The table's keys, for the help page: (keys, what they do), translated."""
        return [
            (QCoreApplication.translate("TableWidget", "Left / Right"), QCoreApplication.translate("TableWidget", "Move the focus along your hand, a pile or a group")),
            (QCoreApplication.translate("TableWidget", "Up / Down"), QCoreApplication.translate("TableWidget", "Move the focus between your hand, the piles and the groups")),
            (QCoreApplication.translate("TableWidget", "Tab / Shift+Tab"), QCoreApplication.translate("TableWidget", "Leave the table for the buttons under it, and come back")),
            (QCoreApplication.translate("TableWidget", "Space"), QCoreApplication.translate("TableWidget", "Select or unselect the focused card")),
            (QCoreApplication.translate("TableWidget", "Enter"), QCoreApplication.translate("TableWidget", "Pick up the selected cards (or the focused card); Enter again drops them on the "
                             "focused place. On the stock or the pile: draw, take or dig")),
            (QCoreApplication.translate("TableWidget", "Esc"), QCoreApplication.translate("TableWidget", "Put the picked-up cards back and clear the selection")),
            (QCoreApplication.translate("TableWidget", "D"), QCoreApplication.translate("TableWidget", "Draw (Pass, Knock)")),
            (QCoreApplication.translate("TableWidget", "Ctrl+Enter"), QCoreApplication.translate("TableWidget", "Done")),
            (QCoreApplication.translate("TableWidget", "Ctrl+Z"), QCoreApplication.translate("TableWidget", "Undo, Withdraw (+3)")),
            (QCoreApplication.translate("TableWidget", "H"), QCoreApplication.translate("TableWidget", "Hint")),
            (QCoreApplication.translate("TableWidget", "S / R"), QCoreApplication.translate("TableWidget", "Sort your hand by suit / by rank")),
            (QCoreApplication.translate("TableWidget", "Shift+drag"), QCoreApplication.translate("TableWidget", "Take a card with the rest of its group (split a group)")),
        ]

    def turn_prompt(self) -> str:
        """What the player can do now, in a few words (empty when it is not their turn)."""
        v = self.view
        if v.phase == "between_rounds":
            return self.tr("The round is over: deal the next round or end the game.") if self.seat == 0 else ""
        if not self.my_turn():
            return self.tr("Waiting for {who}…").format(who=self.seat_name(v.turn)) if v.phase != "over" else ""
        acts = set(v.open_actions)
        if not self.manipulation:
            if v.phase == "draw":
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

    def show_status(self, text: str) -> None:
        self._status_text = text
        self.status.setText(text)
        self.status.setToolTip(text)
        self.status.setAccessibleDescription(text)
        self.message.emit(text)

    def show_refusal(self, code: str, params: dict | None = None) -> None:
        self.show_status("⚠ " + reason_text(code, params or {}))

    # -- submitting actions ----------------------------------------------------------------------

    def submit(self, action: Any) -> bool:
        """A human action for this seat. A refusal is shown in words and changes nothing."""
        seat = self.seat
        try:
            events = self.channel.submit(action)
        except IllegalAction as e:
            if not self._group_refused(e):
                self.show_refusal(e.code, e.params)
            return False
        self.held = []
        self.scene.selection.clear()
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
        self.scene.state.invalid = set(self.wc.invalid_groups()) | {gi}
        self.scene.state.problems = {**self._problems(), gi: reason_text(why)}
        self.scene.relayout(animate=False)
        self.show_status("⚠ " + self.tr("The group outlined in red is not valid: {why}.").format(why=why_text(why)))
        return True

    def _submit_with_jokers(self, make: Callable[[dict[int, int]], Any]) -> bool:
        """Submit ``make(jokers)``, asking the joker prompt while the engine needs a face.
        A refusal is shown in words and changes nothing."""
        try:
            return self._apply_asking(make)
        except IllegalAction as e:
            self.show_refusal(e.code, e.params)
            return False

    def _apply_asking(self, make: Callable[[dict[int, int]], Any]) -> bool:
        """Apply ``make(jokers)`` for this seat, asking which card a joker is while the
        engine needs a face. False when the player cancels; IllegalAction when refused."""
        jokers: dict[int, int] = {}
        for _ in range(8):
            try:
                events = self.channel.submit(make(jokers))
            except IllegalAction as e:
                card = e.params.get("card")
                if e.code != "joker_declaration_needed" or card in jokers:
                    raise
                face = joker_prompt.ask_joker_face(self, card, e.params.get("choices", []))
                if face is None:
                    self.show_status(self.tr("Cancelled: the joker needs a card."))
                    return False
                jokers[card] = face
                continue
            self.held = []
            self.scene.selection.clear()
            self._after(self.seat, events)
            return True
        return False

    def _after(self, seat: int, events: list) -> None:
        self._last_events = events
        # self.view is still the view before the events: the log words what changed
        self.log.feed(self.view, events)
        self.move_log.sync(self.log.entries)
        text = self._describe_events(events)
        ended = [e for e in events if e.kind == "round_ended"]
        over = [e for e in events if e.kind == "game_ended"]
        self.refresh(animate=True, events=events)
        for ev in events:
            if ev.kind == "drew" and ev.seat != self.seat:
                self.scene.ghost_move("stock", ev.seat, ev.data.get("count", 1))
        drew = seat == self.seat and any(e.kind in ("drew", "took_discard", "dug") for e in events)
        if self.my_turn() and (seat != self.seat or drew) or any(e.kind == "round_started" for e in events):
            prompt = self.turn_prompt()
            text = f"{text} · {prompt}" if text and prompt else (text or prompt)
        if text:
            self.show_status(text)
        for ev in ended:
            self.roundEnded.emit(dict(ev.data))
        for ev in over:
            self.gameEnded.emit(dict(ev.data))

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
            if cards:
                return self.tr("You drew {cards}").format(cards=" ".join(card_text(c) for c in cards))
            if n > 1:
                return self.tr("You drew %n card(s)", "", n) if me else \
                    self.tr("{who} drew %n card(s)", "", n).format(who=who)
            return self.tr("You drew a card") if me else self.tr("{who} drew a card").format(who=who)
        if k == "took_discard":
            card = card_text(d["card"])
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
            n = len(d.get("placed", []))
            return self.tr("You played %n card(s)", "", n) if me else \
                self.tr("{who} played %n card(s)", "", n).format(who=who)
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

    # -- button handlers ----------------------------------------------------------------------------

    def _on_primary(self) -> None:
        if not self.my_turn() or self.busy() or not self.btn_primary.isEnabled():
            return
        if self._primary == "knock":
            self._on_done(knock=True)
            return
        action = Pass() if self._primary == "pass" else Draw()
        wc = self.wc
        if wc is not None and wc.reminder_due():
            view = self.view
            self._run_job("reminder", lambda: self._solver.hint(view))
            return
        if wc is not None:
            wc.disarm()
        self.submit(action)

    def _on_done(self, knock: bool = False) -> None:
        wc = self.wc
        if wc is None or not self.my_turn() or self.busy():
            return
        wc.disarm()
        for _ in range(16):
            try:
                wc.check()
                break
            except IllegalAction as e:
                if e.code == "joker_declaration_needed":
                    face = joker_prompt.ask_joker_face(self, e.params["card"], e.params.get("choices", []))
                    if face is None:
                        self.show_status(self.tr("Cancelled: the joker needs a card."))
                        return
                    wc.declare(e.params["card"], face)
                    continue
                if not self._group_refused(e):
                    self.show_refusal(e.code, e.params)
                self._update_buttons()
                return
        self.submit(wc.commit(knock=knock))

    def _on_undo(self) -> None:
        wc = self.wc
        if wc is None or not self.my_turn() or self.busy():
            return
        what = wc.press_undo()
        if what == "withdraw":
            self.submit(Withdraw())
            return
        if what == "arm":
            self.show_refusal("withdraw_confirm")
            self._update_buttons()
            return
        self.held = []
        self.scene.selection.clear()
        self.log.acted()
        self.show_status(self.tr("The table is back as it was."))
        self.refresh(animate=True)

    def _on_hint(self) -> None:
        if not self.my_turn() or self.busy():
            return
        view = self.view
        self._run_job("hint", lambda: self._solver.hint(view))

    # -- hints -------------------------------------------------------------------------------------------

    def _clear_hint(self) -> None:
        if self._hint_on:
            self._hint_on = False
            self.scene.hint_card = None
            self.scene.hint_groups = set()

    def show_hint(self, hint: Any) -> None:
        """Show a hint: one card highlighted, the groups it changes outlined, and whether the
        table must be rearranged. ``hint`` has ``card``, ``groups`` (indices into the table at
        the start of the turn) and ``rearrange``."""
        acts = set(self.view.open_actions)
        if hint is None:
            if self.wc is not None and not self.wc.draw_allowed:
                self.show_status(self.tr("No play found: press Withdraw (+3) twice to end your turn."))
            elif self.manipulation and "draw" not in acts and "pass" in acts:
                self.show_status(self.tr("No play found: pass."))
            elif self.manipulation or self.view.phase == "draw":
                self.show_status(self.tr("No play found: draw a card."))
            else:
                self.show_status(self.tr("No meld or lay-off found: discard a card."))
            return
        groups_t0 = [int(g) for g in (getattr(hint, "groups", None) or ())]
        shown: set[int] = set()
        if self.wc is not None:
            for gi in groups_t0:
                if 0 <= gi < len(self.wc.t0.groups):
                    cards = set(self.wc.t0.groups[gi])
                    shown |= {i for i, g in enumerate(self.wc.groups) if cards & set(g)}
        else:
            shown = {g for g in groups_t0 if 0 <= g < len(self.view.table)}
        self._hint_on = True
        self.scene.set_hint(getattr(hint, "card", None), shown)
        card = getattr(hint, "card", None)
        first = (getattr(hint, "actions", None) or (None,))[0]
        if isinstance(first, Draw):
            text = self.tr("Hint: draw a card from the stock.")
        elif isinstance(first, TakeDiscard):
            text = self.tr("Hint: take {card} from the discard pile: you can play it at once.").format(
                card=card_text(card))
        elif isinstance(first, Dig):
            text = self.tr("Hint: dig {card} out of the discard pile (you take the cards above it too) "
                           "and meld it at once.").format(card=card_text(card))
        elif isinstance(first, SwapJoker):
            text = self.tr("Hint: put {card} in the place of the joker that stands for it, and take the "
                           "joker.").format(card=card_text(card))
        elif card is not None:
            text = self.tr("Hint: you can play {card}.").format(card=card_text(card))
        else:
            text = self.tr("Hint: you can play.")
        if self.manipulation and not isinstance(first, Draw):
            text += " " + (self.tr("The table must be rearranged.") if getattr(hint, "rearrange", False)
                           else self.tr("No rearrangement needed."))
        self.show_status(text)

    # -- worker ---------------------------------------------------------------------------------------------

    def _run_job(self, kind: str, fn: Callable[[], Any]) -> None:
        self._token += 1
        self._job_kind = kind
        token, relay = self._token, self.relay
        self.worker.submit(fn, lambda result, error: relay.done.emit(_Outcome(token, result, error)))
        self._update_buttons()

    def _job_done(self, outcome: _Outcome) -> None:
        token, result, error = outcome.token, outcome.result, outcome.error
        if token != self._token or self._closed:
            return
        kind, self._job_kind = self._job_kind, None
        if kind == "hint":
            if error is None:
                self.show_hint(result)
                self.hintUsed.emit()
            else:
                self.show_status(self.tr("The hint failed: {err}").format(err=str(error)))
        elif kind == "reminder":
            wc = self.wc
            if wc is None or not self.my_turn():
                return
            action = Pass() if self._primary == "pass" else Draw()
            if error is None and wc.press_draw(result is not None) == "remind":
                self.show_hint(result)
                self.show_status(self._status_text + " " + self.tr(
                    "You must meld if you can. Press {button} again to go on anyway.").format(
                    button=self.btn_primary.text()))
                return
            self.submit(action)
        self._update_buttons()

    # -- computer seats --------------------------------------------------------------------------------------

    def _schedule(self) -> None:
        if self._scheduled or self._closed:
            return
        self._scheduled = True
        QTimer.singleShot(self.scene.duration(1.2), self._maybe_computer)

    def _maybe_computer(self) -> None:
        """The scene has settled: the game may move its next computer seat."""
        self._scheduled = False
        if self._closed or self._job_kind is not None or self.scene.busy:
            return
        self.channel.ready()

    def _on_update(self, update: Update) -> None:
        """Another seat moved (a computer seat, or a player over the network)."""
        if self._closed:
            return
        seat = update.seat
        if update.failed:
            if isinstance(update.error, IllegalAction):
                self.show_status(self.tr("{who} tried an illegal move: {why}").format(
                    who=self.seat_name(seat), why=reason_text(update.error.code, update.error.params)))
            else:  # even the fallback players failed: a bug, said as it is
                self.show_status(self.tr("A computer player failed: {err}").format(err=str(update.error)))
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
        self.show_status(f"{self._status_text} · {text}" if self._status_text else text)

    # -- scene controller -------------------------------------------------------------------------------------

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
            self.show_refusal("not_my_turn_drop")
            return False
        in_hand = set(self.displayed_hand())
        if target.kind == HAND and all(c in in_hand for c in cards):
            self._move_in_order(cards, target.at)
            self.sort_mode = "manual"
            self.settings.hand_sort = "manual"
            self.refresh(animate=True, keep_hint=True)
            return True
        if not self.my_turn():
            self.show_refusal("not_my_turn_drop")
            return False
        if self.wc is not None:
            return self._drop_working_copy(cards, target)
        return self._drop_draw_discard(cards, target)

    def _drop_working_copy(self, cards: list[int], target: Target) -> bool:
        wc = self.wc
        if target.kind in (DISCARD, STOCK):
            self.show_refusal("drop_nowhere")
            return False
        try:
            wc.move(cards, target)
        except EditRefused as e:
            self.show_refusal(e.code, e.params)
            return False
        if target.kind == HAND:
            self._move_in_order(cards, target.at)
        self.held = []
        self.scene.selection -= set(cards)
        self.log.acted()  # the marks of the last turns have served
        self.show_status(self._copy_status())
        self.refresh(animate=True)
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
            self.show_refusal("table_to_hand", {"card": cards[0]})
            return False
        if v.phase == "draw":
            self.show_refusal("must_draw_first")
            return False
        if target.kind == DISCARD:
            if len(cards) != 1:
                self.show_status(self.tr("Discard one card at a time."))
                return False
            return self.submit(Discard(card=cards[0]))
        if target.kind == NEW:
            ordered = sorted(cards, key=self._sort_key("suit"))
            return self._submit_with_jokers(lambda j: Meld(cards=tuple(ordered), jokers=dict(j)))
        if target.kind == GROUP:
            return self._lay_off_all(cards, target.index or 0)
        self.show_refusal("drop_nowhere")
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
                        self.show_status(self.tr("Cancelled."))
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
                    self.show_refusal(last.code, last.params)
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
        choice = joker_prompt.ask_swap_or_lay_off(self, card)
        return None if choice is None else choice == "swap"

    def _take_joker(self, joker: int, target: Target) -> bool:
        """A table joker dragged out of its meld: the swap where the rules allow it (the card
        it stands for, from the hand, takes its place), else the reason it stays."""
        v = self.view
        face = v.declared[joker]
        group = next((i for i, g in enumerate(v.table) if joker in g), None)
        if v.rules is None or v.rules.joker_policy != "swap" or group is None:
            self.show_refusal("swap_not_allowed")
            return False
        if v.phase != "meld":
            self.show_refusal("must_draw_first")
            return False
        real = [c for c in v.hand if c < JOKER_BASE and c % 52 == face]
        if not real:
            self.show_refusal("joker_swap_needs_card", {"face": face})
            return False
        if target.kind != HAND:
            self.show_refusal("joker_swap_to_hand", {"face": face})
            return False
        return self._submit_with_jokers(lambda j: SwapJoker(card=real[0], group=group))

    def click(self, card: int, zone: Target | None) -> None:
        if zone is None:
            return
        if zone.kind != HAND and self.busy() and not (self.wc is not None and zone.kind in (GROUP, LOOSE)):
            return
        if zone.kind == HAND:
            self._toggle(card)
        elif zone.kind in (GROUP, LOOSE):
            if self.wc is not None and self.my_turn():
                self._toggle(card)
            elif zone.kind == GROUP and self.scene.selection and self.my_turn():
                self.drop(self._selected_in_order(), Target(GROUP, zone.index))
        elif zone.kind == DISCARD:
            self._pile_clicked(card)

    def _toggle(self, card: int) -> None:
        sel = set(self.scene.selection)
        sel ^= {card}
        self.scene.set_selection(sel)
        self._announce_selection()

    def _announce_selection(self) -> None:
        sel = self._selected_in_order()
        if sel:
            self.show_status(self.tr("Selected: {cards}").format(cards=" ".join(card_text(c) for c in sel)))

    def _selected_in_order(self) -> list[int]:
        st = self.scene.state
        order = list(st.hand) + [c for g in st.groups for c in g] + list(st.loose)
        return [c for c in order if c in self.scene.selection]

    def _pile_clicked(self, card: int) -> None:
        v = self.view
        if not self.my_turn():
            self.show_refusal("not_my_turn_drop")
            return
        if v.phase == "draw":
            top = v.discard[-1] if v.discard else None
            self.submit(TakeDiscard() if card == top else Dig(card=card))
            return
        sel = [c for c in self._selected_in_order() if c in set(v.hand)]
        if len(sel) == 1:
            self.submit(Discard(card=sel[0]))
        else:
            self.show_status(self.tr("Select one card of your hand, then click the pile to discard it."))

    def stock_clicked(self) -> None:
        if not self.my_turn() or self.busy():
            return
        if self.manipulation:
            if self._primary in ("draw", "pass"):
                self._on_primary()
            return
        self.submit(Draw())

    def target_clicked(self, target: Target | None) -> None:
        """A click on an empty place: the new-group slot, a group's frame, the pile."""
        if target is None or self.busy():
            return
        sel = self._selected_in_order()
        if target.kind in (NEW, GROUP, LOOSE) and sel:
            self.drop(sel, target)
        elif target.kind == STOCK:
            self.stock_clicked()

    # -- keyboard --------------------------------------------------------------------------------------------

    def describe_slot(self, slot: tuple) -> str:
        kind = slot[0]
        card = slot[-1] if isinstance(slot[-1], int) else None
        sel = card is not None and card in self.scene.selection
        name = card_text(card, self.scene.state.declared.get(card)) if card is not None else ""
        if sel:
            name = self.tr("{card}, selected").format(card=name)
        if card is not None and card in self.scene.state.fresh:
            name = self.tr("{card}, just drawn").format(card=name)
        elif card is not None and card in self.scene.state.marked:
            name = self.tr("{card}, played since your last move").format(card=name)
        if kind == HAND:
            text = self.tr("Your hand: {card}").format(card=name) if card is not None else self.tr("Your hand (empty)")
        elif kind == STOCK:
            text = self.tr("Stock: %n card(s)", "", self.view.stock_count)
        elif kind == DISCARD:
            text = self.tr("Discard pile: {card}").format(card=name) if card is not None else self.tr("Discard pile (empty)")
        elif kind == LOOSE:
            text = self.tr("Loose card: {card}").format(card=name)
        elif kind == GROUP:
            text = self.tr("Group {n}: {card}").format(n=slot[1] + 1, card=name)
            why = self.scene.state.problems.get(slot[1])
            if why:
                text = self.tr("{place}, not valid: {why}").format(place=text, why=why)
        else:
            text = self.scene.state.new_label
        self.view_widget.setAccessibleDescription(text)
        return text

    def _focus_described(self, text: str) -> None:
        self.view_widget.setAccessibleDescription(text)

    def key_select(self, slot: tuple) -> None:
        card = slot[-1]
        if not isinstance(card, int):
            return
        kind = slot[0]
        if kind == HAND or (kind in (GROUP, LOOSE) and self.wc is not None and self.my_turn()):
            self._toggle(card)

    def key_activate(self, slot: tuple) -> None:
        kind = slot[0]
        card = slot[-1] if isinstance(slot[-1], int) else None
        if self.held:
            cards, self.held = self.held, []
            target = self.scene.slot_target(slot)
            if target is not None and self.drop(cards, target):
                return
            self.scene.relayout(animate=False)
            return
        if kind == STOCK:
            self.stock_clicked()
            return
        if kind == DISCARD and card is not None and not self.scene.selection:
            self._pile_clicked(card)
            return
        sel = self._selected_in_order()
        if not sel and card is not None and self.draggable(card):
            sel = [card]
        if not sel:
            self.show_refusal("nothing_selected")
            return
        if kind == DISCARD:
            self.drop(sel, Target(DISCARD))
            return
        self.held = sel
        self.show_status(self.tr("Picked up {cards}: move to a place and press Enter (Esc cancels).").format(
            cards=" ".join(card_text(c) for c in sel)))

    def key_cancel(self) -> None:
        self.held = []
        self.scene.set_selection(set())
        self.show_status("")
