"""A game on the card table, solo or over the network: the table on the page, the score
sheets between rounds and at the end, the statistics of a finished game (with its hints)
and its record in the history."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, Qt, QTimer

from rummy_desktop.core.actions import ContinueGame, EndGame

from ..score_sheet import FinalStandingsDialog, ScoreSheetDialog
from ..variant_texts import variant_name
from .base import GameController

if TYPE_CHECKING:
    from .shell import Shell


class TableGame(GameController):
    """The table for one seat of a game. ``table_class`` is the window's table widget (the
    shell's tests give a stand-in). ``sheet`` is the score sheet on screen, ``queue`` the
    sheets still to show: ("round", payload) and ("game", payload)."""

    in_game = True

    def __init__(self, shell: Shell, table_class: Any) -> None:
        super().__init__(shell)
        self.table_class = table_class
        self.seat: int | None = None
        self.sheet: Any = None
        self.queue: list[tuple[str, Any]] = []
        self._game_end_seen = False

    def put_table(self, game: Any, seat: int | None) -> None:
        """The table for ``game`` (a local session, or a seat channel) at ``seat``, shown."""
        shell = self.shell
        self._remove_table()
        self.seat = seat
        self.queue = []
        self._game_end_seen = False
        table = self.table_class(game, shell.settings, seat, self.page)
        table.setObjectName("table")
        table.roundEnded.connect(self.round_ended)
        table.gameEnded.connect(self.game_ended)
        table.message.connect(self._table_message)
        self.table = table
        self.layout.insertWidget(0, table, 1)
        shell.show_page(self)
        table.setFocus()
        phase = self.seat_channel().view().phase
        if phase == "between_rounds":
            self.queue.append(("round", None))
            QTimer.singleShot(0, self, self._show_next)
        elif phase == "over":
            # finished before it came to the table (and counted then, if it ended here):
            # the standings are shown, the statistics are not counted again
            self._game_end_seen = True
            self.queue.append(("game", None))
            QTimer.singleShot(0, self, self._show_next)

    def _remove_table(self) -> None:
        if self.table is None:
            return
        old = self.table
        self.table = None
        self.layout.removeWidget(old)
        old.hide()
        old.close()
        old.deleteLater()
        if self.sheet is not None:
            self.sheet.close()
            self.sheet = None

    def close(self) -> None:
        self._remove_table()
        super().close()

    # -- what the window asks ----------------------------------------------------------------

    def seat_channel(self) -> Any:
        """The table's seat as the score sheets read it: the table's own channel."""
        return self.table.flow.channel

    def view(self) -> Any:
        return self.seat_channel().view()

    def title(self) -> str:
        return variant_name(self.view().variant)

    def retranslate(self, language: str) -> None:
        if self.table is not None:
            self.table.retranslate()

    def apply_settings(self, settings: Any) -> None:
        if self.table is not None:
            self.table.apply_settings(settings)

    # -- the table's signals -------------------------------------------------------------------

    def _table_message(self, text: str) -> None:
        if self.shell.status_shown():
            self.shell.status_message(text, 8000)

    # -- round and game end ------------------------------------------------------------------

    def round_ended(self, payload: Any = None) -> None:
        # the latest round's sheet shows every round so far: those not yet read give way
        self.queue = [q for q in self.queue if q[0] != "round"]
        self.queue.append(("round", payload))
        QTimer.singleShot(0, self, self._show_next)

    def game_ended(self, payload: Any = None) -> None:
        if self._game_end_seen:
            return
        self._game_end_seen = True
        self._record_game()
        self._keep_record()
        self.queue.append(("game", payload))
        self.shell.refresh_resume()
        QTimer.singleShot(0, self, self._show_next)

    def _record_game(self) -> None:
        """Count the game in the statistics, with the hints asked in it (the table counts
        them, and keeps the count with a saved game): only a finished game (one with a
        result), once, when it ends on this table. A game left unfinished (back to the
        start screen, replaced by a new game, the window closed) is not counted."""
        view = self.view()
        if view.result is None or self.seat is None:
            return
        self.shell.stats.record_result(view.variant, view.result, self.seat,
                                       bool(view.rules is not None and view.rules.lower_wins),
                                       hints=getattr(self.table, "hints_used", 0))
        self.shell.save_stats()

    def _keep_record(self) -> None:
        """Keep the finished game in the history (Game ▸ History), within the setting's limit."""
        try:
            self.keep_record(self.shell.settings.history_size)
        except OSError as e:
            self.shell.status_message(QCoreApplication.translate(
                "MainWindow", "The game could not be kept in the history: {error}").format(error=e.strerror or e))

    def keep_record(self, limit: int) -> None:
        """Write this kind of game's record into the history (OSError when it cannot)."""

    def _show_next(self) -> None:
        if self.sheet is not None or not self.queue or self.closed:
            return

        shell, window = self.shell, self.shell.widget()
        kind, payload = self.queue.pop(0)
        if kind == "round":
            game_over = any(k == "game" for k, _ in self.queue) or self.over()
            dlg = ScoreSheetDialog(self.seat_channel(), payload, game_over, window)
            dlg.continueChosen.connect(self._continue_game)
            dlg.endChosen.connect(self._end_game)
        else:
            dlg = FinalStandingsDialog(self.seat_channel(), window)
            dlg.newGameChosen.connect(lambda: QTimer.singleShot(0, window, shell.new_game))
            dlg.startChosen.connect(lambda: QTimer.singleShot(0, window, shell.back_to_start))
        self._open_sheet(dlg)

    def _open_sheet(self, dlg: Any) -> None:
        self.sheet = dlg
        self._pause_table(True)
        dlg.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dlg.finished.connect(self._sheet_closed)
        dlg.open()

    def _sheet_closed(self, *_: Any) -> None:
        self.sheet = None
        self._pause_table(False)
        QTimer.singleShot(0, self, self._show_next)

    def _pause_table(self, paused: bool) -> None:
        """Computer seats wait while a score sheet is read (the next round may be dealt)."""
        pause = getattr(self.table, "set_paused", None)
        if pause is not None:
            pause(paused)

    def _continue_game(self) -> None:
        if self.table is not None:
            self.table.submit(ContinueGame())

    def _end_game(self) -> None:
        if self.table is None or self.closed:
            return
        self.table.submit(EndGame())
        if self.over() and not self._game_end_seen:
            self.game_ended(None)

    def show_scores(self) -> None:
        """The score sheet of the game so far (the last round, round by round, the totals)."""
        if self.sheet is not None:
            return

        dlg = ScoreSheetDialog(self.seat_channel(), None, self.over(), self.shell.widget(), review=True)
        dlg.continueChosen.connect(self._continue_game)
        dlg.endChosen.connect(self._end_game)
        self._open_sheet(dlg)
