"""Hints of the draw-and-discard games (Rummy, Rummy Multiplayer, Rummy 500; RULES.md §2.8-§2.10).

A hint is a move the engine accepts now, given as the engine actions that make it:

* before drawing: take the top discard when it can be played at once, else (Rummy 500) a
  dig whose dug card can be melded at once, else a card from the stock;
* after drawing: a meld from the hand, a lay-off, or (Rummy with jokers) a joker swap.

Candidates come from the meld helpers of :mod:`.melds`; every one is judged by the
engine's own checks (:func:`rummy_desktop.core.drawdiscard.judge`, ``can_meld_card``), so
a hint never suggests what the rules refuse.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Iterator, Sequence

from rummy_desktop.core.actions import Dig, Draw, LayOff, Meld, SwapJoker, TakeDiscard
from rummy_desktop.core.cards import JOKER_BASE
from rummy_desktop.core.drawdiscard import MeldPosition, accepted, can_meld_card

from .melds import best_split, lay_offs, melds_with

if TYPE_CHECKING:
    from rummy_desktop.core.view import SeatView

    from .hints import Hint


def _plays(pos: MeldPosition, must: int | None = None) -> Iterator[Any]:
    """Meld-phase actions worth suggesting, the likeliest first (``must``: only those that
    put that card on the table). Not judged yet."""
    hand = list(pos.hand)
    meld = pos.rules.meld
    split = best_split(hand, meld)
    for m in split.melds:
        yield Meld(cards=tuple(m), jokers={j: f for j, f in split.declared.items() if j in m})
    for lo in lay_offs(hand if must is None else [must], pos.table, pos.declared, meld):
        yield LayOff(card=lo.card, group=lo.group, joker_as=lo.face)
    if must is None:
        for gi, g in enumerate(pos.table):
            for j in g:
                if j >= JOKER_BASE and j in pos.declared:
                    for c in hand:
                        if c < JOKER_BASE and c % 52 == pos.declared[j]:
                            yield SwapJoker(card=c, group=gi)
    for c in hand if must is None else [must]:
        for comp in melds_with(c, hand, meld):
            yield Meld(cards=tuple(comp.cards), jokers=dict(comp.declared))


def play(pos: MeldPosition, must: int | None = None) -> Any | None:
    """A meld, lay-off or joker swap the engine accepts in ``pos`` (None when there is none)."""
    for action in _plays(pos, must):
        if must is not None and must not in getattr(action, "cards", (getattr(action, "card", None),)):
            continue
        if accepted(pos, action):
            return action
    return None


def _after_taking(pos: MeldPosition, taken: Sequence[int], restricted: int | None,
                  obligation: int | None) -> MeldPosition:
    return MeldPosition(list(pos.hand) + list(taken), pos.table, pos.declared, pos.rules,
                        restricted, obligation)


def _draw_hint(view: "SeatView", pos: MeldPosition) -> "Hint":
    from .hints import Hint

    acts = set(view.open_actions)
    discard = list(view.discard)
    if "take_discard" in acts and discard:
        top = discard[-1]
        after = _after_taking(pos, [top], top, None)
        follow = play(after, must=top)
        if follow is not None or "draw" not in acts:
            return Hint(top, _groups(follow), False, (TakeDiscard(),) + ((follow,) if follow else ()))
    if "dig" in acts and view.rules is not None:
        rules = view.rules
        # the shallowest dig first: it brings the fewest cards into the hand
        for i in range(len(discard) - 2, -1, -1):
            card, taken = discard[i], discard[i:]
            if not can_meld_card(card, list(pos.hand) + taken, pos.table, pos.declared, rules.meld):
                continue
            follow = play(_after_taking(pos, taken, None, card), must=card)
            if follow is not None:
                return Hint(card, _groups(follow), False, (Dig(card=card), follow))
    return Hint(None, (), False, (Draw(),))


def _groups(action: Any) -> tuple[int, ...]:
    group = getattr(action, "group", None)
    return () if group is None else (group,)


def _card(action: Any) -> int:
    if isinstance(action, Meld):
        return next((c for c in action.cards if c < JOKER_BASE), action.cards[0])
    return action.card


def hint(view: "SeatView") -> "Hint | None":
    """The draw-and-discard hint for the seat of ``view``: before drawing, which draw
    (always one); after it, a play, or None when only a discard is left."""
    from .hints import Hint

    pos = MeldPosition.of_view(view)
    if view.phase == "draw":
        return _draw_hint(view, pos)
    if view.phase != "meld" or not view.hand:
        return None
    action = play(pos, must=view.obligation)
    if action is None:
        return None
    return Hint(_card(action), _groups(action), False, (action,))
