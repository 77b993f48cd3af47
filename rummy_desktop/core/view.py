"""``view(seat)``: what one seat may see, and nothing more.

The desktop table, the computer players and the network all read the game through
this one view, so nobody can peek by construction: the other hands appear only as
counts, the stock only as a count, and in basic Rummy and Rummy Multiplayer only the top
discard is shown (Rummy 500 spreads its pile, so all of it is public).
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field, replace
from typing import TYPE_CHECKING, Any

from .cards import card_name, face_name

if TYPE_CHECKING:
    from .engine import Game
    from .variant import Rules


@dataclass(frozen=True)
class SeatView:
    variant: str
    options: dict[str, str]
    players: int
    seat: int | None
    round_no: int
    dealer: int
    turn: int
    phase: str
    hand: tuple[int, ...]
    hand_counts: tuple[int, ...]
    stock_count: int
    discard: tuple[int, ...]  # visible discard cards, bottom to top
    discard_count: int
    table: tuple[tuple[int, ...], ...]
    declared: dict[int, int]
    loose: tuple[int, ...]
    by: dict[int, int]
    totals: tuple[int, ...]
    rounds_won: tuple[int, ...]
    active: tuple[bool, ...]
    opened: tuple[bool, ...]
    melded_before: tuple[bool, ...]
    open_actions: tuple[str, ...]
    turn_no: int  # the turn of the round: 1 for the first
    draws: int
    pass_count: int
    final_turns: int | None
    rebuilds: int
    restricted: int | None
    obligation: int | None
    rules: "Rules | None" = None  # the rules in force this round (public)
    last_round: dict[str, Any] | None = None
    # every finished round, oldest first: round, ending, seat, scores, winners, totals
    # (the running totals after that round)
    rounds: tuple[dict[str, Any], ...] = ()
    result: dict[str, Any] | None = None
    extra: dict[str, Any] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        """Plain JSON data, cards in the card notation."""
        d = asdict(replace(self, rules=None))
        d.pop("rules", None)
        for key in ("hand", "discard", "loose"):
            d[key] = [card_name(c) for c in d[key]]
        d["table"] = [[card_name(c) for c in g] for g in d["table"]]
        d["declared"] = {card_name(j): face_name(f) for j, f in self.declared.items()}
        d["by"] = {card_name(c): s for c, s in self.by.items()}
        for key in ("restricted", "obligation"):
            if d[key] is not None:
                d[key] = card_name(d[key])
        return d


def _last_round(game: "Game") -> dict[str, Any]:
    """The last round's public summary (built once per round)."""
    history = game.state.history
    cached = getattr(game, "_last_round_cache", None)
    if cached is None or cached[0] != len(history):
        rec = history[-1]
        cached = (len(history), {
            "round": rec.number, "ending": rec.outcome.ending, "seat": rec.outcome.seat,
            "undercut": rec.outcome.undercut,
            "scores": list(rec.score.scores), "winners": list(rec.score.winners),
            "hands": [list(h) for h in rec.outcome.hands], "totals": list(rec.totals),
        })
        game._last_round_cache = cached
    return cached[1]


def _rounds(game: "Game") -> tuple[dict[str, Any], ...]:
    """The public summary of every finished round (built once per round)."""
    history = game.state.history
    cached = getattr(game, "_rounds_cache", None)
    if cached is None or cached[0] != len(history):
        cached = (len(history), tuple(
            {"round": rec.number, "ending": rec.outcome.ending, "seat": rec.outcome.seat,
             "undercut": rec.outcome.undercut, "scores": list(rec.score.scores), "winners": list(rec.score.winners), "totals": list(rec.totals)}
            for rec in history
        ))
        game._rounds_cache = cached
    return cached[1]


def make_view(game: "Game", seat: int | None) -> SeatView:
    st = game.state
    rules = game.round_rules
    spread = rules.dig
    last = _last_round(game) if st.history else None
    result = None
    if st.result is not None:
        result = {"winners": list(st.result.winners), "draw": st.result.draw,
                  "totals": list(st.result.totals), "bonuses": list(st.result.bonuses)}
    mine = seat is not None and seat == st.turn
    return SeatView(
        variant=game.spec.id,
        options=dict(game.options),
        players=game.players,
        seat=seat,
        round_no=st.round_no,
        dealer=st.dealer,
        turn=st.turn,
        phase=st.phase,
        hand=tuple(st.hands[seat]) if seat is not None else (),
        hand_counts=tuple(len(h) for h in st.hands),
        stock_count=len(st.stock),
        discard=tuple(st.discard) if spread else tuple(st.discard[-1:]),
        discard_count=len(st.discard),
        table=tuple(tuple(g) for g in st.table.groups),
        declared=dict(st.table.declared),
        loose=tuple(st.table.loose),
        by=dict(st.by),
        totals=tuple(st.totals),
        rounds_won=tuple(st.rounds_won),
        active=tuple(st.active),
        opened=tuple(st.opened),
        melded_before=tuple(st.melded_before),
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
        rounds=_rounds(game),
        result=result,
    )
