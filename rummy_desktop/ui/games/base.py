"""What every kind of game in the main window has: a page, and the same few entry points.

A kind's own class methods make a controller (``new``: a new game; ``resume``: a kept one);
the window then shows it with :meth:`GameController.start` and remembers it as
``window.controller``. Before the program closes, or another game takes the place of this one,
the window asks it to :meth:`~GameController.save` what must outlive it; when it goes, the
window calls :meth:`~GameController.close`. A controller sees the window only through
:class:`~.shell.Shell`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, cast

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtWidgets import QVBoxLayout, QWidget

from rummy_desktop.storage import autosaves

if TYPE_CHECKING:
    from .shell import Shell


def replace_question() -> str | None:
    """What to ask before a new solo game replaces the interrupted one (None: none is kept)."""
    if not autosaves.solo_path().is_file():
        return None
    return QCoreApplication.translate("MainWindow", "Start a new game? The interrupted game will be replaced.")


class GameController(QObject):
    """One game shown by the window. ``page`` is what the window shows while the game is on
    screen; ``table`` the card table widget on it, when the window's menus (Score sheet, the
    settings) apply to it. ``in_game``: a game the statistics count and the Game menu's
    score sheet shows (solo or network)."""

    in_game = False

    def __init__(self, shell: Shell) -> None:
        super().__init__(shell.widget())
        self.table: Any = None
        self.closed = False
        self.page = QWidget(shell.widget())
        self.page.setObjectName("gamePage")
        self.layout = QVBoxLayout(self.page)
        self.layout.setContentsMargins(0, 0, 0, 0)

    @property
    def shell(self) -> Shell:
        """The window (its parent: a reference of its own could be the window's last one,
        and the window would then be deleted while the controller is)."""
        return cast("Shell", self.parent())

    # -- the entry points ------------------------------------------------------------------

    def start(self) -> None:
        """Build the game's page; the window is shown it (see ``Shell.show_game``)."""
        self.shell.show_page(self)

    def save(self) -> None:
        """Keep what must outlive the window (raises ``OSError`` when it cannot). A game
        whose state lives elsewhere (a lesson, a network table's host) keeps nothing."""

    def close(self) -> None:
        """Leave the game for good: stop its work and free its page."""
        if self.closed:
            return
        self.closed = True
        self.page.hide()
        self.page.deleteLater()

    # -- what the window asks --------------------------------------------------------------

    def title(self) -> str:
        """The window's title while the page is shown."""
        return ""

    def view(self) -> Any:
        """The seat's view of the game (its rule set and options, for the rules page), when
        there is a game on a table."""
        return None

    def over(self) -> bool:
        """The game has ended (nothing is lost by leaving it)."""
        view = self.view()
        return view is None or view.phase == "over"

    def leave(self) -> bool:
        """Back to the start screen: whether the start page may be shown. The game stays
        behind it until another takes its place."""
        return True

    def leave_question(self) -> str | None:
        """What to ask before another game takes this one's place (None: nothing is lost)."""
        return None

    def replace_question(self) -> str | None:
        """What to ask before a new solo game takes this one's place (after
        :meth:`leave_question`): by default, whether to replace the interrupted game."""
        return replace_question()

    def resumable(self) -> bool:
        """A game in progress that its autosave brings back (the window saves it before it
        shows something else, and a lesson started from it goes back to it)."""
        return False

    def network_role(self) -> str | None:
        """At a network table: ``"host"`` (hosted here: the kept network game is this one) or
        ``"client"``; None for a game of this machine alone."""
        return None

    def retranslate(self, language: str) -> None:
        """The language changed."""

    def apply_settings(self, settings: Any) -> None:
        """New settings were applied."""

    def focus(self) -> None:
        (self.table or self.page).setFocus()
