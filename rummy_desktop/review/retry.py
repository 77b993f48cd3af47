"""Retry a mistake (issue 45, point 8), as Lichess's "learn from your mistakes" does: back
at a decision the review marked inaccuracy or worse, on the live table with the same
cards, the player makes a move, and the same search the review used judges it.

* :func:`marked`: the review's decisions worth retrying, in the order they were made;
* :class:`RetryChannel`: the table's seat at that decision, the game rebuilt from the
  record (its first actions replayed, as "Play from here" does). The seat's first
  action is the retried move; nobody else moves, and nothing is saved or counted;
* :class:`RetryJudge`: the verdict on the retried move by the review's own judges
  (:mod:`.verdicts`): the exact search's best play in the Manipulation family; in the
  draw-and-discard games the judge of :mod:`rummy_desktop.advice.judge`, walked through
  the seat's decisions before it, with the review's worlds and seed (the window runs it
  in a process of its own, :mod:`.retry_process`).

Only a record of the whole game can be retried (a network client's holds no other hand).
No Qt.
"""

from __future__ import annotations

import copy
from typing import Any

from rummy_desktop.core.actions import IllegalAction, parse_action
from rummy_desktop.core.engine import Game
from rummy_desktop.core.view import SeatView
from rummy_desktop.session.move_log import MoveLog
from rummy_desktop.session.records import replayed
from rummy_desktop.session.seat_channel import SeatChannel, SeatInfo
from rummy_desktop.storage.records import GameRecord, Review, Verdict

from .replay import Decision, Replay
from .verdicts import DrawDiscardJudge, ManipulationJudge

#: The labels worth a retry.
MARKED = ("inaccuracy", "mistake", "blunder")


def marked(review: Review | None) -> list[Verdict]:
    """The review's decisions labelled inaccuracy or worse, in the order they were made."""
    if review is None:
        return []
    return sorted((v for v in review.verdicts if v.label in MARKED), key=lambda v: v.step)


def first_from(decisions: list[Verdict], position: int) -> Verdict | None:
    """The decision to retry from ``position`` of the review (the position after a move,
    where the page shows that move's verdict): the one that led there, else the next one,
    else the first."""
    for v in decisions:
        if v.step + 1 >= position:
            return v
    return decisions[0] if decisions else None


def as_good(verdict: Verdict) -> bool:
    """The move judged is as good as the best: labelled best (no other move was found
    better by more than the search can tell)."""
    return verdict.label == "best" or verdict.best is None


class RetryChannel(SeatChannel):
    """``seat`` of ``record``'s game after its first ``step`` actions (the decision to
    retry). The seat's first action is the retried move: it is played (the table shows
    it), kept in :attr:`move`, and the listeners of :meth:`on_move`
    hear of it; every action after it is refused, and the other seats never move."""

    seat: int

    def __init__(self, record: GameRecord, step: int, seat: int, catalog: Any) -> None:
        super().__init__(seat)
        self.record = record
        self.step = step
        self.catalog = catalog
        self.game: Game = replayed(record, step, catalog)
        self.before: SeatView = self.game.view(seat)
        self.move: Any = None
        self._moved: list[Any] = []

    def view(self) -> SeatView:
        return self.game.view(self.seat)

    @property
    def structure(self) -> Any:
        return self.game.structure

    def seats(self) -> list[SeatInfo]:
        out = []
        for s, info in enumerate(self.record.seats):
            if s == self.seat:  # the player retrying: "you", whoever kept the record
                out.append(SeatInfo(kind="human"))
            else:
                out.append(SeatInfo(name=info.name, kind="computer", level=info.level))
        return out

    def submit(self, action: Any) -> list:
        if self.move is not None:
            raise IllegalAction("not_now", action=action.type)
        events = self.game.apply(self.seat, action)  # IllegalAction: nothing changed, the player tries again
        self.move = action
        for listener in list(self._moved):
            listener()
        return events

    def on_move(self, listener: Any) -> None:
        """Call ``listener()`` once the retried move is played."""
        self._moved.append(listener)

    def round_log(self) -> MoveLog:
        """The round up to the decision, as the seat saw it (the table's move log)."""
        game = self.catalog.new_game(self.record.variant, self.record.options, self.record.players,
                                     self.record.seed)
        log = MoveLog(self.seat)
        round_no = self.before.round_no
        for s, raw in self.record.actions[:self.step]:
            before = game.view(self.seat) if game.state.round_no >= round_no - 1 else None
            events = game.apply(s, parse_action(raw))
            if before is not None:
                log.feed(before, events)
        return log

    def round_moves(self) -> list[tuple[SeatView, Any]]:
        """The seat's moves of the round before the decision (the hint's memory)."""
        game = self.catalog.new_game(self.record.variant, self.record.options, self.record.players,
                                     self.record.seed)
        moves = []
        for s, raw in self.record.actions[:self.step]:
            action = parse_action(raw)
            if s == self.seat and game.state.round_no == self.before.round_no:
                moves.append((game.view(s), action))
            game.apply(s, action)
        return moves


class _RetriedPlay(ManipulationJudge):
    """The exact search's verdict on a retried move. The retry is at a decision the review
    judged, so any move there is one: a draw that lets the turn go on (Manipulation,
    Shanghai) gives up the play of this position, and is judged as placing nothing."""

    def judges(self, decision: Decision) -> bool:
        return "commit" in decision.view.open_actions


class RetryJudge:
    """Judges retried moves of ``replay``'s seat as ``review`` judged its moves (the same
    judge, worlds and seed). The draw-and-discard judge is walked through the seat's
    decisions before the one retried (:meth:`prepare`; walking on to a later decision
    goes on from there)."""

    def __init__(self, replay: Replay, review: Review) -> None:
        self.replay = replay
        self.review = review
        self.moves = replay.decisions()
        self.whole_table = bool(replay.structure.working_copy)
        self._walked: DrawDiscardJudge | None = None
        self._walked_to = 0  # the moves the walked judge has been through

    def decision(self, step: int) -> Decision:
        for d in self.moves:
            if d.step == step:
                return d
        raise ValueError(f"the seat made no move at position {step}")

    def prepare(self, step: int) -> None:
        """Walk the draw-and-discard judge up to the decision at ``step`` (no search;
        the Expert remembers what the seat saw before it)."""
        if self.whole_table:
            return
        index = self.moves.index(self.decision(step))
        if self._walked is None or index < self._walked_to:
            self._walked = DrawDiscardJudge(self.replay.seat, self.replay.variant, self.review.worlds,
                                            self.review.seed)
            self._walked_to = 0
        judge = self._walked
        for move in self.moves[self._walked_to:index]:
            if judge.judges(move):
                judge.walk(move)
        self._walked_to = index

    def judge(self, step: int, action: Any) -> Verdict | None:
        """The verdict on ``action`` played at the decision of position ``step``: the
        review's label, loss and best move. None when the judge finds nothing to weigh
        (no play exists there)."""
        decision = Decision(step, self.decision(step).view, action, [])
        if self.whole_table:
            return _RetriedPlay(self.replay.seat, self.replay.variant).judge(decision)
        self.prepare(step)
        assert self._walked is not None  # (prepare made it)
        judge = copy.deepcopy(self._walked)  # judging walks it on: the next retry starts from here
        return judge.judge(decision)

