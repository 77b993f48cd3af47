"""Contract Rummy's own tests: they use only Rummy Desktop's testing kit, as a third-party
plugin's tests would."""

import pytest
import rummy_contract as plugin

from rummy_desktop import testing

JUNK1 = ["2C", "3D", "5S", "6C", "8D", "JH", "QD", "KH", "AS", "3S"]
JUNK2 = ["2H", "4C", "5D", "6S", "8S", "JC", "QC", "KD", "AD", "10H"]


@pytest.fixture(scope="module")
def catalog():
    return testing.catalog(plugin)


def deal(catalog, mine, discard=("7H",), stock_top=("10S", "QS", "8H"), turn=0, round_no=1):
    return testing.deal(catalog, "contract-rummy", hands=[list(mine), JUNK1, JUNK2], discard=list(discard),
                        stock_top=list(stock_top), turn=turn, round_no=round_no)


def test_the_declaration_seven_contracts_and_their_hand_sizes(catalog):
    spec = catalog.variant("contract-rummy").spec
    assert (spec.min_players, spec.max_players) == (3, 5) and spec.lower_wins
    assert [r.hand for r in spec.rounds] == [10, 10, 10, 10, 12, 12, 12]
    assert [[m.kind for m in r.goal.melds] for r in spec.rounds] == [
        ["set", "set"], ["set", "run"], ["run", "run"], ["set", "set", "set"], ["set", "set", "run"],
        ["set", "run", "run"], ["run", "run", "run"]]
    assert {m.size for r in spec.rounds for m in r.goal.melds if m.kind == "run"} == {4}
    assert (spec.buy.limit, spec.buy.penalty, spec.buy.opened) == (3, 1, False)
    rules = catalog.rules("contract-rummy", players=4)
    assert (rules.decks, rules.jokers) == (2, 2)


def test_each_deal_deals_its_hand_size(catalog):
    game = catalog.new_game("contract-rummy", {}, players=3, seed=2)
    assert [len(h) for h in game.state.hands] == [10, 10, 10]
    assert game.round_rules.goal.label == "Two sets"


def test_the_contract_is_laid_whole_and_nothing_before_it(catalog):
    game = deal(catalog, ["7C", "7D", "7S", "9S", "9D", "9C", "KC", "4H"], discard=("2D",))
    testing.play(game, 0, {"type": "draw"})
    testing.play(game, 1, {"type": "pass"})  # the 2D was offered round the table
    testing.play(game, 2, {"type": "pass"})
    testing.refused(game, 0, {"type": "meld", "cards": ["7C", "7D", "7S"]}, "goal_first")
    testing.refused(game, 0, {"type": "meld_many", "melds": [["7C", "7D", "7S"], ["9S", "9D", "9C"], ["KC", "QS", "JD"]]})
    testing.play(game, 0, {"type": "meld_many", "melds": [["7C", "7D", "7S"], ["9S", "9D", "9C"]]})
    assert game.view(0).opened[0] and len(game.state.table.groups) == 2
    testing.refused(game, 0, {"type": "meld", "cards": ["KC", "QS", "JD"]})  # after it only lay-offs
    testing.check_cards(game)


def test_a_run_is_four_cards_and_the_ace_is_high_or_low(catalog):
    game = deal(catalog, ["AH'", "2H'", "3H'", "4H'", "JS", "QS", "KS", "AS'", "7C", "7D", "7S", "KD'"],
                discard=("2D",), stock_top=("5H'",), round_no=3)
    testing.play(game, 0, {"type": "draw"})
    testing.play(game, 1, {"type": "pass"})
    testing.play(game, 2, {"type": "pass"})
    testing.refused(game, 0, {"type": "meld_many", "melds": [["AH'", "2H'", "3H'"], ["QS", "KS", "AS'"]]})
    testing.play(game, 0, {"type": "meld_many", "melds": [["AH'", "2H'", "3H'", "4H'"], ["JS", "QS", "KS", "AS'"]]})


def test_the_discard_is_offered_round_the_table_and_bought_with_a_penalty_card(catalog):
    game = deal(catalog, ["7C", "7D", "9S", "9D", "9C"], turn=2)
    testing.play(game, 2, {"type": "draw"})  # seat 2 leaves the 7H: seat 0 is asked first, then seat 1
    view = game.view(0)
    assert (view.phase, view.in_turn, view.open_actions) == ("buy", 2, ("buy", "pass"))
    testing.refused(game, 1, {"type": "buy"}, "not_your_turn")
    testing.play(game, 0, {"type": "buy"})
    assert len(game.state.hands[0]) == 5 + 2 and game.state.buys == [1, 0, 0]
    assert game.state.turn == 2 and game.view(2).phase == "meld"  # the player in turn goes on
    testing.check_cards(game)


def test_three_buys_a_deal_and_none_once_the_contract_is_down(catalog):
    for spent, down in ((3, False), (0, True)):
        game = deal(catalog, ["7C", "7D", "9S", "9D", "9C", "2S", "4S"], turn=2)
        game.state.buys[0] = spent
        game.state.opened[0] = down
        testing.play(game, 2, {"type": "draw"})
        assert game.state.turn == 1 and game.view(1).phase == "buy"  # seat 0 is not asked: seat 1 is


def test_a_set_grows_past_four_with_twins_and_jokers(catalog):
    """A set is three or more of a rank (``set_max``): with two decks a set of four takes a
    fifth card, a twin, and a joker beside it; the legal moves list those lay-offs."""
    game = testing.deal(catalog, "contract-rummy", hands=[["7C", "JK1", "KC", "4H", "9D"], JUNK1, JUNK2],
                        table=[["7C'", "7D", "7S", "7H"]], opened=[True, False, False], discard=["2D"],
                        stock_top=["10S"])
    testing.play(game, 0, {"type": "draw"})
    testing.play(game, 1, {"type": "pass"})
    testing.play(game, 2, {"type": "pass"})
    legal = {(a.card, a.group) for a in game.legal(0).lay_offs()}
    assert {(testing.card("7C"), 0), (testing.card("JK1"), 0)} <= legal
    testing.play(game, 0, {"type": "lay_off", "card": "7C", "group": 0})
    testing.play(game, 0, {"type": "lay_off", "card": "JK1", "group": 0, "joker_as": "7D"})
    assert len(game.state.table.groups[0]) == 6
    testing.check_cards(game)


def test_going_out_the_others_pay_their_cards(catalog):
    game = deal(catalog, ["7C", "7D", "7S", "9S", "9D", "9C", "KC"], discard=("2D",), stock_top=("9H",))
    testing.play(game, 0, {"type": "draw"})
    testing.play(game, 1, {"type": "pass"})
    testing.play(game, 2, {"type": "pass"})
    testing.play(game, 0, {"type": "meld_many", "melds": [["7C", "7D", "7S"], ["9S", "9D", "9C"]]})
    testing.play(game, 0, {"type": "lay_off", "card": "9H", "group": 1})
    testing.play(game, 0, {"type": "discard", "card": "KC"})
    record = game.state.history[-1]
    assert record.outcome.ending == "out" and record.score.winners == [0]
    # 2 3 5 6 8 10 10 10 15 3 = 72; 2 4 5 6 8 10 10 10 15 10 = 80
    assert record.score.scores == [0, 72, 80]
    assert not game.over and game.state.round_no == 2
    assert game.round_rules.goal.label == "A set and a run" and len(game.state.hands[0]) == 10


def test_the_page_the_lesson_and_the_translations_hold_up(catalog):
    testing.check_plugin(catalog, plugin)


def test_whole_games_between_computer_players_keep_the_invariants(catalog):
    # the seven deals, buys and contracts between greedy players, the invariants checked every
    # 40 actions (a game is about 900 turns), the game replayed and saved at the end
    record = testing.play_game(catalog, "contract-rummy", players=3, seed=3, every=40)
    assert record.rounds == 7 and record.winners
