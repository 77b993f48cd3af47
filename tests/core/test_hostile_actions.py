"""Game.apply is the door the network and the saves feed: anything that is not a valid
action of a valid seat is refused with IllegalAction, and nothing changes (issue 10,
point 16)."""

from __future__ import annotations

import json

import pytest

from rummy_desktop.core.actions import (
    Commit,
    ContinueGame,
    Dig,
    Discard,
    Draw,
    IllegalAction,
    LayOff,
    Meld,
    Pass,
    SwapJoker,
    TakeDiscard,
    Withdraw,
)
from rummy_desktop.core.reasons import REASONS
from rummy_desktop.core.rng import derive_seed
from rummy_desktop.storage import saves

VARIANTS = ["rummy", "rummy-multiplayer", "rummy-500", "manipulation", "machiavelli", "shanghai",
            "guadalupe", "carousel", "vatican", "tahiti"]
OPTIONS = {"rummy": {"jokers": "on"}, "rummy-500": {"jokers": "on"}, "machiavelli": {"incomplete_move": "withdraw"}}


class SubDraw(Draw):
    """Not one of the engine's action classes."""


def fingerprint(game) -> tuple:
    """Everything a refused action must leave as it was: the state, the save, the log,
    every seat's view (and a spectator's), the shuffle generator, the pending events."""
    st = game.state
    return (
        st.snapshot(), json.dumps(saves.to_data(game)), len(game.log),
        [json.dumps(game.view(s).to_json()) for s in range(game.players)], json.dumps(game.view(None).to_json()),
        (game.rng.state, game.rng.inc), len(game._pending),
    )


def positions(catalog, variant):
    """A fresh deal, and the first position where the player to act could lay off or
    rearrange (a group on the table; draw-and-discard games: after the draw)."""
    seed = derive_seed(101, VARIANTS.index(variant))
    game = catalog.new_game(variant, OPTIONS.get(variant, {}), 3, seed)
    yield game
    bots = [catalog.player("greedy").factory(s, derive_seed(seed, s + 1)) for s in range(3)]
    for _ in range(3000):
        st = game.state
        if st.table.groups and st.phase in ("meld", "play"):
            yield game
            return
        seat = game.to_act
        game.apply(seat, bots[seat].choose(game.view(seat)))
    raise AssertionError(f"{variant}: no group on the table in 3000 actions")


def legal_looking(game):
    """An action the seat to act may well take now (so only the seat is wrong)."""
    st = game.state
    if st.phase == "draw":
        return Draw()
    if st.phase == "meld":
        return Discard(card=next(c for c in st.hands[st.turn] if c != st.restricted))
    return Draw() if st.stock else Pass()


def hostile(game):
    seat = game.to_act
    players = game.players
    c = game.state.hands[seat][0]
    ok = legal_looking(game)
    for bad_seat in (float(seat), None, str(seat), True, False, -1, players, 10**40, [seat], complex(seat)):
        yield bad_seat, ok
    mutated = LayOff(card=c, group=0)
    object.__setattr__(mutated, "group", -1)
    for bad in (
        None, "draw", {"type": "draw"}, Draw, object(), SubDraw(), ok.model_dump(),
        Meld.model_construct(cards=None), Meld.model_construct(), Meld.model_construct(cards=(c, -1, 5000)),
        Meld.model_construct(cards=(c,), jokers=None), Meld.model_construct(cards=[c, "x"]),
        Meld.model_construct(cards=(c, True)),
        LayOff.model_construct(card=c, group=-1), LayOff.model_construct(card=c, group=0.0),
        LayOff.model_construct(card=c, group="0"), LayOff.model_construct(card=None, group=0),
        LayOff.model_construct(card=c, group=None), mutated,
        SwapJoker.model_construct(card=c, group=-1), Discard.model_construct(card=-1),
        Discard.model_construct(card=10**40), Discard.model_construct(card=True), Discard.model_construct(),
        Dig.model_construct(card=3.5), Dig.model_construct(card=None),
        Commit.model_construct(table=None), Commit.model_construct(table="abc"),
        Commit.model_construct(table=((c, 500),)), Commit.model_construct(table=[[c]]),
        Commit.model_construct(table=((c,),), jokers={"x": 1}), Commit.model_construct(table=((c,),), jokers=None),
        Commit.model_construct(table=(), knock="yes"), Commit.model_construct(table=((c,),), knock=None),
        Draw.model_construct(type="pass"), TakeDiscard.model_construct(type=None),
        Withdraw.model_construct(type="draw"), ContinueGame.model_construct(type=1), Pass.model_construct(type=b"pass"),
    ):
        yield seat, bad


@pytest.mark.parametrize("variant", VARIANTS)
def test_hostile_actions_are_refused_and_change_nothing(catalog, variant, tmp_path):
    for game in positions(catalog, variant):
        before = fingerprint(game)
        for seat, action in hostile(game):
            with pytest.raises(IllegalAction) as err:
                game.apply(seat, action)
            assert err.value.code in REASONS, (seat, action)
            assert fingerprint(game) == before, f"refused {seat!r}, {action!r} changed the game"
        # and the game's own save still loads, to the same game
        path = tmp_path / f"{variant}.json"
        saves.save(path, game)
        loaded, _ = saves.load(path, catalog)
        assert fingerprint(loaded)[:4] == before[:4]


def test_lay_off_on_group_minus_one_is_refused(catalog, tmp_path):
    """A LayOff built without validation once laid its card on the last group, and the
    game's save then did not load."""
    game = next(g for i, g in enumerate(positions(catalog, "rummy")) if i == 1)
    seat = game.to_act
    card = game.state.hands[seat][0]
    groups = [list(g) for g in game.state.table.groups]
    with pytest.raises(IllegalAction) as err:
        game.apply(seat, LayOff.model_construct(card=card, group=-1))
    assert err.value.code == "malformed_action"
    assert game.state.table.groups == groups
    saves.save(tmp_path / "g.json", game)
    saves.load(tmp_path / "g.json", catalog)


def test_float_seat_takes_no_card(catalog):
    game = catalog.new_game("rummy", {}, 2, 5)
    stock = list(game.state.stock)
    with pytest.raises(IllegalAction) as err:
        game.apply(float(game.to_act), Draw())
    assert err.value.code == "no_such_seat" and game.state.stock == stock


def test_validated_actions_still_play(catalog):
    """The door re-validates; a well-formed action still plays (and is logged as given)."""
    game = catalog.new_game("rummy", {}, 2, 5)
    seat = game.to_act
    game.apply(seat, Draw())
    card = game.state.hands[seat][-1]
    game.apply(seat, Discard(card=card))
    assert game.log == [(seat, Draw()), (seat, Discard(card=card))]
