"""Every computer level finishes every game, in every rule set and the options that change
how it plays (issue 10, point 17: Greedy and Beginner took and threw back the same card
forever in Rummy with jokers)."""

from __future__ import annotations

import pytest

from rummy_desktop.core.actions import Discard, TakeDiscard
from rummy_desktop.core.rng import derive_seed
from rummy_desktop.session.headless import game_seed, play

LEVELS = ["random", "greedy", "beginner", "standard", "expert"]
#: Each rule set with the options that change what melds or how a turn goes; the longest
#: targets are left out (they only add rounds).
CASES = [
    ("rummy", {}),
    ("rummy", {"jokers": "on"}),
    ("rummy", {"jokers": "on", "aces": "high-or-low", "set_suits": "distinct", "scoring": "winner-takes-all"}),
    ("rummy-multiplayer", {}),
    ("rummy-500", {"target": "250"}),
    ("rummy-500", {"jokers": "on", "hand_size": "7", "target": "250"}),
    ("manipulation", {"mandatory_meld": "trust"}),
    ("machiavelli", {"incomplete_move": "withdraw"}),
    ("shanghai", {}),
    ("guadalupe", {"incomplete_move": "withdraw"}),
    ("carousel", {}),
    ("vatican", {}),
    ("tahiti", {"incomplete_move": "withdraw"}),
]


def _id(case) -> str:
    variant, options = case
    return "-".join([variant, *(f"{k}={v}" for k, v in options.items())])


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("case", CASES, ids=[_id(c) for c in CASES])
def test_every_level_finishes_every_game(catalog, case, level):
    """Seeded whole games (play() raises RunawayGame past its action limit, and
    RuntimeError on an illegal choice); two and three players for the quickest levels."""
    variant, options = case
    counts = (2, 3) if level in ("random", "greedy") else (3,)
    for players in counts:
        seed = derive_seed(17, players)
        _, summary = play(catalog, variant, options, players, seed, [level] * players)
        assert summary.winners or summary.draw


def test_the_runaway_game_of_the_issue_ends(catalog):
    # `rummy-desktop simulate --variant rummy --option jokers=on --games 40 --seed 0`, game 4
    _, summary = play(catalog, "rummy", {"jokers": "on"}, 2, game_seed(0, 4), ["greedy", "greedy"])
    assert summary.winners


@pytest.mark.parametrize("level", ["greedy", "beginner"])
@pytest.mark.parametrize("variant", ["rummy", "rummy-500"])
def test_a_discard_taken_to_meld_is_melded(catalog, level, variant):
    """Greedy and Beginner take the top discard only for a meld they make: by the end of
    that turn the card is on the table (judged by the same melds it puts down)."""
    taken = 0
    for i in range(4):
        seed = game_seed(3, i)
        game = catalog.new_game(variant, {"jokers": "on"}, 2 + i % 2, seed)
        bots = [catalog.player(level).factory(s, derive_seed(seed, s + 1)) for s in range(game.players)]
        pending: int | None = None
        while not game.over and len(game.log) < 20_000:
            seat = game.to_act
            view = game.view(seat)
            action = bots[seat].choose(view)
            if isinstance(action, TakeDiscard):
                pending = view.discard[-1]
                taken += 1
            elif isinstance(action, Discard) and pending is not None:
                assert action.card != pending
                assert any(pending in g for g in game.state.table.groups), \
                    f"took {pending} from the pile and did not meld it"
                pending = None
            game.apply(seat, action)
            if game.state.round_no != view.round_no:
                pending = None
        assert game.over
    assert taken > 0
