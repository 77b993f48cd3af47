"""Whole seeded games: the review reads no hidden state (a client's record, which holds
only what the seat saw, gets the same verdicts as the whole game's), and the accuracy
orders the levels: Random far below the Beginner, the Beginner below the Expert."""

import pytest

from rummy_desktop.review.analysis import Analysis, summary
from rummy_desktop.review.replay import Replay, ReplayError
from rummy_desktop.review.verdicts import FLOOR, WORLDS

try:
    from support import client_record, play, steady_levels, whole_record
except ImportError:
    from .support import client_record, play, steady_levels, whole_record


@pytest.mark.parametrize("variant", ["rummy", "tahiti"])
def test_the_review_sees_only_what_the_seat_saw(catalog, monkeypatch, variant):
    steady_levels(monkeypatch)
    levels = ["random", "standard"]
    game, recorders = play(catalog, variant, levels, seed=4, actions=40)
    whole = Analysis(Replay(whole_record(game, levels, 1), catalog), worlds=FLOOR, seed=2)
    seen = Analysis(Replay(client_record(game, recorders[1]), catalog), worlds=FLOOR, seed=2)
    assert len(seen.moves) == len(whole.moves) > 5
    verdicts = list(whole.run())
    assert verdicts and list(seen.run()) == verdicts


def test_a_clients_record_reviews_only_its_own_seat(catalog, monkeypatch):
    steady_levels(monkeypatch)
    game, recorders = play(catalog, "machiavelli", ["random", "random"], seed=4, actions=6)
    with pytest.raises(ReplayError, match="only seat 0"):
        Replay(client_record(game, recorders[0]), catalog, seat=1)
    replay = Replay(client_record(game, recorders[0]), catalog)
    assert [p.view.hand for p in replay.positions] == [p.view.hand for p in
                                                       Replay(whole_record(game, ["random"] * 2), catalog).positions]


def accuracies(catalog, variant, levels, seed, worlds, actions=None):
    """Each level's accuracy in a seeded game between ``levels`` (its first round, or its
    first ``actions`` actions)."""
    game, _ = play(catalog, variant, levels, seed, actions=actions)
    out = {}
    for seat, level in enumerate(levels):
        analysis = Analysis(Replay(whole_record(game, levels, seat), catalog), worlds=worlds, seed=seed)
        list(analysis.run())
        out[level] = summary(analysis.review).accuracy
    return out


@pytest.mark.parametrize("variant", ["manipulation", "machiavelli", "shanghai", "guadalupe", "carousel", "vatican",
                                     "tahiti"])
def test_accuracy_orders_the_levels_in_the_manipulation_family(catalog, monkeypatch, variant):
    steady_levels(monkeypatch)
    acc = accuracies(catalog, variant, ["beginner", "expert", "random"], seed=1, worlds=WORLDS)
    assert acc["random"] + 8 < acc["beginner"] < acc["expert"], acc


@pytest.mark.parametrize("variant", ["rummy", "rummy-multiplayer", "rummy-500"])
def test_random_play_is_below_the_expert_in_the_draw_and_discard_games(catalog, monkeypatch, variant):
    # the whole ordering, Beginner against Expert included, needs more decisions than a
    # test can afford: bench/review_levels.py measures it on whole rounds
    steady_levels(monkeypatch)
    acc = accuracies(catalog, variant, ["random", "expert"], seed=1, worlds=FLOOR, actions=30)
    assert acc["random"] < acc["expert"], acc


def test_a_review_with_fewer_worlds_than_the_floor_is_refused(catalog, monkeypatch):
    steady_levels(monkeypatch)
    game, _ = play(catalog, "rummy", ["random", "random"], seed=6, actions=4)
    with pytest.raises(ValueError, match=f"at least {FLOOR} worlds"):
        Analysis(Replay(whole_record(game, ["random", "random"]), catalog), worlds=FLOOR - 1)


def test_a_review_stopped_half_way_goes_on_to_the_same_verdicts(catalog, monkeypatch):
    steady_levels(monkeypatch)
    game, _ = play(catalog, "rummy", ["beginner", "standard"], seed=6, actions=30)
    record = whole_record(game, ["beginner", "standard"])
    whole = Analysis(Replay(record, catalog), worlds=FLOOR, seed=3)
    straight = list(whole.run())
    first = Analysis(Replay(record, catalog), worlds=FLOOR, seed=3)
    for _ in range(len(first.moves) // 2):
        first.step()
    kept = first.review.model_copy(deep=True)
    again = Analysis(Replay(record, catalog), worlds=FLOOR, seed=3, review=kept)
    assert again.done == len(first.moves) // 2
    list(again.run())
    assert again.review.verdicts == straight and again.finished
    other = Analysis(Replay(record, catalog), worlds=FLOOR + 1, seed=3, review=kept)  # made another way: again
    assert other.done == 0


def test_a_buy_in_a_clients_record_reads_as_a_buy(catalog):
    """A discard bought out of turn (Contract Rummy) is a Buy in a client's record, as in the
    whole game's, not a discard taken in turn: the event says it was bought."""
    from rummy_desktop.core.actions import Buy

    game, recorders = play(catalog, "contract-rummy", ["greedy"] * 3, seed=3, rounds=1)
    for seat in range(3):
        bought = [a for s, a in game.log if s == seat and isinstance(a, Buy)]
        taken = [d.action for d in Replay(client_record(game, recorders[seat]), catalog).decisions()]
        assert [a for a in taken if isinstance(a, Buy)] == bought
    assert any(isinstance(a, Buy) for _, a in game.log)
