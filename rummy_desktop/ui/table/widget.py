"""The game table widget: the scene, the action buttons, the status line and the move
log, for one human seat. It draws and takes gestures; the seat's game flow (working copy,
submitting, refusals, hints, prompts, the pace of the other seats) is its
:class:`~.flow.SeatFlow`, which plays through a
:class:`~rummy_desktop.session.seat_channel.SeatChannel` (a local game, or a network
game): the table never holds the engine.

Other seats decide off the UI thread and report back by signal; their moves animate, and
input waits for animations.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication, Qt, QTimer, Signal
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

from rummy_desktop.core.actions import ContinueGame, Dig, Discard, Draw, EndGame, TakeDiscard
from rummy_desktop.core.cards import JOKER_BASE
from rummy_desktop.session.working_copy import GROUP, HAND, LOOSE, NEW, Target

from . import round_goal
from .buy_offer import BuyOffer
from .flow import SeatFlow
from .move_log import MoveLogView
from .reasons import card_text, face_text, reason_text
from .scene import DISCARD, STOCK, SeatInfo, TableScene, TableState


def level_label(seat) -> str:
    """A computer seat's level, by its translated name ("" for a player)."""
    level = getattr(seat, "level", None)
    if not level or not getattr(seat, "computer", False):
        return ""
    from rummy_desktop.plugins.manager import default_catalog

    from ..variant_texts import vtr

    try:
        return vtr(default_catalog().player(level).label)
    except Exception:  # noqa: BLE001 - a level no longer installed is named by its id
        return level


#: the rule sets whose seats score the cards they meld, shown as the round goes
MELD_SCORING = frozenset({"rummy-500"})


def meld_points(view) -> list[int] | None:
    """Each seat's points in the melds it has put on the table this round, as the rule set
    scores them (its own scoring, the hands left out); None for a rule set that does not."""
    if view.variant not in MELD_SCORING or view.rules is None:
        return None
    from rummy_desktop.core.variant import RoundOutcome
    from rummy_desktop.plugins.manager import default_catalog

    outcome = RoundOutcome(hands=[[] for _ in range(view.players)], ending="blocked",
                           table=[list(g) for g in view.table], by=dict(view.by),
                           declared=dict(view.declared), active=list(view.active))
    return list(default_catalog().variant(view.variant).score_round(view.rules, outcome).scores)


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

    def paintEvent(self, event) -> None:  # noqa: N802
        if self.whole:
            super().paintEvent(event)
            return
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
        """``game`` is the seat's :class:`~rummy_desktop.session.seat_channel.SeatChannel`,
        or a local :class:`~rummy_desktop.session.game_session.GameSession` (see
        :class:`~.flow.SeatFlow`)."""
        super().__init__(parent)
        self.settings = settings
        self.seat = seat
        self.hand_order: list[int] = []
        self.sort_mode = settings.hand_sort
        self.held: list[int] = []  # cards picked up with the keyboard
        self._primary = "draw"  # what the primary button does now: "draw", "pass" or "knock"
        from ..sound import player

        self.sounds = player()  # the table's sounds (muted when the system has no audio device)
        self.flow = SeatFlow(self, game, seat)
        if self.flow.kept is not None:  # a resumed game: the hand in the order the player left it
            self.hand_order = list(self.flow.kept.hand_order)

        self.scene = TableScene(self)
        self.scene.controller = self
        self.scene.pixmaps.on_error = self._deck_unreadable
        self.view_widget = TableView(self.scene, self)
        self.scene.settled.connect(self.flow._schedule)
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
        self.buy_offer = BuyOffer(self)  # the discard offered out of turn: Buy beside Pass
        self.deadwood = QLabel(self)  # a game with a knock: the player's deadwood
        self.deadwood.setObjectName("deadwood")
        self.btn_primary.clicked.connect(self.flow._on_primary)
        self.btn_done.clicked.connect(lambda: self.flow._on_done(False))
        self.btn_undo.clicked.connect(self.flow._on_undo)
        self.btn_hint.clicked.connect(self.flow._on_hint)
        self.btn_show.clicked.connect(self.flow.hinting.show_me)
        self.btn_sort_suit.clicked.connect(lambda: self.sort_hand("suit"))
        self.btn_sort_rank.clicked.connect(lambda: self.sort_hand("rank"))
        self.btn_continue.clicked.connect(lambda: self.flow.submit(ContinueGame()))
        self.btn_end.clicked.connect(lambda: self.flow.submit(EndGame()))
        bar = QHBoxLayout()
        bar.setContentsMargins(6, 4, 6, 4)
        for b in (self.btn_primary, self.buy_offer.button, self.btn_done, self.btn_undo, self.btn_hint, self.btn_show):
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
        chain = (self.view_widget, self.btn_primary, self.buy_offer.button, self.btn_done, self.btn_undo, self.btn_hint, self.btn_show,
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
        from rummy_desktop.storage import window_state

        self.splitter.setSizes(window_state.state()["log_splitter"] or [800, 200])  # as the player left it
        self.splitter.splitterMoved.connect(self._split_moved)
        lay.addWidget(self.splitter, 1)
        lay.addWidget(self.status)
        lay.addLayout(bar)

        self.hintUsed.connect(self._hint_counted)
        self.roundEnded.connect(lambda data: self._celebrate(data, False))
        self.gameEnded.connect(lambda data: self._celebrate(data, True))

        self.shortcuts = {
            "primary": QShortcut(QKeySequence("D"), self, self.flow._on_primary),
            "done": QShortcut(QKeySequence("Ctrl+Return"), self, lambda: self.flow._on_done(False)),
            "undo": QShortcut(QKeySequence("Ctrl+Z"), self, self.flow._on_undo),
            "hint": QShortcut(QKeySequence("H"), self, self.flow._on_hint),
            "show": QShortcut(QKeySequence("M"), self, self.flow.hinting.show_me),
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

    # -- basics ---------------------------------------------------------------------------





    def seat_info(self, count: int, total: int, active: bool = True, seat=None) -> str:
        """A seat's second line. A total may be negative (Rummy 500): its plural form follows
        its size. ``seat`` (the channel's seat info) adds a network seat's connection: a
        player reconnecting, with the seconds left, or a computer holding the seat."""
        parts, _status, text, _short = self.seat_texts(count, total, active, seat)
        return " · ".join(parts + ((text,) if text else ()))

    def seat_texts(self, count: int, total: int, active: bool = True,
                   seat=None) -> tuple[tuple[str, ...], str, str, str]:
        """A seat panel's texts (see :class:`~.scene.SeatInfo`): the cards and the points
        (or out of the game), the connection's kind (or the turn clock), in words, and in
        short (after a picture, in a narrow panel)."""
        if not active:
            return (self.tr("out of the game"),), "", "", ""
        parts = (self.tr("%n card(s)", "", count), self.tr("{s} point(s)", "", abs(total)).format(s=total))
        connection = getattr(seat, "connection", "connected")
        if connection == "reconnecting":
            left = getattr(seat, "seconds_left", None)
            if left is None:
                return parts, "reconnecting", self.tr("reconnecting…"), ""
            return (parts, "reconnecting", self.tr("reconnecting… %n s left", "", left),
                    self.tr("%n s", "seconds left, after a picture in a narrow seat panel", left))
        if connection == "left":
            return parts, "left", self.tr("left the table"), ""
        if connection == "computer" and not getattr(seat, "computer", False):
            return (parts, "computer", self.tr("played by the computer"),
                    self.tr("computer", "a seat played by the computer, after a picture in a narrow seat panel"))
        clock = getattr(seat, "clock", None)
        if clock is not None:  # a network game's turn clock
            return (parts, "clock", self.tr("%n s left to play", "", clock),
                    self.tr("%n s", "seconds left, after a picture in a narrow seat panel", clock))
        return parts, "", "", ""

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
        self.buy_offer.retranslate()
        self.move_log.retranslate()
        self.move_log.you_named = bool(self.settings.player_name)
        self.move_log.show_entries(self.flow.log.entries)
        if self._shown:
            self._update_buttons()
            self.refresh(animate=False, keep_hint=True)
            # the status line in the new language: the last move and what to do now
            text = self.flow._describe_events(self.flow._last_events)
            prompt = self.flow.turn_prompt()
            self.show_status(f"{text} · {prompt}" if text and prompt else (text or prompt))

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
        state = self._state()
        for c in state.hand:
            state.origins[c] = "stock"
        state.deal = True
        for item in self.scene.items_by_card.values():
            item.setPos(self.scene._anchor("stock"))
        self.scene.set_state(state, animate=True)

    def _split_moved(self, *_args) -> None:
        """Remember the split between the table and the move log (written as the window closes)."""
        from rummy_desktop.storage import window_state

        window_state.state()["log_splitter"] = self.splitter.sizes()

    def _deck_unreadable(self, deck, why: str) -> None:
        """The chosen card deck cannot be read: said, and the drawn deck shown."""
        self.show_status("⚠ " + self.tr("The card deck “{deck}” could not be read ({why}): the drawn deck is "
                                        "shown.").format(deck=deck.name, why=why))

    #: Narrower than this, the table keeps the whole width and the move log is hidden.
    LOG_MIN_TABLE_WIDTH = 720

    #: the move log's share of the width until the player moves the split: a fifth, 160 to 300 px
    LOG_SHARE = (0.2, 160, 300)

    def resizeEvent(self, event) -> None:  # noqa: N802
        super().resizeEvent(event)
        self.move_log.setVisible(self.width() >= self.LOG_MIN_TABLE_WIDTH)
        from rummy_desktop.storage import window_state

        if not window_state.state()["log_splitter"]:
            share, least, most = self.LOG_SHARE
            log = max(least, self.move_log.minimumSizeHint().width(), min(most, round(self.width() * share)))
            self.splitter.setSizes([max(1, self.width() - log), log])

    def showEvent(self, event) -> None:  # noqa: N802
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

    def set_paused(self, paused: bool) -> None:
        self.flow.set_paused(paused)

    def shutdown(self) -> None:
        self.flow.shutdown()

    def drop(self, cards: list[int], target: Target) -> bool:
        return self.flow.drop(cards, target)

    def draggable(self, card: int) -> bool:
        return self.flow.draggable(card)

    # -- hand order -----------------------------------------------------------------------

    def _sort_key(self, mode: str) -> Callable[[int], tuple]:
        high = self.flow.view.rules is not None and self.flow.view.rules.meld.ace_mode == "high"

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
        hand = list(self.flow.view.hand)
        present = set(hand)
        order = [c for c in self.hand_order if c in present]
        new = [c for c in hand if c not in set(order)]
        self.hand_order = order + new
        if new and self.sort_mode != "manual":
            self._sort_order()

    def displayed_hand(self) -> list[int]:
        if self.flow.wc is not None:
            held = set(self.flow.wc.hand)
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
        self.flow.sync()
        self._sync_order()
        if not keep_hint:
            self.flow._clear_hint()
        old_visible = set(self.scene.items_by_card)
        state = self._state()
        if events:
            self._origins(state, events, old_visible)
        self.scene.set_state(state, animate=animate)
        self._update_buttons()
        self.flow.keep()

    @property
    def hints_used(self) -> int:
        """The hints shown in this game (kept with a saved game; the statistics count them
        with the game when it ends)."""
        return self.flow.hints_used

    def _hint_counted(self) -> None:
        """A hint was shown: counted with the game (in the statistics when it ends)."""
        self.flow.hints_used += 1
        self.flow.keep()

    def _state(self) -> TableState:
        v = self.flow.view
        wc = self.flow.wc
        dd = not self.flow.manipulation
        seats = self._seats()
        st = TableState(
            hand=self.displayed_hand(),
            groups=[list(g) for g in (wc.groups if wc else v.table)],
            declared={**v.declared, **(wc.declarations if wc else {})},
            invalid=set(wc.invalid_groups()) if wc else set(),
            problems=self.flow._problems(),
            marked=set(self.flow.log.marked),
            fresh=set(self.flow.log.fresh),
            placed=set(wc.placed) if wc else set(),
            loose=list(wc.loose if wc else v.loose),
            stock=v.stock_count,
            discard=list(v.discard),
            discard_count=v.discard_count,
            has_discard=dd,
            spread=bool(v.rules is not None and v.rules.dig),
            seats=seats,
        )
        if self.flow.my_turn():
            if wc is not None:
                st.new_label = self.tr("New group")
            elif dd and v.phase == "meld" and "meld" in v.open_actions:  # not where melds stay in the hand
                st.new_label = self.tr("New meld")
            elif dd and v.phase == "meld" and round_goal.laid_whole(v):  # the round's goal, all its melds at once
                st.new_label = self.tr("Lay your goal")
        return st

    def _seats(self) -> list[SeatInfo]:
        """The seat panels, the player's own last, as the channel describes the seats."""
        v = self.flow.view
        seats = []
        infos = self.flow.channel.seats()
        me = self.seat if self.seat is not None else v.players - 1  # a spectator: the seats in order
        order = [(me + i) % v.players for i in range(1, v.players + 1)]
        melded = meld_points(v)
        for s in order:
            info = infos[s] if s < len(infos) else None
            parts, status, status_text, status_short = self.seat_texts(v.hand_counts[s], v.totals[s],
                                                                       v.active[s], info)
            if v.active[s]:
                if melded is not None:
                    parts += (self.tr("{n} melded", "Rummy 500: the points of the cards a seat has melded "
                                      "this round").format(n=melded[s]),)
                level = level_label(info)
                if level:
                    parts += (level,)
            seats.append(SeatInfo(s, self.flow.seat_name(s), v.hand_counts[s], v.totals[s],
                                  to_act=v.turn == s and v.phase not in ("over", "between_rounds"),
                                  active=v.active[s], me=s == self.seat,
                                  info=" · ".join(parts + ((status_text,) if status_text else ())),
                                  parts=parts, status=status, status_text=status_text, status_short=status_short,
                                  short=self.flow.seat_short(s)))
        return seats

    def refresh_seats(self) -> None:
        """A seat's name or connection changed (a network game: a player dropped, a
        countdown, a rejoin): the seat panels say so; nothing else moves."""
        self.scene.update_seats(self._seats())

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

    # -- buttons ------------------------------------------------------------------------------

    def _update_buttons(self) -> None:
        v = self.flow.view
        mine = self.flow.my_turn()
        acts = set(v.open_actions)
        wc = self.flow.wc
        self.btn_done.setVisible(self.flow.manipulation)
        self.btn_undo.setVisible(self.flow.manipulation)
        self._primary = None
        if self.flow.manipulation:
            if wc is not None and "commit" in acts and wc.knock_offered():
                self._primary = "knock"
            elif "draw" in acts:
                self._primary = "draw"
            elif "pass" in acts:
                self._primary = "pass"
            else:
                self._primary = "draw"
        elif "pass" in acts and "draw" not in acts:  # the first upcard's offer
            self._primary = "pass"
        elif "knock" in acts:
            self._primary = "knock"
        else:
            self._primary = "draw"
        text = {"knock": self.tr("Knock"), "draw": self.tr("Draw"), "pass": self.tr("Pass")}[self._primary]
        self.btn_primary.setText(text)
        self.btn_primary.setAccessibleName(text)
        self.btn_primary.setToolTip(text + " (D)")
        knock = self.knock_choice() if not self.flow.manipulation else None
        self._show_deadwood(knock)
        if self._primary == "knock" and not self.flow.manipulation:
            enabled = mine and knock is not None and knock[1] <= v.rules.knock.limit
            if knock is not None:
                self.btn_primary.setToolTip(self.tr("Discard {card} and knock (D)").format(card=card_text(knock[0])))
        elif self._primary == "knock":
            enabled = mine
        elif self.flow.manipulation:
            enabled = mine and self._primary in acts
            if self._primary == "draw" and wc is not None and not wc.draw_allowed:
                enabled = False
                self.btn_primary.setToolTip(reason_text("draw_disabled_touched"))
        else:
            enabled = mine and self._primary in acts
        self.btn_primary.setEnabled(bool(enabled))
        if self.flow.manipulation:
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
        self.btn_show.setEnabled(bool(mine) and self.flow.hinting.can_show())
        between = v.phase == "between_rounds" and self.seat == 0 and not self.flow.channel.seats()[0].computer
        self.btn_continue.setVisible(between)
        self.btn_end.setVisible(between)
        self.buy_offer.update()

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

    # -- submitting actions ----------------------------------------------------------------------









    # -- button handlers ----------------------------------------------------------------------------





    # -- hints -------------------------------------------------------------------------------------------



    # -- worker ---------------------------------------------------------------------------------------------



    # -- computer seats --------------------------------------------------------------------------------------






    # -- scene controller -------------------------------------------------------------------------------------









    def knock_choice(self) -> tuple[int, int] | None:
        """In a game with a knock, after drawing: the card Knock discards (the one card
        selected, else the one that leaves the least deadwood) and the deadwood it leaves;
        None otherwise. The engine judges the knock; this only tells whether to offer it."""
        from rummy_desktop.core.deadwood import best_arrangement, best_knock

        v = self.flow.view
        rules = v.rules
        if rules is None or rules.knock is None or v.phase != "meld" or not self.flow.my_turn():
            return None
        hand = list(v.hand)
        chosen = [c for c in self.scene.selection if c in hand]
        if len(chosen) == 1 and chosen[0] != v.restricted:
            rest = [c for c in hand if c != chosen[0]]
            return chosen[0], best_arrangement(rest, rules.meld, rules.knock.points).points
        found = best_knock(hand, rules.meld, rules.knock.points, v.restricted)
        return (found[0], found[1].points) if found is not None else None

    def _show_deadwood(self, knock: tuple[int, int] | None) -> None:
        """The player's deadwood, in a game with a knock: the hand's, or after drawing what
        the Knock button's discard would leave."""
        from rummy_desktop.core.deadwood import best_arrangement

        v = self.flow.view
        rules = v.rules
        shown = rules is not None and rules.knock is not None and v.seat is not None and bool(v.hand)
        self.deadwood.setVisible(shown)
        if not shown:
            return
        if knock is not None:
            text = self.tr("Deadwood after discarding {card}: %n point(s)", "", knock[1]).format(
                card=card_text(knock[0]))
        else:
            points = best_arrangement(list(v.hand), rules.meld, rules.knock.points).points
            text = self.tr("Deadwood: %n point(s)", "", points)
        # the round's knock limit, which a rule set may set per round from the first upcard:
        # the upcard is named too, as it is soon buried under the discards
        limit = rules.knock.limit
        parts = [text, self.tr("knock ≤ {limit}").format(limit=limit) if limit > 0 else self.tr("gin only")]
        if rules.first_upcard and v.upcard is not None and v.upcard < 52:  # (52: a joker turned up)
            parts.append(self.tr("upcard {card}").format(card=face_text(v.upcard)))
        self.deadwood.setText(" · ".join(parts))
        self.deadwood.setToolTip("\n".join(parts))  # whole, where the smallest window cuts the line

    def click(self, card: int, zone: Target | None) -> None:
        if zone is None:
            return
        if zone.kind != HAND and self.flow.busy() and not (self.flow.wc is not None and zone.kind in (GROUP, LOOSE)):
            return
        if zone.kind == HAND:
            self._toggle(card)
        elif zone.kind in (GROUP, LOOSE):
            if self.flow.wc is not None and self.flow.my_turn():
                self._toggle(card)
            elif zone.kind == GROUP and self.scene.selection and self.flow.my_turn():
                self.flow.drop(self._selected_in_order(), Target(GROUP, zone.index))
        elif zone.kind == DISCARD:
            self._pile_clicked(card)

    def _toggle(self, card: int) -> None:
        sel = set(self.scene.selection)
        sel ^= {card}
        self.scene.set_selection(sel)
        self._announce_selection()

    def _announce_selection(self) -> None:
        sel = self._selected_in_order()
        if self.flow.view.rules is not None and self.flow.view.rules.knock is not None:
            self._update_buttons()  # Knock discards the card selected
        if sel:
            self.show_status(self.tr("Selected: {cards}").format(cards=" ".join(card_text(c) for c in sel)))

    def _selected_in_order(self) -> list[int]:
        st = self.scene.state
        order = list(st.hand) + [c for g in st.groups for c in g] + list(st.loose)
        return [c for c in order if c in self.scene.selection]

    def _pile_clicked(self, card: int) -> None:
        v = self.flow.view
        if not self.flow.my_turn():
            self.show_refusal("not_my_turn_drop")
            return
        if self.buy_offer.pile_clicked():
            return
        if v.phase == "draw":
            top = v.discard[-1] if v.discard else None
            self.flow.submit(TakeDiscard() if card == top else Dig(card=card))
            return
        sel = [c for c in self._selected_in_order() if c in set(v.hand)]
        if len(sel) == 1:
            self.flow.submit(Discard(card=sel[0]))
        else:
            self.show_status(self.tr("Select one card of your hand, then click the pile to discard it."))

    def stock_clicked(self) -> None:
        if not self.flow.my_turn() or self.flow.busy():
            return
        if self.flow.manipulation:
            if self._primary in ("draw", "pass"):
                self.flow._on_primary()
            return
        self.flow.submit(Draw())

    def pile_dropped(self, kind: str, card: int | None, target: Target | None) -> bool:
        """A card dragged from the stock (``card`` None) or the discard pile: dropped on the
        hand it is drawn, taken or dug out (with the cards above it), as a click on it
        does; the engine says why when that is not possible now."""
        if target is None or target.kind != HAND:
            self.show_refusal("pile_to_hand")
            return False
        if not self.flow.my_turn():
            self.show_refusal("not_my_turn_drop")
            return False
        view = self.flow.view
        if kind == STOCK:
            self.stock_clicked()
        else:
            top = view.discard[-1] if view.discard else None
            self.flow.submit(TakeDiscard() if card == top else Dig(card=card))
        return self.flow.view is not view  # played: the table is laid out anew, the cards fly in

    def target_clicked(self, target: Target | None) -> None:
        """A click on an empty place: the new-group slot, a group's frame, the pile."""
        if target is None or self.flow.busy():
            return
        sel = self._selected_in_order()
        if target.kind in (NEW, GROUP, LOOSE) and sel:
            self.flow.drop(sel, target)
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
            text = self.tr("Stock: %n card(s)", "", self.flow.view.stock_count)
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
        if kind == HAND or (kind in (GROUP, LOOSE) and self.flow.wc is not None and self.flow.my_turn()):
            self._toggle(card)

    def key_activate(self, slot: tuple) -> None:
        if self.flow.hinting.between_steps():  # Enter again as Show me's next step comes
            return
        kind = slot[0]
        card = slot[-1] if isinstance(slot[-1], int) else None
        if self.held:
            cards, self.held = self.held, []
            target = self.scene.slot_target(slot)
            if target is not None and self.flow.drop(cards, target):
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
        if not sel and card is not None and self.flow.draggable(card):
            sel = [card]
        if not sel:
            self.show_refusal("nothing_selected")
            return
        if kind == DISCARD:
            self.flow.drop(sel, Target(DISCARD))
            return
        self.held = sel
        self.show_status(self.tr("Picked up {cards}: move to a place and press Enter (Esc cancels).").format(
            cards=" ".join(card_text(c) for c in sel)))

    def key_cancel(self) -> None:
        self.flow.hinting.stop()
        self.held = []
        self.scene.set_selection(set())
        self.show_status("")
