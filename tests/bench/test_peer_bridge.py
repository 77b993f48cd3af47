"""The parts of the OpenSpiel bench (``make bench-peer``) that need no OpenSpiel: its card
numbers, its split of long runs, its interval. The bench itself checks the two engines
against each other on every action; the suite never imports open_spiel."""

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "bench"))

import peer_bridge
import peer_openspiel

from rummy_desktop.core.cards import card_name, parse_card
from rummy_desktop.core.groups import MeldRules, judge_faces

#: OpenSpiel's card names (gin_rummy_utils.cc): rank then suit, suits in the order s c d h,
#: a card numbered suit * 13 + rank.
_OS_RANKS = "A23456789TJQK"
_OS_SUITS = "scdh"


def os_name(n: int) -> str:
    return _OS_RANKS[n % 13] + _OS_SUITS[n // 13]


def test_the_bench_imports_without_open_spiel():
    assert "pyspiel" not in sys.modules


@pytest.mark.parametrize("card", range(52))
def test_a_card_has_the_same_name_in_both_engines(card):
    ours = card_name(card).replace("10", "T")
    theirs = os_name(peer_bridge.to_os(card))
    assert theirs.upper() == ours.upper()
    assert peer_bridge.from_os(peer_bridge.to_os(card)) == card


def test_known_cards():
    assert peer_bridge.to_os(parse_card("AS")) == 0
    assert peer_bridge.to_os(parse_card("2C")) == 14
    assert peer_bridge.to_os(parse_card("KH")) == 51


@pytest.mark.parametrize("length,sizes", [(3, [3]), (5, [5]), (6, [3, 3]), (7, [4, 3]), (8, [4, 4]),
                                          (10, [5, 5]), (11, [4, 4, 3]), (13, [5, 4, 4])])
def test_a_long_run_is_laid_in_openspiels_pieces(length, sizes):
    run = [parse_card(f"{r}D") for r in ["A", 2, 3, 4, 5, 6, 7, 8, 9, 10, "J", "Q", "K"][:length]]
    pieces = peer_bridge.split_meld(list(reversed(run)))
    assert [len(p) for p in pieces] == sizes
    assert sorted(c for p in pieces for c in p) == sorted(run)
    meld = MeldRules(ace_mode="low")
    for p in pieces:
        assert judge_faces([c % 52 for c in p], meld) == "run"


def test_interval_is_the_mean_and_196_standard_errors():
    mean, half = peer_openspiel.interval([1.0, 3.0, 5.0, 7.0])
    assert mean == 4.0
    assert half == pytest.approx(1.96 * (20 / 3 / 4) ** 0.5)
