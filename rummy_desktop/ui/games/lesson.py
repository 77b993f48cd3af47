"""A lesson (Learn by playing) on the window: its :class:`~..lessons.LessonPage`, the real
table with the lesson's bubble. A lesson keeps nothing; a finished one is counted in the
statistics, and "Play this game now" deals a solo game of its rule set."""

from __future__ import annotations

from types import SimpleNamespace
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QTimer

from ..lessons import LessonPage
from .base import GameController, replace_question

if TYPE_CHECKING:
    from .shell import Shell


def start_lesson(shell: Shell, lesson_id: str) -> None:
    """Play a lesson on the table (the game in progress, if any, stays saved)."""
    game = LessonGame.new(shell, lesson_id)
    if game is not None:
        shell.show_game(game)


def leave_lesson(shell: Shell, came_from: str) -> None:
    """Leave the lesson on the window for where the player started it: ``"game"``, the game
    in progress (saved when the lesson began, resumed from there), else the lessons list
    over the start screen."""
    shell.close_table()
    if came_from == "game":
        shell.resume_game_with(None)
        return
    shell.back_to_start()
    shell.show_lessons()


class LessonGame(GameController):
    """``lesson`` played on the page."""

    def __init__(self, shell: Shell, catalog: Any, lesson: Any, came_from: str = "lessons") -> None:
        super().__init__(shell)
        self.catalog = catalog
        self.lesson = lesson
        self.came_from = came_from  # "game": leaving resumes the game in progress; else the lessons list
        self.lesson_page: Any = None

    @classmethod
    def new(cls, shell: Shell, lesson_id: str) -> LessonGame | None:
        """The lesson ``lesson_id`` (None when there is no such lesson, or when the game in
        progress, which stays saved, could not be saved: that is reported). Leaving the
        lesson resumes that game; without one, it goes back to the lessons list."""
        catalog = shell.catalog()
        lesson = catalog.lessons.get(lesson_id)
        if lesson is None:
            return None
        game = shell.controller
        if game is not None:
            try:
                game.save()
            except OSError as e:
                shell.report(QCoreApplication.translate("MainWindow", "The game could not be saved"), str(e))
                return None
        playing = game is not None and game.resumable() and shell.showing(game)
        return cls(shell, catalog, lesson, "game" if playing else "lessons")

    def start(self) -> None:
        shell, window = self.shell, self.shell.widget()
        page = LessonPage(self.catalog, self.lesson, shell.settings, shell.translations.language, self.page)
        page.finished.connect(self._finished)
        page.leave.connect(lambda: QTimer.singleShot(0, window, lambda: leave_lesson(shell, self.came_from)))
        page.playNow.connect(lambda les: QTimer.singleShot(0, window, lambda: self._play_game(les)))
        self.lesson_page = page
        self.layout.addWidget(page)
        shell.show_page(self)
        page.table.setFocus()

    def close(self) -> None:
        if self.closed:
            return
        page, self.lesson_page = self.lesson_page, None
        if page is not None:
            self.layout.removeWidget(page)
            page.shutdown()
            page.hide()
            page.deleteLater()
        super().close()

    def title(self) -> str:
        return self.lesson.title.get(self.shell.translations.language)

    def retranslate(self, language: str) -> None:
        if self.lesson_page is not None:
            self.lesson_page.retranslate(language)

    def focus(self) -> None:
        if self.lesson_page is not None:
            self.lesson_page.table.setFocus()

    def _finished(self, lesson_id: str) -> None:
        shell = self.shell
        if shell.stats.record_lesson(lesson_id):
            shell.save_stats()

    def _play_game(self, lesson: Any) -> None:
        """"Play this game now": a new game of the lesson's rule set and options."""

        shell = self.shell
        question = replace_question()
        if question is not None and not shell.confirm(QCoreApplication.translate("MainWindow", "New game"), question):
            return
        shell.start_from_args(SimpleNamespace(
            variant=lesson.variant, option=[f"{k}={v}" for k, v in lesson.options.items()],
            players=lesson.players, seed=None, level=None))
