"""A lesson (Learn by playing) on the window: its :class:`~..lessons.LessonPage`, the real
table with the lesson's bubble. A lesson keeps nothing; a finished one is counted in the
statistics, and "Play this game now" deals a solo game of its rule set."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QTimer

from .base import GameController

if TYPE_CHECKING:
    from ..main_window import MainWindow


class LessonGame(GameController):
    """``lesson`` played on the page."""

    def __init__(self, window: "MainWindow", catalog: Any, lesson: Any, came_from: str = "lessons") -> None:
        super().__init__(window)
        self.catalog = catalog
        self.lesson = lesson
        self.came_from = came_from  # "game": leaving resumes the game in progress; else the lessons list
        self.lesson_page: Any = None

    @classmethod
    def new(cls, window: "MainWindow", lesson_id: str) -> "LessonGame | None":
        """The lesson ``lesson_id`` (None when there is no such lesson, or when the game in
        progress, which stays saved, could not be saved: that is reported). Leaving the
        lesson resumes that game; without one, it goes back to the lessons list."""
        catalog = window.catalog()
        lesson = catalog.lessons.get(lesson_id)
        if lesson is None:
            return None
        game = window.controller
        if game is not None:
            try:
                game.save()
            except OSError as e:
                window.report(QCoreApplication.translate("MainWindow", "The game could not be saved"), str(e))
                return None
        playing = window.session is not None and window.stack.currentWidget() is game.page and not game.over()
        return cls(window, catalog, lesson, "game" if playing else "lessons")

    def start(self) -> None:
        from ..lessons import LessonPage, leave_lesson

        window = self.window
        page = LessonPage(self.catalog, self.lesson, window.settings, window.translations.language, self.page)
        page.finished.connect(self._finished)
        page.leave.connect(lambda: QTimer.singleShot(0, window, lambda: leave_lesson(window, self.came_from)))
        page.playNow.connect(lambda les: QTimer.singleShot(0, window, lambda: self._play_game(les)))
        self.lesson_page = page
        self.layout.addWidget(page)
        window.show_page(self)
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
        return self.lesson.title.get(self.window.translations.language)

    def retranslate(self, language: str) -> None:
        if self.lesson_page is not None:
            self.lesson_page.retranslate(language)

    def focus(self) -> None:
        if self.lesson_page is not None:
            self.lesson_page.table.setFocus()

    def _finished(self, lesson_id: str) -> None:
        window = self.window
        if window.stats.record_lesson(lesson_id):
            window._save_stats()

    def _play_game(self, lesson: Any) -> None:
        """"Play this game now": a new game of the lesson's rule set and options."""
        from types import SimpleNamespace

        from .solo import autosave_file

        window = self.window
        if autosave_file().is_file() and not window.confirm(
                QCoreApplication.translate("MainWindow", "New game"),
                QCoreApplication.translate("MainWindow", "Start a new game? The interrupted game will be replaced.")):
            return
        window.start_from_args(SimpleNamespace(
            variant=lesson.variant, option=[f"{k}={v}" for k, v in lesson.options.items()],
            players=lesson.players, seed=None, level=None))
