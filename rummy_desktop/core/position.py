"""Deal a prepared position into a real game (the lessons' deals).

A :class:`Position` names where every card it places lies: the hands, the table's groups
(a joker written ``JK1=6H``, declared as 6♥), Tahiti's loose cards, the discard pile and
the top of the stock. :func:`deal_position` puts it into the current round of a
:class:`~rummy_desktop.core.engine.Game` in place of the shuffled deal, so the game goes
on by the engine's ordinary rules. Every card of the round's deck is used exactly once:
the cards the position does not place go under the named top of the stock, lowest id at
the bottom. A card that is not in the deck, or placed twice, is a :class:`PositionError`.
"""

from __future__ import annotations

from collections.abc import Sequence

from pydantic import BaseModel, ConfigDict, Field, field_validator

from .cards import CardError, card_name, is_joker, make_deck, parse_card, parse_token, upcard_face
from .table_check import Table, sort_group


class PositionError(ValueError):
    """A position that cannot be dealt (says which card and why)."""


#: The game-state fields a position may also set, per seat (Vatican's opened players,
#: the totals of earlier rounds).
SEAT_FIELDS = ("totals", "opened")


class Position(BaseModel):
    """A prepared deal. Cards are written in the card notation (``7H``, ``7H'``, ``JK1``)."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    hands: list[list[str]] = Field(min_length=2, max_length=6)  # every seat's cards
    table: list[list[str]] = []  # the melds on the table; a joker with its face, JK1=6H
    loose: list[str] = []  # Tahiti's loose cards on the table
    discard: list[str] = []  # bottom to top: the last card is the visible one
    stock_top: list[str] = []  # the first card is the next one drawn
    turn: int = Field(default=0, ge=0)  # the seat to play (the seat before it deals)
    totals: list[int] | None = None  # the totals of earlier rounds
    opened: list[bool] | None = None  # Vatican: seats that have opened
    round_no: int = Field(default=1, ge=1, le=1000)  # the round (its row of the rule set's rounds: hand size, goal)

    @field_validator("turn")
    @classmethod
    def _turn(cls, v: int, info) -> int:
        hands = info.data.get("hands")
        if hands is not None and v >= len(hands):
            raise ValueError(f"turn {v} names no seat of {len(hands)}")
        return v

    def placed(self) -> list[str]:
        """Every card the position places, each as written (table jokers with their face)."""
        return ([c for h in self.hands for c in h] + [c for g in self.table for c in g] + list(self.loose)
                + list(self.discard) + list(self.stock_top))


def _card(text: str) -> int:
    try:
        return parse_card(text.split("=")[0])
    except CardError as exc:
        raise PositionError(f"{text!r} is not a card: {exc}") from None


def _group(texts: Sequence[str]) -> tuple[list[int], dict[int, int]]:
    cards: list[int] = []
    declared: dict[int, int] = {}
    for t in texts:
        try:
            tok = parse_token(t)
        except CardError as exc:
            raise PositionError(f"{t!r} is not a card: {exc}") from None
        cid = _card(t)
        if is_joker(cid):
            if tok.declared is None:
                raise PositionError(f"the joker {t} on the table needs the card it stands for, like JK1=6H")
            declared[cid] = tok.declared
        cards.append(cid)
    return cards, declared


def deal_position(game, position: Position) -> None:
    """Replace the current round of ``game`` (just dealt, nothing played) by ``position``.
    PositionError when a card is not in this game's deck or is placed twice; the game is
    then unchanged."""
    st = game.state
    rules = game.round_rules
    if len(position.hands) != game.players:
        raise PositionError(f"{len(position.hands)} hands for {game.players} players")
    deck = make_deck(rules.decks, rules.jokers)
    in_deck = set(deck)
    seen: set[int] = set()
    for text in position.placed():
        cid = _card(text)
        if cid not in in_deck:
            raise PositionError(f"{card_name(cid)} is not in this game's deck "
                                f"({len(deck)} cards: {rules.decks} deck(s), {rules.jokers} joker(s))")
        if cid in seen:
            raise PositionError(f"{card_name(cid)} is placed twice")
        seen.add(cid)
    for key in SEAT_FIELDS:
        value = getattr(position, key)
        if value is not None and len(value) != game.players:
            raise PositionError(f"{key} has {len(value)} values for {game.players} players")
    groups: list[list[int]] = []
    declared: dict[int, int] = {}
    for g in position.table:
        cards, decl = _group(g)
        groups.append(sort_group(cards, decl, rules.meld))
        declared.update(decl)
    hands = [[_card(c) for c in h] for h in position.hands]
    top = [_card(c) for c in position.stock_top]
    rest = [c for c in deck if c not in seen]
    st.hands = hands
    st.table = Table(groups, declared, [_card(c) for c in position.loose])
    st.by = {}
    st.discard = [_card(c) for c in position.discard]
    st.upcard = upcard_face(st.discard[0]) if st.discard and game.structure.discard_pile else None  # the first up
    st.stock = sorted(rest) + top[::-1]
    st.turn = position.turn
    st.dealer = (position.turn - 1) % game.players
    st.round_no = position.round_no
    for key in SEAT_FIELDS:
        value = getattr(position, key)
        if value is not None:
            setattr(st, key, list(value))
    st.pass_count = 0
    st.final_turns = None
    st.rebuilds = 0
    st.idle = 0
    st.melded_before = [False] * game.players
    game.reset_turn()
