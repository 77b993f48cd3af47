"""Actions (what a seat asks for), events (what happened) and refusals.

Actions are small pydantic models in a discriminated union on ``type``. Cards are card
ids inside (:mod:`.cards`), written in the card notation in JSON (``"7H'"``, ``"JK2"``),
and faces likewise (``"QH"``). :func:`parse_action` reads one from JSON data.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Annotated, Any, Literal, Union

from pydantic import BaseModel, BeforeValidator, ConfigDict, Field, PlainSerializer, TypeAdapter, ValidationError

from .cards import CardError, card_name, face_name, parse_card, parse_face
from .reasons import describe


def _card_in(v: Any) -> int:
    if isinstance(v, bool):
        raise ValueError("not a card")
    if isinstance(v, int):
        if 0 <= v < 112:
            return v
        raise ValueError(f"no card has id {v}")
    if isinstance(v, str):
        try:
            return parse_card(v)
        except CardError as e:
            raise ValueError(str(e)) from None
    raise ValueError("a card is written like 7H, 7H' or JK1")


def _face_in(v: Any) -> int:
    if isinstance(v, bool):
        raise ValueError("not a card face")
    if isinstance(v, int):
        if 0 <= v < 52:
            return v
        raise ValueError(f"no face has number {v}")
    if isinstance(v, str):
        try:
            return parse_face(v)
        except CardError as e:
            raise ValueError(str(e)) from None
    raise ValueError("a face is written like QH")


CardId = Annotated[int, BeforeValidator(_card_in), PlainSerializer(card_name, return_type=str)]
Face = Annotated[int, BeforeValidator(_face_in), PlainSerializer(face_name, return_type=str)]


class _Action(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


class Draw(_Action):
    """Draw from the stock (the Manipulation family's Draw, the draw-and-discard stock draw)."""

    type: Literal["draw"] = "draw"


class TakeDiscard(_Action):
    """Take the top card of the discard pile."""

    type: Literal["take_discard"] = "take_discard"


class Dig(_Action):
    """Rummy 500: take ``card`` from deeper in the discard pile with every card above it."""

    type: Literal["dig"] = "dig"
    card: CardId  # the card dug; it and every card above it come into the hand


class Meld(_Action):
    """Put a new meld from the hand on the table (draw-and-discard games)."""

    type: Literal["meld"] = "meld"
    cards: tuple[CardId, ...]  # the meld's cards, from the hand, in any order
    jokers: dict[CardId, Face] = {}  # a joker -> the card it stands for (when more than one fits)


class MeldMany(_Action):
    """Several new melds from the hand laid as one action: a round's goal (Contract Rummy's
    contract), which is laid whole (draw-and-discard games with ``rounds`` goals)."""

    type: Literal["meld_many"] = "meld_many"
    melds: tuple[tuple[CardId, ...], ...]  # each meld's cards, from the hand, in any order
    jokers: dict[CardId, Face] = {}  # a joker -> the card it stands for (when more than one fits)


class LayOff(_Action):
    """Add one card from the hand to meld ``group`` (draw-and-discard games)."""

    type: Literal["lay_off"] = "lay_off"
    card: CardId  # the card from the hand
    group: int = Field(ge=0)  # the meld on the table, by its number from 0
    joker_as: Face | None = None  # a joker laid off: the card it stands for


class SwapJoker(_Action):
    """Basic Rummy with jokers: put ``card`` in the place of the joker it stands for in
    meld ``group`` and take the joker into the hand."""

    type: Literal["swap_joker"] = "swap_joker"
    card: CardId  # the natural card from the hand
    group: int = Field(ge=0)  # the meld holding the joker that stands for it


class Buy(_Action):
    """Buy the discard out of turn: take the top discard with the penalty cards from the
    stock, when the discard is offered to this seat (a rule set with ``buy``); ``pass``
    declines it."""

    type: Literal["buy"] = "buy"


class Discard(_Action):
    """End the turn by putting a card of the hand on the discard pile."""

    type: Literal["discard"] = "discard"
    card: CardId  # the card discarded


class Knock(_Action):
    """A draw-and-discard game with a knock (Gin Rummy): discard ``card`` and knock. The
    hand left is shown in its best melds; the round ends."""

    type: Literal["knock"] = "knock"
    card: CardId  # the card discarded with the knock


class Commit(_Action):
    """Manipulation family: play the rearranged table (Done; Knock in Carousel).

    ``table`` lists every group of the new table. Tahiti's loose cards that stay loose are
    left out. ``jokers`` declares jokers (needed where more than one face fits)."""

    type: Literal["commit"] = "commit"
    table: tuple[tuple[CardId, ...], ...]  # every group of the new table
    jokers: dict[CardId, Face] = {}  # a joker played from the hand -> the card it stands for
    knock: bool = False  # Carousel: knock with it


class Pass(_Action):
    """Pass: in the Manipulation family when the stock is out (Carousel: end the turn);
    in a draw-and-discard game with the first upcard's offer, let the card turned up go;
    when the discard is offered to buy, decline it."""

    type: Literal["pass"] = "pass"


class Withdraw(_Action):
    """Incomplete move, Withdraw (+3): restore, draw three as a penalty, end the turn."""

    type: Literal["withdraw"] = "withdraw"


class ContinueGame(_Action):
    """Between rounds of an open-ended game (Shanghai): the host deals another round."""

    type: Literal["continue"] = "continue"


class EndGame(_Action):
    """Between rounds of an open-ended game (Shanghai): the host ends the game."""

    type: Literal["end_game"] = "end_game"


Action = Annotated[
    Union[
        Draw, TakeDiscard, Dig, Meld, MeldMany, LayOff, SwapJoker, Buy, Discard, Knock, Commit, Pass, Withdraw,
        ContinueGame, EndGame,
    ],
    Field(discriminator="type"),
]
ACTION_TYPES = (
    "draw", "take_discard", "dig", "meld", "meld_many", "lay_off", "swap_joker", "buy", "discard", "knock",
    "commit", "pass", "withdraw", "continue", "end_game",
)
_action_adapter: TypeAdapter = TypeAdapter(Action)


def parse_action(data: Any) -> Any:
    """An action from JSON data (a dict); pydantic's ValidationError when malformed."""
    return _action_adapter.validate_python(data)


_ACTION_CLASSES = frozenset(
    (Draw, TakeDiscard, Dig, Meld, MeldMany, LayOff, SwapJoker, Buy, Discard, Knock, Commit, Pass, Withdraw,
     ContinueGame, EndGame)
)


def check_action(action: Any) -> Any:
    """``action`` validated afresh, as the engine's door requires: an instance of one of
    the action classes (not a subclass, not a dict) whose fields pass validation again,
    so a model built without validation (``model_construct``) or altered afterwards is
    caught. Strictly: a field of the wrong type (a float or a string for a group number,
    a list for a tuple) is refused, not converted. IllegalAction ``malformed_action``
    otherwise."""
    cls = type(action)
    if cls not in _ACTION_CLASSES:
        raise IllegalAction("malformed_action")
    fields = vars(action)
    quick = _QUICK.get(cls)
    if quick is not None and quick(fields):  # (the commonest actions, checked directly: the same verdict)
        return action
    try:
        return cls.model_validate(dict(vars(action)), strict=True)
    except (ValidationError, TypeError):
        raise IllegalAction("malformed_action") from None


def _card_ok(v: Any) -> bool:
    return type(v) is int and 0 <= v < 112


#: The commonest actions' fields, checked as strict validation checks them (exact types, the
#: fields and nothing more); another value goes to the full validation, which decides.
_QUICK: dict[type, Callable[[dict[str, Any]], bool]] = {
    Draw: lambda d: len(d) == 1 and d.get("type") == "draw",
    TakeDiscard: lambda d: len(d) == 1 and d.get("type") == "take_discard",
    Pass: lambda d: len(d) == 1 and d.get("type") == "pass",
    Buy: lambda d: len(d) == 1 and d.get("type") == "buy",
    Discard: lambda d: len(d) == 2 and d.get("type") == "discard" and _card_ok(d.get("card")),
    Knock: lambda d: len(d) == 2 and d.get("type") == "knock" and _card_ok(d.get("card")),
    Meld: lambda d: len(d) == 3 and d.get("type") == "meld" and type(d.get("cards")) is tuple
    and all(_card_ok(c) for c in d["cards"]) and type(d.get("jokers")) is dict
    and all(_card_ok(j) and type(f) is int and 0 <= f < 52 for j, f in d["jokers"].items()),
    LayOff: lambda d: len(d) == 4 and d.get("type") == "lay_off" and _card_ok(d.get("card"))
    and type(d.get("group")) is int and d["group"] >= 0
    and (d.get("joker_as", 0) is None or type(d.get("joker_as")) is int and 0 <= d["joker_as"] < 52),
}


def check_seat(seat: Any, players: int) -> int:
    """``seat`` if it is a seat number of a game of ``players`` (an int, never a bool or a
    float); IllegalAction ``no_such_seat`` otherwise."""
    if type(seat) is not int or not 0 <= seat < players:
        raise IllegalAction("no_such_seat")
    return seat


def dump_action(action: Any) -> dict:
    return action.model_dump(mode="json")


class IllegalAction(Exception):
    """An action the rules refuse. ``code`` is stable (see :mod:`.reasons`); ``params``
    carry what the message needs. The game state is untouched."""

    #: raised by a plugin's hook, after the engine's checks: the engine rolls the action back
    from_plugin = False

    def __init__(self, code: str, **params: Any) -> None:
        self.code = code
        self.params = params
        super().__init__(describe(code, params))


@dataclass(slots=True)
class Event:
    """Something that happened. ``data`` is public; ``private`` only for ``seat``
    (the card drawn, say)."""

    kind: str
    seat: int | None = None
    data: dict[str, Any] = field(default_factory=dict)
    private: dict[str, Any] | None = None

    def for_seat(self, seat: int | None) -> dict[str, Any]:
        out: dict[str, Any] = {"kind": self.kind, "seat": self.seat, **self.data}
        if self.private and seat == self.seat:
            out.update(self.private)
        return out
