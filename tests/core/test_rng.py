"""The shuffle generator is pinned: a seed deals the same cards on every Python."""

from rummy_desktop.core.cards import card_name, make_deck
from rummy_desktop.core.rng import Pcg32, derive_seed


def test_pcg32_matches_the_reference_stream():
    # pcg32_srandom_r(42, 54) from the PCG reference (pcg32-demo), first six outputs.
    rng = Pcg32(42, 54)
    assert [rng.next_u32() for _ in range(6)] == [
        0xA15C02B7, 0x7B47F409, 0xBA1D3330, 0x83D2F293, 0xBFA4784B, 0xCBED606E,
    ]


def test_golden_shuffle():
    deck = make_deck(1, 0)
    Pcg32(2026).shuffle(deck)
    assert [card_name(c) for c in deck[:10]] == GOLDEN_2026


GOLDEN_2026 = ["4D", "6S", "JH", "3D", "QS", "JC", "AH", "3H", "10D", "7S"]


def test_below_is_unbiased_in_range():
    rng = Pcg32(7)
    seen = [0] * 6
    for _ in range(6000):
        seen[rng.below(6)] += 1
    assert all(800 < n < 1200 for n in seen)


def test_derived_seeds_differ_and_repeat():
    assert derive_seed(1, 0) == derive_seed(1, 0)
    assert len({derive_seed(1, i) for i in range(100)}) == 100
    assert derive_seed(1, 0) != derive_seed(2, 0)


def test_the_shuffle_is_below_for_each_place_from_the_last():
    """The shuffle (its generator step written out) draws as ``below(i + 1)`` from the last
    place down, and leaves the generator where those draws leave it."""
    for seed in range(40):
        for size in (0, 1, 2, 3, 52, 108):
            items, expected = list(range(size)), list(range(size))
            a, b = Pcg32(seed), Pcg32(seed)
            a.shuffle(items)
            for i in range(size - 1, 0, -1):
                j = b.below(i + 1)
                expected[i], expected[j] = expected[j], expected[i]
            assert items == expected
            assert a.getstate() == b.getstate()
