"""Rules pages: every built-in rule set ships one in three languages, faithful to its
declaration and to RULES.md; third-party plugins supply theirs through the same
registration; a page that does not hold up is reported like a broken plugin."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from fnmatch import fnmatch
from pathlib import Path

import pytest

from rummy_desktop.core.variant import SpecError
from rummy_desktop.plugins import RulesPage, hookimpl, page_files
from rummy_desktop.plugins.manager import Catalog, make_plugin_manager
from rummy_desktop.plugins.pages import as_page

ROOT = Path(__file__).resolve().parents[2]
PAGES = ROOT / "plugins" / "rummy_rulesets" / "pages"
LANGS = ("en", "pt_BR", "fr")
BUILTIN = ("rummy", "rummy-multiplayer", "rummy-500", "manipulation", "machiavelli", "shanghai",
           "guadalupe", "carousel", "vatican", "tahiti")


def _ui_texts(lang: str) -> dict[str, str]:
    """The program's own translations of the rule sets' texts (the Variants context)."""
    root = ET.parse(ROOT / "translations" / f"rummy_desktop_{lang}.ts").getroot()
    return {m.findtext("source"): m.findtext("translation")
            for ctx in root.iter("context") if ctx.findtext("name") == "Variants" for m in ctx.iter("message")}


TEXTS = {lang: _ui_texts(lang) for lang in LANGS if lang != "en"}


def shown(text: str, lang: str) -> str:
    """``text`` as the program shows it in ``lang``: our catalogue's translation, else the
    plugin's own (the example house rule translates its texts itself)."""
    from rummy_desktop.plugins.manager import default_catalog

    if lang == "en":
        return text
    if text in TEXTS[lang]:
        return TEXTS[lang][text]
    return default_catalog().texts.translate(text, lang)  # a translation may read as the English ("1 point")


@pytest.mark.parametrize("vid", BUILTIN)
def test_every_builtin_rule_set_has_its_page_in_three_languages(catalog, vid):
    page = catalog.rules_page(vid)
    assert page is not None
    assert set(LANGS) <= set(page.languages())
    for lang in LANGS:
        text = page.text(lang)
        # the page starts with the rule set's name, as the program shows it in that language
        assert text.startswith(f"# {shown(catalog.variant(vid).spec.name, lang)}\n"), (vid, lang)
    assert not [b for b in catalog.broken + catalog.problems if vid in b.target]


@pytest.mark.parametrize("vid", BUILTIN)
@pytest.mark.parametrize("lang", LANGS)
def test_each_page_explains_every_option_by_its_label(catalog, vid, lang):
    spec = catalog.variant(vid).spec
    text = catalog.rules_page(vid).text(lang)
    assert spec.options or re.search(r"^## .*\n\n.*(no options|não tem opções|n'a pas d'options)", text, re.M)
    for opt in spec.options:
        assert shown(opt.label, lang) in text, (vid, lang, opt.key)
        for choice in opt.choices:
            assert shown(choice.label, lang) in text, (vid, lang, opt.key, choice.value)


#: Rule facts of RULES.md §2 each page must state, in every language (numbers as digits).
FACTS = {
    "manipulation": ["104", "15", "10", "5", "200", "300", "Q-K-A|D-R-A"],  # §2.1
    "machiavelli": ["104", "1 point|1 ponto", "A-2-3", "K-A-2|R-A-2"],  # §2.2
    "shanghai": ["104", "1 point|1 ponto"],  # §2.3
    "guadalupe": ["104", "1 point|1 ponto"],  # §2.4
    "carousel": ["53", "106", "25", "150", "100", "10"],  # §2.5
    "vatican": ["106"],  # §2.6
    "tahiti": ["108", "30", "11"],  # §2.7
    "rummy-500": ["52", "104", "54", "108", "15", "250", "500", "1000"],  # §2.8
    "rummy": ["52", "104", "54", "106", "15", "100", "200"],  # §2.9
    "rummy-multiplayer": ["52", "100", "10"],  # §2.10
}

#: The hand size in words, as the pages say it (§2.1-§2.7).
HAND_WORDS = {
    "manipulation": ("seven cards", "sete cartas", "sept cartes"),
    "machiavelli": ("thirteen cards", "treze cartas", "treize cartes"),
    "shanghai": ("three, three, three and one", "três, três, três e uma", "trois, trois, trois et une"),
    "guadalupe": ("five cards", "cinco cartas", "cinq cartes"),
    "carousel": ("ten cards", "dez cartas", "dix cartes"),
    "vatican": ("thirteen cards", "treze cartas", "treize cartes"),
    "tahiti": ("five cards", "cinco cartas", "cinq cartes"),
}


@pytest.mark.parametrize("vid", BUILTIN)
@pytest.mark.parametrize("lang", LANGS)
def test_each_page_states_the_key_rules(catalog, vid, lang):
    text = catalog.rules_page(vid).text(lang)
    for fact in FACTS[vid]:
        assert any(re.search(rf"(?<![\d-]){re.escape(alt)}(?![\d])", text) for alt in fact.split("|")), \
            (vid, lang, fact)
    if vid in HAND_WORDS:
        assert HAND_WORDS[vid][LANGS.index(lang)] in text, (vid, lang)


def test_the_winning_targets_match_the_rule_sets_code(catalog):
    from rummy_rulesets import carousel, rummy_multiplayer

    for lang in LANGS:
        text = catalog.rules_page("carousel").text(lang)
        for number in (carousel.GAME_TARGET, carousel.REACH_BONUS, carousel.ROUND_BONUS, carousel.OUT_BONUS,
                       carousel.UNDERCUT_BONUS):
            assert str(number) in text
        assert f"{rummy_multiplayer.TARGET} " in catalog.rules_page("rummy-multiplayer").text(lang)
    for vid in ("manipulation", "rummy-500", "rummy"):
        target = catalog.variant(vid).spec.option("target")
        for lang in LANGS:
            text = " ".join(catalog.rules_page(vid).text(lang).split())
            for value in target.values():
                assert value in text
            # the default is said to be the default
            default = shown(next(c.label for c in target.choices if c.value == target.default), lang)
            said = {"en": "(the default)", "pt_BR": "(padrão)", "fr": "(par défaut)"}[lang]
            assert f"**{default}** {said}" in text, (vid, lang)


def test_the_files_are_all_pages_of_installed_rule_sets():
    names = {p.name for p in PAGES.iterdir()}
    assert names == {f"{vid}.{lang}.md" for vid in BUILTIN for lang in LANGS}


def test_the_pages_ship_as_package_data_and_in_the_frozen_app():
    tomllib = pytest.importorskip("tomllib")
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    globs = config["tool"]["setuptools"]["package-data"]["rummy_rulesets"]
    for page in PAGES.iterdir():
        assert any(fnmatch(f"pages/{page.name}", g) for g in globs), page.name
    spec = (ROOT / "installer" / "rummy-desktop.spec").read_text(encoding="utf-8")
    assert "datas += collect_data_files(package)" in spec


# -- the interface ------------------------------------------------------------------------


def test_a_page_falls_back_to_english():
    page = RulesPage(markdown={"en": "# Game\n", "pt_BR": "# Jogo\n"})
    assert page.text("pt_BR") == "# Jogo\n"
    assert page.text("pt") == "# Jogo\n"
    assert page.text("fr_FR") == "# Game\n"
    assert page.text("en_GB") == "# Game\n"


@pytest.mark.parametrize("source,why", [
    ({"fr": "# Jeu\n"}, "no English text"),
    ({"en": "   \n"}, "the en text is empty"),
    ({"en": "# Game", "Portuguese": "# Jogo"}, "not a language code"),
    (42, "expected Markdown by language"),
    (page_files("rummy_rulesets", "pages/no-such-game"), "no file pages/no-such-game"),
    (page_files("no_such_package_xyz", "pages/game"), "no_such_package_xyz"),
])
def test_a_bad_page_is_refused_with_its_reason(source, why):
    with pytest.raises(SpecError, match=why) as e:
        as_page(source)
    assert e.value.code == "bad_rules_page"


def _short_machiavelli(page):
    from rummy_desktop.core.variant import HandRow
    from rummy_rulesets import machiavelli

    spec = machiavelli.SPEC.model_copy(update={"id": "short-machiavelli", "name": "Short Machiavelli",
                                               "hand": (HandRow(players=(2, 5), cards=9),)})

    class Short:
        @hookimpl
        def rummy_register_variants(self, registry):
            registry.add(machiavelli.Machiavelli(spec), rules_page=page)

    return Short()


THIRD_PARTY_PAGE = {
    "en": "# Short Machiavelli\n\nMachiavelli with **nine cards** each.\n",
    "fr": "# Machiavel court\n\nMachiavel avec **neuf cartes** chacun.\n",
}


def test_a_third_party_rule_set_supplies_its_page():
    cat = Catalog(make_plugin_manager([_short_machiavelli(THIRD_PARTY_PAGE)]))
    page = cat.rules_page("short-machiavelli")
    assert page.text("fr") == THIRD_PARTY_PAGE["fr"]
    assert page.text("pt_BR") == THIRD_PARTY_PAGE["en"]  # no Portuguese: English
    assert not cat.broken


def test_a_third_party_page_in_files(tmp_path, monkeypatch):
    pkg = tmp_path / "rummy_short_pages"
    (pkg / "pages").mkdir(parents=True)
    (pkg / "__init__.py").write_text("")
    (pkg / "pages" / "short.en.md").write_text("# Short\n", encoding="utf-8")
    (pkg / "pages" / "short.pt_BR.md").write_text("# Curto ♠\n", encoding="utf-8")
    (pkg / "pages" / "other.fr.md").write_text("# Autre\n", encoding="utf-8")
    monkeypatch.syspath_prepend(str(tmp_path))
    cat = Catalog(make_plugin_manager([_short_machiavelli(page_files("rummy_short_pages", "pages/short"))]))
    page = cat.rules_page("short-machiavelli")
    assert page.languages() == ["en", "pt_BR"]
    assert page.text("pt_BR") == "# Curto ♠\n"


@pytest.mark.parametrize("page,why", [
    ({"fr": "# Machiavel court\n"}, "no English text"),
    (page_files("rummy_rulesets", "pages/nothing"), "no file pages/nothing.<language>.md in rummy_rulesets"),
])
def test_a_broken_page_is_reported_as_not_used_and_the_game_still_plays(page, why):
    pm = make_plugin_manager(entry_points=False)
    pm.register(_short_machiavelli(page), name="short-plugin")
    cat = Catalog(pm)
    assert not cat.broken  # the plugin loads: only its page is not used
    (entry,) = cat.problems
    assert (entry.name, entry.target) == ("short-plugin", "rules page of 'short-machiavelli'")
    assert why in entry.reason
    assert cat.rules_page("short-machiavelli") is None
    game = cat.new_game("short-machiavelli", {}, 2, 1)
    assert [len(h) for h in game.state.hands] == [9, 9]


def test_the_command_line_reports_a_broken_page(tmp_path, monkeypatch):
    import os
    import subprocess
    import sys

    (tmp_path / "rummy_fake_page.py").write_text(
        "from rummy_desktop.plugins import hookimpl\n"
        "from rummy_rulesets import machiavelli\n"
        "SPEC = machiavelli.SPEC.model_copy(update={'id': 'fake-page', 'name': 'Fake'})\n"
        "@hookimpl\n"
        "def rummy_register_variants(registry):\n"
        "    registry.add(machiavelli.Machiavelli(SPEC), rules_page={'fr': '# Faux'})\n")
    info = tmp_path / "rummy_fake_page-0.1.dist-info"
    info.mkdir()
    (info / "METADATA").write_text("Metadata-Version: 2.1\nName: rummy-fake-page\nVersion: 0.1\n")
    (info / "entry_points.txt").write_text("[rummy_desktop]\nfake-page = rummy_fake_page\n")
    env = dict(os.environ, PYTHONPATH=os.pathsep.join([str(tmp_path), os.environ.get("PYTHONPATH", "")]))
    out = subprocess.run([sys.executable, "-m", "rummy_desktop.cli", "rules", "--variant", "fake-page"],
                         capture_output=True, text=True, env=env, timeout=120)
    assert out.returncode == 0
    assert "plugin 'fake-page': rules page of 'fake-page' not used: " in out.stderr
    assert "no English text" in out.stderr
    assert "supplies no rules page" in out.stderr
    assert out.stdout.startswith("# Fake\n") and "Incomplete move" in out.stdout  # from its declaration


def test_the_example_house_rule_adds_its_section_to_rummy(monkeypatch):
    pm = make_plugin_manager()
    if pm.get_plugin("distinct-suits") is None:
        monkeypatch.syspath_prepend(str(ROOT / "plugins" / "example-house-rule"))
        import rummy_house_distinct_suits

        pm.register(rummy_house_distinct_suits, name="distinct-suits")
    from rummy_house_distinct_suits import RULES_PAGE

    cat = Catalog(pm)
    option = cat.variant("rummy").spec.option("set_suits")
    for lang in LANGS:
        text = cat.rules_page("rummy").text(lang)
        section = RULES_PAGE[lang].strip() + "\n"
        # the rule set's own page first, then the house rules' sections (in the order of precedence)
        assert section in text and text.index(section) > text.index("\n## "), lang
        assert text.startswith(f"# {shown('Rummy', lang)}\n")
        for label in [option.label] + [c.label for c in option.choices]:
            assert shown(label, lang) in section, (lang, label)
    assert "Suits in sets" not in cat.rules_page("rummy-500").text("en")


def test_a_house_rule_section_without_the_rule_sets_own_page():
    from rummy_desktop.core.variant import Choice, OptionSpec
    from rummy_desktop.plugins.pages import spec_summary

    class House:
        @hookimpl
        def rummy_register_house_rules(self, registry):
            option = OptionSpec(key="quick", label="Quick", choices=(Choice(value="no", label="No"),
                                                                     Choice(value="yes", label="Yes")), default="no")
            registry.add_option("short-machiavelli", option, rules_page={"en": "## Quick\n\nA quick game.\n"})

    cat = Catalog(make_plugin_manager([_short_machiavelli(None), House()]))
    assert cat.rules_page("short-machiavelli") is None
    (extra,) = cat.rules_additions("short-machiavelli")
    text = spec_summary(cat.variant("short-machiavelli").spec, [extra])
    assert text.startswith("# Short Machiavelli\n") and "* **Quick**" in text
    assert text.endswith("## Quick\n\nA quick game.\n")
