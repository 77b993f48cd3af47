"""What a live host refuses, on 127.0.0.1: wrong join codes, another protocol version, a
client without the host's rules, commands for another seat, out of turn, replayed, after
the end, floods; silent peers, and taking a seat back with its token."""

from __future__ import annotations

import json

from rummy_desktop.core.actions import Draw
from rummy_desktop.net import protocol as P
from rummy_desktop.net.host import HostLimits, token_hash

from .lan import CODE, LOOPBACK, Clock, Raw, advance, frame, join, make_host, play_out


def _joined(qtbot, host, name="Raw") -> Raw:
    raw = Raw(host.port)
    raw.open(CODE)
    qtbot.waitUntil(lambda: raw.sealed, timeout=5000)
    raw.send(P.Join(name=name))
    qtbot.waitUntil(lambda: bool(raw.of("joined")), timeout=5000)
    return raw


def test_wrong_codes_a_few_tries_per_address_then_refused(qtbot, catalog):
    clock = Clock()
    host = make_host(catalog, "rummy", "open,open", limits=HostLimits(tries=3, try_window=60), clock=clock)
    refusals = []
    for _ in range(3):
        c = join(catalog, host, code="nope")
        qtbot.waitUntil(lambda c=c: c.refusal is not None, timeout=5000)
        refusals.append(c.refusal)
    assert [r.reason for r in refusals] == ["bad_code"] * 3
    late = join(catalog, host)  # the right code, but this address has had its tries
    qtbot.waitUntil(lambda: late.refusal is not None, timeout=5000)
    assert late.refusal.reason == "too_many_tries" and late.seat is None
    assert all(not s.joined for s in host.seats)
    clock.now += 61  # the window has passed
    ok = join(catalog, host, level=None)
    qtbot.waitUntil(lambda: ok.seat is not None, timeout=5000)
    assert ok.refusal is None and host.seats[ok.seat].token_hash == token_hash(ok.token)
    assert ok.token not in repr(host.seats)  # the host keeps only the token's hash
    host.close()


def test_an_older_client_is_refused_naming_both_versions(qtbot, catalog):
    """A client of protocol 2 (before the sealing: its hello carried the player's name) or
    3 (before the table's name and options were sealed) is told, in the clear, which
    versions meet; the host's hello names no seat."""
    host = make_host(catalog, "rummy", "open,open")
    first = join(catalog, host, "Ana", level=None)
    qtbot.waitUntil(lambda: first.seat is not None, timeout=5000)
    for old in (b'{"type":"hello","protocol":2,"program":"0.0.9","name":"Bea"}',
                b'{"type":"hello","protocol":3,"program":"0.0.9"}'):
        raw = Raw(host.port)
        qtbot.waitUntil(lambda: raw.connected, timeout=5000)
        raw.write(frame(old))
        qtbot.waitUntil(lambda: raw.closed, timeout=5000)
        (hello,) = raw.of("hello")
        assert hello.protocol == P.PROTOCOL_VERSION == 6 and hello.variant == "rummy"
        (refused,) = raw.of("refused")
        assert refused.fatal and refused.refusal.reason == "version_mismatch"
        assert refused.refusal.params == {"host_protocol": P.PROTOCOL_VERSION, "client_protocol": json.loads(old)["protocol"],
                                          "host_program": P.PROGRAM_VERSION, "client_program": "0.0.9"}
        assert "Ana" not in repr(raw.received) and first.connected
    host.close()


class _Without:
    """A client's plugin catalogue that lacks one rule set."""

    def __init__(self, catalog, missing: str) -> None:
        self._c, self._missing = catalog, missing
        self.variants = self

    def get(self, variant_id):
        return None if variant_id == self._missing else self._c.variants.get(variant_id)

    def __getattr__(self, name):
        return getattr(self._c, name)


def test_a_client_without_the_hosts_rule_set_is_told_which(qtbot, catalog):
    host = make_host(catalog, "vatican", "open,open")
    c = join(_Without(catalog, "vatican"), host)
    qtbot.waitUntil(lambda: c.refusal is not None, timeout=5000)
    assert c.refusal.reason == "missing_plugin" and c.refusal.params["variant"] == "vatican"
    assert c.seat is None and all(not s.joined for s in host.seats)
    host.close()


def test_commands_are_judged_by_the_host(qtbot, catalog):
    host = make_host(catalog, "rummy", "open,open", seed=4)
    a, b = _joined(qtbot, host, "A"), _joined(qtbot, host, "B")
    qtbot.waitUntil(lambda: host.game is not None and bool(a.of("view") and b.of("view")), timeout=5000)
    game = host.game
    seat_of = {a.of("joined")[0].seat: a, b.of("joined")[0].seat: b}
    mover, other = seat_of[game.to_act], seat_of[1 - game.to_act]

    def answers(raw, ident):
        qtbot.waitUntil(lambda: any(m.id == ident for m in raw.of("result")), timeout=5000)
        return next(m for m in raw.of("result") if m.id == ident)

    # out of turn
    other.send(P.Command(id=1, action=Draw()))
    r = answers(other, 1)
    assert not r.accepted and r.refusal.reason == "not_your_turn" and game.log == []
    # a command naming another seat is not a command at all
    mover.send_body(b'{"type":"command","id":1,"seat":1,"action":{"type":"draw"}}')
    qtbot.waitUntil(lambda: bool(mover.of("refused")), timeout=5000)
    assert mover.of("refused")[0].refusal.reason == "bad_message" and game.log == []
    # the engine's refusal, with its reason code
    mover.send(P.Command(id=2, action={"type": "discard", "card": "AS"} if 0 not in game.state.hands[game.to_act]
                         else {"type": "discard", "card": "2S"}))
    r = answers(mover, 2)
    assert not r.accepted and r.refusal.reason == "illegal_action" and r.refusal.code and game.log == []
    # accepted once; the same id again is answered as it was, not applied twice
    mover.send(P.Command(id=3, action=Draw()))
    assert answers(mover, 3).accepted and len(game.log) == 1
    stock = len(game.state.stock)
    mover.send(P.Command(id=3, action=Draw()))
    mover.send(P.Command(id=2, action=Draw()))  # and an id refused before is refused as it was
    mover.send(P.ClientPing(nonce=77))  # answered after the duplicates were judged
    qtbot.waitUntil(lambda: any(m.nonce == 77 for m in mover.of("pong")), timeout=5000)
    again = [m for m in mover.of("result") if m.id in (2, 3)]
    assert [(m.id, m.accepted) for m in again] == [(2, False), (3, True), (3, True), (2, False)]
    assert again[0].refusal == again[3].refusal and again[0].refusal.reason == "illegal_action"
    assert len(game.log) == 1 and len(game.state.stock) == stock
    # a flood of commands the game does not take: refused unread, then the peer is dropped
    for i in range(100, 200):
        other.send(P.Command(id=i, action=Draw()))
    qtbot.waitUntil(lambda: other.closed, timeout=5000)
    assert any(r.reason == "rate_limited" for r in other.refusals())
    assert len(game.log) == 1 and not mover.closed  # the others keep playing
    host.close()


def test_a_resync_gets_the_whole_view_and_a_flood_of_them_is_refused(qtbot, catalog):
    from rummy_desktop.net.views import ViewState

    host = make_host(catalog, "rummy", "open,open", seed=4)
    a, b = _joined(qtbot, host, "A"), _joined(qtbot, host, "B")
    qtbot.waitUntil(lambda: host.game is not None and bool(a.of("view") and b.of("view")), timeout=5000)
    seat = a.of("joined")[0].seat
    (first,) = a.of("view")
    assert first.version == 1
    a.send(P.Resync())
    qtbot.waitUntil(lambda: len(a.of("view")) == 2, timeout=5000)
    again = a.of("view")[1]
    assert again.version == 2 and ViewState(catalog).full(again.view, again.version) == host.game.view(seat)
    assert not b.of("view")[1:]  # only the one who asked
    log = list(host.game.log)
    for _ in range(100):
        a.send(P.Resync())
    qtbot.waitUntil(lambda: a.closed, timeout=5000)
    assert any(r.reason == "rate_limited" and r.params.get("what") == "resync" for r in a.refusals())
    assert host.game.log == log and not b.closed
    host.close()


def test_after_the_end_commands_are_refused(qtbot, catalog):
    host = make_host(catalog, "carousel", "open,greedy", seed=2)
    c = join(catalog, host)
    qtbot.waitUntil(lambda: c.result is not None, timeout=20000)
    log = len(host.game.log)
    got = []
    c.answered.connect(got.append)
    c.send_command(Draw())
    qtbot.waitUntil(lambda: bool(got), timeout=5000)
    assert got[0].refusal.reason == "game_over" and len(host.game.log) == log
    host.close()


def test_chat_lines_reach_everyone_and_a_chat_flood_is_refused(qtbot, catalog):
    host = make_host(catalog, "rummy", "open,open,open")
    a, b = join(catalog, host, "Ana", level=None), join(catalog, host, "Bea", level=None)
    qtbot.waitUntil(lambda: a.seat is not None and b.seat is not None, timeout=5000)
    heard = []
    host.chat.connect(lambda s, n, t: heard.append((n, t)))
    for i in range(14):
        a.say(f"line {i}")
    qtbot.waitUntil(lambda: len(b.chat_lines) >= 10 and a.last_refusal is not None, timeout=5000)
    assert b.chat_lines[0] == (a.seat, "Ana", "line 0") and len(heard) == 10
    assert a.last_refusal.reason == "rate_limited" and a.last_refusal.params["what"] == "chat"
    assert a.connected
    host.close()


def test_a_silent_peer_is_dropped_and_its_seat_taken_back_with_the_token(qtbot, catalog):
    limits = HostLimits(ping_interval=0.05, silence=0.4, grace=0.3)
    host = make_host(catalog, "rummy", "open,open", seed=9, limits=limits)
    steady = join(catalog, host, "Steady")
    gone = join(catalog, host, "Gone", level=None)
    qtbot.waitUntil(lambda: host.game is not None and gone.view is not None, timeout=5000)
    seat, token = gone.seat, gone.token
    statuses = set()
    steady.lobbyChanged.connect(lambda: statuses.update(s.status for s in steady.seats if s.seat == seat))
    gone._socket.readyRead.disconnect()  # it hears nothing and says nothing more
    gone._ticker.stop()
    gone._pinger.stop()
    qtbot.waitUntil(lambda: host.seats[seat].peer is None, timeout=5000)  # silent: dropped
    qtbot.waitUntil(lambda: any(s.seat == seat and s.status == "reconnecting" and s.seconds_left is not None
                                for s in steady.seats), timeout=5000)
    qtbot.waitUntil(lambda: host.seats[seat].held, timeout=5000)  # after the grace: a computer
    qtbot.waitUntil(lambda: any(s == seat for s, _a in host.game.log), timeout=10000)  # and it plays
    assert {"reconnecting", "computer_played"} <= statuses
    back = join(catalog, host, "Gone again", token=token, level=None)
    qtbot.waitUntil(lambda: back.seat == seat and back.view is not None, timeout=5000)
    assert not host.seats[seat].held and back.token != token
    assert host.seats[seat].token_hash == token_hash(back.token)
    replay = join(catalog, host, "Thief", token=token, level=None)  # the spent token
    qtbot.waitUntil(lambda: replay.refusal is not None, timeout=5000)
    assert replay.refusal.reason == "bad_token" and replay.seat is None
    from rummy_desktop.net.client import ComputerSeat

    back.player = ComputerSeat(back, "greedy")
    back.player._consider()
    play_out(qtbot, host, [back, steady])
    assert back.view == host.game.view(seat)
    host.close()


def test_the_host_extends_or_skips_the_wait_and_a_leaving_player_is_replaced_at_once(qtbot, catalog):
    clock = Clock()
    host = make_host(catalog, "rummy", "open,open,open", seed=6, limits=HostLimits(grace=60, silence=1000),
                     clock=clock)
    a, b, c = (join(catalog, host, n, level=None) for n in "ABC")
    qtbot.waitUntil(lambda: host.game is not None and all(x.view is not None for x in (a, b, c)), timeout=5000)
    a.close()  # the connection drops
    qtbot.waitUntil(lambda: host.seats[a.seat].peer is None, timeout=5000)
    (info,) = [i for i in host.seat_infos() if i.seat == a.seat]
    assert info.status == "reconnecting" and info.seconds_left == 60
    clock.now += 50
    host.extend(a.seat, 30)
    assert host.seat_infos()[a.seat].seconds_left == 40
    clock.now += 39
    host._tick()
    assert not host.seats[a.seat].held
    host.skip_wait(a.seat)  # the host does not wait any longer
    assert host.seats[a.seat].held and host.seat_infos()[a.seat].status == "computer_played"
    assert host.session.is_computer(a.seat)
    b.close(leave=True)  # gone for good: a computer takes the seat at once
    qtbot.waitUntil(lambda: host.seats[b.seat].held, timeout=5000)
    assert host.seat_infos()[c.seat].status == "connected"
    host.close()


def test_connections_per_address_are_limited(qtbot, catalog):
    host = make_host(catalog, "rummy", "open,open", limits=HostLimits(per_address=2))
    raws = [Raw(host.port) for _ in range(3)]
    qtbot.waitUntil(lambda: any(r.closed for r in raws) and all(r.received for r in raws), timeout=5000)
    (late,) = [r for r in raws if r.closed]
    assert late.refusals()[0].reason == "too_many_connections"
    kept = [r for r in raws if r is not late]
    assert all(r.connected for r in kept) and len(host.peers) == 2
    kept[0].abort()
    qtbot.waitUntil(lambda: len(host.peers) == 1, timeout=5000)
    again = Raw(host.port)  # a place is free again
    qtbot.waitUntil(lambda: bool(again.of("hello")), timeout=5000)
    assert again.connected
    host.close()


def test_a_host_that_crashed_resumes_and_the_same_tokens_let_the_players_back(qtbot, catalog, tmp_path):
    from rummy_desktop.net.host import Host

    path = tmp_path / "lan-autosave.json"
    host = make_host(catalog, "carousel", "open,open,greedy", seed=8, autosave=path)
    a, b = join(catalog, host, "Ana"), join(catalog, host, "Bea")
    qtbot.waitUntil(lambda: host.game is not None and len(host.game.log) >= 12, timeout=10000)
    # the crash: no goodbye, the computer seats stop, the sockets just go
    host.stop()
    for p in list(host.peers):
        p.socket.abort()
    qtbot.waitUntil(lambda: not a.connected and not b.connected, timeout=5000)
    log = list(host.game.log)
    # the saver thread was not stopped by the event loop's end: it finishes the last write
    # (a killed process may lose the move or two it had not written yet: test_lan_processes)
    assert host.session.saver.flush(10)

    again = Host.resume(catalog, path, clock=host.clock)
    assert again.listen(LOOPBACK, 0)
    assert again.game.log == log  # saved after every action
    assert [i.status for i in again.seat_infos()][:2] == ["reconnecting", "reconnecting"]
    thief = join(catalog, again, "Eve", token="0" * 32, level=None)
    qtbot.waitUntil(lambda: thief.refusal is not None, timeout=5000)
    assert thief.refusal.reason == "bad_token"
    back = [join(catalog, again, c.name, token=c.token) for c in (a, b)]
    qtbot.waitUntil(lambda: len(again.game.log) >= len(log) + 30, timeout=20000)  # the game goes on
    assert sorted(c.seat for c in back) == sorted([a.seat, b.seat])
    assert all(i.status == "connected" for i in again.seat_infos())
    assert again.game.log[:len(log)] == log
    again.close()
    host.close()


def test_a_token_does_not_take_a_seat_whose_player_answers(qtbot, catalog):
    """The seat's own connection answers: a second connection with its token is refused and
    the token stays good. Once it has been silent past the limit, the token takes the seat,
    and the old connection, when it reads again, is told in words what happened."""
    clock = Clock()
    host = make_host(catalog, "rummy", "open,open", seed=2, clock=clock,
                     limits=HostLimits(alive=5, silence=1000, grace=1000))
    owner = join(catalog, host, "Owner", level=None)
    other = join(catalog, host, "Other", level=None)
    qtbot.waitUntil(lambda: host.game is not None and owner.view is not None, timeout=5000)
    seat, token = owner.seat, owner.token
    thief = join(catalog, host, "Thief", token=token, level=None)
    qtbot.waitUntil(lambda: thief.refusal is not None, timeout=5000)
    assert thief.refusal.reason == "seat_in_use" and thief.seat is None
    assert host.seats[seat].peer.socket is not None and owner.connected
    assert host.seats[seat].token_hash == token_hash(token) and host.seats[seat].name == "Owner"

    owner._socket.readyRead.disconnect()  # asleep: it hears nothing and says nothing
    owner._ticker.stop()
    owner._pinger.stop()
    advance(host, clock, 6)  # silent past the limit (not dropped: the silence limit is longer)
    back = join(catalog, host, "Owner again", token=token, level=None)
    qtbot.waitUntil(lambda: back.seat == seat and back.view is not None, timeout=5000)
    assert host.seats[seat].peer is not None and not host.seats[seat].held
    owner._read()  # it wakes
    assert owner.refusal is not None and owner.refusal.reason == "seat_taken_back"
    assert other.connected and not other.refusal
    host.close()


def test_a_kept_token_is_readable_by_its_user_alone(tmp_path):
    import os
    import stat

    from rummy_desktop.storage import lan_tokens

    path = tmp_path / "lan-tokens.json"
    lan_tokens.remember("10.0.0.2", 47474, "123456", "Kitchen", "ab" * 16, path)
    if os.name == "posix":
        assert stat.S_IMODE(path.stat().st_mode) == 0o600
    assert lan_tokens.lookup("10.0.0.2", 47474, path)["token"] == "ab" * 16
