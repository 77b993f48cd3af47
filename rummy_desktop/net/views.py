"""What a client may see of the game, on the wire: its seat's view and the public events.

:func:`wire_view` turns the engine's :class:`~rummy_desktop.core.view.SeatView` of one seat
into a :class:`WireView`, and :func:`seat_view` turns it back on the client. The view
already holds only what its seat may see (its own hand; the other hands and the stock as
counts; the visible discard). Its ``rules`` are code and data of the host's plugins, so they
are never sent: the client rebuilds them from the rule set id, the options and the player
count through its own catalogue; :func:`rules_digest` lets it check, before it joins, that
its catalogue gives the same rules (:func:`.protocol.table_problem`).

After the first whole view, a client is sent what changed: :func:`view_changes` compares
the seat's last view sent with its view now and gives the fields that differ
(:class:`ViewChanges`, a partial :class:`WireView`), and the client's :class:`ViewState`
applies them to its copy. A delta holds fields of that seat's own view and nothing else, so
it can reveal no more than the whole view would.

:func:`public_events` is the per-recipient filter of the engine's events. Each event kind
has a wire model listing the fields that may travel; a field the model does not list is not
sent, an unknown kind is not sent at all. A card drawn from the stock is named only to the
seat that drew it (the engine keeps it in ``Event.private``); every other card an event
names was face up (a discard, a meld, the table after a commit, the pile in Rummy 500) or is
revealed by the rules (the hands left at the end of a round, which the score sheet shows).
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
from collections.abc import Iterable
from dataclasses import fields
from typing import Annotated, Any, Literal, Optional, Union, get_args

from pydantic import Field, StrictBool, StrictInt, create_model, model_serializer, model_validator

from rummy_desktop.core.actions import ACTION_TYPES, Event
from rummy_desktop.core.engine import rules_for_round
from rummy_desktop.core.variant import Rules
from rummy_desktop.core.view import SeatView

from .wire import (
    MAX_CARDS,
    MAX_GROUPS,
    MAX_JOKERS,
    MAX_ROUNDS,
    MAX_SEATS,
    Card,
    CardFace,
    Cards,
    Count,
    Ident,
    Options,
    Points,
    Seat,
    Wire,
)

SeatList = Annotated[list[Seat], Field(max_length=MAX_SEATS)]
PointList = Annotated[list[Points], Field(max_length=MAX_SEATS)]
CountList = Annotated[list[Count], Field(max_length=MAX_SEATS)]
Flags = Annotated[list[StrictBool], Field(max_length=MAX_SEATS)]
Groups = Annotated[list[Cards], Field(max_length=MAX_GROUPS)]
Hands = Annotated[list[Cards], Field(max_length=MAX_SEATS)]
Declared = Annotated[dict[Card, CardFace], Field(max_length=MAX_JOKERS)]
Bonuses = Annotated[list[Annotated[dict[Ident, Points], Field(max_length=8)]], Field(max_length=MAX_SEATS)]
Players = Annotated[StrictInt, Field(ge=1, le=MAX_SEATS)]


class RoundLine(Wire):
    """A finished round on the score sheet."""

    round: Count
    ending: Ident
    seat: Seat | None
    undercut: StrictBool = False  # a knock undercut
    scores: PointList
    winners: SeatList
    totals: PointList


class LastRound(RoundLine):
    """The last finished round, with the hands left (shown face up on the score sheet)."""

    hands: Hands


class Result(Wire):
    winners: SeatList
    draw: StrictBool
    totals: PointList
    bonuses: Bonuses


class WireView(Wire):
    """A :class:`SeatView` on the wire: the same fields, without ``rules`` (rebuilt by the
    client, see :func:`seat_view`) and ``extra`` (free-form, so never sent), plus
    ``rules_players``, the player count this round's rules were resolved for. ``rounds``
    holds the latest :data:`MAX_ROUNDS` finished rounds (an open-ended Shanghai could
    otherwise outgrow a frame); the totals are always complete."""

    variant: Ident
    options: Options
    players: Players
    rules_players: Players
    seat: Seat | None
    round_no: Count
    dealer: Seat
    turn: Seat
    phase: Ident
    hand: Cards
    hand_counts: Annotated[list[Annotated[StrictInt, Field(ge=0, le=MAX_CARDS)]], Field(max_length=MAX_SEATS)]
    stock_count: Annotated[StrictInt, Field(ge=0, le=MAX_CARDS)]
    discard: Cards
    discard_count: Annotated[StrictInt, Field(ge=0, le=MAX_CARDS)]
    table: Groups
    declared: Declared
    loose: Cards
    by: Annotated[dict[Card, Seat], Field(max_length=MAX_CARDS)]
    totals: PointList
    rounds_won: CountList
    active: Flags
    opened: Flags
    melded_before: Flags
    melded_now: StrictBool
    upcard: Annotated[StrictInt, Field(ge=0, le=52)] | None
    buys: CountList
    in_turn: Seat | None
    open_actions: Annotated[list[Literal[ACTION_TYPES]], Field(max_length=len(ACTION_TYPES))]  # type: ignore[valid-type]  # Literal of a tuple built at import
    turn_no: Count
    draws: Count
    pass_count: Count
    final_turns: Count | None
    rebuilds: Count
    restricted: Card | None
    obligation: Card | None
    last_round: LastRound | None
    rounds: Annotated[list[RoundLine], Field(max_length=MAX_ROUNDS)]
    result: Result | None


_SENT = tuple(f.name for f in fields(SeatView) if f.name not in ("rules", "extra"))
_LISTS = frozenset(("hand", "hand_counts", "discard", "loose", "totals", "rounds_won", "active", "opened",
                    "melded_before", "open_actions", "buys"))


def _rules_players(view: SeatView) -> int:
    return view.rules.players if view.rules is not None else view.players


def _wire_data(view: SeatView, names: Iterable[str]) -> dict[str, Any]:
    """The wire form's data (unvalidated) of the fields ``names`` of ``view``."""
    data: dict[str, Any] = {}
    for name in names:
        if name == "rules_players":
            data[name] = _rules_players(view)
            continue
        value = getattr(view, name)
        if name in _LISTS:
            value = list(value)
        elif name == "table":
            value = [list(g) for g in value]
        elif name == "rounds":
            value = [RoundLine(**r) for r in value[-MAX_ROUNDS:]]
        elif name == "last_round" and value is not None:
            value = LastRound(**value)
        elif name == "result" and value is not None:
            value = Result(**value)
        data[name] = value
    return data


def wire_view(view: SeatView) -> WireView:
    """The wire form of ``view`` (the host's ``game.view(seat)`` for that seat's client)."""
    return WireView.model_validate(_wire_data(view, (*_SENT, "rules_players")), strict=False)


def _seat_data(wire: Wire, names: Iterable[str]) -> dict[str, Any]:
    """SeatView fields (without ``rules``) from the wire fields ``names`` of ``wire``."""
    d: dict[str, Any] = {}
    for name in names:
        value = getattr(wire, name)
        if name in _LISTS:
            value = tuple(value)
        elif name == "table":
            value = tuple(tuple(g) for g in value)
        elif name in ("rounds", "rounds_added"):
            value = tuple(r.model_dump() for r in value)
        elif name == "discard_added":
            value = tuple(value)
        elif name in ("last_round", "result") and value is not None:
            value = value.model_dump()
        elif name in ("options", "declared", "by"):
            value = dict(value)
        d[name] = value
    return d


def seat_view(wire: WireView, catalog: Any) -> SeatView:
    """The client's :class:`SeatView` from the host's wire view, its rules rebuilt through the
    client's own ``catalog`` (:class:`rummy_desktop.plugins.manager.Catalog`); the catalogue's
    SpecError when the client lacks the rule set or an option (see :func:`.protocol.table_problem`)."""
    d = _seat_data(wire, _SENT)
    return SeatView(**d, rules=round_rules(catalog, wire.variant, wire.options, wire.rules_players, d))


def round_rules(catalog: Any, variant: str, options: Any, players: int, view: Any) -> Rules:
    """The rules of the view's round, rebuilt through the client's catalogue: the game's,
    with the round's own (its hand size and goal, its first upcard's changes: see
    :func:`rummy_desktop.core.engine.rules_for_round`)."""
    rules = catalog.rules(variant, options, players)
    if not view["round_no"]:
        return rules
    return rules_for_round(catalog.variant(variant), rules, view["round_no"], view["dealer"], view["upcard"])


# -- view deltas --------------------------------------------------------------------------

_NULLABLE = frozenset(name for name, f in WireView.model_fields.items()
                      if type(None) in get_args(f.annotation))


#: Lists that mostly grow at their end (the pile of Rummy 500, the finished rounds): a
#: delta may give only what was added, as ``<name>_added``.
_GROWING = {"discard": MAX_CARDS, "rounds": MAX_ROUNDS}
_ADDED = {f"{name}_added": name for name in _GROWING}


_PARTIAL = {name: (Optional[f.rebuild_annotation()], None) for name, f in WireView.model_fields.items()}
_PARTIAL.update({added: _PARTIAL[name] for added, name in _ADDED.items()})


class ViewChanges(create_model("_ViewFields", __base__=Wire, **_PARTIAL)):  # type: ignore[misc]  # a base made at import by pydantic
    """Some fields of a :class:`WireView`: those that changed since the view before. Only
    the fields given travel (a field set to null is one that became null, and only a field
    that may be null can be); the others keep their values. ``discard_added`` and
    ``rounds_added``, instead of ``discard`` and ``rounds``: what was added at their end."""

    @model_validator(mode="after")
    def _null_only_where_allowed(self) -> ViewChanges:
        given = self.model_fields_set
        wrong = sorted(n for n in given - _NULLABLE if getattr(self, n) is None)
        if wrong:
            raise ValueError(f"{wrong[0]} cannot be null")
        both = sorted(n for n, whole in _ADDED.items() if n in given and whole in given)
        if both:
            raise ValueError(f"{both[0]} and {_ADDED[both[0]]} together")
        return self

    @model_serializer(mode="wrap")
    def _only_what_changed(self, handler: Any) -> dict[str, Any]:
        data = handler(self)
        return {k: v for k, v in data.items() if k in self.model_fields_set}

    @property
    def changed(self) -> frozenset[str]:
        return frozenset(self.model_fields_set)


def view_changes(before: SeatView, after: SeatView) -> ViewChanges:
    """What changed in one seat's view, ``before`` (the last view its client has) to
    ``after``: the fields that differ, in their wire form (nothing else of the game)."""
    names = [n for n in _SENT if getattr(before, n) != getattr(after, n)]
    if _rules_players(before) != _rules_players(after):
        names.append("rules_players")
    data = _wire_data(after, [n for n in names if n not in _GROWING])
    for name in set(names) & _GROWING.keys():
        old, new = getattr(before, name), getattr(after, name)
        if len(old) < len(new) <= _GROWING[name] and new[:len(old)] == old:
            data[f"{name}_added"] = _wire_data(after, [name])[name][len(old):]
        else:
            data.update(_wire_data(after, [name]))
    return ViewChanges.model_validate(data, strict=False)


class ViewState:
    """A client's copy of its seat's view, kept from a full view and the changes that follow
    it. ``version`` is the host's number of the view it holds (None before the first)."""

    def __init__(self, catalog: Any) -> None:
        self.catalog = catalog
        self.version: int | None = None
        self.view: SeatView | None = None
        self._fields: dict[str, Any] = {}
        self._rules_key: tuple | None = None
        self._rules: Any = None

    def full(self, wire: WireView, version: int) -> SeatView:
        """Take a whole view (SpecError when this catalogue lacks its rule set)."""
        fields = _seat_data(wire, _SENT)
        fields["rules_players"] = wire.rules_players
        self._fields = fields
        self.version = version
        self.view = self._build()
        return self.view

    def apply(self, base: int, changes: ViewChanges) -> SeatView | None:
        """Apply the changes from view ``base`` to ``base + 1``; None (nothing applied) when
        this copy is not view ``base``: the client then asks for a whole view."""
        if self.version is None or base != self.version:
            return None
        fields = {**self._fields, **_seat_data(changes, changes.changed - _ADDED.keys())}
        for added, name in _ADDED.items():
            if added in changes.changed:
                grown = fields[name] + _seat_data(changes, [added])[added]
                if len(grown) > _GROWING[name]:  # beyond the bound: not a view we can hold
                    return None
                fields[name] = grown
        previous = self._fields
        self._fields = fields
        try:
            self.view = self._build()
        except Exception:
            self._fields = previous
            raise
        self.version = base + 1
        return self.view

    def _build(self) -> SeatView:
        f = self._fields
        key = (f["variant"], tuple(sorted(f["options"].items())), f["rules_players"], f["round_no"], f["dealer"],
               f["upcard"])
        if key != self._rules_key:
            self._rules = round_rules(self.catalog, f["variant"], f["options"], f["rules_players"], f)
            self._rules_key = key
        return SeatView(**{k: v for k, v in f.items() if k != "rules_players"}, rules=self._rules)


def rules_digest(rules: Rules) -> str:
    """A short fingerprint of concrete rules. The host sends it in its hello; a client whose
    catalogue resolves the same rule set, options and player count to other rules (a
    house-rule plugin that adjusts rules without an option, another plugin version) sees
    a different digest and is refused before it sits down."""
    data = json.dumps(dataclasses.asdict(dataclasses.replace(rules, house=None)), sort_keys=True,
                      default=lambda o: type(o).__name__)
    return hashlib.sha256(data.encode("utf-8")).hexdigest()[:16]


# -- events -------------------------------------------------------------------------------


class _Ev(Wire):
    """A wire event: each kind below narrows ``kind`` to its own name (the discriminator)."""

    seat: Seat | None
    kind: str


class RoundStarted(_Ev):
    kind: Literal["round_started"] = "round_started"
    round: Count
    dealer: Seat
    first: Seat


class Drew(_Ev):
    """Cards drawn from the stock: everybody sees how many; only the drawer sees which."""

    kind: Literal["drew"] = "drew"
    count: Count
    stock: Count
    cards: Cards | None = None  # private: only in the drawer's copy


class TookDiscard(_Ev):
    kind: Literal["took_discard"] = "took_discard"
    card: Card
    bought: StrictBool  # out of turn, with the penalty cards (a buy is public)


class Dug(_Ev):
    kind: Literal["dug"] = "dug"
    card: Card
    taken: Cards


class Melded(_Ev):
    kind: Literal["melded"] = "melded"
    cards: Cards
    declared: Declared
    group: Count


class LaidOff(_Ev):
    kind: Literal["laid_off"] = "laid_off"
    card: Card
    group: Count
    declared: CardFace | None


class SwappedJoker(_Ev):
    kind: Literal["swapped_joker"] = "swapped_joker"
    card: Card
    joker: Card
    group: Count


class Discarded(_Ev):
    kind: Literal["discarded"] = "discarded"
    card: Card


class TurnEnded(_Ev):
    kind: Literal["turn_ended"] = "turn_ended"
    how: Ident


class StockRebuilt(_Ev):
    kind: Literal["stock_rebuilt"] = "stock_rebuilt"
    count: Count
    rebuilds: Count


class Passed(_Ev):
    kind: Literal["passed"] = "passed"


class Withdrew(_Ev):
    kind: Literal["withdrew"] = "withdrew"
    count: Count


class Committed(_Ev):
    kind: Literal["committed"] = "committed"
    placed: Cards
    table: Groups
    declared: Declared
    loose: Cards
    knock: StrictBool


class Knocked(_Ev):
    kind: Literal["knocked"] = "knocked"


class FinalTurns(_Ev):
    kind: Literal["final_turns"] = "final_turns"
    turns: Count


class RoundEnded(_Ev):
    """The round's end; ``hands`` are the cards left in every hand, turned face up to count."""

    kind: Literal["round_ended"] = "round_ended"
    round: Count
    ending: Ident
    rummy: StrictBool
    undercut: StrictBool = False
    scores: PointList
    winners: SeatList
    display: PointList
    hands: Hands
    totals: PointList


class GameEnded(_Ev):
    kind: Literal["game_ended"] = "game_ended"
    winners: SeatList
    draw: StrictBool
    totals: PointList
    bonuses: Bonuses


#: Any wire event (one of the models above).
AnyWireEvent = Union[RoundStarted, Drew, TookDiscard, Dug, Melded, LaidOff, SwappedJoker, Discarded, TurnEnded,
                     StockRebuilt, Passed, Withdrew, Committed, Knocked, FinalTurns, RoundEnded, GameEnded]
#: A wire event in a message: its ``kind`` says which model reads it.
WireEvent = Annotated[AnyWireEvent, Field(discriminator="kind")]
EVENT_MODELS: dict[str, type[AnyWireEvent]] = {m.model_fields["kind"].default: m for m in get_args(AnyWireEvent)}
#: Fields an event keeps in ``Event.private``: sent to the event's own seat only.
PRIVATE_FIELDS: dict[str, frozenset[str]] = {"drew": frozenset({"cards"})}
#: Fields the engine's event carries that its wire model leaves out: no client reads them
#: (none now). tests/net/test_views.py holds the models to the engine's events, field by field.
WITHHELD: dict[str, frozenset[str]] = {}


def public_event(event: Event, recipient: int | None) -> AnyWireEvent | None:
    """``event`` as ``recipient`` may see it, or None when its kind is unknown here (a kind
    nobody has reviewed for hidden cards is not sent)."""
    model = EVENT_MODELS.get(event.kind)
    if model is None:
        return None
    private = PRIVATE_FIELDS.get(event.kind, frozenset())
    data: dict[str, Any] = {"seat": event.seat}
    for name in model.model_fields:
        if name in ("kind", "seat") or name in private:
            continue
        if name in event.data:
            data[name] = event.data[name]
    if private and event.private and recipient is not None and recipient == event.seat:
        data.update({k: v for k, v in event.private.items() if k in private})
    return model.model_validate(data, strict=False)


def public_events(events: Iterable[Event], recipient: int | None) -> list[AnyWireEvent]:
    """The events ``recipient`` may see, in order, in their wire form."""
    out: list[AnyWireEvent] = []
    for ev in events:
        wire = public_event(ev, recipient)
        if wire is not None:
            out.append(wire)
    return out


def engine_event(wire: _Ev) -> Event:
    """The client's :class:`Event` from a wire event (private fields, when present, go back
    to ``Event.private`` as the engine had them)."""
    d = wire.model_dump(mode="python", exclude={"kind", "seat"})
    private_keys = PRIVATE_FIELDS.get(wire.kind, frozenset())
    private = {k: d.pop(k) for k in private_keys if k in d}
    known = {k: v for k, v in private.items() if v is not None}
    return Event(wire.kind, wire.seat, d, known or None)
