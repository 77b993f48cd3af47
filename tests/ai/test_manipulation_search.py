"""The Expert's search by sampling in the Manipulation family (issue 13, point 1): its
decisions follow from its view and its seed, its rollouts play as the greedy player does,
each round is judged by the rule set's own scoring and ending, and the search leaves the
exact play when another action is surely better."""

import pytest

try:
    from hidden_state import scrambled
except ImportError:  # run as a package
    from .hidden_state import scrambled

import rummy_desktop.ai.manipulation_search as manipulation_search
from rummy_desktop.ai.greedy import GreedyPlayer
from rummy_desktop.ai.levels import LevelPlayer
from rummy_desktop.ai.manipulation_search import (
    GAME_WON,
    RolloutPlayer,
    candidates,
    outcome_value,
    search,
)
from rummy_desktop.core.actions import Commit, Draw
from rummy_desktop.core.cards import parse_card
from rummy_desktop.core.table_check import Table
from rummy_desktop.core.variant import RoundOutcome

MANIPULATION = ["manipulation", "machiavelli", "shanghai", "guadalupe", "carousel", "vatican", "tahiti"]


def cards(text: str) -> list[int]:
    return [parse_card(t) for t in text.split()]


@pytest.mark.parametrize("variant", MANIPULATION)
def test_the_experts_search_reads_only_its_view_and_its_seed(catalog, variant, monkeypatch):
    searched = []
    real = manipulation_search.search

    def spy(*args, **kwargs):
        found = real(*args, **kwargs)
        searched.append(found is not None and found.worlds == 2)
        return found

    monkeypatch.setattr(manipulation_search, "search", spy)
    monkeypatch.setattr("rummy_desktop.ai.levels.MANIPULATION_SEARCH_WORLDS", 2)
    game = catalog.new_game(variant, {}, 2, 21)
    standard = [LevelPlayer(s, 40 + s, "standard") for s in range(2)]
    checked = 0
    for step in range(60):
        if game.over or len(searched) >= 3:
            break
        seat = game.to_act
        view = game.view(seat)
        if "commit" in view.open_actions and view.phase == "play":
            twin = scrambled(catalog, game, seat, step)
            assert twin.state.hands != game.state.hands or twin.state.stock != game.state.stock
            one = LevelPlayer(seat, 8, "expert", time_budget=100.0).choose(twin.view(seat))
            assert one == LevelPlayer(seat, 8, "expert", time_budget=100.0).choose(view)
            checked += 1
        game.apply(seat, standard[seat].choose(view))
    assert checked and searched and all(searched)


def test_shanghai_weighs_a_smaller_play_never_a_draw(catalog):
    """In Shanghai a player must meld when able and a draw does not end the turn: the
    exact play is weighed against a plain play that places fewer cards, never against
    drawing, and a plain play that places as many is no alternative."""
    game = catalog.new_game("shanghai", {}, 2, 21)
    view = game.view(game.to_act)
    assert "draw" in view.open_actions
    hand = view.hand
    play = Commit(table=((hand[0], hand[1], hand[2], hand[3]),), jokers={})
    assert candidates(view, play, None) == [play]
    smaller = Commit(table=((hand[0], hand[1], hand[2]),), jokers={})
    assert candidates(view, play, None, smaller) == [play, smaller]
    assert candidates(view, smaller, None, Commit(table=((hand[1], hand[2], hand[3]),), jokers={})) == [smaller]


def knock_position(catalog):
    """Carousel, two players: the seat to play has drawn and holds J♥ Q♥ K♥ 3♣; the other
    holds two of 3♦ 3♥ 3♠ and the stock the third; every other card is on the table."""
    game = catalog.new_game("carousel", {}, 2, 5)
    st = game.state
    me = game.to_act
    ranks = "A 2 3 4 5 6 7 8 9 10 J Q K".split()

    def run(suit, lo, hi):
        return cards(" ".join(f"{r}{suit}" for r in ranks[lo - 1:hi]))

    joker = 104
    spades = run("S", 1, 13)
    spades[2] = joker  # the joker stands for the 3♠
    st.table = Table([run("H", 5, 10), run("D", 5, 13), run("C", 5, 13), spades, cards("AC AD AH"),
                      cards("2C 2D 2H"), cards("4C 4D 4H")], {joker: parse_card("3S")}, [])
    st.hands[me] = cards("JH QH KH 3C")
    st.hands[1 - me] = cards("3D 3H")
    st.stock = cards("3S")
    st.draws = 1
    assert st.card_count() == 53
    play = Commit(table=tuple(tuple(g) for g in st.table.groups) + (tuple(cards("JH QH KH")),), jokers={})
    return game, me, play


def test_the_search_knocks_where_waiting_surely_loses(catalog):
    """Whatever the hidden cards, the other player holds two threes (6 points): a knock
    with the 3♣ left (3 points) wins; without it the other draws the third three and goes
    out. The rule of thumb does not knock (3 points, the other down to two cards)."""
    game, me, play = knock_position(catalog)
    view = game.view(me)
    options = candidates(view, play)
    assert options == [play, play.model_copy(update={"knock": True}), Draw()]
    found = search(view, game.variant, options, 3, 12, 100.0, 1.0)
    assert found.worlds == 12
    assert found.action == options[1]
    assert found.means[1] == pytest.approx(3.0)  # 6 - 3 points, in every world
    assert found.means[0] == pytest.approx(-28.0)  # the other goes out: 3 points and 25


def test_the_search_stops_at_its_budget_with_whole_worlds_only(catalog):
    game, me, play = knock_position(catalog)
    view = game.view(me)
    options = candidates(view, play)
    assert search(view, game.variant, options, 3, 12, 1e-9, 1.0) is None  # the exact play stands


def test_the_expert_knocks_where_waiting_surely_loses(catalog, monkeypatch):
    game, me, play = knock_position(catalog)
    view = game.view(me)
    # The play is fixed here: the exact search would rebuild the table to place the 3♣ too.
    monkeypatch.setattr(LevelPlayer, "_plan", lambda self, view, objective=None: play)
    monkeypatch.setattr("rummy_desktop.ai.levels.MANIPULATION_SEARCH_WORLDS", 8)
    expert = LevelPlayer(me, 1, "expert", time_budget=100.0)
    assert expert.choose(view) == play.model_copy(update={"knock": True})
    monkeypatch.setattr(manipulation_search, "search", lambda *args: None)
    assert expert.choose(view) == play  # without the search, its rule of thumb waits


def test_a_round_is_judged_by_the_rule_sets_scoring_and_ending(catalog):
    # Vatican has no score: the round is the game, and going out wins it
    game = catalog.new_game("vatican", {}, 2, 3)
    out = RoundOutcome(hands=[[], cards("2H 3H")], ending="out", seat=0)
    assert outcome_value(game, out, 0) == GAME_WON and outcome_value(game, out, 1) == 0.0
    # Manipulation's round that does not end the game: penalty points, the lower the better
    game = catalog.new_game("manipulation", {}, 2, 3)
    out = RoundOutcome(hands=[[], cards("AH KS")], ending="out", seat=0)
    assert outcome_value(game, out, 0) == 25.0 and outcome_value(game, out, 1) == -25.0
    # ... and one that does: who wins the game counts
    game.state.totals = [190, 150]
    out = RoundOutcome(hands=[cards("AH KS"), []], ending="out", seat=1)
    assert outcome_value(game, out, 1) == GAME_WON and outcome_value(game, out, 0) == 0.0


@pytest.mark.parametrize("variant", MANIPULATION)
def test_the_rollout_player_plays_as_the_greedy_player(catalog, variant):
    """Its quick look for nothing to play never misses a play the greedy player makes."""
    from rummy_desktop.ai.sampling import _LiveView

    game = catalog.new_game(variant, {}, 2, 12)
    quick, greedy = [RolloutPlayer(s) for s in range(2)], [GreedyPlayer(s) for s in range(2)]
    plays = 0
    for _ in range(300):
        if game.over or game.state.phase == "between_rounds":
            break
        seat = game.to_act
        view = _LiveView(game, seat)
        action = quick[seat].choose(view)
        assert action == greedy[seat].choose(view)
        plays += isinstance(action, Commit)
        game.apply(seat, action)
    assert plays
