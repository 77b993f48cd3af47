"""A solo game: a :class:`~rummy_desktop.session.game_session.GameSession` on this machine
against computer players, dealt new (the New game dialog, ``rummy-desktop play``) or
resumed from its autosave, which it keeps after every move."""

from __future__ import annotations

import secrets
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QTimer
from PySide6.QtWidgets import QMessageBox

from rummy_desktop.ai import default_level
from rummy_desktop.core.variant import SpecError
from rummy_desktop.session.game_session import GameSession, MissingLevels, Seat
from rummy_desktop.session.records import keep_session
from rummy_desktop.session.seat_channel import LocalChannel
from rummy_desktop.storage import autosaves
from rummy_desktop.storage.files import StoredFileError, set_aside
from rummy_desktop.storage.saves import set_aside_foreign

from ..seat_names import forget_builtin_names
from ..variant_texts import vtr
from .table_game import TableGame

if TYPE_CHECKING:
    from .shell import Shell


class SoloGame(TableGame):
    """``session`` on the table, at its (first) human seat."""

    def __init__(self, shell: Shell, table_class: Any, session: Any) -> None:
        super().__init__(shell, table_class)
        self.session = session

    # -- the entry points ------------------------------------------------------------------

    @classmethod
    def new(cls, shell: Shell, table_class: Any, choice: dict) -> SoloGame | None:
        """Deal a game: ``choice`` has variant, options, seats and seed (None, reported,
        when it cannot start)."""

        catalog = shell.catalog()
        _set_aside_unreadable_autosave(shell)
        try:
            session = GameSession.new(catalog, choice["variant"], choice["options"], choice["seats"],
                                      choice["seed"], autosave=autosaves.solo_path())
        except (SpecError, ValueError) as e:
            catalog.note_failure(e)  # a plugin that failed is listed in Help ▸ Plugins
            shell.report(QCoreApplication.translate("MainWindow", "The game could not start"), str(e))
            return None
        except OSError as e:
            shell.report(QCoreApplication.translate("MainWindow", "The game could not be saved"), str(e))
            return None
        return cls(shell, table_class, session)

    @classmethod
    def resume(cls, shell: Shell, table_class: Any, substitute: str | None = None) -> SoloGame | None:
        """The interrupted game, from its autosave. Computer seats at a level that is no
        longer installed play at ``substitute`` (the player is asked first, see
        :func:`offer_substitute`); None when there is nothing to resume (a damaged file is
        set aside and reported)."""

        path = autosaves.solo_path()
        if not path.is_file():
            shell.refresh_resume()
            return None
        shell.set_busy(True)
        try:
            catalog = shell.catalog()
            session = GameSession.resume(catalog, path, substitute)
        except MissingLevels as missing:
            shell.set_busy(False)
            offer_substitute(shell, missing.levels, default_level(catalog.players.names()))
            return None
        except StoredFileError as err:
            shell.set_busy(False)
            try:
                moved = set_aside(path)
                err.detail += "; " + QCoreApplication.translate("MainWindow", "kept as {name}").format(name=moved.name)
            except OSError as e:
                err.detail += "; " + QCoreApplication.translate(
                    "MainWindow", "it could not be moved aside: {error}").format(error=e.strerror or e)
            shell.report_bad_file(QCoreApplication.translate("MainWindow", "The interrupted game could not be resumed"),
                                  err, QCoreApplication.translate("MainWindow", "You can start a new game."))
            shell.refresh_resume()
            return None
        shell.set_busy(False)
        return cls(shell, table_class, session)

    def start(self) -> None:
        forget_builtin_names(self.session.seats)  # an older save: its seats follow the language too
        humans = self.session.human_seats()
        self.put_table(self.session, humans[0] if humans else None)

    def save(self) -> None:
        """The autosave, unless the game is over."""
        if not self.over():
            self.session.save()

    def resumable(self) -> bool:
        return not self.over()

    def replace_question(self) -> str | None:
        """A new game replaces this one while it is played; once the player has left it (for
        the start screen, or it is over), it is not asked about."""
        if self.shell.showing(self) and not self.over():
            return QCoreApplication.translate("MainWindow", "Start a new game? The game in progress will be replaced.")
        return None

    def keep_record(self, limit: int) -> None:
        keep_session(self.session, "solo", self.seat if self.seat is not None else 0, limit)

    def seat_channel(self) -> Any:
        """The table's own channel, or (a stand-in table) a channel on the session that only reads."""
        channel = getattr(getattr(self.table, "flow", None), "channel", None)
        if channel is not None:
            return channel

        return LocalChannel(self.session, self.seat, post=lambda fn: None)


def start_args_choice(shell: Shell, args: Any) -> dict | None:
    """The game of ``rummy-desktop play --variant ID [--option K=V]... [--players N] [--seed S]
    [--level L]`` (None, reported, when the arguments do not make one)."""


    catalog = shell.catalog()
    try:
        spec = catalog.variant(args.variant).spec
        options: dict[str, str] = {}
        for pair in args.option or ():
            key, sep, value = pair.partition("=")
            if not sep:
                raise SpecError("bad_option", f"--option takes KEY=VALUE, not {pair!r}")
            options[key.strip()] = value.strip()
        options = spec.check_options(options)
        players = args.players or max(spec.min_players, min(2, spec.max_players))
        spec.resolve(options, players)
        level = getattr(args, "level", None) or default_level(catalog.players.names())
        catalog.player(level)
    except SpecError as e:
        shell.report(QCoreApplication.translate("MainWindow", "The game could not start"), start_problem(e))
        return None
    seats = [Seat(name=shell.settings.player_name.strip())] + [
        Seat(kind="computer", level=level) for _ in range(1, players)]
    seed = args.seed if args.seed is not None else secrets.randbelow(2**31)
    return {"variant": spec.id, "options": options, "seats": seats, "seed": seed}


def start_problem(e: SpecError) -> str:
    """Why the game asked for cannot start, in the player's language where the reason is the
    player's (a player count, a rule set or a level not installed); a plugin's own mistake is
    said as the engine words it, for its author."""
    p = e.params
    if e.code == "bad_players" and {"min", "max", "players"} <= p.keys():
        name = vtr(p.get("name", ""))
        if p["min"] == p["max"]:
            return QCoreApplication.translate("MainWindow", "{name} is played by {n} players, not {asked}.").format(
                name=name, n=p["min"], asked=p["players"])
        return QCoreApplication.translate("MainWindow", "{name} is played by {low} to {high} players, not {asked}.").format(
            name=name, low=p["min"], high=p["max"], asked=p["players"])
    if e.code == "unknown_variant" and {"variant", "installed"} <= p.keys():
        return QCoreApplication.translate("MainWindow", "No rule set called “{id}” is installed (installed: {ids}).").format(
            id=p["variant"], ids=p["installed"])
    if e.code == "unknown_player" and {"player", "installed"} <= p.keys():
        return QCoreApplication.translate("MainWindow", "No computer level called “{id}” is installed (installed: {ids}).").format(
            id=p["player"], ids=p["installed"])
    return str(e)


def _set_aside_unreadable_autosave(shell: Shell) -> None:
    """A new game replaces the autosave; one that is not even a readable save of ours
    is set aside and reported first, never overwritten silently."""

    aside = set_aside_foreign(autosaves.solo_path())
    if aside is not None:
        err, moved = aside
        err.detail += "; " + QCoreApplication.translate("MainWindow", "kept as {name}").format(name=moved.name)
        shell.report_bad_file(QCoreApplication.translate("MainWindow", "The interrupted game could not be read"), err,
                              QCoreApplication.translate("MainWindow", "The new game is saved in its place."))


def offer_substitute(shell: Shell, missing: list[str], level: str) -> QMessageBox:
    """Ask whether to resume with computer seats at ``level`` instead of the ``missing``
    levels (a plugin's, uninstalled since the game was saved)."""

    label = vtr(shell.catalog().player(level).label)
    box = QMessageBox(
        QMessageBox.Icon.Question, QCoreApplication.translate("MainWindow", "The interrupted game could not be resumed"),
        QCoreApplication.translate(
            "MainWindow", "This game has computer players at a level that is no longer installed: {missing}.")
        .format(missing=", ".join(f"“{name}”" for name in missing)),
        QMessageBox.StandardButton.NoButton, shell.widget())
    box.setObjectName("substituteLevel")
    box.setInformativeText(QCoreApplication.translate(
        "MainWindow", "Resume the game with the level “{level}” in its place?").format(level=label))
    resume = box.addButton(QCoreApplication.translate("MainWindow", "Resume with “{level}”").format(level=label),
                           QMessageBox.ButtonRole.AcceptRole)
    box.addButton(QMessageBox.StandardButton.Cancel)
    box.setDefaultButton(resume)
    box.accepted.connect(lambda: QTimer.singleShot(0, shell.widget(), lambda: shell.resume_game_with(level)))
    shell.show_box(box)
    return box
