"""Helpers that rule sets share for round scoring and game ends: what a card counts, the
seats of a round, the best totals, and the usual round scorings (penalty points, winner
takes all, a single round). The built-in rule sets score with them; so may a plugin's."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from .cards import JOKER_BASE
from .variant import GameEnd, RoundOutcome, RoundScore, Rules

CardValue = Callable[[int], int]


def rank(card: int) -> int:
    """A natural card's rank: 1 (ace) to 13 (king)."""
    return card % 13 + 1


def hand_value(hand: Sequence[int], value: CardValue) -> int:
    """What the cards of ``hand`` count together, each by ``value(card)``."""
    return sum(value(c) for c in hand)


def face_value(card: int, ace: int, joker: int, picture: int = 10) -> int:
    """Ace ``ace``, 2-10 face value, J Q K ``picture``, joker ``joker``."""
    if card >= JOKER_BASE:
        return joker
    r = card % 13 + 1
    if r == 1:
        return ace
    return picture if r > 10 else r


def seats(outcome: RoundOutcome) -> list[int]:
    """The seats dealt in this round."""
    active = outcome.active or [True] * len(outcome.hands)
    return [s for s in range(len(outcome.hands)) if active[s]]


def lowest(values: Sequence[int], among: Sequence[int]) -> list[int]:
    """The seats among ``among`` with the lowest of ``values`` (all of them on a tie)."""
    best = min(values[s] for s in among)
    return [s for s in among if values[s] == best]


def best_totals(totals: Sequence[int], among: Sequence[int], rules: Rules) -> list[int]:
    """The seats among ``among`` holding the best total: the lowest where the rule set
    declares that low totals win (``rules.lower_wins``), else the highest."""
    best = (min if rules.lower_wins else max)(totals[s] for s in among)
    return [s for s in among if totals[s] == best]


def penalty_round(outcome: RoundOutcome, value: CardValue) -> RoundScore:
    """Penalty games: everyone but the one who went out scores their hand; in a blocked
    round everyone does, and the lowest hand (all tied) counts as the round's winner."""
    live = seats(outcome)
    points = [hand_value(h, value) if s in live else 0 for s, h in enumerate(outcome.hands)]
    if outcome.ending == "out":
        assert outcome.seat is not None  # a round someone went out of names them (RoundOutcome.seat)
        points[outcome.seat] = 0
        return RoundScore(points, [outcome.seat])
    return RoundScore(points, lowest(points, live))


def winner_takes_all_round(outcome: RoundOutcome, value: CardValue) -> RoundScore:
    """Winner takes all: the winner collects everyone else's penalties (doubled for a
    rummy); a round nobody went out of goes to the lowest hand(s), each collecting the
    others'. ``display`` holds each seat's penalty points."""
    live = seats(outcome)
    pts = [hand_value(outcome.hands[s], value) if s in live else 0 for s in range(len(outcome.hands))]
    scores = [0] * len(pts)
    if outcome.ending == "out":
        assert outcome.seat is not None  # a round someone went out of names them (RoundOutcome.seat)
        w = outcome.seat
        scores[w] = sum(pts[s] for s in live if s != w) * (2 if outcome.rummy else 1)
        return RoundScore(scores, [w], display=pts)
    winners = lowest(pts, live)
    for w in winners:
        scores[w] = sum(pts[s] for s in live if s not in winners)
    return RoundScore(scores, winners, display=pts)


def single_round_result(outcome: RoundOutcome, measure: Sequence[int]) -> list[int]:
    """One-round games: who went out wins; a blocked round goes to the lowest ``measure``
    (cards or penalty points) and a tie for lowest is a draw (``[]``)."""
    if outcome.ending == "out":
        assert outcome.seat is not None  # a round someone went out of names them (RoundOutcome.seat)
        return [outcome.seat]
    live = seats(outcome)
    low = lowest(measure, live)
    return low if len(low) == 1 else []


def single_round_end(score: RoundScore, totals: Sequence[int]) -> GameEnd:
    """The game's result is the round's; a drawn round is a draw between the players tied
    for lowest (RULES.md §3.2.6: "a draw between B and C"), named as the game's winners
    with ``draw`` set, as in every other rule set (GameEnd.winners is never empty)."""
    if score.winners:
        return GameEnd(winners=list(score.winners), draw=False, totals=list(totals))
    measure = score.display if score.display is not None else score.scores
    return GameEnd(winners=lowest(measure, range(len(measure))), draw=True, totals=list(totals))
