"""The verdict on one decision of the reviewed seat, from that seat's view only.

**The Manipulation family.** A decision is a move that ends the seat's turn in a position
where it could play (Done, Knock, or a draw or pass instead of a play; a draw after which
the turn goes on, as in Manipulation and Shanghai, is not one: the play comes after it).
The exact search (:func:`rummy_desktop.solver.solve`, proven optimal) finds the best play
of the position: the most cards, or, where the rule set counts the cards left in a hand
by their points (Manipulation, Tahiti, Carousel), the most card points. The loss is what
the play made placed less ("you placed 3 cards; 6 were possible"), in cards (unit
"cards") or card points ("value").

**The draw-and-discard games.** Every move of the seat is a decision, judged by the one
judge the hint uses (:func:`rummy_desktop.advice.judge.judge`): an Expert walked through
the seat's views in order (:class:`~rummy_desktop.advice.judge.Walker`, so it remembers
what the seat saw: cards taken from the pile, discards left) names the actions worth
weighing (its own choice, the other draws and digs, its favourite discards), the action
taken is added, and each is played in the same worlds dealt from the seat's view and
memory (the same hidden cards and the same randomness for every candidate: the verdict
rests on paired differences), at least :data:`~rummy_desktop.advice.judge.FLOOR` (32) and
up to ``worlds`` (:data:`WORLDS`, 256), seeded by the position and the review's seed, with
no time limit, so a review is the same for the same seed, and with seed 0 the worlds are
the hint's. Each is played on for three turns of every seat (or to the round's end) and
scored by the rule set's own round scoring (:func:`~rummy_desktop.ai.sampling.horizon_rollout`):
the seat's points against the others' average. The loss of the move taken is what the
best other candidate gains over it on the same worlds, with an interval
(:meth:`~rummy_desktop.advice.judge.Judgement.interval`) from
:data:`~rummy_desktop.advice.judge.PROOF` standard errors under that gain (the loss proven
past the judge's own error: the move was chosen without these worlds, and a smaller gain
flips with the review's seed) to two over it; worlds are added until the whole interval
lies in one label's band (the verdict is "clear"), and past the budget the verdict is
"close" and takes the band of the interval's lower end (the loss the worlds prove). Unit
"points". The hint's own move is the leader of the same worlds (the best mean), so a
player who follows the hint is told "best".

A move with one legal action only (:func:`~rummy_desktop.advice.judge.forced`; in the
Manipulation family: no play possible and one way to end the turn) is labelled "forced"
and left out of the accuracy.

**Labels and accuracy.** The loss is measured in cards' worth: a card is 1 in unit
"cards"; in "value" the mean points of a card in the rule set's hand count
(:mod:`rummy_desktop.solver.values`); in "points" half of what a card left in a hand costs
in the rule set's own round scoring (one seat out, another holding one card of each face
in turn, averaged: 6.5 in Rummy, 7.6 in Rummy 500), because a seat makes about twenty
decisions a round there, against a handful of plays in the Manipulation family, and what
each gives away adds up (:data:`rummy_desktop.advice.judge.POINTS_SHARE`). This is the
scale's calibration per rule set: a card's worth is read from the rule set's own scoring.
With ``u`` the loss in cards' worth:

======================  ===============================  ==========================
label                   loss ``u``, the exact search      sampled (draw and discard)
======================  ===============================  ==========================
best                    0                                under 0.5
good                    over 0, under 0.5                (not given)
inaccuracy              0.5 to under 1.5                 the same
mistake                 1.5 to under 3                   the same
blunder                 3 or more                        the same
======================  ===============================  ==========================

The sampled verdicts give no "good" (:data:`rummy_desktop.advice.judge.BANDS`): a loss
under half a card's worth is finer than the worlds can tell apart.

A decision's accuracy is ``100 * exp(-u)`` (100 for no loss; 61 for half a card's worth
lost, 22 for one and a half, 5 for three), ``u`` the proven loss (a sampled verdict's
"best" scores 100 only when no loss is proven: scoring every "best" 100 was tried, and the
accuracy moved more with the seed, as a label flipping across the boundary then moves a
decision's score from 100 to 61); a game's accuracy is the mean over its judged
decisions, forced ones left out (:func:`rummy_desktop.storage.records.accuracy`), 0 to
100, higher is better, comparable across games of one rule set.

Nothing here reads hidden state: the judges see the seat's views and its own moves only.
"""

from __future__ import annotations

import math
from typing import Any, cast

from rummy_desktop.advice.discard import follow_up
from rummy_desktop.advice.judge import FLOOR, WORLDS, Judgement, Walker, card_worth, forced, judge
from rummy_desktop.advice.manipulation import best_play, in_order
from rummy_desktop.advice.reasons import named, reason_for
from rummy_desktop.core.actions import Commit, Dig, TakeDiscard, dump_action
from rummy_desktop.core.cards import JOKER_BASE, card_name
from rummy_desktop.core.view import SeatView
from rummy_desktop.solver.values import VALUE_SCORED, value_function
from rummy_desktop.storage.records import Verdict, VerdictLabel, VerdictUnit

from .replay import Decision

__all__ = ["WORLDS", "FLOOR", "THRESHOLDS", "VALUE_SCORED", "label_of", "score_of", "card_worth", "ManipulationJudge",
           "DrawDiscardJudge", "REASONS", "reason_text"]

#: The labels' lower bounds of the loss in cards' worth, worst first, for the exact search
#: (see the module's table; the sampled verdicts' are :data:`~rummy_desktop.advice.judge.BANDS`).
THRESHOLDS: tuple[tuple[VerdictLabel, float], ...] = (("blunder", 3.0), ("mistake", 1.5), ("inaccuracy", 0.5), ("good", 0.0))


def label_of(u: float) -> VerdictLabel:
    """The label of a loss of ``u`` cards' worth found by the exact search."""
    if u <= 0:
        return "best"
    for label, bound in THRESHOLDS:
        if u >= bound:
            return label
    return "good"


def score_of(u: float) -> float:
    """A decision's accuracy, 0 to 100, for a loss of ``u`` cards' worth."""
    return round(100.0 * math.exp(-max(0.0, u)), 1)


def _verdict(step: int, action: Any, best: Any, u: float, loss: float, unit: VerdictUnit, reason: str,
             params: dict, label: VerdictLabel | None = None, **extra: Any) -> Verdict:
    return Verdict(step=step, action=dump_action(action), best=dump_action(best) if best is not None else None,
                   label=label or label_of(u), loss=round(loss, 3), unit=unit, score=score_of(u), reason=reason,
                   params=params, **extra)


def _forced(step: int, action: Any, unit: VerdictUnit) -> Verdict:
    return _verdict(step, action, None, 0.0, 0.0, unit, "forced", {}, label="forced", sure="clear")


# -- the Manipulation family ------------------------------------------------------------------

class ManipulationJudge:
    """The exact search's verdicts for ``seat``: the hint's best play
    (:func:`rummy_desktop.advice.manipulation.best_play`)."""

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
        view, action = decision.view, decision.action
        rules = view.rules
        unit: VerdictUnit = "value" if rules.variant in VALUE_SCORED else "cards"
        sol = best_play(view, proven=True)  # the same verdict on any machine, however loaded
        if sol is None:  # nothing could be placed: forced when one way to end the turn is left
            return _forced(decision.step, action, unit) if forced(view) else None
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
        # the best play as the hint shows it: the groups it makes or changes, in order
        before = {frozenset(g) for g in view.table}
        layout = [[_joker_name(c, sol.declared) for c in g]
                  for g in in_order(sol.table, sol.declared, rules) if frozenset(g) not in before]
        return _verdict(decision.step, action, None if loss == 0 else best, u, loss, unit, reason,
                        {"placed": made, "possible": possible, "changed": list(sol.changed),
                         "cards": [_joker_name(c, sol.declared) for c in sol.placed], "layout": layout},
                        placed=made, possible=possible, expected=lead, sure="clear")


def _joker_name(card: int, declared: dict[int, int]) -> str:
    """A card's name; a joker's with the card it stands for (``JK=7H``)."""
    face = declared.get(card)
    return f"{card_name(card)}={card_name(face)}" if face is not None and card >= JOKER_BASE else card_name(card)


def _card_lead(view: SeatView, left: int) -> float:
    """The others' average hand size less the seat's after its move (the chart of the
    Manipulation family: its lead in cards still to place)."""
    others = [n for s, n in enumerate(view.hand_counts) if s != view.seat and view.active[s]]
    return round(sum(others) / len(others) - left, 2) if others else 0.0


# -- the draw-and-discard games ---------------------------------------------------------------

class DrawDiscardJudge:
    """The judge's verdicts for ``seat`` (:func:`rummy_desktop.advice.judge.judge`), in up
    to ``worlds`` worlds each, from ``seed``. Every move of the seat must go through
    :meth:`judge`, in order (the walker remembers the views)."""

    def __init__(self, seat: int, variant: Any, worlds: int = WORLDS, seed: int = 0) -> None:
        self.seat = seat
        self.variant = variant
        self.worlds = worlds
        self.seed = seed
        self.walker = Walker(seat)
        self._worth: float | None = None

    def judges(self, decision: Decision) -> bool:
        return decision.view.phase in ("draw", "meld")

    def walk(self, decision: Decision) -> None:
        """Walk the walker through a decision judged before (a review going on)."""
        self.walker.candidates(decision.view)
        self.walker.took(decision.view, decision.action)

    def judge(self, decision: Decision) -> Verdict | None:
        view, action = decision.view, decision.action
        if not self.judges(decision):
            return None
        considered = self.walker.candidates(view)
        if forced(view):
            self.walker.took(view, action)
            return _forced(decision.step, action, "points")
        candidates = [action] + [c for c in considered if c != action]
        if self._worth is None:
            self._worth = card_worth(self.variant, view.rules, "points")
        if len(candidates) == 1:  # the Expert's own choice, and nothing else worth weighing
            self.walker.took(view, action)
            return _verdict(decision.step, action, None, 0.0, 0.0, "points", "best", {}, sure="clear")
        worth = self._worth

        def settled(found: Judgement) -> bool:
            return found.verdict(action)[1]

        found = judge(view, self.walker.memory, self.variant, candidates, worlds=self.worlds, seed=self.seed,
                      default=considered[0], keep=action, settled=settled)
        if found is None:  # no world agrees with the view (no game reaches it): nothing to weigh
            self.walker.took(view, action)
            return _verdict(decision.step, action, None, 0.0, 0.0, "points", "best", {}, sure="close")
        label, clear, u = found.verdict(action)
        # the better move: the judge's leader (shown even beside a "best": the label says how
        # little it may matter), or the move the worlds prove better than a leader taken
        best = found.best if found.best != action else found.rival(action) if label != "best" else None
        follow = None
        if best is not None:
            if isinstance(best, (TakeDiscard, Dig)):
                follow = follow_up(view, best, self.walker)
        walker = self.walker.copy() if best is not None else None
        self.walker.took(view, action)
        params: dict[str, Any]
        if best is None:
            reason, params = "best", {}
        else:
            reason, params = reason_for(view, action, best, walker, follow)
            params = named(params)
        mine = next((w for w in found.ranked if w.action == action), found.ranked[0])
        # (the judge's bands are named as the verdict labels: advice.judge.BANDS)
        return _verdict(decision.step, action, best, u, u * worth, "points", reason, params,
                        label=cast(VerdictLabel, label),
                        expected=round(mine.mean, 2), worlds=found.worlds, sure="clear" if clear else "close")


#: The reasons in English, for the command line (the interface has its own, translated). The
#: codes are the hint's (:mod:`rummy_desktop.advice.reasons`), said of the best move.
REASONS = {
    "best": "the best move found",
    "forced": "the only legal move",
    "placed_cards": "you placed {placed} cards; {possible} were possible: {layout}",
    "placed_value": "you placed {placed} points of cards; {possible} were possible: {layout}",
    "draw_stock": "the {taken} did not help: drawing from the stock was better",
    "take_discard": "taking the {card} was better: it gives {outs} chances to meld, against {before}",
    "take_plays": "taking the {card} was better: it is played at once, with {cards}{group}",
    "dig_plays": "digging for the {card} was better: it is played at once, with {cards}{group}",
    "pass_upcard": "letting the {card} go was better",
    "discard_feeds": "discarding the {card} was better: the next player could play the {kept} at once",
    "discard_endgame": "discarding the {card} was better: a player has only {cards} cards left",
    "discard_chances": "discarding the {card} kept {outs} chances to meld; discarding the {taken} kept {taken_outs}",
    "discard_no_chances": "discarding the {card} was better: no card completes a meld, and it costs {points} points",
    "knock": "knocking (discarding the {card}) was better: {points} points of deadwood",
    "play": "playing {cards} was better",
    "fed": "the {card} lets the next player play at once",
    "play_first": "playing {cards} first was better",
}


def _words(value: Any) -> str:
    if isinstance(value, list):
        if value and all(isinstance(v, list) for v in value):
            return " ".join("[" + " ".join(map(str, v)) + "]" for v in value)
        return " ".join(map(str, value))
    return str(value)


def reason_text(verdict: Verdict) -> str:
    """The verdict's reason in English (the command line)."""
    params = {"cards": "", "group": "", "layout": "", "taken": "", "taken_outs": "?", "outs": "?"}
    params.update({k: _words(v) for k, v in verdict.params.items()})
    try:
        return REASONS.get(verdict.reason, verdict.reason).format(**params)
    except (KeyError, IndexError, ValueError):
        return verdict.reason
