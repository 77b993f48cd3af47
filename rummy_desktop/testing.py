"""The testing kit for plugin authors: what a plugin's own tests use (no Qt, any test runner).

The project checks its own rule sets with exactly these functions, so a plugin's rule set
or house rule is held to the same invariants::

    from rummy_desktop import testing

    def test_a_set_needs_different_suits():
        catalog = testing.catalog(my_plugin)   # the installed plugins and mine
        game = testing.deal(catalog, "rummy", {"set_suits": "distinct"},
                            hands=[["7C", "7D", "7D'", "2S"], ["KS", "QS", "JS", "4H"]],
                            discard=["9C"])
        testing.play(game, 0, {"type": "draw"})
        testing.refused(game, 0, {"type": "meld", "cards": ["7C", "7D", "7D'"]}, "invalid_meld")

    def test_whole_games():
        testing.play_games(catalog, "rummy", {"set_suits": "distinct"}, players=3, games=5)

Actions are the engine's action objects or their JSON form (``{"type": "draw"}``, cards in
the card notation ``"7H"``, ``"7H'"``, ``"JK1"``). Every check raises :class:`InvariantError`
(an AssertionError) saying what broke.
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from rummy_desktop.ai import builtin
from rummy_desktop.core.actions import (
    Buy,
    Commit,
    Discard,
    Draw,
    IllegalAction,
    LayOff,
    Meld,
    MeldMany,
    Pass,
    TakeDiscard,
    parse_action,
)
from rummy_desktop.core.cards import CardError, make_deck, parse_card, parse_face
from rummy_desktop.core.engine import Game
from rummy_desktop.core.position import Position, deal_position
from rummy_desktop.core.reasons import REASONS
from rummy_desktop.core.rng import Pcg32, derive_seed
from rummy_desktop.plugins.installed import is_program
from rummy_desktop.plugins.manager import Catalog, make_plugin_manager, register
from rummy_desktop.storage import saves

__all__ = [
    "InvariantError", "GameRecord", "catalog", "cards", "card", "face", "deal", "action", "play", "refused", "play_game",
    "play_games", "check_plugin", "check_pages", "check_translations", "check_cards", "check_view", "check_refusals",
    "check_replay", "check_save", "same_game",
]

#: A game still running after this many actions does not end (a bug in the rules).
MAX_ACTIONS = 60_000


class InvariantError(AssertionError):
    """One of the project's invariants does not hold."""


def _require(ok: bool, message: str) -> None:
    if not ok:
        raise InvariantError(message)


# -- setting up ------------------------------------------------------------------------------

def catalog(*plugins: Any, installed: bool = True, rule_sets: bool = True) -> Catalog:
    """A catalogue of the installed plugins and ``plugins`` (modules or objects with hook
    implementations), those not installed already. With ``installed=False``, none of the
    installed third-party plugins: the program's own rule sets and computer players, and
    ``plugins``; with ``rule_sets=False`` too, not the program's rule sets either (its
    computer players stay: :func:`play_games` needs them).

    A failure of one of ``plugins`` (it cannot be registered, its code fails while the
    lessons are played through, its rules page or a lesson of its does not hold up) is a
    failure here: an InvariantError with the reasons. An installed plugin that fails is
    left out, as the program leaves it out: the catalogue is the same with or without it
    installed."""
    def wanted(ep: Any) -> bool:
        return (installed or is_program(ep)) and (rule_sets or not is_program(ep) or ep.value == builtin.__name__)

    pm = make_plugin_manager(select=wanted)
    for plugin in ((builtin,) if not pm.is_registered(builtin) else ()) + plugins:
        if not pm.is_registered(plugin) and pm.get_plugin(getattr(plugin, "__name__", "")) is None:
            register(pm, plugin)
    pm.check_pending()
    mine = {pm.get_name(p) for p in plugins if pm.is_registered(p)}
    cat = Catalog(pm)
    broken = [b for b in cat.broken + cat.failures + cat.problems if b.name in mine]
    _require(not broken, "broken plugins: " + "; ".join(f"{b.name}: {b.target}: {b.reason}" for b in broken))
    return cat


def cards(text: str | Sequence[str]) -> list[int]:
    """Card ids from the card notation: ``"7H 7D' JK1"`` or ``["7H", "7D'", "JK1"]``
    (rank ``A 2-10 J Q K``, suit ``C D H S`` or ``♣ ♦ ♥ ♠``, ``'`` for the twin of a
    second deck, ``JK1`` ``JK2``... for jokers). InvariantError for one that is not a card."""
    out = []
    for token in text.split() if isinstance(text, str) else text:
        try:
            out.append(parse_card(token.split("=")[0]))
        except CardError as exc:
            raise InvariantError(f"{token!r} is not a card: {exc}") from None
    return out


def card(text: str) -> int:
    """The id of one card in the card notation (``"QH"``, ``"7D'"``, ``"JK1"``)."""
    (one,) = cards([text])
    return one


def face(text: str) -> int:
    """A face (what a joker stands for: ``Meld.jokers``, ``LayOff.joker_as``) in the notation
    (``"7H"``)."""
    try:
        return parse_face(text)
    except CardError as exc:
        raise InvariantError(f"{text!r} is not a card face: {exc}") from None


def deal(cat: Catalog, variant: str, options: Mapping[str, str] | None = None, *,
         hands: Sequence[Sequence[str]], seed: int = 1, **position: Any) -> Game:
    """A game of ``variant`` for ``len(hands)`` players, dealt in a prepared position:
    ``hands`` and the :class:`~rummy_desktop.core.position.Position` fields ``table``
    (groups, a joker written ``JK1=6H``), ``loose``, ``discard`` (the last card on top),
    ``stock_top`` (the next cards drawn, first first), ``turn``, ``totals``, ``opened``.
    The cards it does not place go to the stock under ``stock_top``."""
    game = cat.new_game(variant, dict(options or {}), len(hands), seed)
    deal_position(game, Position(hands=[list(h) for h in hands], **position))
    return game


def action(data: Any) -> Any:
    """An action object from its JSON form (an action object is returned as it is)."""
    return parse_action(data) if isinstance(data, Mapping) else data


def play(game: Game, seat: int, act: Any) -> list:
    """Play ``act`` for ``seat``: the events. The engine's IllegalAction if it is refused."""
    return game.apply(seat, action(act))


def refused(game: Game, seat: int, act: Any, code: str | None = None) -> IllegalAction:
    """Check that ``act`` is refused (with the reason ``code``, when given) and that the
    refusal changed nothing: the state, the log, the random generator. The refusal."""
    before, log, rng = game.state.snapshot(), len(game.log), game.rng.getstate()
    try:
        game.apply(seat, action(act))
    except IllegalAction as exc:
        refusal = exc
    else:
        raise InvariantError(f"{act!r} by seat {seat} was played; it should be refused"
                             + (f" ({code})" if code else ""))
    _require(code is None or refusal.code == code,
             f"{act!r} was refused with {refusal.code!r} ({refusal}), not {code!r}")
    _require(game.state.snapshot() == before and len(game.log) == log and game.rng.getstate() == rng,
             f"refusing {act!r} ({refusal.code}) changed the game")
    return refusal


# -- a plugin's texts and pages ---------------------------------------------------------------------

#: The languages of the program besides English.
LANGUAGES = ("pt_BR", "fr")


def _name(cat: Catalog, plugin: Any) -> str:
    name = cat.pm.get_name(plugin) if cat.pm.is_registered(plugin) else None
    _require(name is not None, f"{plugin!r} is not a plugin of this catalogue (testing.catalog(plugin))")
    return name


def _own(cat: Catalog, name: str) -> tuple[list[Any], list[tuple[str, Any]]]:
    """The rule sets a plugin registers, and the (rule set, option) pairs of its house rules."""
    variants = [v for v in cat.variants.all() if cat.variants.source_of(v.spec.id) == name]
    options = [(vid, cat.variant(vid).spec.option(key)) for src, vid, key in cat.variants.options if src == name]
    return variants, options


def check_pages(cat: Catalog, plugin: Any) -> None:
    """The rules pages of a plugin's rule sets hold up as the program's own do: each page,
    in each of its languages, starts with ``# `` and the rule set's name as the program
    shows it in that language, and names every option and every choice by its label (as
    shown in that language); a house rule's section names its option and choices the same
    way. A rule set without a page is a failure too."""
    name = _name(cat, plugin)
    variants, options = _own(cat, name)
    house = {(vid, key) for _, vid, key in cat.variants.options}  # checked in the house rules' sections
    for v in variants:
        page = cat.rules_page(v.spec.id)
        _require(page is not None, f"the rule set {v.spec.id!r} has no rules page")
        for lang in page.languages():
            text = page.text(lang)
            title = cat.texts.translate(v.spec.name, lang)
            _require(text.startswith(f"# {title}\n"), f"{v.spec.id}: the {lang} page does not start with '# {title}'")
            for opt in v.spec.options:
                if (v.spec.id, opt.key) not in house:
                    _labels(text, opt, lang, cat, f"{v.spec.id} ({lang})")
    for vid, opt in options:
        sections = [p for p in cat.rules_additions(vid)] or [cat.rules_page(vid)]
        for lang in ("en",) + LANGUAGES:
            text = "\n".join(p.text(lang) for p in sections if p is not None)
            _labels(text, opt, lang, cat, f"the section of {vid}:{opt.key} ({lang})")


def _labels(text: str, option: Any, lang: str, cat: Catalog, where: str) -> None:
    for label in [option.label] + [c.label for c in option.choices]:
        shown = cat.texts.translate(label, lang)
        _require(shown in text, f"{where} does not name {shown!r} (the label {label!r})")


def check_translations(cat: Catalog, plugin: Any, languages: Sequence[str] = LANGUAGES) -> None:
    """Every text a plugin declares (its rule sets' names and descriptions, its options'
    and choices' labels and descriptions, its bonuses' labels, its computer players'
    labels and descriptions, its reason codes' texts) has a translation into each of
    ``languages`` (the program's: Brazilian Portuguese and French). A translation may read
    as the English text ("1 point"); a missing one is shown in English, and is a failure
    here."""
    name = _name(cat, plugin)
    variants, options = _own(cat, name)
    texts: list[str] = []
    house = {(vid, key) for _, vid, key in cat.variants.options}  # each house rule's own
    for v in variants:
        texts += [v.spec.name, v.spec.description] + [b.label for b in v.spec.bonuses]
        options += [(v.spec.id, o) for o in v.spec.options if (v.spec.id, o.key) not in house]
    for _, opt in options:
        texts += [opt.label, opt.description] + [c.label for c in opt.choices] + [c.description for c in opt.choices]
    for player, source in cat.players.sources.items():
        if source == name:
            kind = cat.players.get(player)
            texts += [kind.label, kind.description]
    texts += [text for code, text in cat.texts.reasons().items() if cat.texts.reason_sources.get(code) == name]
    missing = sorted({(lang, t) for t in texts if t for lang in languages if not cat.texts.has(t, lang)})
    _require(not missing, f"{name}: texts without a translation: " + "; ".join(f"{lang}: {t!r}" for lang, t in missing))


def check_plugin(cat: Catalog, plugin: Any, languages: Sequence[str] = LANGUAGES) -> None:
    """What the program holds its own plugins to, for a plugin: its rules pages
    (:func:`check_pages`) and its translations (:func:`check_translations`); the bonus
    keys, the declarations and the lessons are checked when the catalogue is built."""
    check_pages(cat, plugin)
    check_translations(cat, plugin, languages)


# -- the invariants ----------------------------------------------------------------------------

def check_cards(game: Game) -> None:
    """Cards are conserved: hands, stock, discard pile and table hold the round's deck,
    each card once."""
    st = game.state
    rules = game.round_rules
    everything = [c for h in st.hands for c in h] + st.stock + st.discard + st.table.cards()
    _require(Counter(everything) == Counter(make_deck(rules.decks, rules.jokers)), "a card was created or lost")


def check_view(game: Game, seat: int) -> None:
    """What ``seat`` is shown holds its own hand and hides the others' and the stock."""
    st = game.state
    view = game.view(seat)
    _require(list(view.hand) == st.hands[seat], f"seat {seat}'s view does not show its hand")
    hidden = {c for s, h in enumerate(st.hands) if s != seat for c in h} | set(st.stock)
    shown = set(view.hand) | set(view.discard) | set(view.loose) | {c for g in view.table for c in g} \
        | set(view.by) | set(view.declared)
    _require(not hidden & shown, f"seat {seat}'s view shows hidden cards")
    data = view.to_json()
    _require("stock" not in data, "a view shows the stock")
    _require(len(json.dumps(data)) < 20000, "a view is too large")
    _require(view.hand_counts == tuple(len(h) for h in st.hands), "a view miscounts the hands")


def illegal_actions(game: Game, rng: Pcg32) -> Iterable[tuple[int, Any]]:
    """Actions that are refused in any position of the current turn: another seat's move,
    a card the seat does not hold, a move of the wrong phase."""
    st = game.state
    seat = st.turn
    other = (seat + 1) % game.players
    not_mine = [c for s, h in enumerate(st.hands) if s != seat for c in h] + st.stock[:3]
    yield other, Draw()  # not their turn
    commits = game.structure.working_copy  # the seat plays whole tables (else melds and a discard)
    if not_mine:
        foreign = not_mine[rng.below(len(not_mine))]
        if not commits:
            yield seat, Discard(card=foreign)
            yield seat, Meld(cards=(foreign, foreign, foreign))
            yield seat, MeldMany(melds=((foreign, foreign, foreign),))
            if st.table.groups:
                yield seat, LayOff(card=foreign, group=0)
        else:
            groups = tuple(tuple(g) for g in st.table.groups)
            yield seat, Commit(table=groups + ((foreign,),))
    if commits:
        if st.table.groups:
            yield seat, Commit(table=tuple(tuple(g) for g in st.table.groups[1:]))  # drops a group
        if st.stock:
            yield seat, Pass()
    elif st.phase == "meld":
        yield seat, TakeDiscard()
        yield seat, Buy()  # only when the discard is offered
    elif st.phase == "draw":
        yield seat, Discard(card=st.hands[seat][0])
    yield seat, Commit(table=()) if commits else LayOff(card=st.hands[seat][0], group=99)


def check_refusals(game: Game, rng: Pcg32, cat: Catalog | None = None) -> None:
    """Refusals change nothing: :func:`illegal_actions` are each refused, with a known
    reason code (the engine's, or one the plugins of ``cat`` declare), and leave the game
    as it was."""
    declared = cat.texts.reasons() if cat is not None else {}
    for seat, act in illegal_actions(game, rng):
        exc = refused(game, seat, act)
        _require(exc.code in REASONS or exc.code in declared or exc.code.startswith("invalid"),
                 f"unknown reason code {exc.code!r}")


def same_game(a: Game, b: Game) -> bool:
    """Two games in the same state, finished rounds included."""
    sa, sb = a.state.snapshot(), b.state.snapshot()
    sa.pop("history"), sb.pop("history")
    return sa == sb and a.state.history == b.state.history


def check_replay(game: Game, cat: Catalog) -> None:
    """The game's log replays to the same game."""
    again = Game.replay(game.variant, game.options, game.players, game.seed, game.log, cat.adjust)
    _require(same_game(again, game), "replaying the log gives another game")


def check_save(game: Game, cat: Catalog) -> None:
    """The game saved (as the autosave writes it) and loaded again is the same game."""
    data = json.loads(json.dumps(saves.to_data(game, [f"P{i}" for i in range(game.players)])))
    loaded, meta = saves.from_data(data, cat)
    _require(same_game(loaded, game), "a saved game loads as another game")
    _require(meta.variant == game.spec.id and meta.seed == game.seed, "a save loses the rule set or the seed")


# -- whole games ---------------------------------------------------------------------------------

@dataclass
class GameRecord:
    """A game :func:`play_game` played to its end, invariants checked."""

    game: Game
    winners: list[int]
    totals: list[int]
    rounds: int
    actions: int


def play_game(cat: Catalog, variant: str, options: Mapping[str, str] | None = None, players: int = 2,
              seed: int = 0, ai: str | Sequence[str] = "greedy", every: int = 5,
              think_time: float | None = None) -> GameRecord:
    """One seeded game between the computer players ``ai`` (a name, or one per seat; they
    think ``think_time`` seconds per decision, None: their own default), checking after
    every action that cards are conserved and the acting seat's view hides the others'
    hands; every ``every`` actions that refusals change nothing and every seat's view; at
    the end that the game ended, its log replays to it and a save round-trips."""
    names = [ai] * players if isinstance(ai, str) else list(ai)
    _require(len(names) == players, f"{len(names)} computer players for {players} seats")
    game = cat.new_game(variant, dict(options or {}), players, seed)
    bots = [cat.player(names[s]).create(s, derive_seed(seed, s + 1), think_time) for s in range(players)]
    rng = Pcg32(seed)
    check_cards(game)
    steps = 0
    while not game.over:
        seat = game.to_act
        if steps % every == 0 and game.state.phase != "between_rounds":
            check_refusals(game, rng, cat)
        act = bots[seat].choose(game.view(seat))
        try:
            game.apply(seat, act)
        except IllegalAction as exc:
            raise InvariantError(f"the {names[seat]} player's move {act!r} was refused: {exc} ({exc.code})") from exc
        steps += 1
        check_cards(game)
        for s in (range(players) if steps % every == 0 else (game.to_act,)):
            check_view(game, s)
        _require(steps < MAX_ACTIONS, f"{variant} game {seed} does not end in {MAX_ACTIONS} actions")
    check_replay(game, cat)
    check_save(game, cat)
    res = game.state.result
    return GameRecord(game, list(res.winners), list(res.totals), game.state.round_no, len(game.log))


def play_games(cat: Catalog, variant: str, options: Mapping[str, str] | None = None, players: int = 2,
               games: int = 3, seed: int = 0, ai: str | Sequence[str] = "greedy",
               think_time: float | None = None) -> list[GameRecord]:
    """``games`` games of :func:`play_game`, seeded from ``seed``."""
    return [play_game(cat, variant, options, players, derive_seed(seed, i), ai, think_time=think_time)
            for i in range(games)]
