"""Retry a mistake, on the review's window (issue 45, point 8; Lichess's "learn from your
mistakes"): the live table at a decision the review marked inaccuracy or worse, with the
same cards (the game rebuilt from the record, :class:`rummy_desktop.review.retry.RetryChannel`);
the player's move, made with the table's own gestures, is judged by the review's own search
(:class:`rummy_desktop.review.retry.RetryJudge`) in a process of its own
(:class:`rummy_desktop.review.retry_process.RetryProcess`, read from a timer, as the
review's analysis is: its searches never hold the window's Python lock), and a bar over the
table says whether it is as good as the best, and if not what the best was; then *Try
again*, *Next mistake* or *Back to review*. A try on which the player asked for a hint (Hint or
Show me) is said to be helped, as Lichess marks a viewed solution: the verdict never reads as
a move found alone.

The review's controller (:mod:`.review`) holds a :class:`Retry` and shows its page in place
of the review page; the words for moves, labels and reasons are the review page's own, so
both say a move the same way. Nothing of a retry is saved or counted: the record, the
history and the statistics stay as they were.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, Qt, QTimer, Signal
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from rummy_desktop.core.actions import parse_action
from rummy_desktop.review.retry import RetryChannel, as_good, first_from, marked
from rummy_desktop.review.retry_process import ERROR, VERDICT, RetryProcess
from rummy_desktop.storage.records import Verdict

from ..table.widget import TableWidget


class RetryBar(QFrame):
    """Over the table: what to do (or the verdict) and the three buttons."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("retryBar")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.text = QLabel(self)
        self.text.setObjectName("retryText")
        self.text.setWordWrap(True)
        self.text.setTextFormat(Qt.TextFormat.PlainText)
        self.again = QPushButton(self)
        self.again.setObjectName("retryAgain")
        self.next = QPushButton(self)
        self.next.setObjectName("retryNext")
        self.back = QPushButton(self)
        self.back.setObjectName("retryBack")
        buttons = QVBoxLayout()
        for b in (self.again, self.next, self.back):
            b.setAutoDefault(False)
            buttons.addWidget(b)
        lay = QHBoxLayout(self)
        lay.setContentsMargins(8, 4, 8, 4)
        lay.addWidget(self.text, 1)
        lay.addLayout(buttons)


class Retry(QObject):
    """The retries of ``page``'s review (a :class:`~..review_page.ReviewPage` with its
    replay and analysis loaded), from the marked decision at position ``step``.
    ``back(position)``: the player goes back to the review, at that position (the move
    retried last). ``table_class`` is the table widget (a test may give another)."""

    back = Signal(int)

    def __init__(self, page: Any, step: int, settings: Any, parent: QWidget,
                 table_class: Callable[..., Any] | None = None) -> None:
        super().__init__(parent)
        if table_class is None:
            table_class = TableWidget
        self.words = page  # the review page says moves, labels and reasons
        self.record = page.record
        self.seat = page.seat
        self.catalog = page.catalog
        self.settings = settings
        self.table_class = table_class
        review = page.analysis.review
        self.marked = marked(review)
        self.views = {v.step: page.replay.positions[v.step].view for v in self.marked}  # the decisions' views
        self.index = self.marked.index(first_from(self.marked, step + 1))
        self.channel: RetryChannel | None = None
        self.table: Any = None
        self.verdict: Any = None  # the retried move's, once judged
        self.problem = ""  # why it could not be judged
        self.helped = False  # the player asked for a hint on this try
        self._token = 0
        self.process = RetryProcess(self.record, self.seat, review)
        self._poll = QTimer(self)
        self._poll.setInterval(40)
        self._poll.timeout.connect(self._received)
        self.widget = QWidget(parent)
        self.widget.setObjectName("retryPage")
        self.bar = RetryBar(self.widget)
        self.bar.again.clicked.connect(self.again)
        self.bar.next.clicked.connect(self.next)
        self.bar.back.clicked.connect(lambda: self.back.emit(self.decision.step + 1))
        self.layout = QVBoxLayout(self.widget)
        self.layout.setContentsMargins(0, 0, 0, 0)
        self.layout.setSpacing(0)
        self.layout.addWidget(self.bar)
        try:
            self.open()
        except ValueError:  # the record does not replay there: said by the caller
            self.process.close()
            raise

    @property
    def decision(self) -> Any:
        """The review's verdict on the decision being retried."""
        return self.marked[self.index]

    @property
    def judging(self) -> bool:
        return self.channel is not None and self.channel.move is not None and self.verdict is None \
            and not self.problem

    # -- the table ------------------------------------------------------------------------------

    def open(self) -> None:
        """The table at the decision, as it was before the move (again, or a new decision)."""
        self._token += 1
        self.verdict, self.problem, self.helped = None, "", False
        self._remove_table()
        step = self.decision.step
        channel = RetryChannel(self.record, step, self.seat, self.catalog)
        channel.on_move(lambda token=self._token: QTimer.singleShot(0, self, lambda: self._moved(token)))
        self.channel = channel
        table = self.table_class(channel, self.settings, self.seat, self.widget)
        table.setObjectName("retryTable")
        table.hintUsed.connect(lambda token=self._token: self._hinted(token))
        self.table = table
        self.layout.addWidget(table, 1)
        table.setFocus()
        self.process.prepare(step)  # while the player looks
        self.say()

    def _remove_table(self) -> None:
        old, self.table = self.table, None
        if old is not None:
            self.layout.removeWidget(old)
            old.hide()
            old.close()
            old.deleteLater()

    def _hinted(self, token: int) -> None:
        """The player asked the table for a hint on this try."""
        if token == self._token and not self.helped:
            self.helped = True
            self.say()

    def again(self) -> None:
        self.open()

    def next(self) -> None:
        if self.index + 1 < len(self.marked):
            self.index += 1
            self.open()

    # -- the verdict ----------------------------------------------------------------------------

    def _moved(self, token: int) -> None:
        """The retried move is on the table: judge it (the table takes no other move)."""
        channel = self.channel
        if token != self._token or channel is None or channel.move is None:
            return
        if self.table is not None:
            self.table.setEnabled(False)
        self.process.judge(token, self.decision.step, channel.move)
        self._poll.start()
        self.say()

    def _received(self) -> None:
        """The timer: the process's answers."""
        alive = self.process.alive  # (before reading: what it sent before it ended is read)
        for kind, token, answer in self.process.poll():
            if token is not None and token != self._token:
                continue  # the player went on to another try meanwhile
            if kind == VERDICT:  # None: nothing to weigh, any move is as good (False)
                self.verdict = Verdict.model_validate_json(answer) if answer is not None else False
            elif kind == ERROR:
                self.problem = answer
        if self.judging and not alive:
            self.problem = self.tr("the search ended unexpectedly")
        if not self.judging:
            self._poll.stop()
        self.say()

    # -- words ----------------------------------------------------------------------------------

    def retranslate(self) -> None:
        """The language changed."""
        self.say()
        if self.table is not None:
            self.table.retranslate()

    def say(self) -> None:
        """The bar's words and buttons, for where the retry is."""
        bar, words = self.bar, self.words
        bar.again.setText(self.tr("Try again"))
        bar.again.setToolTip(self.tr("The same position, to try another move"))
        bar.next.setText(self.tr("Next mistake"))
        bar.next.setToolTip(self.tr("The next decision the review marked inaccuracy or worse"))
        bar.back.setText(self.tr("Back to review"))
        bar.back.setToolTip(self.tr("The review, at this move"))
        last = self.index + 1 >= len(self.marked)
        bar.next.setEnabled(not last and not self.judging)
        bar.again.setEnabled(self.channel is not None and self.channel.move is not None and not self.judging)
        v = self.decision
        view = self.views[v.step]
        count = self.tr("Mistake {n} of {total}").format(n=self.index + 1, total=len(self.marked))
        head = self.tr("Move {n}: you played {action} ({label}).").format(
            n=v.step + 1, action=words.action_text(parse_action(v.action), view), label=words.label_text(v.label))
        channel = self.channel
        if channel is None or channel.move is None:
            text = self.tr("Find a better move, on the table as you would play it.")
            if self.helped:
                text += " " + self.tr("You asked for a hint: this try will not count as found on your own.")
        elif self.problem:
            text = self.tr("Your move could not be judged: {problem}").format(problem=self.problem)
        elif self.verdict is None:
            text = self.tr("You played {action}. Judging it…").format(action=words.action_text(channel.move, view))
        else:
            text = self._verdict_text(channel.move, view)
            if last:
                text += " " + self.tr("That was the last marked decision.")
        bar.text.setText(f"{count} · {head}\n{text}")

    def _verdict_text(self, move: Any, view: Any) -> str:
        words, v = self.words, self.verdict
        played = words.action_text(move, view)
        if v is False or as_good(v):
            if self.helped:
                return self.tr("You played {action} with a hint: as good as the best move. "
                               "Try again to find it on your own.").format(action=played)
            return self.tr("You played {action}: as good as the best move.").format(action=played)
        best = words.action_text(parse_action(v.best), view)
        text = self.tr("You played {action} ({label}). The best move was {best}.").format(
            action=played, label=words.label_text(v.label), best=best)
        text = f"{text} {words.verdict_detail(v)}"
        if self.helped:
            text += " " + self.tr("(You had asked for a hint.)")
        return text

    def apply_settings(self, settings: Any) -> None:
        self.settings = settings
        if self.table is not None:
            self.table.apply_settings(settings)

    # -- leaving --------------------------------------------------------------------------------

    def close(self) -> None:
        self._token += 1
        self._poll.stop()
        self.process.close()
        self._remove_table()
        self.widget.hide()
        self.widget.deleteLater()
        self.deleteLater()
