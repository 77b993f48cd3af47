"""A buy reads as a buy in the move log (Contract Rummy): the discard taken out of turn,
not "took it from the discard pile" as a draw in turn would read, on the table that
played it and on a network client's (the event crosses the wire with ``bought``)."""

from __future__ import annotations

from rummy_desktop.core.actions import Buy
from rummy_desktop.net.views import engine_event, public_event
from rummy_desktop.session.move_log import MoveLog
from rummy_desktop.ui.table.move_log import MoveLogView


def test_a_bought_discard_is_logged_as_a_buy(qtbot, catalog):
    game = catalog.new_game("contract-rummy", {}, 3, seed=3)
    players = [catalog.player("greedy").create(s, s + 1, 60.0) for s in range(3)]
    logs = [MoveLog(1), MoveLog(1)]  # the host's own events, and the same events off the wire
    for log in logs:
        log.begin(game.view(1))
    lines: list[list] = [[], []]
    while not any(isinstance(a, Buy) for _, a in game.log):
        seat, before = game.to_act, game.view(1)
        events = game.apply(seat, players[seat].choose(game.view(seat)))
        lines[0] += logs[0].feed(before, events)
        lines[1] += logs[1].feed(before, [engine_event(public_event(e, 1)) for e in events])
    buyer = game.log[-1][0]
    view = MoveLogView()
    qtbot.addWidget(view)
    view.viewer, view.name = 1, lambda s: f"Seat {s + 1}"
    for entries in lines:
        bought = [e for e in entries if e.kind == "took_discard" and e.bought]
        assert [e.seat for e in bought] == [buyer]
        text = view.entry_text(bought[0])
        assert text.endswith(" out of turn") and " bought " in text and "discard pile" not in text
        assert all("bought" not in view.entry_text(e) for e in entries if e.kind == "took_discard" and not e.bought)
