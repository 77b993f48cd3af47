"""A game in progress on this machine: its seats (human or computer), the autosave after
every action, and resuming an interrupted game. No Qt: the desktop table drives it, and
asks computer seats for their move off the UI thread (``decide`` is thread-safe as long as
the game is not changed meanwhile; see :mod:`.worker`).

A computer seat whose player fails (an exception in its search, or a move the engine
refuses) plays a simpler built-in player's move instead, and the failure is reported with
the move, so a broken search never stops the game.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import asdict, dataclass, replace
from pathlib import Path
from typing import Any

from rummy_desktop.core.actions import Commit, IllegalAction
from rummy_desktop.core.engine import Game
from rummy_desktop.core.rng import derive_seed
from rummy_desktop.core.table_order import stable_order
from rummy_desktop.plugins.registry import set_time_budget
from rummy_desktop.storage import autosaves, saves
from rummy_desktop.storage.files import StoredFileError, set_aside
from rummy_desktop.storage.saver import BackgroundSaver

from . import kept_table
from .move_log import MoveLog


@dataclass
class Seat:
    # as the player typed it; empty for a seat named by what it is ("You", "Computer 2"),
    # which the interface names in the language of the moment
    name: str = ""
    kind: str = "human"  # "human" | "computer"
    level: str | None = None  # a registered computer player for computer seats

    @property
    def computer(self) -> bool:
        return self.kind == "computer"


#: The simpler players a failing computer seat falls back on, in order (no move search).
FALLBACK_PLAYERS = ("greedy", "random")


@dataclass
class ComputerMove:
    """A computer seat's decision: its action, and the error of its own player when the
    action is a fallback player's instead."""

    seat: int
    action: Any
    error: BaseException | None = None


def _in_place(view, action: Any) -> Any:
    """A rearranged table keeps its groups in their places where they are unchanged (see
    :func:`~rummy_desktop.core.table_order.stable_order`): a player's search lists them in
    any order, and nobody could follow a table reshuffled on every turn."""
    if isinstance(action, Commit):
        return action.model_copy(update={"table": tuple(tuple(g) for g in stable_order(view.table, action.table))})
    return action


class MissingLevels(Exception):
    """A saved game has computer seats at levels that are not installed (a plugin's
    player that was removed): ``levels``, by name. The file itself is sound."""

    def __init__(self, path: Path, levels: list[str]) -> None:
        super().__init__(f"{path}: computer levels not installed: {', '.join(levels)}")
        self.path = path
        self.levels = levels


def _seats(raw: Any, path: Path) -> list[Seat]:
    """The seats of a save's ``extra.seats``; StoredFileError when they are damaged."""
    out: list[Seat] = []
    for s in raw if isinstance(raw, list) else [None]:
        if not isinstance(s, dict) or "name" not in s or not set(s) <= {"name", "kind", "level"}:
            raise StoredFileError(path, "corrupt", "damaged seat list")
        seat = Seat(**s)
        if not isinstance(seat.name, str) or seat.kind not in ("human", "computer") \
                or not isinstance(seat.level, (str, type(None))):
            raise StoredFileError(path, "corrupt", "damaged seat list")
        out.append(seat)
    return out


def autosave_path() -> Path:
    return autosaves.solo_path()


class GameSession:
    def __init__(self, catalog, game: Game, seats: Sequence[Seat], autosave: Path | None = None,
                 think_time: float | None = None) -> None:
        """``think_time``: the computer seats' thinking time, seconds per decision (None:
        each player's own default; see :meth:`set_think_time`)."""
        if len(seats) != game.players:
            raise ValueError(f"{len(seats)} seats for {game.players} players")
        self.catalog = catalog
        self.game = game
        self.seats = list(seats)
        self.autosave = autosave
        self.extra: dict[str, Any] = {}  # saved with the game (the LAN host's table), besides the seats
        self.kept_problem: str | None = None  # why the table kept with a resumed game was dropped
        self.saver: BackgroundSaver | None = None  # see save_in_background
        self._encoder = saves.SaveEncoder()
        self._players: dict[int, Any] = {}
        self.think_time = think_time
        for s, seat in enumerate(self.seats):
            if seat.computer:
                self._players[s] = self._player(seat.level or "greedy", s)

    @classmethod
    def new(cls, catalog, variant: str, options: dict[str, str], seats: Sequence[Seat], seed: int,
            autosave: Path | None = None, background: bool = False,
            think_time: float | None = None) -> GameSession:
        """A new game (``background``: autosaved by a saver thread, see :meth:`save_in_background`)."""
        game = catalog.new_game(variant, options, len(seats), seed)
        session = cls(catalog, game, seats, autosave, think_time)
        if background:
            session.save_in_background()
        session.save()
        return session

    @classmethod
    def resume(cls, catalog, path: Path, substitute: str | None = None) -> GameSession:
        """The game saved in ``path``; StoredFileError (the file left in place) if unusable.
        Computer seats are rebuilt and replay nothing: they decide from the view. A seat
        whose computer level is not installed raises :class:`MissingLevels`, unless
        ``substitute`` names a level to play it instead."""
        game, sf = saves.load(path, catalog)
        seats = _seats(sf.extra.get("seats") or [{"name": n} for n in sf.names], path)
        if len(seats) != game.players:
            seats = [Seat() for _ in range(game.players)]
        missing = sorted({s.level for s in seats if s.computer and s.level is not None
                          and catalog.players.get(s.level) is None})
        if missing:
            if substitute is None:
                raise MissingLevels(path, missing)
            catalog.player(substitute)  # SpecError if the substitute is missing too
            seats = [replace(s, level=substitute) if s.level in missing else s for s in seats]
        session = cls(catalog, game, seats, path)
        session.extra = {k: v for k, v in sf.extra.items() if k != "seats"}
        try:
            kept_table.parse(session.extra.get("table"))
        except ValueError as e:  # the game itself is sound: it is resumed, the table says what was lost
            session.kept_problem = str(e)
            del session.extra["table"]
        return session

    @staticmethod
    def set_aside_bad(path: Path) -> Path:
        return set_aside(path)

    # -- play ---------------------------------------------------------------------

    @property
    def to_act(self) -> int:
        return self.game.to_act

    def is_computer(self, seat: int) -> bool:
        return self.seats[seat].computer

    def human_seats(self) -> list[int]:
        return [i for i, s in enumerate(self.seats) if not s.computer]

    def _player(self, name: str, seat: int) -> Any:
        return self.catalog.player(name).create(seat, derive_seed(self.game.seed, seat + 1), self.think_time)

    def set_think_time(self, seconds: float | None) -> None:
        """The computer seats' thinking time from their next decision on (a decision under
        way may finish with the time it started with)."""
        self.think_time = seconds
        for player in list(self._players.values()):
            set_time_budget(player, seconds)

    def hand_to_computer(self, seat: int, level: str) -> None:
        """A computer of ``level`` plays ``seat`` from now on (a network player who dropped
        out); :meth:`hand_back` gives the seat back to its player."""
        self._players[seat] = self._player(level, seat)
        self.seats[seat] = replace(self.seats[seat], kind="computer", level=level)

    def hand_back(self, seat: int) -> None:
        self._players.pop(seat, None)
        self.seats[seat] = replace(self.seats[seat], kind="human", level=None)

    def decide(self, seat: int) -> ComputerMove:
        """The computer seat's next move (call from a worker thread). When its player raises,
        a fallback player's move, with the error."""
        view = self.game.view(seat)
        try:
            return ComputerMove(seat, _in_place(view, self._players[seat].choose(view)))
        except Exception as e:
            for fallback in self._fallbacks(seat):
                try:
                    return ComputerMove(seat, _in_place(view, fallback.choose(view)), e)
                except Exception:
                    continue
            raise e

    def play_computer(self, move: ComputerMove, save: bool = True) -> tuple[list, ComputerMove]:
        """Apply a computer seat's move (UI thread): its events and the move played. When the
        engine refuses it, the first fallback player's move it accepts is played instead (its
        ``error`` the refusal); IllegalAction when the engine refuses them all."""
        try:
            return self.apply(move.seat, move.action, save), move
        except IllegalAction as refused:
            view = self.game.view(move.seat)
            for fallback in self._fallbacks(move.seat):
                try:
                    action = _in_place(view, fallback.choose(view))
                except Exception:
                    continue
                try:
                    return self.apply(move.seat, action, save), ComputerMove(move.seat, action, refused)
                except IllegalAction:
                    continue
            raise refused

    def _fallbacks(self, seat: int) -> list:
        players = []
        for name in FALLBACK_PLAYERS:
            try:
                players.append(self._player(name, seat))
            except Exception:
                continue
        return players

    def apply(self, seat: int, action: Any, save: bool = True) -> list:
        """Play ``action`` for ``seat`` and autosave (``save`` False: the caller saves, after
        telling everybody; the save waits for the disk)."""
        try:
            events = self.game.apply(seat, action)
        except IllegalAction as refused:
            note = getattr(self.catalog, "note_failure", None)
            if note is not None:  # a plugin that failed: listed in Help > Plugins
                note(refused)
            raise
        if save:
            self.save()
        return events

    def save_in_background(self) -> None:
        """From now on the autosave is written by a :class:`BackgroundSaver` thread: a save
        returns at once (the LAN host, whose players would otherwise wait for the disk).
        :meth:`close` writes what is pending."""
        if self.autosave is not None and self.saver is None:
            self.saver = BackgroundSaver(self.autosave)

    def close(self) -> None:
        """Write any autosave still pending and stop the saver thread."""
        if self.saver is not None:
            saver, self.saver = self.saver, None
            saver.close()

    # -- the table kept with the game (see kept_table) ---------------------------------

    def keep_table(self, seat: int, hand_order: list[int], hints: int, turn: dict[str, Any] | None) -> None:
        """Keep what ``seat``'s table shows besides the game, and save when it changed:
        the hand's order, the hints asked, and the turn under way (``working_copy`` and
        ``marks_cleared``; None when there is nothing to keep), stamped with the position."""
        record: dict[str, Any] = {"seat": seat, "hand_order": list(hand_order), "hints": hints, "turn": None}
        if turn is not None:
            record["turn"] = {**turn, "moves": len(self.game.log)}
        if self.extra.get("table") == record:
            return
        self.extra["table"] = record
        self.save()

    def kept_for(self, seat: int) -> kept_table.KeptTable | None:
        """What ``seat``'s table last kept (see :meth:`keep_table`; in a resumed game, what
        it left when the game was saved); its turn only while the game is where it was
        kept."""
        kept = kept_table.parse(self.extra.get("table"))
        if kept is None or kept.seat != seat:
            return None
        if kept.turn is not None and kept.turn.moves != len(self.game.log):
            kept = kept.model_copy(update={"turn": None})
        return kept

    def round_log(self, seat: int | None) -> MoveLog:
        """The log of the round under way as ``seat`` saw it, read again from the game's
        actions (a resumed game shows the moves played before it was saved). A game whose
        actions do not lead from its seed to where it is (one dealt in a prepared position,
        as a plugin's tests do) shows an empty log rather than a wrong one."""
        game = self.game
        replay = Game(game.variant, game.options, game.players, game.seed, getattr(self.catalog, "adjust", None))
        log = MoveLog(seat)
        last_round = game.state.round_no
        try:
            for s, action in game.log:
                # the rounds before the one that ends just before this one would be cleared anyway
                before = replay.view(seat) if replay.state.round_no >= last_round - 1 else None
                events = replay.apply(s, action)
                if before is not None:
                    log.feed(before, events)
        except IllegalAction:
            return MoveLog(seat)
        replayed, now = replay.state.snapshot(), game.state.snapshot()
        del replayed["history"], now["history"]  # finished rounds are compared by identity
        return log if replayed == now else MoveLog(seat)

    def round_moves(self, seat: int) -> list[tuple[Any, Any]]:
        """The moves ``seat`` made in the round under way, each with the view it was made
        in, read again from the game's actions (the hint of a resumed draw-and-discard game
        remembers what the seat saw, as the review does); empty when the actions do not
        lead from the seed to where the game is."""
        game = self.game
        if game.state.phase in ("between_rounds", "over") or not any(s == seat for s, _ in game.log):
            return []
        replay = Game(game.variant, game.options, game.players, game.seed, getattr(self.catalog, "adjust", None))
        moves: list[tuple[Any, Any]] = []
        try:
            for s, action in game.log:
                if s == seat and replay.state.round_no == game.state.round_no:
                    moves.append((replay.view(seat), action))
                replay.apply(s, action)
        except IllegalAction:
            return []
        return moves if replay.view(seat) == game.view(seat) else []

    def save(self) -> None:
        if self.autosave is None:
            return
        if self.game.over:
            self.discard_autosave()
            return
        names, extra = [s.name for s in self.seats], {**self.extra, "seats": [asdict(s) for s in self.seats]}
        if self.saver is not None:
            self.saver.save(self._encoder.encode(self.game, names, extra))
        else:
            saves.save(self.autosave, self.game, names, extra=extra)

    def discard_autosave(self) -> None:
        if self.saver is not None:
            self.saver.remove()
        elif self.autosave is not None and self.autosave.exists():
            self.autosave.unlink()
