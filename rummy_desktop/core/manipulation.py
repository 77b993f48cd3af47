"""Turns of the Manipulation family (RULES.md §2.0 to §2.7).

The private working copy lives with the player (the table, the session); the engine only
sees the final :class:`Commit` and judges it whole with :func:`check_commit`. The turn
style comes from the variant's declaration:

* ``draw-until-able`` (Manipulation, Shanghai): Draw adds a card and the turn goes on;
* ``meld-or-draw`` (Machiavelli, Vatican, Tahiti): a draw ends the turn;
* ``meld-then-draw`` (Guadalupe): draw two, or meld and then draw one;
* ``carousel``: draw first, up to three draws, Knock, final turns when the stock is out.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, cast

from .actions import Commit, Draw, Event, IllegalAction, Pass, Withdraw
from .drawdiscard import HandCounts, MeldPosition
from .structures import TurnStructure, register
from .table_check import CommitResult, Table, check_commit
from .variant import ReturnError, RoundOutcome

if TYPE_CHECKING:
    from .engine import Game
    from .variant import Rules


def carousel_count(card: int) -> int:
    """Carousel's hand count (§2.5): joker 25, J Q K 10, 2-10 face value, ace 1."""
    if card >= 104:
        return 25
    r = card % 13 + 1
    return 10 if r > 10 else r


def judge_commit(pos: MeldPosition, action: Commit) -> CommitResult:
    """The table, hand and placed cards after ``action`` in ``pos`` (the seat to play's
    position); IllegalAction if the rules of play refuse it: Carousel's draw first, its
    knock (not in the final turns, within the limit), and the whole new table
    (:func:`~.table_check.check_commit`). The engine and the legal actions judge a commit
    with it."""
    rules = pos.rules
    final = pos.final_turns is not None
    if rules.turn == "carousel" and not final and pos.draws == 0:
        raise IllegalAction("must_draw_first")
    limit = None
    if action.knock:
        limit = rules.knock_limit
        if limit is None:
            raise IllegalAction("unknown_action", action="knock")
        if final:
            raise IllegalAction("knock_final_turns")
    opened = bool(pos.opened[pos.seat]) if pos.seat is not None and pos.seat < len(pos.opened) else True
    # check_commit only reads the table it judges: the position's own lists, not copied
    table = Table(cast("list[list[int]]", pos.table), cast("dict[int, int]", pos.declared),
                  cast("list[int]", pos.loose))
    result = check_commit(table, pos.hand, action.table, dict(action.jokers), rules, opened)
    if limit is not None:
        count = sum(carousel_count(c) for c in result.hand)
        if not result.hand or count > limit:
            raise IllegalAction("knock_not_allowed", limit=limit)
    return result


class ManipulationTurns:
    def __init__(self, game: Game) -> None:
        self.game = game
        self.round_outcome: RoundOutcome | None = None

    @property
    def _carousel(self) -> bool:
        return self.game.round_rules.turn == "carousel"

    def start_round(self) -> None:
        """A round is dealt (who has opened is kept: Vatican's opening)."""

    def start_turn(self) -> list[Event]:
        st = self.game.state
        st.turn_no += 1
        st.draws = 0
        st.phase = "play"
        return []

    def position(self, seat: int) -> MeldPosition:
        """The position ``seat`` plays in, for the house rules' judges (no discard pile)."""
        st = self.game.state
        return MeldPosition(st.hands[seat], st.table.groups, st.table.declared, self.game.round_rules, None, None,
                            seat, st.phase, st.round_no, st.turn_no, (), 0, len(st.stock), st.by,
                            st.dealer, None, st.opened, st.melded_before, False, HandCounts(st.hands),
                            st.table.loose, st.draws, st.final_turns)

    def open_actions(self, seat: int) -> list[str]:
        """What ``seat`` (the seat to play) may do now, as the view lists it."""
        return self.game.allowed(seat, self._open(seat))

    def types(self, seat: int) -> list[str]:
        """The action types the rules of play open to ``seat`` (before the house rules)."""
        return self._open(seat)

    def _open(self, seat: int) -> list[str]:
        st = self.game.state
        rules = self.game.round_rules
        out: list[str] = []
        if self._carousel:
            final = st.final_turns is not None
            if not final and st.draws == 0:
                return ["draw"]
            out.append("commit")
            if not final and st.stock:
                out.append("draw")
            else:
                out.append("pass")
            return out
        out.append("commit")
        out.append("draw" if st.stock else "pass")
        if rules.options.get("incomplete_move") == "withdraw":
            out.append("withdraw")
        return out

    # -- actions ------------------------------------------------------------------

    def apply(self, seat: int, action: Any) -> list[Event]:
        if isinstance(action, Commit):
            return self._commit(seat, action)
        if isinstance(action, Draw):
            return self._draw(seat)
        if isinstance(action, Pass):
            return self._pass(seat)
        if isinstance(action, Withdraw):
            return self._withdraw(seat)
        raise IllegalAction("unknown_action", action=getattr(action, "type", "?"))

    def _draw_cards(self, seat: int, n: int) -> list[Event]:
        st = self.game.state
        drawn = [st.stock.pop() for _ in range(min(n, len(st.stock)))]
        st.hands[seat].extend(drawn)
        if not drawn:
            return []
        st.idle = 0
        return [Event("drew", seat, {"count": len(drawn), "stock": len(st.stock)}, {"cards": drawn})]

    def _draw(self, seat: int) -> list[Event]:
        st = self.game.state
        style = self.game.round_rules.turn
        if not st.stock:
            raise IllegalAction("stock_empty")
        if style == "carousel":
            if st.final_turns is not None:
                raise IllegalAction("final_turn_no_draw")
            events = self._draw_cards(seat, 1)
            st.draws += 1
            if st.draws == 3:
                return events + self._end_turn(seat, "no_meld")
            return events
        if style == "draw-until-able":
            return self._draw_cards(seat, 1)
        if style == "meld-then-draw":
            return self._draw_cards(seat, 2) + self._end_turn(seat, "draw")
        return self._draw_cards(seat, 1) + self._end_turn(seat, "draw")

    def _pass(self, seat: int) -> list[Event]:
        st = self.game.state
        if st.stock:
            raise IllegalAction("stock_not_empty")
        if self._carousel:
            if st.final_turns is None and st.draws == 0:
                raise IllegalAction("must_draw_first")
            return [Event("passed", seat)] + self._end_turn(seat, "no_meld")
        return [Event("passed", seat)] + self._count_pass(seat)

    def _count_pass(self, seat: int) -> list[Event]:
        st = self.game.state
        st.pass_count += 1
        if st.pass_count >= sum(st.active):
            return self._round_end("blocked", None)
        return self._end_turn(seat, "pass")

    def _withdraw(self, seat: int) -> list[Event]:
        st = self.game.state
        if self.game.round_rules.options.get("incomplete_move") != "withdraw":
            raise IllegalAction("withdraw_not_allowed")
        if not st.stock:
            return [Event("withdrew", seat, {"count": 0})] + self._count_pass(seat)
        events = self._draw_cards(seat, 3)
        return [Event("withdrew", seat, {"count": events[0].data["count"]})] + events + self._end_turn(
            seat, "penalty"
        )

    def _commit(self, seat: int, action: Commit) -> list[Event]:
        st = self.game.state
        rules = self.game.round_rules
        result = judge_commit(self.position(seat), action)
        # Accepted: change the state.
        st.table = result.table
        st.hands[seat] = result.hand
        for c in result.placed:
            st.by[c] = seat
        st.opened[seat] = True
        st.melded_before[seat] = True
        st.idle = 0
        st.pass_count = 0
        events = [
            Event(
                "committed", seat,
                {"placed": list(result.placed), "table": [list(g) for g in result.table.groups],
                 "declared": dict(result.table.declared), "loose": list(result.table.loose),
                 "knock": action.knock},
            )
        ]
        if not result.hand:
            return events + self._round_end("out", seat)
        if action.knock:
            return events + [Event("knocked", seat)] + self._round_end("knock", seat)
        if rules.turn == "meld-then-draw":
            events += self._draw_cards(seat, 1)
        return events + self._end_turn(seat, "meld")

    # -- turn and round end -------------------------------------------------------

    def dead_hand(self) -> None:
        """End the round as a dead hand (:meth:`~.engine.Game._dead_hand`)."""
        self._round_end("dead", None)

    def _end_turn(self, seat: int, how: str) -> list[Event]:
        game = self.game
        st = game.state
        events = [Event("turn_ended", seat, {"how": how})]
        if self._carousel:
            if st.final_turns is not None:
                st.final_turns -= 1
                if st.final_turns <= 0:
                    return events + self._round_end("stock", None)
            elif not st.stock:
                st.final_turns = sum(st.active)
                events.append(Event("final_turns", None, {"turns": st.final_turns}))
        st.turn = game.seats_from(seat)[0]
        self.start_turn()
        return events

    def _round_end(self, ending: str, seat: int | None) -> list[Event]:
        st = self.game.state
        self.round_outcome = RoundOutcome(
            hands=[list(h) for h in st.hands],
            ending=ending,
            seat=seat,
            table=[list(g) for g in st.table.groups],
            by=dict(st.by),
            declared=dict(st.table.declared),
        )
        return []


class ManipulationStructure(TurnStructure):
    """The Manipulation family's turn: the seat rearranges a private working copy of the
    table and plays it whole (a Commit), or draws (:class:`ManipulationTurns`)."""

    name = "manipulation"
    styles = ("draw-until-able", "meld-or-draw", "meld-then-draw", "carousel")
    joker_policies = ("none", "carousel", "vatican", "tahiti", "fixed")
    parameters = ("knock_limit", "loose_cards", "opening_run")
    working_copy = True

    def turns(self, game: Game) -> ManipulationTurns:
        return ManipulationTurns(game)

    def legal(self, view: Any) -> Any:
        return _legal.ManipulationLegal(None, view.open_actions, view)

    def legal_at(self, position: MeldPosition, types: Any) -> Any:
        return _legal.ManipulationLegal(position, types)

    def foreign(self, names: list[str], family: str) -> str:
        if "knock_limit" in names:
            return "knock_limit is the carousel turn's knock; a draw-and-discard game declares a knock"
        if "loose_cards" in names:
            return "loose_cards are dealt only in the manipulation family"
        return super().foreign(names, family)

    def check_rules(self, rules: Rules) -> None:
        if rules.knock_limit is not None and rules.turn != "carousel":
            raise ReturnError("knock_limit is the carousel turn's knock; a draw-and-discard game declares a knock")
        if rules.goal is not None or any(r.goal for r in rules.rounds):
            raise ReturnError("a round's goal is laid as melds: the draw-and-discard turn's, not the manipulation "
                              "family's (a commit plays the whole table)")

    def cards_drawn(self, rules: Rules) -> int:
        return 2 if rules.turn == "meld-then-draw" else 1

    def draw_instead(self, rules: Rules) -> bool:
        # Manipulation and Shanghai: a player must meld when able (RULES.md §2.0.6)
        return rules.turn != "draw-until-able"


MANIPULATION = register(ManipulationStructure())

from . import legal as _legal  # noqa: E402  (it builds on this module)
