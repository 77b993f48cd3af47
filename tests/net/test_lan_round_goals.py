"""A rule set with rounds, goals laid whole and buys over the network (issue 44, point 5),
on 127.0.0.1: Contract Rummy, a distribution under plugins/ (installed by make venv),
between two clients and a computer seat of the host. Its first deal is played through the
wire: the discard offered out of turn reaches the seat asked and its buy comes back, the
contract goes down as one move, and every client's view is the host's."""

from __future__ import annotations

from rummy_desktop.core.actions import Buy, MeldMany
from rummy_desktop.core.engine import Game

from .lan import join, make_host


def test_the_first_deal_of_contract_rummy_over_the_lan(qtbot, catalog):
    host = make_host(catalog, "contract-rummy", "open,open,greedy", seed=3)
    clients = [join(catalog, host, "Ana", level="greedy"), join(catalog, host, "Bia", level="standard")]
    seen: list[str] = []
    bought: list[list[int]] = [[], []]  # the seats each client saw buy a discard
    for c, mine in zip(clients, bought):
        c.updated.connect(lambda update: seen.extend(e.kind for e in update.events))
        c.updated.connect(lambda update, mine=mine: mine.extend(
            e.seat for e in update.events if e.kind == "took_discard" and e.data.get("bought")))
    qtbot.waitUntil(lambda: host.game is not None and host.game.state.round_no >= 2, timeout=240000)
    game = host.game
    record = game.state.history[0]
    assert record.outcome.ending in ("out", "stock", "dead")
    actions = [a for _, a in game.log]
    assert any(isinstance(a, Buy) for a in actions) and any(isinstance(a, MeldMany) for a in actions)
    qtbot.waitUntil(lambda: all(c.view is not None and c.view.round_no == game.state.round_no for c in clients),
                    timeout=20000)
    for c in clients:
        assert c.refusal is None and c.player.refusals == 0
    assert "melded" in seen and "took_discard" in seen
    buyers = {seat for seat, a in game.log if isinstance(a, Buy)}
    assert all(mine and set(mine) <= buyers for mine in bought)  # a buy reads as a buy on every client
    replay = Game.replay(catalog.variant("contract-rummy"), game.options, 3, game.seed, game.log, catalog.adjust)
    assert replay.state.totals == game.state.totals
