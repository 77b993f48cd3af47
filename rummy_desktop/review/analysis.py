"""A whole review of one seat: its moves judged in order (:mod:`.verdicts`), kept as a
:class:`~rummy_desktop.storage.records.Review` in the record, and summed up.

:class:`Analysis` goes one move at a time (:meth:`Analysis.step`), so the desktop runs it
on its worker move by move, showing each verdict as it comes and stopping when asked; the
command line runs it through (:meth:`Analysis.run`). A review stopped half-way goes on
from where it stopped (the judge is walked through the moves already judged again, which
costs no search).
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from rummy_desktop.storage.records import LABELS, Review, Verdict, accuracy

from .replay import Replay
from .verdicts import FLOOR, WORLDS, DrawDiscardJudge, ManipulationJudge

#: The verdict engine's version, kept with each review: a review made by another version is
#: made again (its verdicts could differ).
ENGINE = 4  # 4: a loss proven past the judge's own error (PROOF), the hint's best mean at the budget


def worlds_refusal(worlds: int) -> str | None:
    """Why a review with at most ``worlds`` worlds a decision is refused (None: it is not)."""
    if worlds < FLOOR:
        return (f"at least {FLOOR} worlds a decision are needed: over fewer, the interval of a "
                f"heavy-tailed round result says too little to give a label")
    return None


class Analysis:
    """The review of ``replay``'s seat, ``worlds`` worlds a draw-and-discard decision, from
    ``seed``; ``review`` is one kept earlier (the same seat, engine, worlds and seed) to go
    on from. ``review`` always holds the verdicts so far."""

    def __init__(self, replay: Replay, worlds: int = WORLDS, seed: int = 0, review: Review | None = None) -> None:
        refusal = worlds_refusal(worlds)
        if refusal is not None:
            raise ValueError(refusal)
        self.replay = replay
        self.seat = replay.seat
        self.moves = replay.decisions()
        if replay.structure.working_copy:  # whole tables: the exact search judges them
            self.judge: Any = ManipulationJudge(self.seat, replay.variant)
        else:
            self.judge = DrawDiscardJudge(self.seat, replay.variant, worlds, seed)
        fits = review is not None and review.seat == self.seat and review.engine == ENGINE \
            and review.worlds == worlds and review.seed == seed and review.moves == len(self.moves)
        self.review: Review = review if review is not None and fits else Review(seat=self.seat, engine=ENGINE, worlds=worlds, seed=seed,
                                                moves=len(self.moves))
        if self.review.done:
            self._catch_up()

    @property
    def done(self) -> int:
        return self.review.done

    def _catch_up(self) -> None:
        """Walk the judge through the moves the kept review has looked at (no search)."""
        if isinstance(self.judge, DrawDiscardJudge):
            for move in self.moves[:self.review.done]:
                if self.judge.judges(move):
                    self.judge.walk(move)

    @property
    def finished(self) -> bool:
        return self.review.done >= len(self.moves)

    def step(self) -> Verdict | None:
        """Judge the next move; its verdict (None: the move was no decision, or there is
        none left)."""
        if self.finished:
            return None
        verdict = self.judge.judge(self.moves[self.review.done])
        if verdict is not None:
            self.review.verdicts.append(verdict)
        self.review.done += 1
        return verdict

    def skip(self) -> None:
        """Go past the next move without judging it (another process judges it: the judge
        is walked through it, which costs no search)."""
        if self.finished:
            return
        move = self.moves[self.review.done]
        if isinstance(self.judge, DrawDiscardJudge) and self.judge.judges(move):
            self.judge.walk(move)
        self.review.done += 1

    def run(self) -> Iterator[Verdict]:
        """Judge every move left, yielding each verdict."""
        while not self.finished:
            verdict = self.step()
            if verdict is not None:
                yield verdict


@dataclass
class Summary:
    """A review summed up: the judged ``decisions`` (forced ones included), the ``accuracy``
    (0-100, forced moves left out), the count of each label and the three costliest
    decisions whose verdict is clear (their verdicts, costliest first)."""

    seat: int
    decisions: int
    accuracy: float | None
    counts: dict[str, int]
    costliest: list[Verdict]

    def to_json(self) -> dict[str, Any]:
        return {"seat": self.seat, "decisions": self.decisions, "accuracy": self.accuracy, **self.counts,
                "costliest": [v.step for v in self.costliest]}


def summary(review: Review) -> Summary:
    verdicts = review.verdicts
    counts = {label: sum(1 for v in verdicts if v.label == label) for label in LABELS}
    # the costliest the worlds are sure of: a close verdict may be best under another seed
    costliest = sorted((v for v in verdicts if v.label not in ("best", "forced") and v.sure != "close"),
                       key=lambda v: (v.score, v.step))[:3]
    return Summary(review.seat, len(verdicts), accuracy(verdicts), counts, costliest)
