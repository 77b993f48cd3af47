"""The testing kit for plugin authors (issue 36, point 7): a card parser, a catalogue with
the program's computer players, the conventions the program holds its own plugins to as
kit checks (pages, translations), and plugins named by name, never by a number."""

import pytest

from rummy_desktop import testing
from rummy_desktop.core.variant import Choice, OptionSpec
from rummy_desktop.plugins import hookimpl
from rummy_rulesets.rummy_multiplayer import SPEC, RummyMultiplayer


def test_cards_are_written_in_the_card_notation():
    assert testing.cards("7H 7H' JK1") == [32, 84, 104]
    assert testing.cards(["A♠", "10D"]) == [39, 22] and testing.card("KS") == 51
    with pytest.raises(testing.InvariantError, match="'ZZ' is not a card"):
        testing.cards("7H ZZ")


def test_a_catalogue_without_the_installed_plugins_keeps_the_computer_players():
    from rummy_rulesets import rummy

    catalog = testing.catalog(rummy, installed=False, rule_sets=False)
    assert [v.spec.id for v in catalog.variants.all()] == ["rummy"]
    assert {"random", "greedy", "beginner", "standard", "expert"} <= set(catalog.players.names())
    (record,) = testing.play_games(catalog, "rummy", games=1, seed=2)
    assert record.winners


OPTION = OptionSpec(key="quick", label="Quick deal", choices=(Choice(value="no", label="Slow"),
                                                             Choice(value="yes", label="Fast")), default="no")


class Sloppy:
    """A rule set whose page forgets an option's choice and whose texts miss French."""

    @hookimpl
    def rummy_register_variants(self, registry):
        spec = SPEC.model_copy(update={"id": "sloppy", "name": "Sloppy", "options": (OPTION,)})
        registry.add(RummyMultiplayer(spec), rules_page={"en": "# Sloppy\n\n**Quick deal**: **Slow** only.\n",
                                              "pt_BR": "# Desleixado\n\n**Mão rápida**: **Lenta** ou **Rápida**.\n"})

    @hookimpl
    def rummy_register_texts(self, registry):
        registry.add_translations("pt_BR", {"Sloppy": "Desleixado", SPEC.description: "...", "Quick deal": "Mão rápida",
                                            "Slow": "Lenta", "Fast": "Rápida"})


def test_the_kit_checks_a_plugins_pages_and_translations():
    plugin = Sloppy()
    plugin.__name__ = "sloppy"
    catalog = testing.catalog(plugin)
    with pytest.raises(testing.InvariantError, match=r"sloppy \(en\) does not name 'Fast'"):
        testing.check_pages(catalog, plugin)
    with pytest.raises(testing.InvariantError, match="fr: 'Fast'") as missing:
        testing.check_translations(catalog, plugin)
    assert "pt_BR" not in str(missing.value)  # Portuguese is all there
    testing.check_translations(catalog, plugin, languages=("pt_BR",))


def test_a_translation_may_read_as_the_english():
    class Points:
        @hookimpl
        def rummy_register_house_rules(self, registry):
            registry.add_option("rummy-500", OptionSpec(key="bonus", label="Bonus", choices=(
                Choice(value="1", label="1 point"),), default="1"),
                rules_page={"en": "## Bonus\n\n**Bonus**: **1 point**.\n", "pt_BR": "## Bônus\n\n**Bônus**: **1 ponto**.\n",
                            "fr": "## Bonus\n\n**Bonus** : **1 point**.\n"})

        @hookimpl
        def rummy_register_texts(self, registry):
            registry.add_translations("fr", {"Bonus": "Bonus", "1 point": "1 point"})
            registry.add_translations("pt_BR", {"Bonus": "Bônus", "1 point": "1 ponto"})

    plugin = Points()
    catalog = testing.catalog(plugin)
    testing.check_plugin(catalog, plugin)


def test_plugins_given_by_code_are_named_never_numbered():
    class Anonymous:
        @hookimpl
        def rummy_register_players(self, registry):
            registry.add("greedy", None)

    a, b = Anonymous(), Anonymous()
    from rummy_desktop.plugins.manager import Catalog, make_plugin_manager

    catalog = Catalog(make_plugin_manager([a, b], entry_points=False))
    names = sorted(x.name for x in catalog.broken)
    assert names == [f"{__name__}.{Anonymous.__qualname__}", f"{__name__}.{Anonymous.__qualname__}#2"]
    assert not any(n.isdigit() for n in names)
