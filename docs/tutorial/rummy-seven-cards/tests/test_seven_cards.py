"""The tutorial's rule set, tested with the kit (docs/plugins.md, part 2)."""

import pytest
import rummy_seven_cards as plugin

from rummy_desktop import testing

HANDS = [["7C", "7D", "7H"], ["KS", "QH", "AD"]]


@pytest.fixture(scope="module")
def catalog():
    return testing.catalog(plugin)


def test_the_rule_set_is_installed_with_its_option(catalog):
    spec = catalog.variant("seven-cards").spec
    assert (spec.min_players, spec.max_players) == (2, 4)
    assert spec.option("length").values() == ["one", "50"]


def go_out(game):
    """Seat 0 draws 5D, melds its three sevens and goes out by discarding 5D."""
    testing.play(game, 0, {"type": "draw"})
    testing.refused(game, 0, {"type": "meld", "cards": ["7C", "7D", "5D"]}, "invalid_meld")
    testing.play(game, 0, {"type": "meld", "cards": ["7C", "7D", "7H"]})
    return testing.play(game, 0, {"type": "discard", "card": "5D"})


def test_going_out_wins_and_the_others_pay_their_points(catalog):
    game = testing.deal(catalog, "seven-cards", hands=HANDS, discard=["9C"], stock_top=["5D"])
    go_out(game)
    assert game.over
    assert game.state.result.winners == [0]
    assert game.state.result.totals == [0, 21]  # K 10 + Q 10 + A 1


def test_until_50_deals_another_round(catalog):
    game = testing.deal(catalog, "seven-cards", {"length": "50"}, hands=HANDS, discard=["9C"], stock_top=["5D"])
    events = go_out(game)
    assert not game.over and game.state.round_no == 2
    assert [e.kind for e in events].count("round_started") == 1
    testing.check_cards(game)


def test_the_page_and_the_translations_hold_up(catalog):
    # the page starts with the name and names every option; every text is translated
    testing.check_plugin(catalog, plugin)


@pytest.mark.parametrize("length,players", [("one", 2), ("50", 4)])
def test_whole_games_keep_the_invariants(catalog, length, players):
    for record in testing.play_games(catalog, "seven-cards", {"length": length}, players=players, games=3):
        assert record.winners
        assert length == "50" or record.rounds == 1


def test_a_game_between_computer_players(catalog):
    # a game as the new-game screen deals it: the rule set, its options, the players, a seed
    game = catalog.new_game("seven-cards", {"length": "50"}, players=3, seed=7)
    # a computer player for each seat: its name, its seat, a seed, the seconds it may think per move
    players = [catalog.player(name).create(seat, seed=seat, time_budget=0.05)
               for seat, name in enumerate(["greedy", "standard", "beginner"])]
    while not game.over:
        seat = game.to_act  # the seat the game waits for
        testing.play(game, seat, players[seat].choose(game.view(seat)))  # it sees its own view only
    assert game.state.result.winners and max(game.state.result.totals) >= 50
