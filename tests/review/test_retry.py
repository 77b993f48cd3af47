"""Retry a mistake, the part without a window: which decisions are offered, and the seat
the table plays at one (the game rebuilt at the decision from the record, one move, nobody
else moves, the record untouched)."""

from __future__ import annotations

import pytest
from support import play, whole_record

from rummy_desktop.core.actions import Discard, Draw, IllegalAction
from rummy_desktop.review.replay import Replay
from rummy_desktop.review.retry import RetryChannel, first_from, marked
from rummy_desktop.storage.records import Review, Verdict


def _verdict(step: int, label: str) -> Verdict:
    return Verdict(step=step, action={"type": "draw"}, best=None if label == "best" else {"type": "draw"},
                   label=label, loss=0.0, unit="points", score=100.0, reason="best", params={})


def test_the_decisions_offered_are_those_marked_inaccuracy_or_worse_in_order():
    review = Review(seat=0, engine=2, worlds=256, seed=0, moves=40, verdicts=[
        _verdict(9, "blunder"), _verdict(3, "best"), _verdict(5, "inaccuracy"), _verdict(7, "good"),
        _verdict(12, "mistake")])
    offered = marked(review)
    assert [v.step for v in offered] == [5, 9, 12]
    assert marked(None) == []
    # from the review's position: the decision that led there, else the next, else the first
    assert first_from(offered, 10).step == 9 and first_from(offered, 11).step == 12
    assert first_from(offered, 0).step == 5 and first_from(offered, 30).step == 5
    assert first_from([], 3) is None


@pytest.mark.parametrize("variant", ["rummy", "vatican"])
def test_the_retry_seat_is_the_position_of_the_record_and_takes_one_move(catalog, variant):
    game, _ = play(catalog, variant, ["random", "greedy"], seed=4, actions=30)
    record = whole_record(game, ["random", "greedy"])
    kept = record.model_dump_json()
    replay = Replay(record, catalog, 0)
    decision = replay.decisions()[3]
    channel = RetryChannel(record, decision.step, 0, catalog)
    assert channel.view() == decision.view  # the same hand, table, pile and turn
    assert [s.kind for s in channel.seats()] == ["human", "computer"]
    moved = []
    channel.on_move(lambda: moved.append(channel.move))
    with pytest.raises(IllegalAction):
        channel.submit(Discard(card=next(c for c in range(52) if c not in decision.view.hand)))  # refused: nothing changed, the player tries again
    assert channel.move is None and not moved and channel.view() == decision.view
    channel.submit(decision.action)
    assert moved == [decision.action] and channel.move == decision.action
    log = list(channel.game.log)
    with pytest.raises(IllegalAction):
        channel.submit(Draw())  # the retry is one move
    channel.ready()  # the table has shown it: nobody else moves
    assert channel.game.log == log
    assert record.model_dump_json() == kept
    assert channel.round_log().entries  # the round so far, for the table's move log
