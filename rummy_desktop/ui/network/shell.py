"""The Game menu's network entries, for the main window: host a table (the host dialog,
then its lobby, then the table), join one (the join dialog, then the table), and resume
the network game a host left (its autosave, the same code and tokens)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from rummy_desktop.core.variant import SpecError
from rummy_desktop.net.host import Host
from rummy_desktop.session.game_session import MissingLevels
from rummy_desktop.storage import autosaves
from rummy_desktop.storage.files import StoredFileError, set_aside

from .host_dialog import HostGameDialog
from .join_dialog import JoinDialog
from .lan_game import NetworkGame, listen
from .lobby import HostLobby

if TYPE_CHECKING:
    from ..games.shell import Shell


def _ready(shell: Shell, key: str) -> bool:
    """Whether a new network dialog may open (asked when a game is in progress); an open
    one is raised instead."""
    old = shell.dialog(key)
    if old is not None:
        old.raise_()
        old.activateWindow()
        return False
    game = shell.controller
    question = game.leave_question() if game is not None else None
    if question is not None:
        return shell.confirm(QCoreApplication.translate("MainWindow", "Leave the network game?"), question)
    return True


def keep_name(shell: Shell, name: str) -> None:
    """The name a player gave to host or join a table becomes the settings' name (the next
    table's dialog has it already)."""
    name = name.strip()[:40]
    if name and name != shell.settings.player_name:
        shell.apply_settings(shell.settings.model_copy(update={"player_name": name}))


def _listen(shell: Shell, host) -> bool:
    """Open ``host``'s table on the window's address; when it cannot, say why and close it."""
    if listen(host, *shell.listen_at):
        return True
    shell.report(QCoreApplication.translate("MainWindow", "The table could not be opened"), host.error)
    host.close()
    host.deleteLater()
    return False


def host_game(shell: Shell):
    """Game ▸ Host a network game: the host dialog (its choice opens the table's lobby)."""
    if not _ready(shell, "host") or shell.dialog("lobby") is not None:
        return None
    if autosaves.network_path().is_file() and not shell.confirm(
            QCoreApplication.translate("MainWindow", "Host a network game"),
            QCoreApplication.translate("MainWindow",
                                       "Host a new table? The interrupted network game will be replaced.")):
        return None
    catalog = shell.catalog()
    dlg = HostGameDialog(catalog, shell.settings, shell.widget())
    dlg.accepted.connect(lambda: open_table(shell, dlg.choice()))
    shell.keep_dialog("host", dlg)
    return dlg


def open_table(shell: Shell, choice: dict):
    """Open a table (listening, answering discovery) and show its lobby; Start puts the
    game on the window's table."""
    catalog = shell.catalog()
    try:
        host = Host(catalog, choice["variant"], choice["options"], choice["plan"], seed=choice["seed"],
                    name=choice["name"], stand_in=choice["stand_in"], autosave=autosaves.network_path(),
                    turn_clock=choice.get("turn_clock"), code=choice.get("code"),
                    auto_start=False, think_time=shell.settings.think_time, parent=shell.widget())
    except (SpecError, ValueError) as e:
        shell.report(QCoreApplication.translate("MainWindow", "The table could not be opened"), str(e))
        return None
    if not _listen(shell, host):
        return None
    keep_name(shell, choice.get("player_name", ""))
    shell.close_table()  # a solo game in progress stays in its autosave
    shell.back_to_start()
    lobby = HostLobby(host, catalog, bool(host.discovery_port), shell.widget())

    def started() -> None:
        shell.show_network(NetworkGame(catalog, host=host))

    def cancelled() -> None:
        host.close()
        host.deleteLater()

    lobby.startChosen.connect(started)
    lobby.rejected.connect(cancelled)
    shell.keep_dialog("lobby", lobby)
    return lobby


def join_game(shell: Shell):
    """Game ▸ Join a network game: the join dialog; once the game starts, its table."""
    if not _ready(shell, "join"):
        return None
    dlg = JoinDialog(shell.catalog(), shell.settings, shell.widget(), targets=shell.discovery_targets)
    dlg.joined.connect(shell.show_network)
    dlg.nameChosen.connect(lambda name: keep_name(shell, name))
    shell.keep_dialog("join", dlg)
    return dlg


def resume_network_game(shell: Shell):
    """Game ▸ Resume the network game: the table the host left, open again with the
    same code; its players come back with their tokens (or a computer plays for them)."""
    path = autosaves.network_path()
    if not path.is_file() or not _ready(shell, "resume-network"):
        shell.refresh_resume()
        return None
    catalog = shell.catalog()
    try:
        host = Host.resume(catalog, path, auto_start=False, think_time=shell.settings.think_time, parent=shell.widget())
    except MissingLevels as missing:  # the file is sound: it stays, for when the plugin is back
        shell.report(QCoreApplication.translate("MainWindow", "The network game could not be resumed"), str(missing))
        return None
    except StoredFileError as err:
        try:
            moved = set_aside(path)
            err.detail += "; " + QCoreApplication.translate("MainWindow", "kept as {name}").format(name=moved.name)
        except OSError as e:
            err.detail += "; " + QCoreApplication.translate("MainWindow", "it could not be moved aside: {error}").format(
                error=e.strerror or e)
        shell.report_bad_file(QCoreApplication.translate("MainWindow", "The network game could not be resumed"), err,
                              QCoreApplication.translate("MainWindow", "You can host a new table."))
        shell.refresh_resume()
        return None
    if not _listen(shell, host):
        return None
    game = NetworkGame(catalog, host=host)
    shell.show_network(game)
    return game
