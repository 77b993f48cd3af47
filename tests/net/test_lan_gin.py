"""Gin Rummy over the network (issue 36, point 3): a whole game between two clients played
by computer levels, on 127.0.0.1. Gin is a third-party distribution (plugins/gin-rummy,
installed by make venv); the clients knock, show their melds and lay off through the same
wire as the built-in rule sets."""

from __future__ import annotations

from rummy_desktop.core.engine import Game

from .lan import join, make_host, play_out


def test_a_whole_game_of_gin_rummy_over_the_lan(qtbot, catalog):
    host = make_host(catalog, "gin-rummy", "open,open", seed=5)
    clients = [join(catalog, host, "Ana", level="greedy"), join(catalog, host, "Bia", level="beginner")]
    seen: list[str] = []  # the kinds of the other seat's events each client heard
    for c in clients:
        c.updated.connect(lambda update: seen.extend(e.kind for e in update.events))
    play_out(qtbot, host, clients, timeout=60)
    game = host.game
    assert game.over and game.state.result.bonuses  # the game, line and shutout bonuses
    endings = [r.outcome.ending for r in game.state.history]
    assert set(endings) <= {"knock", "gin", "stock"} and {"knock", "gin"} & set(endings)
    for c in clients:
        assert c.result == host.result and c.refusal is None and c.player.refusals == 0
        assert c.view == game.view(c.seat)
        assert [r["ending"] for r in c.view.rounds] == endings
    assert "knocked" in seen and "melded" in seen  # the knock and the hands shown reached the other
    replay = Game.replay(catalog.variant("gin-rummy"), game.options, 2, game.seed, game.log, catalog.adjust)
    assert replay.state.totals == game.state.totals
