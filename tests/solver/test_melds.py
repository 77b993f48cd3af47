"""Draw-and-discard helpers: best split, lay-offs, Rummy 500 digs."""

from __future__ import annotations

import random
from itertools import combinations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rummy_desktop.core.cards import JOKER_BASE, assign_ids, card_name, make_face
from rummy_desktop.core.drawdiscard import can_meld_card
from rummy_desktop.core.groups import MeldRules, is_valid, joker_options, judge_faces
from rummy_desktop.solver.melds import best_split, digs, lay_offs
from rummy_desktop.solver.values import rummy500_value, rummy_value

MELDS = [MeldRules("low"), MeldRules("high-or-low"), MeldRules("high"), MeldRules("low", distinct_suits=False)]


def valid_meld(cards, meld):
    nat = [c % 52 for c in cards if c < JOKER_BASE]
    k = len(cards) - len(nat)
    if not nat or len(cards) < 3:
        return False
    if meld.max_jokers is not None and k > meld.max_jokers:
        return False
    if k == 0:
        return judge_faces(nat, meld) in ("set", "run")
    return bool(joker_options(nat, k, meld))


def brute_split(cards, meld, value):
    best = 0

    def rec(rest, acc):
        nonlocal best
        best = max(best, acc)
        if not rest:
            return
        first, others = rest[0], rest[1:]
        rec(others, acc)  # first is deadwood
        for size in range(2, min(len(others), 12) + 1):
            for comb in combinations(others, size):
                m = [first, *comb]
                if valid_meld(m, meld):
                    rec([c for c in others if c not in comb], acc + sum(value(c) for c in m))

    rec(list(cards), 0)
    return best


def random_hand(rng, n, jokers, decks=2):
    pool = [c for c in range(52 * decks)] + [JOKER_BASE + i for i in range(jokers)]
    # bias toward runs and sets: pick a few centres
    out = set()
    while len(out) < n:
        if rng.random() < 0.7 and out:
            c = rng.choice(sorted(out))
            if c >= JOKER_BASE:
                continue
            f = c % 52
            r, s = f % 13, f // 13
            if rng.random() < 0.5:
                s = rng.randrange(4)
            else:
                r = (r + rng.choice([-1, 1, 2])) % 13
            cand = s * 13 + r + 52 * rng.randrange(decks)
        else:
            cand = rng.choice(pool)
        if cand in pool:
            out.add(cand)
    return sorted(out)


@pytest.mark.parametrize("mi", range(len(MELDS)))
@settings(max_examples=30, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32 - 1))
def test_best_split_is_exact(mi, seed):
    meld = MELDS[mi]
    rng = random.Random(seed)
    cards = random_hand(rng, rng.randint(3, 9), jokers=rng.choice([0, 0, 1, 2]))
    value = rummy_value
    split = best_split(cards, meld, value)
    assert split.melded_value == brute_split(cards, meld, value)
    used = [c for m in split.melds for c in m]
    assert sorted(used + split.deadwood) == sorted(cards)
    for m in split.melds:
        assert is_valid(m, split.declared, meld), [card_name(c) for c in m]
    assert split.deadwood_value == sum(value(c) for c in split.deadwood)


def test_best_split_example():
    ids, _ = assign_ids("AC 2C 3C 4C 5H 5D 5S 5C KH QH JK 9S".split())
    s = best_split(ids, MeldRules("low"), rummy_value)
    assert [card_name(c) for c in s.deadwood] == ["9S"]
    assert s.deadwood_value == 9


def test_lay_offs_every_one():
    ids, declared = assign_ids("3S 4S 5S JK=6S QC QD QH 2S 7S QS JK AS".split())
    table = [ids[0:4], ids[4:7]]
    hand = ids[7:]
    got = {(card_name(l.card), l.group, l.face) for l in lay_offs(hand, table, declared, MeldRules("low"))}
    assert ("2S", 0, None) in got and ("7S", 0, None) in got and ("QS", 1, None) in got
    assert ("AS", 0, None) not in got
    jk = {x for x in got if x[0].startswith("JK")}
    assert {f for _, g, f in jk if g == 0} == {make_face(2, 3), make_face(7, 3)}  # 2S or 7S
    assert {f for _, g, f in jk if g == 1} == {make_face(12, 3)}  # QS
    for l in lay_offs(hand, table, declared, MeldRules("low")):
        g = table[l.group] + [l.card]
        d = dict(declared)
        if l.face is not None:
            d[l.card] = l.face
        assert is_valid(g, d, MeldRules("low"))


@settings(max_examples=40, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32 - 1))
def test_lay_offs_match_direct_check(seed):
    rng = random.Random(seed)
    meld = rng.choice(MELDS)
    cards = random_hand(rng, 12, jokers=1)
    split = best_split(cards[:8], meld)
    table = split.melds
    hand = cards[8:]
    got = {(l.card, l.group, l.face) for l in lay_offs(hand, table, split.declared, meld)}
    want = set()
    for gi, g in enumerate(table):
        known = [split.declared[c] if c >= JOKER_BASE else c % 52 for c in g]
        for c in hand:
            if c >= JOKER_BASE:
                for o in joker_options(known, 1, meld):
                    want.add((c, gi, o[0]))
            elif judge_faces(known + [c % 52], meld) in ("set", "run"):
                want.add((c, gi, None))
    assert got == want


def test_dig_example():
    # RULES.md §3.8.2: pile 4C 9H KS 2D (bottom to top), hand 9C 9S.
    ids, _ = assign_ids("4C 9H KS 2D 9C 9S".split())
    pile, hand = ids[:4], ids[4:]
    out = digs(pile, hand, [], {}, MeldRules("high-or-low"), rummy500_value)
    assert [card_name(d.card) for d in out] == ["9H"]
    d = out[0]
    assert [card_name(c) for c in d.taken] == ["9H", "KS", "2D"]
    assert sorted(card_name(c) for c in d.completions[0].cards) == ["9C", "9H", "9S"]


@settings(max_examples=40, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32 - 1))
def test_digs_match_the_engine(seed):
    rng = random.Random(seed)
    meld = MeldRules("high-or-low")
    cards = random_hand(rng, 16, jokers=rng.choice([0, 2]), decks=1)
    rng.shuffle(cards)
    split = best_split(cards[:6], meld)
    table = split.melds
    rest = [c for c in cards if c not in {x for m in table for x in m}]
    pile, hand = rest[:6], rest[6:]
    found = {d.card for d in digs(pile, hand, table, split.declared, meld)}
    want = {c for i, c in enumerate(pile[:-1])
            if can_meld_card(c, hand + pile[i:], table, split.declared, meld)}
    assert found == want
    for d in digs(pile, hand, table, split.declared, meld):
        pool = set(hand) | set(d.taken)
        for comp in d.completions:
            assert d.card in comp.cards
            if comp.group is None:
                assert set(comp.cards) <= pool
                assert is_valid(comp.cards, comp.declared, meld)
            else:
                decl = {**split.declared, **comp.declared}
                assert is_valid(table[comp.group] + comp.cards, decl, meld)


@pytest.mark.parametrize("meld", MELDS + [MeldRules("high-or-low", max_jokers=1)])
@settings(max_examples=25, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32 - 1))
def test_best_split_beyond_a_hand_melds_as_much(meld, seed):
    """Beyond a hand (Rummy 500's hand and the cards a dig takes) the split takes the faces
    rank by rank and tries short runs only: the value melded is the natural order's, with
    every run length (the search it replaces, which took 0.9 s for one card and a pile of 30)."""
    from rummy_desktop.solver import melds

    rng = random.Random(seed)
    cards = random_hand(rng, rng.randint(melds.HAND_SPLIT + 1, 22), jokers=rng.choice([0, 1, 2, 3, 4]),
                        decks=rng.choice([1, 2]))
    split = best_split(cards, meld, rummy500_value)
    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(melds, "HAND_SPLIT", 10**9)
        old = best_split(cards, meld, rummy500_value)
    assert (split.melded_value, split.deadwood_value) == (old.melded_value, old.deadwood_value)
    assert sorted([c for m in split.melds for c in m] + split.deadwood) == sorted(cards)
    for m in split.melds:
        assert is_valid(m, split.declared, meld), [card_name(c) for c in m]


def test_a_long_run_with_jokers_is_kept_beyond_a_hand(monkeypatch):
    """Five jokers and one natural: only a run of six melds them all (a run needs a
    natural), and beyond a hand, where the split tries short runs, it still finds it."""
    from rummy_desktop.solver import melds

    monkeypatch.setattr(melds, "HAND_SPLIT", 0)
    ids, _ = assign_ids("6S JK JK JK JK JK".split())
    split = best_split(ids, MeldRules("low"), rummy500_value)
    assert [sorted(m) for m in split.melds] == [sorted(ids)]


def test_a_split_counts_its_work_and_stops_when_it_runs_out():
    from rummy_desktop.solver.melds import SplitCutShort, SplitWork

    cards = random_hand(random.Random(3), 14, jokers=1)
    work = SplitWork(10**6)
    full = best_split(cards, MELDS[1], rummy500_value, work)
    used = 10**6 - work.left
    assert used > 10 and best_split(cards, MELDS[1], rummy500_value) == full
    assert best_split(cards, MELDS[1], rummy500_value, SplitWork(used)) == full
    with pytest.raises(SplitCutShort):
        best_split(cards, MELDS[1], rummy500_value, SplitWork(used - 1))
