"""The building blocks of the LAN wire protocol: its limits and bounded field types.

:mod:`.protocol` (the messages) and :mod:`.views` (a seat's view and events on the wire)
are made of these. Every model derives from :class:`Wire`: frozen, strict (no ``"3"`` for
3, no 1 for True) and with no field beyond those declared.
"""

from __future__ import annotations

from typing import Annotated, Union

from pydantic import BaseModel, BeforeValidator, ConfigDict, Field, PlainSerializer, StrictBool, StrictInt

from rummy_desktop.core.actions import CardId, Face
from rummy_desktop.core.cards import card_name, face_name

# -- limits -------------------------------------------------------------------------------

MAX_FRAME = 64 * 1024  # bytes of JSON in one frame, the length prefix not counted
MAX_DEPTH = 12  # nesting of JSON arrays and objects (the deepest real message needs 5)
MAX_SEATS = 8  # VariantSpec.max_players is at most 8 (the built-in rule sets: 7)
MAX_CARDS = 112  # two decks and eight jokers, the largest deck a VariantSpec allows
MAX_GROUPS = MAX_CARDS
MAX_JOKERS = 8
MAX_NAME = 32  # a player's name
MAX_TABLE_NAME = 48
MAX_CHAT = 200  # characters in one chat line
MAX_TEXT = 200  # a free string parameter of a refusal
MAX_PARAMS = 8
MAX_OPTIONS = 32
MAX_ROUNDS = 200  # finished rounds a view lists (the latest): 7 seats' worth fits a frame
MAX_EVENTS = 64  # events in one ``events`` message (one action causes at most a few dozen)
MAX_ID = 2**53 - 1  # ids and sequence numbers stay exact in any JSON reader
MAX_POINTS = 10**7  # any score or total
MAX_COUNT = 10**6  # round numbers, turns, counters
MAX_SECONDS = 3600

_IDENT = r"^[a-z][a-z0-9_-]{0,47}$"  # variant ids, reason codes, option keys, levels

Ident = Annotated[str, Field(pattern=_IDENT)]
Seat = Annotated[StrictInt, Field(ge=0, lt=MAX_SEATS)]
Count = Annotated[StrictInt, Field(ge=0, le=MAX_COUNT)]
Points = Annotated[StrictInt, Field(ge=-MAX_POINTS, le=MAX_POINTS)]
MsgId = Annotated[StrictInt, Field(ge=0, le=MAX_ID)]
Version = Annotated[StrictInt, Field(ge=0, le=65535)]
ProgramVersion = Annotated[str, Field(min_length=1, max_length=32, pattern=r"^[0-9A-Za-z.+_-]+$")]
# printable text: no control characters (a name or chat line is drawn on everybody's table)
Name = Annotated[str, Field(min_length=1, max_length=MAX_NAME, pattern=r"^[^\x00-\x1f\x7f]+$")]
TableName = Annotated[str, Field(min_length=1, max_length=MAX_TABLE_NAME, pattern=r"^[^\x00-\x1f\x7f]+$")]
ChatText = Annotated[str, Field(min_length=1, max_length=MAX_CHAT, pattern=r"^[^\x00-\x1f\x7f]+$")]
MIN_CODE = 5  # characters of a join code (a host deals six digits; docs/lan-security.md says why five at least)
JoinCode = Annotated[str, Field(min_length=MIN_CODE, max_length=16, pattern=r"^[A-Za-z0-9-]+$")]
KeyMessage = Annotated[str, Field(pattern=r"^[0-9a-f]{66}$")]  # a SPAKE2 message (33 bytes), in hex
Token = Annotated[str, Field(pattern=r"^[0-9a-f]{32}$")]  # 128 bits from ``secrets``, in hex
SeatTag = Annotated[str, Field(pattern=r"^[0-9a-f]{16}$")]  # names a seat by its token, in the clear (see seal.seat_tag)


def _check(annotated) -> BeforeValidator:
    return next(m for m in annotated.__metadata__ if isinstance(m, BeforeValidator))


def _fast(check: BeforeValidator, names: dict[str, int]) -> BeforeValidator:
    """``check`` with a look-up first for the canonical notation, which is what a host
    writes (a view names a hundred cards and arrives after every move; the general reader
    is for anything else, and says what is wrong)."""
    slow = check.func

    def read(v):
        if type(v) is str:
            known = names.get(v)
            if known is not None:
                return known
        return slow(v)

    return BeforeValidator(read)


# A card (a face) read like the engine's actions read it, written in the card notation in
# JSON and left an id in Python (so a client's rebuilt view holds ids, as the engine's does).
Card = Annotated[int, _fast(_check(CardId), {card_name(c): c for c in range(112)}),
                 PlainSerializer(card_name, return_type=str, when_used="json")]
CardFace = Annotated[int, _fast(_check(Face), {face_name(f): f for f in range(52)}),
                     PlainSerializer(face_name, return_type=str, when_used="json")]
Cards = Annotated[list[Card], Field(max_length=MAX_CARDS)]
Options = Annotated[
    dict[Annotated[str, Field(pattern=r"^[a-z][a-z0-9_]{0,31}$")], Annotated[str, Field(max_length=32)]],
    Field(max_length=MAX_OPTIONS),
]
ParamScalar = Union[StrictBool, Annotated[StrictInt, Field(ge=-MAX_ID, le=MAX_ID)],
                    Annotated[str, Field(max_length=MAX_TEXT)], None]
ParamValue = Union[ParamScalar, Annotated[list[Union[StrictInt, Annotated[str, Field(max_length=MAX_TEXT)]]],
                                          Field(max_length=MAX_CARDS)]]
Params = Annotated[dict[Annotated[str, Field(pattern=r"^[a-z][a-z0-9_]{0,31}$")], ParamValue],
                   Field(max_length=MAX_PARAMS)]


class Wire(BaseModel):
    """Every message: frozen, strict, no field beyond those declared."""

    model_config = ConfigDict(extra="forbid", strict=True, frozen=True)


