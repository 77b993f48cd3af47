"""The Manipulation family's hint starts from the working copy as the player left it, and
Show me's steps reach the hinted table from there (issue 33, points 1 and 2).

Over seeded games of every rule set of the family, at seat 0's turns, the working copy is
first edited at random (hand cards to new groups and onto groups, table cards moved, a
group split); the hint from that copy is then:

* None only when no play exists at all;
* "press Done" only when the copy is a play Done accepts and no hand card can be added
  to it;
* otherwise a move that the steps of :mod:`rummy_desktop.session.copy_steps` (one drag
  each) build on the copy, after which the Done check passes and the engine accepts the
  commit, placing every card the hint named.
"""

from __future__ import annotations

import copy
import random

import pytest

from rummy_desktop.core.actions import IllegalAction
from rummy_desktop.core.rng import derive_seed
from rummy_desktop.session.copy_steps import holds, next_step
from rummy_desktop.session.working_copy import GROUP, HAND, NEW, EditRefused, Target, WorkingCopy
from rummy_desktop.solver.hints import hint_from_copy, hint_position, play_exists

from rules.position import c, position  # tests/ is on the path (no __init__ there)

FAMILY = ["manipulation", "machiavelli", "shanghai", "guadalupe", "carousel", "vatican", "tahiti"]


def _scramble(wc: WorkingCopy, rnd: random.Random) -> None:
    """A few edits a player might make before asking for a hint."""
    for _ in range(rnd.randint(0, 4)):
        kind = rnd.random()
        try:
            if kind < 0.4 and len(wc.hand) >= 2:
                wc.move(rnd.sample(wc.hand, rnd.randint(1, min(3, len(wc.hand)))), Target(NEW))
            elif kind < 0.7 and wc.hand and wc.groups:
                wc.move([rnd.choice(wc.hand)], Target(GROUP, rnd.randrange(len(wc.groups))))
            elif kind < 0.85 and wc.groups:
                g = rnd.randrange(len(wc.groups))
                if len(wc.groups[g]) >= 2:
                    wc.split(g, rnd.randrange(1, len(wc.groups[g])))
            elif wc.placed:
                wc.move([rnd.choice(wc.placed)], Target(HAND))
        except EditRefused:
            pass


def _copy_game(game):
    shared = (game.variant, game.spec, game._adjust)
    return copy.deepcopy(game, {id(x): x for x in shared})


def _check_hint(game, view, wc: WorkingCopy) -> str:
    h = hint_from_copy(view, wc.groups, wc.hand, wc.loose, wc.declarations)
    if h is None:
        assert not play_exists(view)
        return "none"
    first = h.actions[0]
    if first.type == "draw":  # Carousel before its first draw
        return "draw"
    if h.done:
        done = wc.check()  # Done accepts the copy as it is
        assert hint_position(done.table.groups, done.table.declared, wc.hand, view.rules, done.table.loose) is None
        return "done"
    for _ in range(40):
        step = next_step(wc, first.table)
        if step is None:
            break
        cards, target = step
        kinds = {("hand" if x in wc.hand else "loose" if x in wc.loose else "table") for x in cards}
        assert cards and len(kinds) == 1  # one drag carries cards of one place
        wc.move(cards, target)
    assert holds(wc, first.table)
    for joker, face in first.jokers.items():
        if any(joker in g for g in wc.groups):
            wc.declare(joker, face)
    wc.check()
    assert set(h.cards) <= set(wc.placed)  # the hint named every card it plays
    trial = _copy_game(game)
    trial.apply(view.seat, wc.commit())  # the engine accepts it
    return "play"


def _until_done(game, view, wc: WorkingCopy) -> int:
    """Hint after hint from the copy they build: plays, then "press Done"."""
    for plays in range(8):
        if _check_hint(game, view, wc) == "done":
            return plays
    raise AssertionError("the hints never said press Done")


@pytest.mark.parametrize("variant", FAMILY)
def test_the_hint_from_any_working_copy_is_reached_by_drags_and_accepted(catalog, variant):
    seen: dict[str, int] = {}
    for k in range(3):
        seed = 4000 + k
        players = 2 + k % 2
        game = catalog.new_game(variant, {}, players, seed)
        seats = [catalog.player("greedy").factory(s, derive_seed(seed, s + 1)) for s in range(players)]
        rnd = random.Random(seed)
        checked = 0
        while not game.over and len(game.log) < 200 and checked < 6:
            seat = game.to_act
            view = game.view(seat)
            if seat == 0 and view.phase not in ("between_rounds", "over") and "commit" in view.open_actions:
                wc = WorkingCopy(view)
                _scramble(wc, rnd)
                kind = _check_hint(game, view, wc)
                seen[kind] = seen.get(kind, 0) + 1
                if kind == "play":
                    assert _until_done(game, view, wc) >= 0
                    seen["done"] = seen.get("done", 0) + 1
                checked += 1
            game.apply(seat, seats[seat].choose(view))
    assert seen.get("play", 0) >= 3 and seen.get("done", 0) >= 3, seen


def test_a_group_already_laid_is_not_hinted_again(catalog):
    """The issue's case: 9♣ 9♦ 9♥ laid as a new group, Done not pressed yet; the hint
    says press Done (nothing else fits), not "play 9♣" again."""
    game = position("manipulation", [["9C", "9D", "9H", "KS"], ["2C", "5D", "8S"]],
                    table=[["4H", "5H", "6H"]], phase="play")
    view = game.view(0)
    wc = WorkingCopy(view)
    wc.move([c("9C"), c("9D"), c("9H")], Target(NEW))
    h = hint_from_copy(view, wc.groups, wc.hand, wc.loose, wc.declarations)
    assert h.done and set(h.cards) == {c("9C"), c("9D"), c("9H")}


def test_a_valid_copy_with_more_to_play_gets_the_next_step(catalog):
    game = position("manipulation", [["9C", "9D", "9H", "7H"], ["2C", "5D", "8S"]],
                    table=[["4H", "5H", "6H"]], phase="play")
    view = game.view(0)
    wc = WorkingCopy(view)
    wc.move([c("9C"), c("9D"), c("9H")], Target(NEW))
    h = hint_from_copy(view, wc.groups, wc.hand, wc.loose, wc.declarations)
    assert not h.done and h.cards == (c("7H"),)
    step = next_step(wc, h.actions[0].table)
    assert step == ([c("7H")], Target(GROUP, 0))


def test_a_copy_that_is_not_valid_is_led_to_a_play(catalog):
    game = position("manipulation", [["9C", "9D", "3S", "4C"], ["2C", "5D", "8S"]],
                    table=[["9S", "10S", "JS", "QS"]], phase="play")
    view = game.view(0)
    wc = WorkingCopy(view)
    wc.move([c("3S"), c("4C")], Target(NEW))  # not a group
    h = hint_from_copy(view, wc.groups, wc.hand, wc.loose, wc.declarations)
    assert h is not None and not h.done and set(h.cards) == {c("9C"), c("9D")} and h.rearrange
    steps = []
    while (step := next_step(wc, h.actions[0].table)) is not None:
        steps.append(step)
        wc.move(*step)
    assert steps[0] == ([c("3S"), c("4C")], Target(HAND))  # what the play does not use goes back first
    try:
        wc.check()
    except IllegalAction as e:  # pragma: no cover - the assertion says why
        pytest.fail(f"refused: {e.code}")
