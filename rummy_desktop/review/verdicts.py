"""The verdict on one decision of the reviewed seat, from that seat's view only.

**The Manipulation family.** A decision is a move that ends the seat's turn in a position
where it could play (Done, Knock, or a draw or pass instead of a play; a draw after which
the turn goes on, as in Manipulation and Shanghai, is not one: the play comes after it).
The exact search (:func:`rummy_desktop.solver.solve`, proven optimal) finds the best play
of the position: the most cards, or, where the rule set counts the cards left in a hand
by their points (Manipulation, Tahiti, Carousel), the most card points. The loss is what
the play made placed less ("you placed 3 cards; 6 were possible"), in cards (unit
"cards") or card points ("value").

**The draw-and-discard games.** Every move of the seat is a decision. The Expert
(:class:`rummy_desktop.ai.levels.LevelPlayer`) is walked through the seat's views in
order, so it remembers what the seat saw (cards taken from the pile, discards left); at
each decision it names the actions worth weighing (its own choice, the other draws and
digs, its favourite discards) and the action taken is added to them. Its sampling search
(:func:`rummy_desktop.ai.sampling.search`) plays each in the same ``worlds`` worlds dealt
from the seat's view and memory (up to :data:`WORLDS`, more than the Expert is given in
play, and no time limit, so a review is the same for the same seed), to the end of the
round, and scores them by the rule set's own round scoring: the expected round result
(the seat's points against the others' average). The action taken is the first
candidate: the search drops the alternatives that are clearly worse than it, and stops
once the verdict is settled (every 16 worlds: the best alternative's gain, one standard
error either way, gives one label or stays under half a card's worth). The loss is the
best alternative's mean gain over the action taken less one standard error of that gain,
never below zero (a difference within the noise of the sample is no loss). Unit "points".

**Labels and accuracy.** The loss is measured in cards' worth: a card is 1 in unit
"cards"; in "value" the mean points of a card in the rule set's hand count
(:mod:`rummy_desktop.solver.values`); in "points" half of what a card left in a hand costs
in the rule set's own round scoring (one seat out, another holding one card of each face
in turn, averaged: 6.5 in Rummy, 7.6 in Rummy 500), because a seat makes about twenty
decisions a round there, against a handful of plays in the Manipulation family, and what
each gives away adds up (:data:`POINTS_SHARE`). With ``u`` the loss in cards' worth:

======================  ===============
label                   loss ``u``
======================  ===============
best                    0
good                    under 0.5
inaccuracy              0.5 to under 1.5
mistake                 1.5 to under 3
blunder                 3 or more
======================  ===============

A decision's accuracy is ``100 * exp(-u)`` (100 for the best play; 61 for half a card's
worth lost, 22 for one and a half, 5 for three); a game's accuracy is the mean over its
judged decisions (:func:`rummy_desktop.storage.records.accuracy`), 0 to 100, higher is
better, comparable across games of one rule set.

Nothing here reads hidden state: the judges see the seat's views and its own moves only.
"""

from __future__ import annotations

import math
from typing import Any, Sequence

from rummy_desktop.core.actions import Commit, Dig, Discard, Draw, LayOff, Meld, SwapJoker, TakeDiscard, dump_action
from rummy_desktop.core.cards import JOKER_BASE, card_name
from rummy_desktop.core.rng import derive_seed
from rummy_desktop.core.variant import RoundOutcome
from rummy_desktop.core.view import SeatView
from rummy_desktop.storage.records import Verdict

from .replay import Decision

#: The sampled worlds a draw-and-discard decision is weighed in at most (the Expert plays at
#: most 256 within a quarter of a second in play: about 30 to 80 on this 2-core machine).
WORLDS = 256
#: The labels' lower bounds of the loss in cards' worth (see the module's table).
THRESHOLDS = (("blunder", 3.0), ("mistake", 1.5), ("inaccuracy", 0.5), ("good", 0.0))
#: In the draw-and-discard games a loss is weighed against this share of a card's worth: a
#: seat makes about twenty decisions a round there (draws, melds, discards), against a
#: handful of plays in the Manipulation family, and what each gives away adds up.
POINTS_SHARE = 0.5
#: Rule sets whose hand count is by card points: the best play is the most points placed.
VALUE_SCORED = frozenset({"manipulation", "tahiti", "carousel"})


def label_of(u: float) -> str:
    """The label of a loss of ``u`` cards' worth."""
    if u <= 0:
        return "best"
    for label, bound in THRESHOLDS:
        if u >= bound:
            return label
    return "good"


def score_of(u: float) -> float:
    """A decision's accuracy, 0 to 100, for a loss of ``u`` cards' worth."""
    return round(100.0 * math.exp(-max(0.0, u)), 1)


def card_worth(variant: Any, rules: Any, unit: str) -> float:
    """What one card is worth in ``unit`` (see the module's text): 1 card; the mean value of
    a card in the hand count; or what a card left in a hand costs in the round scoring."""
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
            hands = [[] for _ in range(n)]
            hands[1] = [f]
            outcome = RoundOutcome(hands=hands, ending="out", seat=0, active=[True] * n)
            scores = variant.score_round(rules, outcome).scores
            costs.append(abs(scores[0] - scores[1]))
    except Exception:  # noqa: BLE001 - a rule set whose scoring will not take this probe
        costs = []
    probe = sum(costs) / len(costs) if costs else 0.0
    return max(1.0, probe if probe > 0 else mean_value) * POINTS_SHARE


def _verdict(step: int, action: Any, best: Any, u: float, loss: float, unit: str, reason: str,
             params: dict, **extra: Any) -> Verdict:
    return Verdict(step=step, action=dump_action(action), best=dump_action(best) if best is not None else None,
                   label=label_of(u), loss=round(loss, 3), unit=unit, score=score_of(u), reason=reason,
                   params=params, **extra)


# -- the Manipulation family ------------------------------------------------------------------

class ManipulationJudge:
    """The exact search's verdicts for ``seat``."""

    def __init__(self, seat: int, variant: Any) -> None:
        self.seat = seat
        self.variant = variant
        self._worth: dict[tuple, float] = {}

    def judges(self, decision: Decision) -> bool:
        """A move that ends the turn where a play was open (see the module's text)."""
        if "commit" not in decision.view.open_actions:
            return False
        if isinstance(decision.action, Commit):
            return True
        return any(ev.kind in ("turn_ended", "round_ended") for ev in decision.events)

    def judge(self, decision: Decision) -> Verdict | None:
        """The verdict, or None when the move is no decision (no play open, or none exists)."""
        if not self.judges(decision):
            return None
        from rummy_desktop.solver import solve
        from rummy_desktop.solver.values import value_function

        view, action = decision.view, decision.action
        rules = view.rules
        unit = "value" if rules.variant in VALUE_SCORED else "cards"
        opened = bool(view.opened[self.seat]) if view.opened else True
        sol = solve(view.table, view.declared, view.hand, rules, loose=view.loose, opened=opened,
                    objective="value" if unit == "value" else "cards", time_limit=None)
        if sol is None:
            return None  # nothing could be placed: the move was forced
        hand = set(view.hand)
        placed = sorted({c for g in action.table for c in g} & hand) if isinstance(action, Commit) else []
        value = value_function(rules.variant)
        made = len(placed) if unit == "cards" else sum(value(c) for c in placed)
        possible = sol.count if unit == "cards" else sol.value
        loss = max(0, possible - made)
        key = (rules.variant, unit)
        if key not in self._worth:
            self._worth[key] = card_worth(self.variant, rules, unit)
        u = loss / self._worth[key]
        best = Commit(table=tuple(tuple(g) for g in sol.table), jokers=dict(sol.declared))
        reason = "placed_cards" if unit == "cards" else "placed_value"
        lead = _card_lead(view, len(view.hand) - len(placed))
        return _verdict(decision.step, action, None if loss == 0 else best, u, loss, unit, reason,
                        {"placed": made, "possible": possible, "changed": list(sol.changed),
                         "cards": [card_name(c) for c in sol.placed]},
                        placed=made, possible=possible, expected=lead)


def _card_lead(view: SeatView, left: int) -> float:
    """The others' average hand size less the seat's after its move (the chart of the
    Manipulation family: its lead in cards still to place)."""
    others = [n for s, n in enumerate(view.hand_counts) if s != view.seat and view.active[s]]
    return round(sum(others) / len(others) - left, 2) if others else 0.0


# -- the draw-and-discard games ---------------------------------------------------------------

class DrawDiscardJudge:
    """The sampling search's verdicts for ``seat``, in ``worlds`` worlds each, from
    ``seed``. Every move of the seat must go through :meth:`judge`, in order (the Expert
    remembers the views)."""

    def __init__(self, seat: int, variant: Any, worlds: int = WORLDS, seed: int = 0) -> None:
        from rummy_desktop.ai.levels import LevelPlayer

        self.seat = seat
        self.variant = variant
        self.worlds = worlds
        self.seed = seed
        self.expert = LevelPlayer(seat, derive_seed(seed, 71), "expert")
        self._worth: float | None = None

    def judges(self, decision: Decision) -> bool:
        return decision.view.phase in ("draw", "meld")

    def judge(self, decision: Decision) -> Verdict | None:
        from rummy_desktop.ai.sampling import search

        view, action = decision.view, decision.action
        if not self.judges(decision):
            return None
        candidates = [action] + [c for c in self.expert.consider(view) if c != action]
        if self._worth is None:
            self._worth = card_worth(self.variant, view.rules, "points")
        if len(candidates) == 1:  # the Expert's own choice, and nothing else worth weighing
            self.expert.took(view, action)
            return _verdict(decision.step, action, None, 0.0, 0.0, "points", "best", {})
        found = search(view, self.expert.memory, self.variant, candidates, derive_seed(self.seed, decision.step),
                       self.worlds, math.inf, 0.0, enough=self._settled)
        self.expert.took(view, action)
        if found is None:  # no world agrees with the view (no game reaches it): nothing to weigh
            return _verdict(decision.step, action, None, 0.0, 0.0, "points", "best", {})
        k = max(range(1, len(candidates)), key=lambda i: (found.gains[i], -i))
        loss = max(0.0, found.gains[k] - found.errors[k]) if math.isfinite(found.errors[k]) else 0.0
        best = candidates[k] if loss > 0 else None
        reason, params = ("best", {}) if best is None else reason_for(view, action, best, self.expert)
        return _verdict(decision.step, action, best, loss / self._worth, loss, "points", reason, params,
                        expected=round(found.means[0], 2), worlds=found.worlds)


    def _settled(self, alive: list[tuple[int, float, float, float]]) -> bool:
        """The verdict is settled: the best alternative's gain over the action taken, one
        standard error either way, gives one label, or stays under half a card's worth."""
        worth = self._worth or 1.0
        lo = max((g - e for k, _, g, e in alive if k), default=0.0) / worth
        hi = max((g + e for k, _, g, e in alive if k), default=0.0) / worth
        return hi < THRESHOLDS[-2][1] or label_of(max(0.0, lo)) == label_of(max(0.0, hi))


def reason_for(view: SeatView, taken: Any, best: Any, expert: Any) -> tuple[str, dict]:
    """Why ``best`` beats ``taken``, in the Hint's terms (:mod:`rummy_desktop.ai.advice`): a
    reason code and its parameters (the interface words them)."""
    from rummy_desktop.ai.advice import outs, outs_kept, unseen_copies

    top = view.discard[-1] if view.discard else None
    if isinstance(best, TakeDiscard) and top is not None:
        unseen = unseen_copies(view)
        hand = list(view.hand)
        after, before = outs(hand + [top], view, unseen), outs(hand, view, unseen)
        if after > before:
            return "take_discard", {"card": card_name(top), "outs": after, "before": before}
        return "take_known", {"card": card_name(top)}
    if isinstance(best, Draw) and isinstance(taken, (TakeDiscard, Dig)):
        return "draw_stock", {"card": card_name(top if isinstance(taken, TakeDiscard) else taken.card)}
    if isinstance(best, Dig):
        return "dig", {"card": card_name(best.card)}
    if isinstance(taken, Discard):
        gifts = expert._gifts(view, [taken.card])
        if taken.card in gifts and not (isinstance(best, Discard) and best.card in expert._gifts(view, [best.card])):
            return "fed", {"card": card_name(taken.card)}
        if isinstance(best, (Meld, LayOff, SwapJoker)):
            return "play_first", {"cards": [card_name(c) for c in _cards_of(best)]}
        if isinstance(best, Discard):
            unseen = unseen_copies(view)
            hand = list(view.hand)
            kept = outs_kept(hand, [taken.card, best.card], view, unseen)
            if kept[taken.card] < kept[best.card]:
                return "broke", {"card": card_name(taken.card), "outs": kept[taken.card],
                                 "best": card_name(best.card), "best_outs": kept[best.card]}
            if best.card < JOKER_BASE and kept[best.card] == outs(hand, view, unseen):
                return "kept_dead", {"card": card_name(best.card), "discarded": card_name(taken.card)}
            return "costly", {"card": card_name(taken.card), "best": card_name(best.card)}
    return "expected", {}


def _cards_of(action: Any) -> Sequence[int]:
    if isinstance(action, Meld):
        return action.cards
    return (action.card,)


#: The reasons in English, for the command line (the interface has its own, translated).
REASONS = {
    "best": "the best move found",
    "placed_cards": "you placed {placed} cards; {possible} were possible",
    "placed_value": "you placed {placed} points of cards; {possible} were possible",
    "take_discard": "taking the {card} was better: it gives {outs} chances to meld, against {before}",
    "take_known": "taking the {card} was better than a card from the stock",
    "draw_stock": "the {card} did not help: drawing from the stock was better",
    "dig": "digging for the {card} was better",
    "play_first": "playing {cards} first was better",
    "fed": "the {card} lets the next player play at once",
    "broke": "discarding the {card} left {outs} chances to meld; discarding the {best} kept {best_outs}",
    "kept_dead": "the {card} can no longer make a meld: it was the card to throw away",
    "costly": "the {best} was the card to throw away",
    "expected": "another move was expected to score better",
}


def reason_text(verdict: Verdict) -> str:
    """The verdict's reason in English (the command line)."""
    params = {k: (" ".join(map(str, v)) if isinstance(v, list) else v) for k, v in verdict.params.items()}
    try:
        return REASONS.get(verdict.reason, verdict.reason).format(**params)
    except (KeyError, IndexError, ValueError):
        return verdict.reason
