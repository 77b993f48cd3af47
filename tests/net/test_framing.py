"""Frames: a 4-byte big-endian length and UTF-8 JSON (or, sealed, a box of it); hostile input
gives typed errors, never an exception, and a bad length or a box that does not open closes
the connection."""

import json
import random
import struct

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rummy_desktop.net import protocol as P
from rummy_desktop.net.framing import FATAL, FRAME_ERRORS, FrameError, FrameTooLarge, encode, host_decoder
from rummy_desktop.net.fuzz import frame, hostile_frames, on_the_wire
from rummy_desktop.net.seal import PAD_SIZES, TAG, Seal
from rummy_desktop.net.wire import MAX_DEPTH, MAX_FRAME

PING = encode(P.ClientPing(nonce=5))


def pair() -> tuple[Seal, Seal]:
    """Both ends of a sealed connection (a client's seal, the host's)."""
    a, b = bytes(range(32)), bytes(range(1, 33))
    return Seal(a, b), Seal(b, a)


def feed_all(data: bytes, rng: random.Random | None = None, opener=None):
    dec = host_decoder()
    dec.opener = opener
    out = []
    i = 0
    while i < len(data):
        n = rng.randrange(1, 300) if rng else len(data)
        out += dec.feed(data[i:i + n])
        i += n
    return dec, out


def codes(out):
    return [x.code if isinstance(x, FrameError) else x.type for x in out]


def first_error(out):
    return next((x.code for x in out if isinstance(x, FrameError)), None)


def test_a_frame_is_a_big_endian_length_then_utf8_json():
    data = encode(P.ClientChat(text="olá"))
    body = '{"type":"chat","text":"olá"}'.encode()
    assert data == struct.pack(">I", len(body)) + body


def test_a_truncated_frame_waits_for_the_rest():
    dec = host_decoder()
    assert dec.feed(PING[:3]) == [] and dec.feed(PING[3:-1]) == []
    assert dec.pending == len(PING) - 1
    assert dec.feed(PING[-1:] + PING) == [P.ClientPing(nonce=5)] * 2 and dec.pending == 0


def test_length_zero_and_oversized_frames_are_fatal():
    for head, code in ((b"\0\0\0\0", "empty_frame"), (struct.pack(">I", MAX_FRAME + 1), "frame_too_large"),
                       (b"\xff\xff\xff\xff", "frame_too_large")):
        dec = host_decoder()
        out = dec.feed(PING + head + PING)
        assert codes(out) == ["ping", code] and out[1].fatal
        assert dec.closed and dec.feed(PING) == []  # nothing more is read from this peer


def test_many_frames_in_one_chunk_and_one_frame_in_many_chunks():
    dec = host_decoder()
    assert dec.feed(PING * 3000) == [P.ClientPing(nonce=5)] * 3000 and dec.pending == 0
    big = encode(P.ClientChat(text="é" * 200))
    assert [x for b in big for x in dec.feed(bytes([b]))] == [P.ClientChat(text="é" * 200)]


def test_a_frame_of_exactly_the_limit_is_read():
    body = b'{"type":"chat","text":"hi"}'
    body += b" " * (MAX_FRAME - len(body))  # JSON allows trailing white space
    assert codes(host_decoder().feed(frame(body))) == ["chat"]


def test_errors_inside_a_frame_leave_the_stream_usable():
    bad = [
        (b'{"type":"chat","text":"\xff"}', "bad_utf8"),
        (b'{"type":"chat",', "bad_json"),
        (b'{"type":"ping","nonce":NaN}', "bad_json"),
        (b"[" * (MAX_DEPTH + 1) + b"]" * (MAX_DEPTH + 1), "too_deep"),
        (b"[" * 30000 + b"]" * 30000, "too_deep"),  # would be a RecursionError in json
        (b"[1]", "not_an_object"),
        (b'{"type":"view","seq":1}', "unknown_type"),  # a host message is not a client's to send
        (b'{"type":"ping","nonce":"5"}', "bad_message"),  # wrong type
        (b'{"type":"ping","nonce":5,"seq":1}', "bad_message"),  # extra field
    ]
    for body, code in bad:
        dec, out = feed_all(frame(body) + PING)
        assert codes(out) == [code, "ping"], body[:40]
        assert not out[0].fatal and not dec.closed


def test_a_bad_message_says_which_field():
    (err,) = host_decoder().feed(frame(b'{"type":"command","id":1,"action":{"type":"discard","card":"ZZ"}}'))
    assert err.code == "bad_message" and err.params["field"].startswith("command.action")


def test_our_own_messages_never_exceed_a_frame():
    with pytest.raises(FrameTooLarge):
        encode(P.ClientChat.model_construct(type="chat", text="x" * MAX_FRAME))


def test_ten_thousand_hostile_frames_each_get_the_expected_answer():
    """Each case as the host reads it: a clear one first thing on a connection, a sealed one
    sealed (or spoiled) as a client's seal would send it."""
    rng = random.Random(11)
    seen: dict[str, int] = {}
    cases = list(hostile_frames(10_000, seed=3))
    assert len(cases) == 10_000
    for case in cases:
        client, host = pair()
        sealed = case.stage == "sealed"
        dec, out = feed_all(on_the_wire(case, client), rng, host.open if sealed else None)
        got = codes(out)
        if case.expect == "incomplete":
            assert got == [] and not dec.closed, case
        elif case.expect == "message":
            assert got and all(not isinstance(x, FrameError) for x in out) and len(out) == case.frames, case
        else:
            assert first_error(out) == case.expect, (case.kind, got, case.data[:80])
            assert dec.closed == (case.expect in FATAL)
        seen[case.expect] = seen.get(case.expect, 0) + 1
    assert set(seen) == set(FRAME_ERRORS) | {"message", "incomplete"}  # every kind was tried


def test_a_sealed_frame_opens_once_in_order_and_not_with_another_key():
    client, host = pair()
    data = encode(P.ClientPing(nonce=1), client) + encode(P.ClientChat(text="oi"), client)
    assert len(data) == 2 * (4 + PAD_SIZES[0] + TAG)  # both padded to the smallest size
    assert b"oi" not in data and b"ping" not in data
    dec, out = feed_all(data, random.Random(1), host.open)
    assert out == [P.ClientPing(nonce=1), P.ClientChat(text="oi")] and not dec.closed
    first = data[:4 + PAD_SIZES[0] + TAG]
    for spoilt in (first + first,  # replayed
                   data[len(first):] + first,  # out of order
                   PING):  # in the clear
        _client, host = pair()
        dec, out = feed_all(spoilt, None, host.open)
        assert codes(out)[-1] == "bad_seal" and dec.closed and out[-1].fatal
    other = Seal(bytes(32), bytes(32))  # another code gave another key
    dec, out = feed_all(data, None, other.open)
    assert codes(out) == ["bad_seal"] and dec.closed


def test_sealed_frames_are_padded_to_a_few_sizes():
    """A frame's length says which of a few sizes its JSON fits, nothing finer: a draw and a
    meld with a joker, a ping and a chat line of 200 characters all travel as 1,024 bytes."""
    from rummy_desktop.core import actions as A

    client, host = pair()
    small = [P.Command(id=1, action=A.Draw()), P.Command(id=2, action=A.Meld(cards=(6, 58, 104), jokers={104: 19})),
             P.ClientPing(nonce=3), P.ClientChat(text="é" * 200)]
    lengths = {len(encode(m, client)) for m in small}
    assert lengths == {4 + PAD_SIZES[0] + TAG}
    sizes = [len(client.seal(b"x" * n)) - TAG for n in (1, 1024, 1025, 4096, 4097, 16385, 65536)]  # the next size up
    assert sizes == [1024, 1024, 4096, 4096, 16384, 65536, 65536]
    client, host = pair()
    dec, out = feed_all(b"".join(encode(m, client) for m in small), None, host.open)
    assert out == small and not dec.closed  # the spaces are JSON's own: nothing to strip


def test_a_sealed_frame_may_be_its_tag_longer_than_the_limit():
    client, host = pair()
    body = b'{"type":"chat","text":"hi"}'
    body += b" " * (MAX_FRAME - len(body))
    assert codes(feed_all(frame(client.seal(body)), None, host.open)[1]) == ["chat"]
    dec, out = feed_all(frame(client.seal(body + b" ")), None, host.open)
    assert codes(out) == ["frame_too_large"] and dec.closed


@settings(max_examples=300, deadline=None)
@given(st.binary(max_size=2000), st.lists(st.integers(1, 64), min_size=1, max_size=40))
def test_random_bytes_in_random_chunks_never_raise(data, cuts):
    dec = host_decoder()
    i = k = 0
    out = []
    while i < len(data):
        n = cuts[k % len(cuts)]
        out += dec.feed(data[i:i + n])
        i, k = i + n, k + 1
    for item in out:
        assert isinstance(item, FrameError) or item.type in P.CLIENT_TYPES
    fatal = [x for x in out if isinstance(x, FrameError) and x.fatal]
    assert dec.closed == bool(fatal)
    if fatal:
        assert out[-1] is fatal[0]


@settings(max_examples=200, deadline=None)
@given(st.lists(st.sampled_from(range(4)), min_size=1, max_size=12), st.integers(1, 50),
       st.binary(max_size=40))
def test_valid_and_broken_frames_mixed_decode_in_order(picks, chunk, junk):
    parts = [PING, encode(P.ClientChat(text="oi")), frame(b'{"type":"nope"}'), frame(b"{" + junk)]
    want = [["ping"], ["chat"], ["unknown_type"], None]
    data = b"".join(parts[p] for p in picks)
    dec = host_decoder()
    out = []
    for i in range(0, len(data), chunk):
        out += dec.feed(data[i:i + chunk])
    got = codes(out)
    assert len(got) == len(picks)
    for p, g in zip(picks, got):
        if want[p] is not None:
            assert [g] == want[p]
        else:
            assert g in ("bad_json", "bad_utf8", "not_an_object", "unknown_type", "bad_message")


def test_every_frame_error_has_a_refusal_to_send_back():
    for case in hostile_frames(len(FRAME_ERRORS) * 15 * 3, seed=1):
        client, host = pair()
        dec, out = feed_all(on_the_wire(case, client), None, host.open if case.stage == "sealed" else None)
        for err in (x for x in out if isinstance(x, FrameError)):
            r = err.refusal("host")
            assert r.reason in ("bad_frame", "bad_message", "version_mismatch")
            P.HostRefused(seq=0, refusal=r, fatal=err.fatal)  # it is a valid message
    (err,) = host_decoder().feed(encode(P.ClientHello.model_construct(type="hello", protocol=7, program="2.0")))
    assert err.refusal("host").params == {"host_protocol": P.PROTOCOL_VERSION, "client_protocol": 7,
                                          "host_program": P.PROGRAM_VERSION, "client_program": "2.0"}


def test_discovery_datagrams_round_trip_and_strays_are_ignored():
    from rummy_desktop.net.framing import encode_datagram, read_datagram

    probe = P.Probe(protocol=P.PROTOCOL_VERSION)
    ad = P.TableAd(protocol=P.PROTOCOL_VERSION, program=P.PROGRAM_VERSION, variant="rummy-500",
                   variant_name="Rummy 500", players=7, free=3, port=48_123)
    assert read_datagram(encode_datagram(probe)) == probe
    assert read_datagram(encode_datagram(ad)) == ad
    future = b'{"type":"table","protocol":9,"program":"3.0","table":"Sala","port":5000,"mood":"happy"}'
    assert read_datagram(future) == P.ForeignTable(protocol=9, program="3.0", table="Sala", port=5000)
    for stray in (b"", b"\xff", b"[1]", b"{}", b"[" * 5000, b'{"type":"table","protocol":1}',
                  b'{"type":"probe","protocol":1,"x":1}', b"x" * 2000):
        assert read_datagram(stray) is None


@settings(max_examples=300, deadline=None)
@given(st.one_of(st.binary(max_size=1200), st.recursive(
    st.none() | st.booleans() | st.integers() | st.text(max_size=20),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.sampled_from(
        ["type", "protocol", "program", "table", "port", "players", "free", "x"]), inner, max_size=6),
).map(lambda v: json.dumps(v).encode())))
def test_random_datagrams_never_raise(data):
    from rummy_desktop.net.framing import read_datagram

    got = read_datagram(data)
    assert got is None or isinstance(got, (P.Probe, P.TableAd, P.ForeignTable))
