"""What each level does in small positions built from a real game's view."""

from dataclasses import replace

import pytest

from rummy_desktop.ai.levels import STANDARD_REACH, LevelPlayer, solver_time_limit
from rummy_desktop.ai.moves import glance_rearrangements, spare_cards
from rummy_desktop.core.actions import Commit, Dig, Discard
from rummy_desktop.core.cards import parse_card
from rummy_desktop.core.engine import Game  # noqa: F401  (the catalog builds games)


def cards(text: str) -> list[int]:
    return [parse_card(t) for t in text.split()]


def groups_of(commit: Commit) -> set[frozenset[int]]:
    return {frozenset(g) for g in commit.table}


def view_of(catalog, variant, **changes):
    game = catalog.new_game(variant, {}, 2, 7)
    view = game.view(game.to_act)
    return replace(view, **changes)


def manipulation_view(catalog, table, hand, variant="machiavelli"):
    return view_of(catalog, variant, table=tuple(tuple(cards(g)) for g in table), declared={}, loose=(),
                   hand=tuple(cards(hand)), open_actions=("commit", "draw"))


def test_beginner_splits_a_run_for_the_twin_of_a_middle_card(catalog):
    view = manipulation_view(catalog, ["3H 4H 5H 6H 7H"], "5H' KC 2D")
    action = LevelPlayer(view.seat, 0, "beginner").choose(view)
    assert isinstance(action, Commit)
    assert groups_of(action) == {frozenset(cards("3H 4H 5H")), frozenset(cards("5H' 6H 7H"))}


def test_beginner_borrows_a_spare_card_for_a_pair(catalog):
    view = manipulation_view(catalog, ["4S 5S 6S 7S"], "7C 7D KH")
    action = LevelPlayer(view.seat, 0, "beginner").choose(view)
    assert isinstance(action, Commit)
    assert groups_of(action) == {frozenset(cards("4S 5S 6S")), frozenset(cards("7C 7D 7S"))}


def test_beginner_draws_when_nothing_is_in_sight(catalog):
    view = manipulation_view(catalog, ["4S 5S 6S"], "9C 2D KH")
    assert LevelPlayer(view.seat, 0, "beginner").choose(view).type == "draw"


def test_glance_leaves_three_card_groups_and_jokers_alone(catalog):
    meld = view_of(catalog, "vatican").rules.meld
    assert spare_cards([cards("4S 5S 6S"), cards("7C 7D 7H")], meld) == []
    table = [cards("4S 5S 6S") + [parse_card("JK1")]]
    groups, left = glance_rearrangements(table, cards("7C 7D"), meld)
    assert left == cards("7C 7D") and groups == table


@pytest.mark.parametrize("level", ["standard", "expert"])
def test_search_levels_find_what_the_beginner_misses(catalog, level):
    # 4S needs the 5S moved from the set to the front of 6S 7S 8S, which 5C makes possible:
    # the Beginner lays off 5C and sees no more
    view = manipulation_view(catalog, ["5S 5H 5D", "6S 7S 8S"], "5C 4S")
    beginner = LevelPlayer(view.seat, 0, "beginner").choose(view)
    assert isinstance(beginner, Commit)
    assert {c for g in beginner.table for c in g} & set(view.hand) == set(cards("5C"))
    action = LevelPlayer(view.seat, 0, level).choose(view)
    assert isinstance(action, Commit)
    assert groups_of(action) == {frozenset(cards("5H 5D 5C")), frozenset(cards("4S 5S 6S 7S 8S"))}


def test_standard_rebuilds_at_most_three_groups(catalog):
    # 4S takes the spare 5S and 6S of two sets of four, 8S the 9S and TS of two more: both
    # cards change four groups, which only the Expert does; the Standard places one
    table = ["5S 5H 5D 5C", "6S 6H 6D 6C", "9S 9H 9D 9C", "TS TH TD TC"]
    view = manipulation_view(catalog, table, "4S 8S KD")
    placed = {}
    for level in ("standard", "expert"):
        action = LevelPlayer(view.seat, 0, level).choose(view)
        assert isinstance(action, Commit)
        placed[level] = {c for g in action.table for c in g} & set(view.hand)
        changed = [g for g in view.table if frozenset(g) not in groups_of(action)]
        assert len(changed) <= (STANDARD_REACH if level == "standard" else len(table))
    assert placed["expert"] == set(cards("4S 8S"))
    assert len(placed["standard"]) == 1 and placed["standard"] < placed["expert"]


def test_beginner_digs_for_the_nearest_card_that_melds(catalog):
    pile = tuple(cards("KC 9H 2S 4D"))
    view = view_of(catalog, "rummy-500", phase="draw", discard=pile, discard_count=len(pile), table=(),
                   declared={}, hand=tuple(cards("9C 9D 2C 2D QH 6S 8D")),
                   open_actions=("draw", "take_discard", "dig"))
    assert LevelPlayer(view.seat, 0, "beginner").choose(view) == Dig(card=parse_card("2S"))


def test_standard_does_not_feed_a_meld_in_the_spread_pile(catalog):
    # the kings in the pile would meld with a discarded KH: a dig takes them all
    pile = tuple(cards("KC KD 3C"))
    hand = tuple(cards("KH 8S 2C 3D 4H"))
    base = dict(phase="meld", discard=pile, discard_count=len(pile), table=(), declared={}, hand=hand,
                open_actions=("meld", "lay_off", "discard"), restricted=None, obligation=None)
    view = view_of(catalog, "rummy-500", **base)
    assert LevelPlayer(view.seat, 0, "standard").choose(view) == Discard(card=parse_card("8S"))
    # with no kings below, the king is the card to throw away
    view = replace(view, discard=tuple(cards("5C 6D 3C")))
    assert LevelPlayer(view.seat, 0, "standard").choose(view) == Discard(card=parse_card("KH"))


def test_only_the_expert_reads_deep_into_the_spread_pile(catalog):
    # the kings lie below the top three cards of the pile: the Standard does not see that
    # a discarded KH would let the next player dig them out, the Expert does
    pile = tuple(cards("KC KD 5C 9D 3C"))
    view = view_of(catalog, "rummy-500", phase="meld", discard=pile, discard_count=len(pile), table=(),
                   declared={}, hand=tuple(cards("KH 8S 2C 3D 4H")), open_actions=("meld", "lay_off", "discard"),
                   restricted=None, obligation=None)
    assert LevelPlayer(view.seat, 0, "standard").choose(view) == Discard(card=parse_card("KH"))
    assert LevelPlayer(view.seat, 0, "expert").choose(view) == Discard(card=parse_card("8S"))


def test_expert_throws_its_costliest_cards_when_someone_is_about_to_go_out(catalog):
    # KH QH wait for the JH: worth keeping while the round is young; with the other player
    # down to two cards the Expert lets the kings' ten points go, the Standard keeps them
    base = dict(phase="meld", discard=tuple(cards("9S")), discard_count=1, table=(), declared={},
                hand=tuple(cards("KH QH 2C 5D")), open_actions=("meld", "lay_off", "discard"),
                restricted=None, obligation=None)
    view = view_of(catalog, "rummy", **base)
    other = 1 - view.seat
    young = replace(view, hand_counts=tuple(7 if s == other else 4 for s in range(2)))
    late = replace(view, hand_counts=tuple(2 if s == other else 4 for s in range(2)))
    assert LevelPlayer(view.seat, 0, "expert").choose(young) == Discard(card=parse_card("5D"))
    assert LevelPlayer(view.seat, 0, "standard").choose(late) == Discard(card=parse_card("5D"))
    assert LevelPlayer(view.seat, 0, "expert").choose(late) in (Discard(card=parse_card("KH")),
                                                                  Discard(card=parse_card("QH")))


def test_time_budget_reaches_the_solver(catalog, monkeypatch):
    import rummy_desktop.solver.exact as exact

    seen = []
    real = exact.solve

    def spy(*args, **kwargs):
        seen.append(kwargs.get("time_limit"))
        return real(*args, **kwargs)

    monkeypatch.setattr(exact, "solve", spy)
    view = manipulation_view(catalog, ["3H 4H 5H"], "6H KC")
    LevelPlayer(view.seat, 0, "expert", time_budget=0.08).choose(view)
    LevelPlayer(view.seat, 0, "expert").choose(view)
    assert seen == [solver_time_limit(0.08), solver_time_limit(1.0)]
    assert solver_time_limit(0.08) < solver_time_limit(1.0) <= 0.1
    with pytest.raises(ValueError):
        LevelPlayer(0, 0, "expert", time_budget=0)


def test_expert_lets_go_of_a_pair_that_cannot_become_a_meld(catalog):
    # 2C 4C wait for the 3C, which lies in a meld on the table: the Expert knows the pair
    # is dead and discards from it; the Standard keeps it and breaks the live pair of sevens
    hand = tuple(cards("7C 7H 2C 4C"))
    view = view_of(catalog, "rummy", phase="meld", discard=tuple(cards("9S")), discard_count=1,
                   table=(tuple(cards("3C 3D 3H")),), declared={}, hand=hand,
                   open_actions=("meld", "lay_off", "discard"), restricted=None, obligation=None)
    assert LevelPlayer(view.seat, 0, "standard").choose(view) == Discard(card=parse_card("7H"))
    assert LevelPlayer(view.seat, 0, "expert").choose(view) == Discard(card=parse_card("4C"))
