"""Honest verdicts in positions whose answer is known: a discard that lets the next player
go out is a blunder; a Manipulation-family play that misses the exact best count is
flagged with the right count; the best play is never labelled worse than good; a move
with one legal action is labelled forced and left out of the accuracy, in both families."""

import pytest

from rummy_desktop.advice.judge import band_of
from rummy_desktop.core.actions import Commit, Discard, Draw, parse_action
from rummy_desktop.core.cards import parse_card
from rummy_desktop.core.position import Position, deal_position
from rummy_desktop.review.replay import Decision
from rummy_desktop.review.verdicts import DrawDiscardJudge, ManipulationJudge, card_worth, label_of, score_of
from rummy_desktop.storage.records import accuracy


def cards(*names):
    return tuple(parse_card(n) for n in names)


def _game(catalog, variant, position, players=2):
    game = catalog.new_game(variant, {}, players, 1)
    deal_position(game, Position(**position))
    return game


def test_labels_and_scores_follow_the_documented_thresholds():
    assert [label_of(u) for u in (0, 0.2, 0.5, 1.4, 1.5, 2.9, 3, 12)] == [
        "best", "good", "inaccuracy", "inaccuracy", "mistake", "mistake", "blunder", "blunder"]
    assert [band_of(u) for u in (0, 0.2, 0.49, 0.5, 1.4, 1.5, 2.9, 3, 12)] == [  # sampled: no "good"
        "best", "best", "best", "inaccuracy", "inaccuracy", "mistake", "mistake", "blunder", "blunder"]
    assert score_of(0) == 100 and score_of(1) == pytest.approx(36.8) and score_of(3) == pytest.approx(5.0)


def test_a_card_is_worth_what_the_rule_sets_own_scoring_charges(catalog):
    rules = catalog.rules("rummy", {}, 2)
    assert card_worth(catalog.variant("rummy"), rules, "points") == pytest.approx(85 / 13 / 2)
    assert card_worth(catalog.variant("machiavelli"), catalog.rules("machiavelli", {}, 2), "cards") == 1
    # a knock game charges a card by its deadwood points after a knock (no player goes out)
    gin = catalog.rules("gin-rummy", {}, 2)
    assert card_worth(catalog.variant("gin-rummy"), gin, "points") == pytest.approx(85 / 13 / 2)


@pytest.fixture
def feeding(catalog):
    """Rummy: seat 0 has drawn; seat 1 holds one card. The 8H fits the run on the table, so
    the next player takes it, lays it off and throws the last card away: out."""
    game = _game(catalog, "rummy", {
        "hands": [["8H", "KS", "QD", "JC", "10D", "9S", "2C"], ["4S"]],
        "table": [["5H", "6H", "7H"]], "discard": ["AD"], "stock_top": ["3C"]})
    game.apply(0, Draw())
    return game


def test_a_discard_that_lets_the_next_player_go_out_is_a_blunder(catalog, feeding):
    view = feeding.view(0)
    judge = DrawDiscardJudge(0, catalog.variant("rummy"), worlds=32, seed=3)
    verdict = judge.judge(Decision(1, view, Discard(card=parse_card("8H")), []))
    assert verdict.label == "blunder" and verdict.unit == "points" and verdict.sure == "clear"
    assert verdict.loss > 3 * 85 / 13 / 2
    assert verdict.reason == "fed" and verdict.params == {"card": "8H"}
    assert parse_action(verdict.best) != Discard(card=parse_card("8H"))


def test_the_best_play_is_never_labelled_worse_than_good(catalog, feeding):
    view = feeding.view(0)
    first = DrawDiscardJudge(0, catalog.variant("rummy"), worlds=32, seed=3).judge(
        Decision(1, view, Discard(card=parse_card("8H")), []))
    again = DrawDiscardJudge(0, catalog.variant("rummy"), worlds=32, seed=3).judge(
        Decision(1, view, parse_action(first.best), []))
    assert again.label in ("best", "good")


@pytest.fixture
def manipulation(catalog):
    """Machiavelli: the run 7H 8H 9H from the hand, and the 5C on the table's 2C 3C 4C: 4 cards."""
    game = _game(catalog, "machiavelli", {
        "hands": [["7H", "8H", "9H", "5C", "KD"], ["2D", "9C", "QS"]], "table": [["2C", "3C", "4C"]]})
    return game


def test_a_play_that_misses_the_best_count_is_flagged_with_it(catalog, manipulation):
    view = manipulation.view(0)
    judge = ManipulationJudge(0, catalog.variant("machiavelli"))
    short = Commit(table=(cards("2C", "3C", "4C"), cards("7H", "8H", "9H")))
    verdict = judge.judge(Decision(0, view, short, []))
    assert (verdict.placed, verdict.possible, verdict.loss, verdict.unit) == (3, 4, 1, "cards")
    assert verdict.label == "inaccuracy" and verdict.reason == "placed_cards"
    assert sorted(verdict.params["cards"]) == sorted(["7H", "8H", "9H", "5C"])
    best = parse_action(verdict.best)
    assert judge.judge(Decision(0, view, best, [])).label == "best"


def test_drawing_instead_of_playing_is_judged_where_the_draw_ends_the_turn(catalog, manipulation):
    view = manipulation.view(0)
    events = manipulation.apply(0, Draw())
    verdict = ManipulationJudge(0, catalog.variant("machiavelli")).judge(Decision(0, view, Draw(), events))
    assert (verdict.placed, verdict.possible, verdict.label) == (0, 4, "blunder")


def test_a_draw_that_keeps_the_turn_is_no_decision(catalog):
    game = _game(catalog, "manipulation", {
        "hands": [["7H", "8H", "9H", "KD"], ["2D", "9C", "QS"]], "table": [["2C", "3C", "4C"]]})
    view = game.view(0)
    events = game.apply(0, Draw())
    assert not any(ev.kind == "turn_ended" for ev in events)
    assert ManipulationJudge(0, catalog.variant("manipulation")).judge(Decision(0, view, Draw(), events)) is None


def test_a_reason_is_the_hints_own_for_the_best_move(catalog):
    """Issue 42, point 5: the review says why the best move was better with the reason code
    and parameters the hint gives for that move: 10♥ taken from the pile completes 8♥ 9♥
    10♥ at once (not "gives 9 chances to meld, against 6")."""
    from rules.position import position

    from rummy_desktop.advice import hint
    from rummy_desktop.advice.reasons import named
    from rummy_desktop.core.actions import Draw

    game = position("rummy", [["8H", "9H", "2D", "KD", "4S", "QS", "10C"],
                              ["3C", "4H", "7D", "8C", "JD", "JS", "2C", "6H"]], discard=["3D", "10H"])
    view = game.view(0)
    h = hint(view)
    verdict = DrawDiscardJudge(0, catalog.variant("rummy")).judge(Decision(1, view, Draw(), []))
    assert parse_action(verdict.best) == h.actions[0]
    assert verdict.reason == h.reason == "take_plays"
    assert verdict.params == named(h.params) == {"card": "10H", "cards": ["8H", "9H"]}


def test_a_move_with_one_legal_action_is_forced_and_left_out_of_the_accuracy(catalog):
    rummy = _game(catalog, "rummy", {"hands": [["8H", "KS", "QD", "JC", "10D", "9S", "2C"], ["4S", "5D"]],
                                     "discard": [], "stock_top": ["3C"]})
    view = rummy.view(0)  # no discard to take: the stock is the only draw
    drawn = DrawDiscardJudge(0, catalog.variant("rummy")).judge(Decision(0, view, Draw(), rummy.apply(0, Draw())))
    machiavelli = _game(catalog, "machiavelli", {"hands": [["7H", "9D", "KC"], ["2D", "9C", "QS"]],
                                                 "table": [["2C", "3C", "4C"]]})
    view = machiavelli.view(0)  # nothing can be placed: the draw is the only move
    events = machiavelli.apply(0, Draw())
    nothing = ManipulationJudge(0, catalog.variant("machiavelli")).judge(Decision(0, view, Draw(), events))
    assert drawn.label == nothing.label == "forced" and drawn.worlds == 0
    blunder = drawn.model_copy(update={"label": "blunder", "score": 5.0})
    assert accuracy([drawn, nothing, blunder]) == 5.0 and accuracy([drawn, nothing]) is None


def test_the_costliest_decisions_are_those_the_worlds_are_sure_of():
    from rummy_desktop.review.analysis import summary
    from rummy_desktop.storage.records import Review, Verdict

    def v(step, label, score, sure):
        return Verdict(step=step, action={"type": "draw"}, label=label, loss=1.0, unit="points", score=score,
                       sure=sure)

    review = Review(seat=0, engine=3, worlds=256, seed=0, moves=4, done=4, verdicts=[
        v(0, "blunder", 4.0, "close"), v(1, "mistake", 20.0, "clear"), v(2, "best", 100.0, "clear"),
        v(3, "inaccuracy", 50.0, "clear")])
    assert [x.step for x in summary(review).costliest] == [1, 3]
