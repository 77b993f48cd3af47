"""Gin Rummy's own tests: they use only Rummy Desktop's testing kit, as a third-party
plugin's tests would."""

import pytest
import rummy_gin as plugin

from rummy_desktop import testing
from rummy_desktop.core.variant import GameProgress, RoundOutcome

KNOCKER = ["3H", "4H", "5H", "7C", "7D", "7S", "9S", "10S", "JS", "2C"]


@pytest.fixture(scope="module")
def catalog():
    return testing.catalog(plugin)


def deal(catalog, hands, stock_top=("QC",), upcard="KH", options=None):
    return testing.deal(catalog, "gin-rummy", options or {}, hands=hands, discard=[upcard], stock_top=list(stock_top))


def both_pass(game):
    """The upcard is offered to seat 0 (after the dealer) and to the dealer: both pass."""
    testing.play(game, 0, {"type": "pass"})
    testing.play(game, 1, {"type": "pass"})


def test_the_declaration(catalog):
    spec = catalog.variant("gin-rummy").spec
    assert (spec.min_players, spec.max_players) == (2, 2) and spec.hand[0].cards == 10
    assert spec.knock.limit == 10 and spec.melds_in_hand and spec.stock_floor == 2 and spec.first_upcard
    assert [b.key for b in spec.bonuses] == ["game", "line", "shutout"]


def test_the_first_upcard_is_offered_to_each_player_then_the_first_draws(catalog):
    game = deal(catalog, [KNOCKER, ["AH", "AD", "AS", "2D", "3D", "4D", "6C", "6D", "6S", "2S"]])
    assert game.view(0).open_actions == ("take_discard", "pass")
    testing.refused(game, 0, {"type": "draw"}, "upcard_offer")
    testing.play(game, 0, {"type": "pass"})
    assert game.state.turn == 1 and game.view(1).open_actions == ("take_discard", "pass")
    testing.play(game, 1, {"type": "pass"})
    assert game.state.turn == 0 and game.view(0).open_actions == ("draw",)
    testing.refused(game, 0, {"type": "take_discard"}, "not_now")
    testing.play(game, 0, {"type": "draw"})


def test_the_dealer_may_take_the_upcard_the_first_passed(catalog):
    game = deal(catalog, [KNOCKER, ["AH", "AD", "AS", "2D", "3D", "4D", "6C", "6D", "6S", "2S"]], upcard="5D")
    testing.play(game, 0, {"type": "pass"})
    testing.play(game, 1, {"type": "take_discard"})
    testing.refused(game, 1, {"type": "discard", "card": "5D"}, "restricted_discard")
    testing.play(game, 1, {"type": "discard", "card": "2S"})
    assert game.state.turn == 0 and game.view(0).open_actions == ("draw", "take_discard")


def test_melds_stay_in_the_hand_and_a_knock_needs_10_or_fewer(catalog):
    game = deal(catalog, [["3H", "4H", "5H", "7C", "7D", "KS", "QS", "JD", "9C", "8C"],
                          ["AH", "AD", "AS", "2D", "3D", "4D", "6C", "6D", "6S", "2S"]])
    both_pass(game)
    testing.play(game, 0, {"type": "draw"})
    assert "meld" not in game.view(0).open_actions and "knock" in game.view(0).open_actions
    testing.refused(game, 0, {"type": "meld", "cards": ["3H", "4H", "5H"]}, "melds_in_hand")
    refusal = testing.refused(game, 0, {"type": "knock", "card": "KS"}, "knock_too_high")
    # 3-4-5♥ and 7-8-9♣ leave 7♦ Q♠ J♦ Q♣
    assert refusal.params["deadwood"] == 7 + 10 + 10 + 10 and refusal.params["limit"] == 10


def test_a_knock_shows_the_hands_and_the_other_lays_off(catalog):
    defender = ["6H", "8S", "7H", "AC", "AD", "AS", "KD", "KC", "4C", "9D"]
    game = deal(catalog, [KNOCKER, defender])
    both_pass(game)
    testing.play(game, 0, {"type": "draw"})  # QC
    events = testing.play(game, 0, {"type": "knock", "card": "QC"})
    assert [e.kind for e in events].count("laid_off") == 3  # 6H on the hearts, 8S on the spades, 7H on the sevens
    round_ = game.state.history[-1]
    assert round_.outcome.ending == "knock" and round_.outcome.deadwood == [2, 10 + 10 + 4 + 9]
    assert not round_.outcome.undercut
    assert round_.score.scores == [33 - 2, 0] and round_.score.winners == [0]
    testing.check_cards(game)


def test_gin_scores_25_more_and_allows_no_lay_off(catalog):
    gin = ["3H", "4H", "5H", "7C", "7D", "7S", "9S", "10S", "JS", "QS"]
    defender = ["6H", "8S", "AC", "AD", "AS", "KD", "KC", "4C", "9D", "2H"]
    game = deal(catalog, [gin, defender], stock_top=["KH"], upcard="5C")
    both_pass(game)
    testing.play(game, 0, {"type": "draw"})
    events = testing.play(game, 0, {"type": "knock", "card": "KH"})
    assert "laid_off" not in [e.kind for e in events]
    round_ = game.state.history[-1]
    assert round_.outcome.ending == "gin"
    assert round_.outcome.deadwood == [0, 6 + 8 + 10 + 10 + 4 + 9 + 2]
    assert round_.score.scores == [49 + 25, 0]


def test_an_undercut_scores_the_difference_and_25_for_the_other(catalog):
    knocker = ["3H", "4H", "5H", "7C", "7D", "7S", "9S", "10S", "JS", "9C"]
    defender = ["AC", "AD", "AS", "2D", "3D", "4D", "6C", "6D", "6S", "2S"]
    game = deal(catalog, [knocker, defender], stock_top=["KD"])
    both_pass(game)
    testing.play(game, 0, {"type": "draw"})
    testing.play(game, 0, {"type": "knock", "card": "KD"})
    round_ = game.state.history[-1]
    assert round_.outcome.deadwood == [9, 2] and round_.outcome.undercut
    assert round_.score.scores == [0, 9 - 2 + 25] and round_.score.winners == [1]


def test_the_round_is_void_when_two_cards_are_left_in_the_stock(catalog):
    game = deal(catalog, [["3H", "4H", "5H", "7C", "7D", "KS", "QS", "JD", "9C", "8C"],
                          ["AH", "AD", "AS", "2D", "3D", "4D", "6C", "6D", "6S", "2S"]])
    both_pass(game)
    seat = 0
    while not game.state.history:
        testing.play(game, seat, {"type": "draw"})
        drawn = game.state.hands[seat][-1]
        testing.play(game, seat, {"type": "discard", "card": drawn})
        seat = 1 - seat
    round_ = game.state.history[-1]
    assert round_.outcome.ending == "stock" and round_.score.scores == [0, 0] and round_.score.winners == []
    assert len(round_.outcome.hands[0]) == 10 and game.state.round_no == 2
    testing.check_cards(game)


def test_the_game_ends_at_100_with_the_bonuses(catalog):
    variant, rules = catalog.variant("gin-rummy"), catalog.rules("gin-rummy", {}, 2)
    last = variant.score_round(rules, knock_outcome())

    def end(totals, won):
        return variant.game_end(rules, GameProgress(totals=totals, rounds_won=won, rounds=sum(won), active=[True] * 2,
                                                    last=last, last_outcome=knock_outcome()))

    assert end([90, 40], [3, 2]) is None
    result = end([104, 40], [3, 2])
    assert result.winners == [0] and result.bonuses == [{"game": 100, "line": 75, "shutout": 0},
                                                        {"game": 0, "line": 50, "shutout": 0}]
    assert result.totals == [104 + 175, 40 + 50]
    shutout = end([104, 0], [4, 0])
    assert shutout.bonuses[0] == {"game": 100, "line": 100, "shutout": 104} and shutout.totals == [408, 0]


def knock_outcome():
    return RoundOutcome(hands=[[], []], ending="knock", seat=0, deadwood=[2, 30])


@pytest.mark.parametrize("ai", [["greedy", "random"], ["beginner", "standard"]])
def test_whole_games_keep_the_invariants(catalog, ai):
    for record in testing.play_games(catalog, "gin-rummy", players=2, games=2, seed=4, ai=ai, think_time=0.05):
        assert record.winners
        endings = {r.outcome.ending for r in record.game.state.history}
        assert endings <= {"knock", "gin", "stock"}


def test_the_expert_knocks_and_plays_whole_games(catalog):
    (record,) = testing.play_games(catalog, "gin-rummy", players=2, games=1, seed=6, ai=["expert", "greedy"],
                                   think_time=0.05)
    assert record.winners
    assert any(a.type == "knock" for s, a in record.game.log if s == 0)


def test_the_rules_page_and_the_lesson(catalog):
    page = catalog.rules_page("gin-rummy")
    assert page.text("fr").startswith("# Gin-rami\n") and page.text("pt_BR").startswith("# Gin Rummy\n")
    for lang in ("en", "pt_BR", "fr"):
        assert "100" in page.text(lang) and "25" in page.text(lang)
    lesson = catalog.lessons.get("gin-rummy")
    assert lesson is not None and lesson.languages() == ["en", "fr", "pt_BR"]
    testing.check_plugin(catalog, plugin)  # the page names every option; every text is translated
