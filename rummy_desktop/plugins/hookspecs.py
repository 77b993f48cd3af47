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
    from rummy_desktop.core.drawdiscard import MeldPosition
    from rummy_desktop.core.house import MeldCheck
    from rummy_desktop.core.variant import RoundOutcome, RoundScore, Rules

    from .lessons import LessonRegistry
    from .registry import PlayerRegistry, VariantRegistry
    from .texts import TextRegistry


@hookspec
def rummy_register_variants(registry: VariantRegistry) -> None:
    """Add rule sets with ``registry.add(variant, rules_page=page)``, where ``variant`` is a
    :class:`rummy_desktop.core.variant.Variant` carrying its
    :class:`~rummy_desktop.core.variant.VariantSpec`. Ids must be unique: a second rule
    set with the same id is refused at start-up (the plugin is left out and reported),
    unless it is added with ``override=True`` to take the rule set over (reported too; the
    other plugins' house rules for that id then apply to it).

    ``page`` is the rule set's rules page (Help ▸ Rules of this game, ``rummy-desktop
    rules``): Markdown by language, ``{"en": ..., "pt_BR": ..., "fr": ...}``, or
    ``page_files(__package__, "pages/<id>")`` for ``<id>.<language>.md`` files shipped
    as package data (:mod:`rummy_desktop.plugins.pages`). English is required and stands
    in for a missing language; a page that does not hold up is reported at start-up with
    the broken plugins, and the rule set is played without it."""


@hookspec
def rummy_register_house_rules(registry: VariantRegistry) -> None:
    """Extend rule sets registered by any plugin (called after every
    ``rummy_register_variants``): ``registry.add_option(variant_id, option, overrides,
    rules_page=page)`` adds a table option, with declaration fields it overrides per
    value, and a section explaining it at the end of the rule set's rules page (the same
    forms as in :func:`rummy_register_variants`). What a value does beyond declaration
    fields goes in the house rules' hooks, which read the option in ``rules.options``:
    :func:`rummy_adjust_rules` (the rules of a deal), :func:`rummy_judge_meld` (melds and
    lay-offs), :func:`rummy_judge_action` (any move) and :func:`rummy_adjust_scores` (a
    round's scores)."""


@hookspec
def rummy_register_texts(registry: TextRegistry) -> None:
    """Translate the plugin's texts (its rule sets' and options' names, descriptions and
    labels, its computer players' labels, its reason texts), with no Qt tools:
    ``registry.add_translations("pt_BR", {"English text": "texto", ...})``, one mapping per
    language. Reason codes of the plugin's own get their English text with
    ``registry.add_reasons({"my_code": "you cannot play {card}"})``. The program shows each
    text in the current language, else in English (:mod:`rummy_desktop.plugins.texts`).
    :func:`~rummy_desktop.plugins.texts.register_texts` writes this hook from the mappings:
    ``rummy_register_texts = register_texts(TRANSLATIONS, reasons=REASONS)``."""


@hookspec
def rummy_register_lessons(registry: LessonRegistry) -> None:
    """Add guided lessons for rule sets (called after the rule sets and house rules are
    registered): ``registry.add(lesson_files(__package__, "lessons/<name>.json"))`` for a
    JSON file shipped as package data, or ``registry.add(mapping)`` with the same content
    (the format is in :mod:`rummy_desktop.plugins.lessons`: a prepared deal, steps with
    their text by language, highlights, expected moves with the way forward after another
    move, the other seats' scripted moves, the scores the round ends with). Each lesson is
    dealt and played through by its own answers at start-up, every expected and scripted
    move through the engine; one that does not hold up is reported (each failing step
    named) with the broken plugins and left out, the others are offered."""


@hookspec
def rummy_adjust_rules(rules: Rules) -> dict[str, Any] | None:
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
    and changes nothing, and switches the plugin off for the session; raise
    ``SpecError(code, message)`` to refuse a table on purpose."""


@hookspec
def rummy_adjust_round(rules: Rules) -> dict[str, Any] | None:
    """Every plugin may contribute changes to the rules of a round just dealt, after the
    rule set's own ``Variant.round_rules``, in the order of
    :func:`~rummy_desktop.plugins.manager.precedence`: ``rules.round_no``, ``rules.dealer``
    and ``rules.upcard`` (the round's first upcard, None without a discard pile) say which
    round it is; ``rules.goal`` is its goal. Return a mapping of
    :class:`~rummy_desktop.core.variant.Rules` fields to new values, as in
    :func:`rummy_adjust_rules`, but the deal's (``decks``, ``jokers``, ``hand_size``,
    ``deal_batches``, ``loose_cards``, ``rounds``: the cards are dealt), or None. Checked
    like :func:`rummy_adjust_rules`; a failure refuses the move that dealt the round
    (``plugin_error``) and changes nothing. The round's scoring receives these rules."""


@hookspec
def rummy_judge_meld(rules: Rules, meld: MeldCheck, position: MeldPosition) -> None:
    """Judge a meld or a lay-off of a draw-and-discard game that the rule set's own rules
    accept (a set or a run, the jokers declared): a new meld from the hand (each meld of
    several laid as one, ``meld_many``), a card laid off on a meld of the table, or a meld
    shown when a round ends on a knock (:class:`~rummy_desktop.core.house.MeldCheck`:
    ``kind``, ``cards``, ``faces``, ``added``, ``group``, ``seat``, ``hand``), in
    ``position``, the whole position its player sees (as for :func:`rummy_judge_action`;
    ``rules.round_no``, ``rules.dealer``, ``rules.upcard`` and ``rules.goal`` say the
    round). Return None to let it stand; refuse by raising
    ``IllegalAction("my_code", **params)`` with a reason code the plugin declares
    (``add_reasons`` in :func:`rummy_register_texts`, translated there), or one of the
    engine's. Read ``rules.variant`` and ``rules.options`` to act only for the rule set and
    the option value the house rule is for. The engine asks every plugin, in the order of
    :func:`~rummy_desktop.plugins.manager.precedence`, and so do the hints, the computer
    players, their searches and the table: a refused meld is never hinted nor played, and
    a knock's arrangement leaves refused melds out. Any other exception, a return that is
    not None, or a reason code nobody declared is a refusal too, ``plugin_error`` naming the
    plugin and the hook, for the engine, the hints and the players alike; the plugin is
    switched off for the session (the game in progress keeps its rules)."""


@hookspec
def rummy_judge_action(rules: Rules, position: MeldPosition, action: Any) -> None:
    """Judge any action of the seat to act, before it is applied (draw, take the discard,
    meld, several melds as one, lay off, buy, discard, knock, commit, pass...; the action
    classes of :mod:`rummy_desktop.core.actions`). ``position`` is the whole position the
    seat sees, in every turn structure (:class:`~rummy_desktop.core.drawdiscard.MeldPosition`:
    its hand, the table and who put each card there, the visible discard pile, the stock's
    size, the phase, the round and its dealer, the first upcard, the turn of the round
    ``turn_no``, who has opened and melded, the hands' sizes, the buys...). Return None to
    let it stand; refuse with ``IllegalAction`` as in :func:`rummy_judge_meld`. The engine's
    legal actions (:mod:`rummy_desktop.core.legal`) ask it of every action they list, so
    the table does not offer what it refuses and no computer player chooses it; a seat it
    leaves without any move ends the round as a dead hand. Failures as in
    :func:`rummy_judge_meld`."""


@hookspec
def rummy_adjust_scores(rules: Rules, outcome: RoundOutcome, score: RoundScore) -> RoundScore | None:
    """Adjust a finished round's scores after the rule set's own ``score_round``: ``score``
    is what it returned (as adjusted by the plugins before this one, in the order of
    :func:`~rummy_desktop.plugins.manager.precedence`); return a new
    :class:`~rummy_desktop.core.variant.RoundScore`, or None to leave it. What it returns is
    checked like ``score_round``'s; the engine scores every round with it, and the computer
    players' searches judge their moves by the adjusted scores. A failure refuses the move
    that ends the round (``plugin_error``) and switches the plugin off for the session. Do
    not change ``outcome`` nor ``score``: build a new RoundScore."""


@hookspec
def rummy_register_players(registry: PlayerRegistry) -> None:
    """Add computer players: ``registry.add(name, factory, label=..., description=...)``,
    where ``factory(seat, seed)`` returns an object whose ``choose(view)`` returns an
    action for that seat's :class:`~rummy_desktop.core.view.SeatView`."""
