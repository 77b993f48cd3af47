"""Every reason the draw-and-discard hint gives is true of the position (issue 33, point 4).

Over seeded games of Rummy (with and without jokers), Rummy Multiplayer and Rummy 500, at
seat 0's decisions the hint's reason is checked against the position by a count written
here from the rules alone (every pair of kept cards with each card the seat has not seen:
is it a meld?), not by the code that wrote the reason:

* the chances it counts are the unseen cards that complete a meld with the cards kept, and
  "the most chances" is the most any discard keeps;
* "no card would complete a meld" holds for every discard, and "the costliest card the
  next player cannot play at once" is said only of that card (or the costliest of all);
* "the next player could play it" names a card that fits a meld on the table (or, in
  Rummy 500, two cards of the pile), costlier than the one thrown away;
* "a player has only n cards left" is so.
"""

from __future__ import annotations

from itertools import combinations

import pytest

from rummy_desktop.advice import discard
from rummy_desktop.advice.hints import hint
from rummy_desktop.ai.greedy import GreedyPlayer
from rummy_desktop.core.actions import Discard, TakeDiscard
from rummy_desktop.core.cards import JOKER_BASE
from rummy_desktop.core.groups import joker_options, judge_faces
from rummy_desktop.solver.values import value_function


@pytest.fixture(autouse=True)
def quick(monkeypatch):
    monkeypatch.setattr(discard, "HINT_WORLDS", 4)  # the reasons, not the judge, are under test


def _unseen(view) -> dict[int, int]:
    left = {f: view.rules.decks for f in range(52)}
    for c in list(view.hand) + [c for g in view.table for c in g] + list(view.discard):
        if c < JOKER_BASE:
            left[c % 52] -= 1
    return {f: n for f, n in left.items() if n > 0}


def _meld(cards_faces: list[int], jokers: int, meld) -> bool:
    if meld.max_jokers is not None and jokers > meld.max_jokers:
        return False
    if jokers == 0:
        return judge_faces(cards_faces, meld) in ("set", "run")
    return bool(joker_options(cards_faces, jokers, meld))


def _completes(face: int, kept: list[int], meld) -> bool:
    """Some two kept cards and ``face`` make a meld (any longer meld holds such three)."""
    for a, b in combinations(kept, 2):
        naturals = [face] + [c % 52 for c in (a, b) if c < JOKER_BASE]
        if _meld(naturals, sum(1 for c in (a, b) if c >= JOKER_BASE), meld):
            return True
    return False


def _outs(kept: list[int], view) -> int:
    return sum(n for f, n in _unseen(view).items() if _completes(f, kept, view.rules.meld))


def _playable_by_next(card: int, view) -> bool:
    """The next player could play ``card`` at once: it fits a meld on the table, or (a
    spread pile) makes a meld with two cards of the pile."""
    meld = view.rules.meld
    for g in view.table:
        faces = [view.declared[c] if c >= JOKER_BASE else c % 52 for c in g]
        if judge_faces(faces + [card % 52], meld) in ("set", "run"):
            return True
    if view.rules.dig:
        pile = [c for c in view.discard if c < JOKER_BASE]
        return any(judge_faces([card % 52, a % 52, b % 52], meld) in ("set", "run") for a, b in combinations(pile, 2))
    return False


def _check(view, action, reason: str, params: dict) -> None:
    value = value_function(view.rules.variant)
    hand = list(view.hand)
    if isinstance(action, TakeDiscard) and reason == "take_discard":
        assert params["outs"] == _outs(hand + [view.discard[-1]], view)
        return
    if not isinstance(action, Discard):
        return
    card = action.card
    assert card == params["card"] and card in hand and card != view.restricted
    legal = [c for c in hand if c != view.restricted and c < JOKER_BASE]
    if reason == "discard_chances":
        kept = [c for c in hand if c != card]
        assert params["outs"] == _outs(kept, view), (reason, params)
        if params["most"]:
            assert all(_outs([c for c in hand if c != x], view) <= params["outs"] for x in legal)
    elif reason == "discard_no_chances":
        assert all(_outs([c for c in hand if c != x], view) == 0 for x in legal)
        safe = [c for c in legal if not _playable_by_next(c, view)]
        assert params["costliest"] == (value(card) == max(value(c) for c in (safe or legal))), (params, hand)
        assert params["points"] == value(card)
        assert params["feeds"] == any(value(c) > value(card) for c in legal if _playable_by_next(c, view))
    elif reason == "discard_feeds":
        kept = params["kept"]
        assert kept in hand and _playable_by_next(kept, view) and value(kept) > value(card)
    elif reason == "discard_endgame":
        others = [n for s, n in enumerate(view.hand_counts) if s != view.seat and view.active[s]]
        assert min(others) == params["cards"]
    else:
        pytest.fail(f"unknown reason {reason}")


@pytest.mark.parametrize("variant, options, players", [
    ("rummy", {}, 2), ("rummy", {"jokers": "on"}, 3), ("rummy-multiplayer", {}, 4), ("rummy-500", {}, 2),
])
def test_every_discard_reason_is_true_of_the_position(catalog, variant, options, players):
    reasons: dict[str, int] = {}
    for seed in range(2):
        game = catalog.new_game(variant, options, players, 7000 + seed)
        seats = [GreedyPlayer(s) for s in range(players)]
        while not game.over and len(game.log) < 160:
            seat = game.to_act
            view = game.view(seat)
            if seat == 0 and view.phase in ("draw", "meld") and view.open_actions:
                h = hint(view)
                _check(view, h.actions[0], h.reason, h.params)
                reasons[h.reason] = reasons.get(h.reason, 0) + 1
            game.apply(seat, seats[seat].choose(view) if seat else GreedyPlayer(0).choose(view))
    assert reasons.get("discard_chances", 0) + reasons.get("discard_no_chances", 0) >= 5, reasons
