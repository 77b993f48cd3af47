"""The sealed connection, live on 127.0.0.1: what a stranger on the network can read of a
table (a whole game captured byte for byte), a wrong code, and frames that do not open
(changed, replayed, or sent in the clear), which close that connection and nothing else."""

from __future__ import annotations

import json

from rummy_desktop.core.cards import card_name
from rummy_desktop.net import protocol as P
from rummy_desktop.net.client import Client, ComputerSeat
from rummy_desktop.net.framing import FrameError
from rummy_desktop.net.fuzz import bodies
from rummy_desktop.net.host import transport as host_module
from rummy_desktop.net.seal import Exchange, transcript

from .lan import CODE, LOOPBACK, OPEN, Raw, Tap, frame, join, make_host, play_out


def _sealed_raw(qtbot, host, name: str) -> Raw:
    raw = Raw(host.port)
    raw.open(CODE)
    qtbot.waitUntil(lambda: raw.sealed, timeout=5000)
    raw.send(P.Join(name=name))
    qtbot.waitUntil(lambda: bool(raw.of("joined")), timeout=5000)
    return raw


def test_without_the_code_a_connection_reads_no_seat_and_its_try_is_counted(qtbot, catalog):
    host = make_host(catalog, "rummy", "open,open,open")
    ana = join(catalog, host, "Anastasia Quinn", level=None)
    qtbot.waitUntil(lambda: ana.seat is not None, timeout=5000)
    eve = Raw(host.port)
    eve.open("guess-1")
    qtbot.waitUntil(lambda: any(isinstance(m, FrameError) for m in eve.received), timeout=5000)
    hello, key, welcome = eve.received
    assert (hello.type, key.type, welcome) == ("hello", "key", FrameError("bad_seal"))
    assert b"Anastasia" not in eve.bytes and b"seat" not in eve.bytes and b"tries" not in eve.bytes
    eve.abort()  # gone without proving a code: a wrong try
    qtbot.waitUntil(lambda: len(host.peers) == 1, timeout=5000)
    assert host.failures() == (1, 1)
    again = join(catalog, host, "Eve", code="guess-2", level=None)
    qtbot.waitUntil(lambda: again.refusal is not None, timeout=5000)
    assert again.refusal == P.Refusal(reason="bad_code") and again.seat is None
    ok = join(catalog, host, "Bea", level=None)  # the right code is not counted
    qtbot.waitUntil(lambda: ok.seat is not None, timeout=5000)
    assert [i.name for i in ok.seats][:2] == ["Anastasia Quinn", "Bea"] and ana.connected
    assert host.failures() == (2, 1)
    host.close()


def test_a_frame_that_does_not_open_closes_that_connection_and_nothing_else(qtbot, catalog):
    host = make_host(catalog, "rummy", "open,open,open,open")
    steady = _sealed_raw(qtbot, host, "Steady")
    for n, spoil in enumerate(("flip", "replay", "clear")):
        raw = _sealed_raw(qtbot, host, f"Spoiler{n}")
        box = frame(raw.seal.seal(b'{"type":"ping","nonce":1}'))
        if spoil == "flip":
            raw.write(box[:-1] + bytes([box[-1] ^ 0x80]))
        elif spoil == "replay":
            raw.write(box + box)  # the first opens; the same box again does not
        else:
            raw.write(frame(b'{"type":"ping","nonce":2}'))
        qtbot.waitUntil(lambda: raw.closed, timeout=5000)
        assert [m.nonce for m in raw.of("pong")] == ([1] if spoil == "replay" else [])
    steady.send(P.ClientPing(nonce=9))
    qtbot.waitUntil(lambda: bool(steady.of("pong")), timeout=5000)
    assert not steady.closed and [i.name for i in host.seat_infos() if i.kind == "remote"] == ["Steady"]
    host.close()


def test_a_captured_game_shows_no_card_no_code_no_token_no_name_no_option_and_no_chat(qtbot, catalog,
                                                                                        monkeypatch):
    """Every byte of a whole game of three players through a relay (one of them drops and
    takes its seat back with its token), and the table's discovery answer: no card of the
    deck in its wire spelling, neither the code nor a token, nor a player's name, the
    table's name, its option, a chat line. The same search finds all of them in what the
    host sealed, so it would find them in a capture of an unsealed game. Every sealed frame
    is one of a few sizes. And the capture opens with no code, not even the right one: a
    recorded session cannot be used to test codes."""
    from rummy_desktop.net.discovery import Finder
    from rummy_desktop.net.seal import PAD_SIZES, TAG

    sealed_json = bytearray()  # what the host put in its boxes
    real_encode = host_module.encode

    def recording(message, seal=None):
        if seal is not None:
            sealed_json.extend(message.model_dump_json().encode())
        return real_encode(message, seal)

    monkeypatch.setattr(host_module, "encode", recording)
    code = "Zq4-81x"
    host = make_host(catalog, "guadalupe", "open,open,open", {"incomplete_move": "withdraw"}, seed=5, code=code,
                     name="Casa de Anastasia")
    tap = Tap(host.port)
    names = ["Anastasia Quinn", "Bartholomew Ruiz", "Constance Whit"]
    def via_tap(name: str, token: str | None = None) -> Client:
        c = Client(catalog, name, code, token=token)
        c.joined.connect(lambda _s, c=c: setattr(c, "player", ComputerSeat(c, "greedy"))
                         if not hasattr(c, "player") else None)
        OPEN.append(c)
        c.connect_to(LOOPBACK, tap.port)
        return c

    clients = [via_tap(n) for n in names]
    qtbot.waitUntil(lambda: host.game is not None and len(host.game.log) >= 6, timeout=10000)
    lines = [f"psst, {n} holds the seven of hearts" for n in ("Quinn", "Ruiz", "Whit")]
    for c, line in zip(clients, lines):
        c.say(line)
    qtbot.waitUntil(lambda: all(len(c.chat_lines) >= 3 for c in clients), timeout=5000)
    gone = clients[1]
    tokens = [c.token for c in clients]
    gone.close()
    qtbot.waitUntil(lambda: host.seats[gone.seat].peer is None, timeout=5000)
    back = via_tap(names[1], token=gone.token)
    qtbot.waitUntil(lambda: back.seat == gone.seat, timeout=5000)
    tokens.append(back.token)
    play_out(qtbot, host, [clients[0], back, clients[2]])
    capture = bytes(tap.to_host + tap.to_clients)
    assert len(capture) > 20_000 and len(tap.to_host) > 2_000

    assert host.advertise(LOOPBACK, 0)  # what the table says to anyone who asks
    ads = []
    finder = Finder()
    finder.found.connect(ads.append)
    finder.probe([(LOOPBACK, host.discovery_port)], seconds=0.3)
    qtbot.waitUntil(lambda: bool(ads), timeout=5000)
    capture += ads[0].ad.model_dump_json().encode() + host.table_ad().model_dump_json().encode()
    finder.close()
    secrets = [*(t.encode() for t in tokens), *(n.encode() for n in names), b"Casa de Anastasia",
               b"incomplete_move", b'"withdraw"', *(line.encode() for line in lines), b"Quinn"]
    # a card as JSON names it: quoted, after "[" or ","  (5 bytes or more: no chance match)
    spellings = {i: [f'{c}"{card_name(i)}"'.encode() for c in "[,"] for i in range(112)}
    assert all(s in sealed_json for s in secrets)  # the search sees them where they are
    assert code.encode() not in sealed_json + capture  # the code itself never travels
    assert sum(any(s in sealed_json for s in spelt) for spelt in spellings.values()) >= 52
    assert [s for s in secrets if s in capture] == []
    assert [card_name(i) for i, spelt in spellings.items() if any(s in capture for s in spelt)] == []

    # every frame of a stream after the hellos and the keys is sealed, and one of a few sizes
    sizes = {len(b) for stream in tap.streams for direction in stream for b in bodies(bytes(direction))[2:]}
    assert sizes <= {n + TAG for n in PAD_SIZES} and len(sizes) >= 2

    # a recorded connection (the first): its hellos, the two halves of the exchange, the welcome
    to_host, to_client = (bodies(bytes(b)) for b in tap.streams[0])
    client_hello, client_key = to_host[:2]
    host_hello, host_key, welcome = to_client[:3]
    assert b'"seat' not in host_hello + host_key and json.loads(host_key)["type"] == "key"
    theirs = bytes.fromhex(json.loads(host_key)["message"])
    for guess in ("0000", "1234", "guess", code):  # the right one among them
        seal = Exchange(guess, "client").finish(theirs, transcript(host_hello, client_hello))
        assert seal.open(welcome) is None, guess
    tap.close()
    host.close()
