"""The legal actions (core/legal.py): exactly what the engine accepts, from the seat's view.

Every listed action is played by the engine; every action a brute force finds that the
engine accepts is listed (the same move, written the list's way); the list from the view
is the list from the game; the house rules' judges are asked of each.
"""

from __future__ import annotations

from itertools import combinations

import pytest

from rummy_desktop import testing
from rummy_desktop.core.actions import (
    Commit,
    Dig,
    Discard,
    Draw,
    IllegalAction,
    Knock,
    LayOff,
    Meld,
    Pass,
    SwapJoker,
    TakeDiscard,
)
from rummy_desktop.core.cards import JOKER_BASE
from rummy_desktop.core.drawdiscard import judge, judge_lay_off, judge_meld
from rummy_desktop.core.legal import legal_actions
from rummy_desktop.core.rng import Pcg32


@pytest.fixture(scope="module")
def cat():
    return testing.catalog()


def _engine_accepts(game, seat, action) -> bool:
    mark = game._checkpoint()
    try:
        game.apply(seat, action)
    except IllegalAction:
        return False
    game._restore(mark)
    return True


def _key(pos, action):
    """One move, however it is written: a meld's cards as a set, every joker's face."""
    if isinstance(action, Meld):
        _, decl = judge_meld(pos, action)
        return ("meld", frozenset(action.cards), frozenset(decl.items()))
    if isinstance(action, LayOff):
        _, decl = judge_lay_off(pos, action)
        return ("lay_off", action.card, action.group, decl.get(action.card))
    return (action.type, getattr(action, "card", None), getattr(action, "group", None))


def _brute(pos, game, seat):
    """Every action of the draw-and-discard turn a brute force tries: melds of 3 to 5 hand
    cards (a joker as any of the 52 cards), lay-offs of each card on each meld, swaps,
    discards, knocks, draws, digs; those the engine's judges accept."""
    hand = list(pos.hand)
    out = [Draw(), TakeDiscard(), Pass()] + [Dig(card=c) for c in game.state.discard]
    for size in (3, 4, 5):
        for combo in combinations(hand, size):
            jokers = [c for c in combo if c >= JOKER_BASE]
            if len(jokers) > 1:
                continue
            if jokers:
                out += [Meld(cards=combo, jokers={jokers[0]: f}) for f in range(52)]
            else:
                out.append(Meld(cards=combo))
    for c in hand:
        for gi in range(len(pos.table)):
            out += [LayOff(card=c, group=gi)] + ([LayOff(card=c, group=gi, joker_as=f) for f in range(52)]
                                                 if c >= JOKER_BASE else [])
            out.append(SwapJoker(card=c, group=gi))
        out += [Discard(card=c), Knock(card=c)]
    return out


def _check_position(game, seat, rng, brute: bool) -> None:
    view = game.view(seat)
    legal = legal_actions(view)
    listed = legal.actions()
    assert [a for a in game.legal(seat)] == listed  # the view's answer is the game's
    for action in listed:
        assert legal.accepts(action)
        assert _engine_accepts(game, seat, action), f"listed but refused: {action!r}"
    if not brute or not listed or view.rules.structure.working_copy:
        return
    pos = legal.position
    keys = {_key(pos, a) for a in listed}
    assert len(keys) == len(listed), "an action listed twice"
    for action in _brute(pos, game, seat):
        if not isinstance(action, (Dig, Draw, TakeDiscard, Pass)) and action.type in legal.types:
            try:
                judge(pos, action)
            except IllegalAction:
                assert not legal.accepts(action)
                continue
            assert legal.accepts(action)
            assert _key(pos, action) in keys, f"accepted but not listed: {action!r}"
        else:
            assert legal.accepts(action) == (action in listed or action.type in legal.types
                                            and _engine_accepts(game, seat, action)), action


def _walk(game, rng, checks: int, brute_every: int) -> None:
    """Play ``game`` by random legal actions (the Manipulation family: the greedy player's
    commits too), checking positions on the way."""
    from rummy_desktop.ai.greedy import GreedyPlayer

    greedy = [GreedyPlayer(s) for s in range(game.players)]
    steps = 0
    while not game.over and steps < checks:
        seat = game.to_act
        _check_position(game, seat, rng, steps % brute_every == 0)
        legal = game.legal(seat)
        options = legal.actions()
        if game.structure.working_copy and "commit" in legal.types:
            commit = greedy[seat].plan_commit(game.view(seat))
            if commit is not None:
                assert legal.accepts(commit) == _engine_accepts(game, seat, commit)
                if legal.accepts(commit):
                    options = options + [commit]
        action = options[rng.below(len(options))]
        game.apply(seat, action)
        steps += 1


DRAW_DISCARD = [("rummy", {}), ("rummy", {"jokers": "on"}), ("rummy-500", {}), ("rummy-multiplayer", {}),
                ("gin-rummy", {})]


@pytest.mark.parametrize("variant,options", DRAW_DISCARD)
def test_the_list_is_what_the_engine_accepts(cat, variant, options):
    for seed in range(2):
        game = cat.new_game(variant, options, 2 if variant == "gin-rummy" else 3, seed)
        _walk(game, Pcg32(seed), 160, 9)


@pytest.mark.parametrize("variant", ["manipulation", "carousel", "vatican", "tahiti", "guadalupe"])
def test_the_manipulation_family_lists_its_decisions_and_checks_commits(cat, variant):
    game = cat.new_game(variant, {}, 3, 5)
    _walk(game, Pcg32(5), 120, 10 ** 6)
    view = game.view(game.to_act)
    legal = legal_actions(view)
    assert all(not isinstance(a, Commit) for a in legal)
    assert not legal.accepts(Commit(table=()))


def test_jokers_are_listed_with_each_card_they_may_stand_for(cat):
    game = testing.deal(cat, "rummy", {"jokers": "on"}, hands=[["7H", "8H", "JK1", "2C"], ["2S", "3D", "KC"]],
                        table=[["4S", "5S", "6S"]], discard=["9C"])
    testing.play(game, 0, {"type": "draw"})
    legal = game.legal(0)
    runs = {frozenset(m.jokers.values()) for m in legal.melds() if set(m.cards) == set(testing.cards("7H 8H JK1"))}
    assert runs == {frozenset({testing.face("6H")}), frozenset({testing.face("9H")})}
    faces = {a.joker_as for a in legal.lay_offs(testing.card("JK1"))}
    assert faces == {testing.face("3S"), testing.face("7S")}
    assert legal.accepts(Meld(cards=tuple(testing.cards("8H 7H JK1")), jokers={testing.card("JK1"): testing.face("9H")}))


def test_the_house_rules_judge_every_listed_action(cat):
    game = testing.deal(cat, "rummy", {"meld_size": "4"}, hands=[["7C", "7D", "7H", "3S", "4S", "5S", "6S"],
                                                                  ["2S", "3D", "KC"]], discard=["9C"])
    testing.play(game, 0, {"type": "draw"})
    melds = game.legal(0).melds()
    assert melds and all(len(m.cards) >= 4 for m in melds)
    assert not game.legal(0).accepts(Meld(cards=tuple(testing.cards("7C 7D 7H"))))


def test_the_card_taken_is_no_discard_and_never_stranded(cat):
    game = testing.deal(cat, "rummy", hands=[["7C", "7D", "KS"], ["2S", "3D", "KC"]], discard=["7H"])
    testing.play(game, 0, {"type": "take_discard"})
    legal = game.legal(0)
    assert testing.card("7H") not in {a.card for a in legal.discards()}
    # melding 7C 7D KS... no: 7C 7D 7H leaves KS; a meld without 7H that leaves only it is refused
    assert {frozenset(m.cards) for m in legal.melds()} == {frozenset(testing.cards("7C 7D 7H"))}


def test_after_taking_the_discard_the_seat_sees_what_it_could_meld(cat):
    game = testing.deal(cat, "rummy", hands=[["7C", "7D", "KS"], ["2S", "3D", "KC"]], discard=["7H"])
    after = game.legal(0).after(TakeDiscard())
    assert after is not None and after.types[:1] == ("meld",)
    assert [set(m.cards) for m in after.melds()] == [set(testing.cards("7C 7D 7H"))]
    assert game.legal(0).after(Draw()) is None


def test_not_the_seats_turn_nothing_is_legal(cat):
    game = cat.new_game("rummy", {}, 2, 3)
    other = 1 - game.to_act
    assert list(game.legal(other)) == [] and not game.legal(other).accepts(Draw())


def _name(c: int) -> str:
    from rummy_desktop.core.cards import card_name

    return card_name(c)


@pytest.mark.parametrize("variant,seed", [("rummy", 1), ("rummy", 2), ("rummy-500", 3), ("rummy-500", 4)])
def test_rich_positions_two_decks_twins_and_jokers(cat, variant, seed):
    """Hands crowded with melds, twins and jokers, a table with a joker: the list against
    the brute force, after drawing and after taking the discard."""
    rng = Pcg32(seed)
    game0 = cat.new_game(variant, {"jokers": "on"}, 5, seed)
    deck = sorted(c for h in game0.state.hands for c in h) + game0.state.stock + game0.state.discard
    table = [testing.cards("4S 5S 6S"), testing.cards("KD KC KH"), testing.cards("9C 10C JK1")]
    used = {c for g in table for c in g}
    near = [c for c in deck if c not in used and (c >= JOKER_BASE or 4 <= c % 13 <= 9)]
    rng.shuffle(near)
    hand = near[:11]
    rest = [c for c in deck if c not in used and c not in hand]
    rng.shuffle(rest)
    others = [rest[i * 3:(i + 1) * 3] for i in range(4)]
    top = rest[12:14]
    names = lambda cs: [_name(c) for c in cs]
    groups = [names(table[0]), names(table[1]), ["9C", "10C", "JK1=JC"]]
    for first in ("draw", "take_discard"):
        game = testing.deal(cat, variant, {"jokers": "on"}, hands=[names(hand)] + [names(o) for o in others],
                            table=groups, discard=names(top[:1]), stock_top=names(top[1:]), seed=seed)
        testing.play(game, 0, {"type": first})
        _check_position(game, 0, rng, True)
        assert game.legal(0).melds()
