"""What a rule set declares as data, and the code hooks it supplies.

A plugin declares a :class:`VariantSpec` (players, deck, deal, ace mode, joker policy,
turn parameters, options with choices and defaults) and a :class:`Variant` object that
holds the code only the rule set has (round scoring, game end). :meth:`VariantSpec.resolve`
turns the declaration, the chosen options and the player count into concrete
:class:`Rules` for one game.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from functools import cached_property
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from .actions import IllegalAction
from .groups import AceMode, MeldRules
from .structures import TurnStructure, turn_structure

Family = Literal["manipulation", "draw-discard"]
#: A round ends as a dead hand after this many actions without progress, by default
#: (``VariantSpec.dead_hand``): a round between players who take the discard in turn for
#: fifty turns each, no card drawn from the stock and none melded, goes nowhere.
DEAD_HAND = 100
TurnStyle = Literal[
    # Manipulation family
    "draw-until-able",  # Manipulation, Shanghai: draws do not end the turn
    "meld-or-draw",  # Machiavelli, Vatican, Tahiti: one draw ends the turn
    "meld-then-draw",  # Guadalupe: meld then draw 1, or draw 2
    "carousel",  # draw first, up to 3 draws, knock
    # Draw-and-discard family
    "draw-meld-discard",
]
JokerPolicy = Literal["none", "carousel", "vatican", "tahiti", "fixed", "swap"]


class SpecError(ValueError):
    """A declaration or an option choice that does not fit."""

    def __init__(self, code: str, message: str, **params: Any) -> None:
        super().__init__(message)
        self.code = code
        self.params = params


class PluginError(SpecError):
    """A plugin's code raised an exception, or returned something unusable, while a game
    was set up or played: ``plugin`` names it (its entry point), ``hook`` what failed
    (``score_round``, ``rummy_adjust_rules``...). The engine refuses the action that ran
    into it (reason ``plugin_error``) and leaves the game as it was before the action."""

    def __init__(self, plugin: str, error: BaseException, hook: str = "") -> None:
        detail = f"{type(error).__name__}: {error}" if not isinstance(error, ReturnError) else str(error)
        if hook:
            detail = f"{hook}: {detail}"
        super().__init__("plugin_error", f"the plugin {plugin!r} failed in {detail}" if hook else
                         f"the plugin {plugin!r} failed: {detail}", plugin=plugin, error=detail, hook=hook)
        self.plugin = plugin
        self.hook = hook


class ReturnError(ValueError):
    """What a plugin's hook returned does not fit (said in a sentence)."""


def run_plugin(plugin: str, call: Any, *args: Any, hook: str = "", check: Any = None) -> Any:
    """``call(*args)``, a plugin's code (``hook`` names it in errors), its result passed
    through ``check`` (which raises :class:`ReturnError` for one that does not fit); any
    exception but a deliberate refusal (IllegalAction, SpecError) becomes
    :class:`PluginError` naming ``plugin`` and ``hook``."""
    try:
        result = call(*args)
        return check(result) if check is not None else result
    except IllegalAction as exc:
        exc.from_plugin = True  # raised after the engine's checks: the action is rolled back
        raise
    except SpecError:
        raise
    except Exception as exc:  # third-party code: anything may come out of it
        raise PluginError(plugin, exc, hook) from exc


class Choice(BaseModel):
    """One value of a table option."""

    model_config = ConfigDict(frozen=True, use_attribute_docstrings=True)
    value: str
    """What the option is set to (``--option KEY=VALUE``, saves, ``rules.options``)."""
    label: str
    """The choice's name in the new-game screen (English; translate it in ``rummy_register_texts``)."""
    description: str = ""
    """A sentence shown under the option while this choice is picked."""


class OptionSpec(BaseModel):
    """A table option: a key, its choices, and a default that must be one of them."""

    model_config = ConfigDict(frozen=True, use_attribute_docstrings=True)
    key: str = Field(pattern=r"^[a-z][a-z0-9_]*$")
    """The option's name in ``rules.options``, saves and ``--option KEY=VALUE``."""
    label: str
    """The option's name in the new-game screen."""
    description: str = ""
    """What the option decides, in a sentence."""
    choices: tuple[Choice, ...]
    """Its values, in the order the screen lists them; no value twice."""
    default: str
    """The value of a new table: one of the choices' values."""

    @model_validator(mode="after")
    def _default_is_a_choice(self) -> OptionSpec:
        values = [c.value for c in self.choices]
        if len(set(values)) != len(values):
            raise ValueError(f"option {self.key}: repeated choice")
        if self.default not in values:
            raise ValueError(f"option {self.key}: default {self.default!r} is not a choice")
        return self

    def values(self) -> list[str]:
        return [c.value for c in self.choices]


class Row(BaseModel):
    """A row of a table that depends on the player count and, optionally, on options."""

    model_config = ConfigDict(frozen=True, use_attribute_docstrings=True)
    players: tuple[int, int]
    """The player counts the row is for, lowest and highest."""
    when: dict[str, str] = {}
    """Option values the row needs (``{"jokers": "on"}``); the first matching row is used."""

    def matches(self, players: int, options: Mapping[str, str]) -> bool:
        lo, hi = self.players
        return lo <= players <= hi and all(options.get(k) == v for k, v in self.when.items())


class DeckRow(Row):
    """How many decks and jokers a table plays with."""

    decks: int = Field(ge=1, le=2)
    """Standard 52-card decks: 1 or 2 (two decks hold twins such as 7♦ 7♦')."""
    jokers: int = Field(default=0, ge=0, le=8)
    """Jokers added to the decks."""


class HandRow(Row):
    """How many cards each player is dealt."""

    cards: int = Field(ge=1)
    """Cards in each hand."""


class KnockSpec(BaseModel):
    """The knock of a draw-and-discard game (Gin Rummy): after drawing, a player whose hand,
    arranged in melds, leaves few points of deadwood may knock, discarding a card; every
    hand is then shown in melds and the round ends."""

    model_config = ConfigDict(frozen=True, use_attribute_docstrings=True)
    limit: int = Field(ge=0, le=100)
    """A player may knock when the deadwood left after the discard counts this many points or fewer
    (Gin Rummy: 10); a knock with none is gin."""
    ace: int = Field(default=1, ge=0, le=100)
    """What an ace counts in deadwood."""
    picture: int = Field(default=10, ge=0, le=100)
    """What a jack, queen or king counts in deadwood (2 to 10 count their rank)."""
    lay_off: bool = True
    """After a knock the other players lay off their deadwood on the melds on the table (not after gin)."""
    gin_lay_off: bool = False
    """They lay off after gin too."""
    undercut: bool = True
    """A player whose deadwood, after laying off, counts no more than the knocker's undercuts the knock
    (``RoundOutcome.undercut``; the scoring says what it is worth). Gin is never undercut."""

    def points(self, card: int) -> int:
        """What a card counts in deadwood."""
        rank = card % 13 + 1
        return self.ace if rank == 1 else self.picture if rank > 10 else rank


class GoalMeld(BaseModel):
    """One meld a round's goal asks for."""

    model_config = ConfigDict(frozen=True, use_attribute_docstrings=True)
    kind: Literal["set", "run", "any"]
    """A ``set`` (cards of one rank), a ``run`` (a sequence in one suit), or ``any`` valid meld."""
    size: int = Field(default=3, ge=3, le=13)
    """Its fewest cards (a run of four: ``size=4``)."""


class RoundGoal(BaseModel):
    """A round's goal (a contract, as in Contract Rummy): melds each player must lay, all of
    them in one action (``meld_many``; a ``meld`` when the goal is one meld), before any other
    meld, lay-off or joker swap of theirs in the round. A player who has laid it has opened
    (``SeatView.opened``)."""

    model_config = ConfigDict(frozen=True, use_attribute_docstrings=True)
    melds: tuple[GoalMeld, ...] = Field(min_length=1, max_length=6)
    """The melds, each laid once: no more, no fewer, each at least its size and of its kind."""
    label: str = ""
    """The goal in words for the table ("Two sets of three"; English, translated by
    ``rummy_register_texts``)."""
    later_melds: bool = False
    """Once the goal is laid, new melds may follow in later actions (else only lay-offs)."""


class RoundRow(BaseModel):
    """What one round changes (``VariantSpec.rounds``: the first row for round 1...)."""

    model_config = ConfigDict(frozen=True, use_attribute_docstrings=True)
    hand: int | None = Field(default=None, ge=1)
    """Cards in each hand this round (dealt one at a time); None: the declaration's ``hand``."""
    goal: RoundGoal | None = None
    """The round's goal; None: none."""


class BuySpec(BaseModel):
    """Buying the discard out of turn (Contract Rummy's buy). When the player in turn draws from
    the stock instead of taking the discard, the discard is offered round the table, in seat order
    from the next seat (the one who threw it is not asked, nor a seat with no buys left): each
    answers ``buy`` or ``pass``; the first who buys takes it with ``penalty`` cards from the stock,
    and the player in turn goes on. Deterministic: the offer is a step of the game like any other."""

    model_config = ConfigDict(frozen=True, use_attribute_docstrings=True)
    limit: int = Field(default=3, ge=1, le=20)
    """Buys each player may make in a round."""
    penalty: int = Field(default=1, ge=0, le=5)
    """Cards the buyer draws from the stock with the discard (fewer when the stock runs short)."""
    opened: bool = True
    """A player who has laid the round's goal may still buy."""


#: What a bonus key looks like: lower case letters, digits and underscores (it travels in
#: saves and over the network, where other keys are refused).
BONUS_KEY = r"^[a-z][a-z0-9_]{0,31}$"


class Bonus(BaseModel):
    """A bonus the rule set's ``game_end`` may give at the end of a game (``GameEnd.bonuses``)."""

    model_config = ConfigDict(frozen=True, use_attribute_docstrings=True)
    key: str = Field(pattern=BONUS_KEY)
    """The key in ``GameEnd.bonuses`` (``"game"``, ``"rounds_won"``): lower case, digits, underscores."""
    label: str = Field(min_length=1, max_length=60)
    """The column title of the final standings (English; translate it in ``rummy_register_texts``)."""


class VariantSpec(BaseModel):
    """A rule set, as data. Field names are the vocabulary of RULES.md §2."""

    model_config = ConfigDict(frozen=True, use_attribute_docstrings=True)

    id: str = Field(pattern=r"^[a-z][a-z0-9-]*$")
    """The rule set's id (``--variant ID``, saves, statistics): lower case, digits and dashes; unique."""
    name: str
    """The rule set's name as players read it (English; translated by ``rummy_register_texts``)."""
    description: str
    """Two or three sentences: how it plays, how it is won."""
    family: Family
    """The engine that plays it: ``draw-discard`` (melds stay as laid) or ``manipulation`` (the table is rebuilt)."""
    min_players: int = Field(ge=2)
    """The fewest players (at least 2)."""
    max_players: int = Field(le=8)
    """The most players (at most 8)."""
    decks: tuple[DeckRow, ...]
    """Decks and jokers by player count (and options): the first matching row."""
    hand: tuple[HandRow, ...]
    """Cards dealt to each player by player count (and options): the first matching row."""
    deal_batches: tuple[int, ...] = ()
    """How the hands are dealt round the table, e.g. Shanghai's ``(3, 3, 3, 1)``; empty: one card at a time."""
    loose_cards: int = 0
    """Cards dealt face up onto the table (Tahiti)."""
    ace_mode: AceMode
    """Where an ace stands in a run: ``low`` (A-2-3), ``high`` (Q-K-A) or ``high-or-low`` (either, never K-A-2)."""
    distinct_suits: bool = True
    """The cards of a set must have different suits."""
    max_jokers_per_group: int | None = None
    """The most jokers one group may hold; None: no limit."""
    set_max: int = 4
    """The most cards a set may hold, jokers included: 4 (one of each suit), or more where the suits
    may repeat (``distinct_suits`` off), e.g. every card of a rank in two decks and the jokers. The
    computer players' own hand splits still lay sets of three or four; longer sets come from lay-offs."""
    joker_policy: JokerPolicy = "none"
    """What jokers may do: ``none``, ``swap`` (a melded joker is taken by playing its card), or a
    Manipulation rule set's own policy (``carousel``, ``vatican``, ``tahiti``, ``fixed``)."""
    turn: TurnStyle
    """The turn's shape: ``draw-meld-discard`` (draw-and-discard family), or ``draw-until-able``,
    ``meld-or-draw``, ``meld-then-draw``, ``carousel`` (Manipulation family)."""
    opening_run: bool = False
    """The first meld must include a natural three-card run from the hand (Vatican)."""
    knock_limit: int | None = None
    """Carousel's turn: a player may knock with this many points or fewer in hand; None: no knocking.
    (A draw-and-discard game declares ``knock``.)"""
    knock: KnockSpec | None = None
    """The draw-and-discard game's knock (Gin Rummy): when it is allowed, how deadwood counts, the lay-off
    after it, the undercut; None: no knocking."""
    melds_in_hand: bool = False
    """Melds stay in the hand until the round ends: no melding nor laying off during play, a knock shows
    them (Gin Rummy; needs ``knock``)."""
    lay_off: Literal["any", "own", "none"] = "any"
    """During play a card may be laid off on ``any`` meld of the table, only on the player's ``own``, or
    ``none``."""
    stock_floor: int = Field(default=0, ge=0)
    """The round ends, void, when a discard leaves this many cards or fewer in the stock (Gin Rummy: 2);
    0: the stock runs out as ``rebuild`` says."""
    first_upcard: bool = False
    """The round starts with the upcard offered: the first player may take it or pass, then each other
    in turn; when all pass, the first player draws from the stock (Gin Rummy)."""
    dig: bool = False
    """A player may take a card from deep in the discard pile with the cards above it (Rummy 500)."""
    last_card_discard: bool = False
    """The card taken from the discard pile may be discarded when it is the last one (Rummy 500)."""
    rebuild: Literal["shuffle", "turn-over"] = "shuffle"
    """How an empty stock is rebuilt from the discard pile: shuffled, or turned over."""
    rebuild_limit: int = 2
    """Rebuilds allowed in a round; the next time the stock runs out the round ends."""
    rebuild_at_turn_start: bool = False
    """The stock is rebuilt at the start of a turn that finds it empty (Rummy 500), not when a draw needs it."""
    rounds: tuple[RoundRow, ...] = ()
    """What changes from round to round, one row per round from the first (the last row holds for
    every later round): the hand size, the goal (a contract). Empty: every round as declared."""
    buy: BuySpec | None = None
    """Buying the discard out of turn (draw-and-discard); None: no buying."""
    dead_hand: int = Field(default=DEAD_HAND, ge=10, le=100_000)
    """A round in which this many actions in a row neither move the stock (a draw, a rebuild, a
    penalty card) nor put a card from a hand on the table ends as a **dead hand**
    (``RoundOutcome.ending == "dead"``, the event ``round_ended`` says so): it would go round for
    ever (players taking the discard in turn, the same positions again and again). So does a round
    in which the seat to play has no move left, every one refused by the house rules. The rule
    set's ``score_round`` scores it (the built-ins as a round nobody went out of; Gin Rummy as a
    void round)."""
    lower_wins: bool = False
    """The lowest total is best (penalty games); else the highest. The score sheet, the statistics and a
    host ending an open game read it; an option may change it through ``overrides``."""
    bonuses: tuple[Bonus, ...] = ()
    """The bonuses ``game_end`` may give (``GameEnd.bonuses`` uses only these keys), with the labels
    the final standings show."""
    options: tuple[OptionSpec, ...] = ()
    """The table options the new-game screen offers; house rules add theirs."""
    overrides: dict[str, dict[str, dict[str, Any]]] = {}
    """Option key -> option value -> declaration fields that value changes, e.g.
    ``{"jokers": {"on": {"joker_policy": "swap"}}}``."""

    @model_validator(mode="after")
    def _consistent(self) -> VariantSpec:
        if self.min_players > self.max_players:
            raise ValueError("min_players > max_players")
        keys = [o.key for o in self.options]
        if len(set(keys)) != len(keys):
            raise ValueError("repeated option key")
        bonus_keys = [b.key for b in self.bonuses]
        if len(set(bonus_keys)) != len(bonus_keys):
            raise ValueError("repeated bonus key")
        for key, by_value in self.overrides.items():
            opt = self.option(key)
            if opt is None:
                raise ValueError(f"override for unknown option {key!r}")
            for value in by_value:
                if value not in opt.values():
                    raise ValueError(f"override for unknown value {key}={value}")
        return self

    @property
    def structure(self) -> TurnStructure:
        """The turn structure the rule set is played by (``family``, :mod:`.structures`)."""
        return turn_structure(self.family)

    def option(self, key: str) -> OptionSpec | None:
        return next((o for o in self.options if o.key == key), None)

    def defaults(self) -> dict[str, str]:
        return {o.key: o.default for o in self.options}

    def check_options(self, options: Mapping[str, str]) -> dict[str, str]:
        """The full option mapping (defaults filled in); SpecError for a bad key or value."""
        out = self.defaults()
        for key, value in options.items():
            opt = self.option(key)
            if opt is None:
                raise SpecError(
                    "unknown_option", f"{self.id} has no option {key!r}", option=key,
                    known=[o.key for o in self.options],
                )
            value = str(value)
            if value not in opt.values():
                raise SpecError(
                    "bad_option_value", f"option {key} takes {', '.join(opt.values())}, not {value!r}",
                    option=key, value=value, choices=opt.values(),
                )
            out[key] = value
        return out

    def with_option(self, option: OptionSpec, overrides: dict[str, dict[str, Any]] | None = None) -> VariantSpec:
        """A copy with one more option (how house rules extend a rule set)."""
        if self.option(option.key) is not None:
            raise SpecError("duplicate_option", f"{self.id} already has option {option.key}", option=option.key)
        data = self.model_dump()
        data["options"] = [*data["options"], option.model_dump()]
        if overrides:
            data["overrides"] = {**data["overrides"], option.key: overrides}
        return VariantSpec.model_validate(data)

    def resolve(self, options: Mapping[str, str], players: int) -> Rules:
        opts = self.check_options(options)
        if not self.min_players <= players <= self.max_players:
            counts = f"{self.min_players}" if self.min_players == self.max_players else \
                f"{self.min_players} to {self.max_players}"
            raise SpecError("bad_players", f"{self.name} is for {counts} players, not {players}",
                            players=players, min=self.min_players, max=self.max_players, name=self.name)
        values: dict[str, Any] = self.model_dump()
        for key, by_value in self.overrides.items():
            values.update(by_value.get(opts[key], {}))
        spec = VariantSpec.model_validate(values) if values != self.model_dump() else self
        deck = next((r for r in spec.decks if r.matches(players, opts)), None)
        hand = next((r for r in spec.hand if r.matches(players, opts)), None)
        if deck is None or hand is None:
            raise SpecError("bad_players", f"{self.name}: no deal for {players} players", players=players)
        return Rules(
            variant=self.id,
            family=self.family,
            options=opts,
            players=players,
            decks=deck.decks,
            jokers=deck.jokers,
            hand_size=hand.cards,
            deal_batches=spec.deal_batches,
            loose_cards=spec.loose_cards,
            meld=MeldRules(spec.ace_mode, spec.distinct_suits, spec.max_jokers_per_group, spec.set_max),
            joker_policy=spec.joker_policy,
            turn=spec.turn,
            opening_run=spec.opening_run,
            knock_limit=spec.knock_limit,
            knock=spec.knock,
            melds_in_hand=spec.melds_in_hand,
            lay_off=spec.lay_off,
            stock_floor=spec.stock_floor,
            first_upcard=spec.first_upcard,
            dig=spec.dig,
            last_card_discard=spec.last_card_discard,
            rebuild=spec.rebuild,
            rebuild_limit=spec.rebuild_limit,
            rebuild_at_turn_start=spec.rebuild_at_turn_start,
            lower_wins=spec.lower_wins,
            bonuses=spec.bonuses,
            dead_hand=spec.dead_hand,
            rounds=spec.rounds,
            buy=spec.buy,
        )


@dataclass(frozen=True)
class Rules:
    """The concrete rules of one game: a variant's declaration resolved for its options
    and player count (and adjusted by house-rule plugins)."""

    variant: str
    options: dict[str, str]
    players: int
    decks: int
    jokers: int
    hand_size: int
    deal_batches: tuple[int, ...]
    loose_cards: int
    meld: MeldRules
    joker_policy: JokerPolicy
    turn: TurnStyle
    opening_run: bool
    knock_limit: int | None
    dig: bool
    last_card_discard: bool
    rebuild: str
    rebuild_limit: int
    rebuild_at_turn_start: bool
    lower_wins: bool = False  # the lowest total is best (see VariantSpec.lower_wins)
    knock: KnockSpec | None = None  # the draw-and-discard knock (VariantSpec.knock)
    melds_in_hand: bool = False
    lay_off: str = "any"
    stock_floor: int = 0
    first_upcard: bool = False
    bonuses: tuple[Bonus, ...] = ()  # the bonuses game_end may give (VariantSpec.bonuses)
    family: str = "draw-discard"  # the turn structure (VariantSpec.family): ask ``structure``
    dead_hand: int = DEAD_HAND  # actions without progress that end a round (VariantSpec.dead_hand)
    rounds: tuple[RoundRow, ...] = ()  # what changes from round to round (VariantSpec.rounds)
    buy: BuySpec | None = None  # buying the discard out of turn (VariantSpec.buy)
    goal: RoundGoal | None = None  # this round's goal (from ``rounds``, or a round adjustment)
    round_no: int = 0  # this round (0: the game's rules, before any round)
    dealer: int | None = None  # who dealt this round
    upcard: int | None = None  # this round's first upcard's face (a joker: 52), once dealt; None: no discard pile
    #: the house rules' hooks (:class:`~rummy_desktop.core.house.HouseRules`), set by the
    #: catalogue; None: no plugin judges moves or adjusts scores. Not part of the rules' value.
    house: Any = field(default=None, compare=False, repr=False)

    @cached_property
    def structure(self) -> TurnStructure:
        """The turn structure these rules are played by (:mod:`.structures`): what it
        offers (a working copy, a discard pile...) and its legal actions."""
        return turn_structure(self.family)

    def for_round(self, round_no: int, dealer: int) -> Rules:
        """The rules of round ``round_no`` before its deal: the round and its dealer, and the
        row of ``rounds`` for it (the last row for any later round): its hand size (dealt
        one at a time) and its goal."""
        changes: dict[str, Any] = {"round_no": round_no, "dealer": dealer, "upcard": None}
        if self.rounds:
            row = self.rounds[min(round_no, len(self.rounds)) - 1]
            if row.hand is not None:
                changes.update(hand_size=row.hand, deal_batches=())
            changes["goal"] = row.goal
        return replace(self, **changes)

    def adjusted(self, changes: Mapping[str, Any], dealt: bool = False) -> Rules:
        """These rules with ``changes`` (field name -> value; ``ace_mode``,
        ``distinct_suits``, ``max_jokers`` and ``set_max`` change ``meld``). ReturnError for a key that
        is no field a plugin may change (``dealt``: a round adjustment, which may not change
        the deal either, :data:`DEALT`); the values are checked by
        :func:`~rummy_desktop.core.checks.check_rules`."""
        changes = dict(changes)
        allowed = ADJUSTABLE - set(DEALT) if dealt else ADJUSTABLE
        bad = sorted(str(k) for k in changes if k not in allowed)
        if bad:
            raise ReturnError(f"{', '.join(map(repr, bad))} {'is' if len(bad) == 1 else 'are'} not a field of the "
                              f"rules a plugin may change {'once the round is dealt ' if dealt else ''}"
                              f"(those are {', '.join(sorted(allowed))})")
        meld_changes = {k: changes.pop(k) for k in MELD_FIELDS if k in changes}
        out = self
        if meld_changes:
            out = replace(out, meld=replace(out.meld, **meld_changes))
        if changes:
            out = replace(out, **changes)
        return out


#: What a round adjustment (``Variant.round_rules``, ``rummy_adjust_round``) may not change:
#: the deal is done, and the round's facts are facts.
DEALT = ("decks", "jokers", "hand_size", "deal_batches", "loose_cards", "rounds", "round_no", "dealer", "upcard")

#: The fields of :class:`MeldRules` a plugin changes by name in ``rummy_adjust_rules``.
MELD_FIELDS = ("ace_mode", "distinct_suits", "max_jokers", "set_max")
#: What ``rummy_adjust_rules`` may change: every field of :class:`Rules` but the rule set,
#: its options, the player count and the bonuses, and the meld rules' fields by name.
ADJUSTABLE = frozenset(
    {f for f in Rules.__dataclass_fields__
     if f not in ("variant", "options", "players", "meld", "bonuses", "house", "family", "round_no", "dealer",
                  "upcard")}
    | set(MELD_FIELDS)
)


@dataclass
class RoundOutcome:
    """A finished round, as a variant's scoring sees it.

    ``table`` holds the groups on the table, each a list of card ids; ``by`` maps a card id
    to the seat that put it there (where a variant needs it); ``declared`` maps jokers on
    the table to their faces. ``ending`` is ``"out"``, ``"blocked"``, ``"knock"``,
    ``"gin"`` (a knock with no deadwood), ``"stock"`` (the stock ran out, or reached the
    declared floor: a void round) or ``"dead"`` (a dead hand: no progress for
    ``VariantSpec.dead_hand`` actions, or no move left); ``seat`` names who went out or knocked; ``rummy`` says
    the going-out turn was a rummy from hand. ``active`` marks seats still in the game
    (basic Rummy eliminates).

    After a draw-and-discard knock every hand has been shown in melds: they are on the
    ``table`` (``by`` says whose), the others' lay-offs too, and ``hands`` hold each
    player's deadwood; ``deadwood`` is what each counts (the knock's card points) and
    ``undercut`` says another player's deadwood counts no more than the knocker's.

    The round's facts: ``round_no``, its ``dealer``, its first ``upcard`` (the card turned up
    at the deal: Oklahoma Gin doubles a round whose upcard is a spade) and who had
    ``opened`` (laid the round's goal). The rules the scoring receives say them too.
    """

    hands: list[list[int]]
    ending: str
    seat: int | None = None
    rummy: bool = False
    table: list[list[int]] = field(default_factory=list)
    by: dict[int, int] = field(default_factory=dict)
    declared: dict[int, int] = field(default_factory=dict)
    active: list[bool] | None = None
    deadwood: list[int] | None = None
    undercut: bool = False
    round_no: int = 0  # the round
    dealer: int | None = None  # who dealt it
    upcard: int | None = None  # its first upcard's face (a joker: 52; None: no discard pile)
    opened: list[bool] | None = None  # who laid the round's goal (or made an opening meld)


@dataclass
class RoundScore:
    """What ``score_round`` returns: ``scores`` added to each seat's total, the round's
    ``winners`` ([] for a drawn round), and ``display``, the points the result screen
    shows when they are not the scores (winner takes all)."""

    scores: list[int]  # added to each seat's game total
    winners: list[int]  # seats that won the round; [] for a drawn round
    display: list[int] | None = None  # points shown on the result screen, if not the scores


@dataclass
class GameEnd:
    """A finished game: winners ([] never; several = shared win), draw, final totals and
    itemised bonuses (Carousel)."""

    winners: list[int]
    draw: bool
    totals: list[int]
    bonuses: list[dict[str, int]] = field(default_factory=list)


@dataclass
class GameProgress:
    """What a variant's game-end rule needs after each round."""

    totals: list[int]
    rounds_won: list[int]
    rounds: int
    active: list[bool]
    last: RoundScore
    last_outcome: RoundOutcome


class Variant(ABC):
    """A rule set's code: its round scoring and game end. Everything else is declared in
    :attr:`spec` and played by the engine of its family."""

    spec: VariantSpec
    #: The plugin that registered this rule set (set by the registry; named in errors).
    plugin_name: str = ""
    #: Between rounds the host chooses to continue or end the game (Shanghai).
    host_decides_continue: bool = False

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        if "lower_wins" in cls.__dict__:
            # one source of truth: whether low totals win is declared, and may depend on options
            raise TypeError(f"{cls.__name__}: declare lower_wins in the VariantSpec, not on the Variant class")

    def __init__(self, spec: VariantSpec) -> None:
        self.spec = spec

    @property
    def id(self) -> str:
        return self.spec.id

    @abstractmethod
    def score_round(self, rules: Rules, outcome: RoundOutcome) -> RoundScore:
        """The round's scores (added to the totals) and its winners."""

    @abstractmethod
    def game_end(self, rules: Rules, progress: GameProgress) -> GameEnd | None:
        """The game's result after a round, or None to deal another round."""

    def round_rules(self, rules: Rules) -> Mapping[str, Any] | None:
        """Changes to the rules of a round just dealt, or None: ``rules.round_no``,
        ``rules.dealer`` and ``rules.upcard`` (the card turned up) say which round it is
        (Oklahoma Gin: the upcard sets the knock's limit). Any field a house rule's
        ``rummy_adjust_rules`` may change, but the deal's (:data:`DEALT`); checked like it."""
        return None

    def end_by_host(self, rules: Rules, progress: GameProgress) -> GameEnd:
        """The host ended the game between rounds: the best total wins, ties share."""
        totals = progress.totals
        live = [s for s in range(len(totals)) if progress.active[s]]
        best = (min if rules.lower_wins else max)(totals[s] for s in live)
        winners = [s for s in live if totals[s] == best]
        return GameEnd(winners=winners, draw=False, totals=list(totals))

    def eliminated(self, rules: Rules, totals: list[int]) -> list[bool]:
        """Seats out of the game after a round (basic Rummy's elimination)."""
        return [False] * len(totals)
