"""The hint of the draw-and-discard games says what the judge chose and why (issue 13,
point 4; issue 42): a reason code and its parameters, from the view alone."""

import pytest
from rules.position import c, ids, position  # tests/ is on the path (no __init__ there)

from rummy_desktop.advice import hint, reasons
from rummy_desktop.advice.judge import Walker
from rummy_desktop.advice.reasons import explain, outs, unseen_copies
from rummy_desktop.core.actions import Discard, Draw, SwapJoker, TakeDiscard

FAR = ["3C", "4H", "7D", "8C", "JD", "JS", "2C", "6H"]  # an opponent far from going out


def why(view, card):
    """The reason of discarding ``card`` in ``view``."""
    walker = Walker(view.seat)
    walker.candidates(view)
    return explain(view, Discard(card=card), walker)


def test_outs_count_the_unseen_cards_that_complete_a_meld(catalog):
    game = position("rummy", [["5S", "6S", "9H", "9D", "KC"], FAR], discard=["9C"], phase="meld")
    view = game.view(0)
    unseen = unseen_copies(view)
    assert c("9C") % 52 not in unseen and c("5S") % 52 not in unseen
    # 4S or 7S (the run), 9S (the nines: 9C is on the pile); nothing for KC alone
    assert outs(ids(["5S", "6S", "9H", "9D"]), view, unseen) == 3
    assert outs(ids(["5S", "6S", "KC"]), view, unseen) == 2


def test_a_lone_card_goes_and_the_hint_says_how_many_chances_the_rest_keep(catalog):
    game = position("rummy", [["5S", "6S", "9H", "9D", "KC", "2D", "QH", "8C"][:6] + ["QH"], FAR],
                    discard=["9C"], phase="meld")
    h = hint(game.view(0))
    assert h.actions == (Discard(card=h.card),)
    assert h.reason == "discard_chances" and h.params["card"] == h.card
    kept = [x for x in game.state.hands[0] if x != h.card]
    assert h.params["outs"] == outs(kept, game.view(0), unseen_copies(game.view(0)))
    assert h.params["most"] is True


def test_the_card_the_next_player_waits_for_is_kept(catalog):
    """Rummy 500: K♣ would let the next player dig K♦ and meld the kings with K♠ from
    the pile; the hint keeps it (though it costs more) and says why."""
    game = position("rummy-500", [["KC", "4D", "5D", "9S", "2H"], FAR], discard=["KD", "3H", "KS", "7H"],
                    phase="meld")
    h = hint(game.view(0))
    assert h.actions[0] != Discard(card=c("KC"))
    assert h.reason == "discard_feeds" and h.params == {"card": h.actions[0].card, "kept": c("KC")}


def test_near_the_end_it_throws_away_points(catalog):
    game = position("rummy", [["KC", "4D", "5D", "9S", "2H", "QD"], ["3C", "4H"]], discard=["7H"], phase="meld")
    assert why(game.view(0), c("KC")) == ("discard_endgame", {"card": c("KC"), "cards": 2})
    h = hint(game.view(0))
    assert h.actions[0].card in (c("KC"), c("QD")) and h.reason == "discard_endgame"


def test_a_top_card_that_helps_nothing_is_left_and_the_hint_says_so(catalog):
    game = position("rummy", [["8H", "9H", "2D", "KD", "4S", "QS", "10C"], FAR], discard=["3D", "7C"])
    h = hint(game.view(0))
    assert h.actions == (Draw(),) and h.reason == "draw_stock" and h.params == {"card": c("7C"), "helps": False}


def test_a_top_card_left_though_it_would_help_is_said_to_help(catalog):
    """8♠ makes a pair with 8♥: it raises the chances to meld, so the draw from the stock
    is not said to leave a card that "does not help" (the judge takes the 8♠ itself)."""
    game = position("rummy", [["8H", "9H", "2D", "KD", "4S", "QS", "10C"], FAR], discard=["3D", "8S"])
    view = game.view(0)
    walker = Walker(0)
    walker.candidates(view)
    assert explain(view, Draw(), walker) == ("draw_stock", {"card": c("8S"), "helps": True})
    assert hint(game.view(0)).actions == (TakeDiscard(),)


def test_a_top_card_that_plays_at_once_is_taken_with_its_play(catalog):
    game = position("rummy", [["8H", "9H", "2D", "KD", "4S", "QS", "10C"], FAR], discard=["3D", "10H"])
    h = hint(game.view(0))
    assert h.actions[0] == TakeDiscard() and h.reason == "take_plays"
    assert h.params == {"card": c("10H"), "cards": [c("8H"), c("9H")]}  # the meld it completes
    assert c("10H") in h.actions[1].cards


def test_the_expert_swaps_a_natural_for_a_table_joker(catalog):
    game = position("rummy", [["KD", "4S", "9C"], FAR], table=[["KC", "JK1=KD", "KS"]],
                    options={"jokers": "on"}, phase="meld")
    h = hint(game.view(0))
    assert h.actions == (SwapJoker(card=c("KD"), group=0),) and h.reason == "play"
    assert h.params == {"cards": [c("KD")]}


def test_the_same_view_gets_the_same_hint(catalog):
    game = position("rummy", [["5S", "6S", "9H", "9D", "KC", "2D", "QH"], FAR], discard=["9C"], phase="meld")
    view = game.view(0)
    a, b = hint(view), hint(view)
    assert (a.actions, a.reason, a.params) == (b.actions, b.reason, b.params)


@pytest.mark.parametrize("variant,options,players", [
    ("rummy", {}, 2), ("rummy", {"jokers": "on"}, 3), ("rummy", {"jokers": "on", "aces": "high-or-low"}, 6),
    ("rummy-multiplayer", {}, 4), ("rummy-500", {"jokers": "on"}, 5)])
def test_outs_of_every_discard_from_one_look_equal_outs_counted_one_by_one(catalog, variant, options, players):
    """:func:`reasons.outs_kept` (the hint's fast path) gives exactly :func:`outs` of the
    hand without each card, at the discards of seeded games (twins, jokers, high aces)."""
    from rummy_desktop.ai.greedy import GreedyPlayer
    from rummy_desktop.core.engine import Game

    checked = seen = 0
    for seed in range(1):
        game = Game(catalog.variant(variant), options, players, seed=seed, adjust=catalog.adjust)
        seats = [GreedyPlayer(s) for s in range(players)]
        while not game.over and len(game.log) < 300:
            seat = game.to_act
            view = game.view(seat)
            if view.phase == "meld" and len(view.hand) > 1:
                seen += 1
            if view.phase == "meld" and len(view.hand) > 1 and seen % 7 == 0:  # one by one is slow
                unseen = unseen_copies(view)
                hand = list(view.hand)
                expected = {x: outs([y for y in hand if y != x], view, unseen) for x in hand}
                assert reasons.outs_kept(hand, hand, view, unseen) == expected
                checked += 1
            game.apply(seat, seats[seat].choose(view))
    assert checked >= 3
