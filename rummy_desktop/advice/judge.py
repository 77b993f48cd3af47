"""The one judge of a draw-and-discard decision: the hint, Show me, the ``hint`` computer
player and the game review all call :func:`judge`, with the same candidates, worlds and
seed, so a move the hint gives is the review's best.

**Candidates.** An Expert walked through the seat's decisions of the round
(:class:`Walker`: the review walks it through the record, the table through the moves it
made, the ``hint`` player through its own games) names the actions worth weighing in the
position (:meth:`Walker.candidates`: its own choice, the other draws and digs, its
favourite discards, a knock); the review adds the action taken.

**Worlds.** World ``i`` is dealt from the seat's view and memory with
``derive_seed(position_seed(view, seed), i)`` (:func:`position_seed` reads only the view,
so the table and the review deal the same worlds), and every candidate is played in its
own copy of it to the end of the round by the rollout players
(:func:`rummy_desktop.ai.sampling.rollout`), scored by the rule set's round scoring. The
results do not depend on the order the candidates are given in: they are judged in one
fixed order (their JSON).

**Stopping.** Every :data:`BATCH` worlds the leader is found: the best mean among the
candidates still in play, unless it does not beat the Expert's own choice (``default``)
by :data:`CONFIDENCE` standard errors, when that choice leads; the candidates clearly worse than it (mean difference over the
same worlds more than :data:`PRUNE_ERRORS` standard errors under zero) are dropped (never
``keep``), and the search stops when the leader is *settled*: no other candidate's mean
gain over it, plus one standard error, reaches :data:`SETTLE` of a card's worth
(:func:`card_worth`); or at ``worlds``; or when ``settled`` (the review's own condition,
asked only once the leader is settled) says so.

Why a hint and the review agree: the hint asks for the settled leader; the review of that
move runs the same worlds in the same order, keeps the same candidates (the move taken is
one of them and, being the leader throughout, was never dropped) and can stop no sooner
(its condition includes the leader being settled), so it stops at the same world with
the same figures, and the move taken is the leader: its loss is zero, "best".
"""

from __future__ import annotations

import hashlib
import json
import math
import time
from dataclasses import dataclass, field
from typing import Any, Callable, Sequence

from rummy_desktop.core.actions import IllegalAction, dump_action
from rummy_desktop.core.engine import Game
from rummy_desktop.core.rng import Pcg32, derive_seed
from rummy_desktop.core.variant import RoundOutcome
from rummy_desktop.core.view import SeatView

#: Worlds one decision is weighed in at most (the review's default; the hint's too).
WORLDS = 256
#: The leader is looked at, and the clearly worse candidates dropped, every this many worlds.
BATCH = 16
#: No candidate is dropped and no leader is settled before this many worlds (a standard
#: error over fewer worlds says little of a heavy-tailed round result).
FLOOR = BATCH
#: A candidate this many standard errors under the leader is dropped.
PRUNE_ERRORS = 2.0
#: The Expert's own choice (``default``) stays the leader unless the best mean beats it by
#: this many standard errors of their difference over the same worlds: a sample of a few
#: dozen worlds is noisy and heavy-tailed, and the hint should not throw a sound move away
#: on noise (a meld made at once, seen lost to a draw by 1.5 points of 2.7 standard error
#: in 32 worlds; the same standard as the dropping of a clearly worse candidate).
CONFIDENCE = PRUNE_ERRORS
#: The leader is settled when no other candidate may gain this share of a card's worth over
#: it (its mean gain plus one standard error): the review's bound of a "good" move.
SETTLE = 0.5
#: In the draw-and-discard games a loss is weighed against this share of what a card costs
#: in hand: a seat makes about twenty decisions a round there (draws, melds, discards),
#: against a handful of plays in the Manipulation family, and what each gives away adds up.
POINTS_SHARE = 0.5


def card_worth(variant: Any, rules: Any, unit: str) -> float:
    """What one card is worth in ``unit``: 1 card ("cards"); the mean value of a card in the
    hand count ("value"); or ("points") :data:`POINTS_SHARE` of what a card left in a hand
    costs in the rule set's round scoring (one seat out, another holding one card of each
    face in turn, averaged: 6.5 in Rummy, 7.6 in Rummy 500)."""
    if unit == "cards":
        return 1.0
    from rummy_desktop.solver.values import value_function

    value = value_function(rules.variant)
    mean_value = sum(value(f) for f in range(52)) / 52
    if unit == "value":
        return max(1.0, mean_value)
    n = rules.players
    costs: list[float] = []
    try:
        for f in range(52):
            hands: list[list[int]] = [[] for _ in range(n)]
            hands[1] = [f]
            outcome = RoundOutcome(hands=hands, ending="out", seat=0, active=[True] * n)
            scores = variant.score_round(rules, outcome).scores
            costs.append(abs(scores[0] - scores[1]))
    except Exception:  # noqa: BLE001 - a rule set whose scoring will not take this probe
        costs = []
    probe = sum(costs) / len(costs) if costs else 0.0
    return max(1.0, probe if probe > 0 else mean_value) * POINTS_SHARE


def position_seed(view: SeatView, seed: int = 0) -> int:
    """The worlds' seed of the position ``view`` shows, from ``seed`` (the review's; 0 for
    the hint): what the seat sees, so every caller that sees it deals the same worlds."""
    key = json.dumps([view.round_no, view.turn_no, view.rebuilds, view.phase, view.stock_count,
                      view.discard_count, sorted(view.hand), [list(g) for g in view.table],
                      list(view.discard), list(view.hand_counts)], separators=(",", ":"))
    digest = hashlib.sha256(key.encode()).digest()
    return derive_seed(seed, int.from_bytes(digest[:4], "big"), int.from_bytes(digest[4:8], "big") * 7 + 1)


def _key(action: Any) -> str:
    return json.dumps(dump_action(action), sort_keys=True)


@dataclass(frozen=True)
class Weighed:
    """One candidate's figures: its mean round result over the ``worlds`` it was played
    in, and its mean gain over the leader on the same worlds (0 for the leader, negative
    for the others) with that gain's standard error."""

    action: Any
    mean: float
    worlds: int
    gain: float
    error: float


@dataclass
class Judgement:
    """The candidates ranked, the leader first (then the others still in play by their
    mean, then the dropped ones), over ``worlds`` worlds; ``worth`` is a card's worth in
    round points; ``cut`` when a time budget stopped it before it was settled."""

    ranked: list[Weighed]
    worlds: int
    worth: float
    cut: bool = False
    rows: list[list[float]] = field(default_factory=list, repr=False)  # per world, each candidate (nan: not played)
    order: list[str] = field(default_factory=list, repr=False)  # the candidates' keys, as in rows

    @property
    def best(self) -> Any:
        return self.ranked[0].action

    def against(self, action: Any) -> tuple[float, float]:
        """The leader's mean gain over ``action`` on the worlds both were played in, and
        its standard error (0 and 0 for the leader itself)."""
        k = self.order.index(_key(action))
        lead = self.order.index(_key(self.best))
        if k == lead:
            return 0.0, 0.0
        return _paired(self.rows, lead, k)

    def loss(self, action: Any) -> float:
        """What ``action`` gives away against the leader, in round points: the mean gain
        less one standard error, never below zero (a difference within the noise of the
        worlds is no loss)."""
        gain, error = self.against(action)
        return max(0.0, gain - error) if math.isfinite(error) else 0.0


def _paired(rows: list[list[float]], a: int, b: int) -> tuple[float, float]:
    """Mean of ``row[a] - row[b]`` over the worlds both were played in, and its standard
    error (infinite with fewer than two)."""
    diffs = [r[a] - r[b] for r in rows if not (math.isnan(r[a]) or math.isnan(r[b]))]
    n = len(diffs)
    if not n:
        return 0.0, math.inf
    mean = sum(diffs) / n
    if n < 2:
        return mean, math.inf
    var = sum((d - mean) ** 2 for d in diffs) / (n - 1)
    return mean, math.sqrt(var / n)


def _mean(rows: list[list[float]], k: int) -> tuple[float, int]:
    got = [r[k] for r in rows if not math.isnan(r[k])]
    return (sum(got) / len(got) if got else -math.inf), len(got)


def judge(view: SeatView, memory: Any, variant: Any, candidates: Sequence[Any], *, worlds: int = WORLDS,
          seed: int = 0, default: Any = None, keep: Any = None,
          settled: Callable[["Judgement"], bool] | None = None, budget: float = math.inf) -> Judgement | None:
    """Weigh ``candidates`` (see the module's text) in up to ``worlds`` worlds dealt from
    ``view`` and ``memory`` with :func:`position_seed` (``view``, ``seed``). ``default`` is
    the Expert's own choice (the walker's first candidate); ``keep`` is never dropped (the
    review's move taken); ``settled``, asked at each look once the
    leader is settled, may ask for more worlds (return False); ``budget`` seconds stops it
    with the worlds finished (``cut``). None when no world can be dealt from the view (no
    game reaches it), no candidate is legal, or ``worlds`` is 0."""
    from rummy_desktop.ai.sampling import RolloutPlayer, deal_world, rollout
    from rummy_desktop.solver.values import value_of

    if worlds < 1:
        return None
    unique: dict[str, Any] = {}
    for a in candidates:
        unique.setdefault(_key(a), a)
    order = sorted(unique)
    actions = [unique[k] for k in order]
    kept = None if keep is None else order.index(_key(keep)) if _key(keep) in unique else None
    first = None if default is None else order.index(_key(default)) if _key(default) in unique else None
    worth = card_worth(variant, view.rules, "points")
    value = value_of(view.rules)
    players = [RolloutPlayer(s, value) for s in range(view.players)]
    base = position_seed(view, seed)
    deadline = time.perf_counter() + budget
    count = len(actions)
    alive = list(range(count))
    rows: list[list[float]] = []
    cut = False

    def leader() -> int:
        best = max(alive, key=lambda k: (_mean(rows, k)[0], -k))
        if first is None or first not in alive or best == first:
            return best
        gain, error = _paired(rows, best, first)
        return best if gain > CONFIDENCE * error else first

    def result(lead: int) -> Judgement:
        others = sorted((k for k in range(count) if k != lead and k not in illegal),
                        key=lambda k: (k not in alive, -_mean(rows, k)[0], k))
        ranked = []
        for k in [lead] + others:
            mean, n = _mean(rows, k)
            gain, error = (0.0, 0.0) if k == lead else _paired(rows, k, lead)
            ranked.append(Weighed(actions[k], mean, n, gain, error))
        return Judgement(ranked, len(rows), worth, cut, rows, order)

    illegal: set[int] = set()
    for i in range(worlds):
        world = deal_world(view, memory, variant, Pcg32(derive_seed(base, i)))
        if world is None:
            return None
        row = [math.nan] * count
        for k in alive:
            game = Game.from_state(world.variant, world.rules, world.state.copy(), world.seed)
            try:
                game.turns.apply(view.seat, actions[k])
            except IllegalAction:
                illegal.add(k)  # a move the engine refuses here is no candidate
                continue
            row[k] = rollout(game, view.seat, players)
        alive = [k for k in alive if k not in illegal]
        if not alive:
            return None
        rows.append(row)
        if len(alive) == 1:
            break
        last = i + 1 == worlds
        if time.perf_counter() > deadline and not last:
            cut = True
            break
        if ((i + 1) % BATCH or i + 1 < FLOOR) and not last:
            continue
        lead = leader()
        for k in list(alive):
            if k != lead and k != kept:
                gain, error = _paired(rows, k, lead)
                if gain + PRUNE_ERRORS * error < 0:
                    alive.remove(k)
        calm = all(g + e < SETTLE * worth for g, e in (_paired(rows, k, lead) for k in alive if k != lead))
        if calm and (settled is None or settled(result(lead))):
            break
    return result(leader())


class Walker:
    """An Expert walked through one seat's decisions of the round (see the module's text):
    :meth:`candidates` in each position the seat decided in, then :meth:`took` with the
    action it took. Both must be called exactly once per decision, in order: the Expert
    remembers what it saw (cards the others picked up, the pile, its own discards)."""

    #: The Expert's time budget for the work it counts (Rummy 500's digs); a constant, so
    #: every walker names the same candidates.
    BUDGET = 1.0

    def __init__(self, seat: int) -> None:
        from rummy_desktop.ai.levels import LevelPlayer

        self.seat = seat
        self.expert = LevelPlayer(seat, 0, "expert", self.BUDGET)

    @property
    def memory(self) -> Any:
        return self.expert.memory

    def candidates(self, view: SeatView) -> list[Any]:
        """The actions worth weighing in ``view`` (the Expert's own choice first)."""
        return self.expert.consider(view)

    def took(self, view: SeatView, action: Any) -> None:
        self.expert.took(view, action)

    def gifts(self, view: SeatView, cards: list[int]) -> set[int]:
        """The cards of ``cards`` the next player could play at once if discarded."""
        return self.expert.gifts(view, cards)

    def copy(self) -> "Walker":
        import copy

        return copy.deepcopy(self)
