"""A round that makes no progress ends as a dead hand (issue 44, point 1): ``dead_hand``
actions in a row without the stock moving or a card going to the table, or a seat left
without a move by the house rules. Reported as the round's ending ``"dead"``."""

from __future__ import annotations

import pytest

from rummy_desktop import testing
from rummy_desktop.core.actions import Discard, IllegalAction
from rummy_desktop.core.variant import DEAD_HAND, VariantSpec
from rummy_desktop.plugins import hookimpl


class ShortPatience:
    """A house rule: in Rummy, a round ends as a dead hand after 10 idle actions."""

    @hookimpl
    def rummy_adjust_rules(self, rules):
        if rules.variant == "rummy":
            return {"dead_hand": 10}


class NoDiscards:
    """A house rule that leaves a seat without a move: no discard is ever allowed."""

    @hookimpl
    def rummy_judge_action(self, rules, position, action):
        if rules.variant == "rummy" and isinstance(action, Discard):
            raise IllegalAction("house_no_discard")

    @hookimpl
    def rummy_register_texts(self, registry):
        registry.add_reasons({"house_no_discard": "nobody discards here"})


def _named(plugin, name):
    plugin.__name__ = name
    return plugin


@pytest.fixture(scope="module")
def short():
    return testing.catalog(_named(ShortPatience(), "short-patience"))


@pytest.fixture(scope="module")
def stuck():
    return testing.catalog(_named(NoDiscards(), "no-discards"))


def test_the_default_is_declared_and_checked():
    assert VariantSpec.model_fields["dead_hand"].default == DEAD_HAND
    cat = testing.catalog()
    assert cat.rules("rummy").dead_hand == DEAD_HAND
    with pytest.raises(ValueError):  # pydantic's ValidationError
        VariantSpec.model_validate({**cat.variant("rummy").spec.model_dump(), "dead_hand": 3})


def test_players_taking_the_discard_in_turn_end_the_round_as_a_dead_hand(short):
    hands = [["7C", "8D", "9H", "KS", "2C", "4D", "6H"], ["7D", "8H", "9S", "KC", "2D", "4H", "6S"]]
    game = testing.deal(short, "rummy", hands=hands, discard=["QC"], stock_top=["5C", "5D"])
    assert game.round_rules.dead_hand == 10
    events = []
    cards = ["7C", "7D", "8D", "8H", "9H"]
    for i in range(5):  # take the discard, throw another card back: no stock moves, nothing melded
        seat = i % 2
        events += testing.play(game, seat, {"type": "take_discard"})
        if game.state.round_no > 1:
            break
        events += testing.play(game, seat, {"type": "discard", "card": cards[i]})
    ended = [e for e in events if e.kind == "round_ended"]
    assert len(ended) == 1 and ended[0].data["ending"] == "dead"
    last = game.state.history[-1]
    assert last.outcome.ending == "dead" and last.outcome.seat is None
    assert game.state.round_no == 2  # Rummy scores it like a round nobody went out of, and deals on
    testing.check_cards(game)


def test_a_draw_or_a_meld_is_progress(short):
    hands = [["7C", "7D", "7H", "KS", "2C", "4D", "6H"], ["QD", "8H", "9S", "KC", "2D", "4H", "6S"]]
    game = testing.deal(short, "rummy", hands=hands, discard=["QC"])
    for _ in range(12):  # draw and discard: the stock moves every turn
        seat = game.to_act
        testing.play(game, seat, {"type": "draw"})
        testing.play(game, seat, Discard(card=game.state.hands[seat][-1]))
    assert game.state.round_no == 1 and not game.state.history


def test_a_seat_left_without_a_move_by_the_house_rules_ends_the_round(stuck):
    hands = [["7C", "8D", "9H", "KS"], ["7D", "8H", "9S", "KC"]]
    game = testing.deal(stuck, "rummy", hands=hands, discard=["QC"])
    events = testing.play(game, 0, {"type": "draw"})  # no meld, and no discard allowed: no move
    ended = [e for e in events if e.kind == "round_ended"]
    assert ended and ended[0].data["ending"] == "dead"
    testing.check_cards(game)


def test_whole_games_with_a_short_patience_still_end(short):
    for record in testing.play_games(short, "rummy", {"jokers": "on"}, players=3, games=2, ai="random"):
        assert record.winners
