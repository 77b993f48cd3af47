"""A plugin's texts in the program's languages, written as plain dictionaries.

A plugin declares its names, descriptions, option and choice labels in English (in its
:class:`~rummy_desktop.core.variant.VariantSpec`, its house rules' options and its
computer players). It translates them in
:func:`~rummy_desktop.plugins.hookspecs.rummy_register_texts`, one mapping per language
from the English text to the translated one, with no Qt tools. :func:`register_texts` writes
that hook from the mappings::

    TRANSLATIONS = {"pt_BR": {"Suits in sets": "Naipes nas trincas", ...},
                    "fr": {"Suits in sets": "Couleurs dans les brelans", ...}}
    rummy_register_texts = register_texts(TRANSLATIONS)

which is the same as writing it out::

    @hookimpl
    def rummy_register_texts(registry):
        for language, texts in TRANSLATIONS.items():
            registry.add_translations(language, texts)

Reason codes of its own (a refusal its rules raise, ``IllegalAction("my_code", card=...)``)
get their English text with ``registry.add_reasons({"my_code": "you cannot play {card}"})``
(``register_texts(TRANSLATIONS, reasons=REASONS)``); the translations of that text go in
the same mappings. The program shows a text in the
current language, else in English. A translation whose ``{fields}`` differ from the
English text's is refused and reported with the broken plugins.

A plugin's texts are its own: a translation of a text another plugin declared (its rule
set's name, its option's label...) is not taken from a plugin that does not declare the
same text, and of two plugins translating one text differently the first keeps it (in
the order of :func:`~rummy_desktop.plugins.manager.precedence`); either is reported in
Help ▸ Plugins.
"""

from __future__ import annotations

import string
from collections.abc import Callable, Mapping

from rummy_desktop.core.reasons import REASONS
from rummy_desktop.core.variant import SpecError

from .hookspecs import hookimpl
from .pages import FALLBACK, LANGUAGE_CODE
from .registry import Notice

MAX_TEXT = 2000


def fields(text: str) -> set[str]:
    """The ``{names}`` a text formats (SpecError for a malformed one)."""
    try:
        return {name for _, name, _, _ in string.Formatter().parse(text) if name}
    except ValueError as exc:
        raise SpecError("bad_texts", f"{text!r}: {exc}") from None


def _text(value: object, what: str) -> str:
    if not isinstance(value, str) or not value.strip():
        raise SpecError("bad_texts", f"{what}: expected a non-empty string, not {value!r}")
    if len(value) > MAX_TEXT:
        raise SpecError("bad_texts", f"{what}: longer than {MAX_TEXT} characters")
    return value


def register_texts(translations: Mapping[str, Mapping[str, str]],
                   reasons: Mapping[str, str] | None = None) -> Callable[[TextRegistry], None]:
    """The plugin's ``rummy_register_texts`` hook implementation, made from its texts:
    ``translations`` by language (``{"pt_BR": {"English text": "texto", ...}, "fr": {...}}``)
    and the English texts of its own reason codes (``{"my_code": "you cannot play {card}"}``).
    Assign it to that name in the plugin's module:
    ``rummy_register_texts = register_texts(TRANSLATIONS, reasons=REASONS)``."""

    @hookimpl
    def rummy_register_texts(registry: TextRegistry) -> None:
        if reasons:
            registry.add_reasons(reasons)
        for language, texts in translations.items():
            registry.add_translations(language, texts)

    return rummy_register_texts


class TextRegistry:
    """What :func:`~rummy_desktop.plugins.hookspecs.rummy_register_texts` adds to: every
    plugin's translations (English text -> text, by language) and reason texts."""

    def __init__(self, owners: Mapping[str, set[str]] | None = None) -> None:
        self._by_language: dict[str, dict[str, str]] = {}
        self._translators: dict[str, dict[str, str]] = {}  # language -> English text -> the plugin
        self._reasons: dict[str, str] = {}
        self.reason_sources: dict[str, str] = {}
        self.languages_by_source: dict[str, set[str]] = {}  # plugin -> the languages it translates into
        self.owners: dict[str, set[str]] = {k: set(v) for k, v in (owners or {}).items()}
        self.notices: list = []  # Notice: a translation not taken
        self.source = "?"

    def add_translations(self, language: str, texts: Mapping[str, str]) -> None:
        """Translations into ``language`` (``pt_BR``, ``fr``): English text -> its
        translation. SpecError ``bad_texts`` for a malformed one (nothing is added then)."""
        if not isinstance(language, str) or not LANGUAGE_CODE.match(language):
            raise SpecError("bad_texts", f"{language!r} is not a language code such as 'pt_BR' or 'fr'")
        if not isinstance(texts, Mapping):
            raise SpecError("bad_texts", f"translations into {language}: expected a mapping, "
                                         f"not {type(texts).__name__}")
        checked: dict[str, str] = {}
        for english, translated in texts.items():
            english = _text(english, f"{language}: an English text")
            translated = _text(translated, f"{language}: the translation of {english!r}")
            if fields(english) != fields(translated):
                raise SpecError("bad_texts", f"{language}: the translation of {english!r} has the fields "
                                             f"{sorted(fields(translated))}, the English text "
                                             f"{sorted(fields(english))}")
            checked[english] = translated

        table = self._by_language.setdefault(language, {})
        translators = self._translators.setdefault(language, {})
        for english, translated in checked.items():
            owners = self.owners.get(english, set())
            if owners and self.source not in owners:
                self.notices.append(Notice(self.source, f"its {language} translation of {english!r} is not used: "
                                                        f"the text belongs to {', '.join(sorted(owners))}"))
                continue
            first = translators.get(english)
            if first is not None and first != self.source and table[english] != translated:
                self.notices.append(Notice(self.source, f"its {language} translation of {english!r} is not used: "
                                                        f"{first} translates it first"))
                continue
            table[english] = translated
            translators.setdefault(english, self.source)
        self.languages_by_source.setdefault(self.source, set()).add(language)

    def add_reasons(self, reasons: Mapping[str, str]) -> None:
        """The English texts of the plugin's own reason codes (``{field}`` for a parameter
        of the refusal; ``card`` and ``face`` are written as cards)."""
        if not isinstance(reasons, Mapping):
            raise SpecError("bad_texts", f"reasons: expected a mapping, not {type(reasons).__name__}")

        for code, text in reasons.items():
            if not isinstance(code, str) or not code.replace("_", "").isalnum():
                raise SpecError("bad_texts", f"{code!r} is not a reason code such as 'my_rule'")
            if code in REASONS or (code in self._reasons and self.reason_sources[code] != self.source):
                raise SpecError("bad_texts", f"the reason code {code!r} is taken already")
            fields(_text(text, f"reason {code!r}"))
        for code, text in reasons.items():
            self._reasons[code] = text
            self.reason_sources[code] = self.source
            self.owners.setdefault(text, set()).add(self.source)

    def mark(self) -> tuple:
        return ({k: dict(v) for k, v in self._by_language.items()}, dict(self._reasons), dict(self.reason_sources),
                {k: set(v) for k, v in self.languages_by_source.items()},
                {k: dict(v) for k, v in self._translators.items()}, {k: set(v) for k, v in self.owners.items()},
                len(self.notices))

    def rollback(self, mark: tuple) -> None:
        (self._by_language, self._reasons, self.reason_sources, self.languages_by_source, self._translators,
         self.owners, notices) = mark
        del self.notices[notices:]

    # -- reading ---------------------------------------------------------------------------

    def languages(self) -> list[str]:
        return sorted(self._by_language)

    def translations(self, language: str) -> dict[str, str]:
        """Every plugin's translations into ``language``: English text -> translation."""
        return dict(self._by_language.get(language, {}))

    def translate(self, text: str, language: str) -> str:
        """``text`` (a plugin's English text) in ``language`` (or a locale such as
        ``fr_FR``): the exact language, else one of the same base language, else as written."""
        if not text or language == FALLBACK:
            return text
        table = self._by_language.get(language)
        if table is not None and text in table:
            return table[text]
        base = language.split("_")[0]
        for lang in sorted(self._by_language):
            if lang.split("_")[0] == base and text in self._by_language[lang]:
                return self._by_language[lang][text]
        return text

    def has(self, text: str, language: str) -> bool:
        """Does a plugin translate ``text`` into ``language`` (exactly that language)? A
        translation may read as the English text (French "1 point")."""
        return text in self._by_language.get(language, {})

    def reason(self, code: str, language: str = FALLBACK) -> str | None:
        """The text of a plugin's reason code in ``language`` (None: no plugin has it)."""
        english = self._reasons.get(code)
        return None if english is None else self.translate(english, language)

    def reasons(self) -> dict[str, str]:
        return dict(self._reasons)
