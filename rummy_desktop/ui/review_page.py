"""The review window's page: a kept game, turn by turn, from the reviewed seat.

The table as it was at any point (read-only, the table scene), stepped with ←/→, Home/End,
the slider or the move list (the move log's sentences, each of the seat's decisions marked
with its verdict); the move that led here and the best move side by side as cards, with
the verdict's expected loss and reason, and *Show the best play* on the table; *Show every
hand* (a record of the whole game: the hands as cards in a band across the table's top,
:mod:`.review_cards`); *Play from here* (a new solo game from this position); *Retry* (a decision marked
inaccuracy or worse played again on the live table, :mod:`.games.retry`); the summary (accuracy, counts per label,
the three costliest decisions, every seat's accuracy side by side) and the strip chart (:mod:`.review_chart`).
Each verdict says how sure it is: "clear" or "close" (:mod:`rummy_desktop.advice.judge`).

The replay is read on a worker thread (:class:`rummy_desktop.session.worker.Worker`); the
analysis (:mod:`rummy_desktop.review`) runs in a process of its own
(:class:`rummy_desktop.review.process.AnalysisProcess`: its searches never hold the
window's Python lock), and the page reads its verdicts from a timer, showing each as it
comes with a progress bar; *Stop* ends the analysis (the decision under way is dropped,
*Analyse* goes on from the verdicts received); in a record of the whole game the process
then reviews the other seats, for the summary. ``reviewed`` carries each review once
complete (the reviewed seat's, then the others').
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtGui import QColor, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QProgressBar,
    QPushButton,
    QSlider,
    QSplitter,
    QStyle,
    QVBoxLayout,
    QWidget,
)

from rummy_desktop.ai import default_level
from rummy_desktop.core.actions import Commit, Dig, Discard, Draw, LayOff, Meld, SwapJoker, TakeDiscard, parse_action
from rummy_desktop.core.cards import JOKER_BASE, parse_card
from rummy_desktop.net.loop import Poster
from rummy_desktop.session.worker import Worker
from rummy_desktop.storage.records import Review, Verdict

from .review_cards import HandsBand, MovesSideBySide, card_width
from .review_chart import COLOURS, StripChart
from .seat_names import seat_name
from .table.move_log import MoveLogView
from .table.reasons import card_text
from .table.scene import DISCARD, STOCK, SeatInfo, TableScene, TableState
from .table.widget import TableView
from .variant_texts import vtr


def _card(name: str) -> str:
    """A card of a verdict's parameters (``7H``; a joker with its card, ``JK=7H``) in words."""
    try:
        if isinstance(name, str) and "=" in name:
            joker, face = name.split("=", 1)
            return card_text(parse_card(joker), parse_card(face))
        return card_text(parse_card(name))
    except Exception:  # a name from a damaged record: shown as written
        return str(name)


class ReviewPage(QWidget):
    """The review of ``record`` (kept in ``path``, or opened from a file) from ``seat``.
    ``playFromHere(position, level)``; ``retryChosen(step)``, the marked decision to retry;
    ``reviewed(review)`` once the analysis is complete."""

    playFromHere = Signal(int, str)
    retryChosen = Signal(int)
    reviewed = Signal(object)

    def __init__(self, record: Any, seat: int, catalog: Any, settings: Any, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("reviewPage")
        self.record = record
        self.seat = seat
        self.catalog = catalog
        self.settings = settings
        self.replay: Any = None
        self.entries: list[list[Any]] = []
        self.rows: list[int] = []  # the position of each row of the move list
        self.verdicts: dict[int, Any] = {}  # by position (the move that led there)
        self.position = 0
        self.analysis: Any = None
        self.done_at_load = 0  # the moves the kept review had judged
        self.running = False
        self._process: Any = None  # the analysis under way (AnalysisProcess)
        self._poll = QTimer(self)
        self._poll.setInterval(40)
        self._poll.timeout.connect(self._received)
        self.complete = False  # every move judged (as the page has shown it)
        self.others: dict[int, Any] = {}  # the other seats' whole reviews (the summary's side by side)
        self.error = ""
        self.worker = Worker("rummy-review")
        self.poster = Poster(self)
        self._build()
        self.retranslate()
        self.worker.submit(self._load, lambda result, error: self.poster.post(lambda: self._loaded(result, error)))

    # -- building ---------------------------------------------------------------------------

    def _build(self) -> None:
        self.scene = TableScene(self)
        self.scene.interactive = False
        self.scene.speed = 0
        self.scene.apply_look(self.settings)
        self.table = TableView(self.scene, self)
        self.table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.words = MoveLogView(self)  # words the entries (never shown)
        self.words.hide()
        self.words.viewer = self.seat
        self.words.name = self._name
        keeper = self.record.seats[self.seat]
        self.words.you_named = bool(keeper.name) or keeper.computer  # "Ana drew…", not "You drew…"

        self.moves = QListWidget(self)
        self.moves.setObjectName("reviewMoves")
        self.moves.setWordWrap(True)
        self.moves.setAlternatingRowColors(True)
        self.moves.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.moves.currentRowChanged.connect(self._row_chosen)
        self.moves.setMinimumWidth(220)

        self.slider = QSlider(Qt.Orientation.Horizontal, self)
        self.slider.setObjectName("reviewSlider")
        self.slider.setRange(0, 0)
        self.slider.valueChanged.connect(self.go)
        self.first_button, self.back_button = QPushButton(self), QPushButton(self)
        self.next_button, self.last_button = QPushButton(self), QPushButton(self)
        style = self.style()
        for b, step, icon in ((self.first_button, "first", QStyle.StandardPixmap.SP_MediaSkipBackward),
                              (self.back_button, -1, QStyle.StandardPixmap.SP_MediaSeekBackward),
                              (self.next_button, 1, QStyle.StandardPixmap.SP_MediaSeekForward),
                              (self.last_button, "last", QStyle.StandardPixmap.SP_MediaSkipForward)):
            b.setIcon(style.standardIcon(icon))
            b.setAutoDefault(False)
            b.clicked.connect(lambda _=False, s=step: self._step(s))
        self.where = QLabel(self)
        nav = QHBoxLayout()
        nav.addWidget(self.first_button)
        nav.addWidget(self.back_button)
        nav.addWidget(self.slider, 1)
        nav.addWidget(self.next_button)
        nav.addWidget(self.last_button)
        nav.addWidget(self.where)

        self.verdict = QLabel(self)
        self.verdict.setObjectName("reviewVerdict")
        self.verdict.setWordWrap(True)
        self.verdict.setTextFormat(Qt.TextFormat.PlainText)
        self.verdict.setMinimumHeight(self.fontMetrics().lineSpacing() * 2)
        # the move made and the best one, side by side as cards; every hand, as cards on the table
        self.move_cards = MovesSideBySide(self.scene.pixmaps, self)
        self.move_cards.hide()
        self.hands = HandsBand(self.table, self.scene.pixmaps)

        self.every_hand = QCheckBox(self)
        self.every_hand.setObjectName("showEveryHand")
        self.every_hand.setEnabled(self.record.whole)
        self.every_hand.toggled.connect(lambda _: self.show_position())
        self.best_play = QCheckBox(self)
        self.best_play.setObjectName("showBestPlay")
        self.best_play.toggled.connect(lambda _: self.show_position())
        self.level = QComboBox(self)
        self.level.setObjectName("playFromHereLevel")
        for name in self.catalog.players.names():
            self.level.addItem(vtr(self.catalog.player(name).label), name)
        self.level.setCurrentIndex(max(0, self.level.findData(default_level(self.catalog.players.names()))))
        self.play_button = QPushButton(self)
        self.play_button.setObjectName("playFromHere")
        self.play_button.setAutoDefault(False)
        self.play_button.clicked.connect(lambda: self.playFromHere.emit(self.position, self.level.currentData()))
        self.retry_button = QPushButton(self)
        self.retry_button.setObjectName("retryMistake")
        self.retry_button.setAutoDefault(False)
        self.retry_button.clicked.connect(self._retry_clicked)
        self.analyse_button = QPushButton(self)
        self.analyse_button.setObjectName("analyse")
        self.analyse_button.setAutoDefault(False)
        self.analyse_button.clicked.connect(self._analyse_clicked)
        self.progress = QProgressBar(self)
        self.progress.setObjectName("reviewProgress")
        self.progress.setTextVisible(True)
        self.progress.setMinimumWidth(240)
        tools = QHBoxLayout()
        tools.addWidget(self.every_hand)
        tools.addWidget(self.best_play)
        tools.addStretch(1)
        tools.addWidget(self.level)
        tools.addWidget(self.play_button)
        tools.addWidget(self.retry_button)
        tools.addSpacing(12)
        tools.addWidget(self.analyse_button)
        tools.addWidget(self.progress)

        self.summary = QLabel(self)
        self.summary.setObjectName("reviewSummary")
        self.summary.setWordWrap(True)
        self.costly: list[QPushButton] = []
        costly_row = QVBoxLayout()  # in the moves' column, one under the other
        costly_row.setSpacing(0)
        self.costly_label = QLabel(self)
        costly_row.addWidget(self.costly_label)
        for i in range(3):
            b = QPushButton(self)
            b.setObjectName(f"costliest{i}")
            b.setFlat(True)
            b.setAutoDefault(False)
            b.hide()
            b.clicked.connect(lambda _=False, k=i: self._costly_clicked(k))
            self.costly.append(b)
            costly_row.addWidget(b, 0, Qt.AlignmentFlag.AlignLeft)
        self.chart = StripChart(self)
        self.chart.picked.connect(self.go)
        self.chart_label = QLabel(self)

        left = QWidget(self)
        left_lay = QVBoxLayout(left)
        left_lay.setContentsMargins(0, 0, 0, 0)
        left_lay.addWidget(self.table, 1)
        right = QWidget(self)
        right_lay = QVBoxLayout(right)
        right_lay.setContentsMargins(0, 0, 0, 0)
        self.moves_title = QLabel(right)
        right_lay.addWidget(self.moves_title)
        right_lay.addWidget(self.moves, 1)
        # the game's summary beside the table (the room under it goes to the moves as cards)
        right_lay.addWidget(self.summary)
        right_lay.addLayout(costly_row)
        right_lay.addWidget(self.chart_label)
        right_lay.addWidget(self.chart)
        self.split = QSplitter(Qt.Orientation.Horizontal, self)
        self.split.addWidget(left)
        self.split.addWidget(right)
        self.split.setStretchFactor(0, 3)
        self.split.setStretchFactor(1, 1)
        self.split.setChildrenCollapsible(False)

        bottom = QFrame(self)
        grid = QGridLayout(bottom)
        grid.setContentsMargins(8, 4, 8, 4)
        grid.addLayout(nav, 0, 0)
        grid.addWidget(self.move_cards, 1, 0)
        grid.addWidget(self.verdict, 2, 0)
        grid.addLayout(tools, 3, 0)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.addWidget(self.split, 1)
        lay.addWidget(bottom)

        self.shortcuts = [
            QShortcut(QKeySequence(Qt.Key.Key_Left), self, lambda: self._step(-1)),
            QShortcut(QKeySequence(Qt.Key.Key_Right), self, lambda: self._step(1)),
            QShortcut(QKeySequence(Qt.Key.Key_Home), self, lambda: self._step("first")),
            QShortcut(QKeySequence(Qt.Key.Key_End), self, lambda: self._step("last")),
        ]
        for s in self.shortcuts:
            s.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        self._enable()

    def retranslate(self) -> None:
        self.moves_title.setText(self.tr("Moves"))
        self.moves.setAccessibleName(self.tr("Moves of the game"))
        self.slider.setAccessibleName(self.tr("Position in the game"))
        for b, tip in ((self.first_button, self.tr("The deal (Home)")),
                       (self.back_button, self.tr("One move back (←)")),
                       (self.next_button, self.tr("One move on (→)")),
                       (self.last_button, self.tr("The end of the game (End)"))):
            b.setToolTip(tip)
            b.setAccessibleName(tip)
        self.every_hand.setText(self.tr("Show every hand"))
        self.every_hand.setToolTip(self.tr("The other players' cards at this point") if self.record.whole else
                                   self.tr("A network player's record holds only their own cards"))
        self.best_play.setText(self.tr("Show the best play"))
        self.best_play.setToolTip(self.tr("The table as the best play would have left it, the groups it "
                                          "changes outlined"))
        self.level.setAccessibleName(self.tr("Computer level"))
        self.play_button.setText(self.tr("Play from here"))
        self.play_button.setToolTip(self.tr("A new game from this point against computer players") if
                                    self.record.whole else
                                    self.tr("A network player's record holds only their own cards"))
        self.retry_button.setText(self.tr("Retry"))
        self.retry_button.setToolTip(self.tr("Play again, on the table, a decision marked inaccuracy or worse") if
                                     self.record.whole else
                                     self.tr("A network player's record holds only their own cards"))
        self.progress.setAccessibleName(self.tr("Analysis"))
        self.costly_label.setText(self.tr("Costliest:"))
        self.chart_label.setText(self.tr("Expected result over the game"))
        self.chart.setAccessibleName(self.tr("Expected result over the game"))
        self.chart.setToolTip(self.tr("Each point is one of your decisions: the round result it was expected to "
                                      "bring (the draw-and-discard games), or your lead in cards still to place "
                                      "(the Manipulation family). Click one to go there."))
        if self.replay is not None:
            self._fill_moves()
            self.show_position()
        self._progress_text()
        self._summary()

    def _name(self, s: int) -> str:
        return seat_name(self.record.seats, s, self.seat)

    # -- loading (on the worker) ------------------------------------------------------------

    def _load(self) -> tuple[Any, Any, Any]:
        # here: the review's engine is loaded on the worker thread, not the UI thread (bench/review_speed.py)
        from rummy_desktop.review.analysis import Analysis
        from rummy_desktop.review.replay import Replay, move_entries

        replay = Replay(self.record, self.catalog, self.seat)
        entries = move_entries(replay)
        kept = self.record.review_of(self.seat)
        analysis = Analysis(replay, review=kept.model_copy(deep=True) if kept is not None else None)
        return replay, entries, analysis

    def _loaded(self, result: Any, error: BaseException | None) -> None:
        if error is not None:
            self.error = str(error)
            self.verdict.setText(self.tr("This game cannot be replayed: {problem}").format(problem=self.error))
            self._enable()
            return
        self.replay, self.entries, self.analysis = result
        self.done_at_load = self.analysis.review.done
        # lazily: the review's engine is first loaded by _load, on the worker thread, not the UI thread
        from rummy_desktop.review.analysis import ENGINE

        self.others = {r.seat: r for r in self.record.reviews
                       if r.seat != self.seat and r.engine == ENGINE and r.done >= r.moves}
        self.verdicts = {v.step + 1: v for v in self.analysis.review.verdicts}
        self.slider.setRange(0, len(self.replay.positions) - 1)
        self._fill_moves()
        self.go(0)
        if not self.analysis.finished:
            self.start_analysis()
        else:
            self.complete = True
            self._progress_text()
            self._summary()

    # -- the analysis ------------------------------------------------------------------------

    def start_analysis(self) -> None:
        # lazily: the review's engine is first loaded by _load, on the worker thread, not the UI thread
        from rummy_desktop.review.process import AnalysisProcess

        if self.analysis is None or self.running or self.analysis.finished or self.worker.closed:
            return
        self.running = True
        review = self.analysis.review
        self._process = AnalysisProcess(self.record, self.seat, review if review.done else None, self._missing())
        self._poll.start()
        self._progress_text()
        self._enable()

    def _missing(self) -> tuple[int, ...]:
        """The other seats still to review (a record of the whole game only)."""
        if not self.record.whole:
            return ()
        return tuple(s for s in range(self.record.players) if s != self.seat and s not in self.others)

    def stop_analysis(self) -> None:
        self.running = False
        self._poll.stop()
        process, self._process = self._process, None
        if process is not None:
            self._take(process)  # what came before the stop is kept
            process.close()
        if self.analysis is not None:
            self._progress_text()
        self._enable()

    def _analyse_clicked(self) -> None:
        self.stop_analysis() if self.running else self.start_analysis()

    def _received(self) -> None:
        """The timer: the verdicts the analysis has sent since the last look."""
        process = self._process
        if process is None:
            return
        alive = process.alive  # (before reading: what it sent before it ended is read)
        self._take(process)
        if not alive and self._process is process and not self.analysis.finished:
            self._failed(self.tr("the analysis ended unexpectedly"))

    def _take(self, process: Any) -> None:
        # lazily: the review's engine is first loaded by _load, on the worker thread, not the UI thread
        from rummy_desktop.review.process import END, ERROR, SEAT, STEP

        for message in process.poll():
            if message[0] == SEAT:
                review = Review.model_validate_json(message[2])
                self.others[review.seat] = review
                self.reviewed.emit(review)
                self._summary()
            elif message[0] == END and self.complete and self._process is process:
                QTimer.singleShot(0, self, self.stop_analysis)  # the process has ended: let it go
            elif message[0] == STEP:
                verdict = Verdict.model_validate_json(message[2]) if message[2] is not None else None
                if verdict is not None:
                    self.analysis.review.verdicts.append(verdict)
                self.analysis.review.done = message[1]
                self._judged(verdict)
            elif message[0] == ERROR:
                self._failed(message[1])
                return

    def _failed(self, problem: str) -> None:
        self.running = False
        self._poll.stop()
        process, self._process = self._process, None
        if process is not None:
            process.close()
        self.error = problem
        self.verdict.setText(self.tr("The analysis stopped: {problem}").format(problem=self.error))
        self._enable()

    def _judged(self, verdict: Any) -> None:
        if verdict is not None:
            self.verdicts[verdict.step + 1] = verdict
            self._mark_row(verdict.step + 1)
            if verdict.step + 1 == self.position:
                self.show_position()
        if self.analysis.finished and not self.complete:
            self.complete = True
            if self._process is None or not self._missing():
                self.running = False
                self._poll.stop()
                QTimer.singleShot(0, self, self.stop_analysis)  # the process has ended: let it go
            self.reviewed.emit(self.analysis.review)
        self._progress_text()
        self._summary()
        self._enable()

    def _progress_text(self) -> None:
        a = self.analysis
        if a is None:
            self.progress.setRange(0, 0)
            self.progress.setFormat(self.tr("Loading the game…"))
            self.analyse_button.setText(self.tr("Analyse"))
            return
        total = len(a.moves)
        self.progress.setRange(0, max(1, total))
        self.progress.setValue(a.done if total else 1)
        left = total - a.done
        if left <= 0:
            self.progress.setFormat(self.tr("%n decision(s) judged", "", len(self.verdicts)))
        else:
            self.progress.setFormat(self.tr("%n move(s) looked at", "", a.done) + " · " +
                                    self.tr("%n left", "", left))
        self.analyse_button.setText(self.tr("Stop") if self.running else self.tr("Analyse"))

    # -- the move list ----------------------------------------------------------------------

    #: Rows of the move list worded at a time (a long game's list fills in a few turns of the
    #: event loop, so that no turn keeps the window waiting).
    ROWS_AT_ONCE = 60

    def _fill_moves(self) -> None:
        self.moves.blockSignals(True)
        self.moves.clear()
        self.moves.blockSignals(False)
        self.rows = [pos for pos, entries in enumerate(self.entries) if entries]
        self._fill_from(0, self._filling + 1)

    _filling = 0  # the fill under way (a new one, after a language switch, makes the old stop)

    def _fill_from(self, row: int, fill: int) -> None:
        self._filling = fill
        end = min(len(self.rows), row + self.ROWS_AT_ONCE)
        self.moves.blockSignals(True)
        for r in range(row, end):
            self.moves.addItem(QListWidgetItem())
            self._word_row(r)
        self.moves.blockSignals(False)
        if end < len(self.rows):
            QTimer.singleShot(0, self, lambda: self._fill_from(end, fill) if self._filling == fill else None)
        else:
            self.go(self.position)  # the current row, now that it is there

    def _word_row(self, row: int) -> None:
        if row >= self.moves.count():
            return  # not filled in yet: it is worded when it is
        pos = self.rows[row]
        text = "\n".join(self.words.entry_text(e) for e in self.entries[pos])
        verdict = self.verdicts.get(pos)
        item = self.moves.item(row)
        if verdict is not None:
            text += "\n" + "● " + self.label_text(verdict.label) + self.sure_text(verdict)
            item.setForeground(QColor(COLOURS[verdict.label]) if verdict.label not in ("best", "good") else
                               self.palette().text().color())
        item.setText(text)
        item.setToolTip(text)

    def _mark_row(self, pos: int) -> None:
        if pos in self.rows:
            self._word_row(self.rows.index(pos))

    def _row_chosen(self, row: int) -> None:
        if 0 <= row < len(self.rows) and self.rows[row] != self.position:
            self.go(self.rows[row])

    # -- stepping ---------------------------------------------------------------------------

    def _step(self, step: Any) -> None:
        if self.replay is None:
            return
        last = len(self.replay.positions) - 1
        target = 0 if step == "first" else last if step == "last" else self.position + step
        self.go(max(0, min(last, target)))

    def go(self, position: int) -> None:
        if self.replay is None:
            return
        position = max(0, min(len(self.replay.positions) - 1, int(position)))
        self.position = position
        if self.slider.value() != position:
            self.slider.blockSignals(True)
            self.slider.setValue(position)
            self.slider.blockSignals(False)
        row = max((i for i, p in enumerate(self.rows) if p <= position), default=-1)
        row = row if row < self.moves.count() else -1  # a row still to be filled in
        if row != self.moves.currentRow():
            self.moves.blockSignals(True)
            self.moves.setCurrentRow(row)
            self.moves.blockSignals(False)
        if row >= 0:
            self.moves.scrollToItem(self.moves.item(row))
        self.chart.set_current(position)
        self.show_position()

    # -- what the page shows ------------------------------------------------------------------

    def show_position(self) -> None:
        if self.replay is None:
            return
        pos = self.replay.positions[self.position]
        verdict = self.verdicts.get(self.position)
        best = parse_action(verdict.best) if verdict is not None and verdict.best is not None else None
        showing_best = self.best_play.isChecked() and best is not None
        view = self.replay.positions[self.position - 1].view if showing_best else pos.view
        state = self._state(view)
        hint: tuple = ((), (), ())
        if showing_best:
            hint = self._lay_out(state, view, best)
        self.scene.set_state(state, animate=False)
        self.scene.set_hint(*hint)
        self.where.setText(self.tr("Move {n} of {total}").format(n=self.position,
                                                                   total=len(self.replay.positions) - 1))
        self.verdict.setText(self.verdict_detail(verdict) if verdict is not None else self._plain_text())
        every = self.every_hand.isChecked() and self.record.whole and pos.hands is not None
        self.hands.show_hands([(self._name(s), list(hand)) for s, hand in enumerate(pos.hands) if s != self.seat]
                              if every else [])
        self._show_move_cards(verdict)
        self._enable()

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        for panel in (self.move_cards.mine, self.move_cards.best):
            panel.cards.card_w = card_width(self.window().height(), 34)
            panel.cards.updateGeometry()

    def _show_move_cards(self, verdict: Any) -> None:
        """The decision that led here, the player's move and the best one side by side as
        cards (none at a position the reviewed seat did not decide)."""
        self.move_cards.setVisible(verdict is not None)
        if verdict is None:
            return
        view = self.replay.positions[verdict.step].view
        made = parse_action(verdict.action)
        mine = (self.tr("Your move: {action} ({label})").format(
            action=self.action_text(made, view), label=self.label_text(verdict.label) + self.sure_text(verdict)), made)
        best = None
        if verdict.best is not None:
            action = parse_action(verdict.best)
            best = (self.tr("Best move: {action}").format(action=self.action_text(action, view)), action)
        elif verdict.label == "best":
            best = (self.tr("Best move: yours"), made)
        self.move_cards.show_moves(mine, best, view)

    def _plain_text(self) -> str:
        if self.position == 0:
            return self.tr("The deal. Step through the game with ← and →.")
        return ""

    def _state(self, view: Any) -> TableState:
        high = view.rules is not None and view.rules.meld.ace_mode == "high"

        def key(c: int) -> tuple:
            r = c % 13 + 1
            return (1, 0, 0, c) if c >= JOKER_BASE else (0, (c % 52) // 13, 14 if (r == 1 and high) else r, c)

        seats = []
        order = [(self.seat + i) % view.players for i in range(1, view.players + 1)]
        for s in order:
            parts = (self.tr("%n card(s)", "", view.hand_counts[s]),
                     self.tr("{s} point(s)", "", abs(view.totals[s])).format(s=view.totals[s]))
            seats.append(SeatInfo(s, self._name(s), view.hand_counts[s], view.totals[s],
                                  to_act=view.turn == s and view.phase not in ("over", "between_rounds"),
                                  active=view.active[s], me=s == self.seat, info=" · ".join(parts), parts=parts))
        return TableState(
            hand=sorted(view.hand, key=key), groups=[list(g) for g in view.table], declared=dict(view.declared),
            loose=list(view.loose), stock=view.stock_count, discard=list(view.discard),
            discard_count=view.discard_count, has_discard=self.replay.structure.discard_pile,
            spread=bool(view.rules is not None and view.rules.dig), seats=seats)

    def _lay_out(self, state: TableState, view: Any, best: Any) -> tuple[set, set, set]:
        """``best`` shown on ``state`` (the view the decision was made in): the cards, the
        groups and the places (the stock, the discard pile) it plays, to be outlined."""
        if isinstance(best, Commit):
            old = {frozenset(g) for g in view.table}
            placed = {c for g in best.table for c in g} & set(view.hand)
            state.groups = [list(g) for g in best.table]
            state.declared = {**state.declared, **best.jokers}
            state.hand = [c for c in state.hand if c not in placed]
            state.marked = placed
            return set(), {i for i, g in enumerate(best.table) if frozenset(g) not in old}, set()
        if isinstance(best, Meld):
            state.groups = state.groups + [list(best.cards)]
            state.declared = {**state.declared, **best.jokers}
            state.hand = [c for c in state.hand if c not in best.cards]
            return set(best.cards), {len(state.groups) - 1}, set()
        if isinstance(best, LayOff):
            state.groups[best.group] = state.groups[best.group] + [best.card]
            state.hand = [c for c in state.hand if c != best.card]
            return {best.card}, {best.group}, set()
        if isinstance(best, SwapJoker):
            return {best.card}, {best.group}, set()
        if isinstance(best, Discard):
            return {best.card}, set(), {DISCARD}
        if isinstance(best, Dig):
            return {best.card}, set(), set()
        if isinstance(best, TakeDiscard) and view.discard:
            return {view.discard[-1]}, set(), set()
        if isinstance(best, Draw):
            return set(), set(), {STOCK}
        return set(), set(), set()

    # -- words ------------------------------------------------------------------------------

    def label_text(self, label: str) -> str:
        return {"best": self.tr("Best"), "good": self.tr("Good"), "inaccuracy": self.tr("Inaccuracy"),
                "mistake": self.tr("Mistake"), "blunder": self.tr("Blunder"), "forced": self.tr("Forced")}[label]

    def sure_text(self, verdict: Any) -> str:
        """How sure the verdict is, after its label: clear (the whole interval in the label's
        band) or close (the worlds could not settle it); nothing for a forced move."""
        if verdict.label == "forced" or verdict.sure is None:
            return ""
        return " · " + (self.tr("clear") if verdict.sure == "clear" else self.tr("close"))

    def action_text(self, action: Any, view: Any) -> str:
        kind = action.type
        if kind == "draw":
            return self.tr("draw from the stock")
        if kind == "take_discard":
            top = view.discard[-1] if view.discard else None
            return self.tr("take {card}").format(card=card_text(top)) if top is not None else self.tr("take the discard")
        if kind == "dig":
            return self.tr("dig for {card}").format(card=card_text(action.card))
        if kind == "meld":
            return self.tr("meld {cards}").format(cards=" ".join(card_text(c) for c in action.cards))
        if kind == "lay_off":
            return self.tr("lay off {card}").format(card=card_text(action.card))
        if kind == "swap_joker":
            return self.tr("swap {card} for the joker").format(card=card_text(action.card))
        if kind == "discard":
            return self.tr("discard {card}").format(card=card_text(action.card))
        if kind == "commit":
            placed = sorted({c for g in action.table for c in g} & set(view.hand))
            if not placed:
                return self.tr("play no card")
            return self.tr("play {cards}").format(cards=" ".join(card_text(c) for c in placed))
        if kind == "pass":
            return self.tr("pass")
        if kind == "withdraw":
            return self.tr("withdraw")
        return kind

    def reason_text(self, v: Any) -> str:
        """Why the best move was better, from the reason code and parameters the hint gives
        for that move (:mod:`rummy_desktop.advice.reasons`): the meld it completes, the card
        it feeds, the chances it keeps."""
        p = v.params
        r = v.reason
        cards = " ".join(_card(c) for c in p.get("cards", []))
        group = "[" + " ".join(_card(c) for c in p.get("group", [])) + "]"
        if r in ("placed_cards", "placed_value"):
            if r == "placed_cards":
                text = self.tr("You placed %n card(s); the best play placed {possible}.", "", int(p.get("placed", 0))
                               ).format(possible=p.get("possible", 0))
            else:
                text = self.tr("Your play placed cards worth {placed} points; the best play placed {possible}.").format(
                    placed=p.get("placed", 0), possible=p.get("possible", 0))
            layout = "  ".join("[" + " ".join(_card(c) for c in g) + "]" for g in p.get("layout", []))
            return text + " " + self.tr("The best play: {layout}.").format(layout=layout) if layout else text
        if r == "take_discard":
            return self.tr("Taking {card} was better: it gives {outs} chances to meld, against {before}.").format(
                card=_card(p.get("card", "")), outs=p.get("outs", 0), before=p.get("before", 0))
        if r in ("take_plays", "dig_plays"):
            card = _card(p.get("card", ""))
            take = r == "take_plays"
            if p.get("cards"):
                return (self.tr("Taking {card} was better: it makes a meld at once with {cards}.") if take else
                        self.tr("Digging for {card} was better: it makes a meld at once with {cards}.")).format(
                    card=card, cards=cards)
            if p.get("group"):
                return (self.tr("Taking {card} was better: it goes at once on {group}.") if take else
                        self.tr("Digging for {card} was better: it goes at once on {group}.")).format(
                    card=card, group=group)
            return self.tr("Digging for {card} was better.").format(card=card)
        if r == "take_known":
            return self.tr("Taking {card} was better than a card from the stock.").format(card=_card(p.get("card", "")))
        if r == "draw_stock":
            card = _card(p.get("taken") or p.get("card", ""))
            if p.get("helps"):
                return self.tr("Drawing from the stock was better than taking {card}, though {card} would have "
                               "helped your hand.").format(card=card)
            return self.tr("{card} did not help: drawing from the stock was better.").format(card=card)
        if r == "pass_upcard":
            return self.tr("Letting {card} go was better.").format(card=_card(p.get("card", "")))
        if r == "dig":
            return self.tr("Digging for {card} was better.").format(card=_card(p.get("card", "")))
        if r == "play_first":
            return self.tr("Playing {cards} first was better.").format(cards=cards)
        if r == "play":
            return self.tr("Playing {cards} was better.").format(cards=cards)
        if r == "fed":
            return self.tr("{card} lets the next player play at once.").format(card=_card(p.get("card", "")))
        if r == "discard_feeds":
            return self.tr("Discarding {card} was better: the next player could play {kept} at once.").format(
                card=_card(p.get("card", "")), kept=_card(p.get("kept", "")))
        if r == "discard_endgame":
            return self.tr("Discarding {card} was better: a player has only %n card(s) left, so get rid of points.",
                           "", int(p.get("cards", 0))).format(card=_card(p.get("card", "")))
        if r == "discard_chances" and "taken_outs" in p:
            return self.tr("Discarding {card} kept {outs} chances to meld; discarding {taken} kept {taken_outs}."
                           ).format(card=_card(p.get("card", "")), outs=p.get("outs", 0),
                                    taken=_card(p.get("taken", "")), taken_outs=p.get("taken_outs", 0))
        if r == "discard_chances":
            return self.tr("Discarding {card} was better: it keeps {outs} chances to meld.").format(
                card=_card(p.get("card", "")), outs=p.get("outs", 0))
        if r == "discard_no_chances":
            return self.tr("Discarding {card} was better: no card would complete a meld with your hand, and it "
                           "costs %n point(s).", "", int(p.get("points", 0))).format(card=_card(p.get("card", "")))
        if r == "knock":
            return self.tr("Knocking with {card} was better: %n point(s) of deadwood left.", "",
                           int(p.get("points", 0))).format(card=_card(p.get("card", "")))
        if r == "broke":
            return self.tr("Discarding {card} left {outs} chances to meld; discarding {best} kept {best_outs}.").format(
                card=_card(p.get("card", "")), outs=p.get("outs", 0), best=_card(p.get("best", "")),
                best_outs=p.get("best_outs", 0))
        if r == "kept_dead":
            return self.tr("{card} can no longer make a meld: it was the card to throw away.").format(
                card=_card(p.get("card", "")))
        if r == "costly":
            return self.tr("{best} was the card to throw away.").format(best=_card(p.get("best", "")))
        if r == "best":
            return self.tr("The best move found.")
        if r == "forced":
            return self.tr("The only legal move: left out of the accuracy.")
        return self.tr("Another move was expected to score better.")

    def verdict_detail(self, v: Any) -> str:
        """Under the two moves side by side (which say the move, its label and the best
        move): the expected loss and why."""
        parts = []
        if v.unit == "points" and v.loss > 0:
            parts.append(self.tr("Expected loss: {loss} points.").format(loss=f"{v.loss:.1f}"))
        parts.append(self.reason_text(v))
        return " ".join(parts)

    def _summary(self) -> None:
        # lazily: the review's engine is first loaded by _load, on the worker thread, not the UI thread
        from rummy_desktop.review.analysis import summary

        if self.analysis is None:
            self.summary.setText("")
            return
        s = summary(self.analysis.review)
        if s.accuracy is None:
            self.summary.setText(self.tr("No decision judged yet."))
        else:
            counts = ", ".join(f"{self.label_text(label)} {n}" for label, n in s.counts.items() if n)
            text = self.tr("Accuracy {accuracy} over %n decision(s)", "", s.decisions).format(
                accuracy=f"{s.accuracy:g}")
            self.summary.setText(f"{text}\n{counts}{self._seats_text()}")
        for i, b in enumerate(self.costly):
            if i < len(s.costliest):
                v = s.costliest[i]
                b.setText(self.tr("move {n} ({label})").format(n=v.step + 1, label=self.label_text(v.label)))
                b.setProperty("position", v.step + 1)
                b.show()
            else:
                b.hide()
        self.costly_label.setVisible(bool(s.costliest))
        points = [(v.step + 1, v.expected, v.label) for v in self.analysis.review.verdicts if v.expected is not None]
        self.chart.set_points(points, len(self.replay.positions) - 1 if self.replay is not None else 1)

    def _seats_text(self) -> str:
        """Every seat's accuracy side by side (a record of the whole game; "…" while a seat's
        review is still to come)."""
        # lazily: the review's engine is first loaded by _load, on the worker thread, not the UI thread
        from rummy_desktop.review.analysis import summary

        if not self.record.whole or self.record.players < 2:
            return ""
        parts = []
        for s in range(self.record.players):
            review = self.analysis.review if s == self.seat else self.others.get(s)
            acc = summary(review).accuracy if review is not None and (s != self.seat or self.complete) else None
            parts.append(f"{self._name(s)} {acc:g}" if acc is not None else f"{self._name(s)} …")
        return "\n" + self.tr("Every seat: {accuracies}").format(accuracies=" · ".join(parts))

    def _costly_clicked(self, k: int) -> None:
        pos = self.costly[k].property("position")
        if pos is not None:
            self.go(int(pos))

    def _retry_clicked(self) -> None:
        # lazily: the review's engine is first loaded by _load, on the worker thread, not the UI thread
        from rummy_desktop.review.retry import first_from, marked

        if self.analysis is not None:
            chosen = first_from(marked(self.analysis.review), self.position)
            if chosen is not None:
                self.retryChosen.emit(chosen.step)

    def _enable(self) -> None:
        # lazily: the review's engine is first loaded by _load, on the worker thread, not the UI thread
        from rummy_desktop.review.retry import MARKED

        ready = self.replay is not None
        for w in (self.first_button, self.back_button, self.next_button, self.last_button, self.slider):
            w.setEnabled(ready)
        verdict = self.verdicts.get(self.position) if ready else None
        self.best_play.setEnabled(verdict is not None and verdict.best is not None)
        over = ready and self.replay.positions[self.position].view.phase == "over"
        self.play_button.setEnabled(ready and self.record.whole and not over)
        self.level.setEnabled(ready and self.record.whole)
        self.retry_button.setEnabled(ready and self.record.whole and self.analysis is not None and any(
            v.label in MARKED for v in self.verdicts.values()))
        self.analyse_button.setEnabled(self.analysis is not None and not self.analysis.finished and not self.error)
        self.progress.setVisible(self.analysis is None or not self.analysis.finished or bool(self.verdicts))

    # -- leaving ------------------------------------------------------------------------------

    def shutdown(self) -> None:
        """Stop the analysis (the decision under way is dropped) and the worker."""
        self.stop_analysis()
        self.worker.close(timeout=5)

    def apply_settings(self, settings: Any) -> None:
        self.settings = settings
        self.scene.apply_look(settings)
        self.show_position()

