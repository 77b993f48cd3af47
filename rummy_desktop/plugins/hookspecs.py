"""Hook specifications: the whole contract between Rummy Desktop and its plugins.

Plugins are found through the entry-point group ``rummy_desktop``; the built-in rule sets
and computer players use exactly these hooks. Every hook is prefixed ``rummy_``.
Implementations may take fewer arguments than a specification names, so specifications
can grow without breaking plugins. A misspelt hook name fails at start-up.

A plugin module looks like this::

    from rummy_desktop.plugins import hookimpl, page_files

    @hookimpl
    def rummy_register_variants(registry):
        registry.add(MyVariant(SPEC), rules_page=page_files(__package__, "pages/my-game"))
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pluggy

PROJECT = "rummy_desktop"
hookspec = pluggy.HookspecMarker(PROJECT)
hookimpl = pluggy.HookimplMarker(PROJECT)

if TYPE_CHECKING:
    from rummy_desktop.core.variant import Rules

    from .lessons import LessonRegistry
    from .registry import PlayerRegistry, VariantRegistry
    from .texts import TextRegistry


@hookspec
def rummy_register_variants(registry: "VariantRegistry") -> None:
    """Add rule sets with ``registry.add(variant, rules_page=page)``, where ``variant`` is a
    :class:`rummy_desktop.core.variant.Variant` carrying its
    :class:`~rummy_desktop.core.variant.VariantSpec`. Ids must be unique: a second rule
    set with the same id is refused at start-up.

    ``page`` is the rule set's rules page (Help ▸ Rules of this game, ``rummy-desktop
    rules``): Markdown by language, ``{"en": ..., "pt_BR": ..., "fr": ...}``, or
    ``page_files(__package__, "pages/<id>")`` for ``<id>.<language>.md`` files shipped
    as package data (:mod:`rummy_desktop.plugins.pages`). English is required and stands
    in for a missing language; a page that does not hold up is reported at start-up with
    the broken plugins, and the rule set is played without it."""


@hookspec
def rummy_register_house_rules(registry: "VariantRegistry") -> None:
    """Extend rule sets registered by any plugin (called after every
    ``rummy_register_variants``): ``registry.add_option(variant_id, option, overrides,
    rules_page=page)`` adds a table option, with declaration fields it overrides per
    value, and a section explaining it at the end of the rule set's rules page (the same
    forms as in :func:`rummy_register_variants`). Effects that are not declaration fields
    go in :func:`rummy_adjust_rules`."""


@hookspec
def rummy_register_texts(registry: "TextRegistry") -> None:
    """Translate the plugin's texts (its rule sets' and options' names, descriptions and
    labels, its computer players' labels, its reason texts), with no Qt tools:
    ``registry.add_translations("pt_BR", {"English text": "texto", ...})``, one mapping per
    language. Reason codes of the plugin's own get their English text with
    ``registry.add_reasons({"my_code": "you cannot play {card}"})``. The program shows each
    text in the current language, else in English (:mod:`rummy_desktop.plugins.texts`)."""


@hookspec
def rummy_register_lessons(registry: "LessonRegistry") -> None:
    """Add guided lessons for rule sets (called after the rule sets and house rules are
    registered): ``registry.add(lesson_files(__package__, "lessons/<name>.json"))`` for a
    JSON file shipped as package data, or ``registry.add(mapping)`` with the same content
    (the format is in :mod:`rummy_desktop.plugins.lessons`: a prepared deal, steps with
    their text by language, highlights, expected moves and the other seats' scripted
    moves, the scores the round ends with). Each lesson is dealt and played through by its
    own answers at start-up; one that does not hold up is reported with the broken
    plugins and left out, the others are offered."""


@hookspec
def rummy_adjust_rules(rules: "Rules") -> "dict[str, Any] | None":
    """Every plugin may contribute changes to the resolved rules of a game about to be
    dealt (its options are in ``rules.options``), in the order of
    :func:`~rummy_desktop.plugins.manager.precedence`, each seeing the changes before it.
    Return a mapping of :class:`~rummy_desktop.core.variant.Rules` fields to new values
    (``ace_mode``, ``distinct_suits`` and ``max_jokers`` reach the meld rules; not
    ``variant``, ``options``, ``players`` nor ``bonuses``), or None. What it returns is
    checked: a key that is no such field, a value of the wrong type or out of range, a
    turn or joker policy of the other family, hands the decks cannot deal. Called again
    at each deal, during a game: an exception here, or a return that does not fit,
    refuses the move that deals (reason ``plugin_error``, naming the plugin and the hook)
    and changes nothing; raise ``SpecError(code, message)`` to refuse a table on purpose."""


@hookspec
def rummy_register_players(registry: "PlayerRegistry") -> None:
    """Add computer players: ``registry.add(name, factory, label=..., description=...)``,
    where ``factory(seat, seed)`` returns an object whose ``choose(view)`` returns an
    action for that seat's :class:`~rummy_desktop.core.view.SeatView`."""
