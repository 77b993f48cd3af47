"""A lesson played on the real engine: the step it is at, the learner's moves judged
against the step, the other seats' scripted moves, Back and Restart. No Qt.

:class:`LessonPlay` keeps the moves played since the deal; going back deals the lesson's
position again and replays them up to the start of the wanted step, so a lesson's game is
always one the engine itself produced. :func:`verify` plays a lesson through by its own
answers (the start-up check and ``rummy-desktop lessons --verify``).
"""

from __future__ import annotations

import copy
from typing import TYPE_CHECKING, Any

from rummy_desktop.core.actions import IllegalAction, Knock
from rummy_desktop.core.cards import card_name
from rummy_desktop.core.engine import Game
from rummy_desktop.core.position import PositionError, deal_position
from rummy_desktop.core.variant import SpecError, Variant

from .lessons import Lesson, Step

if TYPE_CHECKING:
    from .manager import Catalog


def _one_round(variant: Variant) -> Variant:
    """The lesson's rule set, which stops after the lesson's round as Shanghai's rounds
    do (``host_decides_continue``): the table keeps showing how the round ended instead
    of dealing the next one. Everything else is the rule set's own (a shallow copy)."""
    one = copy.copy(variant)
    one.host_decides_continue = True
    return one


class LessonProblem(Exception):
    """A lesson that does not hold up (which step, and why)."""


def position_key(game: Game, faces: bool = True) -> tuple:
    """What a move changed, compared between two moves that may differ only in form
    (the order of cards in a meld, of groups in a commit, a joker declared or found);
    without the jokers' faces when ``faces`` is False."""
    st = game.state
    t = st.table
    return (
        st.round_no, st.phase, st.turn, st.draws,
        tuple(tuple(sorted(h)) for h in st.hands),
        tuple(sorted(tuple(sorted(g)) for g in t.groups)), tuple(sorted(t.declared.items())) if faces else (),
        tuple(sorted(t.loose)), tuple(st.discard), tuple(st.stock), tuple(st.totals),
        st.obligation, st.restricted, tuple(st.opened), st.final_turns, st.pass_count,
    )


def joker_slip(game: Game, wanted: Game) -> tuple[int, int, int] | None:
    """(joker, the face wanted, the face chosen) when ``game`` is ``wanted`` but for the
    face a joker was given; None otherwise."""
    if position_key(game, faces=False) != position_key(wanted, faces=False):
        return None
    chosen, faces = game.state.table.declared, wanted.state.table.declared
    for joker in sorted(faces):
        if joker in chosen and chosen[joker] != faces[joker]:
            return joker, faces[joker], chosen[joker]
    return None


class LessonPlay:
    """One run of a lesson. ``step`` is the step whose move is awaited; after the
    learner's move the step's scripted moves wait in ``queue`` (:meth:`play_scripted`)."""

    def __init__(self, lesson: Lesson, catalog: Catalog) -> None:
        self.lesson = lesson
        self.catalog = catalog
        self.game = self.fresh()
        self.played: list[tuple[int, Any]] = []
        self.marks: list[int] = [0]  # len(played) when each step began
        self.step = 0
        self.queue: list = []
        self.round_end: dict | None = None

    # -- set-up ---------------------------------------------------------------------------

    def fresh(self) -> Game:
        """The lesson's game, as dealt. SpecError / PositionError when it cannot be."""
        les = self.lesson
        variant = _one_round(self.catalog.variant(les.variant))
        game = Game(variant, les.options, les.players, 0, self.catalog.adjust)
        deal_position(game, les.position)
        return game

    def _replay(self, moves: list[tuple[int, Any]]) -> Game:
        game = self.fresh()
        for seat, action in moves:
            game.apply(seat, action)
        return game

    # -- reading --------------------------------------------------------------------------

    @property
    def seat(self) -> int:
        return self.lesson.seat

    @property
    def current(self) -> Step | None:
        """The step being taught (None once every step is done)."""
        return self.lesson.steps[self.step] if self.step < len(self.lesson.steps) else None

    @property
    def finished(self) -> bool:
        return self.current is None and not self.queue

    @property
    def waiting(self) -> bool:
        """The other seats' scripted moves are still to be played."""
        return bool(self.queue)

    # -- moves ----------------------------------------------------------------------------

    def expected_actions(self) -> list | None:
        """The engine action(s) the step waits for (what a hint inside the lesson gives);
        None when the step is read (Next), the other seats are to play, or the lesson is
        over."""
        step = self.current
        if step is None or step.expect is None or self.queue:
            return None
        return [step.expect]

    def judge(self, action: Any) -> tuple[str, Game, list]:
        """What the learner's ``action`` would be at this step, without playing it:
        ``("expected" | "other", game after it, events)``. The engine's IllegalAction
        when it is not legal; IllegalAction ``not_your_turn`` / ``lesson_read_first`` /
        ``lesson_over`` when the lesson is not waiting for a move."""
        step = self.current
        if self.queue:
            raise IllegalAction("not_your_turn")
        if step is None:
            raise IllegalAction("lesson_over")
        trial = self._replay(self.played)
        events = trial.apply(self.seat, action)  # the engine's reason when illegal
        if step.expect is None:
            raise IllegalAction("lesson_read_first")
        if step.accept == "kind" and action.type == step.expect.type:
            return "expected", trial, events
        verdict = "expected" if position_key(trial) == position_key(self.wanted()) else "other"
        return verdict, trial, events

    def wanted(self) -> Game:
        """The game after the step's expected move (at a step that expects one)."""
        step = self.current
        assert step is not None and step.expect is not None, "asked only at a step that expects a move"
        game = self._replay(self.played)
        game.apply(self.seat, step.expect)
        return game

    def move(self, action: Any, language: str = "en") -> list:
        """Play the learner's ``action``: the expected move (or one of the accepted kind)
        is played and the lesson goes on. Another legal move changes nothing and is
        refused with the way forward: IllegalAction ``lesson_joker_face`` (``card``,
        ``face`` wanted, ``chosen``) when only a joker's face differs, else
        ``lesson_other_move`` (the step's ``other`` line as ``explanation``, in
        ``language``). An illegal move is refused with the engine's reason."""
        verdict, game, events = self.judge(action)
        if verdict != "expected":
            slip = joker_slip(game, self.wanted())
            if slip is not None:
                raise IllegalAction("lesson_joker_face", card=slip[0], face=slip[1], chosen=slip[2])
            raise IllegalAction("lesson_other_move", explanation=self.way_forward(language))
        self.game = game
        self.played.append((self.seat, action))
        self._note(events)
        self._advance()
        return events

    def way_forward(self, language: str = "en") -> str:
        """What to do at this step after another move, in words (its ``other`` line, else
        its text); empty when no move is awaited."""
        step = self.current
        if step is None or step.expect is None:
            return ""
        return (step.other or step.text).get(language)

    def next(self) -> None:
        """Go on from a step that is only read (one with no expected move)."""
        step = self.current
        if step is None or step.expect is not None or self.queue:
            raise IllegalAction("not_now", action="next")
        self._advance()

    def _advance(self) -> None:
        step = self.current
        assert step is not None  # the step just done (move and next check that there is one)
        self.queue = list(step.then)
        self.step += 1
        self.marks.append(len(self.played) + len(self.queue))

    def play_scripted(self) -> tuple[int, list]:
        """Play the next scripted move of another seat: (seat, events)."""
        move = self.queue.pop(0)
        events = self.game.apply(move.seat, move.action)
        self.played.append((move.seat, move.action))
        self._note(events)
        return move.seat, events

    def _note(self, events: list) -> None:
        for ev in events:
            if ev.kind == "round_ended" and self.round_end is None:
                self.round_end = dict(ev.data)

    # -- going back -----------------------------------------------------------------------

    def go_to(self, step: int) -> None:
        """Back to the start of ``step`` (0: Restart), replaying the moves before it."""
        step = max(0, min(step, self.step))
        keep = self.marks[step]
        self.game = self._replay(self.played[:keep])
        self.played = self.played[:keep]
        self.marks = self.marks[: step + 1]
        self.step = step
        self.queue = []
        self.round_end = None  # a lesson's round ends with its last step, after any start

    def back(self) -> None:
        """Back to the start of the previous step (the one just done while its scripted
        moves are still to come)."""
        self.go_to(self.step - 1)

    def restart(self) -> None:
        self.go_to(0)


def _visible(game: Game, seat: int) -> set[int]:
    """The cards ``seat`` sees: its hand, the table, the visible discard cards."""
    v = game.view(seat)
    return set(v.hand) | {c for g in v.table for c in g} | set(v.loose) | set(v.discard)


def _hand_cards_played(before: Game, after: Game, seat: int) -> set[int]:
    """The cards of ``seat``'s hand that a move put on the table or the pile."""
    return set(before.state.hands[seat]) - set(after.state.hands[seat])


def _step_problems(step: Step, game: Game, seat: int, wanted: Game | None) -> list[str]:
    """What is wrong with ``step`` before its move (``wanted``: the game after the
    expected move, None for a step that is read): what it points at, and its words."""
    out = []
    seen = _visible(game, seat)
    stray = [card_name(c) for c in step.highlight.cards if c not in seen]
    if stray:
        out.append(f"highlights {', '.join(stray)}, not in the hand, on the table or visible on the discard pile")
    bad = [g for g in step.highlight.groups if not 0 <= g < len(game.state.table.groups)]
    if bad:
        out.append(f"highlights table group {bad[0]}, and the table has {len(game.state.table.groups)}")
    if wanted is None:
        return out
    if step.other is None:
        out.append("expects a move but says nothing to a player who makes another one: "
                   "give it an 'other' line (the way forward)")
    else:
        same = [lang for lang in step.other.languages() if step.other.get(lang) == step.text.get(lang)]
        if same:
            out.append(f"its 'other' line repeats its text ({', '.join(same)})")
    if "hand" not in step.highlight.piles:
        # a knock shows every hand at the round's end: the card it discards is what it plays
        played = {step.expect.card} if isinstance(step.expect, Knock) else _hand_cards_played(game, wanted, seat)
        unseen = played - set(step.highlight.cards)
        if unseen:
            out.append(f"expects {', '.join(card_name(c) for c in sorted(unseen))} from the hand "
                       f"without pointing at them (highlight.cards)")
    return out


def verify(lesson: Lesson, catalog: Catalog) -> LessonPlay:
    """Play ``lesson`` through by its own answers; LessonProblem (or SpecError) naming
    each step that fails and why. Checks that the rule set exists with these options,
    that the deal uses each card of its deck once, that every step's highlighted cards
    are in the learner's hand or on the table and its groups exist, that a step
    expecting a move points at the hand cards it plays and has a way forward for
    another move (its ``other`` line, not a repeat of its text), that every expected
    and scripted move is accepted by the engine when it comes, and that the round ends
    with the announced scores. A plugin's failure on the way (``plugin_error``: a judge,
    a score adjustment, a rule set's code) is raised as it is: it is that plugin's, not
    the lesson's."""
    try:
        play = LessonPlay(lesson, catalog)
    except PositionError as exc:
        raise LessonProblem(f"lesson {lesson.id!r}: the deal: {exc}") from None
    except SpecError as exc:
        if exc.code == "plugin_error":
            raise  # a plugin's failure, not the lesson's (see LessonRegistry.check)
        raise LessonProblem(f"lesson {lesson.id!r}: {exc}") from None
    problems: list[str] = []
    for n, step in enumerate(lesson.steps, 1):
        wanted = None
        if step.expect is not None:
            try:
                wanted = play.wanted()
            except IllegalAction as exc:
                if exc.code == "plugin_error":
                    raise  # a plugin's failure, not the lesson's (see LessonRegistry.check)
                problems.append(f"step {n}: the expected move {step.expect.model_dump(mode='json')} "
                                f"is refused by the engine: {exc} ({exc.code})")
        problems += [f"step {n}: {p}" for p in _step_problems(step, play.game, play.seat, wanted)]
        if step.expect is not None and wanted is None:
            break  # the steps after it cannot be reached
        if step.expect is None:
            play.next()
        else:
            play.move(step.expect)
        while play.queue:
            move = play.queue[0]
            try:
                play.play_scripted()
            except IllegalAction as exc:
                if exc.code == "plugin_error":
                    raise  # a plugin's failure, not the lesson's (see LessonRegistry.check)
                problems.append(f"step {n}: the scripted move of seat {move.seat} "
                                f"{move.action.model_dump(mode='json')} is refused by the engine: {exc} ({exc.code})")
                break
        if play.queue:
            break
    else:
        if play.round_end is None:
            problems.append("the round does not end with the last step")
        elif list(play.round_end["scores"]) != list(lesson.scores):
            problems.append(f"announces the scores {lesson.scores}, the round ends with {play.round_end['scores']}")
    if problems:
        raise LessonProblem(f"lesson {lesson.id!r}: " + "; ".join(problems))
    return play
