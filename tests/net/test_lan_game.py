"""Whole games over the network, on 127.0.0.1: a host in this process and clients played by
computer levels. After every move each client's view is the host's ``view(seat)``."""

from __future__ import annotations

import pytest

from rummy_desktop.ai.greedy import GreedyPlayer
from rummy_desktop.core.engine import Game
from rummy_desktop.net import client as client_module
from rummy_desktop.net.client import Client, RemoteChannel
from rummy_desktop.plugins.manager import default_catalog

from .lan import ViewRecorder, join, make_host, play_out, spin

CATALOG = default_catalog()
VARIANTS = sorted(v.spec.id for v in CATALOG.variants.all())
# the longest rule sets at their largest tables, shortened by their own options
SHORTER = {"rummy-500": {"target": "250"}}


@pytest.mark.parametrize("variant", VARIANTS)
def test_a_whole_game_at_the_largest_table(qtbot, monkeypatch, catalog, variant):
    players = catalog.variant(variant).spec.max_players
    recorder = ViewRecorder(monkeypatch)
    host = make_host(catalog, variant, ",".join(["open"] * players), SHORTER.get(variant), seed=11)
    clients = [join(catalog, host, f"P{i}") for i in range(players)]
    seen: dict[int, list] = {}
    for c in clients:
        c.viewChanged.connect(lambda c=c: seen.setdefault(c.seat, []).append(c.view))
    play_out(qtbot, host, clients, timeout=60)
    game = host.game
    assert game.over and len(game.log) > players
    assert sorted(c.seat for c in clients) == list(range(players))
    assert recorder.whole == players and recorder.deltas > players  # one whole view each, then deltas
    for c in clients:
        assert c.result == host.result
        assert c.refusal is None and c.player.refusals == 0 and c.resyncs == 0
        assert seen[c.seat] == recorder.by_seat[c.seat]  # every view, in order
        assert c.view == game.view(c.seat)
    # the host's game is the one its log replays: nothing else changed it
    replay = Game.replay(catalog.variant(variant), game.options, players, game.seed, game.log, catalog.adjust)
    assert replay.state.totals == game.state.totals
    assert host.result["scores"] == list(game.state.totals)
    assert host.result["turns"] > 0 and host.result["rounds"] == game.state.round_no
    host.close()


def test_a_client_that_lost_track_of_its_view_asks_for_it_whole(qtbot, monkeypatch, catalog):
    """A delta that does not follow the client's copy is not applied: the client asks for the
    whole view (resync), and from then on follows the deltas again."""
    recorder = ViewRecorder(monkeypatch)
    host = make_host(catalog, "rummy", "open,open,open", seed=9)
    clients = [join(catalog, host, f"P{i}") for i in range(3)]
    qtbot.waitUntil(lambda: all(c.view is not None for c in clients), timeout=10000)
    lost = clients[0]
    lost._views.version -= 1  # as if a delta had gone astray
    play_out(qtbot, host, clients)
    assert lost.resyncs == 1 and recorder.whole == 3 + 1
    for c in clients:
        assert c.view == host.game.view(c.seat) and c.refusal is None
    host.close()


def test_events_too_large_for_the_deltas_frame_go_ahead_on_their_own(qtbot, monkeypatch, catalog):
    from rummy_desktop.net.framing import FrameTooLarge
    from rummy_desktop.net.host import transport as host_module

    real_encode = host_module.encode
    split = []

    def encode(message, seal=None):
        if message.type == "view_delta" and message.events:
            split.append(message.seq)
            raise FrameTooLarge("as if the table were full")
        return real_encode(message, seal)

    monkeypatch.setattr(host_module, "encode", encode)
    recorder = ViewRecorder(monkeypatch)
    host = make_host(catalog, "rummy", "open,greedy", seed=6)
    client = join(catalog, host, "Ana")
    updates = []
    client.updated.connect(updates.append)
    views = []
    client.viewChanged.connect(lambda: views.append(client.view))
    qtbot.waitUntil(lambda: client.result is not None, timeout=30000)
    assert split and views == recorder.by_seat[client.seat] and client.resyncs == 0
    theirs = [u for u in updates if u.seat == 1]
    assert theirs and all(u.events for u in theirs)  # the computer's moves, with their events
    assert {e.kind for u in theirs for e in u.events} >= {"drew", "discarded", "turn_ended"}
    host.close()


def test_seed_is_never_sent(qtbot, monkeypatch, catalog):
    """The shuffle seed is in no byte a client receives (the message-level audit checks the
    cards; this checks the live connection)."""
    seed = 982_451_653_271
    data: list[bytes] = []
    real_read = Client._read

    def read(self):
        chunk = bytes(self._socket.peek(self._socket.bytesAvailable()).data())
        data.append(chunk)
        real_read(self)

    monkeypatch.setattr(Client, "_read", read)
    host = make_host(catalog, "carousel", "open,open,open", seed=seed)
    clients = [join(catalog, host, f"P{i}") for i in range(3)]
    play_out(qtbot, host, clients)
    everything = b"".join(data)
    assert len(everything) > 10_000 and str(seed).encode() not in everything
    host.close()


def test_the_hosts_own_seat_and_its_computers(qtbot, catalog):
    """The host plays seat 0 through its SeatChannel; seat 1 is the host's computer; seat 2
    a client. The host's seat sees what a client would: nobody else's drawn card."""
    host = make_host(catalog, "rummy", "host,greedy,open", seed=3)
    channel = host.channel(0)
    updates = []
    channel.listen(updates.append)
    client = join(catalog, host, "Bea")
    qtbot.waitUntil(lambda: host.game is not None, timeout=10000)
    me = GreedyPlayer(0)
    infos = channel.seats()
    assert [i.kind for i in infos] == ["human", "computer", "remote"] and infos[2].name == "Bea"

    def my_turn():
        return bool(host.game.over or (channel.view().open_actions and not channel.busy))

    while not host.game.over:
        spin(my_turn, 20)
        if host.game.over:
            break
        events = channel.submit(me.choose(channel.view()))
        assert events
    qtbot.waitUntil(lambda: client.result is not None, timeout=10000)
    assert client.result == host.result
    assert {u.seat for u in updates} >= {1, 2}
    drawn = [e for u in updates for e in u.events if e.kind == "drew"]
    assert drawn and all(e.private is None for e in drawn)  # the others' drawn cards stay hidden
    # the game is over: a player who goes is gone, not awaited (no countdown, no stand-in)
    client.close()
    qtbot.waitUntil(lambda: host.seat_infos()[2].status != "connected", timeout=10000)
    assert host.seat_infos()[2].status == "left" and host.seat_infos()[2].seconds_left is None
    assert channel.seats()[2].connection == "left"
    host._tick()
    assert not host.seats[2].held
    host.close()


def test_the_host_reading_a_score_sheet_holds_nobody_else(qtbot, catalog):
    """The host's table pauses its channel while a score sheet is open: the computer seat and
    the player over the network take their turns all the same, and the host's table hears
    of them."""
    host = make_host(catalog, "rummy", "host,greedy,open", seed=3)
    channel = host.channel(0)
    client = join(catalog, host, "Bea")
    qtbot.waitUntil(lambda: host.game is not None, timeout=10000)
    me = GreedyPlayer(0)
    spin(lambda: host.game.to_act == 0 and bool(channel.view().open_actions), 20)
    while host.game.to_act == 0:  # the host's turn, then the sheet opens
        channel.submit(me.choose(channel.view()))
    updates = []
    channel.listen(updates.append)
    channel.pause(True)
    qtbot.waitUntil(lambda: host.game.to_act == 0 or host.game.over, timeout=10000)
    assert {u.seat for u in updates} == {1, 2}  # both others played behind the sheet
    channel.pause(False)
    # the last move's view may still be on its way to the client (it was sent, not yet read)
    qtbot.waitUntil(lambda: client.view == host.game.view(client.seat), timeout=5000)
    host.close()


def test_a_remote_seat_plays_through_the_seat_interface(qtbot, catalog):
    """RemoteChannel: submit waits for the host's answer; a refusal is IllegalAction with the
    engine's reason code and changes nothing; the other seats' moves reach the listeners."""
    from rummy_desktop.core.actions import Discard, IllegalAction

    host = make_host(catalog, "rummy", "greedy,open", seed=5)
    client = join(catalog, host, "Ana", level=None)
    qtbot.waitUntil(lambda: client.view is not None, timeout=10000)
    channel = RemoteChannel(client)
    updates = []
    channel.listen(updates.append)
    assert channel.family == "draw-discard" and [s.kind for s in channel.seats()] == ["computer", "human"]
    me = GreedyPlayer(channel.seat)
    refused = False
    while not host.game.over:
        spin(lambda: bool(host.game.over or channel.view().open_actions), 20)
        if host.game.over:
            break
        view = channel.view()
        if not refused and "discard" in view.open_actions:
            log = len(host.game.log)
            with pytest.raises(IllegalAction) as e:
                channel.submit(Discard(card=next(c for c in range(52) if c not in view.hand)))
            assert e.value.code == "not_in_hand" and len(host.game.log) == log
            assert channel.view() == view
            refused = True
        action = me.choose(view)
        events = channel.submit(action)
        assert events and channel.view() is not view, (action, events)
        if isinstance(action, Discard) and not any(e.kind == "round_ended" for e in events):
            assert action.card not in channel.view().hand and action.card in channel.view().discard
    assert refused and updates and all(u.seat == 0 for u in updates)
    qtbot.waitUntil(lambda: client.result is not None, timeout=10000)
    host.close()


def test_a_command_that_gets_no_answer_is_refused_in_time(qtbot, catalog, monkeypatch):
    from rummy_desktop.core.actions import IllegalAction

    host = make_host(catalog, "rummy", "open,greedy", seed=5)
    client = join(catalog, host, "Ana", level=None)
    qtbot.waitUntil(lambda: client.view is not None, timeout=10000)
    channel = RemoteChannel(client)
    client.limits.answer = 0.3
    monkeypatch.setattr(client_module.Client, "send_command", lambda self, action: 99)  # lost on the way
    with pytest.raises(IllegalAction) as e:
        channel.submit(GreedyPlayer(0).choose(channel.view()))
    assert e.value.code == "no_answer" and not channel.busy
    host.close()


def test_the_thinking_time_reaches_the_hosts_computer_seats_and_a_joined_computer(qtbot, catalog):
    """``host --think-time`` and ``join --think-time``: the host's computer seats (and the
    stand-in of a dropped player), and the computer level a client joins with."""
    from rummy_desktop.net.client import ComputerSeat

    host = make_host(catalog, "rummy", "standard,open", seed=3, think_time=0.5)
    client = join(catalog, host, "P1", level=None)
    client.joined.connect(lambda _s: setattr(client, "player", ComputerSeat(client, "expert", think_time=0.25)))
    qtbot.waitUntil(lambda: host.game is not None and len(host.game.log) > 6, timeout=30000)
    assert host.session._players[0].time_budget == 0.5
    assert [p.time_budget for p in client.player._players.values()] == [0.25]
    host.set_think_time(2.0)
    assert host.session._players[0].time_budget == 2.0
    host.session.hand_to_computer(1, host.stand_in)
    assert host.session._players[1].time_budget == 2.0
    host.close()
    client.close()
