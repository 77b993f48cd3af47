"""The tutorial's house rule, tested with the kit (docs/plugins.md, part 1)."""

import pytest
import rummy_house_shanghai_aces as plugin

from rummy_desktop import testing

HANDS = [["QH", "KH", "AH", "5C"], ["2S", "3S", "9D", "9C"]]
RUN = {"type": "commit", "table": [["QH", "KH", "AH"]]}


@pytest.fixture(scope="module")
def catalog():
    return testing.catalog(plugin)


def test_shanghai_has_the_option(catalog):
    assert catalog.variant("shanghai").spec.option("aces").default == "low"


def test_by_default_the_ace_is_low_only(catalog):
    game = testing.deal(catalog, "shanghai", hands=HANDS)
    refusal = testing.refused(game, 0, RUN, "invalid_group")
    assert refusal.params["why"] == "run_ace"


def test_high_or_low_lets_the_ace_end_a_run(catalog):
    game = testing.deal(catalog, "shanghai", {"aces": "high-or-low"}, hands=HANDS)
    testing.play(game, 0, RUN)
    testing.check_cards(game)


def test_whole_games_keep_the_invariants(catalog):
    testing.play_games(catalog, "shanghai", {"aces": "high-or-low"}, players=3, games=2)


def test_the_option_is_translated_and_explained(catalog):
    assert catalog.texts.translate("High or low", "fr") == "Fort ou faible"
    assert "Regra da casa" in catalog.rules_page("shanghai").text("pt_BR")
    testing.check_plugin(catalog, plugin)  # every text translated, every label in the section
