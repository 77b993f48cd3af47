"""Why a draw-and-discard move is the one to make: a reason code and its parameters, the
same for the hint and for the review (the interface words them: the table as a hint, the
review as why the best move was better).

The reasons, by move (:func:`explain`):

* a discard: ``discard_feeds`` when a costlier card it keeps would let the next player
  play at once (lay it off on the table, or meld it from Rummy 500's spread pile);
  ``discard_endgame`` when another player is about to go out and the discard is the
  costliest card it may throw away; ``discard_chances`` with how many of the cards the
  seat has not seen would complete a meld with the cards it keeps (``outs``) and whether
  that is the most any discard keeps (``most``); ``discard_no_chances`` when no discard
  keeps any, with the card's ``points``, whether it is the costliest card the next player
  cannot play at once (``costliest``) and whether a costlier card was kept because the
  next player could play it (``feeds``);
* the draw: ``draw_stock`` (with ``helps`` when the top discard would be played at once
  or raise the chances to meld, and the draw still did better over the rest of the round), ``take_plays`` (taken and
  played at once: the meld it completes, ``cards``, or the group it joins, ``group``),
  ``take_discard`` (taken to build a meld: the outs it adds), ``dig_plays``,
  ``pass_upcard``;
* ``knock`` with the deadwood left; a meld, lay-off or joker swap: ``play``.

The review's reason (:func:`reason_for`) is the best move's reason, the hint's, with the
move taken beside it (``taken``, and for two discards the chances the one taken kept,
``taken_outs``); or, more specific, ``fed`` (the discard taken lets the next player play
at once, the best does not) or ``play_first`` (a meld was there to play before
discarding). Card parameters are card ids here; the review keeps them as card names.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import Any

from rummy_desktop.ai.levels import ENDGAME_CARDS, fewest_cards_of_others
from rummy_desktop.core.actions import Dig, Discard, Draw, Knock, LayOff, Meld, Pass, SwapJoker, TakeDiscard
from rummy_desktop.core.cards import JOKER_BASE, card_name
from rummy_desktop.core.deadwood import best_knock
from rummy_desktop.core.drawdiscard import can_meld_card
from rummy_desktop.core.view import SeatView
from rummy_desktop.solver.melds import best_split, melds_with
from rummy_desktop.solver.values import value_function

#: Parameters that hold one card, and those that hold a list of cards.
CARD_PARAMS = frozenset({"card", "kept", "taken", "best"})
CARDS_PARAMS = frozenset({"cards", "group"})


def unseen_copies(view: SeatView) -> dict[int, int]:
    """How many cards of each natural face (0-51) the seat has not seen: not in its
    hand, on the table nor in the visible part of the pile."""
    left = {f: view.rules.decks for f in range(52)}
    for c in list(view.hand) + [c for g in view.table for c in g] + list(view.discard):
        if c < JOKER_BASE:
            left[c % 52] -= 1
    return {f: n for f, n in left.items() if n > 0}


def outs(cards: Sequence[int], view: SeatView, unseen: dict[int, int]) -> int:
    """How many unseen cards would make a new meld with ``cards`` (or lengthen one of
    theirs): the chances ``cards`` keep to meld."""
    meld = view.rules.meld
    pool = list(cards)
    total = 0
    for f, n in unseen.items():
        probe = next(f + 52 * k for k in range(view.rules.decks + 1) if f + 52 * k not in pool)
        if melds_with(probe, pool + [probe], meld):
            total += n
    return total


def outs_kept(hand: Sequence[int], discards: Sequence[int], view: SeatView,
              unseen: dict[int, int]) -> dict[int, int]:
    """:func:`outs` of the hand without each of ``discards``, from one look at the whole
    hand: each unseen face's melds are found once, then a meld is still there without a
    card when the hand keeps the faces it needs, its jokers standing in for what is
    missing (within the rule set's limit of jokers)."""
    meld = view.rules.meld
    pool = list(hand)
    needs: list[tuple[int, list[tuple[Counter, int]]]] = []
    for f, n in unseen.items():
        probe = next(f + 52 * k for k in range(view.rules.decks + 1) if f + 52 * k not in pool)
        ways = []
        for comp in melds_with(probe, pool + [probe], meld):
            faces = Counter(c % 52 for c in comp.cards if c < JOKER_BASE and c != probe)
            faces.update(comp.declared[c] for c in comp.cards if c >= JOKER_BASE)
            size = len(comp.cards)
            ways.append((faces, size - 1 if meld.max_jokers is None else min(meld.max_jokers, size - 1)))
        if ways:
            needs.append((n, ways))
    out = {}
    for card in discards:
        kept = [c for c in pool if c != card]
        have = Counter(c % 52 for c in kept if c < JOKER_BASE)
        jokers = sum(1 for c in kept if c >= JOKER_BASE)

        def possible(faces: Counter, allowed: int) -> bool:
            short = sum(max(0, k - have[f]) for f, k in faces.items())
            return short <= jokers and short <= allowed

        out[card] = sum(n for n, ways in needs if any(possible(*w) for w in ways))
    return out


def _value(view: SeatView):
    return value_function(view.rules.variant)


def _pool(view: SeatView) -> list[int]:
    """The cards a discard would be chosen among: the deadwood of the hand's best split
    (not the card taken from the pile), else every natural card of the hand."""
    hand = list(view.hand)
    usable = hand if view.rules.joker_policy != "none" else [c for c in hand if c < JOKER_BASE]
    split = best_split(usable, view.rules.meld, _value(view))
    return [c for c in split.deadwood if c != view.restricted and c < JOKER_BASE] or \
        [c for c in hand if c != view.restricted and c < JOKER_BASE]


def discard_reason(view: SeatView, card: int, walker: Any) -> tuple[str, dict[str, Any]]:
    """Why to discard ``card`` (see the module's text)."""
    value = _value(view)
    hand = list(view.hand)
    pool = _pool(view)
    gifts = walker.gifts(view, pool)
    feeding = [c for c in pool if c in gifts and c != card and value(c) > value(card)]
    if card not in gifts and feeding:
        return "discard_feeds", {"card": card, "kept": max(feeding, key=lambda c: (value(c), c))}
    fewest = fewest_cards_of_others(view)
    if fewest <= ENDGAME_CARDS and card in pool and value(card) >= max(value(c) for c in pool):
        return "discard_endgame", {"card": card, "cards": int(fewest)}
    unseen = unseen_copies(view)
    kept = outs_kept(hand, sorted(set(pool) | {card}), view, unseen)
    if not max(kept.values()):
        safe = [c for c in pool if c not in gifts] or list(pool)
        costliest = card in safe and value(card) >= max(value(c) for c in safe)
        feeds = any(value(c) > value(card) for c in pool if c in gifts)
        return "discard_no_chances", {"card": card, "points": value(card), "costliest": costliest, "feeds": feeds}
    return "discard_chances", {"card": card, "outs": kept[card], "most": kept[card] >= max(kept.values())}


def _played_cards(action: Any) -> list[int]:
    if getattr(action, "melds", None) is not None:  # several melds as one (a round's goal)
        return [c for m in action.melds for c in m]
    return list(action.cards) if isinstance(action, Meld) else [action.card]


def explain(view: SeatView, action: Any, walker: Any, follow: Any = None) -> tuple[str, dict[str, Any]]:
    """The reason code and parameters of ``action`` in ``view`` (``follow``: the play a
    card taken from the pile makes at once, when there is one)."""
    top = view.discard[-1] if view.discard else None
    if isinstance(action, Discard):
        return discard_reason(view, action.card, walker)
    if isinstance(action, Knock):
        rules = view.rules
        assert rules.knock is not None  # a knock is played only where the rules have one
        found = best_knock(list(view.hand), rules.meld, rules.knock.points, view.restricted)
        assert found is not None  # (None only for a hand with no card it may discard: never at a knock)
        _card, arrangement = found
        return "knock", {"card": action.card, "points": int(arrangement.points)}
    if isinstance(action, Draw):
        if top is None:
            return "draw_stock", {"card": None}
        hand = list(view.hand)
        helps = top < JOKER_BASE and can_meld_card(top, hand + [top], view.table, view.declared, view.rules.meld)
        if not helps:
            unseen = unseen_copies(view)
            helps = outs(hand + [top], view, unseen) > outs(hand, view, unseen)
        return "draw_stock", {"card": top, "helps": bool(helps)}
    if isinstance(action, Pass):
        return "pass_upcard", {"card": top}
    if isinstance(action, (TakeDiscard, Dig)):
        card = top if isinstance(action, TakeDiscard) else action.card
        assert card is not None  # a card taken from the pile: it had one
        if follow is not None:
            code = "take_plays" if isinstance(action, TakeDiscard) else "dig_plays"
            params: dict[str, Any] = {"card": card}
            if isinstance(follow, Meld):
                params["cards"] = [c for c in follow.cards if c != card]
            elif 0 <= follow.group < len(view.table):
                params["group"] = list(view.table[follow.group])
            if isinstance(action, Dig):
                params["taken"] = len(view.discard) - view.discard.index(card) if card in view.discard else 1
            return code, params
        if isinstance(action, Dig):
            return "dig_plays", {"card": card}
        unseen = unseen_copies(view)
        hand = list(view.hand)
        return "take_discard", {"card": card, "outs": outs(hand + [card], view, unseen),
                                "before": outs(hand, view, unseen)}
    return "play", {"cards": _played_cards(action)} if isinstance(action, (Meld, LayOff, SwapJoker)) else {}


def reason_for(view: SeatView, taken: Any, best: Any, walker: Any, follow: Any = None) -> tuple[str, dict[str, Any]]:
    """Why ``best`` beats ``taken`` (see the module's text)."""
    if isinstance(taken, Discard):
        gifts = walker.gifts(view, [taken.card])
        if taken.card in gifts and not (isinstance(best, Discard) and best.card in walker.gifts(view, [best.card])):
            return "fed", {"card": taken.card} if not isinstance(best, Discard) else {"card": taken.card,
                                                                                      "best": best.card}
        if isinstance(best, (Meld, LayOff, SwapJoker)):
            return "play_first", {"cards": _played_cards(best)}
    code, params = explain(view, best, walker, follow)
    params = dict(params)
    if isinstance(taken, (Discard, Knock)):
        params["taken"] = taken.card
        if isinstance(best, Discard) and code in ("discard_chances", "discard_no_chances"):
            unseen = unseen_copies(view)
            kept = outs_kept(list(view.hand), [taken.card, best.card], view, unseen)
            params["taken_outs"] = kept[taken.card]
            params["outs"] = kept[best.card]
    elif isinstance(taken, Dig):
        params["taken"] = taken.card
    elif isinstance(taken, TakeDiscard) and top_card(view) is not None:
        params["taken"] = top_card(view)
    return code, params


def top_card(view: SeatView) -> int | None:
    return view.discard[-1] if view.discard else None


def named(params: dict[str, Any]) -> dict[str, Any]:
    """``params`` with their cards as card names (``7H``), as a review keeps them."""
    out: dict[str, Any] = {}
    for k, v in params.items():
        if k in CARD_PARAMS and isinstance(v, int) and not isinstance(v, bool):
            out[k] = card_name(v)
        elif k in CARDS_PARAMS and isinstance(v, (list, tuple)):
            out[k] = [card_name(c) if isinstance(c, int) else c for c in v]
        else:
            out[k] = v
    return out
