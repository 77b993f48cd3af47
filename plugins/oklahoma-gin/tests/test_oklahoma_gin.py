"""Oklahoma Gin's own tests: they use only Rummy Desktop's testing kit, as a third-party
plugin's tests would."""

import pytest
import rummy_oklahoma_gin as plugin

from rummy_desktop import testing
from rummy_desktop.core.variant import GameProgress, RoundOutcome

#: Melds 3-4-5♥, three sevens, 9-10-J♠; the rest as each test needs.
MELDED = ["3H", "4H", "5H", "7C", "7D", "7S", "9S", "10S", "JS"]
#: No card of it goes on MELDED's melds: aces and eights, then 32 of deadwood.
DEFENDER = ["AH", "AD", "AS", "8C", "8H", "8D", "6C", "6S", "JD", "KH"]
LEVELS = ["random", "beginner", "greedy", "standard", "expert"]


@pytest.fixture(scope="module")
def catalog():
    return testing.catalog(plugin)


def deal(catalog, upcard, last="KD", stock_top=("QC",), options=None, defender=DEFENDER):
    return testing.deal(catalog, "oklahoma-gin", options or {}, hands=[MELDED + [last], list(defender)],
                        discard=[upcard], stock_top=list(stock_top))


def both_pass_then_draw(game):
    """The upcard is offered to seat 0 (after the dealer) and to the dealer: both pass; seat 0 draws."""
    testing.play(game, 0, {"type": "pass"})
    testing.play(game, 1, {"type": "pass"})
    testing.play(game, 0, {"type": "draw"})


def test_the_declaration(catalog):
    spec = catalog.variant("oklahoma-gin").spec
    assert (spec.min_players, spec.max_players) == (2, 2) and spec.hand[0].cards == 10
    assert spec.knock.limit == 10 and spec.melds_in_hand and spec.stock_floor == 2 and spec.first_upcard
    assert {o.key: o.default for o in spec.options} == {"target": "150", "spades": "on"}


@pytest.mark.parametrize("upcard,limit", [("AC", 0), ("2C", 2), ("5D", 5), ("9H", 9), ("10C", 10), ("JC", 10),
                                          ("QS", 10), ("KC", 10)])
def test_the_upcard_sets_the_rounds_knock(catalog, upcard, limit):
    game = deal(catalog, upcard)
    assert game.round_rules.knock.limit == limit
    assert game.view(0).rules.knock.limit == limit == game.view(1).rules.knock.limit  # what the table shows
    assert catalog.rules("oklahoma-gin", {}, 2).knock.limit == 10  # the game's rules, before a deal


def test_a_knock_above_the_limit_is_refused_and_at_the_limit_accepted(catalog):
    # 5♦ turned up: 6 of deadwood is refused, 5 accepted
    game = deal(catalog, "5D", last="6D", stock_top=["QD"])
    both_pass_then_draw(game)
    refusal = testing.refused(game, 0, {"type": "knock", "card": "QD"}, "knock_too_high")
    assert refusal.params["deadwood"] == 6 and refusal.params["limit"] == 5
    assert game.legal(0).knocks() == []  # the computer players are offered no knock
    game = deal(catalog, "5D", last="5C", stock_top=["KC"])
    both_pass_then_draw(game)
    assert [k.card for k in game.legal(0).knocks()] == [testing.card("KC")]
    testing.play(game, 0, {"type": "knock", "card": "KC"})
    outcome = game.state.history[-1].outcome
    assert outcome.ending == "knock" and outcome.deadwood == [5, 32] and outcome.upcard == testing.face("5D")
    assert game.state.history[-1].score.scores == [32 - 5, 0]


def test_the_limit_holds_when_the_upcard_is_taken(catalog):
    game = deal(catalog, "4D", last="KD")
    testing.play(game, 0, {"type": "take_discard"})  # the 4♦ into the hand: the round's knock stays 4
    assert game.round_rules.knock.limit == 4 and game.view(1).rules.knock.limit == 4
    testing.refused(game, 0, {"type": "knock", "card": "4D"}, "restricted_discard")
    testing.play(game, 0, {"type": "knock", "card": "KD"})
    assert game.state.history[-1].outcome.deadwood == [4, 32]
    assert game.state.history[-1].score.scores == [28, 0]


def test_an_ace_turned_up_allows_gin_only(catalog):
    game = deal(catalog, "AC", last="2C", stock_top=["KC"])  # 2 of deadwood: a knock in any other round
    both_pass_then_draw(game)
    refusal = testing.refused(game, 0, {"type": "knock", "card": "KC"}, "knock_too_high")
    assert refusal.params["deadwood"] == 2 and refusal.params["limit"] == 0
    assert game.legal(0).knocks() == []
    game = deal(catalog, "AC", last="8S", stock_top=["KC"])  # 8♠ 9♠ 10♠ J♠: gin
    both_pass_then_draw(game)
    testing.play(game, 0, {"type": "knock", "card": "KC"})
    round_ = game.state.history[-1]
    assert round_.outcome.ending == "gin" and round_.score.scores == [32 + 25, 0]


@pytest.mark.parametrize("upcard,times", [("4S", 2), ("4C", 1)])
def test_a_spade_turned_up_doubles_a_knock(catalog, upcard, times):
    game = deal(catalog, upcard, last="KD")
    testing.play(game, 0, {"type": "take_discard"})
    testing.play(game, 0, {"type": "knock", "card": "KD"})
    assert game.state.history[-1].score.scores == [times * (32 - 4), 0]


def test_a_spade_doubles_gin_with_its_bonus(catalog):
    game = deal(catalog, "QS", last="8S", stock_top=["KC"])
    both_pass_then_draw(game)
    testing.play(game, 0, {"type": "knock", "card": "KC"})
    assert game.state.history[-1].score.scores == [2 * (32 + 25), 0]


def test_a_spade_doubles_an_undercut_with_its_bonus_unless_switched_off(catalog):
    defender = ["AC", "AD", "AH", "2D", "3D", "4D", "6C", "6D", "6H", "2H"]  # 2♥ lays off on 3-4-5♥: 0 left
    for options, times in (({}, 2), ({"spades": "off"}, 1)):
        game = deal(catalog, "KS", last="9C", stock_top=["KD"], options=options, defender=defender)
        both_pass_then_draw(game)
        testing.play(game, 0, {"type": "knock", "card": "KD"})
        round_ = game.state.history[-1]
        assert round_.outcome.undercut and round_.outcome.deadwood == [9, 0]
        assert round_.score.scores == [0, times * (9 - 0 + 25)] and round_.score.winners == [1]


def test_a_void_round_scores_nothing_even_under_a_spade(catalog):
    game = deal(catalog, "KS", last="KD", stock_top=["QC"])
    testing.play(game, 0, {"type": "pass"})
    testing.play(game, 1, {"type": "pass"})
    seat = 0
    while not game.state.history:
        testing.play(game, seat, {"type": "draw"})
        testing.play(game, seat, {"type": "discard", "card": game.state.hands[seat][-1]})
        seat = 1 - seat
    round_ = game.state.history[-1]
    assert round_.outcome.ending == "stock" and round_.score.scores == [0, 0]
    assert game.state.round_no == 2 and game.round_rules.upcard == game.state.upcard  # a new upcard, a new limit
    assert game.round_rules.knock.limit == plugin.knock_limit(game.state.upcard)


def test_the_game_ends_at_150_with_the_bonuses(catalog):
    variant, rules = catalog.variant("oklahoma-gin"), catalog.rules("oklahoma-gin", {}, 2)
    outcome = RoundOutcome(hands=[[], []], ending="knock", seat=0, deadwood=[2, 30])
    last = variant.score_round(rules, outcome)

    def end(totals, won):
        return variant.game_end(rules, GameProgress(totals=totals, rounds_won=won, rounds=sum(won),
                                                    active=[True] * 2, last=last, last_outcome=outcome))

    assert end([140, 40], [3, 2]) is None
    result = end([154, 40], [3, 2])
    assert result.winners == [0] and result.bonuses == [{"game": 100, "line": 75, "shutout": 0},
                                                        {"game": 0, "line": 50, "shutout": 0}]
    shutout = end([160, 0], [2, 0])
    assert shutout.bonuses[0] == {"game": 100, "line": 50, "shutout": 160} and shutout.totals == [470, 0]


def knocks_within_their_limits(record):
    """Every round of a finished game: a knock left no more deadwood than its upcard allows
    (none after an ace), and a spade doubled it."""
    for round_ in record.game.state.history:
        outcome = round_.outcome
        if outcome.ending == "knock":
            limit = plugin.knock_limit(outcome.upcard)
            assert limit > 0 and 0 < outcome.deadwood[outcome.seat] <= limit
    return [r.outcome.ending for r in record.game.state.history]


@pytest.mark.parametrize("ai,games", [(["random", "beginner"], 2), (["greedy", "standard"], 1)])
def test_whole_games_keep_the_invariants_and_the_limits(catalog, ai, games):
    endings = []
    for record in testing.play_games(catalog, "oklahoma-gin", players=2, games=games, seed=4, ai=ai,
                                     think_time=0.05):
        assert record.winners
        endings += knocks_within_their_limits(record)
    assert set(endings) <= {"knock", "gin", "stock"}


def test_the_expert_knocks_within_the_limit_in_a_whole_game(catalog):
    (record,) = testing.play_games(catalog, "oklahoma-gin", {"target": "100"}, players=2, games=1, seed=6,
                                   ai=["expert", "greedy"], think_time=0.03)
    assert record.winners
    knocks_within_their_limits(record)
    assert any(a.type == "knock" for s, a in record.game.log if s == 0)


@pytest.mark.parametrize("level", LEVELS)
def test_every_level_knocks_only_within_the_limit(catalog, level):
    """After drawing, each level chooses among the engine's legal actions: under a 5 it may
    knock with 5, never with 6; under an ace it never knocks with 2."""
    for upcard, last, drawn, may_knock in (("5D", "5C", "KC", True), ("5D", "6D", "QD", False),
                                           ("AC", "2C", "KC", False)):
        game = deal(catalog, upcard, last=last, stock_top=[drawn])
        both_pass_then_draw(game)
        player = catalog.player(level).create(0, seed=3, time_budget=0.05)
        action = player.choose(game.view(0))
        assert game.legal(0).accepts(action)
        knocked = type(action).__name__ == "Knock"
        assert knocked <= may_knock
        if may_knock and level in ("greedy", "standard", "expert"):
            assert knocked  # 5 of deadwood against 32: every level that plays to win knocks


def test_the_rules_page_and_the_lesson(catalog):
    page = catalog.rules_page("oklahoma-gin")
    assert page.text("fr").startswith("# Gin Oklahoma\n") and page.text("pt_BR").startswith("# Gin Oklahoma\n")
    for lang in ("en", "pt_BR", "fr"):
        assert "150" in page.text(lang) and "25" in page.text(lang) and "110" in page.text(lang)
    lesson = catalog.lessons.get("oklahoma-gin")
    assert lesson is not None and lesson.languages() == ["en", "fr", "pt_BR"] and lesson.scores == [60, 0]
    testing.check_plugin(catalog, plugin)  # the page names every option; every text is translated
