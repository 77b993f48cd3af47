"""What the Expert would do in a draw-and-discard game, and why (the Hint, issue 13).

:func:`advise` asks an Expert (:class:`.levels.LevelPlayer`) for its action in the seat's
view and explains it by a reason code and its parameters; the table translates the code
(the words are the interface's, not this module's). The explanations, by action:

* a discard: ``discard_feeds`` when a costlier card it keeps would let the next player
  play at once (lay it off on the table, or meld it from Rummy 500's spread pile);
  ``discard_endgame`` when another player is about to go out and the discard is the
  costliest card it may throw away; otherwise ``discard_chances``, with how many of the
  cards it has not seen would complete a meld with the cards it keeps (``outs``) and
  whether that is the most any discard keeps (``discard_no_chances`` when no discard
  keeps any: then the hint throws away the costliest card the next player cannot play
  at once, whatever the Expert's sampling leaned to, and says so: ``points``, and
  ``feeds`` when a costlier card was kept because the next player could play it);
* the draw: ``draw_stock`` (the top discard does not help), ``take_discard`` (taken to
  build a meld: the outs it adds), or the plays the hint already had (take and play at
  once, dig and meld);
* a meld, lay-off or joker swap: ``play``.

It reads the view only, as the Expert does, with a fixed seed: the same view gets the
same advice.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import Any, Sequence

from rummy_desktop.core.actions import Discard, Draw, TakeDiscard
from rummy_desktop.core.cards import JOKER_BASE
from rummy_desktop.core.view import SeatView

from .common import legal as legal_of
from .levels import ENDGAME_CARDS, TIME_BUDGET, LevelPlayer, _fewest_cards_of_others, _value

#: The advice's own seed: the same view gets the same advice.
ADVICE_SEED = 13
#: Seconds the Expert may take for a hint by default (the hint runs off the UI thread; the
#: table gives it the player's thinking time, the computer players' own).
HINT_BUDGET = TIME_BUDGET


@dataclass(frozen=True)
class Advice:
    action: Any
    reason: str
    params: dict[str, Any] = field(default_factory=dict)


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
    from rummy_desktop.solver.melds import melds_with

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
    from rummy_desktop.solver.melds import melds_with

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


def advise(view: SeatView, seed: int = ADVICE_SEED, time_budget: float | None = None) -> Advice:
    """The Expert's action for the seat of ``view`` (a draw-and-discard game, the seat to
    act) with its reason, within ``time_budget`` seconds (default :data:`HINT_BUDGET`)."""
    player = LevelPlayer(view.seat, seed, "expert", HINT_BUDGET if time_budget is None else time_budget)
    action = player.choose(view)
    if isinstance(action, Discard):
        reason, params = _discard_reason(view, action.card, player)
        action = Discard(card=params["card"])
    elif isinstance(action, Draw):
        top = view.discard[-1] if view.discard else None
        reason, params = "draw_stock", {"card": top}
    elif isinstance(action, TakeDiscard):
        unseen = unseen_copies(view)
        top = view.discard[-1]
        hand = list(view.hand)
        reason, params = "take_discard", {"card": top, "outs": outs(hand + [top], view, unseen),
                                          "before": outs(hand, view, unseen)}
    else:
        reason, params = "play", {}
    return Advice(action, reason, params)


def _discard_reason(view: SeatView, card: int, player: LevelPlayer) -> tuple[str, dict[str, Any]]:
    from rummy_desktop.solver.melds import best_split

    value = _value(view.rules.variant)
    hand = list(view.hand)
    usable = hand if view.rules.joker_policy != "none" else [c for c in hand if c < JOKER_BASE]
    split = best_split(usable, view.rules.meld, value)
    allowed = {a.card for a in legal_of(view).discards()} | {card}  # the engine's discards
    pool = [c for c in split.deadwood if c in allowed and c < JOKER_BASE] or \
        [c for c in hand if c in allowed and c < JOKER_BASE]
    gifts = player._gifts(view, pool)
    feeding = [c for c in pool if c in gifts and c != card and value(c) > value(card)]
    if card not in gifts and feeding:
        return "discard_feeds", {"card": card, "kept": max(feeding, key=lambda c: (value(c), c))}
    fewest = _fewest_cards_of_others(view)
    if fewest <= ENDGAME_CARDS and card in pool and value(card) >= max(value(c) for c in pool):
        return "discard_endgame", {"card": card, "cards": int(fewest)}
    unseen = unseen_copies(view)
    kept = outs_kept(hand, sorted(set(pool) | {card}), view, unseen)
    if not max(kept.values()):
        return _no_chances(pool, gifts, value)
    return "discard_chances", {"card": card, "outs": kept[card], "most": kept[card] >= max(kept.values())}


def _no_chances(pool: Sequence[int], gifts: set[int], value) -> tuple[str, dict[str, Any]]:
    """No discard keeps a chance to meld: throw away the costliest card that the next
    player cannot play at once (the costliest of all when every card would help them)."""
    safe = [c for c in pool if c not in gifts] or list(pool)
    card = max(safe, key=lambda c: (value(c), c))
    feeds = any(value(c) > value(card) for c in pool if c in gifts)
    return "discard_no_chances", {"card": card, "points": value(card), "feeds": feeds}
