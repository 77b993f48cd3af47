"""What a plugin hands the engine, checked where it enters.

A declaration is cross-checked when it is registered (:func:`check_declaration`); the rules
a house rule adjusts are checked before a deal (:func:`check_rules`); what a rule set's
``score_round``, ``game_end``, ``end_by_host`` and ``eliminated`` return is checked after
each call (:func:`check_round_score`, :func:`check_game_end`, :func:`check_eliminated`).
A value that does not fit raises :class:`~.variant.ReturnError` (or SpecError for a
declaration) saying what is wrong in a sentence; the engine turns it into a
:class:`~.variant.PluginError` naming the plugin and the hook, so a broken plugin is
reported by name and never crashes a deal, a game or the program.
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence
from typing import Any, Literal, get_args

from .groups import ACE_MODES, MeldRules
from .structures import structures
from .variant import (
    BuySpec,
    GameEnd,
    JokerPolicy,
    KnockSpec,
    ReturnError,
    RoundGoal,
    RoundRow,
    RoundScore,
    Rules,
    SpecError,
    TurnStyle,
    VariantSpec,
)

#: Every option combination a declaration is checked for, at most (then the defaults' neighbours).
MAX_COMBINATIONS = 4096
#: No score, total or bonus may be larger than this either way (saves and the network carry them).
MAX_POINTS = 10**7


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _ints(value: Any, n: int, what: str) -> list[int]:
    if not isinstance(value, (list, tuple)) or len(value) != n or not all(_is_int(x) for x in value):
        raise ReturnError(f"{what} must be a list of {n} whole numbers, one per seat, not {value!r}")
    if any(abs(x) > MAX_POINTS for x in value):
        raise ReturnError(f"{what} holds a number beyond ±{MAX_POINTS:,}: {list(value)}")
    return list(value)


def _seats(value: Any, players: int, what: str, allow_empty: bool = True) -> list[int]:
    if not isinstance(value, (list, tuple)) or not all(_is_int(x) for x in value):
        raise ReturnError(f"{what} must be a list of seat numbers, not {value!r}")
    bad = [x for x in value if not 0 <= x < players]
    if bad:
        raise ReturnError(f"{what} names seat {bad[0]}, which a game of {players} players does not have")
    if len(set(value)) != len(value):
        raise ReturnError(f"{what} names a seat twice: {list(value)}")
    if not allow_empty and not value:
        raise ReturnError(f"{what} names no seat")
    return list(value)


def check_round_score(score: Any, players: int) -> RoundScore:
    """What ``score_round`` (or ``rummy_adjust_scores``) returned, if it is a round's score
    for ``players`` seats: scores and display (when given) one whole number per seat,
    winners distinct seats of the game."""
    if not isinstance(score, RoundScore):
        raise ReturnError(f"returned {type(score).__name__}, not a RoundScore")
    scores = _ints(score.scores, players, "RoundScore.scores")
    winners = _seats(score.winners, players, "RoundScore.winners")
    display = None if score.display is None else _ints(score.display, players, "RoundScore.display")
    return RoundScore(scores, winners, display)


def check_eliminated(value: Any, players: int) -> list[bool]:
    """What ``eliminated`` returned: one True or False per seat."""
    if not isinstance(value, (list, tuple)) or len(value) != players or not all(isinstance(x, bool) for x in value):
        raise ReturnError(f"returned {value!r}, not a list of {players} True or False, one per seat")
    return list(value)


def check_game_end(end: Any, players: int, totals: Sequence[int], bonuses: Sequence[Any], optional: bool) -> Any:
    """What ``game_end`` (``optional``: None is allowed) or ``end_by_host`` returned: a
    :class:`GameEnd` whose winners are seats of the game (at least one), whose bonuses
    (none, or one mapping per seat) use only the keys the rule set declares, with whole
    numbers, and whose totals are the round totals plus each seat's bonuses."""
    if end is None and optional:
        return None
    if not isinstance(end, GameEnd):
        raise ReturnError(f"returned {type(end).__name__}, not a GameEnd{' or None' if optional else ''}")
    winners = _seats(end.winners, players, "GameEnd.winners", allow_empty=False)
    if not isinstance(end.draw, bool):
        raise ReturnError(f"GameEnd.draw must be True or False, not {end.draw!r}")
    final = _ints(end.totals, players, "GameEnd.totals")
    given = end.bonuses
    if not isinstance(given, (list, tuple)) or (given and len(given) != players):
        raise ReturnError(f"GameEnd.bonuses must be empty or one mapping per seat, not {given!r}")
    keys = {b.key for b in bonuses}
    checked: list[dict[str, int]] = []
    for seat, b in enumerate(given):
        if not isinstance(b, dict) or not all(isinstance(k, str) and _is_int(v) and abs(v) <= MAX_POINTS
                                              for k, v in b.items()):
            raise ReturnError(f"GameEnd.bonuses[{seat}] must map bonus keys to whole numbers, not {b!r}")
        unknown = sorted(set(b) - keys)
        if unknown:
            raise ReturnError(f"GameEnd.bonuses[{seat}] uses the key {unknown[0]!r}, which the rule set does not "
                              f"declare (VariantSpec.bonuses: {', '.join(sorted(keys)) or 'none'})")
        checked.append(dict(b))
    for seat in range(players):
        expected = totals[seat] + (sum(checked[seat].values()) if checked else 0)
        if final[seat] != expected:
            raise ReturnError(f"GameEnd.totals[{seat}] is {final[seat]}, but the rounds gave {totals[seat]}"
                              + (f" and the bonuses {sum(checked[seat].values())}" if checked else ""))
    return GameEnd(winners=winners, draw=end.draw, totals=final, bonuses=checked)


def _literal(value: Any, kind: Any, what: str) -> None:
    if value not in get_args(kind):
        raise ReturnError(f"{what} must be one of {', '.join(map(repr, get_args(kind)))}, not {value!r}")


def _whole(value: Any, what: str, low: int = 0, high: int | None = None, none: bool = False) -> None:
    if value is None and none:
        return
    if not _is_int(value) or value < low or (high is not None and value > high):
        span = f"{low} to {high}" if high is not None else f"{low} or more"
        raise ReturnError(f"{what} must be a whole number from {span}{' or None' if none else ''}, not {value!r}")


def _flag(value: Any, what: str) -> None:
    if not isinstance(value, bool):
        raise ReturnError(f"{what} must be True or False, not {value!r}")


def check_rules(rules: Rules, family: str | None = None) -> Rules:
    """``rules`` if each field has a value its type allows and they hold together for
    their turn structure (``rules.family``, or ``family`` when given): the structure's
    turn style and joker policy, no parameter of another structure, the structure's own
    checks (:meth:`~.structures.TurnStructure.check_rules`), a deck that deals every hand
    and keeps a stock. ReturnError saying what does not fit."""
    meld = rules.meld
    if not isinstance(meld, MeldRules):
        raise ReturnError(f"meld must be MeldRules, not {type(meld).__name__}")
    _literal(meld.ace_mode, Literal[ACE_MODES], "ace_mode")
    _flag(meld.distinct_suits, "distinct_suits")
    _whole(meld.max_jokers, "max_jokers", none=True)
    _whole(meld.set_max, "set_max", 3, 4 if meld.distinct_suits else None)
    _whole(rules.decks, "decks", 1, 2)
    _whole(rules.jokers, "jokers", 0, 8)
    _whole(rules.hand_size, "hand_size", 1)
    _whole(rules.loose_cards, "loose_cards", 0)
    _whole(rules.rebuild_limit, "rebuild_limit", 0)
    _whole(rules.knock_limit, "knock_limit", 0, none=True)
    _literal(rules.turn, TurnStyle, "turn")
    _literal(rules.joker_policy, JokerPolicy, "joker_policy")
    _literal(rules.rebuild, Literal["shuffle", "turn-over"], "rebuild")
    for name in ("opening_run", "dig", "last_card_discard", "rebuild_at_turn_start", "lower_wins",
                 "melds_in_hand", "first_upcard"):
        _flag(getattr(rules, name), name)
    _literal(rules.lay_off, Literal["any", "own", "none"], "lay_off")
    _whole(rules.stock_floor, "stock_floor", 0)
    _whole(rules.dead_hand, "dead_hand", 10, 100_000)
    if rules.knock is not None and not isinstance(rules.knock, KnockSpec):
        raise ReturnError(f"knock must be a KnockSpec or None, not {type(rules.knock).__name__}")
    for name, kind in (("goal", RoundGoal), ("buy", BuySpec)):
        value = getattr(rules, name)
        if value is not None and not isinstance(value, kind):
            raise ReturnError(f"{name} must be a {kind.__name__} or None, not {type(value).__name__}")
    if not isinstance(rules.rounds, tuple) or not all(isinstance(r, RoundRow) for r in rules.rounds):
        raise ReturnError(f"rounds must be a tuple of RoundRow, not {rules.rounds!r}")
    batches = rules.deal_batches
    if not isinstance(batches, tuple) or not all(_is_int(b) and b > 0 for b in batches):
        raise ReturnError(f"deal_batches must be a tuple of whole numbers above 0, not {batches!r}")
    if batches and sum(batches) != rules.hand_size:
        raise ReturnError(f"deal_batches {batches} deal {sum(batches)} cards, not the hand_size {rules.hand_size}")
    family = family or rules.family
    every = structures()
    structure = every.get(family)
    if structure is None:
        raise ReturnError(f"no turn structure {family!r} (there are {', '.join(sorted(every))})")
    if rules.turn not in structure.styles:
        raise ReturnError(f"turn {rules.turn!r} is not a turn of the {family} family "
                          f"({', '.join(structure.styles)})")
    if rules.joker_policy not in structure.joker_policies:
        raise ReturnError(f"joker_policy {rules.joker_policy!r} is not played in the {family} family "
                          f"({', '.join(structure.joker_policies)})")
    if rules.jokers and rules.joker_policy == "none":
        raise ReturnError(f"{rules.jokers} jokers in the deck, but joker_policy 'none' lets nobody play them")
    for other in every.values():
        if other is structure:
            continue
        foreign = [n for n in other.parameters if n not in structure.parameters
                   and getattr(rules, n) != VariantSpec.model_fields[n].default]
        if foreign:
            raise ReturnError(other.foreign(foreign, family))
    structure.check_rules(rules)
    deck = 52 * rules.decks + rules.jokers
    dealt = rules.players * rules.hand_size + rules.loose_cards + (1 if structure.discard_pile else 0)
    if rules.stock_floor and dealt + rules.stock_floor >= deck:
        raise ReturnError(f"stock_floor {rules.stock_floor} leaves no stock to draw from after the deal ({deck - dealt})")
    if dealt >= deck:
        raise ReturnError(f"{rules.players} hands of {rules.hand_size}"
                          + (f", {rules.loose_cards} loose cards" if rules.loose_cards else "")
                          + (" and the first discard" if structure.discard_pile else "")
                          + f" need {dealt} cards, and {rules.decks} deck(s) with {rules.jokers} jokers "
                            f"hold {deck}, which leaves no stock")
    return rules


def _combinations(spec: VariantSpec) -> list[dict[str, str]]:
    values = [opt.values() for opt in spec.options]
    total = 1
    for v in values:
        total *= len(v)
    if total <= MAX_COMBINATIONS:
        return [dict(zip([o.key for o in spec.options], combo)) for combo in itertools.product(*values)]
    # too many to try them all: the defaults, and each option's every value with the others at default
    out = [spec.defaults()]
    for opt in spec.options:
        for value in opt.values():
            out.append({**spec.defaults(), opt.key: value})
    return out


def check_declaration(spec: VariantSpec) -> VariantSpec:
    """Cross-check a declaration as it is registered: for every player count and every
    combination of its options, the rules it resolves to hold together
    (:func:`check_rules`: the turn structure's turn and joker policy and parameters, decks
    enough for the hands).
    SpecError ``bad_declaration`` naming the first combination that does not."""
    for options in _combinations(spec):
        for players in range(spec.min_players, spec.max_players + 1):
            try:
                rules = spec.resolve(options, players)
            except SpecError as exc:
                raise SpecError("bad_declaration", f"{spec.id}: {exc} (options {options})") from None
            for round_no in range(1, len(rules.rounds) + 1) if rules.rounds else (0,):
                try:
                    check_rules(rules.for_round(round_no, 0) if round_no else rules)
                except ReturnError as exc:
                    where = f"{players} players" + (f", options {options}" if options else "") \
                        + (f", round {round_no}" if round_no else "")
                    raise SpecError("bad_declaration", f"{spec.id} ({spec.family}), {where}: {exc}") from None
    return spec

