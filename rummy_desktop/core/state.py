"""The whole state of a game in progress (the engine's private record).

Nobody outside the engine reads this directly: seats see :class:`SeatView` from
``Game.view(seat)``, which leaves out the other hands and the stock order.
"""

from __future__ import annotations

import copy
from dataclasses import asdict, dataclass, field
from typing import Any

from .table_check import Table
from .variant import GameEnd, RoundOutcome, RoundScore


@dataclass
class RoundRecord:
    """One finished round: how it ended, the cards left in each hand, the scores."""

    number: int
    outcome: RoundOutcome
    score: RoundScore
    totals: list[int]


@dataclass
class GameState:
    """The whole game as the engine keeps it (``game.state``): a test reads it, the seats
    never do (they see :class:`~rummy_desktop.core.view.SeatView`). Cards are card ids."""

    players: int  # seats at the table
    dealer: int = 0  # the seat that dealt this round
    round_no: int = 0  # the round, from 1
    turn: int = 0  # the seat to play
    phase: str = "play"  # "play" (Manipulation), "draw" / "meld" (draw-and-discard), "between_rounds", "over"
    hands: list[list[int]] = field(default_factory=list)  # every seat's cards
    stock: list[int] = field(default_factory=list)  # the top card is the last
    discard: list[int] = field(default_factory=list)  # the top card is the last
    table: Table = field(default_factory=Table)  # .groups (the melds), .declared (joker -> face), .loose
    by: dict[int, int] = field(default_factory=dict)  # table card -> seat that placed it
    totals: list[int] = field(default_factory=list)  # each seat's total
    rounds_won: list[int] = field(default_factory=list)  # rounds each seat has won
    active: list[bool] = field(default_factory=list)  # seats still in the game
    turn_no: int = 0  # the turn of the round: 1 for the first (a house rule's judges read it)
    draws: int = 0  # cards drawn this turn (Carousel's three draws)
    pass_count: int = 0  # passes in a row (the Manipulation family's blocked round)
    final_turns: int | None = None  # Carousel: final turns still to play
    opened: list[bool] = field(default_factory=list)  # Vatican
    offer: int | None = None  # the first upcard's offer (first_upcard): how many have passed it; None: over
    upcard: int | None = None  # the round's first upcard, turned up at the deal: its face (a joker: 52)
    restricted: int | None = None  # the card taken from the discard pile this turn
    obligation: int | None = None  # Rummy 500: the dug card still to meld
    melded_before: list[bool] = field(default_factory=list)  # melded in an earlier turn
    melded_now: bool = False  # the seat to play melded or laid off this turn
    rebuilds: int = 0  # times the stock was rebuilt this round
    idle: int = 0  # actions in a row that moved neither the stock nor a card to the table (a dead hand's count)
    buys: list[int] = field(default_factory=list)  # buys each seat made this round (VariantSpec.buy)
    in_turn: int | None = None  # while the discard is offered to buy: the seat whose turn it is
    offered: list[int] = field(default_factory=list)  # while it is offered: the seats still to be asked, in order
    discarder: int | None = None  # the seat that threw the top discard (None: the upcard, or unknown)
    history: list[RoundRecord] = field(default_factory=list)  # every finished round: outcome, score, totals
    result: GameEnd | None = None  # the game's result once it is over

    def copy(self) -> GameState:
        """A copy that shares nothing the engine changes in place (finished rounds and the
        result are never changed again, so they are shared): what a refused action is
        rolled back to."""
        new = object.__new__(GameState)  # (not dataclasses.replace: a copy for every action)
        d = self.__dict__.copy()
        d["hands"] = [h[:] for h in self.hands]
        d["stock"] = self.stock[:]
        d["discard"] = self.discard[:]
        d["table"] = self.table.copy()
        d["by"] = self.by.copy()
        d["totals"] = self.totals[:]
        d["rounds_won"] = self.rounds_won[:]
        d["active"] = self.active[:]
        d["opened"] = self.opened[:]
        d["melded_before"] = self.melded_before[:]
        d["history"] = self.history[:]
        d["buys"] = self.buys[:]
        d["offered"] = self.offered[:]
        new.__dict__ = d
        return new

    def copy_parts(self, seat: int, parts: tuple[str, ...]) -> GameState:
        """A copy for rolling back an action that changes in place only ``parts`` (names
        of fields; ``"hand"``: the hand of ``seat``); every other field is shared, as the
        action leaves it alone or puts a new value in its place (a round's end puts new
        totals, rounds won and history). The turn structure says which parts an action
        touches (``touches``)."""
        new = object.__new__(GameState)
        d = self.__dict__.copy()
        for part in parts:
            if part == "hand":
                hands = d["hands"] = self.hands[:]
                hands[seat] = hands[seat][:]
            elif part == "table":
                d["table"] = self.table.copy()
            else:
                d[part] = d[part].copy()
        new.__dict__ = d
        return new

    def snapshot(self) -> dict[str, Any]:
        """A deep, comparable copy (tests check that refused actions change nothing).
        Finished rounds are never changed again, so they are compared by identity."""
        out: dict[str, Any] = {}
        for name in self.__dataclass_fields__:
            value = getattr(self, name)
            if name == "history":
                out[name] = [id(r) for r in value]
            elif name == "table":
                out[name] = ([list(g) for g in value.groups], dict(value.declared), list(value.loose))
            elif name == "result":
                out[name] = None if value is None else asdict(value)
            else:
                out[name] = copy.deepcopy(value)
        return out

    def card_count(self) -> int:
        return (
            sum(len(h) for h in self.hands) + len(self.stock) + len(self.discard)
            + len(self.table.cards())
        )
