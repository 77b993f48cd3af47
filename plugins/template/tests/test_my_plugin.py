"""The plugin's tests, with Rummy Desktop's testing kit (rummy_desktop.testing)."""

import pytest
import rummy_my_plugin as plugin

from rummy_desktop import testing


@pytest.fixture(scope="module")
def catalog():
    return testing.catalog(plugin)


def test_the_rule_set_is_installed(catalog):
    spec = catalog.variant("my-rummy").spec
    assert spec.option("jokers").default == "off"
    assert catalog.rules_page("my-rummy").text("fr").startswith("# Mon Rami")


def test_a_prepared_deal(catalog):
    game = testing.deal(catalog, "my-rummy", hands=[["7C", "7D", "7H"], ["KS", "QH", "AD"]],
                        discard=["9C"], stock_top=["5D"])
    testing.refused(game, 1, {"type": "draw"}, "not_your_turn")
    testing.play(game, 0, {"type": "draw"})
    testing.refused(game, 0, {"type": "meld", "cards": ["7C", "7D", "5D"]}, "invalid_meld")
    testing.play(game, 0, {"type": "meld", "cards": ["7C", "7D", "7H"]})
    testing.play(game, 0, {"type": "discard", "card": "5D"})
    assert game.over and game.state.result.totals == [0, 3] and game.state.result.winners == [0]


@pytest.mark.parametrize("jokers", ["off", "on"])
def test_whole_games_keep_the_invariants(catalog, jokers):
    for record in testing.play_games(catalog, "my-rummy", {"jokers": jokers}, players=3, games=3):
        assert record.winners and record.rounds == 1


def test_the_texts_are_translated_and_the_page_holds_up(catalog):
    assert catalog.texts.translate("My Rummy", "fr") == "Mon Rami"
    # every text translated into pt_BR and fr; the page names the rule set and every option
    testing.check_plugin(catalog, plugin)
