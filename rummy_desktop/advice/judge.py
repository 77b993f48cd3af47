"""The one judge of a draw-and-discard decision: the hint, Show me, the ``hint`` computer
player and the game review all call :func:`judge`, with the same candidates, worlds and
seed, so a move the hint gives is the review's best.

**Candidates.** An Expert walked through the seat's decisions of the round
(:class:`Walker`: the review walks it through the record, the table through the moves it
made, the ``hint`` player through its own games) names the actions worth weighing in the
position (:meth:`Walker.candidates`: its own choice, the other draws and digs, its
favourite discards, a knock; all of them actions the engine lists,
:mod:`rummy_desktop.core.legal`); the review adds the action taken. A position with one
legal action only is no choice (:func:`forced`).

**Common worlds.** World ``i`` is dealt from the seat's view and memory with
``derive_seed(position_seed(view, seed), i)`` (:func:`position_seed` reads only the view,
so the table and the review deal the same worlds). Every candidate is played in its own
copy of that same world: the same hidden cards (the other hands, the stock, the covered
pile) and the same randomness for the rest of the round (the world's engine seed, which
reshuffles the pile into the stock; the rollout players,
:class:`rummy_desktop.ai.sampling.RolloutPlayer`, choose without chance), played on for
:data:`~rummy_desktop.ai.sampling.HORIZON_TURNS` turns of every seat and scored by the
rule set's round scoring, either of the round's end when it came meanwhile or of the
hands as they stand (:func:`rummy_desktop.ai.sampling.horizon_rollout`,
:func:`~rummy_desktop.ai.sampling.leaf_value`: each seat's loose cards after its best
melds, every seat weighed as the one who may end the round by how few it has left). A
round played to its end is won or lost by one player going out, and two candidates'
results then differ by that luck as much as by the move. Measured (``bench/review_speed.py
--whole-rounds``, CPU seconds on a shared machine): a whole two-player Rummy game's review
took 41.6 CPU seconds with the rounds played out, 35.7 cut short (in two processes, each
walking the whole game); the paired intervals over 64 worlds narrowed from a median 0.52
to 0.44 of a card's worth (21 decisions). In four-player Rummy 500 the rounds are short
and the worlds differ by what the others dig and meld after a discard, not by who goes
out: 33.3 against 33.7 CPU seconds, and the paired differences' spread (a standard
deviation of 6.6 to 10.4 cards' worth per world) stayed the same. So a verdict rests on
the *paired* difference between two candidates, world by world
(:meth:`Judgement.against`), not on two noisy means: the luck of the deal cancels out. The results do not depend on the order the candidates are given in (they
are judged in one fixed order, their JSON).

**Intervals and bands.** A loss is measured in cards' worth (:func:`card_worth`), and the
review's labels are bands of it (:data:`BANDS`: best under 0.5, inaccuracy under 1.5,
mistake under 3, blunder from 3; no "good": a loss under half a card's worth is finer
than the worlds can tell apart, the paired interval's half-width over 256 worlds being
about 0.6 of a card's worth in two-player Rummy). The loss of an action ``a`` is
the most any other candidate gains over it on the same worlds; its interval
(:meth:`Judgement.interval`) runs from the largest lower bound to the largest upper bound
of those paired gains, never below zero: the upper bounds :data:`Z` standard errors over
the gains (what a candidate may gain), the lower bounds :data:`PROOF` standard errors
under them (the loss proven past the judge's own error: a move chosen on other worlds of
the same budget, the hint's, may trail this review's leader by the noise of both
samples, and a smaller gain flips with the review's seed). A label
is given only when the whole interval lies in one band (the verdict is *clear*);
otherwise more worlds are dealt, :data:`BATCH` at a time, up to ``worlds``
(:data:`WORLDS`, the budget); past it the verdict is *close* and takes the band of the
interval's lower end (the loss the worlds prove: a difference within the noise is no
loss).

**The floor.** Nothing is decided before :data:`FLOOR` worlds (32): no candidate dropped,
no leader settled, no verdict given. Over fewer, a standard error says little of a
heavy-tailed round result (a round is often won or lost by one player going out: over 16
worlds the one-standard-error rule of the previous judge called the same decision best in
one seed and blunder in another). The review refuses ``--worlds`` under the floor.

**The leader** (the hint's move). While worlds are dealt, it is the best mean among the
candidates still in play, unless that does not beat the Expert's own choice (``default``)
by :data:`Z` standard errors of their paired difference, when that choice leads: a few
dozen heavy-tailed worlds are noisy, and the hint stops early only on a leader that is
settled (below), so it stops early on the Expert's sound move or on one that beat it, not
on a lead within the noise (letting the best mean lead from the floor on, a Rummy hint stopped at 32 worlds on
taking a card 1.7 standard errors ahead there, which 12 review seeds put 0.9 of a card's
worth behind the draw). When the budget runs out with no leader settled, the leader is the
best mean (on a tie, the Expert's choice): the expected round result, the review's
objective (keeping the Expert's choice there made the hint pass a Gin Rummy upcard that 12
review seeds put 1.2 cards' worth behind taking it, every one of them ahead for the take,
and another review seed called the pass an inaccuracy). A candidate whose gain over
the leader (or, in the review, over the move taken) is more than :data:`Z` standard
errors under zero is dropped (never ``keep``, the review's move taken): it cannot add to
a loss. The hint stops when the leader is *settled*: its own interval
lies in the best band (no candidate may gain half a card's worth over it); the review
stops when the verdict on the move taken is clear (``settled``).

Why a hint and the review agree: the hint gives the settled leader; the review of that
move, with seed 0, deals the same worlds in the same order, plays the same candidates in
them (the figures of a candidate in a world depend on nothing else), and at the world the
hint stopped the move's interval lies in the best band: "best", clear; a hint that ran to
the budget unsettled gave the best mean, over which no candidate gains anything on those
worlds: "best", with no loss proven. Under another seed the review deals other worlds,
and proves a loss only past :data:`PROOF` standard errors (the judge's own error, which
the hint's choice carries too); the rest is what 256 worlds cannot tell apart: measured
with bench/hint_review.py (8 games a rule set, review seeds 0 to 2), the hint's moves
under 100 were near-equal discards and digs, 0.3 to 0.8 of a card's worth behind a rival
over 12 seeds' worlds, where one seed's sample stood 2.2 to 2.5 standard errors off.
"""

from __future__ import annotations

import copy
import hashlib
import json
import math
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from rummy_desktop.ai.levels import LevelPlayer
from rummy_desktop.ai.sampling import RolloutPlayer, deal_world, horizon_rollout
from rummy_desktop.core.actions import IllegalAction, dump_action
from rummy_desktop.core.engine import Game
from rummy_desktop.core.legal import legal_actions
from rummy_desktop.core.rng import Pcg32, derive_seed
from rummy_desktop.core.variant import RoundOutcome
from rummy_desktop.core.view import SeatView
from rummy_desktop.solver.values import value_function, value_of

#: Worlds one decision is weighed in at most: the budget (the review's default; the hint's).
WORLDS = 256
#: Nothing is decided before this many worlds (see the module's text); the review refuses fewer.
FLOOR = 32
#: The intervals are looked at, and the clearly worse candidates dropped, every this many worlds.
BATCH = 16
#: An interval's half-width, in standard errors of the paired difference (about 95 %).
Z = 2.0
#: A loss is proven only past the judge's own error: the lower end of a loss's interval is
#: this many standard errors of the paired difference under its mean, Z standard errors of
#: the difference between two judgements of the same budget on independent worlds (each
#: with the same standard error, so sqrt(2) of it). The move judged was chosen without the
#: review's worlds (the hint chose on its own, seed 0's); a gain the review measures within
#: that error flips with the review's seed between two near-equal moves. Measured on the
#: decisions of bench/hint_review.py that one review seed scored under 100, each replayed
#: over 12 review seeds: the rival's gain moved from seed to seed by 0.8 to 1.4 times the
#: standard error each review reported, and the true gains (their mean) were 0.2 to 0.5 of
#: a card's worth, inside the best band, where one seed proved a loss and another found the
#: move ahead.
PROOF = Z * math.sqrt(2.0)
#: The review's labels of a sampled verdict: the lower bound of each band of the loss, in
#: cards' worth (the exact search of the Manipulation family also says "good", see
#: :mod:`rummy_desktop.review.verdicts`). Five seeds' reviews of one record disagreed on 6 %
#: of the decisions with a "good" band of 0.25 to 0.5 (4 of 66, three of them best or good).
BANDS = (("best", 0.0), ("inaccuracy", 0.5), ("mistake", 1.5), ("blunder", 3.0))
#: The bound of the best band: the hint's leader is settled when no candidate may gain this
#: much over it.
SETTLE = BANDS[1][1]
#: In the draw-and-discard games a loss is weighed against this share of what a card costs
#: in hand: a seat makes about twenty decisions a round there (draws, melds, discards),
#: against a handful of plays in the Manipulation family, and what each gives away adds up.
POINTS_SHARE = 0.5


def band_of(u: float) -> str:
    """The label of a loss of ``u`` cards' worth (:data:`BANDS`)."""
    label = BANDS[0][0]
    for name, bound in BANDS:
        if u >= bound:
            label = name
    return label


def card_worth(variant: Any, rules: Any, unit: str) -> float:
    """What one card is worth in ``unit``: 1 card ("cards"); the mean value of a card in the
    hand count ("value"); or ("points") :data:`POINTS_SHARE` of what a card left in a hand
    costs in the rule set's round scoring (one seat out, or where the rules have a knock one
    seat knocking with no deadwood, another holding one card of each face in turn,
    averaged: 6.5 in Rummy, 7.6 in Rummy 500, 6.5 in Gin Rummy; a knock game probed with a
    player going out scored nothing, and its card was worth 0.5 points: every loss of
    1.5 points read as a blunder)."""
    if unit == "cards":
        return 1.0
    value = value_function(rules.variant)
    mean_value = sum(value(f) for f in range(52)) / 52
    if unit == "value":
        return max(1.0, mean_value)
    n = rules.players
    knock = getattr(rules, "knock", None)
    costs: list[float] = []
    try:
        for f in range(52):
            hands: list[list[int]] = [[] for _ in range(n)]
            hands[1] = [f]
            if knock is not None:  # a knock game scores a knock, not a player going out
                dead = [0] * n
                dead[1] = knock.points(f)
                outcome = RoundOutcome(hands=hands, ending="knock", seat=0, active=[True] * n, deadwood=dead)
            else:
                outcome = RoundOutcome(hands=hands, ending="out", seat=0, active=[True] * n)
            scores = variant.score_round(rules, outcome).scores
            costs.append(abs(scores[0] - scores[1]))
    except Exception:  # a rule set whose scoring will not take this probe
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


def forced(view: SeatView) -> bool:
    """Does the seat of ``view`` have one legal action only (no choice: the review labels
    it "forced" and leaves it out of the accuracy)?"""
    return len(legal_actions(view)) == 1


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
    round points; ``cut`` when a time budget stopped it before the worlds ran out."""

    ranked: list[Weighed]
    worlds: int
    worth: float
    cut: bool = False
    rows: list[list[float]] = field(default_factory=list, repr=False)  # per world, each candidate (nan: not played)
    order: list[str] = field(default_factory=list, repr=False)  # the candidates' keys, as in rows
    alive: list[int] = field(default_factory=list, repr=False)  # the candidates still in play (indices of order)

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

    def interval(self, action: Any) -> tuple[float, float, float]:
        """What ``action`` gives away, in round points: (the most any candidate still in
        play gains over it on the same worlds, the interval's lower and upper ends), each
        never below zero (see the module's text)."""
        return _interval(self.rows, self.alive, self.order.index(_key(action)))

    def rival(self, action: Any) -> Any:
        """The candidate still in play whose gain over ``action`` has the largest lower end
        (the move the worlds prove better; ``action`` itself when it is alone)."""
        k = self.order.index(_key(action))
        best, top = k, -math.inf
        for c in self.alive:
            if c != k:
                gain, error = _paired(self.rows, c, k)
                if gain - PROOF * error > top:
                    best, top = c, gain - PROOF * error
        return next(w.action for w in self.ranked if _key(w.action) == self.order[best])

    def loss(self, action: Any) -> float:
        """The loss the worlds prove: the interval's lower end (:meth:`interval`)."""
        return self.interval(action)[1]

    def verdict(self, action: Any) -> tuple[str, bool, float]:
        """The label of ``action`` (:data:`BANDS`, of the proven loss), whether it is clear
        (the whole interval in that band), and the proven loss in cards' worth."""
        _, lo, hi = self.interval(action)
        label = band_of(lo / self.worth)
        return label, band_of(hi / self.worth) == label, lo / self.worth


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


def _interval(rows: list[list[float]], alive: Sequence[int], k: int) -> tuple[float, float, float]:
    point = lo = hi = 0.0
    for c in alive:
        if c != k:
            gain, error = _paired(rows, c, k)
            point, lo, hi = max(point, gain), max(lo, gain - PROOF * error), max(hi, gain + Z * error)
    return point, lo, hi


def _mean(rows: list[list[float]], k: int) -> tuple[float, int]:
    got = [r[k] for r in rows if not math.isnan(r[k])]
    return (sum(got) / len(got) if got else -math.inf), len(got)


def judge(view: SeatView, memory: Any, variant: Any, candidates: Sequence[Any], *, worlds: int = WORLDS,
          seed: int = 0, default: Any = None, keep: Any = None,
          settled: Callable[[Judgement], bool] | None = None, budget: float = math.inf,
          play: Callable[[Game, int, Sequence[Any]], float] | None = None) -> Judgement | None:
    """Weigh ``candidates`` (see the module's text) in up to ``worlds`` worlds dealt from
    ``view`` and ``memory`` with :func:`position_seed` (``view``, ``seed``), never stopping
    before :data:`FLOOR` of them. ``default`` is the Expert's own choice (the walker's first
    candidate), the leader on a tie of the means; ``keep`` is never dropped (the review's move taken); ``settled``, asked at
    each look, says when to stop (the review: its verdict is clear; by default: the leader
    is settled); ``budget`` seconds stops it with the worlds finished (``cut``); ``play``
    plays a world to the end of the round (by default
    :func:`~rummy_desktop.ai.sampling.rollout`). None when no world can be dealt from the
    view (no game reaches it), no candidate is legal, or ``worlds`` is 0."""
    if worlds < 1:
        return None
    assert view.seat is not None  # a player's view, not a spectator's
    play = play or horizon_rollout
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

    def leader(final: bool = False) -> int:
        best = max(alive, key=lambda k: (_mean(rows, k)[0], k == first, -k))
        if final or first is None or first not in alive or best == first:
            return best
        gain, error = _paired(rows, best, first)
        return best if gain > Z * error else first

    def result(lead: int) -> Judgement:
        others = sorted((k for k in range(count) if k != lead and k not in illegal),
                        key=lambda k: (k not in alive, -_mean(rows, k)[0], k))
        ranked = []
        for k in [lead] + others:
            mean, n = _mean(rows, k)
            gain, error = (0.0, 0.0) if k == lead else _paired(rows, k, lead)
            ranked.append(Weighed(actions[k], mean, n, gain, error))
        return Judgement(ranked, len(rows), worth, cut, rows, order, list(alive))

    illegal: set[int] = set()
    for i in range(worlds):
        world = deal_world(view, memory, variant, Pcg32(derive_seed(base, i)))
        if world is None:
            return None
        row = [math.nan] * count
        for k in alive:
            # its own copy of the same world: the same hidden cards, the same engine seed
            game = Game.from_state(world.variant, world.rules, world.state.copy(), world.seed)
            try:
                game.turns.apply(view.seat, actions[k])
            except IllegalAction:
                illegal.add(k)  # a move the engine refuses here is no candidate
                continue
            row[k] = play(game, view.seat, players)
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
                if gain + Z * error < 0:
                    alive.remove(k)
                elif kept is not None and kept in alive:
                    gain, error = _paired(rows, k, kept)
                    if gain + Z * error < 0:  # it cannot add to the loss of the move taken
                        alive.remove(k)
        if settled is not None:
            if settled(result(lead)):
                break
        elif _interval(rows, alive, lead)[2] < SETTLE * worth:
            return result(lead)  # settled: no candidate may gain the best band over it
    return result(leader(final=True))  # past the budget (or its time) unsettled: the best mean


class Walker:
    """An Expert walked through one seat's decisions of the round (see the module's text):
    :meth:`candidates` in each position the seat decided in, then :meth:`took` with the
    action it took. Both must be called exactly once per decision, in order: the Expert
    remembers what it saw (cards the others picked up, the pile, its own discards)."""

    #: The Expert's time budget for the work it counts (Rummy 500's digs); a constant, so
    #: every walker names the same candidates.
    BUDGET = 1.0

    def __init__(self, seat: int) -> None:
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

    def copy(self) -> Walker:
        return copy.deepcopy(self)
