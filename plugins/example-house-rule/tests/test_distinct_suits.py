"""The example house rule's own tests: they use only Rummy Desktop's testing kit
(rummy_desktop.testing), as a third-party plugin's tests would."""

import pytest
import rummy_house_distinct_suits as plugin

from rummy_desktop import testing

# Rummy for five players is dealt from two decks: 7D and 7D' are twins.
HANDS = [["7C", "7D", "7D'", "3S", "4S", "5S"], ["AC", "2D", "3D"], ["AS", "2S", "8S"],
         ["3H", "4H", "5H"], ["6C", "8C", "9C"]]
TWINS = {"type": "meld", "cards": ["7C", "7D", "7D'"]}


@pytest.fixture(scope="module")
def catalog():
    return testing.catalog(plugin)


def test_the_option_is_added_to_rummy_only(catalog):
    option = catalog.variant("rummy").spec.option("set_suits")
    assert option.default == "any" and option.values() == ["any", "distinct"]
    assert catalog.variant("rummy-500").spec.option("set_suits") is None


def test_with_different_suits_twins_make_no_set(catalog):
    game = testing.deal(catalog, "rummy", {"set_suits": "distinct"}, hands=HANDS, discard=["KD"])
    testing.play(game, 0, {"type": "draw"})
    refusal = testing.refused(game, 0, TWINS, "invalid_meld")
    assert refusal.params["why"] == "set_repeated_suit"
    testing.play(game, 0, {"type": "meld", "cards": ["3S", "4S", "5S"]})  # a run is still a run


def test_by_default_twins_may_share_a_set(catalog):
    game = testing.deal(catalog, "rummy", {}, hands=HANDS, discard=["KD"])
    testing.play(game, 0, {"type": "draw"})
    testing.play(game, 0, TWINS)
    testing.check_cards(game)


def test_whole_games_keep_the_invariants_and_the_rule(catalog):
    for record in testing.play_games(catalog, "rummy", {"set_suits": "distinct"}, players=5, games=2, seed=7):
        assert record.winners
        for rnd in record.game.state.history:
            for group in rnd.outcome.table:
                if len({c % 13 for c in group}) == 1:  # a set
                    suits = [(c % 52) // 13 for c in group]
                    assert len(set(suits)) == len(suits)


@pytest.mark.parametrize("language,label", [("pt_BR", "Naipes nas trincas"), ("fr", "Couleurs dans les brelans")])
def test_the_option_is_translated(catalog, language, label):
    option = catalog.variant("rummy").spec.option("set_suits")
    assert catalog.texts.translate(option.label, language) == label
    assert catalog.texts.translate(option.label, "de") == option.label  # English stands in


def test_the_texts_and_the_section_hold_up(catalog):
    testing.check_plugin(catalog, plugin)  # every text translated, every label in the section


def test_the_lesson_holds_up(catalog):
    assert catalog.lessons.get("rummy-distinct-suits") is not None
