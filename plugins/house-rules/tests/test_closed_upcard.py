"""The house rule "the first discard stays on the pile", tested with the testing kit."""

import pytest
import rummy_house_rules.closed_upcard as plugin

from rummy_desktop import testing

HANDS = [["7C", "7D", "7H", "3S", "4S", "5S", "6S"], ["AC", "AD", "9C", "9D", "2H", "QS", "JH"]]


@pytest.fixture(scope="module")
def catalog():
    return testing.catalog(plugin)


def test_the_upcard_stays_on_the_pile_and_the_next_discard_may_be_taken(catalog):
    game = testing.deal(catalog, "rummy", {"first_discard": "closed"}, hands=HANDS, discard=["8C"],
                        stock_top=["KD"])
    assert "take_discard" not in game.view(0).open_actions  # the table does not offer it
    testing.refused(game, 0, {"type": "take_discard"}, "house_upcard_closed")
    testing.play(game, 0, {"type": "draw"})
    testing.play(game, 0, {"type": "discard", "card": "KD"})
    assert "take_discard" in game.view(1).open_actions
    testing.play(game, 1, {"type": "take_discard"})


def test_by_default_the_upcard_may_be_taken(catalog):
    game = testing.deal(catalog, "rummy", hands=HANDS, discard=["8C"])
    testing.play(game, 0, {"type": "take_discard"})


def test_whole_games_never_take_the_upcard(catalog):
    options = {"first_discard": "closed", "scoring": "winner-takes-all"}
    for record in testing.play_games(catalog, "rummy", options, players=2, games=1, seed=4, ai=["greedy", "random"]):
        again = catalog.new_game("rummy", options, 2, record.game.seed)  # replayed, looking at each move
        for seat, action in record.game.log:
            if action.type == "take_discard":
                assert again.view(seat).turn_no > 1
            testing.play(again, seat, action)
