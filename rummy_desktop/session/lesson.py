"""A lesson as a seat of its own: the table plays the learner's seat through a
:class:`LessonChannel` exactly as through a local game. No Qt.

The channel runs a :class:`~rummy_desktop.plugins.lesson_play.LessonPlay` on the real
engine. ``submit`` plays the step's expected move and goes on, refuses another legal
move with IllegalAction ``lesson_other_move`` (the step's way forward, nothing changed)
or ``lesson_joker_face`` (the same move with a joker given another face) and an illegal
one with the engine's own reason; the last refusal stays in :attr:`refusal`. The other
seats play the lesson's scripted moves, one each time the table calls :meth:`ready`.
Whoever shows the lesson follows its steps with :meth:`on_step`; after :meth:`back`,
:meth:`restart`, :meth:`retry` the game is an earlier one, so the table is built afresh
on the channel.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from rummy_desktop.core.actions import IllegalAction
from rummy_desktop.core.view import SeatView
from rummy_desktop.plugins.lesson_play import LessonPlay
from rummy_desktop.plugins.lessons import Lesson, Step

from .move_log import MoveLog
from .seat_channel import Post, SeatChannel, SeatInfo, Update


class LessonChannel(SeatChannel):
    def __init__(self, lesson: Lesson, catalog, language: str = "en", post: Post | None = None) -> None:
        super().__init__(lesson.seat)
        self.lesson = lesson
        self.language = language
        self.play = LessonPlay(lesson, catalog)
        self._post = post or (lambda f: f())
        self._paused = False
        self._closed = False
        self._pending = False
        self._token = 0
        self._step_listeners: list[Callable[[], None]] = []
        self.refusal: IllegalAction | None = None  # why the last move was refused

    # -- the seat interface ---------------------------------------------------------------

    @property
    def structure(self) -> Any:
        return self.play.game.structure

    def view(self) -> SeatView:
        return self.play.game.view(self.seat)

    def seats(self) -> list[SeatInfo]:
        return [SeatInfo(kind="human") if s == self.seat else SeatInfo(kind="computer", level="lesson")
                for s in range(self.lesson.players)]

    def submit(self, action: Any) -> list:
        self.refusal = None
        try:
            events = self.play.move(action, self.language)
        except IllegalAction as e:
            self.refusal = e
            raise
        self._steps_changed()
        return events

    @property
    def busy(self) -> bool:
        return self._pending

    def reminds(self) -> bool:
        """The must-meld reminder speaks only at a step that teaches it."""
        step = self.step
        return step is not None and step.reminder

    def round_log(self) -> MoveLog:
        """The lesson's moves so far, as the learner saw them: a table built again (Back,
        Restart, Try again) shows the log of the steps before."""
        log = MoveLog(self.seat)
        game = self.play.fresh()
        log.begin(game.view(self.seat))  # the round's header, as on the table first built
        for seat, action in self.play.played:
            before = game.view(self.seat)
            log.feed(before, game.apply(seat, action))
        return log

    def pause(self, paused: bool) -> None:
        self._paused = paused

    def close(self) -> None:
        self._closed = True

    def ready(self) -> None:
        """The table has shown everything: the next scripted move of another seat."""
        if self._closed or self._paused or self._pending or not self.play.queue:
            return
        self._pending = True
        token = self._token
        self._post(lambda: self._play_next(token))

    def _play_next(self, token: int) -> None:
        if token != self._token:
            return  # Back or Restart came first
        self._pending = False
        if self._closed or not self.play.queue:
            return
        seat, events = self.play.play_scripted()
        self._notify(Update(seat, events))
        self._steps_changed()

    # -- the lesson -----------------------------------------------------------------------

    @property
    def step(self) -> Step | None:
        """The step being taught; None when the lesson is finished or the other seats are
        still to play their moves after the last one."""
        return self.play.current if not self.play.queue else None

    @property
    def step_number(self) -> int:
        return self.play.step

    @property
    def finished(self) -> bool:
        return self.play.finished

    @property
    def round_end(self) -> dict | None:
        return self.play.round_end

    def text(self, step: Step | None = None) -> str:
        step = step or self.play.current
        return step.text.get(self.language) if step is not None else self.lesson.end.get(self.language)

    def way_forward(self) -> str:
        """What to do at this step after another move, in the lesson's words ("" when
        no move is awaited)."""
        return self.play.way_forward(self.language) if not self.play.queue else ""

    def expected_actions(self) -> list | None:
        """The engine action(s) the step waits for (a hint inside the lesson gives
        these); None while the step is read, the other seats play, or at the end."""
        return self.play.expected_actions()

    def on_step(self, listener: Callable[[], None]) -> None:
        """Call ``listener`` whenever the step changes (a move, a scripted move, Next,
        Back, Restart)."""
        self._step_listeners.append(listener)

    def next(self) -> None:
        """Go on from a step that is only read."""
        self.play.next()
        self._steps_changed()

    def back(self) -> None:
        self.go_to(self.play.step - 1)

    def restart(self) -> None:
        self.go_to(0)

    def retry(self) -> None:
        """Back to the start of the step being taught (the table as it was then)."""
        self.go_to(self.play.step)

    def go_to(self, step: int) -> None:
        self.play.go_to(step)
        self.refusal = None
        self._token += 1
        self._pending = False
        self._steps_changed()

    def _steps_changed(self) -> None:
        for listener in list(self._step_listeners):
            listener()
