"""The Manipulation family's hint builds on the working copy as the player left it, and
Show me's steps reach the hinted table from there (issue 33, points 1 and 2; issue 42,
point 2).

Over seeded games of every rule set of the family, at seat 0's turns, the working copy is
first edited at random (hand cards to new groups and onto groups, table cards moved, a
group split); the hint from that copy is then:

* the draw (or pass) only when no play exists at all, every placed card taken back;
* "press Done" only when the copy is a play Done accepts that places as much as the best
  play of the turn;
* otherwise the best play of the turn (as much as the review's best), reached from the
  copy by the steps of :mod:`rummy_desktop.session.copy_steps` (one drag each), after
  which the Done check passes and the engine accepts the commit, placing every card the
  hint named; every card the player had placed is said kept, moved or taken back.
"""

from __future__ import annotations

import copy
import random

import pytest
from rules.position import c, position  # tests/ is on the path (no __init__ there)

from rummy_desktop.advice import hint_from_copy
from rummy_desktop.advice.manipulation import best_play
from rummy_desktop.core.actions import IllegalAction
from rummy_desktop.core.rng import derive_seed
from rummy_desktop.session.copy_steps import holds, next_step
from rummy_desktop.session.working_copy import GROUP, HAND, NEW, EditRefused, Target, WorkingCopy
from rummy_desktop.solver import play_exists
from rummy_desktop.solver.values import objective_of, value_function

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


def _worth(view, cards) -> int:
    if objective_of(view.rules) == "value":
        value = value_function(view.rules.variant)
        return sum(value(x) for x in cards)
    return len(cards)


def _best(view) -> int:
    sol = best_play(view)
    return 0 if sol is None else sol.value if objective_of(view.rules) == "value" else sol.count


def _check_hint(game, view, wc: WorkingCopy) -> str:
    placed = list(wc.placed)
    h = hint_from_copy(view, wc.groups, wc.hand, wc.loose, wc.declarations)
    first = h.actions[0]
    if h.no_play:
        assert not play_exists(view)
        assert sorted(c for c, _why in h.plan.back) == sorted(placed)  # every placed card comes back
        assert all(why == "cannot_join" for _c, why in h.plan.back)
        for _ in range(40):
            step = next_step(wc, view.table)
            if step is None:
                break
            wc.move(*step)
        assert holds(wc, view.table) and not wc.placed
        return "none"
    if first.type == "draw":  # Carousel before its first draw
        return "draw"
    plan = h.plan
    said = list(plan.kept) + [c for cs, _g in plan.moved for c in cs] + [c for c, _why in plan.back]
    assert sorted(said) == sorted(placed)  # never silently: every placed card is named
    if h.done:
        wc.check()  # Done accepts the copy as it is
        assert _worth(view, placed) == _best(view)
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
    assert set(h.cards) == set(wc.placed)  # the hint named every card it plays
    assert _worth(view, wc.placed) == _best(view)  # the best play of the turn, from any copy
    assert not {c for c, _why in plan.back} & set(wc.placed)  # what it took back stays back
    trial = _copy_game(game)
    trial.apply(view.seat, wc.commit())  # the engine accepts it
    return "play"


def _until_done(game, view, wc: WorkingCopy) -> int:
    """The copy a hint built is the best play: the next hint says "press Done"."""
    assert _check_hint(game, view, wc) == "done"
    return 1


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


def test_a_valid_copy_with_more_to_play_is_built_on(catalog):
    """9♣ 9♦ 9♥ laid, 7♥ still in hand: the hint keeps the nines where they are and adds 7♥."""
    game = position("manipulation", [["9C", "9D", "9H", "7H"], ["2C", "5D", "8S"]],
                    table=[["4H", "5H", "6H"]], phase="play")
    view = game.view(0)
    wc = WorkingCopy(view)
    wc.move([c("9C"), c("9D"), c("9H")], Target(NEW))
    h = hint_from_copy(view, wc.groups, wc.hand, wc.loose, wc.declarations)
    assert not h.done and set(h.cards) == {c("9C"), c("9D"), c("9H"), c("7H")}
    assert set(h.plan.kept) == {c("9C"), c("9D"), c("9H")} and not h.plan.moved and not h.plan.back
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
    assert sorted(h.plan.back) == sorted([(c("3S"), "cannot_join"), (c("4C"), "cannot_join")])
    steps = []
    while (step := next_step(wc, h.actions[0].table)) is not None:
        steps.append(step)
        wc.move(*step)
    assert steps[0] == ([c("3S"), c("4C")], Target(HAND))  # what the play does not use goes back first
    try:
        wc.check()
    except IllegalAction as e:  # pragma: no cover - the assertion says why
        pytest.fail(f"refused: {e.code}")


def test_vatican_a_card_that_cannot_join_is_taken_back_and_said_so(catalog):
    """The issue's Vatican case: J♣ Q♣ K♣ and a 5♣ placed by hand on the first turn. The
    hint keeps the run, takes 5♣ back because it cannot join a group this turn, and adds
    what else the best play places."""
    game = position("vatican", [["JC", "QC", "KC", "5C", "8H", "9H", "10H", "2D"], ["2C", "5D", "8S"]],
                    phase="play", opened=[False, False])
    view = game.view(0)
    wc = WorkingCopy(view)
    wc.move([c("JC"), c("QC"), c("KC")], Target(NEW))
    wc.move([c("5C")], Target(GROUP, 0))
    h = hint_from_copy(view, wc.groups, wc.hand, wc.loose, wc.declarations)
    assert (c("5C"), "cannot_join") in h.plan.back
    assert {c("JC"), c("QC"), c("KC")} <= set(h.plan.kept)
    assert {c("8H"), c("9H"), c("10H")} <= set(h.cards)
    assert _worth(view, h.cards) == _best(view)


def test_a_card_the_best_play_does_without_is_said_so(catalog):
    """7♥ laid on 3♥-6♥ is a play of one card; the best play is 6♣ 6♦ with the 6♥ of the
    run, and then 7♥ fits nowhere: the hint takes it back and says the best play does
    without it (it could join a group, in a smaller play)."""
    game = position("manipulation", [["6C", "6D", "7H", "KS"], ["2C", "5D", "8S"]],
                    table=[["3H", "4H", "5H", "6H"]], phase="play")
    view = game.view(0)
    wc = WorkingCopy(view)
    wc.move([c("7H")], Target(GROUP, 0))
    h = hint_from_copy(view, wc.groups, wc.hand, wc.loose, wc.declarations)
    assert set(h.cards) == {c("6C"), c("6D")}
    assert h.plan.back == ((c("7H"), "not_best"),) and not h.plan.kept and not h.plan.moved
