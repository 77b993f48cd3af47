"""The LAN wire protocol: every message a host and a client exchange, as pydantic models.

Two discriminated unions on ``type``: :data:`HostMessage` (host to client) and
:data:`ClientMessage` (client to host), each read through one :class:`TypeAdapter` built
here, once. Every model forbids extra fields and is strict (no "3" for 3, no 1 for True);
every string, list and mapping has a bound, so a peer cannot make the other side hold
more than a frame's worth. Cards travel in the card notation (``"7H'"``, ``"JK2"``), as in
the engine's actions; a command carries one of the engine's own action models
(:mod:`rummy_desktop.core.actions`), with its lists bounded here before it is parsed.

Host messages carry ``seq`` (0, 1, 2 ... per connection); client commands carry ``id``, so
the host can answer a duplicate with its first result instead of applying it twice. The
first message each way is a ``hello``; :func:`version_refusal` says what to answer when
the versions differ. Then the ``key`` messages of the exchange that seals the connection
(:mod:`.seal`), keyed by the join code, or by a seat's token for a player who takes the
seat back; the hellos, the keys and a refusal before the exchange are the only frames
that travel in the clear, and none of them names a seat, a player, the table or its
options (every sealed frame is padded to one of a few sizes: :mod:`.seal`). The framing
(length prefix, limits, hostile input) is in :mod:`.framing`; what a seat may see of the
game is in :mod:`.views`.
"""

from __future__ import annotations

from importlib import metadata
from typing import Annotated, Any, Literal, Union, get_args

from pydantic import BeforeValidator, ConfigDict, Field, StrictBool, StrictInt, TypeAdapter, model_validator

from rummy_desktop.core.actions import Action
from rummy_desktop.core.variant import SpecError

from .views import ViewChanges, WireEvent, WireView, rules_digest
from .wire import (
    MAX_CARDS,
    MAX_EVENTS,
    MAX_GROUPS,
    MAX_JOKERS,
    MAX_NAME,
    MAX_PARAMS,
    MAX_SEATS,
    MAX_SECONDS,
    MAX_TEXT,
    MIN_CODE,
    ChatText,
    Count,
    Ident,
    JoinCode,
    KeyMessage,
    MsgId,
    Name,
    Options,
    Params,
    Points,
    ProgramVersion,
    Seat,
    SeatTag,
    TableName,
    Token,
    Version,
    Wire,
)

#: Bumped whenever a message changes shape or meaning; peers of another version are refused.
PROTOCOL_VERSION = 6  # 2: view deltas (view_delta, resync); 3: sealed (key, welcome), join without the code,
# turn clock, the knock, the turn of the round, undercuts; 4: the table's name, options and rules digest sealed
# (in the welcome), no tries left in the clear, a rejoin keyed by its token (a seat tag in the key), padded
# frames, the clock message; 5: several melds as one action (meld_many), buying the discard (buy), the round's
# first upcard, buys and the seat in turn in the view; 6: a discard taken says whether it was bought

#: The TCP port a host listens on unless told otherwise (discovery says which one it uses).
DEFAULT_PORT = 47474


def _program_version() -> str:
    try:
        return metadata.version("rummy-desktop")
    except metadata.PackageNotFoundError:  # running from a source tree that is not installed
        return "0+unknown"


#: This program's version (the ``rummy-desktop`` distribution), sent in every hello.
PROGRAM_VERSION = _program_version()

class _FromHost(Wire):
    seq: MsgId


# -- refusals -----------------------------------------------------------------------------

#: Why the host (or a client) turns something down. ``illegal_action`` carries the engine's
#: own reason code in ``code`` (see :mod:`rummy_desktop.core.reasons`).
NetReason = Literal[
    "version_mismatch",  # params: host_protocol, client_protocol, host_program, client_program
    "missing_plugin",  # params: variant, and option (+ value) for a house rule
    "rules_differ",  # params: variant (same rule set and options, other rules: other plugins)
    "bad_code",  # the exchange failed: a wrong code
    "too_many_tries",  # params: seconds (a wait for everyone, after many wrong codes in all)
    "code_retired",  # so many wrong codes were tried that this code opens the table no more: the host makes another
    "too_many_connections",
    "table_full",
    "game_started",  # the table has started: only a rejoin with a token gets in
    "bad_token",  # a wrong or already-used rejoin token
    "seat_in_use",  # the seat's player is connected and answering from another computer
    "seat_taken_back",  # this connection's seat was taken back with its token from another computer
    "removed",  # the host removed this player from the lobby
    "spectators_full",  # params: max
    "not_joined",  # a command before a join
    "not_your_turn",
    "illegal_action",  # code: the engine's reason code; params: its parameters
    "bad_frame",  # params: problem (see framing.FrameError codes)
    "bad_message",  # params: problem, field
    "rate_limited",  # params: what ("commands" or "chat"), seconds
    "game_over",
    "host_closing",
]
NET_REASONS: tuple[str, ...] = get_args(NetReason)


class Refusal(Wire):
    reason: NetReason
    code: Ident | None = None
    params: Params = {}


def _param(value: Any) -> Any:
    if isinstance(value, (tuple, list, set, frozenset)):
        items = sorted(value) if isinstance(value, (set, frozenset)) else value
        return [_param(v) for v in items][:MAX_CARDS]
    if isinstance(value, str):
        return value[:MAX_TEXT]
    if value is None or isinstance(value, (bool, int)):
        return value
    return str(value)[:MAX_TEXT]


def illegal_action(exc: Any) -> Refusal:
    """The refusal for the engine's :class:`~rummy_desktop.core.actions.IllegalAction`: its
    reason code and parameters (card ids stay ids, for the client's own translation)."""
    params = {k: _param(v) for k, v in list(exc.params.items())[:MAX_PARAMS]}
    return Refusal(reason="illegal_action", code=exc.code, params=params)


# -- host to client -----------------------------------------------------------------------

SeatKind = Literal["human", "computer", "remote", "open"]
SeatStatus = Literal["connected", "reconnecting", "computer_played", "waiting", "left"]  # left: gone after the end


class SeatInfo(Wire):
    """One seat as everybody sees it in the lobby and at the table."""

    seat: Seat
    name: Annotated[str, Field(max_length=MAX_NAME, pattern=r"^[^\x00-\x1f\x7f]*$")]
    kind: SeatKind
    status: SeatStatus = "connected"
    level: Ident | None = None  # the computer level of a computer seat (or the stand-in)
    seconds_left: Annotated[StrictInt, Field(ge=0, le=MAX_SECONDS)] | None = None

    @model_validator(mode="after")
    def _countdown_when_reconnecting(self) -> SeatInfo:
        if (self.status == "reconnecting") != (self.seconds_left is not None):
            raise ValueError("seconds_left is given exactly when a seat is reconnecting")
        return self


Seats = Annotated[list[SeatInfo], Field(min_length=1, max_length=MAX_SEATS)]


class HostHello(_FromHost):
    """The host's first frame, in the clear: versions, and the rule set and the number of
    players (what discovery says of the table), so that a client without the rule set
    stops before it tries a code. No seat, no name, not even the table's, and no option:
    those come once the connection is sealed (:class:`Welcome`)."""

    type: Literal["hello"] = "hello"
    protocol: Version
    program: ProgramVersion
    variant: Ident
    variant_name: Annotated[str, Field(min_length=1, max_length=64)]
    players: Annotated[StrictInt, Field(ge=1, le=MAX_SEATS)]


class HostKey(_FromHost):
    """The host's half of the exchange (in the clear, after the client's)."""

    type: Literal["key"] = "key"
    message: KeyMessage


RulesDigest = Annotated[str, Field(pattern=r"^[0-9a-f]{16}$")]  # see views.rules_digest


class Welcome(_FromHost):
    """The host's first sealed frame: the client reads it only with the right code (or
    its seat's token). The table's name, its options and the digest of its rules (what
    the client checks against its plugins), and its seats, as in the lobby."""

    type: Literal["welcome"] = "welcome"
    table: TableName
    options: Options
    rules_digest: RulesDigest
    seats: Seats


class HostRefused(_FromHost):
    """A refusal that is not the answer to a command (join, hello, frame, rate);
    ``fatal``: the host closes the connection after it."""

    type: Literal["refused"] = "refused"
    refusal: Refusal
    fatal: StrictBool = False


class Joined(_FromHost):
    """The join (or rejoin) succeeded: this connection plays ``seat``. ``token`` lets it
    back in after a drop; a rejoin gets a fresh token (the old one is spent)."""

    type: Literal["joined"] = "joined"
    seat: Seat
    token: Token


MAX_WATCHERS = 8  # spectators at one table
Watchers = Annotated[list[Name], Field(max_length=MAX_WATCHERS)]


class Lobby(_FromHost):
    """The seats, and the names of those who watch (at any time: spectators come and go)."""

    type: Literal["lobby"] = "lobby"
    seats: Seats
    watchers: Watchers = []


class Watching(_FromHost):
    """The join as a spectator succeeded: this connection sees what every player sees (the
    table, the counts, the log, the chat), never a hand, and plays no seat."""

    type: Literal["watching"] = "watching"


class Start(_FromHost):
    type: Literal["start"] = "start"
    seats: Seats


class SeatChanged(_FromHost):
    """One seat's name, kind or connection changed (a drop, a countdown, a rejoin)."""

    type: Literal["seat"] = "seat"
    info: SeatInfo


class CommandResult(_FromHost):
    """The answer to the client's command ``id``: accepted, or refused with a reason."""

    type: Literal["result"] = "result"
    id: MsgId
    accepted: StrictBool
    refusal: Refusal | None = None

    @model_validator(mode="after")
    def _refusal_when_refused(self) -> CommandResult:
        if self.accepted == (self.refusal is not None):
            raise ValueError("a refused command has a refusal, an accepted one none")
        return self


class HostChat(_FromHost):
    type: Literal["chat"] = "chat"
    seat: Seat | None  # None: a spectator
    name: Name
    text: ChatText


class TurnClock(_FromHost):
    """The turn clock of ``seat`` (the seat to act) shows ``seconds`` and runs; None: no
    clock runs now (none was set, a computer plays, the player is reconnecting, or the
    table reads the round's scores). Sent when the clock starts, pauses or stops other
    than with a move (each view carries it too)."""

    type: Literal["clock"] = "clock"
    seat: Seat | None
    seconds: Annotated[StrictInt, Field(ge=0, le=MAX_SECONDS)] | None


class HostPing(_FromHost):
    type: Literal["ping"] = "ping"
    nonce: MsgId


class HostPong(_FromHost):
    type: Literal["pong"] = "pong"
    nonce: MsgId


class GameResult(_FromHost):
    """The game's result, as ``simulate --json`` prints it."""

    type: Literal["game_result"] = "game_result"
    winners: Annotated[list[Seat], Field(max_length=MAX_SEATS)]
    draw: StrictBool
    scores: Annotated[list[Points], Field(max_length=MAX_SEATS)]
    rounds: Count
    turns: Count


Clock = Annotated[StrictInt, Field(ge=0, le=MAX_SECONDS)]


class ViewMessage(_FromHost):
    """The recipient's own seat view, in full: the first one, on rejoin, and when the client
    asks for it (``resync``). ``version`` numbers the views this connection is sent.
    ``clock``: the seconds left on the turn clock of the seat to act, when one runs."""

    type: Literal["view"] = "view"
    view: WireView
    version: MsgId = 0
    clock: Clock | None = None


class ViewDelta(_FromHost):
    """The recipient's view after a change, as the fields that changed since its view number
    ``base``: this is view ``base + 1``. A client that does not hold view ``base`` applies
    nothing and sends a ``resync``. ``events``: what happened, so that a move is one frame
    (when they do not fit, they come ahead in ``events`` messages and this list is empty);
    ``seat``: whose move it was."""

    type: Literal["view_delta"] = "view_delta"
    base: MsgId
    changes: ViewChanges
    seat: Seat | None = None
    events: Annotated[list[WireEvent], Field(max_length=MAX_EVENTS)] = []
    clock: Clock | None = None  # as in ViewMessage


class HistoryMove(Wire):
    """One move of the round so far: its seat and its events, as the recipient may see them."""

    seat: Seat | None
    events: Annotated[list[WireEvent], Field(max_length=MAX_EVENTS)]


class ChatLine(Wire):
    seat: Seat | None
    name: Name
    text: ChatText


MAX_HISTORY_CHAT = 50  # chat lines a (re)joining player is sent


class History(_FromHost):
    """What happened this round before the recipient (re)joined, as it may see it (the move
    log), and the table's last chat lines: ahead of its view, in as many frames as it takes
    (``more``: another follows)."""

    type: Literal["history"] = "history"
    moves: Annotated[list[HistoryMove], Field(max_length=512)]
    chat: Annotated[list[ChatLine], Field(max_length=MAX_HISTORY_CHAT)] = []
    more: StrictBool = False


class EventsMessage(_FromHost):
    """What just happened, as this recipient may see it (after an action of ``seat``)."""

    type: Literal["events"] = "events"
    seat: Seat | None
    events: Annotated[list[WireEvent], Field(max_length=MAX_EVENTS)]


HostMessage = Annotated[
    Union[HostHello, HostKey, Welcome, HostRefused, Joined, Watching, Lobby, Start, SeatChanged, ViewMessage, ViewDelta,
          EventsMessage, History, CommandResult, HostChat, TurnClock, HostPing, HostPong, GameResult],
    Field(discriminator="type"),
]
HOST_ADAPTER: TypeAdapter = TypeAdapter(HostMessage)
HOST_TYPES: frozenset[str] = frozenset(
    m.model_fields["type"].default for m in get_args(get_args(HostMessage)[0])  # the Union inside Annotated
)

# -- client to host -----------------------------------------------------------------------


class ClientHello(Wire):
    """The client's first frame, in the clear: its versions (no name: that is sealed)."""

    type: Literal["hello"] = "hello"
    protocol: Version
    program: ProgramVersion


class ClientKey(Wire):
    """The client's half of the exchange (see :mod:`.seal`), keyed by the join code, or,
    with ``tag``, by the token of the seat it names (a player taking its seat back: see
    :func:`.seal.seat_tag`; the code plays no part then)."""

    type: Literal["key"] = "key"
    message: KeyMessage
    tag: SeatTag | None = None


class Join(Wire):
    """The client's first sealed frame (the code, or the token, is proven by the seal
    itself): take a seat, or take one's seat back with ``token`` (after an exchange keyed
    by it), or ``watch`` the table."""

    type: Literal["join"] = "join"
    name: Name
    token: Token | None = None
    watch: StrictBool = False

    @model_validator(mode="after")
    def _a_spectator_has_no_seat(self) -> Join:
        if self.watch and self.token is not None:
            raise ValueError("a spectator takes no seat back")
        return self


def _bounded_action(v: Any) -> Any:
    """Bound the engine action's lists before pydantic builds them, and hold its plain
    fields to their JSON types (the engine's models leave lengths to the caller and would
    read "1" as 1; cards are checked by the engine's own card reader)."""
    if isinstance(v, dict):
        if len(v) > 8:
            raise ValueError("too many fields")
        if "group" in v and type(v["group"]) is not int:
            raise ValueError("group is a number")
        if "knock" in v and type(v["knock"]) is not bool:
            raise ValueError("knock is true or false")
        cards = v.get("cards")
        if isinstance(cards, list) and len(cards) > MAX_CARDS:
            raise ValueError(f"at most {MAX_CARDS} cards")
        for name in ("table", "melds"):  # a commit's whole table, several melds laid as one
            groups = v.get(name)
            if isinstance(groups, list):
                if len(groups) > MAX_GROUPS:
                    raise ValueError(f"at most {MAX_GROUPS} groups")
                if sum(len(g) if isinstance(g, list) else 1 for g in groups) > MAX_CARDS:
                    raise ValueError(f"at most {MAX_CARDS} cards in {name}")
        jokers = v.get("jokers")
        if isinstance(jokers, dict) and len(jokers) > MAX_JOKERS:
            raise ValueError(f"at most {MAX_JOKERS} jokers")
    return v


WireAction = Annotated[Action, BeforeValidator(_bounded_action)]


class Command(Wire):
    """One action for the client's own seat. ``id`` is the client's, increasing; the host
    answers with a ``result`` of the same id and ignores an id it has already seen."""

    type: Literal["command"] = "command"
    id: MsgId
    action: WireAction


class ClientChat(Wire):
    type: Literal["chat"] = "chat"
    text: ChatText


class ClientPing(Wire):
    type: Literal["ping"] = "ping"
    nonce: MsgId


class ClientPong(Wire):
    type: Literal["pong"] = "pong"
    nonce: MsgId


class Resync(Wire):
    """The client's view is not the one a ``view_delta`` follows: it asks for the whole view."""

    type: Literal["resync"] = "resync"


class Leave(Wire):
    """The player leaves for good (the host's computer takes the seat at once)."""

    type: Literal["leave"] = "leave"


ClientMessage = Annotated[
    Union[ClientHello, ClientKey, Join, Command, ClientChat, ClientPing, ClientPong, Resync, Leave],
    Field(discriminator="type"),
]
CLIENT_ADAPTER: TypeAdapter = TypeAdapter(ClientMessage)
CLIENT_TYPES: frozenset[str] = frozenset(
    m.model_fields["type"].default for m in get_args(get_args(ClientMessage)[0])  # the Union inside Annotated
)

# -- discovery (one UDP datagram each, no length prefix) ----------------------------------


class Probe(Wire):
    """A client looking for tables: broadcast to every interface's broadcast address."""

    type: Literal["probe"] = "probe"
    protocol: Version


class TableAd(Wire):
    """A host's answer to a probe, sent straight back to the prober: no name, not even the
    table's (a stranger on the network reads it)."""

    type: Literal["table"] = "table"
    protocol: Version
    program: ProgramVersion
    variant: Ident
    variant_name: Annotated[str, Field(min_length=1, max_length=64)]
    players: Annotated[StrictInt, Field(ge=1, le=MAX_SEATS)]
    free: Annotated[StrictInt, Field(ge=0, le=MAX_SEATS)]
    port: Annotated[StrictInt, Field(ge=1, le=65535)]


class ForeignTable(Wire):
    """A table answer of another protocol version: only what any version's answer has, to
    show it greyed with the reason (the rest of its fields are not read)."""

    model_config = ConfigDict(extra="ignore", strict=True, frozen=True)
    protocol: Version
    program: ProgramVersion
    table: TableName | None = None
    port: Annotated[StrictInt, Field(ge=1, le=65535)] | None = None


MAX_DATAGRAM = 1024
DISCOVERY_ADAPTER: TypeAdapter = TypeAdapter(Annotated[Union[Probe, TableAd], Field(discriminator="type")])


# -- handshake ----------------------------------------------------------------------------

_CODE: TypeAdapter = TypeAdapter(JoinCode)


def code_problem(code: str) -> str | None:
    """Why ``code`` cannot be a table's join code (one a player types: at least
    :data:`~.wire.MIN_CODE` and at most 16 letters, digits and '-'), or None when it can."""
    try:
        _CODE.validate_python(code)
    except ValueError:
        return f"a join code is {MIN_CODE} to 16 letters, digits and '-', not {code!r}"
    return None



def version_refusal(host_protocol: int, client_protocol: int, host_program: str,
                    client_program: str) -> Refusal | None:
    """The refusal for a hello of another protocol version (None when they match). It names
    both versions, so either side can tell its player which program is out of date."""
    if host_protocol == client_protocol:
        return None
    return mismatch_refusal(host_protocol, client_protocol, host_program, client_program)


def mismatch_refusal(host_protocol: int, client_protocol: int, host_program: str, client_program: str) -> Refusal:
    """The ``version_mismatch`` refusal naming both versions (the versions known to differ)."""
    return Refusal(reason="version_mismatch", params={
        "host_protocol": host_protocol, "client_protocol": client_protocol,
        "host_program": host_program[:MAX_TEXT], "client_program": client_program[:MAX_TEXT],
    })


def table_problem(catalog: Any, hello: HostHello, welcome: Welcome | None = None) -> Refusal | None:
    """Why this client (its plugin ``catalog``) cannot sit at the host's table, or None:
    ``missing_plugin`` naming the rule set (known from the ``hello``), or, once the
    ``welcome`` is in, the house-rule option (and value) it lacks, or ``rules_differ``
    when its catalogue resolves the same choices to other rules."""
    variant = catalog.variants.get(hello.variant)
    if variant is None:
        return Refusal(reason="missing_plugin", params={"variant": hello.variant, "name": hello.variant_name})
    if welcome is None:
        return None
    for key, value in welcome.options.items():
        opt = variant.spec.option(key)
        if opt is None:
            return Refusal(reason="missing_plugin", params={"variant": hello.variant, "option": key})
        if value not in opt.values():
            return Refusal(reason="missing_plugin", params={"variant": hello.variant, "option": key, "value": value})
    try:
        rules = catalog.rules(hello.variant, welcome.options, hello.players)
    except SpecError:
        return Refusal(reason="rules_differ", params={"variant": hello.variant})
    if rules_digest(rules) != welcome.rules_digest:
        return Refusal(reason="rules_differ", params={"variant": hello.variant})
    return None


__all__ = [
    "PROTOCOL_VERSION", "PROGRAM_VERSION", "DEFAULT_PORT", "HostMessage", "ClientMessage", "HOST_ADAPTER",
    "CLIENT_ADAPTER", "Refusal", "NET_REASONS", "SeatInfo", "HostHello", "HostKey", "Welcome", "HostRefused",
    "Joined", "Watching", "Lobby", "Start", "SeatChanged", "ViewMessage", "ViewDelta", "EventsMessage", "History",
    "HistoryMove", "ChatLine", "CommandResult", "HostChat", "TurnClock", "HostPing", "HostPong", "GameResult", "ClientHello",
    "ClientKey", "Join", "Command", "ClientChat", "ClientPing", "ClientPong", "Resync", "Leave", "version_refusal",
    "mismatch_refusal", "illegal_action", "Probe", "TableAd", "ForeignTable", "DISCOVERY_ADAPTER", "table_problem",
    "code_problem",
]
