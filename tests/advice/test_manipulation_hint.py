"""The Manipulation family's hint is the whole best move of the turn (issue 42, point 1),
and the mandatory-meld reminder's check (RULES.md §2.0.4, §3.1.6).

The hint places what the review's best play places (the most cards, or the most card
points where a hand counts by points), checked against a brute-force search; its groups
are in the order the table shows them; with no play it is the draw (or the pass)."""

from __future__ import annotations

import dataclasses
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from solver.brute import VARIANTS, brute, random_position  # tests/ is on the path
from solver.test_exact import parse

from rummy_desktop.advice import hint
from rummy_desktop.core.actions import Commit, Draw
from rummy_desktop.core.cards import card_name
from rummy_desktop.core.table_check import sort_group
from rummy_desktop.solver import play_exists, solve
from rummy_desktop.solver.values import objective_of, value_function


def view_of(catalog, variant, table, hand, loose=(), opened=True):
    game = catalog.new_game(variant, players=2, seed=1)
    groups, declared, h, lo = parse(table, hand, loose)
    v = game.view(0)
    return dataclasses.replace(v, table=tuple(tuple(g) for g in groups), declared=declared, hand=tuple(h),
                               loose=tuple(lo), seat=0, opened=(opened, True), open_actions=("commit", "draw"),
                               draws=1)  # (Carousel: after its first draw)


def placed(h):
    return sorted(card_name(c) for c in h.cards)


def test_worked_example_lay_off(catalog):
    v = view_of(catalog, "shanghai", [["5H", "6H", "7H"]], ["8H", "KD"])
    h = hint(v)
    assert placed(h) == ["8H"] and h.groups == (0,) and h.rearrange is False
    assert play_exists(v)


def test_the_hint_is_the_whole_move_not_one_step(catalog):
    """8♥ on the run and the three nines: the hint plays all four, not the nines alone."""
    v = view_of(catalog, "shanghai", [["5H", "6H", "7H"]], ["8H", "9C", "9D", "9S"])
    h = hint(v)
    assert placed(h) == ["8H", "9C", "9D", "9S"] and h.groups == (0,) and h.rearrange is False
    assert isinstance(h.actions[0], Commit)


def test_rearrangement_needed(catalog):
    v = view_of(catalog, "shanghai", [["3H", "4H", "5H", "6H", "7H", "8H", "9H"]], ["6C", "6S", "KD"])
    h = hint(v)
    assert placed(h) == ["6C", "6S"] and h.groups == (0,) and h.rearrange is True
    assert play_exists(v)


def test_no_play_is_the_draw(catalog):
    v = view_of(catalog, "shanghai", [["5H", "6H", "7H"]], ["KD", "2C"])
    h = hint(v)
    assert h.no_play and h.actions == (Draw(),) and not h.cards
    assert not play_exists(v)


def test_smallest_change_among_the_best(catalog):
    # 6C 6S need a 6H: the long run gives one up (one group changed), no need to touch
    # anything else.
    v = view_of(catalog, "shanghai", [["3H", "4H", "5H", "6H", "7H", "8H", "9H"], ["QC", "QD", "QS"]],
                ["6C", "6S"])
    h = hint(v)
    assert h.groups == (0,) and h.rearrange


def test_vatican_opening(catalog):
    v = view_of(catalog, "vatican", [["6D", "7D", "8D"]], ["9D", "9C", "9H"], opened=False)
    assert not play_exists(v) and hint(v).no_play
    v = view_of(catalog, "vatican", [["6D", "7D", "8D"]], ["4S", "5S", "6S", "9D"], opened=False)
    assert play_exists(v)
    h = hint(v)
    assert placed(h) == ["4S", "5S", "6S", "9D"] and h.groups == (0,)  # the opening, and 9♦ on the run


def test_where_cards_count_by_points_the_hint_places_the_most_points(catalog):
    """Manipulation: an ace is worth 15, a 2-9 5 (§2.1): the hint places the most points."""
    v = view_of(catalog, "manipulation", [["10S", "JS", "QS"]], ["KS", "AS", "4C", "4D"])
    h = hint(v)
    value = value_function("manipulation")
    best = solve([list(g) for g in v.table], dict(v.declared), list(v.hand), v.rules, objective="value")
    assert sum(value(c) for c in h.cards) == best.value


def test_groups_are_in_the_order_the_table_shows_them(catalog):
    """A run laid from the hand, the ace high: [Q♥ K♥ A♥], not the order the search found."""
    v = view_of(catalog, "machiavelli", [], ["AH", "KH", "QH", "2C"])
    h = hint(v)
    for g in h.actions[0].table:
        assert list(g) == sort_group(g, dict(h.actions[0].jokers), v.rules.meld)
    assert [card_name(c) for c in h.actions[0].table[0]] == ["QH", "KH", "AH"]


def _check_hint(catalog, variant, seed):
    rules = catalog.rules(variant, players=2)
    rng = random.Random(seed)
    groups, declared, hand, loose, opened = random_position(rng, rules, 2, 4)
    game = catalog.new_game(variant, players=2, seed=1)
    v = dataclasses.replace(game.view(0), table=tuple(tuple(g) for g in groups), declared=declared,
                            hand=tuple(hand), loose=tuple(loose), seat=0, opened=(opened, True), rules=rules,
                            open_actions=("commit", "draw"), draws=1)  # (Carousel: after its first draw)
    value = value_function(variant) if objective_of(rules) == "value" else (lambda c: 1)
    expect = brute(groups, declared, hand, rules, loose, opened, value=value)
    assert play_exists(v) == (expect is not None)
    h = hint(v)
    assert h.no_play == (expect is None)
    if expect is not None:
        assert sum(value(c) for c in h.cards) == expect[0]  # the best play, as the review counts it
        assert set(h.cards) <= set(hand) and h.card in h.cards
        assert all(0 <= g < len(groups) for g in h.groups)
        from rummy_desktop.core.table_check import Table, check_commit

        commit = h.actions[0]
        res = check_commit(Table([list(g) for g in groups], dict(declared), list(loose)), list(hand),
                           commit.table, commit.jokers, rules, opened)
        assert sorted(res.placed) == sorted(h.cards)


@pytest.mark.parametrize("variant", VARIANTS)
@settings(max_examples=12, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32 - 1))
def test_the_hint_places_what_the_best_play_places(catalog, variant, seed):
    _check_hint(catalog, variant, seed)


def test_solve_and_play_exists_agree_on_none(catalog):
    rules = catalog.rules("manipulation")
    groups, declared, hand, _ = parse([["5H", "6H", "7H"]], ["KD"])
    assert solve(groups, declared, hand, rules) is None
