"""Lessons: a guided deal of a rule set, shipped by its plugin as data.

A lesson is a prepared position (:class:`~rummy_desktop.core.position.Position`) and
steps. Each step has a short text per language, what it points at (cards, table groups,
piles), the move it expects of the learner (an action in the card notation, as in
``rummy-desktop`` saves), and the moves the other seats make after it. The lesson
announces the scores of the round it ends with. A lesson file is JSON::

    {"id": "rummy-basics", "variant": "rummy", "options": {}, "seat": 0,
     "title": {"en": "Rummy", "pt_BR": "...", "fr": "..."},
     "summary": {...}, "end": {...}, "scores": [0, 23],
     "position": {"hands": [["7H", "8H", ...], [...]], "discard": ["KS"],
                  "stock_top": ["9H", "2C"], "table": [], "turn": 0},
     "steps": [{"text": {...}, "highlight": {"cards": ["9H"], "piles": ["stock"]},
                "expect": {"type": "draw"}, "other": {"en": "Click the stock to draw."},
                "then": [{"seat": 1, "action": {"type": "draw"}}]}, ...]}

A step without ``expect`` is read and continued with Next. A step with ``expect`` needs
``other``: the way forward, in a few words, for a player who makes another move (legal
or not: it is said after the engine's reason for an illegal one, so write it to hold for
both, not "that works too"); a joker given another face than the expected move's is
answered by the table itself. ``accept: "kind"`` accepts any legal move of the expected
move's type (its ``then`` must not depend on which). ``reminder: true`` lets the table's
must-meld reminder speak at a step that teaches it; elsewhere a lesson keeps it silent and
answers Draw with the step's way forward. Texts are by language, English required (it
stands in for a missing language).

A plugin registers lessons for its rule sets in
:func:`~rummy_desktop.plugins.hookspecs.rummy_register_lessons` with
``registry.add(lesson_files(__package__, "lessons/<name>.json"))`` (files shipped as
package data) or a mapping like the JSON above. The registry checks each lesson at
start-up by dealing it and playing it through by its own answers
(:func:`~rummy_desktop.plugins.lesson_play.verify`); a lesson that does not hold up is
reported with the broken plugins and left out.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass
from importlib import resources
from typing import TYPE_CHECKING, Any, Literal, Union

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator, model_validator

from rummy_desktop.core.actions import Action, CardId, IllegalAction
from rummy_desktop.core.position import Position
from rummy_desktop.core.variant import SpecError

from .pages import FALLBACK, LANGUAGE_CODE
from .registry import Problem

if TYPE_CHECKING:
    from .manager import Catalog

MAX_TEXT = 2000
MAX_STEPS = 30


def _texts(texts: dict[str, str]) -> dict[str, str]:
    for lang, text in texts.items():
        if not LANGUAGE_CODE.match(lang):
            raise ValueError(f"{lang!r} is not a language code such as 'en', 'pt_BR' or 'fr'")
        if not text.strip():
            raise ValueError(f"the {lang} text is empty")
        if len(text) > MAX_TEXT:
            raise ValueError(f"the {lang} text is longer than {MAX_TEXT} characters")
    if FALLBACK not in texts:
        raise ValueError("no English text ('en'): it is shown when a language is missing")
    return texts


def text_in(texts: Mapping[str, str], language: str) -> str:
    """``texts`` in ``language`` (``pt_BR``, or a locale such as ``fr_FR``): the exact
    language, else one of the same base language, else English."""
    if language in texts:
        return texts[language]
    base = language.split("_")[0]
    for lang in sorted(texts):
        if lang.split("_")[0] == base:
            return texts[lang]
    return texts[FALLBACK]


class _Model(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


class Texts(_Model):
    """Text per language code; English required."""

    by_language: dict[str, str]

    @model_validator(mode="before")
    @classmethod
    def _plain(cls, data: Any) -> Any:
        if isinstance(data, dict) and "by_language" not in data:
            return {"by_language": data}
        return data

    @field_validator("by_language")
    @classmethod
    def _check(cls, texts: dict[str, str]) -> dict[str, str]:
        return _texts(texts)

    def get(self, language: str) -> str:
        return text_in(self.by_language, language)

    def languages(self) -> list[str]:
        return sorted(self.by_language)


class Highlight(_Model):
    """What a step points at: cards (in the learner's hand or on the table), table
    groups (by number, from 0, as the table is at that step) and piles."""

    cards: list[CardId] = []  # cards to point at, in the hand or on the table
    groups: list[int] = []  # table groups to outline, by number from 0
    piles: list[Literal["stock", "discard", "hand", "table", "loose"]] = []  # places to point at


class Scripted(_Model):
    """A move another seat makes after a step."""

    seat: int = Field(ge=0)  # another seat than the learner's
    action: Action  # its move, as in a save: {"type": "draw"}


class Step(_Model):
    """One step: a text, what it points at, and the move it expects (none: read and Next)."""

    text: Texts  # by language, English required
    highlight: Highlight = Highlight()  # what the step points at
    expect: Action | None = None  # the learner's move; None: the step is read, then Next
    accept: Literal["exact", "kind"] = "exact"  # "kind": any legal move of the expected move's type
    other: Texts | None = None  # the way forward after another move (needed with ``expect``)
    then: list[Scripted] = []  # the other seats' moves after it
    reminder: bool = False  # the must-meld reminder speaks at this step (one that teaches it); elsewhere silent

    @model_validator(mode="after")
    def _kind_needs_a_move(self) -> Step:
        if self.expect is None and self.accept != "exact":
            raise ValueError("accept 'kind' needs an expected move")
        return self


class Lesson(_Model):
    """A guided deal of a rule set: the lesson file's content."""

    id: str = Field(pattern=r"^[a-z0-9][a-z0-9-]{0,63}$")  # unique: lower case, digits, dashes
    variant: str  # the rule set's id
    options: dict[str, str] = {}  # the table's options
    seat: int = Field(default=0, ge=0)  # the learner's seat
    title: Texts  # the lesson's name, by language
    summary: Texts  # a sentence of what it teaches, by language
    position: Position  # the prepared deal
    steps: list[Step] = Field(min_length=1, max_length=MAX_STEPS)  # up to 30
    end: Texts  # how the round is scored, shown when the lesson is over
    scores: list[int]  # the scores of the round the lesson ends with

    @model_validator(mode="after")
    def _seats(self) -> Lesson:
        players = len(self.position.hands)
        if self.seat >= players:
            raise ValueError(f"seat {self.seat} names no seat of {players}")
        if len(self.scores) != players:
            raise ValueError(f"scores has {len(self.scores)} values for {players} players")
        for i, step in enumerate(self.steps, 1):
            for move in step.then:
                if move.seat >= players or move.seat == self.seat:
                    raise ValueError(f"step {i}: a scripted move for seat {move.seat}, "
                                     f"which is not another seat of this table")
        return self

    @property
    def players(self) -> int:
        return len(self.position.hands)

    def languages(self) -> list[str]:
        """The languages every text of the lesson is written in."""
        texts = [self.title, self.summary, self.end] + [s.text for s in self.steps] + [
            s.other for s in self.steps if s.other is not None]
        common = set(texts[0].by_language)
        for t in texts[1:]:
            common &= set(t.by_language)
        return sorted(common)


@dataclass(frozen=True)
class LessonFile:
    """A lesson kept as a JSON file in a plugin's package (see :func:`lesson_files`)."""

    package: str
    name: str

    def load(self) -> Any:
        try:
            data = resources.files(self.package).joinpath(self.name).read_text(encoding="utf-8")
            return json.loads(data)
        except (OSError, UnicodeDecodeError, ModuleNotFoundError, TypeError, ValueError) as exc:
            raise SpecError("bad_lesson", f"{self.package}/{self.name}: {exc}") from exc


def lesson_files(package: str, name: str) -> LessonFile:
    """The lesson in the JSON file ``name`` (``"lessons/rummy.json"``) under ``package``
    (pass the plugin's ``__package__``); ship the file as package data."""
    return LessonFile(package, name)


LessonSource = Union[Lesson, Mapping[str, Any], LessonFile]


def as_lesson(source: LessonSource, where: str = "lesson") -> Lesson:
    """``source`` as a :class:`Lesson` (not yet played through); SpecError ``bad_lesson``
    saying what is wrong."""
    if isinstance(source, Lesson):
        return source
    if isinstance(source, LessonFile):
        where = f"{source.package}/{source.name}"
        source = source.load()
    if not isinstance(source, Mapping):
        raise SpecError("bad_lesson", f"{where}: expected a lesson (a JSON object) or lesson_files(...), "
                                      f"not {type(source).__name__}")
    try:
        return Lesson.model_validate(dict(source))
    except ValidationError as exc:
        reasons = "; ".join(
            f"{'.'.join(str(p) for p in e['loc'])}: {e['msg'].removeprefix('Value error, ')}" for e in exc.errors()
        )
        raise SpecError("bad_lesson", f"{where}: {reasons}") from exc


def describe_source(source: Any) -> str:
    if isinstance(source, LessonFile):
        return f"{source.package}/{source.name}"
    if isinstance(source, Lesson):
        return f"lesson {source.id!r}"
    if isinstance(source, Mapping) and isinstance(source.get("id"), str):
        return f"lesson {source['id']!r}"
    return "lesson"


class LessonRegistry:
    """What :func:`~rummy_desktop.plugins.hookspecs.rummy_register_lessons` adds to.
    Lessons are checked when the catalogue is built (:meth:`check`)."""

    def __init__(self) -> None:
        self.pending: list[tuple[str, LessonSource]] = []
        self.lessons: dict[str, Lesson] = {}
        self.problems: list = []
        self.sources: dict[str, str] = {}  # lesson id -> the plugin that registered it
        self.source = "?"

    def mark(self) -> int:
        return len(self.pending)

    def rollback(self, mark: int) -> None:
        del self.pending[mark:]

    def add(self, lesson: LessonSource) -> None:
        """Register a lesson: a :class:`Lesson`, a mapping as in the JSON files, or
        :func:`lesson_files`."""
        self.pending.append((self.source, lesson))

    def check(self, catalog: Catalog) -> None:
        """Parse, deal and play every registered lesson through; keep those that hold
        up, record the others in ``problems``. A lesson that runs into a plugin's failure
        (a judge, a score adjustment, a rule set's code: ``plugin_error``) is not at fault:
        the failure is charged to that plugin (``catalog.plugin_failed``), which is
        switched off, and the catalogue is gathered again without it."""
        # import cycles: lesson_play and manager import this module
        from .lesson_play import LessonProblem, verify
        from .manager import failure_detail

        for source, raw in self.pending:
            target = describe_source(raw)
            try:
                lesson = as_lesson(raw, target)
                if lesson.id in self.lessons:
                    raise SpecError("bad_lesson", f"{target}: a lesson {lesson.id!r} is registered already")
                verify(lesson, catalog)
            except (SpecError, IllegalAction, LessonProblem) as exc:
                if isinstance(exc, (SpecError, IllegalAction)) and exc.code == "plugin_error" and \
                        catalog._owner.plugin_failed(str(exc.params.get("plugin")), str(exc.params.get("hook") or ""),
                                                     failure_detail(exc)):
                    break  # the catalogue is gathered again without that plugin
                self.problems.append(Problem(source, target, str(exc)))
                continue
            self.lessons[lesson.id] = lesson
            self.sources[lesson.id] = source
        self.pending = []

    def all(self) -> list[Lesson]:
        return list(self.lessons.values())

    def get(self, lesson_id: str) -> Lesson | None:
        return self.lessons.get(lesson_id)

