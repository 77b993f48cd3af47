"""Oklahoma Gin over the network (issue 44, point 5): a whole game between two clients
played by computer levels, on 127.0.0.1. It is a third-party distribution
(plugins/oklahoma-gin, installed by make venv) whose knock limit changes with each round's
first upcard: every client rebuilds the round's rules from its view and knocks within them."""

from __future__ import annotations

from rummy_desktop.core.engine import Game

from .lan import join, make_host, play_out


def test_a_whole_game_of_oklahoma_gin_over_the_lan(qtbot, catalog):
    from rummy_oklahoma_gin import knock_limit

    host = make_host(catalog, "oklahoma-gin", "open,open", {"target": "100"}, seed=3)
    clients = [join(catalog, host, "Ana", level="standard"), join(catalog, host, "Bia", level="greedy")]
    limits: dict[int, set[tuple[int, int]]] = {0: set(), 1: set()}  # (round, knock limit) each client saw
    for c in clients:
        c.viewChanged.connect(lambda c=c: c.view.rules is not None and c.view.upcard is not None and limits[
            c.seat].add((c.view.round_no, c.view.rules.knock.limit, knock_limit(c.view.upcard))))
    play_out(qtbot, host, clients, timeout=60)
    game = host.game
    assert game.over and game.state.result.bonuses
    history = game.state.history
    assert len(history) >= 2 and {r.outcome.ending for r in history} <= {"knock", "gin", "stock"}
    for r in history:
        if r.outcome.ending == "knock":
            assert 0 < r.outcome.deadwood[r.outcome.seat] <= knock_limit(r.outcome.upcard)
    for c in clients:
        assert c.result == host.result and c.refusal is None and c.player.refusals == 0
        assert c.view == game.view(c.seat)
        seen = limits[c.seat]
        assert all(limit == expected for _, limit, expected in seen)  # the client's rules follow each upcard
        assert {n for n, _, _ in seen} >= set(range(1, len(history) + 1))  # every round's
    replay = Game.replay(catalog.variant("oklahoma-gin"), game.options, 2, game.seed, game.log, catalog.adjust)
    assert replay.state.totals == game.state.totals
