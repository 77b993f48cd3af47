"""Computer opponents by level: Beginner, Standard, Expert. Each decides from its seat's
view only (and what it remembers of earlier views of its own seat).

* **Beginner** plays what it sees at a glance, with no search: groups from its hand and
  cards that fit the ends of groups; then the rearrangements a new player spots (a twin
  of a card in the middle of a long run splits it; two hand cards borrow a spare card from
  the end of a run or from a set of four). In the draw-and-discard games it takes the top
  discard when it melds it at once, digs in Rummy 500 for the nearest card that makes a
  meld with its hand, melds what it can and throws away its highest card.
* **Standard** searches: in the Manipulation family the exact move search for the most
  cards among the plays that change at most ``STANDARD_REACH`` table groups (it does not
  rebuild the whole table); in the draw-and-discard games the best split of its hand into
  melds, lay-offs, takes the discard or digs when the cards taken raise what it can meld
  (leftovers count half against), and discards a card that keeps its pairs and near-runs
  and that the next player cannot lay off (nor, in Rummy 500, meld with the top
  ``STANDARD_PILE_DEPTH`` cards of the pile).
* **Expert** plays for the score: the exact search over the whole table, with the
  objective the scoring rewards (penalty points where cards cost points), knocks in
  Carousel only when an undercut is unlikely; in the draw-and-discard games it also
  remembers what the others picked up and keeps those cards out of the pile, and what it
  has seen go out of reach (melded, buried in the pile): a pair or near-run whose
  completing cards are all seen is no reason to keep a card. It reads the whole spread
  pile, and when another player is down to ``ENDGAME_CARDS`` cards it throws away its
  costliest cards first; where jokers may be swapped, it takes a table joker for the
  natural card it stands for. That choice is then put to the test by sampling
  (:mod:`.sampling`): with the other draws (stock, top discard, the best digs) and its
  favourite discards (a meld or lay-off is never put off: see :meth:`LevelPlayer._candidates`),
  it is played forward in ``SEARCH_WORLDS`` worlds dealt at random
  from what its view and memory allow, and another action replaces it when it does
  better on average, by more than ``SEARCH_CONFIDENCE`` standard errors, in the rule
  set's round scoring. In the Manipulation family its exact play is put to the test the
  same way (:mod:`.manipulation_search`): against Carousel's knock the other way, drawing
  instead where a draw ends the turn, the plain play that leaves the table's groups as
  they are when it places fewer cards, and where cards cost points the play with the most
  cards, in up to ``MANIPULATION_SEARCH_WORLDS`` worlds, judged by the round's score or,
  when the round ends the game (always in the one-round games), by who wins it.

Decisions keep within ``time_budget`` seconds (default 1 s): the exact search gets a share
of it as its ``time_limit``, the sampling ``SEARCH_SHARE`` of it (it stops there with the
worlds played so far; in the Manipulation family what the exact search left of
``MANIPULATION_SEARCH_SHARE``), the scoring of Rummy 500's digs ``DIG_POSITIONS`` positions of the
split per second of it (counted, not timed: the deepest digs of a huge pile go unscored).
Only the proof that no more cards can be placed is never cut short (measured: at most
about 90 ms on a full double-deck table).
"""

from __future__ import annotations

import time
from typing import Any

from rummy_desktop import solver
from rummy_desktop.core.actions import (
    Buy,
    Commit,
    Dig,
    Discard,
    Draw,
    IllegalAction,
    Knock,
    LayOff,
    Meld,
    Pass,
    TakeDiscard,
)
from rummy_desktop.core.cards import JOKER_BASE
from rummy_desktop.core.deadwood import best_knock
from rummy_desktop.core.manipulation import carousel_count
from rummy_desktop.core.rng import derive_seed
from rummy_desktop.core.table_check import Table, check_commit
from rummy_desktop.core.variant import SpecError
from rummy_desktop.core.view import SeatView
from rummy_desktop.plugins.manager import default_catalog
from rummy_desktop.solver.melds import SplitCutShort, SplitWork, best_split, digs, lay_offs, melds_with
from rummy_desktop.solver.values import VALUE_SCORED, value_function, value_of

from . import goals, manipulation_search, sampling
from .common import host_choice, judged
from .common import legal as legal_of
from .greedy import GreedyPlayer, goal_candidates
from .moves import glance_rearrangements
from .sampling import Memory

LEVELS = ("beginner", "standard", "expert")


def _value(variant: str):
    return value_function(variant)


def _cost(rules):
    """What a card costs in hand under ``rules`` (deadwood points where there is a knock)."""
    return value_of(rules)


def _variant(variant_id: str):
    """The installed rule set (its round scoring judges the search's worlds), or None."""
    try:
        return default_catalog().variant(variant_id)
    except SpecError:  # a rule set the installed plugins do not provide: no search
        return None


#: The Standard level rebuilds at most this many table groups in one play; the Expert
#: searches the whole table. Measured on the tuning deals: with 3, the Expert wins 66-91%
#: of the decided games against the Standard and the Standard 75-100% against the Beginner
#: in the six Manipulation-family rule sets tried (all but Manipulation, whose games are
#: slow); with 2 the Standard fell to 54% against the Beginner in Guadalupe, with 4 the
#: Expert's lead shrank to 64-66% (Guadalupe, Machiavelli).
STANDARD_REACH = 3

#: The Expert's search in the Manipulation family (:mod:`.manipulation_search`): the whole
#: decision, the exact solve included, aims at this share of the time budget; the search
#: gets what the solve left of it, at most this many worlds, and none when less than
#: ``MANIPULATION_SEARCH_LEAST`` of the budget is left. Where cards cost points, the play
#: with the most cards is solved too when the first solve took less than
#: ``MANIPULATION_SECOND_SOLVE`` of the budget. Another action replaces the exact play when
#: it gains more than ``MANIPULATION_SEARCH_CONFIDENCE`` standard errors over the worlds.
#: Measured on the tuning deals (20 deals, seat-swapped, 40 games; Expert against
#: Standard, won of decided, before -> with the search at 1 standard error): Tahiti 20 ->
#: 29, Guadalupe 30 -> 33, Machiavelli 27 -> 27, Vatican 29 -> 31, Carousel 39 -> 37 and on
#: 20 more deals 36 -> 37 (mean lead 258 -> 264 and 229 -> 234 points), Manipulation (10
#: deals) 19 -> 20 of 20; Tahiti against the Beginner 39 -> 35 and on 20 more deals 37 ->
#: 38. At 2 standard errors (kept: fewer switches on noise, no loss against the Beginner):
#: Tahiti 27 against the Standard, 39 against the Beginner, Guadalupe 31, Vatican 30,
#: Carousel 39 (mean lead 259). A rollout takes 5 ms (Carousel) to 25 ms (Tahiti): the
#: search plays about 4 to 40 worlds. Decisions: p95 at most 209 ms, at most 216 ms, with
#: 2 and 4 players (``bench/ai_decision_time.py``).
MANIPULATION_SEARCH_SHARE = 0.2
MANIPULATION_SEARCH_LEAST = 0.05
MANIPULATION_SEARCH_WORLDS = 48
MANIPULATION_SECOND_SOLVE = 0.03
MANIPULATION_SEARCH_CONFIDENCE = 2.0

#: How deep in Rummy 500's spread pile the Standard looks for a meld its discard would
#: complete for the next player; the Expert looks at the whole pile. Measured on the
#: tuning deals: with the whole pile the Expert won 51% against the Standard, with none the
#: Standard won 59.5% against the Beginner; with 3 cards, 59.5% and 64.5%.
STANDARD_PILE_DEPTH = 3
#: The Expert's endgame in the draw-and-discard games: when another player holds this many
#: cards or fewer, it throws away by penalty points first (a point weighs as much as a
#: partner card, not a third). Measured on the tuning deals, Expert against Standard: Rummy
#: 49% -> 58%, Rummy Multiplayer 50.5% -> 59.5%.
ENDGAME_CARDS = 3

#: Where the rules have a knock, the discard of the Standard and the Expert weighs a point of
#: deadwood this much against a partner card (a third elsewhere): any turn may be the other's
#: last. Measured on the tuning deals against OpenSpiel's bot (``bench/peer_openspiel.py
#: --tune --deals 300``, the Standard, points a hand): a third -1.74, 1 -0.47, 2 +0.18, 3 +0.39.
#: The Expert's search also weighs the discard that leaves the least deadwood, and its knock
#: (see :meth:`LevelPlayer._knock_or`).
KNOCK_POINT_WEIGHT = 3.0

#: Seconds one decision may take, by default.
TIME_BUDGET = 1.0
#: Rummy 500: the splits that score the digs may look at this many positions per second of
#: the budget (about half of it on this 2-core machine under load: a position costs 1.5 to
#: 3.5 µs), the digs from the top of the pile down. Measured: one card in hand and a pile
#: of 30 from one deck take 1,700; a pile of 56 from two decks (seven players) 263,000,
#: and there the deepest digs are left unscored.
DIG_POSITIONS = 150_000
#: The Expert's search in the draw-and-discard games: at most this many sampled worlds
#: per decision, within this share of the time budget, over the heuristic's choice, the
#: other draws, this many digs and this many discards.
#: Measured on the tuning deals (Rummy 500, Expert against Standard, 100 games each):
#: 24 worlds at 1 standard error won 57% (mean lead 33 points a game), 24 at 0 won 58%
#: (37), 64 at 1 won 66% (48), 64 at 0.5 won 65% (55); on the report deals the gain did
#: not show (60% against 64% at 24 worlds, 60 games: noise of +-12 points). With 64 worlds
#: the Expert's decisions take p95 132-143 ms, at most 182 ms, on this idle 2-core machine
#: (``bench/ai_decision_time.py``); under load the search stops at its share of the budget.
#: At 64 worlds the search stopped on its own well within its share (median 99 ms in Rummy,
#: 2 players), so it now may deal up to 256 and stops at its share, the default 250 ms:
#: measured with ``bench/ai_search_truth.py --whole capped --b levels.SEARCH_WORLDS=256``
#: (seed 7000, 50 deals, first rounds, Expert against Standard; B's gain over 64 worlds a
#: round, in round points): Rummy +0.51 +- 0.34 on deals 0-49 and +1.08 +- 0.66 on
#: deals 50-99, the draws +0.054 +- 0.017 a decision over both; Rummy Multiplayer +0.42 +-
#: 0.35. The search then deals 84 worlds on average (median 76) in Rummy, and the
#: Expert's decisions take p95 255-261 ms, at most 290 ms, in Rummy, Rummy Multiplayer and
#: Rummy 500 with 2 and 4 players (``bench/ai_decision_time.py --levels expert``).
SEARCH_WORLDS = 256
SEARCH_SHARE = 0.25
SEARCH_DIGS = 2
SEARCH_DISCARDS = 3
#: ... and it leaves the heuristic's choice only for one that gains this many standard
#: errors more over the sampled worlds.
SEARCH_CONFIDENCE = 0.5
#: The exact search may take about this many of its time limits in all: the search for the
#: best play with the fewest groups changed, and, when that is cut short before the count is
#: proven, the tie-break again at the proven count.
SOLVER_STEPS = 2
#: The solver's default limit (0.1 s), kept as the cap with the default budget.
SOLVER_STEP_CAP = 0.1


def fewest_cards_of_others(view: SeatView) -> float:
    """The fewest cards any other player still in the game holds (infinite if none)."""
    return min((n for s, n in enumerate(view.hand_counts) if s != view.seat and view.active[s]),
               default=float("inf"))


def solver_time_limit(budget: float) -> float:
    """The solver's ``time_limit`` (per search) that keeps a decision within
    ``budget`` seconds: a share of the budget, at most the solver's own default."""
    return max(0.005, min(SOLVER_STEP_CAP, budget / (SOLVER_STEPS + 2)))


class LevelPlayer:
    def __init__(self, seat: int, seed: int = 0, level: str = "standard",
                 time_budget: float = TIME_BUDGET) -> None:
        if level not in LEVELS:
            raise ValueError(f"unknown level {level!r}")
        if time_budget <= 0:
            raise ValueError("time_budget must be positive")
        self.time_budget = time_budget
        self.seat = seat
        self.level = level
        self.name = level
        self.seed = seed
        self.greedy = GreedyPlayer(seat, seed)
        self.memory = Memory(seat)
        self._good_digs: list[Dig] = []
        self._knock_option: tuple[Knock, Discard] | None = None  # a legal knock and the discard beside it
        self.picked_by_others: set[int] = set()  # faces of its discards the others took
        self._round = 0
        self._my_discard: int | None = None
        self._rebuilds = 0
        self.buried: set[int] = set()  # cards seen on the pile and now out of reach
        self._top: int | None = None
        self._count_after = 0

    def choose(self, view: SeatView) -> Any:
        if view.phase == "between_rounds":
            return host_choice(view)
        if view.phase == "buy":  # the discard offered out of turn
            if self.level == "expert" and view.rules.goal is not None:
                return self._buy_or_pass(view)
            return self.greedy.choose(view)  # bought when it melds at once
        if not view.rules.structure.working_copy:
            if self.level == "beginner":
                return self._beginner_draw_discard(view)
            candidates = self.consider(view)
            action = self._searched(view, candidates) if len(candidates) > 1 else candidates[0]
            self.took(view, action)
            return action
        return self._manipulation(view)

    def consider(self, view: SeatView) -> list[Any]:
        """Draw and discard (Standard, Expert): take in ``view`` (what the seat remembers of
        its views) and give the actions worth weighing in it, its own choice first: the
        Expert's candidates for its search (:meth:`_candidates`), the Standard's choice
        alone. :meth:`took` follows with the action the seat took (the game review weighs
        a player's actions with these two)."""
        self._remember(view)
        self._good_digs = []
        self._knock_option = None
        heuristic = self._draw_discard(view)
        if self.level != "expert":
            return [heuristic]
        self.memory.observe(view)
        if goals.pending(view):
            # Its round goal not laid yet: the sampled worlds are played out by players
            # that do not aim at the goal, so they would judge its draws and discards by
            # the wrong measure. It plays by the goal (:mod:`.goals`).
            return [heuristic]
        return self._candidates(view, heuristic)

    def took(self, view: SeatView, action: Any) -> None:
        """Remember ``action``, the seat's action in ``view`` (after :meth:`consider`)."""
        if self.level == "expert":
            self.memory.acted(view, action)
        self._discarded(view, action)

    # -- the Expert's search (draw and discard) -------------------------------------

    def _searched(self, view: SeatView, candidates: list[Any]) -> Any:
        """The Expert's action: the heuristic's choice (the first candidate) or one of the
        others, judged by sampling the cards it cannot see (:mod:`.sampling`)."""
        variant = _variant(view.variant)
        if variant is None:
            return candidates[0]
        seed = derive_seed(self.seed, view.round_no, view.rebuilds, view.stock_count, view.discard_count,
                           len(view.hand), len(view.table), 1 if view.phase == "draw" else 2)
        found = sampling.search(view, self.memory, variant, candidates, seed, SEARCH_WORLDS,
                                self.time_budget * SEARCH_SHARE, SEARCH_CONFIDENCE)
        return candidates[0] if found is None else found.action

    def _candidates(self, view: SeatView, heuristic: Any) -> list[Any]:
        """The actions worth a search: the heuristic's choice first; in the draw, the
        stock, the top discard (or passing it, when the first upcard is offered) and the
        best digs; where the rules allow a knock, the knock and its discard; when the
        heuristic discards (and no dug card is still owed), its other favourite discards."""
        out = [heuristic]

        def add(a: Any) -> None:
            if a not in out:
                out.append(a)

        legal = legal_of(view)
        open_ = legal.types
        if view.phase == "draw":
            top = view.discard[-1] if view.discard else None
            for a in legal.plain():  # the stock, the top discard, passing the first upcard
                if not isinstance(a, TakeDiscard) or (top is not None and (
                        top < JOKER_BASE or view.rules.joker_policy != "none")):
                    add(a)
            for d in self._good_digs[:SEARCH_DIGS]:
                add(d)
            return out
        if self._knock_option is not None:  # the knock against the discard, whichever came first
            for a in self._knock_option:
                add(a)
        if view.obligation is not None or "discard" not in open_ or not isinstance(heuristic, Discard):
            # A meld, lay-off or swap is not put against a discard: the rollouts would meld
            # at the next turn, so holding melds looked cheap, and the Expert held them turn
            # after turn, caught with them when another player went out.
            return out
        value = _cost(view.rules)
        hand = list(view.hand)
        usable = hand if view.rules.joker_policy != "none" else [c for c in hand if c < JOKER_BASE]
        for c in self._discards(view, best_split(usable, view.rules.meld, value), value, SEARCH_DISCARDS, legal):
            add(Discard(card=c))
        if view.rules.knock is not None:  # the discard that leaves the least deadwood
            least = best_knock(hand, view.rules.meld, view.rules.knock.points, view.restricted)
            if least is not None and legal.accepts(Discard(card=least[0])):
                add(Discard(card=least[0]))
        return out

    # -- Manipulation family ------------------------------------------------------

    def _manipulation(self, view: SeatView) -> Any:
        rules = view.rules
        legal = legal_of(view)
        open_ = legal.types
        if open_ == ("draw",):
            return Draw()
        start = time.perf_counter()
        commit = self._plan(view) if "commit" in open_ else None
        if commit is not None and not legal.accepts(commit):  # a house rule's
            commit = None
        if commit is not None:
            placed = {c for g in commit.table for c in g} & set(view.hand)
            left = [c for c in view.hand if c not in placed]
            if rules.knock_limit is not None and view.final_turns is None and left:
                count = sum(carousel_count(c) for c in left)
                knock = commit.model_copy(update={"knock": True})
                if count <= rules.knock_limit and self._knock_is_safe(view, count) and legal.accepts(knock):
                    commit = knock
            if self.level == "expert":
                found = self._weighed(view, commit, start)
                return found if legal.accepts(found) else commit
            return commit
        return self.greedy.no_play(legal)

    def _weighed(self, view: SeatView, play: Commit, start: float) -> Any:
        """Expert: the exact play put to the test by sampling against the other things
        it may do now (:mod:`.manipulation_search`), within ``MANIPULATION_SEARCH_SHARE`` of
        the budget counted from the start of the decision."""
        budget = self.time_budget

        def left() -> float:
            return MANIPULATION_SEARCH_SHARE * budget - (time.perf_counter() - start)

        variant = _variant(view.variant)
        if variant is None or left() < MANIPULATION_SEARCH_LEAST * budget:
            return play  # no time left to search: no alternatives worked out either
        other = None
        if view.rules.variant in VALUE_SCORED and time.perf_counter() - start < MANIPULATION_SECOND_SOLVE * budget:
            other = self._plan(view, objective="cards")
        options = manipulation_search.candidates(view, play, other, self.greedy.plan_commit(view))
        if len(options) < 2 or left() < MANIPULATION_SEARCH_LEAST * budget:
            return play
        seed = derive_seed(self.seed, view.round_no, view.stock_count, view.draws, len(view.hand),
                           len(view.table), 3)
        found = manipulation_search.search(view, variant, options, seed, MANIPULATION_SEARCH_WORLDS, left(),
                                           MANIPULATION_SEARCH_CONFIDENCE)
        return play if found is None else found.action

    def _plan(self, view: SeatView, objective: str | None = None) -> Commit | None:
        if self.level == "beginner":
            return self._glance_plan(view)
        rules = view.rules
        if objective is None:
            objective = "value" if self.level == "expert" and rules.variant in VALUE_SCORED else "cards"
        reach = None if self.level == "expert" else STANDARD_REACH
        seat = view.seat
        assert seat is not None  # a player's view, not a spectator's
        sol = solver.solve(view.table, view.declared, view.hand, rules, loose=view.loose,
                           opened=view.opened[seat], objective=objective,
                           time_limit=solver_time_limit(self.time_budget), max_changed=reach)
        if sol is None:
            return None
        return Commit(table=tuple(tuple(g) for g in sol.table), jokers=dict(sol.declared))

    def _glance_plan(self, view: SeatView) -> Commit | None:
        """Beginner: the greedy play (groups from the hand, cards on the ends of groups),
        then the rearrangements it sees at a glance (:func:`.moves.glance_rearrangements`)."""
        plan = self.greedy.plan_commit(view)
        table = [list(g) for g in (plan.table if plan is not None else view.table)]
        placed = {c for g in table for c in g}
        left = [c for c in view.hand if c not in placed]
        if not any(c < JOKER_BASE for c in left):
            return plan
        groups, rest = glance_rearrangements(table, left, view.rules.meld)
        if len(rest) == len(left):
            return plan
        jokers = dict(plan.jokers) if plan is not None else {}
        t0 = Table([list(g) for g in view.table], dict(view.declared), list(view.loose))
        seat = view.seat
        assert seat is not None  # a player's view, not a spectator's
        try:
            check_commit(t0, list(view.hand), groups, jokers, view.rules, view.opened[seat])
        except IllegalAction:
            return plan
        return Commit(table=tuple(tuple(g) for g in groups), jokers=jokers)

    def _knock_is_safe(self, view: SeatView, count: int) -> bool:
        """Expert knocks unless an opponent with one or two cards could undercut it."""
        if self.level != "expert" or count <= 1:
            return True
        return fewest_cards_of_others(view) > 2 or count <= 2

    # -- draw and discard ---------------------------------------------------------

    def _remember(self, view: SeatView) -> None:
        """Which of its own discards the others picked up. After this seat discards, each
        other player adds one card to the pile; fewer cards at its next turn mean someone
        took from the pile, and the first to play after it could only take its discard."""
        if view.round_no != self._round or view.rebuilds != self._rebuilds:
            if view.round_no != self._round:
                self.picked_by_others.clear()
            self._round, self._rebuilds = view.round_no, view.rebuilds
            self._my_discard = None
            self.buried.clear()
            self._top = None
        if not view.rules.dig:
            # A card seen on top of the pile and gone from there next time (not into its
            # own hand) is buried or in another hand: out of reach until a rebuild.
            top = view.discard[-1] if view.discard else None
            if self._top is not None and self._top != top and self._top not in view.hand:
                self.buried.add(self._top)
            self.buried.discard(top)
            self._top = top
        if view.phase == "draw" and self._my_discard is not None:
            others = sum(1 for s, a in enumerate(view.active) if a and s != view.seat)
            if view.discard_count < self._count_after + others and self._my_discard not in view.discard:
                self.picked_by_others.add(self._my_discard % 52)
            self._my_discard = None

    def _draw_discard(self, view: SeatView) -> Any:
        rules = view.rules
        meld = rules.meld
        value = _cost(rules)
        hand = list(view.hand)
        jokers_ok = rules.joker_policy != "none"
        usable = hand if jokers_ok else [c for c in hand if c < JOKER_BASE]
        legal = legal_of(view)
        open_ = legal.types
        if view.phase == "draw":
            base = self._potential(view, usable)
            lam = 0.5  # a leftover point costs half a melded one: it may still be melded

            def gain(extra: list[int], work: SplitWork | None = None) -> float:
                after = self._potential(view, usable + extra, work)
                return (after[0] - base[0]) - lam * (after[1] - base[1])

            if "dig" in open_:
                # the digs from the top of the pile down, each taking more cards, until the
                # splits have used up their share of the time (the engine's digs only)
                listed = {d.card for d in legal.digs()}
                work = SplitWork(int(DIG_POSITIONS * self.time_budget))
                tried = []
                for d in sorted(digs(view.discard, usable, view.table, view.declared, meld, value),
                                key=lambda d: -d.index):
                    try:
                        tried.append((gain(d.taken, work), -d.index, d))
                    except SplitCutShort:
                        break
                scored = sorted(tried, key=lambda t: t[:2], reverse=True)
                self._good_digs = [Dig(card=d.card) for g, _, d in scored if g > 0 and d.card in listed]
                if self._good_digs:
                    return self._good_digs[0]
            top = view.discard[-1] if view.discard else None
            if top is not None and "take_discard" in open_ and (top < JOKER_BASE or jokers_ok):
                if self.level == "expert" and goals.pending(view):
                    if goals.brings_nearer(view, top):  # the goal first: a card toward it is taken
                        return TakeDiscard()
                elif gain([top]) > 0 and self._plays_at_once(view, legal, top, usable):
                    return TakeDiscard()
            return self.greedy.no_play(legal)  # the stock; passing the first upcard; a lone discard
        ob = view.obligation
        if self.level == "expert" and ob is None and "swap_joker" in open_:
            swaps = legal.swaps()
            if swaps:
                return swaps[0]
        split = best_split(usable, meld, value)
        if "meld_many" in open_:  # the round's goal, laid whole: with its best split's melds if they make it
            own = [(m, {j: f for j, f in split.declared.items() if j in m}) for m in split.melds]
            found = legal.first(goal_candidates(own, rules.goal)) or next(legal.iter_meld_manys(), None)
            if found is not None:
                return found
        if "meld" in open_:
            found = legal.first(Meld(cards=tuple(m), jokers={j: f for j, f in split.declared.items() if j in m})
                                for m in sorted(split.melds, key=lambda m: ob not in m) if ob is None or ob in m)
            if found is None and rules.goal is not None:
                found = next(iter(legal.melds()), None)  # the goal of one meld, as the engine lists it
            if found is not None:
                return found
        if "lay_off" in open_:
            found = legal.first(LayOff(card=lo.card, group=lo.group, joker_as=lo.face)
                                for lo in lay_offs(hand, view.table, view.declared, meld)
                                if (ob is None or lo.card == ob) and (lo.card < JOKER_BASE or jokers_ok))
            if found is not None:
                return found
        if ob is not None and "meld" in open_:
            # The dug card must be melded now: the most valuable meld that holds it.
            found = legal.first(Meld(cards=tuple(comp.cards), jokers=dict(comp.declared))
                                for comp in sorted(melds_with(ob, usable, meld),
                                                   key=lambda c: -sum(value(x) for x in c.cards)))
            if found is None:  # the engine's own list: some meld holds it (the dig was allowed)
                found = next(iter(legal.melds()), None)
            if found is not None:
                return found
        choices = self._discards(view, split, value, 1, legal)
        if not choices:
            return legal.any()
        discard = Discard(card=choices[0])
        if rules.knock is not None and "knock" in open_:
            return self._knock_or(view, discard, legal)
        return discard

    @staticmethod
    def _plays_at_once(view: SeatView, legal: Any, card: int, usable: list[int]) -> bool:
        """Once ``card`` is taken from the pile, does the engine list a meld or a lay-off
        that puts it on the table (a house rule may refuse the meld it is taken for)? Where
        melds stay in the hand (Gin): is it in a meld of the best split of ``usable`` and it?"""
        after = legal.after(TakeDiscard())
        if after is None:
            return False
        if view.rules.melds_in_hand:
            return any(card in m for m in best_split(usable + [card], view.rules.meld, _cost(view.rules)).melds)
        return after.plays(card)

    def _knock_or(self, view: SeatView, discard: Discard, legal: Any) -> Any:
        """With a knock: knock with the discard that leaves the least deadwood when the rules
        allow it, else ``discard``. The Expert's search then weighs the knock against its
        discards by their expected score over the sampled worlds (:meth:`_candidates`): the
        other hand in each world is dealt from what the other picked up and left on the pile,
        so the risk of an undercut, and of being beaten to the knock, is read from its play.
        A discard replaces the knock only when it does better by ``SEARCH_CONFIDENCE``
        standard errors."""
        spec = view.rules.knock
        assert spec is not None  # asked only in a game with a knock
        found = best_knock(list(view.hand), view.rules.meld, spec.points, view.restricted)
        assert found is not None  # (None only for a hand with no card it may discard: never at a discard)
        card, arrangement = found
        knock = Knock(card=card)
        if arrangement.points > spec.limit or not legal.accepts(knock):
            return discard
        self._knock_option = (knock, discard)
        return knock

    def _buy_or_pass(self, view: SeatView) -> Any:
        """Expert, the discard offered out of turn in a round with a goal: bought when it is
        worth its penalty cards for the goal (:func:`.goals.worth_buying`), else passed."""
        legal = legal_of(view)
        top = view.discard[-1] if view.discard else None
        if top is not None and "buy" in legal.types and goals.worth_buying(view, top) and legal.accepts(Buy()):
            return Buy()
        return legal.first((Pass(),)) or legal.any()

    def _goal_pool(self, view: SeatView, allowed: set[int]) -> list[int] | None:
        """Expert, in a round with a goal: the cards it may discard, the first it would
        throw away. Before its goal is down it keeps the cards of the best way toward the
        goal (:func:`.goals.shortfall`) and, of the others, those with partners of the
        goal's kinds (a pair for a set, a near-run for a run), throwing the costliest
        loners first; after its goal, when only lay-offs follow, the costliest card.
        None: neither case (new melds follow the goal)."""
        value = _cost(view.rules)
        if goals.after_goal_only_lay_offs(view):
            return sorted(allowed, key=lambda c: (c >= JOKER_BASE, -value(c), -c))
        if not goals.pending(view):
            return None
        rules = view.rules
        _, used = goals.shortfall(view.hand, rules.goal, rules.meld)
        kinds = goals.goal_kinds(rules.goal)
        faces = [c % 52 for c in view.hand if c < JOKER_BASE]

        def keep(c: int) -> tuple:
            if c >= JOKER_BASE:
                return (2, 0, 0, -c)
            f = c % 52
            rank, suit = f % 13, f // 13
            partners = 0
            if "set" in kinds:
                partners += sum(1 for g in faces if g % 13 == rank) - 1
            if "run" in kinds:
                partners += sum(1 for g in faces if g // 13 == suit and 0 < abs(g % 13 - rank) <= 2)
            return (1 if c in used else 0, partners, -value(c), -c)

        return sorted(allowed, key=keep)

    def _discarded(self, view: SeatView, action: Any) -> None:
        """Remember its own discard (see :meth:`_remember`)."""
        if isinstance(action, Discard):
            if action.card < JOKER_BASE:
                self._my_discard, self._count_after = action.card, view.discard_count + 1
            self._top = action.card

    def _beginner_draw_discard(self, view: SeatView) -> Any:
        """Beginner: greedy, plus what it sees in a spread pile (Rummy 500): it digs for the
        nearest card that makes a meld with its hand, and then melds it."""
        rules = view.rules
        if view.phase == "draw" and "dig" in view.open_actions:
            usable = list(view.hand) if rules.joker_policy != "none" else [c for c in view.hand if c < JOKER_BASE]
            listed = {d.card for d in legal_of(view).digs()}
            found = [d for d in digs(view.discard, usable, view.table, view.declared, rules.meld, _cost(rules))
                     if d.card in listed]
            if found:
                return Dig(card=max(found, key=lambda d: d.index).card)
        if view.obligation is not None:
            return self._draw_discard(view)
        return self.greedy.choose(view)

    def _potential(self, view: SeatView, cards: list[int], work=None) -> tuple[int, int]:
        """(value it could meld, value left over) from ``cards``: the best split (within
        ``work``, see :func:`~rummy_desktop.solver.melds.best_split`), with the leftovers
        that fit a meld on the table counted as melded."""
        rules = view.rules
        value = _cost(rules)
        split = best_split(cards, rules.meld, value, work)
        fit = {lo.card for lo in lay_offs(split.deadwood, view.table, view.declared, rules.meld)}
        laid = sum(value(c) for c in fit)
        return split.melded_value + laid, split.deadwood_value - laid

    def gifts(self, view: SeatView, cards: list[int], depth: int | None = None) -> set[int]:
        """The cards the next player could meld straight from the pile if discarded: one
        that fits a meld on the table, or (Rummy 500's spread pile) one that makes a meld
        with cards in the top ``depth`` of the pile (None: all of it), which a dig takes
        together."""
        meld = view.rules.meld
        out = {lo.card for lo in lay_offs(cards, view.table, view.declared, meld)}
        if view.rules.dig and depth != 0:
            spread = [c for c in (view.discard[-depth:] if depth else view.discard) if c < JOKER_BASE]
            out |= {c for c in cards if c < JOKER_BASE and c not in out and melds_with(c, spread + [c], meld)}
        return out

    @staticmethod
    def _live_partner(f: int, g: int, faces: list[int], gone: dict[int, int], view: SeatView) -> bool:
        """Expert: can cards ``f`` and ``g`` still become a meld? Some card that completes
        them must not be all seen (on the table, buried in the pile, in its own hand)."""
        decks = view.rules.decks

        def live(x: int) -> bool:
            return gone.get(x, 0) + faces.count(x) < decks

        rank, suit = f % 13, f // 13
        if g % 13 == rank:
            suits = {suit, g // 13} if view.rules.meld.distinct_suits else set()
            return any(live(s * 13 + rank) for s in range(4) if s not in suits)
        lo, hi = sorted((rank, g % 13))
        if hi - lo == 2:
            return live(suit * 13 + lo + 1)
        return (lo > 0 and live(suit * 13 + lo - 1)) or (hi < 12 and live(suit * 13 + hi + 1)) or \
            (hi == 12 and view.rules.meld.ace_mode != "low" and live(suit * 13))

    def _discards(self, view: SeatView, split, value, n: int, legal: Any) -> list[int]:
        """The first ``n`` cards of :meth:`_discard_ranking` that the engine lists as
        discards: the deadwood card that hurts most and helps least (keep pairs and
        near-runs; the Expert also keeps cards the others are collecting)."""
        out = []
        for c in self._discard_ranking(view, split, value, legal):
            if legal.first((Discard(card=c),)) is not None:
                out.append(c)
                if len(out) == n:
                    break
        return out

    def _discard_ranking(self, view: SeatView, split, value, legal: Any) -> list[int]:
        """The cards it may discard (by the rules of play; a house rule may refuse some),
        the one it would throw away first."""
        hand = list(view.hand)
        allowed = set(legal.discard_cards())
        pool = [c for c in split.deadwood if c in allowed] or [c for c in hand if c in allowed]
        if self.level == "expert" and view.rules.goal is not None:
            goal_pool = self._goal_pool(view, allowed)
            if goal_pool is not None:
                return goal_pool
        faces = [c % 52 for c in hand if c < JOKER_BASE]
        gifts = self.gifts(view, pool, depth=None if self.level == "expert" else STANDARD_PILE_DEPTH)
        gone: dict[int, int] = {}
        for c in self.buried:
            gone[c % 52] = gone.get(c % 52, 0) + 1
        for g in view.table:
            for c in g:
                fc = view.declared.get(c, -1) if c >= JOKER_BASE else c % 52
                if fc >= 0:
                    gone[fc] = gone.get(fc, 0) + 1

        weight = 1 / 3  # a point of penalty against a third of a partner
        if view.rules.knock is not None:
            weight = KNOCK_POINT_WEIGHT  # any turn may be the other's last: its points count
        if self.level == "expert":
            if fewest_cards_of_others(view) <= ENDGAME_CARDS:
                weight = 1.0  # someone may go out next: the points in hand are about to count

        def keep_score(c: int) -> float:
            if c >= JOKER_BASE:
                return 100.0
            f = c % 52
            rank, suit = f % 13, f // 13
            near = [g for g in faces if g != f and (g % 13 == rank or (g // 13 == suit and abs(g % 13 - rank) <= 2))]
            if self.level == "expert":
                near = [g for g in near if self._live_partner(f, g, faces, gone, view)]
            partners = len(near)
            score = 3.0 * partners - value(c) * weight
            if c in gifts:
                score += 4.0  # the next player takes it to meld or lay off
            if self.level == "expert":
                # keep what would feed a meld the others are building
                for p in self.picked_by_others:
                    if p % 13 == rank or (p // 13 == suit and abs(p % 13 - rank) <= 1):
                        score += 1.5
            return score

        ranked = sorted(pool, key=lambda c: (keep_score(c), -c))
        if judged(view):  # a house rule may refuse some discards: then the others of the hand too
            ranked += sorted((c for c in allowed if c not in pool), key=lambda c: (keep_score(c), -c))
        return ranked
