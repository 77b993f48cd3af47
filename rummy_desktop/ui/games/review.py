"""A game review on the window: a kept game (Game ▸ History) or a record file someone sent
(Game ▸ Open a game record), replayed turn by turn from one seat and judged against the
best play (:class:`~..review_page.ReviewPage`). The analysis is kept in the record's file
once complete, so the second opening is instant; a record opened from elsewhere keeps it
only while it is on the window. "Play from here" deals a solo game from the position shown;
"Retry" plays a marked decision again on the live table (:mod:`.retry`), in place of the
review page until the player goes back to it."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QTimer

from rummy_desktop.session.records import session_from
from rummy_desktop.storage import autosaves, records
from rummy_desktop.storage.files import StoredFileError

from ..review_page import ReviewPage
from ..variant_texts import variant_name
from .base import GameController, replace_question
from .retry import Retry

if TYPE_CHECKING:
    from .shell import Shell


def review_record(shell: Shell, path: Path, in_history: bool = True) -> None:
    """Review the record in ``path`` (a file of the history, or one from elsewhere) on the
    window; a game in progress there is saved first (not reviewed when it cannot be)."""
    game = shell.controller
    if game is not None and game.resumable():
        try:
            game.save()
        except OSError as e:
            shell.report(QCoreApplication.translate("MainWindow", "The game could not be saved"), str(e))
            return
    review = ReviewGame.new(shell, path, in_history)
    if review is not None:
        shell.show_game(review)


class ReviewGame(GameController):
    """``record`` from ``seat``; ``path`` is its file in the history (None: opened from
    elsewhere, not written to)."""

    def __init__(self, shell: Shell, record: Any, path: Path | None, seat: int | None = None) -> None:
        super().__init__(shell)
        self.record = record
        self.path = path
        self.seat = record.seat if seat is None else seat
        self.review_page: Any = None
        self.retry: Any = None  # the retries on screen (a Retry), in place of the review page
        self._unsaved = False

    @classmethod
    def new(cls, shell: Shell, path: Path, in_history: bool) -> ReviewGame | None:
        """The review of the record in ``path`` (None, reported, when it cannot be read: a
        damaged record of the history is set aside, a newer version's is refused in words)."""

        try:
            record = records.load(path)
        except StoredFileError as err:
            title = QCoreApplication.translate("MainWindow", "The game record could not be opened")
            if err.code == "newer":
                shell.report(title, QCoreApplication.translate(
                    "MainWindow", "{file} was kept by a newer version of Rummy Desktop. Update the program to "
                    "review it.").format(file=path.name))
                return None
            if in_history:
                records.set_aside_bad(err)
                shell.report_bad_file(title, err, QCoreApplication.translate(
                    "MainWindow", "The other games of the history are not affected."))
            else:
                shell.report(title, QCoreApplication.translate("MainWindow", "{file}: {problem}").format(
                    file=path.name, problem=err.detail))
            return None
        return cls(shell, record, path if in_history else None)

    def start(self) -> None:
        shell = self.shell
        page = ReviewPage(self.record, self.seat, shell.catalog(), shell.settings, self.page)
        page.reviewed.connect(self._reviewed)
        page.playFromHere.connect(lambda pos, level: QTimer.singleShot(0, shell.widget(), lambda: self._play(pos, level)))
        page.retryChosen.connect(self._retry)
        self.review_page = page
        self.layout.addWidget(page)
        shell.show_page(self)
        page.setFocus()

    def close(self) -> None:
        if self.closed:
            return
        self._close_retry()
        page, self.review_page = self.review_page, None
        if page is not None:
            page.shutdown()
            self._keep_partial(page)
            self.layout.removeWidget(page)
            page.hide()
            page.deleteLater()
        try:
            self.save()
        except OSError:
            pass  # the review is made again next time
        super().close()

    def save(self) -> None:
        """The analysis, into the record's file in the history (OSError when it cannot)."""
        if self._unsaved and self.path is not None:
            records.save(self.path, self.record)
            self._unsaved = False

    def _keep_partial(self, page: Any) -> None:
        """A stopped analysis is kept too: the next opening goes on from where it stopped."""
        analysis = page.analysis
        if analysis is not None and analysis.review.done > page.done_at_load and not analysis.finished:
            self.record.keep_review(analysis.review.model_copy(deep=True))
            self._unsaved = True

    def _reviewed(self, review: Any) -> None:
        self.record.keep_review(review.model_copy(deep=True))
        self._unsaved = True
        try:
            self.save()
        except OSError as e:
            self.shell.report(QCoreApplication.translate("MainWindow", "The review could not be kept"),
                              str(e.strerror or e))

    def title(self) -> str:
        return QCoreApplication.translate("MainWindow", "Review: {game}").format(game=variant_name(self.record.variant))

    def view(self) -> Any:
        page = self.review_page
        if page is None or page.replay is None:
            return None
        return page.replay.positions[page.position].view

    def over(self) -> bool:
        return True  # nothing is lost by leaving a review

    def retranslate(self, language: str) -> None:
        if self.review_page is not None:
            self.review_page.retranslate()
        if self.retry is not None:
            self.retry.retranslate()

    def apply_settings(self, settings: Any) -> None:
        if self.review_page is not None:
            self.review_page.apply_settings(settings)
        if self.retry is not None:
            self.retry.apply_settings(settings)

    def focus(self) -> None:
        if self.retry is not None and self.retry.table is not None:
            self.retry.table.setFocus()
        elif self.review_page is not None:
            self.review_page.setFocus()

    # -- retrying a mistake ----------------------------------------------------------------------

    def _retry(self, step: int) -> None:
        """The table at the marked decision of position ``step``, in place of the review page."""
        page = self.review_page
        if page is None or page.replay is None or page.analysis is None:
            return
        self._close_retry()
        try:
            retry = Retry(page, step, self.shell.settings, self.page)
        except ValueError as e:  # the record does not replay there
            self.shell.report(QCoreApplication.translate("MainWindow", "The game could not start"), str(e))
            return
        retry.back.connect(lambda pos: QTimer.singleShot(0, self, lambda: self._back_to_review(pos)))
        self.retry = retry
        page.hide()
        self.layout.addWidget(retry.widget)
        self.focus()

    def _back_to_review(self, position: int) -> None:
        self._close_retry()
        page = self.review_page
        if page is not None:
            page.show()
            page.go(position)
            page.setFocus()

    def _close_retry(self) -> None:
        retry, self.retry = self.retry, None
        if retry is not None:
            self.layout.removeWidget(retry.widget)
            retry.close()

    def _play(self, position: int, level: str) -> None:
        """A new solo game from ``position``: the reviewed seat is the player's, the others
        computers of ``level`` (the interrupted game, if any, is replaced: asked first)."""

        shell = self.shell
        question = replace_question()
        if question is not None and not shell.confirm(QCoreApplication.translate("MainWindow", "New game"), question):
            return
        try:
            session = session_from(self.record, position, self.seat, shell.settings.player_name.strip(), level,
                                   shell.catalog(), autosaves.solo_path())
        except (ValueError, OSError) as e:
            shell.report(QCoreApplication.translate("MainWindow", "The game could not start"), str(e))
            return
        shell.show_session(session)
