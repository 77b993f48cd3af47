"""What a game's controller may ask of the window it is shown in: the shell interface.

The main window (:class:`~rummy_desktop.ui.main_window.MainWindow`) implements it; the
controllers of :mod:`.games` (and the Game menu's network entries, :mod:`..network.shell`)
receive it and nothing more of the window, so the window can change without them, and a
test can hand them a stand-in. Anki's add-ons see its main window through a few hooks in the
same spirit; kpat's dealers see their scene only through ``DealerScene``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol

if TYPE_CHECKING:
    from PySide6.QtWidgets import QMessageBox, QWidget

    from rummy_desktop.storage.files import StoredFileError
    from rummy_desktop.storage.settings import Settings
    from rummy_desktop.storage.stats import Stats

    from ..i18n import Translations
    from .base import GameController


class Shell(Protocol):
    """The window, as a game sees it."""

    # -- what the window holds ----------------------------------------------------------

    @property
    def translations(self) -> Translations:
        """The interface's language (``.language``)."""

    @property
    def controller(self) -> GameController | None:
        """The game on the window (None on the start screen with no game behind it)."""

    @property
    def settings(self) -> Settings:
        """The player's settings (read from their file the first time; a bad file is reported)."""

    @property
    def stats(self) -> Stats:
        """The statistics, to count a finished game or lesson in; then :meth:`save_stats`."""

    #: where the Join dialog's probes go (None: every interface's broadcast address)
    discovery_targets: Any
    #: a hosted table's address, port and discovery port (() : the usual ones)
    listen_at: tuple

    def catalog(self) -> Any:
        """The installed rule sets, computer players and lessons."""

    def widget(self) -> QWidget:
        """The window, as the parent of the dialogs a game opens and the context of its timers."""

    # -- the pages ----------------------------------------------------------------------

    def show_game(self, game: GameController) -> None:
        """Put ``game`` on the window in place of the one there (which is closed)."""

    def show_page(self, game: GameController) -> None:
        """``game``'s page is built: show it (nothing when another game took its place)."""

    def showing(self, game: GameController) -> bool:
        """``game``'s page is the one on screen."""

    def close_table(self) -> None:
        """Close the game on the window, if any."""

    def back_to_start(self) -> None:
        """The start screen (the game on the window is asked first, and stays behind it)."""

    def refresh_resume(self) -> None:
        """The kept games changed: the start page's resume buttons and line follow."""

    # -- other games --------------------------------------------------------------------

    def new_game(self) -> None:
        """The New game dialog."""

    def start_from_args(self, args: Any) -> None:
        """Deal a solo game as ``rummy-desktop play --variant ... --option ... --players ...``."""

    def resume_game_with(self, substitute: str | None) -> None:
        """Resume the interrupted solo game (computer seats at a missing level play at ``substitute``)."""

    def show_session(self, session: Any) -> None:
        """Put a solo game's session on the table."""

    def show_network(self, game: Any) -> None:
        """Put a network game (a :class:`~..network.lan_game.NetworkGame`) on the table."""

    def show_lessons(self) -> Any:
        """The lessons list."""

    # -- the player's files -------------------------------------------------------------

    def apply_settings(self, settings: Settings) -> None:
        """Keep and apply new settings."""

    def save_stats(self) -> None:
        """Write the statistics (a failure is said on the status line)."""

    # -- telling and asking the player --------------------------------------------------

    def report(self, title: str, text: str, detail: str = "") -> QMessageBox:
        """Tell the player something, in a message box that does not block."""

    def report_bad_file(self, title: str, err: StoredFileError, consequence: str) -> QMessageBox:
        """Tell the player a file could not be used (it was set aside)."""

    def show_box(self, box: QMessageBox) -> None:
        """Open a message box a game made, like the window's reports (window-modal, not blocking)."""

    def confirm(self, title: str, text: str) -> bool:
        """Ask before something the player may regret (yes when confirmations are off)."""

    def status_message(self, text: str, timeout: int = 0) -> None:
        """A line on the window's status bar (``timeout`` milliseconds; 0: until the next)."""

    def status_shown(self) -> bool:
        """The window's status bar is on screen (a game's page has a status line of its own)."""

    def set_busy(self, busy: bool) -> None:
        """The busy cursor over the window, or not."""

    # -- the windows a game keeps open ---------------------------------------------------

    def dialog(self, key: str) -> QWidget | None:
        """The window kept open under ``key`` (see :meth:`keep_dialog`), if it is open."""

    def keep_dialog(self, key: str, dlg: QWidget) -> None:
        """Open ``dlg`` and keep it under ``key`` until it closes (then it is deleted)."""
