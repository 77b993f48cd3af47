"""``view(seat)``: what one seat may see, and nothing more.

The desktop table, the computer players and the network all read the game through
this one view, so nobody can peek by construction: the other hands appear only as
counts, the stock only as a count, and in basic Rummy and Rummy Multiplayer only the top
discard is shown (Rummy 500 spreads its pile, so all of it is public).
"""

from __future__ import annotations

from copy import deepcopy
from dataclasses import dataclass, field, fields
from typing import TYPE_CHECKING, Any

from .cards import JOKER_UPCARD, card_name, face_name

if TYPE_CHECKING:
    from .engine import Game
    from .variant import Rules


@dataclass(frozen=True)
class SeatView:
    """What one seat sees of the game (``game.view(seat)``): what the table, the computer
    players and the network read. Cards are card ids."""

    variant: str  # the rule set's id
    options: dict[str, str]  # the table's options, every one (defaults filled in)
    players: int  # seats at the table
    seat: int | None  # the seat this view is for (None: a spectator, who sees no hand)
    round_no: int  # the round, from 1
    dealer: int  # the seat that dealt this round
    turn: int  # the seat to play
    phase: str  # "draw", "meld", "buy" (draw-and-discard), "play" (Manipulation), "between_rounds", "over"
    hand: tuple[int, ...]  # this seat's cards
    hand_counts: tuple[int, ...]  # how many cards each seat holds
    stock_count: int  # cards left in the stock
    discard: tuple[int, ...]  # visible discard cards, bottom to top (the top only, but in Rummy 500)
    discard_count: int  # cards in the discard pile
    table: tuple[tuple[int, ...], ...]  # the melds (groups) on the table, in display order
    declared: dict[int, int]  # each joker on the table -> the face it stands for
    loose: tuple[int, ...]  # Tahiti's loose cards on the table
    by: dict[int, int]  # table card -> the seat that put it there
    totals: tuple[int, ...]  # each seat's total
    rounds_won: tuple[int, ...]  # rounds each seat has won
    active: tuple[bool, ...]  # seats still in the game
    opened: tuple[bool, ...]  # Vatican: seats that have made their opening meld
    melded_before: tuple[bool, ...]  # seats that melded in an earlier turn of the round (a rummy)
    melded_now: bool  # the seat to play has melded or laid off this turn
    upcard: int | None  # the round's first upcard's face, turned up at the deal (a joker: 52; None: no discard pile)
    buys: tuple[int, ...]  # buys each seat made this round (a rule set with a buy)
    in_turn: int | None  # while the discard is offered to buy ("buy" phase): whose turn it is; else None
    open_actions: tuple[str, ...]  # the action types this seat may send now (empty: not its turn)
    turn_no: int  # the turn of the round: 1 for the first
    draws: int  # cards drawn this turn (Carousel)
    pass_count: int  # passes in a row (the Manipulation family's blocked round)
    final_turns: int | None  # Carousel: final turns left once the stock is out
    rebuilds: int  # times the stock was rebuilt this round
    restricted: int | None  # the card this seat took from the pile this turn (it may not discard it)
    obligation: int | None  # Rummy 500: the dug card this seat must meld this turn
    rules: Rules  # the rules in force this round (public)
    last_round: dict[str, Any] | None = None  # the last finished round: its ending, scores, the hands left
    # every finished round, oldest first: round, ending, seat, scores, winners, totals
    # (the running totals after that round)
    rounds: tuple[dict[str, Any], ...] = ()  # every finished round: ending, seat, undercut, scores, totals
    result: dict[str, Any] | None = None  # the game's result once it is over: winners, draw, totals, bonuses
    extra: dict[str, Any] = field(default_factory=dict)  # a table's own notes, never sent

    def to_json(self) -> dict[str, Any]:
        """Plain JSON data, cards in the card notation."""
        d = {f.name: deepcopy(getattr(self, f.name)) for f in fields(self) if f.name != "rules"}  # as asdict, rules left out
        for key in ("hand", "discard", "loose"):
            d[key] = [card_name(c) for c in d[key]]
        d["table"] = [[card_name(c) for c in g] for g in d["table"]]
        d["declared"] = {card_name(j): face_name(f) for j, f in self.declared.items()}
        d["by"] = {card_name(c): s for c, s in self.by.items()}
        for key in ("restricted", "obligation"):
            if d[key] is not None:
                d[key] = card_name(d[key])
        if d["upcard"] is not None:
            d["upcard"] = "JK" if d["upcard"] == JOKER_UPCARD else face_name(d["upcard"])
        return d


def _history(game: Game) -> tuple[dict[str, Any] | None, tuple[dict[str, Any], ...]]:
    """The last round's public summary (None before the first round ends) and every finished
    round's, built once per round (a view is built for every decision): the rounds already
    summed up are kept while the history still begins with them."""
    history = game.state.history
    n = len(history)
    cached = game.__dict__.get("_history_cache")
    if cached is not None and cached[0] == n and (not n or cached[1] is history[-1]):
        return cached[2]
    last = None
    if n:
        rec = history[-1]
        last = {
            "round": rec.number, "ending": rec.outcome.ending, "seat": rec.outcome.seat,
            "undercut": rec.outcome.undercut,
            "scores": list(rec.score.scores), "winners": list(rec.score.winners),
            "hands": [list(h) for h in rec.outcome.hands], "totals": list(rec.totals),
        }
    kept: tuple[dict[str, Any], ...] = ()
    if cached is not None and 0 < cached[0] < n and cached[1] is history[cached[0] - 1]:
        kept = cached[2][1]  # (finished rounds are never changed again: see GameState.copy)
    rounds = kept + tuple(
        {"round": rec.number, "ending": rec.outcome.ending, "seat": rec.outcome.seat,
         "undercut": rec.outcome.undercut, "scores": list(rec.score.scores), "winners": list(rec.score.winners),
         "totals": list(rec.totals)}
        for rec in history[len(kept):]
    )
    game._history_cache = (n, history[-1] if n else None, (last, rounds))
    return last, rounds


def make_view(game: Game, seat: int | None) -> SeatView:
    st = game.state
    rules = game.round_rules
    result = None
    if st.result is not None:
        result = {"winners": list(st.result.winners), "draw": st.result.draw,
                  "totals": list(st.result.totals), "bonuses": list(st.result.bonuses)}
    mine = seat is not None and seat == st.turn
    table = st.table
    last, rounds = _history(game)
    # (built as the dataclass's __init__ would, without its field-by-field frozen set-up:
    # the players read a view at every decision)
    view = object.__new__(SeatView)
    view.__dict__.update(
        variant=game.spec.id,
        options=dict(game.options),
        players=game.players,
        seat=seat,
        round_no=st.round_no,
        dealer=st.dealer,
        turn=st.turn,
        phase=st.phase,
        hand=tuple(st.hands[seat]) if seat is not None else (),
        hand_counts=tuple([len(h) for h in st.hands]),
        stock_count=len(st.stock),
        discard=tuple(st.discard) if rules.dig else tuple(st.discard[-1:]),
        discard_count=len(st.discard),
        table=tuple(map(tuple, table.groups)),
        declared=dict(table.declared),
        loose=tuple(table.loose),
        by=dict(st.by),
        totals=tuple(st.totals),
        rounds_won=tuple(st.rounds_won),
        active=tuple(st.active),
        opened=tuple(st.opened),
        melded_before=tuple(st.melded_before),
        melded_now=st.melded_now,
        upcard=st.upcard,
        buys=tuple(st.buys),
        in_turn=st.in_turn,
        open_actions=tuple(game.open_actions(seat)) if seat is not None else (),
        turn_no=st.turn_no,
        draws=st.draws,
        pass_count=st.pass_count,
        final_turns=st.final_turns,
        rebuilds=st.rebuilds,
        restricted=st.restricted if mine else None,
        obligation=st.obligation if mine else None,
        rules=rules,
        last_round=last,
        rounds=rounds,
        result=result,
        extra={},
    )
    return view
