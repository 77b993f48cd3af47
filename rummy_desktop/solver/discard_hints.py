"""Hints of the draw-and-discard games (Rummy, Rummy Multiplayer, Rummy 500; RULES.md §2.8-§2.10).

A hint is what the Expert would do now, given as the engine actions that make it, with
its reason (:mod:`rummy_desktop.ai.advice`):

* before drawing: the Expert's draw. A card taken from the pile comes with the play that
  puts it on the table at once when there is one (a dig always has one);
* after drawing: the Expert's meld, lay-off or joker swap, or its discard and why (the
  chances to meld the kept cards still have, the card the next player could play).

Plays come from the meld helpers of :mod:`.melds` and the Expert; every one is judged by
the engine's own checks (:func:`rummy_desktop.core.drawdiscard.judge`, ``can_meld_card``),
so a hint never suggests what the rules refuse (when the Expert's play were refused, the
first accepted play of the helpers is given instead).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Iterator, Sequence

from rummy_desktop.core.actions import Dig, Discard, Draw, LayOff, Meld, Pass, SwapJoker, TakeDiscard
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


def _draw_hint(view: "SeatView", pos: MeldPosition, advice: Any) -> "Hint":
    from .hints import Hint

    action, reason, params = advice.action, advice.reason, advice.params
    discard = list(view.discard)
    if isinstance(action, Pass):  # the first upcard's offer: the Expert lets it go
        return Hint(None, (), False, (action,), "pass_upcard", {"card": discard[-1] if discard else None})
    if isinstance(action, TakeDiscard) and discard:
        top = discard[-1]
        follow = play(_after_taking(pos, [top], top, None), must=top)
        if follow is not None:
            reason, params = "take_plays", {"card": top}
        return Hint(top, _groups(follow), False, (action,) + ((follow,) if follow else ()), reason, params,
                    cards=(top,) + tuple(c for c in _cards(follow) if c != top))
    if isinstance(action, Dig):
        taken = discard[discard.index(action.card):] if action.card in discard else []
        follow = play(_after_taking(pos, taken, None, action.card), must=action.card) if taken else None
        if follow is not None:
            return Hint(action.card, _groups(follow), False, (action, follow), "dig_plays",
                        {"card": action.card, "taken": len(taken)}, cards=_cards(action, follow))
        return _first_dig(view, pos)
    return Hint(None, (), False, (Draw(),), "draw_stock", {"card": discard[-1] if discard else None})


def _first_dig(view: "SeatView", pos: MeldPosition) -> "Hint":
    """The shallowest dig whose card can be melded at once (it brings the fewest cards
    into the hand), or the stock."""
    from .hints import Hint

    discard = list(view.discard)
    for i in range(len(discard) - 2, -1, -1):
        card, taken = discard[i], discard[i:]
        if not can_meld_card(card, list(pos.hand) + taken, pos.table, pos.declared, pos.rules.meld):
            continue
        follow = play(_after_taking(pos, taken, None, card), must=card)
        if follow is not None:
            dig = Dig(card=card)
            return Hint(card, _groups(follow), False, (dig, follow), "dig_plays",
                        {"card": card, "taken": len(taken)}, cards=_cards(dig, follow))
    return Hint(None, (), False, (Draw(),), "draw_stock", {"card": discard[-1] if discard else None})


def _groups(action: Any) -> tuple[int, ...]:
    group = getattr(action, "group", None)
    return () if group is None else (group,)


def _cards(*actions: Any) -> tuple[int, ...]:
    """Every card the actions take from the pile or play from the hand, in order (a meld's
    cards as the table will show them)."""
    out: list[int] = []
    for a in actions:
        if a is None:
            continue
        played = getattr(a, "cards", None) or [c for m in getattr(a, "melds", ()) for c in m]
        for c in played or ((a.card,) if getattr(a, "card", None) is not None else ()):
            if c not in out:
                out.append(c)
    return tuple(out)


def _card(action: Any) -> int:
    if isinstance(action, Meld):
        return next((c for c in action.cards if c < JOKER_BASE), action.cards[0])
    if getattr(action, "melds", None):  # several melds as one (a round's goal)
        cards = [c for m in action.melds for c in m]
        return next((c for c in cards if c < JOKER_BASE), cards[0])
    return action.card


def hint(view: "SeatView", time_budget: float | None = None) -> "Hint | None":
    """The draw-and-discard hint for the seat of ``view``: what the Expert would do (a draw
    before drawing; a meld, lay-off, joker swap or discard after it) and why, thinking
    ``time_budget`` seconds (None: :data:`~rummy_desktop.ai.advice.HINT_BUDGET`). None when
    it is not the seat's turn to draw or to play."""
    from rummy_desktop.ai.advice import advise

    from .hints import Hint

    if view.phase not in ("draw", "meld") or not view.hand or not view.open_actions:
        return None
    pos = MeldPosition.of_view(view)
    advice = advise(view, time_budget=time_budget)
    if view.phase == "draw":
        return _draw_hint(view, pos, advice)
    action = advice.action
    if isinstance(action, Discard):
        return Hint(action.card, (), False, (action,), advice.reason, advice.params, cards=(action.card,))
    if not accepted(pos, action):
        action = play(pos, must=view.obligation)
        if action is None:
            return None
    return Hint(_card(action), _groups(action), False, (action,), "play", {}, cards=_cards(action))
