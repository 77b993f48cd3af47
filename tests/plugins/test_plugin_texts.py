"""A plugin's own translations: plain dictionaries through rummy_register_texts, checked
at start-up; English stands in for a missing language (issue 14, point 3)."""

import pytest

from rummy_desktop.core.variant import SpecError
from rummy_desktop.plugins import hookimpl
from rummy_desktop.plugins.manager import Catalog, make_plugin_manager
from rummy_desktop.plugins.texts import TextRegistry


class Texts:
    @hookimpl
    def rummy_register_texts(self, registry):
        registry.add_reasons({"house_twins": "{card} has a twin in this set"})
        registry.add_translations("fr", {"{card} has a twin in this set": "{card} a une jumelle dans ce brelan",
                                         "Suits in sets": "Couleurs (maison)"})


def test_a_plugins_texts_are_found_by_language_with_english_standing_in():
    cat = Catalog(make_plugin_manager([Texts()], entry_points=False))
    assert not cat.broken
    assert cat.texts.translate("Suits in sets", "fr") == "Couleurs (maison)"
    assert cat.texts.translate("Suits in sets", "fr_CA") == "Couleurs (maison)"  # same base language
    assert cat.texts.translate("Suits in sets", "pt_BR") == "Suits in sets"
    assert cat.texts.reason("house_twins", "fr") == "{card} a une jumelle dans ce brelan"
    assert cat.texts.reason("house_twins", "pt_BR") == "{card} has a twin in this set"
    assert cat.texts.reason("unknown_code", "fr") is None
    (info,) = [p for p in cat.plugins() if p.languages]
    assert info.languages == ("fr",)


@pytest.mark.parametrize("call,why", [
    (lambda r: r.add_translations("French", {"a": "b"}), "not a language code"),
    (lambda r: r.add_translations("fr", {"{card} is here": "{carte} est là"}), "fields"),
    (lambda r: r.add_translations("fr", {"Yes": ""}), "non-empty"),
    (lambda r: r.add_translations("fr", ["Yes", "Oui"]), "mapping"),
    (lambda r: r.add_reasons({"not_your_turn": "mine"}), "taken already"),
    (lambda r: r.add_reasons({"bad code!": "x"}), "not a reason code"),
])
def test_malformed_texts_are_refused_and_add_nothing(call, why):
    registry = TextRegistry()
    with pytest.raises(SpecError, match=why):
        call(registry)
    assert registry.languages() == [] and registry.reasons() == {}


def test_a_plugin_whose_texts_do_not_hold_up_is_reported_and_the_others_load():
    class Bad:
        @hookimpl
        def rummy_register_texts(self, registry):
            registry.add_translations("pt_BR", {"Any suits": "Quaisquer"})
            registry.add_translations("fr", {"{card} is here": "{carte} est là"})

    cat = Catalog(make_plugin_manager([Bad()]))
    (broken,) = cat.broken
    assert "Bad" in broken.name and "rummy_register_texts" in broken.reason and "carte" in broken.reason
    assert cat.texts.translate("Any suits", "pt_BR") != "Quaisquer"  # what it had added is taken back
    assert len(cat.variants.all()) >= 10
