"""The computer levels in Gin Rummy, where melds stay in the hand (issue 45, point 3): the
top discard is taken when it completes a meld held in the hand (no meld is laid on the
table, so "melds at once" cannot mean a meld the engine lists), and left when it does not."""

import pytest

from rummy_desktop import testing
from rummy_desktop.core.actions import TakeDiscard
from rummy_desktop.plugins.manager import default_catalog

HAND = ["7C", "7D", "2H", "3H", "9S", "JS", "KC", "QD", "5C", "AD"]
OTHER = ["4S", "4D", "6H", "8H", "10C", "10D", "2S", "6S", "8D", "3C"]


@pytest.fixture(scope="module")
def catalog():
    return default_catalog()


@pytest.mark.parametrize("level", ["greedy", "beginner", "standard"])
@pytest.mark.parametrize(("upcard", "takes"), [("7H", True), ("4H", True), ("KH", False)])
def test_the_upcard_is_taken_when_it_completes_a_meld_in_the_hand(catalog, level, upcard, takes):
    game = testing.deal(catalog, "gin-rummy", {}, hands=[HAND, OTHER], discard=[upcard])
    view = game.view(0)  # the first upcard is offered to seat 0
    assert view.phase == "draw" and "take_discard" in view.open_actions
    action = catalog.player(level).create(0, 3).choose(view)
    assert isinstance(action, TakeDiscard) == takes


@pytest.mark.parametrize("level", ["greedy", "standard"])
def test_a_discard_that_completes_a_run_is_taken_later_in_the_hand(catalog, level):
    other = ["4H", "4D", "6H", "8H", "10C", "10D", "2S", "6S", "8D", "3C"]
    game = testing.deal(catalog, "gin-rummy", {}, hands=[HAND, other], discard=["KH"], stock_top=["JH", "AS"])
    testing.play(game, 0, {"type": "pass"})
    testing.play(game, 1, {"type": "pass"})
    testing.play(game, 0, {"type": "draw"})
    testing.play(game, 0, {"type": "discard", "card": "KC"})
    testing.play(game, 1, {"type": "draw"})
    testing.play(game, 1, {"type": "discard", "card": "4H"})  # 2-3-4 of hearts with seat 0's hand
    assert isinstance(catalog.player(level).create(0, 3).choose(game.view(0)), TakeDiscard)
