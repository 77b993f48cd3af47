"""The house rule "aces cost 15 in hand", tested with the testing kit."""

import pytest
import rummy_house_rules.costly_aces as plugin

from rummy_desktop import testing


@pytest.fixture(scope="module")
def catalog():
    return testing.catalog(plugin)


def going_out(catalog, options):
    """Seat 0 melds everything and goes out; seat 1 keeps two aces, seat 2 none."""
    hands = [["7C", "7D", "7H", "3S", "4S", "5S"], ["AC", "AD", "9C"], ["4C", "8H", "10D"]]
    game = testing.deal(catalog, "rummy", options, hands=hands, discard=["KH"], stock_top=["QS"])
    testing.play(game, 0, {"type": "draw"})
    testing.play(game, 0, {"type": "meld", "cards": ["7C", "7D", "7H"]})
    testing.play(game, 0, {"type": "meld", "cards": ["3S", "4S", "5S"]})
    testing.play(game, 0, {"type": "discard", "card": "QS"})
    return game.state.history[-1].score


def test_aces_cost_15_in_a_paying_hand(catalog):
    assert going_out(catalog, {}).scores == [0, 11, 22]  # A 1 + A 1 + 9; 4 + 8 + 10
    assert going_out(catalog, {"ace_points": "15"}).scores == [0, 39, 22]


def test_with_winner_takes_all_the_winner_collects_the_aces(catalog):
    plain = going_out(catalog, {"scoring": "winner-takes-all"})
    costly = going_out(catalog, {"scoring": "winner-takes-all", "ace_points": "15"})
    assert plain.scores[0] == (11 + 22) * 2  # a rummy from hand: doubled
    assert costly.scores[0] == (39 + 22) * 2 and costly.display == [0, 39, 22]


def test_whole_games_keep_the_invariants(catalog):
    options = {"ace_points": "15", "scoring": "winner-takes-all"}
    (record,) = testing.play_games(catalog, "rummy", options, players=3, games=1, seed=5)
    assert record.winners
