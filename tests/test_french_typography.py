"""One apostrophe in French (issue 33): the straight one (') that most of the French texts
used, in the interface's catalogue, the rules pages, the lessons and the plugins' own
translations; the typographic one (’) nowhere."""

from __future__ import annotations

import json
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
CURLY = "’"


def french_values(data, where: str):
    """Every text under a "fr" key of a lesson's JSON (or of any nested mapping)."""
    if isinstance(data, dict):
        for key, value in data.items():
            if key == "fr" and isinstance(value, str):
                yield where, value
            else:
                yield from french_values(value, where)
    elif isinstance(data, list):
        for item in data:
            yield from french_values(item, where)


def catalogue_texts():
    root = ET.parse(ROOT / "translations" / "rummy_desktop_fr.ts").getroot()
    for m in root.iter("message"):
        tr = m.find("translation")
        for text in [f.text for f in tr.findall("numerusform")] or [tr.text]:
            yield m.findtext("source"), text or ""


def test_the_catalogue_has_one_apostrophe():
    texts = list(catalogue_texts())
    assert sum("'" in t for _, t in texts) > 100  # the straight one, as most texts had it
    assert [source for source, t in texts if CURLY in t] == []


def test_rules_pages_and_lessons_files_have_one_apostrophe():
    pages = [p for p in ROOT.glob("**/*.fr.md") if ".venv" not in p.parts]
    lessons = [p for p in ROOT.glob("plugins/**/lessons/*.json") if ".venv" not in p.parts]
    assert len(pages) >= 10 and len(lessons) >= 10
    for page in pages:
        assert CURLY not in page.read_text(encoding="utf-8"), page
    for path in lessons:
        texts = list(french_values(json.loads(path.read_text(encoding="utf-8")), path.name))
        assert texts, path
        assert [t for _, t in texts if CURLY in t] == [], path


def test_what_the_installed_plugins_say_in_french_has_one_apostrophe(catalog):
    """Through the catalogue: every rule set's page (and house rules' additions), every
    lesson, every translation a plugin registers."""
    texts: list[str] = []
    for variant in catalog.variants.all():
        vid = variant.spec.id
        for page in [catalog.rules_page(vid)] + list(catalog.rules_additions(vid)):
            if page is not None and "fr" in page.languages():
                texts.append(page.text("fr"))
    for lesson in catalog.lessons.all():
        texts += [t for _, t in french_values(lesson.model_dump(), lesson.id)]
    texts += list(catalog.texts.translations("fr").values())
    assert len(texts) > 50
    assert [t[:60] for t in texts if CURLY in t] == []
