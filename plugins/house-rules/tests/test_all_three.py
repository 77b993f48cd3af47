"""The three house rules together, between computer players of every level."""

import pytest
from rummy_house_rules import closed_upcard, costly_aces, meld_of_four

from rummy_desktop import testing


@pytest.fixture(scope="module")
def catalog():
    return testing.catalog(meld_of_four, closed_upcard, costly_aces)


def test_whole_games_keep_the_invariants_and_the_rules(catalog):
    options = {"meld_size": "4", "first_discard": "closed", "ace_points": "15", "scoring": "winner-takes-all"}
    for record in testing.play_games(catalog, "rummy", options, players=4, games=1, seed=3,
                                     ai=["greedy", "standard", "beginner", "random"], think_time=0.05):
        assert record.winners
        for rnd in record.game.state.history:
            assert all(len(g) >= 4 for g in rnd.outcome.table)


def test_the_rules_page_has_every_section_in_three_languages(catalog):
    for lang in ("en", "pt_BR", "fr"):
        text = catalog.rules_page("rummy").text(lang)
        for plugin in (meld_of_four, closed_upcard, costly_aces):
            assert plugin.RULES_PAGE[lang].strip() in text
    for plugin in (meld_of_four, closed_upcard, costly_aces):
        testing.check_plugin(catalog, plugin)  # every text translated, every label in its section
