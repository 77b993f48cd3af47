"""The draw-and-discard games' hint (Rummy, Rummy Multiplayer, Rummy 500, Gin Rummy...;
RULES.md §2.8-§2.10): the judge's choice (:mod:`.judge`), given as the engine actions
that make it, with its reason (:mod:`.reasons`).

:func:`decide` is the one decision the hint, Show me and the ``hint`` computer player
make: the seat's walker names the candidates, :func:`~.judge.judge` weighs them in the
worlds of the position with seed 0 (the review's default), and the settled leader is the
move. A card taken from the pile comes with the play that puts it on the table at once,
when the next decision (the same walker, in the view the take leads to) is that play:
Show me then makes both.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from rummy_desktop.ai.levels import LevelPlayer
from rummy_desktop.ai.sampling import deal_world
from rummy_desktop.core.actions import Buy, Dig, LayOff, Meld, SwapJoker, TakeDiscard
from rummy_desktop.core.cards import JOKER_BASE
from rummy_desktop.core.drawdiscard import MeldPosition, accepted
from rummy_desktop.core.rng import Pcg32
from rummy_desktop.core.variant import SpecError
from rummy_desktop.plugins.manager import default_catalog

from .hints import Hint, played_cards
from .judge import WORLDS, judge
from .reasons import explain

if TYPE_CHECKING:
    from rummy_desktop.core.view import SeatView

#: The hint's worlds: the review's (:data:`~.judge.WORLDS`), so that what the hint gives
#: is the review's best (see :mod:`.judge`).
HINT_WORLDS = WORLDS
#: The table's hint never takes longer than this (seconds): past it the leader so far is
#: given (the review may then call it less than best). Measured, it is not reached (the
#: slowest hint of bench/hint_speed.py took 3.4 s, in Gin Rummy); the ``hint`` computer
#: player has no time limit (it plays the same whatever the clock).
HINT_BUDGET = 20.0


def installed_variant(variant_id: str) -> Any:
    """The installed rule set of ``variant_id`` (its round scoring judges the worlds), or None."""
    try:
        return default_catalog().variant(variant_id)
    except SpecError:
        return None


def choose(view: SeatView, walker: Any, budget: float = HINT_BUDGET) -> Any:
    """The judge's move for the seat of ``view`` (the walker walked through this decision:
    :meth:`~.judge.Walker.candidates` is called once)."""
    candidates = walker.candidates(view)
    if len(candidates) == 1:
        return candidates[0]
    variant = installed_variant(view.variant)
    if variant is None:
        return candidates[0]
    found = judge(view, walker.memory, variant, candidates, worlds=HINT_WORLDS, seed=0, default=candidates[0],
                  budget=budget)
    return candidates[0] if found is None else found.best


def follow_up(view: SeatView, action: Any, walker: Any) -> Any:
    """The play that puts the card ``action`` takes from the pile on the table at once
    (None: there is none, or the next decision is not a play): the next decision of a copy
    of the walker, in the view the take leads to. That view is the same in every world (a
    take shows no hidden card), so it is read from one world dealt from this one."""
    variant = installed_variant(view.variant)
    if variant is None:
        return None
    world = deal_world(view, walker.memory, variant, Pcg32(1))
    if world is None:
        return None
    try:
        world.turns.apply(view.seat, action)
    except Exception:  # a take the engine refuses here has no follow-up
        return None
    nxt = world.view(view.seat)
    if nxt.phase != "meld" or nxt.turn != view.seat:
        return None
    after = walker.copy()
    after.took(view, action)
    candidates = after.candidates(nxt)
    play = candidates[0]
    taken = action.card if isinstance(action, Dig) else (view.discard[-1] if view.discard else None)
    if len(candidates) != 1 or not isinstance(play, (Meld, LayOff, SwapJoker)) or taken not in played_cards(play):
        return None
    return play


def buy_answer(view: SeatView) -> Any:
    """The discard offered out of turn (phase ``buy``): Buy or Pass, as the Expert answers
    (by what the card does for the round's goal against its penalty cards, where the round
    has one; else when it melds at once)."""
    assert view.seat is not None  # (an offer is made to a seat, never to a spectator)
    return LevelPlayer(view.seat, level="expert").choose(view)


def decide(view: SeatView, walker: Any, budget: float = HINT_BUDGET) -> Hint | None:
    """The hint: the judge's move and why, with the play a card taken from the pile makes
    at once; the answer to a discard offered out of turn. None when it is not the seat's
    turn to draw, to play or to answer."""
    if view.phase == "buy" and view.open_actions and view.discard:
        action = buy_answer(view)
        offered = view.discard[-1]
        return Hint(offered, (), False, (action,), "buy" if isinstance(action, Buy) else "pass", {},
                    cards=(offered,) if isinstance(action, Buy) else ())
    if view.phase not in ("draw", "meld") or not view.hand or not view.open_actions:
        return None
    action = choose(view, walker, budget)
    if view.phase == "meld" and isinstance(action, (Meld, LayOff, SwapJoker)) and \
            not accepted(MeldPosition.of_view(view), action):
        return None  # the Expert's play refused: a bug to report, not a hint to give
    follow = follow_up(view, action, walker) if isinstance(action, (TakeDiscard, Dig)) else None
    reason, params = explain(view, action, walker, follow)
    actions = (action,) + ((follow,) if follow is not None else ())
    top = view.discard[-1] if isinstance(action, TakeDiscard) and view.discard else None
    cards = ((top,) if top is not None else ()) + tuple(c for c in played_cards(*actions) if c != top)
    card = top if top is not None else next((c for c in cards if c < JOKER_BASE), cards[0] if cards else None)
    groups = tuple(g for g in (getattr(a, "group", None) for a in actions) if g is not None)
    return Hint(card, groups, False, actions, reason, params, cards=cards)


def hint(view: SeatView, walker: Any, budget: float = HINT_BUDGET) -> Hint | None:
    """:func:`decide` (the walker is walked through this decision: pass a copy to keep it)."""
    return decide(view, walker, budget)
