"""The game table widget, for one human seat: the card scene (:mod:`.scene`, over the
rules-free :mod:`.cardscene`), the action buttons, the status line, the move log and the
hand's order. It renders: the seat's controller (:class:`~.flow.SeatFlow`, one per turn
structure, see :mod:`.controllers`) says what the buttons show (:class:`~.flow.Controls`)
and what the scene shows (:class:`~.cardscene.TableState`); the scene's gestures go to
:class:`~.gestures.Gestures` and from there to the controller, which plays through a
:class:`~rummy_desktop.session.seat_channel.SeatChannel` (a local game, a network game, a
lesson): the table never holds the engine.

Other seats decide off the UI thread and report back by signal; their moves animate, and
input waits for animations.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QKeySequence, QPainter, QPalette, QShortcut
from PySide6.QtWidgets import (
    QFrame,
    QGraphicsView,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from rummy_desktop.core.actions import ContinueGame, EndGame
from rummy_desktop.core.cards import JOKER_BASE
from rummy_desktop.storage import window_state

from ..sound import player
from .controllers import make_flow
from .flow import Controls
from .gestures import Gestures
from .move_log import MoveLogView
from .reasons import card_text, face_text, reason_text
from .scene import TableScene, TableState
from .seat_texts import SeatTexts


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
        self.scene().focus.place()

    def focusOutEvent(self, event) -> None:
        super().focusOutEvent(event)
        self.scene().focus.place()

    # Tab and Shift+Tab are left to Qt: they take the focus from the table to the buttons
    # under it and back. Inside the table the arrow keys move (see ``keyboard_help``).


class StatusLine(QLabel):
    """The status line under the table: one line of plain text. A text too long for it
    loses its beginning, marked "…", never its end (the turn prompt comes last); the
    whole text stays in ``text()``, the tool tip and the accessible description. A text
    shown ``whole`` (a refusal, a plugin's failure: what the player must read to the end)
    wraps onto as many lines as it needs instead."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.whole = False
        self.setWordWrap(False)
        self.setTextFormat(Qt.PlainText)
        self.setSizePolicy(QSizePolicy.Ignored, QSizePolicy.Preferred)
        self.setContentsMargins(8, 3, 8, 3)
        pal = self.palette()
        pal.setColor(QPalette.Window, QColor("#10301f"))
        pal.setColor(QPalette.WindowText, QColor("#f1f6f2"))
        self.setPalette(pal)
        self.setAutoFillBackground(True)

    def say(self, text: str, whole: bool = False) -> None:
        """Show ``text``, on one line, or ``whole`` (wrapped onto more lines if need be)."""
        self.whole = whole
        self.setWordWrap(whole)  # the layout gives a wrapped text the height it needs
        self.setText(text)

    def shown_text(self) -> str:
        """The text as drawn: cut at the start when it does not fit, unless shown whole."""
        if self.whole:
            return self.text()
        return self.fontMetrics().elidedText(self.text(), Qt.ElideLeft, self.contentsRect().width())

    def paintEvent(self, event) -> None:
        if self.whole:
            super().paintEvent(event)
            return
        p = QPainter(self)
        p.setPen(self.palette().color(QPalette.WindowText))
        p.drawText(self.contentsRect(), int(Qt.AlignLeft | Qt.AlignVCenter), self.shown_text())
        p.end()


class PartsLine(QLabel):
    """A line of parts joined by " · " (the deadwood, the knock limit, the upcard) beside
    the buttons: on one line where it fits, else wrapped between its parts, never inside
    one, so that a narrow window (800 px, a long language) loses none of it. The whole
    text stays in ``text()`` and the tool tip."""

    SEP = " · "

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.parts: list[str] = []
        self.setTextFormat(Qt.PlainText)
        self.setSizePolicy(QSizePolicy.Preferred, QSizePolicy.Preferred)

    def set_parts(self, parts: list[str]) -> None:
        self.parts = list(parts)
        self.setText(self.SEP.join(self.parts))
        self.setToolTip("\n".join(self.parts))
        self.updateGeometry()

    def lines(self, width: int) -> list[str]:
        """The parts on as few lines as fit ``width``, in order."""
        fm = self.fontMetrics()
        out: list[str] = []
        for part in self.parts:
            if out and fm.horizontalAdvance(out[-1] + self.SEP + part) <= width:
                out[-1] += self.SEP + part
            else:
                out.append(part)
        return out or [""]

    def _size(self, width: int, lines: int) -> QSize:
        m = self.contentsMargins()
        return QSize(width + m.left() + m.right(), self.fontMetrics().lineSpacing() * lines + m.top() + m.bottom())

    def sizeHint(self) -> QSize:  # the whole line, its height as wrapped at the width it has
        fm = self.fontMetrics()
        return self._size(fm.horizontalAdvance(self.text()), len(self.lines(self.contentsRect().width())))

    def minimumSizeHint(self) -> QSize:  # the widest part, every part on a line of its own
        fm = self.fontMetrics()
        return self._size(max((fm.horizontalAdvance(p) for p in self.parts), default=0), len(self.parts) or 1)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self.updateGeometry()  # the height follows the lines the new width takes

    def paintEvent(self, event) -> None:
        p = QPainter(self)
        p.setPen(self.palette().color(QPalette.WindowText))
        r = self.contentsRect()
        p.drawText(r, int(Qt.AlignLeft | Qt.AlignVCenter), "\n".join(self.lines(r.width())))
        p.end()


class TableWidget(QWidget):
    roundEnded = Signal(object)
    gameEnded = Signal(object)
    hintUsed = Signal()
    message = Signal(str)

    def __init__(self, game, settings, seat: int, parent: QWidget | None = None, lesson=None) -> None:
        """``game`` is the seat's :class:`~rummy_desktop.session.seat_channel.SeatChannel`,
        or a local :class:`~rummy_desktop.session.game_session.GameSession` (see
        :class:`~.flow.SeatFlow`); ``lesson``: the lesson's channel when the seat is taught
        one (its steps give the hints)."""
        super().__init__(parent)
        self.settings = settings
        self.seat = seat
        self.hand_order: list[int] = []
        self.sort_mode = settings.hand_sort
        self.held: list[int] = []  # cards picked up with the keyboard
        self.controls = Controls()  # the buttons as last shown (see update_buttons)
        self.sounds = player()  # the table's sounds (muted when the system has no audio device)
        self.flow = make_flow(self, game, seat, lesson)
        if self.flow.kept is not None:  # a resumed game: the hand in the order the player left it
            self.hand_order = list(self.flow.kept.hand_order)

        self.seat_words = SeatTexts(self.flow)
        self.gestures = Gestures(self)
        self.scene = TableScene(self)
        self.scene.controller = self.gestures
        self.scene.pixmaps.on_error = self._deck_unreadable
        self.view_widget = TableView(self.scene, self)
        self.scene.settled.connect(self.flow.schedule)
        self.scene.focusChanged.connect(self._focus_described)

        self.status = StatusLine(self)
        self.move_log = MoveLogView(self)
        self.move_log.viewer = seat
        self.move_log.name = self.flow.seat_name

        self.btn_primary = QPushButton(self)
        self.btn_done = QPushButton(self)
        self.btn_undo = QPushButton(self)
        self.btn_hint = QPushButton(self)
        self.btn_show = QPushButton(self)
        self.btn_sort_suit = QPushButton(self)
        self.btn_sort_rank = QPushButton(self)
        self.btn_continue = QPushButton(self)
        self.btn_end = QPushButton(self)
        parts = [part.button for part in self.flow.parts()]  # the controller's own (Buy)
        self.deadwood = PartsLine(self)  # a game with a knock: the player's deadwood
        self.deadwood.setObjectName("deadwood")
        self.btn_primary.clicked.connect(self.flow.press_primary)
        self.btn_done.clicked.connect(lambda: self.flow.press_done(False))
        self.btn_undo.clicked.connect(self.flow.press_undo)
        self.btn_hint.clicked.connect(self.flow.ask_hint)
        self.btn_show.clicked.connect(self.flow.show_me)
        self.btn_sort_suit.clicked.connect(lambda: self.sort_hand("suit"))
        self.btn_sort_rank.clicked.connect(lambda: self.sort_hand("rank"))
        self.btn_continue.clicked.connect(lambda: self.flow.submit(ContinueGame()))
        self.btn_end.clicked.connect(lambda: self.flow.submit(EndGame()))
        bar = QHBoxLayout()
        bar.setContentsMargins(6, 4, 6, 4)
        for b in (self.btn_primary, *parts, self.btn_done, self.btn_undo, self.btn_hint, self.btn_show):
            bar.addWidget(b)
        bar.addWidget(self.deadwood)
        bar.addStretch(1)
        for b in (self.btn_continue, self.btn_end):
            bar.addWidget(b)
        bar.addStretch(1)
        bar.addWidget(self.btn_sort_suit)
        bar.addWidget(self.btn_sort_rank)
        for b in (self.btn_primary, self.btn_done, self.btn_undo, self.btn_hint, self.btn_show, self.btn_sort_suit,
                  self.btn_sort_rank, self.btn_continue, self.btn_end):
            b.setAutoDefault(False)
            b.setFocusPolicy(Qt.TabFocus)
        # Tab goes from the table along the buttons in the order they are shown, then back
        chain = (self.view_widget, self.btn_primary, *parts, self.btn_done, self.btn_undo, self.btn_hint, self.btn_show,
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
        self.splitter.setSizes(window_state.state()["log_splitter"] or [800, 200])  # as the player left it
        self.splitter.splitterMoved.connect(self._split_moved)
        lay.addWidget(self.splitter, 1)
        lay.addWidget(self.status)
        lay.addLayout(bar)

        self.hintUsed.connect(self.flow.hint_counted)
        self.roundEnded.connect(lambda data: self._celebrate(data, False))
        self.gameEnded.connect(lambda data: self._celebrate(data, True))

        self.shortcuts = {
            "primary": QShortcut(QKeySequence("D"), self, self.flow.press_primary),
            "done": QShortcut(QKeySequence("Ctrl+Return"), self, lambda: self.flow.press_done(False)),
            "undo": QShortcut(QKeySequence("Ctrl+Z"), self, self.flow.press_undo),
            "hint": QShortcut(QKeySequence("H"), self, self.flow.ask_hint),
            "show": QShortcut(QKeySequence("M"), self, self.flow.show_me),
            "suit": QShortcut(QKeySequence("S"), self, lambda: self.sort_hand("suit")),
            "rank": QShortcut(QKeySequence("R"), self, lambda: self.sort_hand("rank")),
        }
        for s in self.shortcuts.values():
            s.setContext(Qt.WidgetWithChildrenShortcut)
        self.apply_settings(settings, refresh=False)
        self._shown = False  # retranslate() before the first refresh only sets texts
        self.retranslate()
        self.flow.begin_log()
        self.move_log.show_entries(self.flow.log.entries)
        self._status_text = ""
        self._dealt = None  # the round dealt on the table last
        self.refresh(animate=False)
        self._deal_pending = self._fresh_round()  # dealt once the table is on screen (see showEvent)
        self._shown = True
        self.show_status(self.flow.opening_status())
        self.view_widget.setFocus()

    def seat_info(self, count: int, total: int, active: bool = True, seat=None) -> str:
        """A seat's second line (see :meth:`.seat_texts.SeatTexts.info`)."""
        return self.seat_words.info(count, total, active, seat)

    def retranslate(self) -> None:
        self.view_widget.setAccessibleName(self.tr("Card table"))
        self.status.setAccessibleName(self.tr("Last event"))
        self.btn_done.setText(self.tr("Done"))
        self.btn_done.setAccessibleName(self.tr("Done: play the rearranged table"))
        self.btn_done.setToolTip(self.tr("Play the working copy (Ctrl+Enter)"))
        self.btn_hint.setText(self.tr("Hint"))
        self.btn_hint.setAccessibleName(self.tr("Hint"))
        self.btn_hint.setToolTip(self.tr("Show a move you can make: every card of it and where it goes (H)"))
        self.btn_show.setText(self.tr("Show me"))
        self.btn_show.setAccessibleName(self.tr("Show me: make the hinted move on the table"))
        self.btn_show.setToolTip(self.tr("Make the hinted move on the table, step by step, for you to confirm (M)"))
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
        for part in self.flow.parts():
            part.retranslate()
        self.move_log.retranslate()
        self.move_log.you_named = bool(self.settings.player_name)
        self.move_log.show_entries(self.flow.log.entries)
        if self._shown:
            self.update_buttons()
            self.refresh(animate=False, keep_hint=True)
            self.show_status(self.flow.status_now())  # the last move and what to do now, in the new language

    def apply_settings(self, settings, refresh: bool = True) -> None:
        self.settings = settings
        self.flow.channel.set_think_time(settings.think_time)  # the computer seats' next decision on
        self.move_log.you_named = bool(settings.player_name)
        self.scene.apply_look(settings)
        self.scene.speed = 0.0 if settings.reduce_motion else float(settings.animation_speed)
        self.sounds.configure(settings.sound_volume, settings.sound_muted)
        if settings.hand_sort != self.sort_mode:
            self.sort_mode = settings.hand_sort
            if self.sort_mode != "manual":
                self._sort_order()
        if refresh:
            self.move_log.show_entries(self.flow.log.entries)
            self.refresh(animate=False, keep_hint=True)

    def _celebrate(self, data: dict, game: bool) -> None:
        """The player won the round or the game: a moment of celebration over the table."""
        if self.seat in data.get("winners", ()) and not data.get("draw"):
            self.scene.celebrate(self.tr("You won the game!") if game else self.tr("You won the round!"))

    def _fresh_round(self) -> bool:
        """The table opens on a round nobody has played yet (a new game; not one resumed)."""
        v = self.flow.view
        return (self.flow.kept is None and v.phase not in ("over", "between_rounds")
                and all(e.seat is None for e in self.flow.log.entries))

    def deal(self) -> None:
        """Deal the round on the table: the cards come from the stock one at a time (when the
        settings animate it)."""
        if not self.settings.deal_animation or self.scene.speed <= 0 or not self._fresh_round():
            return
        self._dealt = self.flow.view.round_no
        state = self._table_state()
        for c in state.hand:
            state.origins[c] = "stock"
        state.deal = True
        for item in self.scene.items_by_card.values():
            item.setPos(self.scene.anchor("stock"))
        self.scene.set_state(state, animate=True)

    def _split_moved(self, *_args) -> None:
        """Remember the split between the table and the move log (written as the window closes)."""
        window_state.state()["log_splitter"] = self.splitter.sizes()

    def _deck_unreadable(self, deck, why: str) -> None:
        """The chosen card deck cannot be read: said, and the drawn deck shown."""
        self.show_status("⚠ " + self.tr("The card deck “{deck}” could not be read ({why}): the drawn deck is "
                                        "shown.").format(deck=deck.name, why=why))

    #: Narrower than this, the table keeps the whole width and the move log is hidden.
    LOG_MIN_TABLE_WIDTH = 720

    #: the move log's share of the width until the player moves the split: a fifth, 160 to 300 px
    LOG_SHARE = (0.2, 160, 300)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self.move_log.setVisible(self.width() >= self.LOG_MIN_TABLE_WIDTH)
        if not window_state.state()["log_splitter"]:
            share, least, most = self.LOG_SHARE
            log = max(least, self.move_log.minimumSizeHint().width(), min(most, round(self.width() * share)))
            self.splitter.setSizes([max(1, self.width() - log), log])

    def showEvent(self, event) -> None:
        super().showEvent(event)
        if self._deal_pending:
            self._deal_pending = False
            QTimer.singleShot(0, self, self.deal)  # after the layout has given the table its size

    def closeEvent(self, event) -> None:
        self.flow.shutdown()
        super().closeEvent(event)


    # -- what the shell and the scene call on the table -------------------------------

    def submit(self, action: Any) -> bool:
        return self.flow.submit(action)

    def describe_slot(self, slot: tuple) -> str:
        return self.gestures.describe_slot(slot)

    def key_activate(self, slot: tuple) -> None:
        self.gestures.key_activate(slot)

    def key_cancel(self) -> None:
        """Esc: the cards picked up go back, the selection is cleared."""
        self.gestures.key_cancel()

    def put_down(self) -> None:
        """An action was played: nothing stays picked up or selected."""
        self.held = []
        self.scene.selection.clear()

    @property
    def buy_offer(self):
        """The Buy offer (a part of the draw-and-discard turn)."""
        return self.flow.buy_offer

    @property
    def status_text(self) -> str:
        """What the status line says (all of it, where the line cuts it)."""
        return self._status_text

    def set_paused(self, paused: bool) -> None:
        self.flow.set_paused(paused)

    def shutdown(self) -> None:
        self.flow.shutdown()

    # -- hand order -----------------------------------------------------------------------

    def sort_key(self, mode: str) -> Callable[[int], tuple]:
        high = self.flow.view.rules is not None and self.flow.view.rules.meld.ace_mode == "high"

        def rank(c: int) -> int:
            r = c % 13 + 1
            return 14 if (r == 1 and high) else r

        if mode == "rank":
            return lambda c: (1, 0, 0, c) if c >= JOKER_BASE else (0, rank(c), (c % 52) // 13, c)
        return lambda c: (1, 0, 0, c) if c >= JOKER_BASE else (0, (c % 52) // 13, rank(c), c)

    def _sort_order(self) -> None:
        self.hand_order.sort(key=self.sort_key(self.sort_mode))

    def sort_hand(self, mode: str) -> None:
        self.sort_mode = mode
        self.settings.hand_sort = mode
        self._sort_order()
        self.refresh(animate=True, keep_hint=True)

    def _sync_order(self) -> None:
        hand = list(self.flow.view.hand)
        present = set(hand)
        order = [c for c in self.hand_order if c in present]
        new = [c for c in hand if c not in set(order)]
        self.hand_order = order + new
        if new and self.sort_mode != "manual":
            self._sort_order()

    def displayed_hand(self) -> list[int]:
        return self.flow.hand_shown(self.hand_order)

    def move_in_order(self, cards: list[int], index: int | None) -> None:
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
        self.flow.sync()
        self._sync_order()
        if not keep_hint:
            self.flow.clear_hint()
        old_visible = set(self.scene.items_by_card)
        state = self._table_state()
        if events:
            self._origins(state, events, old_visible)
        self.scene.set_state(state, animate=animate)
        self.update_buttons()
        self.flow.keep()

    def _table_state(self) -> TableState:
        """What the scene shows, as the seat's controller says, the new-group slot named."""
        state = self.flow.table_state(self.displayed_hand(), self.seat_words.seats())
        slot = self.flow.new_slot()
        if slot:
            state.new_label = {"group": self.tr("New group"), "meld": self.tr("New meld"),
                               "goal": self.tr("Lay your goal")}[slot]
        return state

    @property
    def hints_used(self) -> int:
        """The hints shown in this game (kept with a saved game; the statistics count them
        with the game when it ends)."""
        return self.flow.hints_used

    def refresh_seats(self) -> None:
        """A seat's name or connection changed (a network game: a player dropped, a
        countdown, a rejoin): the seat panels say so; nothing else moves."""
        self.scene.update_seats(self.seat_words.seats())

    def _origins(self, state: TableState, events: list, old_visible: set[int]) -> None:
        """Where new cards fly in from, and where vanishing cards fly to."""
        if any(ev.kind == "round_started" for ev in events):
            for c in state.hand:
                state.origins[c] = "stock"  # the deal
            state.vanish_to = "stock"
            number = next(ev.data.get("round") for ev in events if ev.kind == "round_started")
            if number != self._dealt:  # (the first round's start comes with the first move: dealt already)
                self._dealt = number
                state.deal = self.settings.deal_animation
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

    def _seats(self) -> list:  # (the tests' name)
        return self.seat_words.seats()

    # -- buttons ------------------------------------------------------------------------------

    def update_buttons(self) -> None:
        """Show the buttons as the seat's controller says they are now (:class:`~.flow.Controls`)."""
        c = self.controls = self.flow.controls()
        v = self.flow.view
        mine = self.flow.my_turn()
        self.btn_done.setVisible(c.working_copy)
        self.btn_undo.setVisible(c.working_copy)
        text = {"knock": self.tr("Knock"), "draw": self.tr("Draw"), "pass": self.tr("Pass")}[c.primary]
        self.btn_primary.setText(text)
        self.btn_primary.setAccessibleName(text)
        self.btn_primary.setToolTip(text + " (D)")
        if c.knock_card is not None:
            self.btn_primary.setToolTip(self.tr("Discard {card} and knock (D)").format(card=card_text(c.knock_card)))
        if c.primary_reason:
            self.btn_primary.setToolTip(reason_text(c.primary_reason))
        self.btn_primary.setEnabled(c.primary_enabled)
        self._show_deadwood(c.deadwood)
        if c.working_copy:
            self.btn_done.setEnabled(c.done_enabled)
            if c.undo != "undo":
                label = self.tr("Withdraw (+3)")
                if c.undo == "withdraw_armed":
                    label = self.tr("Withdraw (+3)?", "armed: press again to confirm")
                self.btn_undo.setText(label)
                self.btn_undo.setAccessibleName(self.tr("Withdraw (+3): put everything back and draw three cards"))
                self.btn_undo.setToolTip(self.tr("Press twice: put everything back, draw three cards, end the turn"))
                self.btn_undo.setEnabled(c.undo_enabled)
                self.btn_undo.setStyleSheet("font-weight: bold; color: #b00020;" if c.undo == "withdraw_armed" else "")
            else:
                self.btn_undo.setText(self.tr("Undo"))
                self.btn_undo.setAccessibleName(self.tr("Undo: put the table back as it was"))
                self.btn_undo.setToolTip(self.tr("Put the table and your hand back as they were (Ctrl+Z)"))
                self.btn_undo.setEnabled(c.undo_enabled)
                self.btn_undo.setStyleSheet("")
        self.btn_hint.setEnabled(bool(mine))
        self.btn_show.setEnabled(bool(mine) and self.flow.hinting.can_show())
        between = v.phase == "between_rounds" and self.seat == 0 and not self.flow.channel.seats()[0].computer
        self.btn_continue.setVisible(between)
        self.btn_end.setVisible(between)

    def _show_deadwood(self, deadwood) -> None:
        """The player's deadwood, in a game with a knock (see :class:`~.flow.Deadwood`)."""
        self.deadwood.setVisible(deadwood is not None)
        if deadwood is None:
            return
        if deadwood.after is not None:
            text = self.tr("Deadwood after discarding {card}: %n point(s)", "", deadwood.points).format(
                card=card_text(deadwood.after))
        else:
            text = self.tr("Deadwood: %n point(s)", "", deadwood.points)
        limit = deadwood.limit
        parts = [text, self.tr("knock ≤ {limit}").format(limit=limit) if limit > 0 else self.tr("gin only")]
        if deadwood.upcard is not None:
            parts.append(self.tr("upcard {card}").format(card=face_text(deadwood.upcard)))
        self.deadwood.set_parts(parts)  # wrapped between its parts where the window is narrow

    @staticmethod
    def keyboard_help() -> list[tuple[str, str]]:
        """The table's keys, for the help page: (keys, what they do), translated."""
        return [
            (QCoreApplication.translate("TableWidget", "Left / Right"), QCoreApplication.translate("TableWidget", "Move the focus along your hand, a pile or a group")),
            (QCoreApplication.translate("TableWidget", "Up / Down"), QCoreApplication.translate("TableWidget", "Move the focus up or down the table as it is shown: the piles, each group, the new group, your hand")),
            (QCoreApplication.translate("TableWidget", "Tab / Shift+Tab"), QCoreApplication.translate("TableWidget", "Leave the table for the buttons under it, and come back")),
            (QCoreApplication.translate("TableWidget", "Space"), QCoreApplication.translate("TableWidget", "Select or unselect the focused card")),
            (QCoreApplication.translate("TableWidget", "Enter"), QCoreApplication.translate("TableWidget", "Pick up the selected cards (or the focused card); Enter again drops them on the "
                             "focused place. On the stock or the pile: draw, take or dig")),
            (QCoreApplication.translate("TableWidget", "Esc"), QCoreApplication.translate("TableWidget", "Put the picked-up cards back and clear the selection")),
            (QCoreApplication.translate("TableWidget", "D"), QCoreApplication.translate("TableWidget", "Draw (Pass, Knock)")),
            (QCoreApplication.translate("TableWidget", "Ctrl+Enter"), QCoreApplication.translate("TableWidget", "Done")),
            (QCoreApplication.translate("TableWidget", "Ctrl+Z"), QCoreApplication.translate("TableWidget", "Undo, Withdraw (+3)")),
            (QCoreApplication.translate("TableWidget", "H"), QCoreApplication.translate("TableWidget", "Hint")),
            (QCoreApplication.translate("TableWidget", "M"), QCoreApplication.translate("TableWidget", "Show me: make the hinted move, to confirm or take back")),
            (QCoreApplication.translate("TableWidget", "S / R"), QCoreApplication.translate("TableWidget", "Sort your hand by suit / by rank")),
            (QCoreApplication.translate("TableWidget", "Shift+drag"), QCoreApplication.translate("TableWidget", "Take a card with the rest of its group (split a group)")),
        ]


    def show_status(self, text: str, whole: bool = False) -> None:
        """Say ``text`` in the status line: on one line, cut at its start if need be, or
        ``whole`` (a refusal, a failure: wrapped, never cut)."""
        self._status_text = text
        self.status.say(text, whole)
        self.status.setToolTip(text)
        self.status.setAccessibleDescription(text)
        self.message.emit(text)

    def show_refusal(self, code: str, params: dict | None = None) -> None:
        self.show_status("⚠ " + reason_text(code, params or {}), whole=True)
        self.sounds.play("refusal")

    #: the sound of each kind of event, the first that applies winning
    EVENT_SOUNDS = (("round_end", ("round_ended", "game_ended")),
                    ("meld", ("melded", "laid_off", "committed", "swapped_joker")),
                    ("discard", ("discarded",)),
                    ("draw", ("drew", "took_discard", "dug", "withdrew")))

    def play_sounds(self, seat: int | None, events: list) -> None:
        """The sound of a move, whoever made it (one: the end of a round over a meld over a
        discard over a draw), and the player's turn as it comes after another seat's move."""
        kinds = {ev.kind for ev in events}
        sound = next((sound for sound, which in self.EVENT_SOUNDS if kinds & set(which)), None)
        if sound is not None:
            self.sounds.play(sound)
        if sound != "round_end" and seat != self.seat and self.flow.my_turn():
            self.sounds.play("turn")







    def _focus_described(self, text: str) -> None:
        self.view_widget.setAccessibleDescription(text)
