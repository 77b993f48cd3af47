"""The Expert's search by sampling in the Manipulation family.

The Expert's play is the exact solver's best play (:meth:`LevelPlayer._plan`). Before
it is made, it is put against the other things the seat may do now (:func:`candidates`):
holding the cards back (drawing instead, where drawing ends the turn; or the plain play
that leaves the table's groups as they are, when it places fewer cards), Carousel's knock
the other way, and where cards cost points the play that places the most cards instead
of the most points. Each is played in the same worlds: the other hands and the stock
dealt at random from the cards the seat cannot see (:func:`.sampling.deal_world`; in this
family no card goes back from the table into a hand, so the view tells all there is to
know), and the round is played to its end by fast players (:class:`RolloutPlayer`, the
greedy player, through the real engine). The round is judged by the rule set's own code
(:func:`outcome_value`): the round's score, or the game's result when the round ends the
game (the one-round games always: going out first is what counts there). The exact play
is kept unless another does better on average by more than a margin in standard errors.

Nothing here reads hidden state: the worlds come from the seat's view and its seed.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from rummy_desktop.core.actions import Commit, Draw
from rummy_desktop.core.cards import JOKER_BASE
from rummy_desktop.core.engine import Game, round_score
from rummy_desktop.core.manipulation import carousel_count
from rummy_desktop.core.variant import GameProgress, RoundOutcome
from rummy_desktop.core.view import SeatView

from . import sampling
from .greedy import GreedyPlayer, card_cost
from .moves import greedy_split, natural_runs
from .sampling import Memory, SearchResult

#: A round that has not ended after this many actions of the rollout is scored as it
#: stands (Manipulation's stock of 90 cards is drawn one card at a time: a round between
#: greedy players takes about 150 actions).
ROLLOUT_ACTIONS = 400
#: What winning the game is worth, in round points, when a world's round ends the game:
#: the one-round games compare wins only; in Manipulation and Carousel a round that ends
#: the game is judged by who wins it, not by its points.
GAME_WON = 100.0


def knock_allowed(view: SeatView, commit: Commit) -> bool:
    """Carousel: may ``commit`` be made with a knock (cards left, count within the limit,
    not in the final turns)?"""
    rules = view.rules
    assert rules is not None  # a seat's view from the engine carries its round's rules
    if rules.knock_limit is None or view.final_turns is not None:
        return False
    placed = {c for g in commit.table for c in g}
    left = [c for c in view.hand if c not in placed]
    return bool(left) and sum(carousel_count(c) for c in left) <= rules.knock_limit


def candidates(view: SeatView, play: Commit, other: Commit | None = None,
               plain: Commit | None = None) -> list[Any]:
    """The actions worth a search: ``play`` (the exact play, with the knock the Expert
    chose) first; the same play with the knock the other way; ``other`` (the play found
    with the other objective) when it places other cards; ``plain`` (the play that leaves
    the table's groups as they are, :meth:`GreedyPlayer.plan_commit`) when it places fewer
    cards: it holds the rest back and opens up less of the table to the next player; and
    holding all the cards back, where drawing (or passing) ends the turn: in Manipulation
    and Shanghai a player must meld when able (RULES.md §2.0.6), and a draw there does not
    end the turn."""
    out: list[Any] = [play]
    placed = _placed(view, play)
    if knock_allowed(view, play):
        out.append(play.model_copy(update={"knock": not play.knock}))
    if other is not None and _placed(view, other) != placed:
        out.append(other.model_copy(update={"knock": play.knock and knock_allowed(view, other)}))
    if plain is not None and len(_placed(view, plain)) < len(placed):
        out.append(plain)
    rules = view.rules
    assert rules is not None  # a seat's view from the engine carries its round's rules
    if rules.structure.draw_instead(rules) and "draw" in view.open_actions:
        out.append(Draw())
    return out


def _placed(view: SeatView, commit: Commit) -> list[int]:
    return sorted({c for g in commit.table for c in g} & set(view.hand))


class RolloutPlayer(GreedyPlayer):
    """The greedy player, quicker to see that it has nothing to play: most turns of a
    rollout are draws, and the greedy player's plan (its splits, its extensions of every
    group, the engine's check of its commit) cost a millisecond each. A hand card that no
    group on the table takes (by the remembered extensions of each group), no joker, and
    no new group from the hand (and Tahiti's loose cards) mean no play, as the greedy
    player would find it; otherwise it plans as the greedy player does."""

    def plan_commit(self, view: Any) -> Commit | None:
        rules = view.rules
        meld = rules.meld
        hand = view.hand
        naturals = [c for c in hand if c < JOKER_BASE]
        opened = view.opened[view.seat]
        if rules.opening_run and not opened:
            if not natural_runs(naturals, meld):
                return None
            return super().plan_commit(view)
        if len(naturals) < len(hand):
            return super().plan_commit(view)  # a joker fits many groups: ask the full plan
        faces = {c % 52 for c in naturals}
        for g in view.table:
            if faces & self._extensions(g, view.declared, meld):
                return super().plan_commit(view)
        pool = naturals + list(view.loose)
        mine = set(naturals)
        if any(mine.intersection(g) for g in greedy_split(pool, meld, card_cost)):
            return super().plan_commit(view)
        return None


def outcome_value(game: Game, outcome: RoundOutcome, seat: int) -> float:
    """The round's result for ``seat`` by the rule set's own code: when the round ends
    the game (``game_end``), :data:`GAME_WON` times its share of the win (a shared win or
    a draw shares it); otherwise the round's score against the others' average, penalty
    points counting against where low totals win."""
    st = game.state
    rules = game.round_rules
    variant = game.variant
    outcome.active = list(st.active)
    score = round_score(variant, rules, outcome, game.players)
    totals = [t + s for t, s in zip(st.totals, score.scores)]
    won = list(st.rounds_won)
    for w in score.winners:
        won[w] += 1
    end = variant.game_end(rules, GameProgress(totals=totals, rounds_won=won, rounds=st.round_no,
                                               active=list(st.active), last=score, last_outcome=outcome))
    if end is not None:
        return GAME_WON / len(end.winners) if seat in end.winners else 0.0
    rivals = [s for s in range(game.players) if s != seat and st.active[s]]
    if not rivals:
        return 0.0
    diff = score.scores[seat] - sum(score.scores[s] for s in rivals) / len(rivals)
    return -diff if rules.lower_wins else diff


def rollout(game: Game, seat: int, players: Sequence[GreedyPlayer]) -> float:
    """Play ``game`` to the end of its round with ``players`` (one per seat) through the
    engine and return :func:`outcome_value` for ``seat``."""
    return sampling.rollout(game, seat, players, ROLLOUT_ACTIONS, outcome_value)


def search(view: SeatView, variant: Any, options: Sequence[Any], seed: int, worlds: int, budget: float,
           confidence: float) -> SearchResult | None:
    """Judge ``options`` by :func:`rollout` in up to ``worlds`` worlds dealt from ``view``
    (:func:`.sampling.search`: every option meets the same worlds, the clearly worse are
    dropped as they come), stopping after ``budget`` seconds with the whole worlds played
    so far. The first option is kept unless another's mean gain over it exceeds
    ``confidence`` standard errors. None when no world can be dealt, or none was played to
    the end within the budget."""
    assert view.seat is not None  # a player searches at its own seat (a spectator's view has none)
    return sampling.search(view, Memory(view.seat), variant, options, seed, worlds, budget, confidence,
                           players=[RolloutPlayer(s) for s in range(view.players)], play=rollout, strict=True)
