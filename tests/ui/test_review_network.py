"""A network game's records: the host keeps the whole game, a client only what its
seat's views showed, and both replay (the client's from its views alone)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from rummy_desktop.review.replay import Replay
from rummy_desktop.storage import records

try:
    from table_driver import TableDriver
    from test_network_ui import find_and_join, open_lobby, two  # the fixture
except ImportError:
    from .table_driver import TableDriver
    from .test_network_ui import find_and_join, open_lobby, two  # noqa: F401  (two: the fixture)

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")


def test_the_host_and_the_client_keep_their_records(qtbot, two, catalog):
    from rummy_desktop.ai.greedy import GreedyPlayer

    w1, w2 = two
    lobby = open_lobby(w1, players=2)
    host = lobby.host
    find_and_join(qtbot, w2, lobby, host.code)
    qtbot.waitUntil(lambda: lobby.start_button.isEnabled(), timeout=5000)
    qtbot.mouseClick(lobby.start_button, Qt.LeftButton)
    qtbot.waitUntil(lambda: w2.table is not None and w1.table is not None, timeout=5000)
    brains = {0: GreedyPlayer(0, 5), 1: GreedyPlayer(1, 6)}
    moves = []

    def played() -> bool:
        for w in (w1, w2):
            t = TableDriver(qtbot, w.table)
            v = t.latest_view()
            if v.phase not in ("over", "between_rounds") and v.turn == t.seat and t.idle(busy_only=True):
                t.table.submit(brains[t.seat].choose(v))
                moves.append(t.seat)
        return len(moves) >= 12 and TableDriver(qtbot, w2.table).latest_view() == w2.controller.recorder._last

    qtbot.waitUntil(played, timeout=60000)
    w1.controller.keep_record(10)
    w2.controller.keep_record(10)
    kept = {records.load(p).kind: records.load(p) for p in records.record_files()}
    assert set(kept) == {"hosted", "client"}
    hosted, client = kept["hosted"], kept["client"]
    assert [s.kind for s in hosted.seats] == ["human", "remote"] and hosted.seed is not None
    assert client.seat == 1 and [s.kind for s in client.seats] == ["remote", "human"] and not client.actions
    seen = Replay(client, catalog)
    assert seen.positions[-1].view.hand == TableDriver(qtbot, w2.table).latest_view().hand
    mine = [d.action for d in seen.decisions()]
    whole = Replay(hosted, catalog, seat=1)
    assert mine == [d.action for d in whole.decisions()][:len(mine)] and len(mine) >= 4
