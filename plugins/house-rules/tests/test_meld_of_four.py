"""The house rule "a new meld needs four cards", tested with Rummy Desktop's testing kit."""

import pytest
import rummy_house_rules.meld_of_four as plugin

from rummy_desktop import testing

HANDS = [["7C", "7D", "7H", "3S", "4S", "5S", "6S", "KD"], ["AC", "AD", "9C", "9D", "2H", "QS", "JH"]]


@pytest.fixture(scope="module")
def catalog():
    return testing.catalog(plugin)


def test_with_four_a_meld_of_three_is_refused_and_one_of_four_is_played(catalog):
    game = testing.deal(catalog, "rummy", {"meld_size": "4"}, hands=HANDS, discard=["KH"], stock_top=["7S"])
    testing.play(game, 0, {"type": "draw"})
    refusal = testing.refused(game, 0, {"type": "meld", "cards": ["7C", "7D", "7H"]}, "house_meld_of_four")
    assert refusal.params == {"need": 4}
    testing.play(game, 0, {"type": "meld", "cards": ["3S", "4S", "5S", "6S"]})
    testing.play(game, 0, {"type": "lay_off", "card": "7S", "group": 0})  # a lay-off adds one card
    testing.check_cards(game)


def test_by_default_three_cards_make_a_meld(catalog):
    game = testing.deal(catalog, "rummy", hands=HANDS, discard=["KH"], stock_top=["2D"])
    testing.play(game, 0, {"type": "draw"})
    testing.play(game, 0, {"type": "meld", "cards": ["7C", "7D", "7H"]})


def test_whole_games_keep_the_invariants_and_the_rule(catalog):
    # winner takes all: the first to 100 wins, a short game
    options = {"meld_size": "4", "scoring": "winner-takes-all"}
    for record in testing.play_games(catalog, "rummy", options, players=3, games=1, seed=3):
        assert record.winners
        for rnd in record.game.state.history:
            assert all(len(group) >= 4 for group in rnd.outcome.table)


def test_the_rules_page_has_the_section(catalog):
    for lang in ("en", "pt_BR", "fr"):
        assert plugin.RULES_PAGE[lang].strip() in catalog.rules_page("rummy").text(lang)
