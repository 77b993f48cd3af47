"""Learn by playing: the list of lessons by rule set, and a lesson played on the real
table through a :class:`~rummy_desktop.session.lesson.LessonChannel`, with its bubble."""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QMessageBox,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from rummy_desktop.session.lesson import LessonChannel

from .table import TableWidget
from .table.lesson_bubble import LessonBubble
from .variant_texts import variant_name


class LessonsDialog(QDialog):
    """The installed lessons by rule set; finished ones are marked. ``chosen`` gives the
    lesson's id."""

    chosen = Signal(str)

    def __init__(self, catalog, finished: list[str], language: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("lessonsDialog")
        self.catalog = catalog
        self.done_ids = set(finished)
        self.language = language
        self.intro = QLabel(self)
        self.intro.setWordWrap(True)
        self.tree = QTreeWidget(self)
        self.tree.setColumnCount(2)
        self.tree.setRootIsDecorated(False)
        self.tree.setItemsExpandable(False)
        self.tree.itemActivated.connect(lambda *_: self._start())
        self.tree.currentItemChanged.connect(lambda *_: self._update())
        self.summary = QLabel(self)
        self.summary.setWordWrap(True)
        self.summary.setMinimumHeight(self.fontMetrics().lineSpacing() * 3)
        self.buttons = QDialogButtonBox(QDialogButtonBox.Cancel, self)
        self.start_button = self.buttons.addButton("", QDialogButtonBox.AcceptRole)
        self.buttons.accepted.connect(self._start)
        self.buttons.rejected.connect(self.reject)
        lay = QVBoxLayout(self)
        lay.addWidget(self.intro)
        lay.addWidget(self.tree, 1)
        lay.addWidget(self.summary)
        lay.addWidget(self.buttons)
        self.resize(640, 460)
        self.retranslate()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Learn by playing"))
        self.intro.setText(self.tr("A guided lesson in the real game teaches each rule set step by step."))
        self.tree.setHeaderLabels([self.tr("Lesson"), self.tr("Finished")])
        self.start_button.setText(self.tr("Start the lesson"))
        self._fill()

    def _family_heading(self, discard_pile: bool) -> str:
        if discard_pile:
            return self.tr("Draw-and-discard games")
        return self.tr("Manipulation games")

    def _fill(self) -> None:
        """The lessons under a heading for each family (draw and discard first), by rule set."""
        current = self.current_id()
        self.tree.clear()
        groups: dict[bool, list] = {}
        for lesson in self.catalog.lessons.all():
            variant = self.catalog.variants.get(lesson.variant)
            family = variant is not None and variant.spec.structure.discard_pile  # the turn structure's
            groups.setdefault(family, []).append(lesson)
        select = None
        for family in sorted(groups, key=lambda f: not f):
            heading = QTreeWidgetItem([self._family_heading(family), ""])
            heading.setFlags(Qt.ItemIsEnabled)
            font = heading.font(0)
            font.setBold(True)
            heading.setFont(0, font)
            self.tree.addTopLevelItem(heading)
            for lesson in sorted(groups[family], key=lambda x: (variant_name(x.variant), x.id)):
                done = lesson.id in self.done_ids
                item = QTreeWidgetItem([lesson.title.get(self.language),
                                        self.tr("✓ finished") if done else ""])
                item.setData(0, Qt.UserRole, lesson.id)
                item.setToolTip(0, variant_name(lesson.variant))
                heading.addChild(item)
                if lesson.id == current or (select is None and current is None and not done):
                    select = item
            heading.setExpanded(True)
        self.tree.resizeColumnToContents(0)
        if select is None:
            select = next(iter(self.lesson_items().values()), None)
        if select is not None:
            self.tree.setCurrentItem(select)
        self._update()

    def lesson_items(self) -> dict[str, QTreeWidgetItem]:
        """Each lesson's row, by the lesson's id, in the order shown."""
        rows = {}
        for i in range(self.tree.topLevelItemCount()):
            heading = self.tree.topLevelItem(i)
            for j in range(heading.childCount()):
                rows[heading.child(j).data(0, Qt.UserRole)] = heading.child(j)
        return rows

    def current_id(self) -> str | None:
        item = self.tree.currentItem()
        return item.data(0, Qt.UserRole) if item is not None else None  # a heading has none

    def _update(self) -> None:
        lid = self.current_id()
        lesson = self.catalog.lessons.get(lid) if lid else None
        self.start_button.setEnabled(lesson is not None)
        if lesson is None:
            self.summary.setText("")
            return
        self.summary.setText(self.tr("{game}, %n step(s): {summary}", "", len(lesson.steps)).format(
            game=variant_name(lesson.variant), summary=lesson.summary.get(self.language)))

    def _start(self) -> None:
        lid = self.current_id()
        if lid is not None:
            self.accept()
            self.chosen.emit(lid)


# Narrower than this, a lesson's table hides its move log: the bubble, which says what
# happened, needs the room beside what the step points at.
LOG_MIN_WIDTH = 1000


class LessonPage(QWidget):
    """A lesson on the table. ``finished`` (the lesson's id) when its last step is done,
    ``leave`` and ``playNow`` (the lesson) from the bubble's buttons. A move the step does
    not want is refused with a way forward in the bubble; Esc puts picked-up cards back,
    else asks before leaving the lesson."""

    finished = Signal(str)
    leave = Signal()
    playNow = Signal(object)

    def __init__(self, catalog, lesson, settings, language: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("lessonPage")
        self.catalog = catalog
        self.lesson = lesson
        self.settings = settings
        self.channel = LessonChannel(lesson, catalog, language, post=lambda f: QTimer.singleShot(0, self, f))
        self.channel.on_step(self._step_changed)
        self.table = None
        self.bubble = None
        self._reported = False
        self._noted_at: tuple | None = None  # the table when the bubble's note was written
        self._layout = QVBoxLayout(self)
        self._layout.setContentsMargins(0, 0, 0, 0)
        self.shortcuts = {
            "back": QShortcut(QKeySequence("Alt+Left"), self, self.back),
            "next": QShortcut(QKeySequence("Alt+Right"), self, self.next),
            "restart": QShortcut(QKeySequence("Alt+Home"), self, self.restart),
            "leave": QShortcut(QKeySequence("Esc"), self, self.escape),
        }
        for s in self.shortcuts.values():
            s.setContext(Qt.WidgetWithChildrenShortcut)
        self._build_table()

    def _build_table(self) -> None:
        old = self.table
        if old is not None:
            self._layout.removeWidget(old)
            old.hide()
            old.close()
            old.deleteLater()
        table = TableWidget(self.channel, self.settings, self.lesson.seat, self, lesson=self.channel)
        table.setObjectName("table")
        table.LOG_MIN_TABLE_WIDTH = LOG_MIN_WIDTH
        table.message.connect(self._table_message)
        self._layout.addWidget(table)
        table.show()
        self.table = table
        self.bubble = LessonBubble(table)
        self.bubble.backClicked.connect(self.back)
        self.bubble.restartClicked.connect(self.restart)
        self.bubble.nextClicked.connect(self.next)
        self.bubble.leaveClicked.connect(self.ask_leave)
        self.bubble.retryClicked.connect(self.retry)
        self.bubble.playClicked.connect(lambda: self.playNow.emit(self.lesson))
        table.btn_hint.clicked.connect(self._hint_asked)
        table.shortcuts["hint"].activated.connect(self._hint_asked)
        self._step_changed()
        table.setFocus()

    # -- the bubble's buttons ---------------------------------------------------------------

    def back(self) -> None:
        if self.channel.step_number == 0 and not self.channel.play.queue:
            return
        self.channel.back()
        self._build_table()

    def restart(self) -> None:
        self.channel.restart()
        self._build_table()

    def retry(self) -> None:
        """The step again from its start (the table as it was then)."""
        self.channel.retry()
        self._build_table()

    def escape(self) -> None:
        """Esc: cards picked up or selected go back, as at the table; else leave the
        lesson, after asking."""
        table = self.table
        if table is not None and (table.held or table.scene.selection):
            table.key_cancel()
            return
        self.ask_leave()

    def ask_leave(self) -> None:
        """Leave the lesson; an unfinished one only once the player says so (when
        confirmations are on)."""
        if not self.channel.finished and self.settings.confirmations:
            answer = QMessageBox.question(
                self, self.tr("Leave the lesson?"),
                self.tr("Leave the lesson? Next time it starts again from its first step."),
                QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No, QMessageBox.StandardButton.No)
            if answer != QMessageBox.StandardButton.Yes:
                return
        self.leave.emit()

    def next(self) -> None:
        step = self.channel.step
        if step is not None and step.expect is None:
            self.channel.next()
            if self.table is not None:  # the other seats' moves after a step that is only read
                self.table.flow.schedule()

    def retranslate(self, language: str) -> None:
        self.channel.language = language
        if self.table is not None:
            self.table.retranslate()
        if self.bubble is not None:
            self.bubble.retranslate()
        self._step_changed()

    # -- following the lesson ---------------------------------------------------------------

    def _hint_asked(self) -> None:
        """Hint at a step that is only read: the bubble says what to do (the table's hint is
        the step's own move, and this step has none)."""
        step = self.channel.step
        if step is not None and step.expect is None and self.bubble is not None:
            self._noted_at = self._position()
            self.bubble.show_note(self.tr("This step asks for no move: read it, then press Next (Alt+Right)."))

    def _step_changed(self) -> None:
        if self.bubble is None:
            return
        table = self.table
        if table.status.text().startswith("⚠"):  # a refusal goes with its step
            table.show_status(table.flow.turn_prompt())
        ch = self.channel
        total = len(self.lesson.steps)
        if ch.finished:
            scores = ch.round_end["scores"] if ch.round_end else []
            text = ch.text()
            if scores:
                text += "\n" + self.tr("Round scores: {scores}").format(
                    scores=", ".join(f"{self.table.flow.seat_name(s)} {v}" for s, v in enumerate(scores)))
            self.bubble.show_step(self.tr("Lesson finished"), text, None, reading=False, finished=True,
                                  can_go_back=True)
            if not self._reported:
                self._reported = True
                self.finished.emit(self.lesson.id)
            return
        step = ch.step
        if step is None:  # the other seats are playing their moves
            self.bubble.show_step(self.tr("Step {n} of {total}").format(n=ch.step_number, total=total),
                                  self.tr("Watch the other players' moves."), None, reading=False,
                                  finished=False, can_go_back=True)
            return
        self.bubble.show_step(self.tr("Step {n} of {total}").format(n=ch.step_number + 1, total=total),
                              ch.text(step), step.highlight, reading=step.expect is None, finished=False,
                              can_go_back=ch.step_number > 0, expect=step.expect)

    def _position(self) -> tuple | None:
        """The working copy as the player has laid it out (None outside the Manipulation
        family's turn)."""
        wc = self.table.flow.wc if self.table is not None else None
        return wc.position() if wc is not None else None

    def _table_message(self, text: str) -> None:
        """A refusal at the table goes to the bubble, under the step's text, with the
        step's way forward after the engine's or the table's reason (a refusal of the
        lesson's own says it); once the player lays the table out otherwise, it goes. At
        the end of the lesson the summary stays as it is."""
        if self.bubble is None or self.channel.finished:
            return  # the summary stays (a stray key at the end)
        if not text.startswith("⚠"):
            if self.bubble.note.isVisibleTo(self.bubble) and self._position() != self._noted_at:
                self.bubble.clear_note()
            return
        self._noted_at = self._position()
        refusal, self.channel.refusal = self.channel.refusal, None
        note = text.lstrip("⚠ ")
        if refusal is None or not refusal.code.startswith("lesson_"):
            way = self.channel.way_forward()
            if way and way not in note:
                note = f"{note} {way}"
        wc = self.table.flow.wc
        self.bubble.show_note(note, retry=wc is not None and wc.changed)

    def shutdown(self) -> None:
        if self.table is not None:
            self.table.shutdown()
        self.channel.close()

