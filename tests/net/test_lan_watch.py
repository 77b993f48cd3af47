"""Spectators and the lobby, live on 127.0.0.1: a spectator joins with the code, sees what
every player sees and never a hand, chats, takes no seat, is listed in the lobby; at most
so many; the host removes a player from the lobby."""

from __future__ import annotations

from rummy_desktop.core.actions import Draw
from rummy_desktop.net import protocol as P
from rummy_desktop.net.client import Client
from rummy_desktop.net.host import HostLimits

from .lan import CODE, LOOPBACK, OPEN, join, make_host, play_out


def watch(catalog, host, name: str = "Eve", **kw) -> Client:
    client = Client(catalog, name, kw.pop("code", CODE), watch=True, **kw)
    OPEN.append(client)
    client.connect_to(LOOPBACK, host.port)
    return client


def test_a_spectator_sees_the_table_never_a_hand_and_chats(qtbot, catalog):
    host = make_host(catalog, "rummy", "open,open,greedy", seed=4)
    eve = watch(catalog, host, "Eve")
    ana = join(catalog, host, "Ana")
    qtbot.waitUntil(lambda: eve.watcher and ana.watchers == ["Eve"], timeout=5000)
    assert host.watchers == ["Eve"] and eve.seat is None and eve.token is None
    hands = []
    eve.viewChanged.connect(lambda: hands.append(eve.view.hand))
    bea = join(catalog, host, "Bea")
    qtbot.waitUntil(lambda: host.game is not None and len(host.game.log) >= 10, timeout=10000)
    late = watch(catalog, host, "Late")  # mid-game: the round so far, then the view
    qtbot.waitUntil(lambda: late.view is not None, timeout=5000)
    assert late.history and late.view.hand == () and late.view.seat is None
    eve.say("nice move")
    qtbot.waitUntil(lambda: (None, "Eve", "nice move") in ana.chat_lines, timeout=5000)
    got = []
    eve.answered.connect(got.append)
    eve.send_command(Draw())  # a spectator plays no seat
    qtbot.waitUntil(lambda: bool(got), timeout=5000)
    assert not got[0].accepted and got[0].refusal.reason == "not_joined"
    play_out(qtbot, host, [ana, bea, eve, late])
    assert hands and all(h == () for h in hands) and eve.result == host.result
    assert eve.view == host.game.view(None)
    host.close()


def test_spectators_are_few(qtbot, catalog):
    host = make_host(catalog, "rummy", "open,open", limits=HostLimits(watchers=1))
    first, second = watch(catalog, host, "One"), None
    qtbot.waitUntil(lambda: first.watcher, timeout=5000)
    second = watch(catalog, host, "Two")
    qtbot.waitUntil(lambda: second.refusal is not None, timeout=5000)
    assert second.refusal == P.Refusal(reason="spectators_full", params={"max": 1}) and first.connected
    first.close()
    qtbot.waitUntil(lambda: host.watchers == [], timeout=5000)
    third = watch(catalog, host, "Three")
    qtbot.waitUntil(lambda: third.watcher, timeout=5000)
    host.close()


def test_the_host_removes_a_player_from_the_lobby_and_the_kick_sticks(qtbot, catalog):
    """Removed: its token is revoked and its address refused (with the code too) until the
    host lets it back; the lobby keeps who was removed. Another player at the table is not
    touched."""
    host = make_host(catalog, "rummy", "open,open,open")
    ana = join(catalog, host, "Ana", level=None)
    bad = join(catalog, host, "Troll", level=None)
    qtbot.waitUntil(lambda: ana.seat is not None and bad.seat is not None, timeout=5000)
    seat, token = bad.seat, bad.token
    host.remove(seat)
    qtbot.waitUntil(lambda: bad.refusal is not None, timeout=5000)
    assert bad.refusal.reason == "removed"
    assert host.seat_infos()[seat].kind == "open" and host.open_seats == 2
    assert [(r.name, r.address) for r in host.removed] == [("Troll", LOOPBACK)]
    qtbot.waitUntil(lambda: ana.seats[seat].kind == "open", timeout=5000)
    for again in (join(catalog, host, "Troll", token=token, level=None),  # its token is no key any more
                  join(catalog, host, "Troll", level=None),  # nor is the code, from its address
                  watch(catalog, host, "Troll")):
        qtbot.waitUntil(lambda: again.refusal is not None, timeout=5000)
        assert again.refusal.reason == "removed" and again.seat is None and not again.watcher
    assert host.open_seats == 2 and ana.connected and host.failures() == (0, 0)
    host.let_back(LOOPBACK)
    assert host.removed == []
    back = join(catalog, host, "Troll", level=None)  # the host let it back: with the code, a seat
    qtbot.waitUntil(lambda: back.seat is not None, timeout=5000)
    host.close()
