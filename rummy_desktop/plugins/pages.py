"""Rules pages: the rules of a rule set as a page players read, shipped by its plugin.

A page is Markdown per language (``en``, ``pt_BR``, ``fr``, ...), written with no Qt
tools: the program shows it with Qt's Markdown reader (headings, paragraphs, lists,
tables, emphasis) and ``rummy-desktop rules`` prints it. English is required: it is what
a player reads when the page lacks their language.

A plugin hands its page to the registry with the rule set (``registry.add(variant,
rules_page=...)``) or with a house-rule option (``registry.add_option(...,
rules_page=...)``, a section added to that rule set's page), as either

* a mapping ``{"en": "# My game\\n...", "fr": "..."}`` of strings kept in the module, or
* :func:`page_files` naming files shipped next to the module as package data:
  ``page_files(__package__, "pages/mygame")`` reads ``pages/mygame.en.md``,
  ``pages/mygame.fr.md``, ...

The registry checks the page at start-up; a page that does not hold up is reported with
the broken plugins, and the rule set is still played.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from importlib import resources
from typing import TYPE_CHECKING, Union

from pydantic import BaseModel, ConfigDict, ValidationError, field_validator

from rummy_desktop.core.variant import SpecError

if TYPE_CHECKING:
    from rummy_desktop.core.variant import VariantSpec

FALLBACK = "en"
LANGUAGE_CODE = re.compile(r"^[a-z]{2,3}(_[A-Z]{2})?$")
MAX_CHARS = 100_000
SUFFIX = ".md"


class RulesPage(BaseModel):
    """A rules page: Markdown text per language code, English required."""

    model_config = ConfigDict(frozen=True, extra="forbid")
    markdown: dict[str, str]

    @field_validator("markdown")
    @classmethod
    def _languages(cls, texts: dict[str, str]) -> dict[str, str]:
        for lang, text in texts.items():
            if not LANGUAGE_CODE.match(lang):
                raise ValueError(f"{lang!r} is not a language code such as 'en', 'pt_BR' or 'fr'")
            if not text.strip():
                raise ValueError(f"the {lang} text is empty")
            if len(text) > MAX_CHARS:
                raise ValueError(f"the {lang} text is longer than {MAX_CHARS} characters")
        if FALLBACK not in texts:
            raise ValueError("no English text ('en'): it is shown when a language is missing")
        return texts

    def languages(self) -> list[str]:
        return sorted(self.markdown)

    def text(self, language: str) -> str:
        """The page in ``language`` (``pt_BR``, or a locale name such as ``fr_FR``): the
        exact language, else one of the same base language, else English."""
        if language in self.markdown:
            return self.markdown[language]
        base = language.split("_")[0]
        for lang in sorted(self.markdown):
            if lang.split("_")[0] == base:
                return self.markdown[lang]
        return self.markdown[FALLBACK]

    def extended(self, addition: RulesPage) -> RulesPage:
        """This page followed by ``addition`` (a house rule's section), in each of this
        page's languages (the addition falling back to its English)."""
        langs = set(self.markdown) | set(addition.markdown)
        return RulesPage(markdown={
            lang: self.text(lang).rstrip() + "\n\n" + addition.text(lang).strip() + "\n" for lang in langs
        })


@dataclass(frozen=True)
class PageFiles:
    """A page kept as ``<name>.<language>.md`` files in a plugin's package (see
    :func:`page_files`); read and checked by the registry at start-up."""

    package: str
    name: str

    def load(self) -> RulesPage:
        try:
            folder = resources.files(self.package)
            stem = self.name.rsplit("/", 1)
            if len(stem) == 2:
                folder = folder.joinpath(stem[0])
            prefix = stem[-1] + "."
            texts: dict[str, str] = {}
            for entry in folder.iterdir():
                if entry.name.startswith(prefix) and entry.name.endswith(SUFFIX):
                    lang = entry.name[len(prefix):-len(SUFFIX)]
                    texts[lang] = entry.read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError, ModuleNotFoundError, TypeError) as exc:
            raise SpecError("bad_rules_page", f"{self.package}/{self.name}.*{SUFFIX}: {exc}") from exc
        if not texts:
            raise SpecError("bad_rules_page", f"no file {self.name}.<language>{SUFFIX} in {self.package}")
        return as_page(texts, f"{self.package}/{self.name}.*{SUFFIX}")


def page_files(package: str, name: str) -> PageFiles:
    """The page in files ``<name>.<language>.md`` under ``package`` (pass the plugin's
    ``__package__``); ``name`` may start with a folder, ``"pages/mygame"``. Ship the
    files as package data."""
    return PageFiles(package, name)


PageSource = Union[RulesPage, Mapping[str, str], PageFiles]


def as_page(source: PageSource, where: str = "rules page") -> RulesPage:
    """``source`` as a checked :class:`RulesPage`; SpecError ``bad_rules_page`` saying
    what is wrong."""
    if isinstance(source, RulesPage):
        return source
    if isinstance(source, PageFiles):
        return source.load()
    if not isinstance(source, Mapping):
        raise SpecError("bad_rules_page", f"{where}: expected Markdown by language or page_files(...), "
                                          f"not {type(source).__name__}")
    try:
        return RulesPage(markdown=dict(source))
    except ValidationError as exc:
        reasons = "; ".join(e["msg"].removeprefix("Value error, ") for e in exc.errors())
        raise SpecError("bad_rules_page", f"{where}: {reasons}") from exc


def spec_summary(spec: VariantSpec, additions: Sequence[RulesPage] = ()) -> str:
    """What a rule set's declaration tells, as a short English page (for a rule set whose
    plugin supplies no page), followed by its house rules' sections."""
    lines = [f"# {spec.name}", "", spec.description, "",
             f"* Players: {spec.min_players} to {spec.max_players}."]
    for opt in spec.options:
        lines.append(f"* **{opt.label}**: {opt.description}".rstrip(": "))
        for c in opt.choices:
            default = " (the default)" if c.value == opt.default else ""
            lines.append(f"    * **{c.label}**{default}" + (f": {c.description}" if c.description else ""))
    lines += ["\n" + extra.text(FALLBACK).strip() for extra in additions]
    return "\n".join(lines) + "\n"
