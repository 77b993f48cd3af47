"""The computer levels in Gin Rummy, where melds stay in the hand (issue 45, point 3): the
top discard is taken when it completes a meld held in the hand (no meld is laid on the
table, so "melds at once" cannot mean a meld the engine lists), and left when it does not."""

import pytest

from rummy_desktop import testing
from rummy_desktop.core.actions import Discard, Knock, TakeDiscard

HAND = ["7C", "7D", "2H", "3H", "9S", "JS", "KC", "QD", "5C", "AD"]
OTHER = ["4S", "4D", "6H", "8H", "10C", "10D", "2S", "6S", "8D", "3C"]


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


# Seat 0 draws KD: 3-4-5♥, 7♣ 7♦ 7♠, 9-10-J♠ and 8♦ left: a knock with 8 of deadwood.
KNOCKER = ["3H", "4H", "5H", "7C", "7D", "7S", "9S", "10S", "JS", "8D"]
# 2♠ of deadwood: an undercut of any knock with 8.
DEFENDER = ["AC", "AD", "AS", "2D", "3D", "4D", "6C", "6D", "6S", "2S"]


def knock_position(catalog):
    game = testing.deal(catalog, "gin-rummy", {}, hands=[KNOCKER, DEFENDER], discard=["QH"], stock_top=["KD"])
    testing.play(game, 0, {"type": "pass"})
    testing.play(game, 1, {"type": "pass"})
    testing.play(game, 0, {"type": "draw"})
    return game


def expert(monkeypatch):
    monkeypatch.setattr("rummy_desktop.ai.levels.SEARCH_WORLDS", 16)
    from rummy_desktop.ai.levels import LevelPlayer

    return LevelPlayer(0, 5, "expert", time_budget=600.0)  # the world count decides, not the clock


def test_the_expert_knocks_with_8_when_the_other_hand_is_unknown(catalog, monkeypatch):
    """Early in the hand a knock with 8 wins in nearly every world (the old Expert waited for
    5 whatever the hand); the search weighs the discards that leave the least deadwood too."""
    game = knock_position(catalog)
    player = expert(monkeypatch)
    view = game.view(0)
    candidates = player.consider(view)
    assert candidates[0] == Knock(card=testing.card("KD"))
    assert Discard(card=testing.card("KD")) in candidates
    assert player.choose(game.view(0)) == Knock(card=testing.card("KD"))


def test_the_expert_does_not_knock_into_an_undercut_it_can_read(catalog, monkeypatch):
    """The other player's hand is known (as if seen picked up from the pile): every world
    deals it, a knock with 8 is undercut (-31) while a discard loses a few points at worst.
    The search reads the risk and keeps playing."""
    game = knock_position(catalog)
    player = expert(monkeypatch)
    view = game.view(0)
    player.memory.observe(view)
    player.memory.held.update({c: 1 for c in game.state.hands[1]})
    action = player.choose(view)
    assert isinstance(action, Discard) and not isinstance(action, Knock)
