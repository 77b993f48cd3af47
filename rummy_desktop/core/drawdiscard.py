"""Turns of the draw-and-discard games: Rummy, Rummy Multiplayer, Rummy 500 (§2.8-§2.10),
and what a plugin's draw-and-discard rule set declares beyond them (Gin Rummy).

Each turn: draw (stock, top discard, or in Rummy 500 a dig), then any number of melds
and lay-offs (and, in Rummy with jokers, joker swaps), then one discard. Melds stay where
they are put; they only grow by lay-offs (on any meld, on one's own, or none:
``lay_off``). A rule set may declare more (:class:`~.variant.VariantSpec`): melds kept in the
hand until the round ends (``melds_in_hand``); a knock, discarding with little deadwood,
which ends the round with every hand shown in melds and the others' deadwood laid off
(``knock``, :mod:`.deadwood`); a void round when the stock is down to a floor
(``stock_floor``); the first upcard offered to each player before anyone draws
(``first_upcard``).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Literal

from .actions import (
    Buy,
    Dig,
    Discard,
    Draw,
    Event,
    IllegalAction,
    Knock,
    LayOff,
    Meld,
    MeldMany,
    Pass,
    SwapJoker,
    TakeDiscard,
)
from .cards import JOKER_BASE
from .deadwood import Arrangement, best_arrangement, defend
from .groups import MeldRules, joker_options, judge_faces
from .house import MeldCheck, faces_of
from .structures import TurnStructure, register
from .table_check import face, sort_group
from .variant import ReturnError, RoundOutcome

if TYPE_CHECKING:
    from .engine import Game
    from .variant import Rules
    from .view import SeatView


def declare(cards: Sequence[int], given: dict[int, int], fixed: dict[int, int], meld: MeldRules) -> dict[int, int]:
    """Faces for the jokers of a meld: ``fixed`` ones keep theirs, ``given`` ones are
    checked, others are settled when exactly one face fits (else the player is asked)."""
    out: dict[int, int] = {}
    open_: list[int] = []
    known: list[int] = []
    for c in cards:
        if c < JOKER_BASE:
            known.append(c % 52)
        elif c in fixed:
            out[c] = fixed[c]
            known.append(fixed[c])
        elif c in given:
            out[c] = given[c]
            known.append(given[c])
        else:
            open_.append(c)
    if known and not out and not open_:  # naturals only (the commonest): no joker to settle
        why = judge_faces(known, meld)
        if why not in ("set", "run"):
            raise IllegalAction("invalid_meld", why=why)
        return out
    if not any(c < JOKER_BASE for c in cards):
        raise IllegalAction("invalid_meld", why="no_natural")
    if open_:
        options = joker_options(known, len(open_), meld)
        if not options:
            raise IllegalAction("invalid_meld", why="joker_no_fit")
        for i, j in enumerate(open_):
            choices = sorted({o[i] for o in options})
            if len(choices) > 1:
                raise IllegalAction("joker_declaration_needed", card=j, choices=choices)
        out.update(zip(open_, options[0]))
    if meld.max_jokers is not None and sum(1 for c in cards if c >= JOKER_BASE) > meld.max_jokers:
        raise IllegalAction("invalid_meld", why="too_many_jokers")
    why = judge_faces([face(c, out) for c in cards], meld)
    if why not in ("set", "run"):
        raise IllegalAction("invalid_meld", why=why)
    return out


def can_meld_card(card: int, pool: Sequence[int], groups: Sequence[Sequence[int]], declared: Mapping[int, int],
                  meld: MeldRules) -> bool:
    """Could ``card`` go on the table at once: in a new meld with cards of ``pool``, or laid
    off on one of ``groups``? (Rummy 500's dig condition.)"""
    for g in groups:
        if _fits(card, g, declared, meld):
            return True
    others = [c for c in pool if c != card]
    jokers = sum(1 for c in others if c >= JOKER_BASE)
    nat = {c % 52 for c in others if c < JOKER_BASE}
    if card >= JOKER_BASE:
        # A joker melds with any two naturals that make a group with it, or one natural and
        # another joker.
        faces = sorted(nat)
        if jokers and faces:
            return True
        return any(joker_options([a, b], 1, meld) for i, a in enumerate(faces) for b in faces[i + 1:])
    f = card % 52
    rank, suit = f % 13 + 1, f // 13
    # a set
    same = {x // 13 for x in nat if x % 13 + 1 == rank and (x // 13 != suit or not meld.distinct_suits)}
    if len(same) + jokers >= 2:
        return True
    # a run of three around the card
    have = {x % 13 + 1 for x in nat if x // 13 == suit}
    positions = [rank] if rank != 1 else [p for p, ok in ((1, meld.ace_mode != "high"), (14, meld.ace_mode != "low")) if ok]
    for p in positions:
        for lo in range(p - 2, p + 1):
            window = [lo, lo + 1, lo + 2]
            if lo < 1 or lo + 2 > 14 or (1 in window and 14 in window):
                continue
            if meld.ace_mode == "low" and 14 in window or meld.ace_mode == "high" and 1 in window:
                continue
            missing = sum(1 for q in window if q != p and (1 if q == 14 else q) not in have)
            if missing <= jokers:
                return True
    return False


def meld_types(rules: Rules, declared: Mapping[int, int], obligation: int | None, opened: bool = False
               ) -> list[str]:
    """The action types open after the draw: melds and lay-offs (unless the melds stay in
    the hand, or the rule set has no laying off), joker swaps (where jokers may be swapped
    and one is on the table), and the discard and the knock (once a dug card is melded).
    With a round's goal, before the seat has laid it (``opened``), only the goal: as one
    ``meld_many`` (one ``meld`` for a goal of one meld), no lay-off nor swap; after it, no
    new meld unless the goal allows later melds."""
    goal = rules.goal
    if rules.melds_in_hand:
        out: list[str] = []
    elif goal is None:
        out = ["meld"] + ([] if rules.lay_off == "none" else ["lay_off"])
    elif not opened:
        out = ["meld_many" if len(goal.melds) > 1 else "meld"]
    else:
        out = (["meld"] if goal.later_melds else []) + ([] if rules.lay_off == "none" else ["lay_off"])
    if rules.joker_policy == "swap" and declared and (goal is None or opened):
        out.append("swap_joker")
    if obligation is None:
        out.append("discard")
        if rules.knock is not None:
            out.append("knock")
    return out


def _fits(card: int, group: Sequence[int], declared: Mapping[int, int], meld: MeldRules) -> bool:
    known = [face(c, declared) for c in group]
    if card >= JOKER_BASE:
        return bool(joker_options(known, 1, meld))
    return judge_faces(known + [card % 52], meld) in ("set", "run")


# -- the legality of the meld-phase actions ------------------------------------------------
#
# The engine judges Meld, LayOff and SwapJoker with these functions, and so do the hints
# and the table (what a drop would do): one legality check for everyone.


@dataclass(slots=True)
class MeldPosition:
    """What an action is judged on: the whole position as the seat to play sees it, in
    every turn structure. Its hand, the table and its jokers' faces, who put each table
    card there (``by``), the card taken from the pile this turn (``restricted``) and
    (Rummy 500) the dug card still owed (``obligation``); the seat, the phase (``draw``,
    ``meld``, ``buy``; ``play`` in the Manipulation family), the round (``round_no``) and
    its dealer, the turn of the round (``turn_no``: 1 for the first), the round's first
    upcard (``upcard``: the face of the card turned up at the deal, 52 for a joker; None without a discard
    pile), the discard pile as far as it is visible (the top last; basic Rummy shows only
    the top card, Rummy 500 all of it), its size and the stock's, each seat's hand size,
    who has opened (``opened``: made the opening meld, or met the round's goal) and who
    has melded (``melded_before``: in an earlier turn of the round; ``melded_now``: the
    seat to play, this turn), Tahiti's loose cards, Carousel's draws this turn and final
    turns. The engine, the legal actions (:mod:`.legal`), the hints and the computer
    players build it the same way, from the state or from the seat's view
    (:meth:`of_view`). A judge reads it and never changes it."""

    hand: Sequence[int]
    table: Sequence[Sequence[int]]
    declared: Mapping[int, int]
    rules: Rules
    restricted: int | None = None
    obligation: int | None = None
    seat: int | None = None
    phase: str = "meld"
    round_no: int = 1
    turn_no: int = 1
    discard: Sequence[int] = ()
    discard_count: int = 0
    stock_count: int = 0
    by: Mapping[int, int] = field(default_factory=dict)
    dealer: int = 0
    upcard: int | None = None
    opened: Sequence[bool] = ()
    melded_before: Sequence[bool] = ()
    melded_now: bool = False
    hand_counts: Sequence[int] = ()
    loose: Sequence[int] = ()
    draws: int = 0
    final_turns: int | None = None
    buys: Sequence[int] = ()

    @property
    def has_opened(self) -> bool:
        """Has the seat to play opened (laid the round's goal; the Manipulation family: made
        its first meld)?"""
        return self.seat is not None and self.seat < len(self.opened) and bool(self.opened[self.seat])

    def frozen(self) -> MeldPosition:
        """A copy that keeps this position when the game moves on (the engine's position
        shares the state's lists)."""
        return MeldPosition(tuple(self.hand), tuple(map(tuple, self.table)), dict(self.declared), self.rules,
                            self.restricted, self.obligation, self.seat, self.phase, self.round_no, self.turn_no,
                            tuple(self.discard), self.discard_count, self.stock_count, dict(self.by), self.dealer,
                            self.upcard, tuple(self.opened), tuple(self.melded_before), self.melded_now,
                            tuple(self.hand_counts), tuple(self.loose), self.draws, self.final_turns,
                            tuple(self.buys))

    @classmethod
    def of_view(cls, view: SeatView) -> MeldPosition:
        """The position of the seat that ``view`` belongs to."""
        if view.rules is None:
            raise ValueError("the view carries no rules")
        return cls(view.hand, view.table, view.declared, view.rules, view.restricted, view.obligation,
                   view.seat, view.phase, view.round_no, view.turn_no, view.discard, view.discard_count,
                   view.stock_count, view.by, view.dealer, view.upcard, view.opened, view.melded_before,
                   view.melded_now, view.hand_counts, view.loose, view.draws, view.final_turns, view.buys)


class HandCounts(Sequence[int]):
    """Each seat's hand size, read from the hands when asked (the engine builds a position
    for every action; few judges read this)."""

    __slots__ = ("_hands",)

    def __init__(self, hands: Sequence[Sequence[int]]) -> None:
        self._hands = hands

    def __getitem__(self, i: Any) -> Any:
        if isinstance(i, slice):
            return [len(h) for h in self._hands[i]]
        return len(self._hands[i])

    def __len__(self) -> int:
        return len(self._hands)

    def __iter__(self) -> Any:
        return (len(h) for h in self._hands)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Sequence) and list(self) == list(other)

    def __repr__(self) -> str:
        return repr(list(self))


def _hand_cards(hand: Sequence[int], cards: Sequence[int]) -> None:
    """Refuse ``cards`` unless each is in ``hand``, once."""
    seen: set[int] = set()
    for c in cards:
        if c in seen:
            raise IllegalAction("card_repeated", card=c)
        seen.add(c)
        if c not in hand:
            raise IllegalAction("not_in_hand", card=c)


def _group_of(pos: MeldPosition, group: int) -> list[int]:
    if not 0 <= group < len(pos.table):
        raise IllegalAction("no_such_group", group=group)
    return list(pos.table[group])


def _may_strand(pos: MeldPosition, placed: int) -> bool:
    """Might a meld or lay-off of ``placed`` cards of the hand strand the player with the
    card taken from the pile (:func:`_check_leftover` has something to check: one card
    would be left)?"""
    return pos.restricted is not None and len(pos.hand) == placed + 1 and not pos.rules.last_card_discard


def _check_leftover(pos: MeldPosition, remove: set[int], table_after: list[list[int]],
                    declared: dict[int, int]) -> None:
    """A meld or lay-off may not strand the player with only the card they took from
    the pile when that card can be neither discarded nor played (§2.9, §2.10)."""
    r = pos.restricted
    if r is None or pos.rules.last_card_discard:
        return
    left = [c for c in pos.hand if c not in remove]
    if left == [r] and not any(_fits(r, g, declared, pos.rules.meld) for g in table_after):
        raise IllegalAction("restricted_last_card", card=r)


def judge_meld(pos: MeldPosition, action: Meld) -> tuple[list[int], dict[int, int]]:
    """The new meld (in display order) and its jokers' faces; IllegalAction if refused."""
    rules = pos.rules
    cards = list(action.cards)
    if rules.melds_in_hand:
        raise IllegalAction("melds_in_hand")
    _goal_allows_meld(pos, 1)
    _hand_cards(pos.hand, cards)
    if pos.obligation is not None and pos.obligation not in cards:
        raise IllegalAction("dig_obligation", card=pos.obligation)
    given = {j: f for j, f in action.jokers.items() if j in cards}
    if rules.joker_policy == "none" and any(c >= JOKER_BASE for c in cards):
        raise IllegalAction("invalid_meld", why="mixed")
    decl = declare(cards, given, {}, rules.meld)
    if rules.goal is not None and not pos.has_opened:
        _meets_goal(rules, [[face(c, decl) for c in cards]])
    group = sort_group(cards, decl, rules.meld)
    if _may_strand(pos, len(cards)):
        _check_leftover(pos, set(cards), [list(g) for g in pos.table] + [group], {**pos.declared, **decl})
    _house_meld(pos, "meld", group, decl, cards, None)
    return group, decl


def judge_meld_many(pos: MeldPosition, action: MeldMany) -> list[tuple[list[int], dict[int, int]]]:
    """The new melds (each in display order, with its jokers' faces) of laying several
    melds as one action: the round's goal, laid whole. IllegalAction if refused: no goal to
    lay (``not_now``), a card not in the hand or used twice, a meld that is not valid, melds
    that are not the goal (``goal_not_met``), the dug card left out, the card taken from the
    pile stranded, or a house rule's refusal (each meld to ``rummy_judge_meld``)."""
    rules = pos.rules
    if rules.melds_in_hand:
        raise IllegalAction("melds_in_hand")
    if rules.goal is None or pos.has_opened:
        raise IllegalAction("not_now", action="meld_many")
    every = [c for m in action.melds for c in m]
    _hand_cards(pos.hand, every)
    if pos.obligation is not None and pos.obligation not in every:
        raise IllegalAction("dig_obligation", card=pos.obligation)
    if rules.joker_policy == "none" and any(c >= JOKER_BASE for c in every):
        raise IllegalAction("invalid_meld", why="mixed")
    out = []
    for m in action.melds:
        cards = list(m)
        decl = declare(cards, {j: f for j, f in action.jokers.items() if j in cards}, {}, rules.meld)
        out.append((sort_group(cards, decl, rules.meld), decl))
    _meets_goal(rules, [[face(c, d) for c in g] for g, d in out])
    declared = dict(pos.declared)
    for _, d in out:
        declared.update(d)
    if _may_strand(pos, len(every)):
        _check_leftover(pos, set(every), [list(g) for g in pos.table] + [g for g, _ in out], declared)
    for g, d in out:
        _house_meld(pos, "meld", g, d, [c for c in g if c in pos.hand], None)
    return out


def _goal_allows_meld(pos: MeldPosition, count: int) -> None:
    """Refuse a new meld the round's goal does not allow now: before the seat has laid the
    goal, anything but the goal laid whole; after it, a new meld unless the goal allows it."""
    goal = pos.rules.goal
    if goal is None:
        return
    if not pos.has_opened:
        if len(goal.melds) != count:
            raise IllegalAction("goal_first", goal=goal.label or goal_text(goal))
    elif not goal.later_melds:
        raise IllegalAction("goal_laid")


def goal_text(goal: Any) -> str:
    """A goal in plain words, when it has no label ("set of 3, run of 4")."""
    return ", ".join(f"{m.kind} of {m.size}" for m in goal.melds)


def _meets_goal(rules: Rules, melds: Sequence[Sequence[int]]) -> None:
    """Refuse (``goal_not_met``) melds (their faces) that are not exactly the round's goal:
    one meld for each of the goal's, of its kind and at least its size."""
    goal = rules.goal
    assert goal is not None  # judged only in a round with a goal
    wanted = list(goal.melds)
    if len(melds) != len(wanted):
        raise IllegalAction("goal_not_met", goal=goal.label or goal_text(goal))
    kinds = [judge_faces(list(f), rules.meld) for f in melds]

    def fits(i: int, j: int) -> bool:
        w = wanted[j]
        return (w.kind == "any" or w.kind == kinds[i]) and len(melds[i]) >= w.size

    def match(i: int, used: int) -> bool:  # each meld to a different goal meld
        if i == len(melds):
            return True
        return any(not used >> j & 1 and fits(i, j) and match(i + 1, used | 1 << j) for j in range(len(wanted)))

    if not match(0, 0):
        raise IllegalAction("goal_not_met", goal=goal.label or goal_text(goal))


def _house_meld(pos: MeldPosition, kind: Literal["meld", "lay_off", "knock"], group: Sequence[int], decl: Mapping[int, int],
                added: Sequence[int], index: int | None) -> None:
    """Put a meld or a lay-off the rules accept to the house rules (``rummy_judge_meld``)."""
    house = pos.rules.house
    if house is not None and house.meld_judges:
        declared = {**pos.declared, **decl}
        house.judge_meld(pos.rules, MeldCheck(kind, tuple(group), faces_of(group, declared), tuple(added), index,
                                              pos.seat, tuple(pos.hand)), pos)


def judge_lay_off(pos: MeldPosition, action: LayOff) -> tuple[list[int], dict[int, int]]:
    """The meld after the lay-off and the faces it declares; IllegalAction if refused."""
    rules = pos.rules
    card = action.card
    if rules.melds_in_hand:
        raise IllegalAction("melds_in_hand")
    if rules.lay_off == "none":
        raise IllegalAction("no_lay_off")
    if rules.goal is not None and not pos.has_opened:
        raise IllegalAction("goal_first", goal=rules.goal.label or goal_text(rules.goal))
    _hand_cards(pos.hand, [card])
    group = _group_of(pos, action.group)
    if rules.lay_off == "own" and (pos.seat is None or pos.by.get(group[0]) != pos.seat):
        raise IllegalAction("lay_off_own")
    if pos.obligation is not None and pos.obligation != card:
        raise IllegalAction("dig_obligation", card=pos.obligation)
    fixed = {j: pos.declared[j] for j in group if j >= JOKER_BASE}
    given = {card: action.joker_as} if action.joker_as is not None and card >= JOKER_BASE else {}
    try:
        decl = declare(group + [card], given, fixed, rules.meld)
    except IllegalAction as e:
        if e.code == "invalid_meld":
            raise IllegalAction("invalid_lay_off", card=card, why=e.params.get("why", "")) from None
        raise
    new_group = sort_group(group + [card], decl, rules.meld)
    if _may_strand(pos, 1):
        after = [new_group if i == action.group else list(g) for i, g in enumerate(pos.table)]
        _check_leftover(pos, {card}, after, {**pos.declared, **decl})
    _house_meld(pos, "lay_off", new_group, decl, [card], action.group)
    return new_group, decl


def judge_swap(pos: MeldPosition, action: SwapJoker) -> tuple[list[int], int]:
    """The meld after the swap and the joker that goes to the hand; IllegalAction if refused."""
    rules = pos.rules
    if rules.joker_policy != "swap":
        raise IllegalAction("swap_not_allowed")
    if rules.goal is not None and not pos.has_opened:
        raise IllegalAction("goal_first", goal=rules.goal.label or goal_text(rules.goal))
    card = action.card
    _hand_cards(pos.hand, [card])
    group = _group_of(pos, action.group)
    joker = next((j for j in group if j >= JOKER_BASE and card < JOKER_BASE
                  and pos.declared.get(j) == card % 52), None)
    if joker is None:
        raise IllegalAction("no_joker_to_swap", card=card)
    new_group = sort_group([card if c == joker else c for c in group], pos.declared, rules.meld)
    return new_group, joker


def judge_dig(pos: MeldPosition, action: Dig) -> None:
    """Refuse (IllegalAction) a dig of a card that is not in the spread pile, is its top
    card, or could not be melded at once with the hand and the cards taken (a meld, or a
    lay-off on the table); where house rules judge melds or moves, "could be melded" means
    a meld or lay-off of it that they accept too (else the seat would be left owing a card
    it may not play)."""
    pile = list(pos.discard)
    card = action.card
    if card not in pile:
        raise IllegalAction("not_in_discard", card=card)
    idx = pile.index(card)
    if idx == len(pile) - 1:
        raise IllegalAction("dig_top_card", card=card)
    if not can_meld_card(card, list(pos.hand) + pile[idx:], pos.table, pos.declared, pos.rules.meld):
        raise IllegalAction("dig_unplayable", card=card)
    house = pos.rules.house
    if house is not None and (house.meld_judges or house.action_judges):
        after = _legal.DrawDiscardLegal(pos, ("dig",)).after(action)
        if after is None or not (after.melds_with(card) or after.lay_offs(card)):
            raise IllegalAction("dig_unplayable", card=card)


def judge_discard(pos: MeldPosition, action: Discard) -> None:
    """Refuse (IllegalAction) a discard of a card the seat does not hold, while a dug card
    is still owed, or of the card taken from the pile this turn (unless the rule set lets
    the last card go)."""
    _check_discard(pos.hand, pos.obligation, pos.restricted, pos.rules, action.card)


def _check_discard(hand: Sequence[int], obligation: int | None, restricted: int | None, rules: Rules,
                   card: int) -> None:
    if card not in hand:  # (_hand_cards of one card)
        raise IllegalAction("not_in_hand", card=card)
    if obligation is not None:
        raise IllegalAction("dig_obligation", card=obligation)
    if card == restricted and not (rules.last_card_discard and list(hand) == [card]):
        raise IllegalAction("restricted_discard", card=card)


def judge_knock(pos: MeldPosition, action: Knock) -> tuple[int, Arrangement]:
    """The discard of a knock and the arrangement of the hand left (its melds, its
    deadwood); IllegalAction if refused: the game has no knock, the card is not in the hand
    or was taken from the pile this turn, a dug card is still owed, or the deadwood left
    counts more than the knock allows (``knock_too_high``). The melds a house rule refuses
    (``rummy_judge_meld``, kind ``"knock"``) are left out of the arrangement."""
    rules = pos.rules
    knock = rules.knock
    if knock is None:
        raise IllegalAction("unknown_action", action="knock")
    card = action.card
    _hand_cards(pos.hand, [card])
    if pos.obligation is not None:
        raise IllegalAction("dig_obligation", card=pos.obligation)
    if card == pos.restricted:
        raise IllegalAction("restricted_discard", card=card)
    rest = [c for c in pos.hand if c != card]
    arrangement = best_arrangement(rest, rules.meld, knock.points, _house_allows(pos))
    if arrangement.points > knock.limit:
        raise IllegalAction("knock_too_high", card=card, deadwood=arrangement.points, limit=knock.limit)
    return card, arrangement


def _house_allows(pos: MeldPosition) -> Any:
    """``rummy_judge_meld`` on the melds a hand shows at a knock, as a yes or no (None when
    no house rule judges melds)."""
    house = pos.rules.house
    if house is None or not house.meld_judges:
        return None

    def allows(cards: tuple[int, ...]) -> bool:
        try:
            _house_meld(pos, "knock", sort_group(list(cards), {}, pos.rules.meld), {}, cards, None)
        except IllegalAction:
            return False
        return True

    return allows


def _house_allows_lay_off(pos: MeldPosition) -> Any:
    """``rummy_judge_meld`` on the lay-offs a hand makes after a knock, as a yes or no."""
    house = pos.rules.house
    if house is None or not house.meld_judges:
        return None

    def allows(index: int, group: tuple[int, ...], card: int) -> bool:
        try:
            _house_meld(pos, "lay_off", sort_group(list(group), {}, pos.rules.meld), {}, [card], index)
        except IllegalAction:
            return False
        return True

    return allows


def judge_house_meld(pos: MeldPosition, action: Meld | LayOff) -> None:
    """Put a meld or a lay-off the rules of play accept (a player found it by them) to the
    house rules' ``rummy_judge_meld`` alone: what a player asks of its candidates, cheaper
    than :func:`judge_meld`, which checks the rules of play too."""
    if isinstance(action, Meld):
        decl = {j: f for j, f in action.jokers.items() if j in action.cards}
        group = sort_group(list(action.cards), {**pos.declared, **decl}, pos.rules.meld)
        _house_meld(pos, "meld", group, decl, action.cards, None)
    else:
        target = _group_of(pos, action.group)
        decl = {action.card: action.joker_as} if action.joker_as is not None and action.card >= JOKER_BASE else {}
        group = sort_group(target + [action.card], {**pos.declared, **decl}, pos.rules.meld)
        _house_meld(pos, "lay_off", group, decl, [action.card], action.group)


def judge_house(pos: MeldPosition, action: Any) -> None:
    """Refuse (IllegalAction) an action a house rule refuses (``rummy_judge_action``)."""
    house = pos.rules.house
    if house is not None and house.action_judges:
        house.judge_action(pos.rules, pos, action)


def judge(pos: MeldPosition, action: Any) -> None:
    """Refuse (IllegalAction) an action the engine would refuse in ``pos``: the house
    rules' judgement (:func:`judge_house`), then a Meld, LayOff, SwapJoker or Discard by
    the rules of play (a draw is the engine's to judge: it depends on the stock)."""
    judge_house(pos, action)
    if isinstance(action, Meld):
        judge_meld(pos, action)
    elif isinstance(action, MeldMany):
        judge_meld_many(pos, action)
    elif isinstance(action, LayOff):
        judge_lay_off(pos, action)
    elif isinstance(action, SwapJoker):
        judge_swap(pos, action)
    elif isinstance(action, Discard):
        judge_discard(pos, action)
    elif isinstance(action, Knock):
        judge_knock(pos, action)
    elif not isinstance(action, (Draw, TakeDiscard, Dig, Pass, Buy)):
        raise IllegalAction("unknown_action", action=getattr(action, "type", "?"))


def accepted(pos: MeldPosition, action: Any) -> bool:
    """Would the engine accept ``action`` in ``pos``?"""
    try:
        judge(pos, action)
    except IllegalAction:
        return False
    return True


#: What each action changes in place of the state, at most (:meth:`DrawDiscardTurns.touches`):
#: ``hand`` is the hand of the seat that plays it.
_TOUCHES: dict[type, tuple[str, ...]] = {
    Draw: ("hand", "stock", "discard"), TakeDiscard: ("hand", "discard"), Dig: ("hand", "discard"),
    Buy: ("hand", "stock", "discard", "buys"), Pass: ("offered", "discard"),
    Discard: ("hand", "discard", "melded_before"),
    Meld: ("hand", "table", "by", "opened"), MeldMany: ("hand", "table", "by", "opened"),
    LayOff: ("hand", "table", "by"), SwapJoker: ("hand", "table", "by"),
}


class DrawDiscardTurns:
    def __init__(self, game: Game) -> None:
        self.game = game
        self.round_outcome: RoundOutcome | None = None

    @staticmethod
    def touches(action: Any) -> tuple[str, ...] | None:
        """The fields of the state ``action`` may change in place (besides what the end of
        a round changes), for the engine's checkpoint (``GameState.copy_parts``); None:
        any (a knock shows every hand)."""
        return _TOUCHES.get(type(action))

    # -- turn start ---------------------------------------------------------------

    def start_round(self) -> None:
        """A round is dealt: nobody has opened (laid the round's goal) nor bought yet."""
        st = self.game.state
        n = self.game.players
        st.opened = [False] * n
        st.buys = [0] * n
        st.in_turn, st.offered, st.discarder = None, [], None

    def start_turn(self) -> list[Event]:
        st = self.game.state
        st.turn_no += 1
        st.phase = "draw"
        st.restricted = None
        st.obligation = None
        st.melded_now = False
        rules = self.game.round_rules
        if st.turn_no == 1:  # the round's first turn: the upcard is offered first, where declared
            st.offer = 0 if rules.first_upcard else None
        if rules.rebuild_at_turn_start and not st.stock:
            return self._rebuild_or_end()
        return []

    def _rebuild_or_end(self) -> list[Event]:
        """The stock is empty: rebuild it, or end the round (third time, or nothing to
        rebuild from). Returns the events; sets ``round_outcome`` when the round ends."""
        st = self.game.state
        rules = self.game.round_rules
        if st.rebuilds >= rules.rebuild_limit or len(st.discard) <= 1:
            self._round_end("stock", None)
            return []
        top = st.discard.pop()
        rest = st.discard
        if rules.rebuild == "shuffle":
            self.game.rng.shuffle(rest)
            st.stock = rest
        else:
            # Turned over without shuffling: the former bottom card becomes the top.
            st.stock = rest[::-1]
        st.discard = [top]
        st.rebuilds += 1
        st.idle = 0
        return [Event("stock_rebuilt", None, {"count": len(st.stock), "rebuilds": st.rebuilds})]

    def open_actions(self, seat: int) -> list[str]:
        """What ``seat`` (the seat to play) may do now, as the view lists it."""
        return self.game.allowed(seat, self._open(seat))

    def types(self, seat: int) -> list[str]:
        """The action types the rules of play open to ``seat`` (before the house rules)."""
        return self._open(seat)

    def _open(self, seat: int) -> list[str]:
        st = self.game.state
        rules = self.game.round_rules
        if st.phase == "buy":  # the discard is offered to this seat
            return ["buy", "pass"]
        if st.phase == "draw":
            if self._offering():
                return (["take_discard"] if st.discard else []) + ["pass"]
            lone = (not st.stock and rules.rebuild == "turn-over" and len(st.discard) <= 1
                    and st.rebuilds < rules.rebuild_limit)
            out = [] if lone else ["draw"]  # a lone discard must be taken (as _draw says)
            if st.discard and st.offer is None:  # once everyone passed the upcard, the first draws
                out.append("take_discard")
            if rules.dig and len(st.discard) > 1:
                out.append("dig")
            return out
        return meld_types(rules, st.table.declared, st.obligation, st.opened[seat])

    def _offering(self) -> bool:
        """Is the first upcard being offered (someone may still take it or pass)?"""
        st = self.game.state
        return st.offer is not None and st.offer < sum(st.active)

    # -- actions ------------------------------------------------------------------

    def apply(self, seat: int, action: Any) -> list[Event]:
        st = self.game.state
        kind = type(action)
        if kind in (Draw, TakeDiscard, Dig):
            if st.phase != "draw":
                raise IllegalAction("not_now", action=action.type)
            if st.offer is not None:  # the first upcard's offer, or everyone has passed it
                if self._offering():
                    if kind is not TakeDiscard:
                        raise IllegalAction("upcard_offer")
                elif kind is TakeDiscard:
                    raise IllegalAction("not_now", action=action.type)  # everyone passed it: draw
                st.offer = None
            if kind is Draw:
                return self._draw(seat)
            if kind is TakeDiscard:
                return self._take(seat)
            return self._dig(seat, action)
        if kind is Buy or (kind is Pass and st.phase == "buy"):
            if st.phase != "buy":
                raise IllegalAction("not_now", action=action.type)
            return self._buy(seat) if kind is Buy else self._decline(seat)
        if kind in (Meld, MeldMany, LayOff, SwapJoker, Discard, Knock):
            if st.phase != "meld":
                raise IllegalAction("must_draw_first")
            if kind is Meld:
                return self._meld(seat, action)
            if kind is MeldMany:
                return self._meld_many(seat, action)
            if kind is LayOff:
                return self._lay_off(seat, action)
            if kind is SwapJoker:
                return self._swap(seat, action)
            if kind is Knock:
                return self._knock(seat, action)
            return self._discard(seat, action)
        if kind is Pass and self.game.round_rules.first_upcard:
            if not (st.phase == "draw" and self._offering()):
                raise IllegalAction("not_now", action=action.type)
            return self._pass_offer(seat)
        raise IllegalAction("unknown_action", action=getattr(action, "type", "?"))

    def _draw(self, seat: int) -> list[Event]:
        st = self.game.state
        rules = self.game.round_rules
        events: list[Event] = []
        if not st.stock:
            if rules.rebuild == "turn-over" and len(st.discard) <= 1 and st.rebuilds < rules.rebuild_limit:
                raise IllegalAction("must_take_discard")
            events = self._rebuild_or_end()
            if self.round_outcome is not None:
                return events
        card = st.stock.pop()
        st.hands[seat].append(card)
        st.phase = "meld"
        st.idle = 0
        return events + [Event("drew", seat, {"count": 1, "stock": len(st.stock)}, {"cards": [card]})] \
            + self._offer(seat)

    # -- the buy ------------------------------------------------------------------

    def _offer(self, seat: int) -> list[Event]:
        """The player in turn drew from the stock: where the rule set lets players buy, the
        discard is offered round the table in seat order from the next seat (not to the one
        who threw it, nor to a seat with no buys left). The first who buys takes it; then
        (or when all pass) the player in turn goes on. Nothing to offer: nothing happens."""
        st = self.game.state
        buy = self.game.round_rules.buy
        if buy is None or not st.discard:
            return []
        asked = [s for s in self.game.seats_from(seat) if s != seat and s != st.discarder
                 and st.buys[s] < buy.limit and (buy.opened or not st.opened[s])]
        if not asked:
            return []
        st.in_turn, st.offered = seat, asked[1:]
        st.turn, st.phase = asked[0], "buy"  # (the view says it: phase "buy", open actions buy and pass)
        return []

    def _buy(self, seat: int) -> list[Event]:
        """``seat`` buys the discard: the card and the penalty cards from the stock."""
        st = self.game.state
        buy = self.game.round_rules.buy
        assert buy is not None  # a discard is offered only where the rules have a buy
        card = st.discard.pop()
        st.hands[seat].append(card)
        st.buys[seat] += 1
        st.discarder = None
        penalty = [st.stock.pop() for _ in range(min(buy.penalty, len(st.stock)))]
        st.hands[seat].extend(penalty)
        events = [Event("took_discard", seat, {"card": card, "bought": True})]
        if penalty:
            st.idle = 0
            events.append(Event("drew", seat, {"count": len(penalty), "stock": len(st.stock)}, {"cards": penalty}))
        return events + self._resume()

    def _decline(self, seat: int) -> list[Event]:
        """``seat`` lets the offered discard go: the next seat is asked, or the player in
        turn goes on."""
        st = self.game.state
        events = [Event("passed", seat)]
        if st.offered:
            st.turn = st.offered.pop(0)
            return events
        return events + self._resume()

    def _resume(self) -> list[Event]:
        st = self.game.state
        turn = st.in_turn
        assert turn is not None  # set while the discard is offered (the buy phase)
        st.turn, st.in_turn, st.offered = turn, None, []
        st.phase = "meld"
        return []

    def _take(self, seat: int) -> list[Event]:
        st = self.game.state
        if not st.discard:
            raise IllegalAction("discard_empty")
        card = st.discard.pop()
        st.hands[seat].append(card)
        st.restricted = card
        st.discarder = None
        st.phase = "meld"
        return [Event("took_discard", seat, {"card": card, "bought": False})]

    def _dig(self, seat: int, action: Dig) -> list[Event]:
        st = self.game.state
        rules = self.game.round_rules
        if not rules.dig:
            raise IllegalAction("unknown_action", action="dig")
        card = action.card
        judge_dig(self.position(seat), action)  # (the whole pile is visible where a dig is played)
        idx = st.discard.index(card)
        taken = st.discard[idx:]
        del st.discard[idx:]
        st.discarder = None
        st.hands[seat].extend(taken)
        st.obligation = card
        st.phase = "meld"
        return [Event("dug", seat, {"card": card, "taken": list(taken)})]

    def position(self, seat: int) -> MeldPosition:
        """The position ``seat`` plays in, as its view shows it (:meth:`MeldPosition.of_view`)."""
        st = self.game.state
        rules = self.game.round_rules
        return MeldPosition(st.hands[seat], st.table.groups, st.table.declared, rules, st.restricted,
                            st.obligation, seat, st.phase, st.round_no, st.turn_no,
                            st.discard if rules.dig else st.discard[-1:], len(st.discard), len(st.stock), st.by,
                            st.dealer, st.upcard, st.opened, st.melded_before, st.melded_now,
                            HandCounts(st.hands), (), 0, None, st.buys)

    def _placed(self, seat: int, cards: Sequence[int]) -> list[Event]:
        st = self.game.state
        for c in cards:
            st.hands[seat].remove(c)
            st.by[c] = seat
        st.melded_now = True
        st.idle = 0
        if st.obligation is not None and st.obligation in cards:
            st.obligation = None
        if not st.hands[seat]:
            return self._went_out(seat)
        return []

    def _meld(self, seat: int, action: Meld) -> list[Event]:
        st = self.game.state
        group, decl = judge_meld(self.position(seat), action)
        st.table.groups.append(group)
        st.table.declared.update(decl)
        if self.game.round_rules.goal is not None:
            st.opened[seat] = True  # the goal of one meld is laid (a later meld: it was already)
        return [Event("melded", seat, {"cards": group, "declared": decl, "group": len(st.table.groups) - 1})] + \
            self._placed(seat, list(action.cards))

    def _meld_many(self, seat: int, action: MeldMany) -> list[Event]:
        """The round's goal laid whole: each meld on the table, the seat has opened."""
        st = self.game.state
        melds = judge_meld_many(self.position(seat), action)
        events = []
        for group, decl in melds:
            st.table.groups.append(group)
            st.table.declared.update(decl)
            events.append(Event("melded", seat, {"cards": group, "declared": decl, "group": len(st.table.groups) - 1}))
        st.opened[seat] = True
        return events + self._placed(seat, [c for g, _ in melds for c in g])

    def _lay_off(self, seat: int, action: LayOff) -> list[Event]:
        st = self.game.state
        card = action.card
        new_group, decl = judge_lay_off(self.position(seat), action)
        st.table.groups[action.group] = new_group
        st.table.declared.update(decl)
        return [Event("laid_off", seat, {"card": card, "group": action.group, "declared": decl.get(card)})] + \
            self._placed(seat, [card])

    def _swap(self, seat: int, action: SwapJoker) -> list[Event]:
        st = self.game.state
        card = action.card
        new_group, joker = judge_swap(self.position(seat), action)
        st.table.groups[action.group] = new_group
        del st.table.declared[joker]
        st.by[card] = seat
        st.by.pop(joker, None)
        hand = st.hands[seat]
        hand.remove(card)
        hand.append(joker)
        st.melded_now = True
        st.idle = 0
        return [Event("swapped_joker", seat, {"card": card, "joker": joker, "group": action.group})]

    def _discard(self, seat: int, action: Discard) -> list[Event]:
        st = self.game.state
        card = action.card
        _check_discard(st.hands[seat], st.obligation, st.restricted, self.game.round_rules, card)  # judge_discard's
        st.hands[seat].remove(card)
        st.discard.append(card)
        st.discarder = seat
        events = [Event("discarded", seat, {"card": card})]
        if not st.hands[seat]:
            return events + self._went_out(seat)
        floor = self.game.round_rules.stock_floor
        if floor and len(st.stock) <= floor:  # the stock is down to its floor: a void round
            self._round_end("stock", None)
            return events
        st.melded_before[seat] = st.melded_before[seat] or st.melded_now
        events.append(Event("turn_ended", seat, {"how": "discard"}))
        st.turn = self.game.next_seat(seat)
        events += self.start_turn()
        return events

    def _pass_offer(self, seat: int) -> list[Event]:
        """A player passes the first upcard: the next is offered it; once everyone has
        passed it, the first player draws from the stock."""
        st = self.game.state
        game = self.game
        st.offer = (st.offer or 0) + 1
        events = [Event("passed", seat), Event("turn_ended", seat, {"how": "pass"})]
        st.turn = game.seats_from(st.dealer)[0] if not self._offering() else game.seats_from(seat)[0]
        return events + self.start_turn()

    def _knock(self, seat: int, action: Knock) -> list[Event]:
        """Discard and knock: the knocker's melds go on the table, then each other player's
        best melds and, where the knock allows, their deadwood laid off; the round ends."""
        st = self.game.state
        game = self.game
        rules = game.round_rules
        knock = rules.knock
        card, arrangement = judge_knock(self.position(seat), action)
        assert knock is not None  # judge_knock refuses a knock the rules do not have
        st.hands[seat].remove(card)
        st.discard.append(card)
        events = [Event("discarded", seat, {"card": card}), Event("knocked", seat)]
        events += self._show(seat, arrangement.melds)
        gin = arrangement.points == 0
        lay_offs = knock.lay_off and (not gin or knock.gin_lay_off)
        for other in game.seats_from(seat):
            if other == seat:
                continue
            pos = self.position(other)
            shown = defend(st.hands[other], st.table.groups, rules.meld, knock.points, lay_offs,
                           _house_allows(pos), _house_allows_lay_off(pos))
            for c, gi in shown.laid_off:
                st.table.groups[gi] = sort_group(st.table.groups[gi] + [c], st.table.declared, rules.meld)
                st.hands[other].remove(c)
                st.by[c] = other
                events.append(Event("laid_off", other, {"card": c, "group": gi, "declared": None}))
            events += self._show(other, shown.melds)
        deadwood = [sum(knock.points(c) for c in h) if st.active[s] else 0 for s, h in enumerate(st.hands)]
        undercut = knock.undercut and not gin and any(
            deadwood[s] <= deadwood[seat] for s in game.seats_from(seat) if s != seat)
        self._round_end("gin" if gin else "knock", seat, deadwood=deadwood, undercut=undercut)
        return events

    def _show(self, seat: int, melds: Sequence[Sequence[int]]) -> list[Event]:
        """Lay ``melds`` of ``seat``'s hand on the table (a knock shows the hands)."""
        st = self.game.state
        events = []
        for m in melds:
            group = sort_group(list(m), {}, self.game.round_rules.meld)
            st.table.groups.append(group)
            for c in group:
                st.hands[seat].remove(c)
                st.by[c] = seat
            events.append(Event("melded", seat, {"cards": group, "declared": {}, "group": len(st.table.groups) - 1}))
        return events

    def dead_hand(self) -> None:
        """End the round as a dead hand (:meth:`~.engine.Game._dead_hand`)."""
        self._round_end("dead", None)

    def _went_out(self, seat: int) -> list[Event]:
        st = self.game.state
        self._round_end("out", seat, rummy=not st.melded_before[seat])
        return []

    def _round_end(self, ending: str, seat: int | None, rummy: bool = False, deadwood: list[int] | None = None,
                   undercut: bool = False) -> None:
        st = self.game.state
        st.phase = "round_over"
        self.round_outcome = RoundOutcome(
            hands=[list(h) for h in st.hands],
            ending=ending,
            seat=seat,
            rummy=rummy,
            table=[list(g) for g in st.table.groups],
            by=dict(st.by),
            declared=dict(st.table.declared),
            deadwood=deadwood,
            undercut=undercut,
        )


class DrawDiscardStructure(TurnStructure):
    """The draw-and-discard turn: draw (the stock, the discard pile, a dig), meld and lay
    off, discard; melds stay as laid (:class:`DrawDiscardTurns`)."""

    name = "draw-discard"
    styles = ("draw-meld-discard",)
    joker_policies = ("none", "swap", "fixed")
    parameters = ("knock", "melds_in_hand", "first_upcard", "stock_floor", "lay_off", "dig", "last_card_discard",
                  "rebuild_at_turn_start", "buy")
    discard_pile = True

    def turns(self, game: Game) -> DrawDiscardTurns:
        return DrawDiscardTurns(game)

    def legal(self, view: Any) -> Any:
        return _legal.DrawDiscardLegal(None, view.open_actions, view)

    def legal_at(self, position: MeldPosition, types: Sequence[str]) -> Any:
        return _legal.DrawDiscardLegal(position, types)

    def foreign(self, names: list[str], family: str) -> str:
        return f"{', '.join(names)}: the draw-and-discard turn's, not the {family} family's"

    def check_rules(self, rules: Rules) -> None:
        if rules.knock is not None and rules.jokers:
            raise ReturnError("a knock is played without jokers (its deadwood counts natural cards)")
        if rules.melds_in_hand and rules.knock is None:
            raise ReturnError("melds_in_hand needs a knock: with melds kept in the hand, a round ends only by a knock")
        if rules.melds_in_hand and rules.dig:
            raise ReturnError("dig needs melds on the table: a dug card is melded at once")
        if rules.melds_in_hand and (rules.goal is not None or any(r.goal for r in rules.rounds)):
            raise ReturnError("a round's goal is laid on the table: not with melds_in_hand")


DRAW_DISCARD = register(DrawDiscardStructure())

from . import legal as _legal  # noqa: E402  (it builds on this module)
