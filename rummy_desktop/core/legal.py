"""The legal actions: what the engine would accept from one seat now, house rules included
(OpenSpiel's ``legal_actions``).

:func:`legal_actions` answers from what the seat may see: its :class:`~.view.SeatView`
(or any object with the view's fields), and nothing else, so the computer players, their
searches and the hints ask it from their own view. ``game.legal(seat)`` asks it of a game.
Every computer level and the hints choose among these actions only: they rank them with
their own heuristics, never build one the engine has not listed, so a rule a house-rule
plugin adds reaches every player at once and no player can loop on a refused move.

The answer is a :class:`Legal`: the actions by kind, each list built when first asked
(from the hand, cached by hand where that pays), all of them (:meth:`Legal.actions`), and
:meth:`Legal.accepts`, the engine's own judgement of one action (for the actions that are
checked rather than listed, and as a cheap membership test: an action is accepted exactly
when it, or the same move written another way, is listed):

* **draw and discard** (:class:`DrawDiscardLegal`): every draw (the stock, the discard,
  each dig; passing or taking the first upcard; buying the discard out of turn), every meld
  of the hand (a joker with each card it may stand for, declared), every lay-off (a joker
  with each card it may stand for), joker swap, several melds laid as one action where the
  round's goal asks for it (:class:`~.actions.MeldMany`), knock and discard;
* **the Manipulation family** (:class:`ManipulationLegal`): the decisions of a turn (draw,
  pass, withdraw) are listed; a commit (a whole new table) is never listed, it is checked
  whole (:meth:`Legal.accepts`) as the engine checks it, by the exact search's plays too.

Two moves written differently are one action here: a meld's cards in any order, a joker
whose one possible card is left undeclared (the list declares every joker).
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from itertools import combinations, permutations, product
from typing import Any

from .actions import (
    Buy,
    Commit,
    ContinueGame,
    Dig,
    Discard,
    Draw,
    EndGame,
    IllegalAction,
    Knock,
    LayOff,
    Meld,
    MeldMany,
    Pass,
    SwapJoker,
    TakeDiscard,
    Withdraw,
)
from .cards import JOKER_BASE
from .deadwood import _Search, loose_points
from .drawdiscard import (
    MeldPosition,
    _check_leftover,
    _house_allows,
    _house_meld,
    _meets_goal,
    face,
    judge,
    judge_dig,
    judge_discard,
    judge_house,
    meld_types,
)
from .groups import MeldRules, joker_options, judge_faces, run_positions
from .table_check import sort_group
from .variant import SpecError

#: The actions taken without a choice to make, by type.
PLAIN = {"draw": Draw(), "take_discard": TakeDiscard(), "pass": Pass(), "withdraw": Withdraw(), "buy": Buy(),
         "continue": ContinueGame(), "end_game": EndGame()}


_DISCARDS: dict[int, Discard] = {}


def discard_of(card: int) -> Discard:
    """``Discard(card=card)``, made once per card (actions are immutable; the engine and
    the players' searches list discards all the time)."""
    found = _DISCARDS.get(card)
    if found is None:
        found = _DISCARDS[card] = Discard(card=card)
    return found


def legal_actions(view: Any) -> Legal:
    """The actions the engine would accept from the seat of ``view`` now (its
    :class:`~.view.SeatView`, or any object with the view's fields)."""
    return view.rules.structure.legal(view)


class Legal:
    """What one seat may do now. ``types`` are the view's open action types;
    :meth:`actions` lists the actions, :meth:`accepts` judges one as the engine would."""

    def __init__(self, position: MeldPosition | None, types: Sequence[str], view: Any = None) -> None:
        self._position = position
        self._view = view  # the position is read from it when first needed
        self.rules = position.rules if position is not None else view.rules
        self.types = tuple(types)
        self._all: list[Any] | None = None

    @property
    def position(self) -> MeldPosition:
        """The position the actions are judged in (:class:`~.drawdiscard.MeldPosition`)."""
        if self._position is None:
            self._position = MeldPosition.of_view(self._view)
        return self._position

    def actions(self) -> list[Any]:
        """Every listed action, in a fixed order (the draws first, the discards last)."""
        if self._all is None:
            self._all = self._list()
        return self._all

    def _list(self) -> list[Any]:
        return [PLAIN[t] for t in self.types if t in PLAIN]

    def __iter__(self) -> Iterator[Any]:
        return iter(self.actions())

    def __len__(self) -> int:
        return len(self.actions())

    def __bool__(self) -> bool:
        return bool(self.types)

    def __contains__(self, action: Any) -> bool:
        return self.accepts(action)

    def plain(self) -> list[Any]:
        """The actions taken without a choice to make (draw, take the discard, pass,
        withdraw; between rounds continue or end the game) that are open."""
        return [PLAIN[t] for t in self.types if t in PLAIN]

    def accepts(self, action: Any) -> bool:
        """Would the engine accept ``action`` now? (Is it, or the same move written
        another way, listed?)"""
        return self.refusal(action) is None

    def exists(self) -> bool:
        """Is any action listed? (Cheap: the first one found answers; the plain actions
        are judged again here, for types that were not filtered by ``Game.allowed``.) A
        judge that fails (a plugin's bug, not a refusal) counts as leaving the move open
        here: the failure is the move's to report, not a reason to end the round."""
        self._failing_open = True
        try:
            if any(self._house(PLAIN[t]) for t in self.types if t in PLAIN):
                return True
            return next(iter(self._each()), None) is not None
        finally:
            self._failing_open = False

    def _each(self) -> Iterator[Any]:
        return iter(self.actions())

    def any(self) -> Any:
        """An action the engine lists (the first), for a player with nothing better to do;
        IllegalAction ``not_now`` when none is (a house rule left the seat without a move:
        the engine ends such a round as a dead hand)."""
        for action in self._each():
            return action
        raise IllegalAction("not_now", action="any move")

    def first(self, candidates: Iterable[Any]) -> Any | None:
        """The first of ``candidates`` (a player's own order of preference) that the
        engine lists, or None: what filtering the list by that order gives, with only as
        many judgements as it takes (the computer players' searches decide thousands of
        times a second)."""
        for action in candidates:
            if self.refusal(action) is None:
                return action
        return None

    def refusal(self, action: Any) -> IllegalAction | None:
        """Why the engine would refuse ``action`` now (its IllegalAction), or None."""
        kind = getattr(action, "type", None)
        if kind not in self.types:
            return IllegalAction("not_now", action=kind or "?")
        if kind in PLAIN and type(action) is type(PLAIN[kind]):
            return None  # open only when the house rules let it be (Game.allowed)
        try:
            self._judge(action)
        except IllegalAction as exc:
            return exc
        except SpecError as exc:  # a judge that fails refuses the move (the engine would, plugin_error)
            return IllegalAction(exc.code, **exc.params)
        return None

    def _judge(self, action: Any) -> None:
        raise IllegalAction("unknown_action", action=getattr(action, "type", "?"))

    #: While :meth:`exists` asks: a failing judge leaves the move open.
    _failing_open = False

    def _house(self, action: Any) -> bool:
        """Does no house rule refuse ``action`` (``rummy_judge_action``)? A judge that
        fails (PluginError) refuses it: the players do not choose a move that fails."""
        house = self.rules.house
        if house is None or not house.action_judges:
            return True
        try:
            house.judge_action(self.rules, self.position, action)
        except IllegalAction as refusal:
            return self._failing_open and refusal.code == "plugin_error"  # (a failing judge: see exists)
        except SpecError:
            return self._failing_open
        return True


# -- the melds of a hand -----------------------------------------------------------------------

#: Melds found per hand (the computer players' searches meet the same hands again and again).
_MELDS: dict[tuple, list[tuple[tuple[int, ...], dict[int, int]]]] = {}
_MELDS_KEPT = 8192


def hand_melds(hand: Sequence[int], meld: MeldRules, jokers_ok: bool = True
               ) -> list[tuple[tuple[int, ...], dict[int, int]]]:
    """Every valid meld of cards of ``hand`` (each card at most once), as (its cards in
    ascending order, each joker's face): natural sets and runs, twins of a second deck
    each way, and where ``jokers_ok`` every way the hand's jokers can join them (each joker
    with each card it may stand for). Cached by hand."""
    key = (tuple(sorted(hand)), meld, jokers_ok)
    found = _MELDS.get(key)
    if found is None:
        if len(_MELDS) >= _MELDS_KEPT:
            _MELDS.clear()
        found = _MELDS[key] = _find_melds(key[0], meld, jokers_ok)
    return found


def _find_melds(hand: tuple[int, ...], meld: MeldRules, jokers_ok: bool
                ) -> list[tuple[tuple[int, ...], dict[int, int]]]:
    naturals = [c for c in hand if c < JOKER_BASE]
    jokers = [c for c in hand if c >= JOKER_BASE] if jokers_ok else []
    cap = len(jokers) if meld.max_jokers is None else min(len(jokers), meld.max_jokers)
    out: list[tuple[tuple[int, ...], dict[int, int]]] = []
    # sets: cards of one rank (different suits where the rules say so), jokers for the rest
    by_rank: dict[int, list[int]] = {}
    for c in naturals:
        by_rank.setdefault(c % 13, []).append(c)
    for rank, cards in by_rank.items():
        if len(cards) + cap < 3:
            continue
        for k in range(0, cap + 1):
            for size in range(max(1, 3 - k), meld.set_max - k + 1):
                for combo in combinations(cards, size):
                    faces = [c % 52 for c in combo]
                    if meld.distinct_suits and len(set(faces)) != size:
                        continue
                    if k == 0:
                        out.append((combo, {}))
                        continue
                    if meld.distinct_suits:
                        used = {f // 13 for f in faces}
                        options = list(permutations([s for s in range(4) if s not in used], k))
                    else:
                        options = list(product(range(4), repeat=k))
                    for js in combinations(jokers, k):
                        cards_ = tuple(sorted(combo + js))
                        for option in options:
                            out.append((cards_, {j: s * 13 + rank for j, s in zip(js, option)}))
    # runs: windows of consecutive places in one suit (an ace low at 1, high at 14), each
    # place a natural of the hand or a joker
    low = meld.ace_mode != "high"
    high = meld.ace_mode != "low"
    first, last = (1 if low else 2), (14 if high else 13)
    for suit in range(4):
        at: dict[int, list[int]] = {}
        for c in naturals:
            f = c % 52
            if f // 13 != suit:
                continue
            rank = f % 13 + 1
            if rank == 1:
                if low:
                    at.setdefault(1, []).append(c)
                if high:
                    at.setdefault(14, []).append(c)
            else:
                at.setdefault(rank, []).append(c)
        if len(at) + cap < 3:
            continue
        for lo in range(first, last - 1):
            missing = 0
            for hi in range(lo, min(last, lo + 12) + 1):
                if hi not in at:
                    missing += 1
                    if missing > cap:
                        break
                if hi - lo < 2:
                    continue
                present = [p for p in range(lo, hi + 1) if p in at]
                if not present:
                    continue
                # the naturals fill places of ``present``, jokers the others (a natural
                # place left to a joker too, within the jokers at hand)
                for k in range(missing, cap + 1):
                    for drop in combinations(present, k - missing):
                        kept = [p for p in present if p not in drop]
                        if not kept:
                            continue
                        holes = [p for p in range(lo, hi + 1) if p not in kept]
                        for combo in product(*(at[p] for p in kept)):
                            if k == 0:
                                out.append((tuple(sorted(combo)), {}))
                                continue
                            for js in combinations(jokers, k):
                                cards_ = tuple(sorted(combo + js))
                                for order in permutations(holes):
                                    out.append((cards_, {j: suit * 13 + (0 if p == 14 else p - 1)
                                                         for j, p in zip(js, order)}))
    return out


# -- what extends a meld -------------------------------------------------------------------------

_EXTENDS: dict[tuple, frozenset[int]] = {}


def extension_faces(faces: Sequence[int], meld: MeldRules) -> frozenset[int]:
    """The faces of natural cards that extend a valid group of ``faces`` (cached)."""
    key = (tuple(faces), meld)
    found = _EXTENDS.get(key)
    if found is None:
        if len(_EXTENDS) > 8192:
            _EXTENDS.clear()
        found = _EXTENDS[key] = frozenset(f for f in _candidates(faces, meld)
                                          if judge_faces(list(faces) + [f], meld) in ("set", "run"))
    return found


def _candidates(faces: Sequence[int], meld: MeldRules) -> list[int]:
    if not faces:
        return []
    rank = faces[0] % 13
    if all(f % 13 == rank for f in faces):
        return [s * 13 + rank for s in range(4)]
    pos = run_positions(faces, meld)
    if pos is None:
        return []
    suit = faces[0] // 13
    out = []
    for p in (min(pos) - 1, max(pos) + 1):
        if 1 <= p <= 14:
            out.append(suit * 13 + (0 if p == 14 else p - 1))
    return out


# -- draw and discard ----------------------------------------------------------------------------

class DrawDiscardLegal(Legal):
    """The legal actions of the draw-and-discard turn (:mod:`.drawdiscard`), by kind."""

    def __init__(self, position: MeldPosition | None, types: Sequence[str], view: Any = None) -> None:
        self._position = position
        self._view = view
        self.rules = position.rules if position is not None else view.rules
        self.types = tuple(types)
        self._all = None
        self._kinds: dict[str, list[Any]] = {}

    def _list(self) -> list[Any]:
        return (self.draws() + self.melds() + self.meld_manys() + self.lay_offs() + self.swaps() + self.discards()
                + self.knocks() + [PLAIN[t] for t in ("buy", "continue", "end_game") if t in self.types])

    def _each(self) -> Iterator[Any]:
        """The listed actions one at a time, the cheapest kinds first (judged as they come)."""
        if self._all is not None:
            yield from self._all
            return
        yield from self.digs()
        for c in self.discard_cards():
            action = discard_of(c)
            if self._house(action):
                yield action
        for kind in (self.lay_offs, self.swaps, self.melds, self.iter_meld_manys, self.knocks):
            yield from kind()

    def _kind(self, name: str, build: Any) -> list[Any]:
        found = self._kinds.get(name)
        if found is None:
            found = self._kinds[name] = build() if name in self.types else []
        return found

    # the draws

    def draws(self) -> list[Any]:
        """The draw (the stock), taking the discard, passing the first upcard, and each dig."""
        return [PLAIN[t] for t in ("draw", "take_discard", "pass") if t in self.types] + self.digs()

    def digs(self) -> list[Dig]:
        """Rummy 500: each card below the top of the spread pile that could be melded at once."""
        return self._kind("dig", self._digs)

    def _digs(self) -> list[Dig]:
        out = []
        for card in self.position.discard[:-1]:
            dig = Dig(card=card)
            if self.refusal(dig) is None:
                out.append(dig)
        return out

    def after(self, action: Any) -> DrawDiscardLegal | None:
        """The legal actions after taking the discard or digging (``action``), before
        anything else changes: the cards taken are seen, so the seat may ask what it could
        meld with them. After buying the discard, what it could meld with it once its turn
        comes (the penalty cards unseen). None for another action (a stock card is not seen)."""
        pos = self.position
        pile = list(pos.discard)
        if isinstance(action, TakeDiscard) and pile:
            taken, restricted, obligation = pile[-1:], pile[-1], None
        elif isinstance(action, Buy) and pile:
            taken, restricted, obligation = pile[-1:], None, None
        elif isinstance(action, Dig) and action.card in pile[:-1]:
            taken, restricted, obligation = pile[pile.index(action.card):], None, action.card
        else:
            return None
        rest = pile[:len(pile) - len(taken)]
        counts = list(pos.hand_counts)
        if pos.seat is not None and pos.seat < len(counts):
            counts[pos.seat] += len(taken)
        after = MeldPosition(list(pos.hand) + taken, pos.table, pos.declared, pos.rules, restricted, obligation,
                             pos.seat, "meld", pos.round_no, pos.turn_no, rest if self.rules.dig else rest[-1:],
                             pos.discard_count - len(taken), pos.stock_count, pos.by, pos.dealer, pos.upcard,
                             pos.opened, pos.melded_before, pos.melded_now, counts, pos.loose, pos.draws,
                             pos.final_turns)
        return DrawDiscardLegal(after, meld_types(self.rules, pos.declared, obligation, pos.has_opened))

    # the plays

    def melds(self) -> list[Meld]:
        """Every meld of the hand the engine accepts now."""
        return self._kind("meld", self._melds)

    def _melds(self) -> list[Meld]:
        pos = self.position
        rules = self.rules
        hand = list(pos.hand)
        ob = pos.obligation
        r = None if rules.last_card_discard else pos.restricted
        house = rules.house
        meld_judges = house is not None and house.meld_judges
        goal = rules.goal if rules.goal is not None and not pos.has_opened else None
        out = []
        for cards, decl in hand_melds(hand, rules.meld, rules.joker_policy != "none"):
            if ob is not None and ob not in cards:
                continue
            if goal is not None:  # the goal of one meld: only a meld that lays it
                try:
                    _meets_goal(rules, [[face(c, decl) for c in cards]])
                except IllegalAction:
                    continue
            if r is not None and len(hand) - len(cards) == 1 and r not in cards:
                try:
                    _check_leftover(pos, set(cards), [list(g) for g in pos.table] + [list(cards)],
                                    {**pos.declared, **decl})
                except (IllegalAction, SpecError):
                    continue
            action = Meld(cards=cards, jokers=decl)
            if meld_judges:
                try:
                    _house_meld(pos, "meld", sort_group(list(cards), {**pos.declared, **decl}, rules.meld), decl,
                                cards, None)
                except (IllegalAction, SpecError):
                    continue
            if self._house(action):
                out.append(action)
        return out

    def melds_with(self, card: int) -> list[Any]:
        """The legal melds (and several melds laid as one) that hold ``card``."""
        return [m for m in self.melds() if card in m.cards] + list(self.iter_meld_manys(must=card))

    def plays(self, card: int) -> bool:
        """Is there a legal meld (or goal laid whole) or lay-off that puts ``card`` on the
        table? (Answered at the first one found.)"""
        return bool(self.lay_offs(card)) or any(card in m.cards for m in self.melds()) or \
            next(self.iter_meld_manys(must=card), None) is not None

    def meld_manys(self) -> list[MeldMany]:
        """The round's goal laid whole, every way the hand can (each meld with every face
        its jokers may take), that the engine accepts now. A hand rich in jokers and twins
        lays a goal thousands of ways: a player looking for one asks :meth:`first` of its
        own candidates, or takes them one at a time from :meth:`iter_meld_manys`."""
        return self._kind("meld_many", lambda: list(self.iter_meld_manys()))

    def iter_meld_manys(self, must: int | None = None) -> Iterator[MeldMany]:
        """:meth:`meld_manys` one at a time, each judged as it comes (``must``: only those
        that lay that card)."""
        found = self._kinds.get("meld_many")
        if found is not None:
            yield from (a for a in found if must is None or any(must in m for m in a.melds))
            return
        if "meld_many" not in self.types:
            return
        pos = self.position
        rules = self.rules
        goal = rules.goal
        if goal is None or pos.has_opened:
            return
        wanted = goal.melds
        hand = list(pos.hand)
        ob = pos.obligation
        r = None if rules.last_card_discard else pos.restricted
        house = rules.house
        meld_judges = house is not None and house.meld_judges
        # the hand's melds that could be one of the goal's, by kind and size
        fitting = []
        for cards, decl in hand_melds(hand, rules.meld, rules.joker_policy != "none"):
            faces = [face(c, decl) for c in cards]
            kind = judge_faces(faces, rules.meld)
            if any((w.kind == "any" or w.kind == kind) and len(cards) >= w.size for w in wanted):
                fitting.append((cards, decl, frozenset(cards), faces))
        k = len(wanted)
        if must is not None:  # the one meld that holds it first (two disjoint melds cannot both), then the others
            firsts = [f for f in fitting if must in f[2]]
            fitting = [f for f in fitting if must not in f[2]]
            stack: list[tuple[int, tuple, frozenset[int]]] = [(0, (f,), f[2]) for f in reversed(firsts)]
        else:
            stack = [(0, (), frozenset())]
        while stack:  # every set of k disjoint fitting melds, in order
            start, chosen, used = stack.pop()
            if len(chosen) == k:
                action = self._goal_action(pos, chosen, used, ob, r, meld_judges)
                if action is not None:
                    yield action
                continue
            for i in range(len(fitting) - 1, start - 1, -1):
                if not fitting[i][2] & used:
                    stack.append((i + 1, chosen + (fitting[i],), used | fitting[i][2]))

    def _goal_action(self, pos: MeldPosition, chosen: tuple, used: frozenset, ob: int | None, r: int | None,
                     meld_judges: bool) -> MeldMany | None:
        """``chosen`` melds as the goal laid whole, if the engine accepts it (the same checks
        as :func:`~.drawdiscard.judge_meld_many`, on melds already known valid)."""
        rules = self.rules
        if ob is not None and ob not in used:
            return None
        try:
            _meets_goal(rules, [f for _, _, _, f in chosen])
        except IllegalAction:
            return None
        jokers = {j: f for _, d, _, _ in chosen for j, f in d.items()}
        if r is not None and len(pos.hand) - len(used) == 1 and r not in used:
            try:
                _check_leftover(pos, set(used), [list(g) for g in pos.table] + [list(c) for c, _, _, _ in chosen],
                                {**pos.declared, **jokers})
            except IllegalAction:
                return None
        if meld_judges:
            try:
                for cards, decl, _, _ in chosen:
                    _house_meld(pos, "meld", sort_group(list(cards), {**pos.declared, **decl}, rules.meld), decl,
                                cards, None)
            except (IllegalAction, SpecError):
                return None
        action = MeldMany(melds=tuple(c for c, _, _, _ in chosen), jokers=jokers)
        return action if self._house(action) else None

    def lay_offs(self, card: int | None = None) -> list[LayOff]:
        """Every lay-off the engine accepts now (of ``card`` only, when given); a joker
        once for each card it may stand for."""
        found = self._kind("lay_off", self._lay_offs)
        return found if card is None else [a for a in found if a.card == card]

    def _lay_offs(self) -> list[LayOff]:
        pos = self.position
        rules = self.rules
        meld = rules.meld
        hand = list(pos.hand)
        ob = pos.obligation
        r = None if rules.last_card_discard else pos.restricted
        house = rules.house
        meld_judges = house is not None and house.meld_judges
        declared = pos.declared
        out = []
        seen: set[int] = set()
        cards = [c for c in hand if not (c in seen or seen.add(c))]  # type: ignore[func-returns-value]  # order-keeping dedup: add() is None
        if ob is not None:
            cards = [c for c in cards if c == ob]
        for gi, g in enumerate(pos.table):
            if rules.lay_off == "own" and (pos.seat is None or pos.by.get(g[0]) != pos.seat):
                continue
            known = [declared[c] if c >= JOKER_BASE else c % 52 for c in g]
            ext = extension_faces(known, meld)
            jokers_in = sum(1 for c in g if c >= JOKER_BASE)
            joker_faces: list[int] | None = None
            for c in cards:
                if c < JOKER_BASE:
                    if c % 52 not in ext:
                        continue
                    options: list[int | None] = [None]
                else:
                    if meld.max_jokers is not None and jokers_in + 1 > meld.max_jokers:
                        continue
                    if joker_faces is None:
                        joker_faces = sorted({o[0] for o in joker_options(known, 1, meld)})
                    options = list(joker_faces)
                for f in options:
                    decl = {} if f is None else {c: f}
                    if r is not None and len(hand) == 2 and c != r and r in hand:
                        after = [list(x) + [c] if i == gi else list(x) for i, x in enumerate(pos.table)]
                        try:
                            _check_leftover(pos, {c}, after, {**declared, **decl})
                        except (IllegalAction, SpecError):
                            continue
                    action = LayOff(card=c, group=gi, joker_as=f)
                    if meld_judges:
                        try:
                            _house_meld(pos, "lay_off", sort_group(list(g) + [c], {**declared, **decl}, meld), decl,
                                        [c], gi)
                        except (IllegalAction, SpecError):
                            continue
                    if self._house(action):
                        out.append(action)
        return out

    def swaps(self) -> list[SwapJoker]:
        """Every joker swap the engine accepts now: a natural card of the hand for the
        table joker that stands for it."""
        return self._kind("swap_joker", self._swaps)

    def _swaps(self) -> list[SwapJoker]:
        pos = self.position
        out = []
        for gi, g in enumerate(pos.table):
            for j in g:
                if j < JOKER_BASE or j not in pos.declared:
                    continue
                f = pos.declared[j]
                for c in dict.fromkeys(pos.hand):
                    if c < JOKER_BASE and c % 52 == f:
                        action = SwapJoker(card=c, group=gi)
                        if self._house(action):
                            out.append(action)
        return out

    def discards(self) -> list[Discard]:
        """Every discard the engine accepts now (never the card taken from the pile this
        turn, unless the rule set lets the last card go)."""
        return self._kind("discard", self._discards)

    def discard_cards(self) -> list[int]:
        """The cards the rules of play let the seat discard now, before the house rules'
        judges (who may refuse some: ask :meth:`first` or :meth:`discards`)."""
        if "discard" not in self.types:
            return []
        src = self._position if self._position is not None else self._view  # (no position built for it)
        hand = src.hand
        r = src.restricted
        if r is None or r not in hand or (self.rules.last_card_discard and len(hand) == 1):
            return list(hand)
        return [c for c in hand if c != r]

    def _discards(self) -> list[Discard]:
        out = []
        for c in self.discard_cards():
            action = discard_of(c)
            if self._house(action):
                out.append(action)
        return out

    def knocks(self) -> list[Knock]:
        """Every knock the engine accepts now: a discard that leaves deadwood within the
        knock's limit (the arrangement leaves out the melds a house rule refuses)."""
        return self._kind("knock", self._knocks)

    def _knocks(self) -> list[Knock]:
        # judge_knock for every discard at once: one search of the hand's melds (those a
        # house rule refuses left out), the best arrangement without each card
        pos = self.position
        knock = self.rules.knock
        assert knock is not None  # a knock is open only where the rules have one
        loose, most = loose_points(pos.hand, knock.points)
        if loose - most > knock.limit:  # no discard leaves the deadwood low enough: no search
            return []
        search = _Search(list(dict.fromkeys(pos.hand)), self.rules.meld, knock.points, _house_allows(pos))
        full = (1 << len(search.cards)) - 1
        out = []
        for i, c in enumerate(search.cards):
            if c == pos.restricted or search.best(full & ~(1 << i))[0] > knock.limit:
                continue
            action = Knock(card=c)
            if self._house(action):
                out.append(action)
        return out

    def refusal(self, action: Any) -> IllegalAction | None:
        if type(action) is Discard and "discard" in self.types:
            house = self.rules.house
            if (house is None or not house.action_judges) and action.card in self.discard_cards():
                return None  # the commonest: a card the rules of play let go, no house rule to ask
        return super().refusal(action)

    def _judge(self, action: Any) -> None:
        if type(action) is Discard:  # the commonest, judged directly
            judge_house(self.position, action)
            judge_discard(self.position, action)
            return
        if isinstance(action, Dig):
            judge_dig(self.position, action)
            judge_house(self.position, action)
            return
        judge(self.position, action)


# -- the Manipulation family ---------------------------------------------------------------------

class ManipulationLegal(Legal):
    """The decisions of a Manipulation-family turn (draw, pass, withdraw), listed; a commit
    is checked whole (:func:`~.manipulation.judge_commit` and the house rules)."""

    def exists(self) -> bool:
        # a commit is never listed: while one may be played, the seat may have a move
        return "commit" in self.types or super().exists()

    def _judge(self, action: Any) -> None:
        if not isinstance(action, Commit):
            raise IllegalAction("unknown_action", action=getattr(action, "type", "?"))
        from .manipulation import judge_commit  # (the Manipulation family's module imports this one)

        judge_commit(self.position, action)
        judge_house(self.position, action)
