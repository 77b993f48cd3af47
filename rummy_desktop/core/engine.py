"""The turn engine: one game, its rounds, actions in, events out.

A game is its variant, options, player count, seed and list of actions; replaying the
list rebuilds the same state (:meth:`Game.replay`). The engine checks every action fully
before changing anything, so a refused action (:class:`IllegalAction`) leaves the state as
it was. The rule set's code (a plugin's: scoring, game end, house rules' adjustments) runs
inside an action too, at the end of a round; when it fails the whole action is rolled back
and refused with ``plugin_error`` naming the plugin, so a broken plugin never leaves a game
half changed.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import replace
from typing import Any

from .actions import (
    ContinueGame,
    Draw,
    EndGame,
    Event,
    IllegalAction,
    Pass,
    TakeDiscard,
    Withdraw,
    check_action,
    check_seat,
)
from .cards import make_deck, upcard_face
from .checks import check_eliminated, check_game_end, check_round_score, check_rules
from .legal import Legal
from .rng import Pcg32
from .state import GameState, RoundRecord
from .table_check import Table
from .variant import GameProgress, ReturnError, RoundOutcome, RoundScore, Rules, SpecError, Variant, run_plugin
from .view import SeatView, make_view

Adjust = Callable[[Rules], Rules]
#: The actions a seat takes with no choice to make, by name (see :meth:`Game.allowed`).
_PLAIN = {"draw": Draw(), "take_discard": TakeDiscard(), "pass": Pass(), "withdraw": Withdraw()}


def adjust_round(variant: Variant, rules: Rules, upcard: int | None) -> Rules:
    """The rules of a round once dealt: ``rules`` (:meth:`~.variant.Rules.for_round`) with
    the round's first upcard, changed by the rule set's ``round_rules`` and then each house
    rule's ``rummy_adjust_round`` (through ``rules.house``), each change checked;
    PluginError naming the plugin that failed."""
    rules = replace(rules, upcard=upcard)
    # the rule set's own round_rules, if it has one (seen through a wrapper such as the
    # lessons' one-round rule set, whose class does not show it)
    hook = getattr(variant, "round_rules", None)
    if hook is not None and getattr(hook, "__func__", hook) is not Variant.round_rules:
        plugin = getattr(variant, "plugin_name", "") or variant.spec.id
        rules = run_plugin(plugin, variant.round_rules, rules, hook="round_rules",
                           check=lambda change, before=rules: round_changed(before, change))
    house = rules.house
    if house is not None and getattr(house, "round_adjusters", False):
        rules = house.adjust_round(rules)
    return rules


def round_changed(rules: Rules, change: Any) -> Rules:
    """``rules`` with a round adjustment's ``change`` (None: as they are); ReturnError when
    it is not a mapping of fields a round may change, to values that fit."""
    if change is None:
        return rules
    if not isinstance(change, Mapping):
        raise ReturnError(f"returned {type(change).__name__}, not a mapping of rules fields (or None)")
    return check_rules(rules.adjusted(change, dealt=True))


def rules_for_round(variant: Variant, rules: Rules, round_no: int, dealer: int, upcard: int | None) -> Rules:
    """The rules of round ``round_no`` dealt by ``dealer`` with ``upcard`` turned up, from the
    game's ``rules``: what the engine plays it by (a network client rebuilds them so from
    the view)."""
    return adjust_round(variant, rules.for_round(round_no, dealer), upcard)


def round_score(variant: Variant, rules: Rules, outcome: RoundOutcome, players: int) -> RoundScore:
    """The round's score: the rule set's ``score_round``, then each house rule's
    ``rummy_adjust_scores`` (through ``rules.house``), every result checked; PluginError
    naming the plugin and the hook that failed. The engine scores every round with it, and
    so do the computer players' searches and ``rummy-desktop score``."""
    plugin = getattr(variant, "plugin_name", "") or variant.spec.id
    score = run_plugin(plugin, variant.score_round, rules, outcome, hook="score_round",
                       check=lambda v: check_round_score(v, players))
    if rules.house is not None and rules.house.score_adjusters:
        score = rules.house.adjust_scores(rules, outcome, score, players)
    return score


class Game:
    """A game in progress. ``apply(seat, action)`` returns the events it caused."""

    # set by core.view on first use: the history's length, its last record, and its summaries
    _history_cache: tuple[int, Any, tuple[dict[str, Any] | None, tuple[dict[str, Any], ...]]]

    def __init__(
        self,
        variant: Variant,
        options: Mapping[str, str] | None = None,
        players: int = 2,
        seed: int = 0,
        adjust: Adjust | None = None,
    ) -> None:
        self.variant = variant
        self.spec = variant.spec
        self.players = players
        self.seed = seed
        self._adjust = adjust
        self._guarded = True  # a failed action is rolled back (see apply)
        self.rules = self._resolve(dict(options or {}), players)
        self.options = dict(self.rules.options)
        self.rng = Pcg32(seed)
        self.log: list[tuple[int, Any]] = []
        self.state = GameState(
            players=players,
            totals=[0] * players,
            rounds_won=[0] * players,
            active=[True] * players,
            opened=[False] * players,
            melded_before=[False] * players,
        )
        self.state.dealer = self.rng.below(players)
        self.structure = self.rules.structure
        self.turns = self.structure.turns(self)
        self.round_rules = self.rules
        self._pending: list[Event] = []
        self._deal()

    # -- set-up -------------------------------------------------------------------

    def _resolve(self, options: dict[str, str], players: int) -> Rules:
        rules = self.spec.resolve(options, players)
        return run_plugin("rules adjustment", self._adjust, rules) if self._adjust else rules

    def _rule_set(self, method: str, *args: Any, check: Any = None) -> Any:
        """The rule set's own code (``score_round``, ``game_end``...), what it returns
        passed through ``check``, its failures named after the plugin that registered it
        and the method."""
        return run_plugin(self.plugin, getattr(self.variant, method), *args, hook=method, check=check)

    @property
    def plugin(self) -> str:
        """The plugin that registered the rule set (named in errors)."""
        return getattr(self.variant, "plugin_name", "") or self.spec.id

    def _checkpoint(self, seat: int | None = None, action: Any = None) -> tuple:
        """What :meth:`_restore` rolls back to: the state (only the parts ``action`` may
        change in place, where the turn structure says which: ``turns.touches``), the
        shuffle, the log, the round's rules."""
        touches = getattr(self.turns, "touches", None) if action is not None else None
        parts = touches(action) if touches is not None else None
        state = self.state.copy() if parts is None or seat is None else self.state.copy_parts(seat, parts)
        return (state, self.rng.getstate(), len(self.log), self._pending[:], self.round_rules,
                self.turns.round_outcome)

    def _restore(self, mark: tuple) -> None:
        state, rng, log_len, self._pending, self.round_rules, self.turns.round_outcome = mark
        self.state.__dict__.update(state.__dict__)  # the same GameState object, as it was
        self.rng.setstate(rng)
        del self.log[log_len:]

    def _base(self) -> Rules:
        """The game's rules for the players still in it (resolved again when some are out)."""
        n_active = sum(self.state.active)
        return self._resolve(self.options, n_active) if n_active != self.players else self.rules

    def seats_from(self, seat: int) -> list[int]:
        """Active seats in play order, starting with ``seat``'s left-hand neighbour."""
        active = self.state.active
        return [s for s in (*range(seat + 1, self.players), *range(seat + 1)) if active[s]]

    def next_seat(self, seat: int) -> int:
        """The first active seat to the left of ``seat`` (``seats_from(seat)[0]``)."""
        active = self.state.active
        n = self.players
        s = seat
        for _ in range(n):
            s = s + 1 if s + 1 < n else 0
            if active[s]:
                return s
        raise IndexError("no active seat")

    def _deal(self) -> None:
        st = self.state
        st.round_no += 1
        rules = self.round_rules = self._base().for_round(st.round_no, st.dealer)
        deck = make_deck(rules.decks, rules.jokers)
        self.rng.shuffle(deck)
        st.hands = [[] for _ in range(self.players)]
        st.table = Table()
        st.by = {}
        st.discard = []
        order = self.seats_from(st.dealer)
        batches = rules.deal_batches or (1,) * rules.hand_size
        for size in batches:
            for seat in order:
                for _ in range(size):
                    st.hands[seat].append(deck.pop())
        for _ in range(rules.loose_cards):
            st.table.loose.append(deck.pop())
        st.upcard = None
        if self.structure.discard_pile:  # the first upcard
            st.discard.append(deck.pop())
            st.upcard = upcard_face(st.discard[0])
        st.stock = deck
        st.pass_count = 0
        st.final_turns = None
        st.rebuilds = 0
        st.idle = 0
        st.turn_no = 0
        st.melded_before = [False] * self.players
        st.turn = order[0]
        self.round_rules = adjust_round(self.variant, rules, st.upcard)
        self.turns.start_round()
        self._pending.append(
            Event("round_started", None, {"round": st.round_no, "dealer": st.dealer, "first": st.turn})
        )
        self.turns.start_turn()

    def reset_turn(self) -> None:
        """Start the current turn afresh on a round set up from outside (a prepared
        position, :func:`~.position.deal_position`): the replaced deal's events are dropped,
        the round's rules see the position's dealer and first upcard."""
        self._pending = []
        st = self.state
        st.turn_no = 0
        self.round_rules = adjust_round(self.variant, self._base().for_round(st.round_no, st.dealer), st.upcard)
        opened = list(st.opened)  # as the position says (who has laid the round's goal)
        self.turns.start_round()
        st.opened = opened
        self.turns.start_turn()

    # -- actions ------------------------------------------------------------------

    def apply(self, seat: int, action: Any) -> list[Event]:
        """Play ``action`` for ``seat``; the events it caused. Anything that is not a valid
        action of a seat of this game is refused (IllegalAction) before anything changes:
        the network and the saves feed this door."""
        seat = check_seat(seat, self.players)
        action = check_action(action)
        if not self._guarded:  # a search copy, thrown away after the search
            return self._apply(seat, action)
        mark = self._checkpoint(seat, action)
        try:
            return self._apply(seat, action)
        except IllegalAction as exc:
            if getattr(exc, "from_plugin", False):  # the engine's own refusals change nothing
                self._restore(mark)
            raise
        except BaseException as exc:
            self._restore(mark)  # never half applied, whatever went wrong
            if isinstance(exc, SpecError):  # a plugin failed (PluginError) or refused
                raise IllegalAction(exc.code, **exc.params) from exc
            raise

    def _apply(self, seat: int, action: Any) -> list[Event]:
        st = self.state
        if st.phase == "over":
            raise IllegalAction("game_over")
        if st.phase == "between_rounds":
            if not isinstance(action, (ContinueGame, EndGame)):
                raise IllegalAction("between_rounds")
            if seat != 0:
                raise IllegalAction("host_only")
            events = self._between_rounds(action)
        else:
            if seat != st.turn:
                raise IllegalAction("not_your_turn")
            house = self.round_rules.house
            if house is not None and house.action_judges:
                # the house rules judge what the rules of play accept: after the turn's own
                # checks, before it counts (a refusal rolls the action back, see apply)
                pos = self.turns.position(seat).frozen()
                if not self._guarded:  # a search copy cannot roll back: judge first
                    house.judge_action(self.round_rules, pos, action)
                events = self.turns.apply(seat, action)
                if self._guarded:
                    house.judge_action(self.round_rules, pos, action)
            else:
                events = self.turns.apply(seat, action)
        self.log.append((seat, action))
        if self.turns.round_outcome is None and st.phase not in ("between_rounds", "over"):
            self._dead_hand()
        out = self._pending + events
        self._pending = []
        outcome = self.turns.round_outcome
        if outcome is not None:
            self.turns.round_outcome = None
            out.extend(self._finish_round(outcome))
            out.extend(self._pending)
            self._pending = []
        return out

    def _dead_hand(self) -> None:
        """End the round as a dead hand when it makes no progress (``Rules.dead_hand``
        actions in a row without the stock moving or a card going to the table; the turn
        code resets the count) or the seat to play has no move left (only house rules can
        leave it so: asked only where they judge)."""
        st = self.state
        rules = self.round_rules
        st.idle += 1
        if st.idle >= rules.dead_hand:
            self.turns.dead_hand()
            return
        house = rules.house
        if house is not None and (house.meld_judges or house.action_judges):
            seat = st.turn  # (the position as it stands, read at once; the open types by the rules of play)
            if not self.structure.legal_at(self.turns.position(seat), self.turns.types(seat)).exists():
                self.turns.dead_hand()

    def _progress(self, record: RoundRecord) -> GameProgress:
        st = self.state
        return GameProgress(
            totals=list(st.totals), rounds_won=list(st.rounds_won), rounds=st.round_no,
            active=list(st.active), last=record.score, last_outcome=record.outcome,
        )

    def _finish_round(self, outcome: RoundOutcome) -> list[Event]:
        st = self.state
        outcome.active = list(st.active)
        outcome.round_no, outcome.dealer, outcome.upcard = st.round_no, st.dealer, st.upcard
        outcome.opened = list(st.opened)
        score = round_score(self.variant, self.round_rules, outcome, self.players)
        # (new lists, never changed in place: the checkpoint of an action shares them)
        st.totals = [t + score.scores[s] for s, t in enumerate(st.totals)]
        st.rounds_won = [n + sum(1 for w in score.winners if w == s) for s, n in enumerate(st.rounds_won)]
        record = RoundRecord(st.round_no, outcome, score, list(st.totals))
        st.history = [*st.history, record]
        events = [
            Event(
                "round_ended", outcome.seat,
                {
                    "round": st.round_no, "ending": outcome.ending, "rummy": outcome.rummy,
                    "undercut": outcome.undercut,
                    "scores": list(score.scores), "winners": list(score.winners),
                    "display": list(score.display) if score.display is not None else list(score.scores),
                    "hands": [list(h) for h in outcome.hands], "totals": list(st.totals),
                },
            )
        ]
        out = self._rule_set("eliminated", self.round_rules, list(st.totals),
                             check=lambda v: check_eliminated(v, self.players))
        st.active = [a and not e for a, e in zip(st.active, out)]
        progress = self._progress(record)
        end = self._rule_set("game_end", self.round_rules, progress, check=self._check_end(progress, True))
        if end is not None:
            return events + self._end_game(end)
        if self.variant.host_decides_continue:
            st.phase = "between_rounds"
            st.turn = 0
            return events
        self._next_round()
        return events

    def _check_end(self, progress: GameProgress, optional: bool) -> Any:
        return lambda end: check_game_end(end, self.players, progress.totals, self.round_rules.bonuses, optional)

    def _end_game(self, end) -> list[Event]:
        st = self.state
        st.result = end
        st.totals = list(end.totals)
        st.phase = "over"
        return [
            Event("game_ended", None, {"winners": list(end.winners), "draw": end.draw,
                                       "totals": list(end.totals), "bonuses": end.bonuses})
        ]

    def _next_round(self) -> None:
        st = self.state
        order = self.seats_from(st.dealer)
        st.dealer = order[0]
        self._deal()

    def _between_rounds(self, action: Any) -> list[Event]:
        st = self.state
        if isinstance(action, EndGame):
            progress = self._progress(st.history[-1])
            end = self._rule_set("end_by_host", self.round_rules, progress, check=self._check_end(progress, False))
            return self._end_game(end)
        self._next_round()
        return []

    # -- reading ------------------------------------------------------------------

    @property
    def over(self) -> bool:
        return self.state.phase == "over"

    @property
    def to_act(self) -> int:
        return self.state.turn

    def view(self, seat: int | None) -> SeatView:
        """What ``seat`` may see (``None``: a spectator, who sees no hand)."""
        return make_view(self, seat)

    def open_actions(self, seat: int) -> list[str]:
        st = self.state
        if st.phase == "over":
            return []
        if st.phase == "between_rounds":
            return ["continue", "end_game"] if seat == 0 else []
        if seat != st.turn:
            return []
        return self.turns.open_actions(seat)

    def legal(self, seat: int) -> Any:
        """The actions the engine would accept from ``seat`` now (:mod:`.legal`), from what
        that seat sees: the same answer as ``legal_actions(game.view(seat))``."""
        if self.state.phase in ("over", "between_rounds") or seat != self.state.turn:
            return Legal(self.turns.position(seat), self.open_actions(seat))
        return self.structure.legal_at(self.turns.position(seat).frozen(), self.open_actions(seat))

    def allowed(self, seat: int, names: list[str]) -> list[str]:
        """``names`` (the open actions of the seat to play) without the actions taken with
        no choice (draw, take the discard, pass, withdraw) that a house rule refuses now
        (``rummy_judge_action``): the table does not offer them, the players do not choose
        them. Each family's ``open_actions`` passes its list through it."""
        house = self.round_rules.house
        if house is None or not house.action_judges or not any(n in _PLAIN for n in names):
            return names
        pos = self.turns.position(seat)
        out = []
        for name in names:
            action = _PLAIN.get(name)
            if action is not None:
                try:
                    house.judge_action(self.round_rules, pos, action)
                except IllegalAction:
                    continue
            out.append(name)
        return out

    # -- search copies ------------------------------------------------------------

    @classmethod
    def from_state(cls, variant: Variant, rules: Rules, state: GameState, seed: int) -> Game:
        """A game that starts at ``state`` (played under ``rules``) with an empty log: what
        the computer players' search plays forward in (a world dealt from one seat's view).
        It is built without dealing and without replaying a log. Its actions are judged by
        the same turn code as any game's; it is meant to be played to the end of the
        current round (``turns.round_outcome``), not beyond."""
        game = cls.__new__(cls)
        game.variant = variant
        game.spec = variant.spec
        game.players = state.players
        game.seed = seed
        game._adjust = None
        game._guarded = False
        game.rules = game.round_rules = rules
        game.options = dict(rules.options)
        game.rng = Pcg32(seed)
        game.log = []
        game.state = state
        game._pending = []
        game.structure = rules.structure
        game.turns = game.structure.turns(game)
        return game

    # -- replay -------------------------------------------------------------------

    @classmethod
    def replay(
        cls, variant: Variant, options: Mapping[str, str], players: int, seed: int,
        actions: Iterable[tuple[int, Any]], adjust: Adjust | None = None,
    ) -> Game:
        game = cls(variant, options, players, seed, adjust)
        for seat, action in actions:
            game.apply(seat, action)
        return game
