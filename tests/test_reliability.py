"""Random games of every rule set, at 2 players and at the maximum, with the invariants
checked after every action (issue 2, point 6)."""

import json
from collections import Counter

import pytest

from rummy_desktop.core.actions import (
    Commit, Discard, Draw, IllegalAction, LayOff, Meld, Pass, TakeDiscard,
)
from rummy_desktop.core.cards import make_deck
from rummy_desktop.core.engine import Game
from rummy_desktop.core.reasons import REASONS
from rummy_desktop.core.rng import Pcg32, derive_seed
from rummy_desktop.storage import saves

VARIANTS = ["rummy", "rummy-multiplayer", "rummy-500", "manipulation", "machiavelli", "shanghai",
            "guadalupe", "carousel", "vatican", "tahiti"]
MAX_PLAYERS = {"rummy": 6, "rummy-multiplayer": 4, "rummy-500": 7}


OPTION_CASES = [
    ("rummy", {"jokers": "on", "aces": "high-or-low", "scoring": "winner-takes-all"}),
    ("rummy-500", {"jokers": "on", "hand_size": "7", "target": "250"}),
    ("machiavelli", {"incomplete_move": "withdraw"}),
    ("tahiti", {"incomplete_move": "withdraw"}),
    ("shanghai", {"mandatory_meld": "trust"}),
    ("manipulation", {"target": "300"}),
]


def cases():
    for v in VARIANTS:
        for n in (2, MAX_PLAYERS.get(v, 5)):
            yield pytest.param(v, n, {}, id=f"{v}-{n}")
    for v, options in OPTION_CASES:
        label = ",".join(f"{k}={x}" for k, x in options.items())
        yield pytest.param(v, 3, options, id=f"{v}-3-{label}")


def same_game(a: Game, b: Game) -> bool:
    """Two games in the same state, finished rounds included."""
    sa, sb = a.state.snapshot(), b.state.snapshot()
    sa.pop("history"), sb.pop("history")
    return sa == sb and a.state.history == b.state.history


def check_cards(game: Game) -> None:
    st = game.state
    rules = game.round_rules
    everything = [c for h in st.hands for c in h] + st.stock + st.discard + st.table.cards()
    assert Counter(everything) == Counter(make_deck(rules.decks, rules.jokers)), "a card was created or lost"


def check_view(game: Game, seat: int) -> None:
    st = game.state
    view = game.view(seat)
    assert list(view.hand) == st.hands[seat]
    hidden = {c for s, h in enumerate(st.hands) if s != seat for c in h} | set(st.stock)
    shown = set(view.hand) | set(view.discard) | set(view.loose) | {c for g in view.table for c in g} \
        | set(view.by) | set(view.declared)
    assert not hidden & shown, "the view shows hidden cards"
    data = json.dumps(view.to_json())
    assert "stock" not in {k for k in view.to_json() if k != "stock_count"}
    assert len(data) < 20000
    assert view.hand_counts == tuple(len(h) for h in st.hands)


def illegal_actions(game: Game, rng: Pcg32):
    """Actions that are always refused in the current position."""
    st = game.state
    seat = st.turn
    other = (seat + 1) % game.players
    not_mine = [c for s, h in enumerate(st.hands) if s != seat for c in h] + st.stock[:3]
    yield other, Draw()  # not their turn
    if not_mine:
        foreign = not_mine[rng.below(len(not_mine))]
        if game.spec.family == "draw-discard":
            yield seat, Discard(card=foreign)
            yield seat, Meld(cards=(foreign, foreign, foreign))
            if st.table.groups:
                yield seat, LayOff(card=foreign, group=0)
        else:
            groups = tuple(tuple(g) for g in st.table.groups)
            yield seat, Commit(table=groups + ((foreign,),))
    if game.spec.family == "manipulation":
        if st.table.groups:
            yield seat, Commit(table=tuple(tuple(g) for g in st.table.groups[1:]))  # drops a group
        if st.stock:
            yield seat, Pass()
    elif st.phase == "meld":
        yield seat, TakeDiscard()
    elif st.phase == "draw":
        yield seat, Discard(card=st.hands[seat][0])
    yield seat, LayOff(card=st.hands[seat][0], group=99) if game.spec.family == "draw-discard" else Commit(table=())


@pytest.mark.parametrize("variant,players,options", list(cases()))
def test_random_games_keep_every_invariant(catalog, variant, players, options, tmp_path):
    seed = derive_seed(20261129, players)
    game = catalog.new_game(variant, options, players, seed)
    bots = [catalog.player("random").factory(s, derive_seed(seed, s + 1)) for s in range(players)]
    rng = Pcg32(seed)
    check_cards(game)
    steps = 0
    while not game.over:
        seat = game.to_act
        if steps % 5 == 0 and game.state.phase != "between_rounds":
            before = game.state.snapshot()
            for bad_seat, bad in illegal_actions(game, rng):
                log_len = len(game.log)
                with pytest.raises(IllegalAction) as err:
                    game.apply(bad_seat, bad)
                assert err.value.code in REASONS or err.value.code.startswith("invalid")
                assert game.state.snapshot() == before, f"refused {bad!r} changed the state"
                assert len(game.log) == log_len
        game.apply(seat, bots[seat].choose(game.view(seat)))
        steps += 1
        check_cards(game)
        for s in (range(players) if steps % 4 == 0 else (game.to_act,)):
            check_view(game, s)
        assert steps < 60000, "the game does not end"
    # The log replays to the same state, and a save round-trips.
    again = Game.replay(game.variant, game.options, players, seed, game.log, catalog.adjust)
    assert same_game(again, game)
    path = tmp_path / "game.json"
    saves.save(path, game, names=[f"P{i}" for i in range(players)])
    loaded, meta = saves.load(path, catalog)
    assert same_game(loaded, game)
    assert meta.variant == variant and meta.seed == seed
