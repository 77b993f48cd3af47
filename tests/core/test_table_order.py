"""Table groups keep their places across a rearrangement (core.table_order) and the
session orders a computer's commit that way."""

from __future__ import annotations

from rummy_desktop.core.actions import Commit
from rummy_desktop.core.cards import parse_card
from rummy_desktop.core.table_check import Table
from rummy_desktop.core.table_order import match_groups, stable_order
from rummy_desktop.session.game_session import GameSession, Seat


def cards(text: str) -> list[int]:
    return [parse_card(t) for t in text.split()]


A, B, C, D = cards("2C 3C 4C"), cards("5H 6H 7H"), cards("9S 9D 9C"), cards("JD QD KD")


def test_unchanged_groups_keep_their_places_and_a_changed_one_that_of_its_origin():
    grown = B + cards("8H")
    after = [D, C, grown, A]  # as a search might list them
    assert stable_order([A, B, C, D], after) == [A, grown, C, D]


def test_a_new_group_takes_the_place_of_a_dissolved_one_and_then_goes_last():
    # B dissolved (its cards went into runs elsewhere); two groups made from the hand
    run = A + cards("5C")
    new1, new2 = cards("8S 8D 8C"), cards("10H JH QH")
    after = [new1, C, run, new2, D]
    assert stable_order([A, B, C, D], after) == [run, new1, C, D, new2]


def test_split_group_keeps_the_larger_part_in_place():
    long_run = cards("3D 4D 5D 6D 7D 8D")
    low, high = cards("3D 4D 5D 6D"), cards("7D 8D 9D")
    assert match_groups([A, long_run], [high, low, A]) == {2: 0, 1: 1}
    assert stable_order([A, long_run], [high, low, A]) == [A, low, high]


def test_nothing_changes_when_the_order_is_already_stable():
    after = [A, B + cards("8H"), C, D, cards("8S 8D 8C")]
    assert stable_order([A, B, C, D], after) == after


class _Planned:
    """A computer player that plays one fixed commit (test only)."""

    def __init__(self, action) -> None:
        self.action = action

    def choose(self, view):
        return self.action


def test_the_session_orders_a_computer_commit_so_unchanged_groups_stay(catalog):
    seats = [Seat("Ana"), Seat("Bot", "computer", "greedy")]
    session = GameSession.new(catalog, "manipulation", {"mandatory_meld": "trust"}, seats, seed=3)
    st = session.game.state
    hand = cards("8H 8S 8D 8C KS")
    wanted = set(A + B + C + D + hand)
    for h in st.hands:
        h[:] = [c for c in h if c not in wanted]
    st.stock = [c for c in st.stock if c not in wanted]
    st.table = Table([list(A), list(B), list(C), list(D)], {}, [])
    st.hands[1] = hand
    st.turn = 1
    session._players[1] = _Planned(Commit(table=(tuple(cards("8S 8D 8C")), tuple(D), tuple(C),
                                                 tuple(B + cards("8H")), tuple(A))))
    move = session.decide(1)
    assert move.error is None
    action = move.action
    session.apply(1, action)
    assert st.table.groups[0] == A and st.table.groups[2] == C and st.table.groups[3] == D
    assert set(st.table.groups[1]) == set(B + cards("8H"))
    assert set(st.table.groups[4]) == set(cards("8S 8D 8C"))
