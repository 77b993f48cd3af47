"""``greedy``: plays the most it can without rearranging the table, discards its worst card.

It decides from its seat's view only. In the Manipulation family it lays off what fits and
melds what it can from its hand (and Tahiti's loose cards), and draws otherwise; in the
draw-and-discard games it takes the top discard when it melds at once, melds and lays off
everything it can, and discards its highest-valued card.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import combinations
from typing import Any

from rummy_desktop.core.actions import (
    Buy,
    Commit,
    Discard,
    Draw,
    IllegalAction,
    Knock,
    LayOff,
    Meld,
    MeldMany,
    Pass,
    TakeDiscard,
)
from rummy_desktop.core.cards import JOKER_BASE
from rummy_desktop.core.deadwood import best_knock
from rummy_desktop.core.legal import discard_of
from rummy_desktop.core.manipulation import carousel_count
from rummy_desktop.core.scoring import face_value
from rummy_desktop.core.table_check import Table, check_commit, face
from rummy_desktop.core.view import SeatView

from .common import host_choice
from .common import legal as legal_of
from .moves import extension_faces, fits, greedy_split, joker_groups, natural_runs


def card_cost(card: int) -> int:
    """How much a card hurts in hand, roughly, in every game: jokers are kept."""
    return _COSTS[card]


#: card_cost of every card id (the players ask it of every card at every decision).
_COSTS = tuple(-1 if c >= JOKER_BASE else face_value(c, ace=11, joker=0) for c in range(JOKER_BASE + 8))


#: The order it throws cards away in, as numbers: the costliest first, then the highest id
#: (``(card_cost(c), c)`` as one number: ids are below 256).
_DISCARD_ORDER = tuple(_COSTS[c] * 256 + c for c in range(JOKER_BASE + 8))

#: The draws, made once: actions are immutable, and the rollouts make thousands.
_DRAW, _TAKE, _PASS = Draw(), TakeDiscard(), Pass()

#: A natural card's lay-offs, made once (by card and meld).
_LAY_OFFS: dict[tuple[int, int], LayOff] = {}


def _lay_off_of(card: int, group: int) -> LayOff:
    """``LayOff(card=card, group=group)``, made once."""
    found = _LAY_OFFS.get((card, group))
    if found is None:
        found = _LAY_OFFS[card, group] = LayOff(card=card, group=group)
    return found


#: Its melds of naturals, made once (by their cards).
_MELDS: dict[tuple[int, ...], Meld] = {}


def _meld_of(cards: Any, jokers: dict[int, int]) -> Meld:
    """``Meld(cards=tuple(cards), jokers=jokers)``, made once where no joker is declared."""
    if jokers:
        return Meld(cards=tuple(cards), jokers=jokers)
    key = tuple(cards)
    found = _MELDS.get(key)
    if found is None:
        if len(_MELDS) >= 8192:
            _MELDS.clear()
        found = _MELDS[key] = Meld(cards=key, jokers={})
    return found


def may_meld(card: int, hand: Sequence[int], jokers_ok: bool) -> bool:
    """False when ``card`` surely makes no meld with ``hand``: no joker to help, fewer than
    two cards of its rank and fewer than two of its suit within two ranks (an ace
    counts next to the king). A quick test before the split (the rollouts ask it often)."""
    kin = _KIN[card % 52]
    found = [kin[c] for c in hand]
    if jokers_ok and _JOKER in found:
        return True
    return found.count(_SAME) >= 2 or found.count(_NEAR) >= 2


#: What a card of the hand is to a card of face f (``_KIN[f][card]``): of its rank (a twin
#: too: two decks' sets may hold both), of its suit within two ranks (an ace next to the
#: king), a joker, or nothing.
_NOTHING, _SAME, _NEAR, _JOKER = 0, 1, 2, 3


def _kin(f: int, c: int) -> int:
    if c >= JOKER_BASE:
        return _JOKER
    g = c % 52
    if g % 13 == f % 13:
        return _SAME
    d = abs(g % 13 - f % 13)
    return _NEAR if g // 13 == f // 13 and min(d, 13 - d) <= 2 else _NOTHING


_KIN = tuple(tuple(_kin(f, c) for c in range(JOKER_BASE + 8)) for f in range(52))


def knock_or_discard(view: SeatView, legal: Any = None) -> Any:
    """In a game with a knock: the discard that leaves the least deadwood, as a knock when
    the engine accepts one (the deadwood left allows it, no house rule refuses it), else
    as a discard (one the engine accepts: the costliest it may throw away when it may not
    throw that one)."""
    legal = legal if legal is not None else legal_of(view)
    rules = view.rules
    knock = rules.knock
    assert knock is not None  # asked only in a game with a knock
    found = best_knock(list(view.hand), rules.meld, knock.points, view.restricted)
    assert found is not None  # (None only for a hand with no card it may discard: never at a discard)
    card, arrangement = found
    if arrangement.points <= knock.limit:
        action = Knock(card=card)
        if legal.accepts(action):
            return action
    ranked = sorted(legal.discard_cards(), key=lambda c: (c != card, -card_cost(c), -c))
    found = legal.first(Discard(card=c) for c in ranked)
    return found if found is not None else legal.any()


def goal_candidates(melds: Any, goal: Any) -> Any:
    """The ways to lay ``goal`` whole with some of ``melds`` (disjoint melds of a hand, each
    with its jokers' faces), the most cards first: a player's own candidates, for the
    engine's list to judge (:meth:`~rummy_desktop.core.legal.Legal.first`)."""
    if goal is None:
        return
    combos = sorted(combinations(list(melds), len(goal.melds)), key=lambda c: -sum(len(g) for g, _ in c))
    for combo in combos:
        cards = [c for g, _ in combo for c in g]
        if len(set(cards)) == len(cards):
            yield MeldMany(melds=tuple(tuple(g) for g, _ in combo),
                           jokers={j: f for _, d in combo for j, f in d.items()})


#: The extensions of melds (by their cards, or faces where a joker is in them) and of whole
#: tables (by their melds' cards), by the meld rules they are read under
#: (:meth:`GreedyPlayer._extensions`, :meth:`GreedyPlayer._table_extensions`): pure
#: functions of the cards, shared by every player.
_EXTENSIONS: dict[Any, tuple[dict[tuple, set[int]], dict[tuple, tuple[list[set[int]], set[int]]]]] = {}


class GreedyPlayer:
    name = "greedy"

    def __init__(self, seat: int, seed: int = 0) -> None:
        self.seat = seat
        self._ext_cache: dict[tuple, set[int]] = {}
        self._table_ext: dict[tuple, tuple[list[set[int]], set[int]]] = {}
        self._ext_meld = None  # the meld rules the remembered extensions are for

    def _meld_rules(self, meld) -> None:
        """Read the extensions remembered under ``meld`` when the meld rules change
        (shared by every player: the seats at a table read the same melds)."""
        if meld is not self._ext_meld and meld != self._ext_meld:
            caches = _EXTENSIONS.get(meld)
            if caches is None:
                if len(_EXTENSIONS) >= 16:
                    _EXTENSIONS.clear()
                caches = _EXTENSIONS[meld] = ({}, {})
            self._ext_cache, self._table_ext = caches
            self._ext_meld = meld

    def _table_extensions(self, groups, declared, meld) -> tuple[list[set[int]], set[int]]:
        """The extensions of each meld on the table (:meth:`_extensions`) and all of them,
        remembered by the table's cards while no joker is on it (the rollouts ask at
        every decision, and the table changes rarely)."""
        self._meld_rules(meld)
        key = (groups if type(groups) is tuple else tuple(map(tuple, groups))) if not declared else None
        found = self._table_ext.get(key) if key is not None else None
        if found is None:
            if key is not None:  # naturals only: each meld remembered by its cards (as _extensions does)
                cache = self._ext_cache
                ext = []
                for g in key:
                    e = cache.get(g)
                    ext.append(e if e is not None else self._extensions(g, declared, meld))
            else:
                ext = [self._extensions(g, declared, meld) for g in groups]
            found = (ext, set().union(*ext))
            if key is not None:
                if len(self._table_ext) > 4096:
                    self._table_ext.clear()
                self._table_ext[key] = found
        return found

    def _extensions(self, group, declared, meld) -> set[int]:
        """extension_faces of a meld, remembered: melds change rarely between decisions.
        A group of naturals is remembered by its cards (their faces follow), one with
        jokers by its faces (a joker's face is its declaration)."""
        self._meld_rules(meld)
        key = tuple(group)
        if key and max(key) >= JOKER_BASE:
            key = (-1,) + tuple(face(c, declared) for c in group)
        found = self._ext_cache.get(key)
        if found is None:
            if len(self._ext_cache) > 4096:
                self._ext_cache.clear()
            found = self._ext_cache[key] = extension_faces([face(c, declared) for c in group], meld)
        return found

    def choose(self, view: SeatView) -> Any:
        if view.phase == "between_rounds":
            return host_choice(view)
        if view.rules.structure.working_copy:
            return self._manipulation(view)
        return self._draw_discard(view)

    # -- Manipulation family ------------------------------------------------------

    def plan_commit(self, view: SeatView) -> Commit | None:
        """The largest commit it finds without rearranging, or None."""
        rules = view.rules
        meld = rules.meld
        hand = list(view.hand)
        t0 = Table([list(g) for g in view.table], dict(view.declared), list(view.loose))
        seat = view.seat
        assert seat is not None  # a player's view, not a spectator's
        opened = view.opened[seat]
        for attempt in ("jokers", "naturals"):
            groups = [list(g) for g in view.table]
            declared: dict[int, int] = {}
            left = [c for c in hand if c < JOKER_BASE]
            jokers = [c for c in hand if c >= JOKER_BASE] if attempt == "jokers" else []
            new: list[list[int]] = []
            if rules.opening_run and not opened:
                runs = natural_runs(left, meld)
                if not runs:
                    return None
                first = runs[0][:3]
                new.append(first)
                for c in first:
                    left.remove(c)
            pool = left + list(view.loose)
            for g in greedy_split(pool, meld, card_cost):
                if any(c in left for c in g):
                    new.append(g)
                    for c in g:
                        if c in left:
                            left.remove(c)
                        pool.remove(c)
            if jokers:
                for g, decl in joker_groups(left, jokers, meld):
                    new.append(g)
                    declared.update(decl)
                    for c in g:
                        if c in left:
                            left.remove(c)
                        else:
                            jokers.remove(c)
            all_groups = groups + new
            all_decl = {**view.declared, **declared}
            ext = [extension_faces([face(c, all_decl) for c in g], meld) for g in all_groups]
            for c in list(left) + list(jokers):
                for gi, g in enumerate(all_groups):
                    if c < JOKER_BASE:
                        if c % 52 not in ext[gi]:
                            continue
                    elif meld.max_jokers is not None and sum(1 for x in g if x >= JOKER_BASE) >= meld.max_jokers:
                        continue
                    else:
                        f = fits(c, g, all_decl, meld)
                        if f is None:
                            continue
                        all_decl[c] = f
                    g.append(c)
                    ext[gi] = extension_faces([face(x, all_decl) for x in g], meld)
                    break
            placed = [c for g in all_groups for c in g if c in hand]
            if not placed:
                continue
            table = tuple(tuple(g) for g in all_groups)
            jokers_decl = {j: f for j, f in all_decl.items() if j in hand}
            try:
                check_commit(t0, hand, table, jokers_decl, rules, opened)
            except IllegalAction:
                continue
            return Commit(table=table, jokers=jokers_decl)
        return None

    def _manipulation(self, view: SeatView) -> Any:
        rules = view.rules
        legal = legal_of(view)
        types = legal.types
        commit = self.plan_commit(view) if "commit" in types else None
        if commit is not None and not legal.accepts(commit):  # a house rule's
            commit = None
        if commit is not None:
            if rules.knock_limit is not None and view.final_turns is None:
                placed = {c for g in commit.table for c in g}
                left = [c for c in view.hand if c not in placed]
                knock = commit.model_copy(update={"knock": True})
                if left and sum(carousel_count(c) for c in left) <= rules.knock_limit and legal.accepts(knock):
                    return knock
            return commit
        return self.no_play(legal)

    @staticmethod
    def no_play(legal: Any) -> Any:
        """Nothing to play: draw, else pass, else what the engine lists first."""
        for kind in ("draw", "pass"):
            if kind in legal.types:
                return {"draw": _DRAW, "pass": _PASS}[kind]
        return legal.any()

    # -- draw and discard ---------------------------------------------------------

    @staticmethod
    def hand_melds(cards: list[int], meld, jokers_ok: bool) -> list[tuple[list[int], dict[int, int]]]:
        """The melds it puts down from ``cards``, with the jokers' faces: its split of the
        naturals into melds, then (where jokers play) two leftover naturals with a joker.
        Taking the discard is judged by the same melds, so a card it takes to meld is
        melded (a joker "melding" a card it never melds made it take and throw back the
        same card forever)."""
        # (the split reads the naturals only)
        out: list[tuple[list[int], dict[int, int]]] = [(g, {}) for g in greedy_split(cards, meld, card_cost)]
        if jokers_ok:
            jokers = [c for c in cards if c >= JOKER_BASE]
            if jokers:
                used = {c for g, _ in out for c in g}
                out += joker_groups([c for c in cards if c < JOKER_BASE and c not in used], jokers, meld)
        return out

    def _draw_discard(self, view: SeatView) -> Any:
        if view.phase == "draw":  # (the legal actions' types are the view's open actions: asked only if it takes)
            types = view.open_actions
            top = view.discard[-1] if view.discard else None
            if top is not None and "take_discard" in types and top < JOKER_BASE and self._takes(view, None, top):
                return _TAKE
            if "draw" in types:
                return _DRAW
            if "pass" in types:  # the first upcard's offer
                return _PASS
            return legal_of(view).any()
        rules = view.rules
        meld = rules.meld
        hand = list(view.hand)
        jokers_ok = rules.joker_policy != "none"
        legal = legal_of(view)
        types = legal.types
        if view.phase == "buy":  # the discard offered out of turn
            top = view.discard[-1] if view.discard else None
            return Buy() if top is not None and "buy" in types and self._takes(view, legal, top, Buy()) \
                else legal.first((_PASS,)) or legal.any()
        # Meld what it can, then lay off, then discard: of the engine's list, in its own
        # order of preference (a meld that would strand the card taken from the pile, or
        # that a house rule refuses, is not listed).
        if "meld_many" in types:  # the round's goal, laid whole: its own melds if they make it, else the first way
            found = legal.first(goal_candidates(self.hand_melds(hand, meld, jokers_ok), view.rules.goal))
            if found is None:
                found = next(legal.iter_meld_manys(), None)
            if found is not None:
                return found
        if "meld" in types:
            melds = self.hand_melds(hand, meld, jokers_ok)
            found = legal.first(_meld_of(g, decl) for g, decl in melds) if melds else None
            if found is None and view.rules.goal is not None:
                found = next(iter(legal.melds()), None)  # the goal of one meld, as the engine lists it
            if found is not None:
                return found
        if "lay_off" in types:
            found = legal.first(self._lay_off_candidates(view))
            if found is not None:
                return found
        if rules.knock is not None and "knock" in types:
            return knock_or_discard(view, legal)
        choices = legal.discard_cards()
        while choices:
            card = self.discard_choice(view, choices)
            found = legal.first((discard_of(card),))
            if found is not None:
                return found
            choices.remove(card)  # a house rule's: the next one
        return legal.any()

    def _lay_off_candidates(self, view: SeatView) -> Any:
        """Its lay-offs, hand card by hand card: a natural on each meld its face extends
        (remembered per table), a joker on each meld it fits, as the card it would be."""
        meld = view.rules.meld
        ext, extends_any = self._table_extensions(view.table, view.declared, meld)
        jokers_ok = view.rules.joker_policy != "none"
        for c in view.hand:
            if c >= JOKER_BASE:
                if jokers_ok:
                    for i, g in enumerate(view.table):
                        f = fits(c, g, view.declared, meld)
                        if f is not None:
                            yield LayOff(card=c, group=i, joker_as=f)
            elif c % 52 in extends_any:
                for i, e in enumerate(ext):
                    if c % 52 in e:
                        yield _lay_off_of(c, i)

    def _takes(self, view: SeatView, legal: Any, top: int, how: Any = None) -> bool:
        """Take the top discard (or buy it, ``how``) when it melds at once: laid off on the
        table, or in one of the melds it would put down from its hand and the card, or in a
        way to lay the round's goal (those the engine would accept once the card is taken:
        a meld a house rule refuses is no reason). ``legal``: the view's legal actions
        (None: asked of the view when needed)."""
        meld = view.rules.meld
        jokers_ok = view.rules.joker_policy != "none"
        extends = top % 52 in self._table_extensions(view.table, view.declared, meld)[1]
        if not extends and not may_meld(top, view.hand, jokers_ok):
            return False
        hand = list(view.hand)
        if legal is None:
            legal = legal_of(view)
        melds = None
        if not extends and view.rules.goal is None:  # only a meld of its own can make it take the card
            melds = [(g, decl) for g, decl in self.hand_melds(hand + [top], meld, jokers_ok) if top in g]
            if not melds:
                return False
        after = legal.after(how or _TAKE)
        if after is None:
            return False
        if view.rules.melds_in_hand:  # Gin: the melds stay in the hand, the card in one of them
            return any(top in g for g, _ in self.hand_melds(hand + [top], meld, jokers_ok))
        if extends and after.lay_offs(top):
            return True
        if "meld_many" in after.types or (view.rules.goal is not None and "meld" in after.types):
            return after.plays(top)
        if melds is None:
            melds = [(g, decl) for g, decl in self.hand_melds(hand + [top], meld, jokers_ok) if top in g]
        return after.first(_meld_of(g, decl) for g, decl in melds) is not None

    def discard_choice(self, view: SeatView, choices: list[int]) -> int:
        """The card it throws away, of ``choices``: its costliest."""
        return max(choices, key=_DISCARD_ORDER.__getitem__)
