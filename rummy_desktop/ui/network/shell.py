"""The Game menu's network entries, for the main window: host a table (the host dialog,
then its lobby, then the table), join one (the join dialog, then the table), and resume
the network game a host left (its autosave, the same code and tokens)."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt

from rummy_desktop.storage import paths

if TYPE_CHECKING:
    from ..main_window import MainWindow


def network_autosave() -> Path:
    """Where the hosted network game is kept (beside, not instead of, the solo game's)."""
    return paths.saves_dir() / "network.json"


def _ready(window: "MainWindow", key: str) -> bool:
    """Whether a new network dialog may open (asked when a game is in progress); an open
    one is raised instead."""
    old = window._dialogs.get(key)
    if old is not None:
        old.raise_()
        old.activateWindow()
        return False
    if window.network is not None and not window.controller.over():
        return window.confirm(QCoreApplication.translate("MainWindow", "Leave the network game?"),
                              window.controller.leave_text())
    return True


def keep_name(window: "MainWindow", name: str) -> None:
    """The name a player gave to host or join a table becomes the settings' name (the next
    table's dialog has it already)."""
    name = name.strip()[:40]
    if name and name != window.settings.player_name:
        window.apply_settings(window.settings.model_copy(update={"player_name": name}))


def _keep(window: "MainWindow", key: str, dlg) -> None:
    dlg.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    window._dialogs[key] = dlg
    dlg.finished.connect(lambda *_: window._dialogs.pop(key, None))
    dlg.open()


def _listen(window: "MainWindow", host) -> bool:
    """Open ``host``'s table on the window's address; when it cannot, say why and close it."""
    from .lan_game import listen

    if listen(host, *window.listen_at):
        return True
    window.report(QCoreApplication.translate("MainWindow", "The table could not be opened"), host.error)
    host.close()
    host.deleteLater()
    return False


def host_game(window: "MainWindow"):
    """Game ▸ Host a network game: the host dialog (its choice opens the table's lobby)."""
    from .host_dialog import HostGameDialog

    if not _ready(window, "host") or "lobby" in window._dialogs:
        return None
    if network_autosave().is_file() and not window.confirm(
            QCoreApplication.translate("MainWindow", "Host a network game"),
            QCoreApplication.translate("MainWindow",
                                       "Host a new table? The interrupted network game will be replaced.")):
        return None
    catalog = window.catalog()
    dlg = HostGameDialog(catalog, window.settings, window)
    dlg.accepted.connect(lambda: open_table(window, dlg.choice()))
    _keep(window, "host", dlg)
    return dlg


def open_table(window: "MainWindow", choice: dict):
    """Open a table (listening, answering discovery) and show its lobby; Start puts the
    game on the window's table."""
    from rummy_desktop.core.variant import SpecError
    from rummy_desktop.net.host import Host

    from .lan_game import NetworkGame
    from .lobby import HostLobby

    catalog = window.catalog()
    try:
        host = Host(catalog, choice["variant"], choice["options"], choice["plan"], seed=choice["seed"],
                    name=choice["name"], stand_in=choice["stand_in"], autosave=network_autosave(),
                    turn_clock=choice.get("turn_clock"), code=choice.get("code"),
                    auto_start=False, think_time=window.settings.think_time, parent=window)
    except (SpecError, ValueError) as e:
        window.report(QCoreApplication.translate("MainWindow", "The table could not be opened"), str(e))
        return None
    if not _listen(window, host):
        return None
    keep_name(window, choice.get("player_name", ""))
    window.close_table()  # a solo game in progress stays in its autosave
    window.back_to_start()
    lobby = HostLobby(host, catalog, bool(host.discovery_port), window)

    def started() -> None:
        window.show_network(NetworkGame(catalog, host=host))

    def cancelled() -> None:
        host.close()
        host.deleteLater()

    lobby.startChosen.connect(started)
    lobby.rejected.connect(cancelled)
    _keep(window, "lobby", lobby)
    return lobby


def join_game(window: "MainWindow"):
    """Game ▸ Join a network game: the join dialog; once the game starts, its table."""
    from .join_dialog import JoinDialog

    if not _ready(window, "join"):
        return None
    dlg = JoinDialog(window.catalog(), window.settings, window, targets=window.discovery_targets)
    dlg.joined.connect(window.show_network)
    dlg.nameChosen.connect(lambda name: keep_name(window, name))
    _keep(window, "join", dlg)
    return dlg


def resume_network_game(window: "MainWindow"):
    """Game ▸ Resume the network game: the table the host left, open again with the
    same code; its players come back with their tokens (or a computer plays for them)."""
    from rummy_desktop.net.host import Host
    from rummy_desktop.session.game_session import MissingLevels
    from rummy_desktop.storage.files import StoredFileError, set_aside

    from .lan_game import NetworkGame

    path = network_autosave()
    if not path.is_file() or not _ready(window, "resume-network"):
        window.refresh_resume()
        return None
    catalog = window.catalog()
    try:
        host = Host.resume(catalog, path, auto_start=False, think_time=window.settings.think_time, parent=window)
    except MissingLevels as missing:  # the file is sound: it stays, for when the plugin is back
        window.report(QCoreApplication.translate("MainWindow", "The network game could not be resumed"), str(missing))
        return None
    except StoredFileError as err:
        try:
            moved = set_aside(path)
            err.detail += "; " + QCoreApplication.translate("MainWindow", "kept as {name}").format(name=moved.name)
        except OSError as e:
            err.detail += "; " + QCoreApplication.translate("MainWindow", "it could not be moved aside: {error}").format(
                error=e.strerror or e)
        window.report_bad_file(QCoreApplication.translate("MainWindow", "The network game could not be resumed"), err,
                               QCoreApplication.translate("MainWindow", "You can host a new table."))
        window.refresh_resume()
        return None
    if not _listen(window, host):
        return None
    game = NetworkGame(catalog, host=host)
    window.show_network(game)
    return game
