"""Hints and the mandatory-meld reminder's check (RULES.md §2.0.4, §3.1.6)."""

from __future__ import annotations

import dataclasses
import random

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from rummy_desktop.core.cards import card_name
from rummy_desktop.solver import hint, play_exists, solve
from rummy_desktop.solver.exact import least_change

from .brute import VARIANTS, brute, random_position
from .test_exact import parse, rejudge


def view_of(catalog, variant, table, hand, loose=(), opened=True):
    game = catalog.new_game(variant, players=2, seed=1)
    groups, declared, h, lo = parse(table, hand, loose)
    v = game.view(0)
    return dataclasses.replace(v, table=tuple(tuple(g) for g in groups), declared=declared, hand=tuple(h),
                               loose=tuple(lo), seat=0, opened=(opened, True))


def test_worked_example_lay_off(catalog):
    v = view_of(catalog, "manipulation", [["5H", "6H", "7H"]], ["8H", "KD"])
    h = hint(v)
    assert card_name(h.card) == "8H" and h.groups == (0,) and h.rearrange is False
    assert play_exists(v)


def test_new_group_first(catalog):
    v = view_of(catalog, "manipulation", [["5H", "6H", "7H"]], ["8H", "9C", "9D", "9S"])
    h = hint(v)
    assert card_name(h.card)[0] == "9" and h.groups == () and h.rearrange is False


def test_rearrangement_needed(catalog):
    v = view_of(catalog, "manipulation", [["3H", "4H", "5H", "6H", "7H", "8H", "9H"]], ["6C", "6S", "KD"])
    h = hint(v)
    assert card_name(h.card) in ("6C", "6S") and h.groups == (0,) and h.rearrange is True
    assert play_exists(v)


def test_no_play(catalog):
    v = view_of(catalog, "shanghai", [["5H", "6H", "7H"]], ["KD", "2C"])
    assert hint(v) is None
    assert not play_exists(v)


def test_smallest_change(catalog):
    # 6C 6S need a 6H: the long run gives one up (one group changed), no need to touch
    # anything else.
    v = view_of(catalog, "manipulation", [["3H", "4H", "5H", "6H", "7H", "8H", "9H"], ["QC", "QD", "QS"]],
                ["6C", "6S"])
    h = hint(v)
    assert h.groups == (0,) and h.rearrange


def test_vatican_opening(catalog):
    v = view_of(catalog, "vatican", [["6D", "7D", "8D"]], ["9D", "9C", "9H"], opened=False)
    assert not play_exists(v) and hint(v) is None
    v = view_of(catalog, "vatican", [["6D", "7D", "8D"]], ["4S", "5S", "6S", "9D"], opened=False)
    assert play_exists(v)
    assert hint(v).groups == ()


def _check_hint(catalog, variant, seed):
    rules = catalog.rules(variant, players=2)
    rng = random.Random(seed)
    groups, declared, hand, loose, opened = random_position(rng, rules, 2, 4)
    game = catalog.new_game(variant, players=2, seed=1)
    v = dataclasses.replace(game.view(0), table=tuple(tuple(g) for g in groups), declared=declared,
                            hand=tuple(hand), loose=tuple(loose), seat=0, opened=(opened, True), rules=rules,
                            open_actions=("commit", "draw"), draws=1)  # (Carousel: after its first draw)
    expect = brute(groups, declared, hand, rules, loose, opened) is not None
    assert play_exists(v) == expect
    h = hint(v)
    assert (h is not None) == expect
    if h is not None:
        assert h.card in hand
        assert all(0 <= g < len(groups) for g in h.groups)
        sol = least_change(groups, declared, hand, rules, loose=loose, opened=opened, time_limit=None)
        rejudge(groups, declared, hand, rules, sol, loose, opened)
        if not h.rearrange:
            assert len(h.groups) <= 1
        if h.groups == ():
            assert not h.rearrange


@pytest.mark.parametrize("variant", VARIANTS)
@settings(max_examples=12, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32 - 1))
def test_hint_and_play_exists_match_brute_force(catalog, variant, seed):
    _check_hint(catalog, variant, seed)


def test_solve_and_hint_agree_on_none(catalog):
    rules = catalog.rules("manipulation")
    groups, declared, hand, _ = parse([["5H", "6H", "7H"]], ["KD"])
    assert solve(groups, declared, hand, rules) is None
