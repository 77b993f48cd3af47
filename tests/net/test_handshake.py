"""The host's handshake as a state machine, without sockets: a fake door (the guard's and
the lobby's answers) and a fake outbox (what would go on the wire), and a real client's
half of the exchange on the other side."""

from __future__ import annotations

from types import SimpleNamespace

from rummy_desktop.net import protocol as P
from rummy_desktop.net.host.handshake import WAIT, Handshake, State
from rummy_desktop.net.seal import Exchange, seat_tag, token_secret, transcript

CODE = "lan-42"
TOKEN = "0123456789abcdef" * 2
HOST_HELLO = b'{"type":"hello","seq":0}'
CLIENT_HELLO = b'{"type":"hello","protocol":4}'


class Door:
    """The guard's answers, in order; a seat whose token is TOKEN at seat 2."""

    def __init__(self, answers=()):
        self.answers = list(answers)
        self.settled_with: list[tuple] = []

    def admit(self, handshake):
        return self.answers.pop(0)

    def rejoin(self, handshake, tag):
        if tag != seat_tag(token_secret(TOKEN)):
            return P.Refusal(reason="bad_token")
        return 2, token_secret(TOKEN), "token charge"

    def code(self):
        return CODE

    def settled(self, handshake, proven):
        self.settled_with.append((handshake.charge, proven))


class Out:
    def __init__(self):
        self.sent: list = []

    def key(self, message):
        self.sent.append(("key", message))

    def seal(self, seal):
        self.sent.append(("seal", seal))

    def welcome(self):
        self.sent.append(("welcome",))

    def refuse(self, refusal):
        self.sent.append(("refuse", refusal))


class Clock:
    now = 100.0

    def __call__(self):
        return self.now


def _key(secret=CODE, tag=None):
    client = Exchange(secret, "client")
    return client, SimpleNamespace(type="key", message=client.message.hex(), tag=tag)


def _opened(client, out) -> bool:
    """Whether the client's first sealed frame opens on the host's side."""
    (_k, message), (_s, host_seal) = out.sent[:2]
    client_seal = client.finish(bytes.fromhex(message), transcript(HOST_HELLO, CLIENT_HELLO))
    return host_seal.open(client_seal.seal(b'{"type":"join"}')) is not None


def test_hello_then_key_then_proof_seals_the_connection():
    clock = Clock()
    door, out = Door(["charge"]), Out()
    hs = Handshake(door, out, HOST_HELLO, "10.0.0.2", clock)
    assert hs.state is State.HELLO and hs.before_key
    hs.clear_frame("hello", CLIENT_HELLO, None)
    assert hs.state is State.KEY and out.sent == []
    client, key = _key()
    clock.now = 101.5
    hs.clear_frame("key", b"", key)
    assert hs.state is State.PROOF and hs.proving and hs.since == 101.5 and hs.keyed_by == "code"
    assert [s[0] for s in out.sent] == ["key", "seal", "welcome"]
    assert _opened(client, out)  # both sides derived the same keys
    hs.opened()
    assert hs.state is State.SEALED and hs.sealed and door.settled_with == [("charge", True)]


def test_a_wrong_code_is_a_failed_exchange_counted_once():
    door, out = Door(["charge"]), Out()
    hs = Handshake(door, out, HOST_HELLO, "10.0.0.2")
    hs.clear_frame("hello", CLIENT_HELLO, None)
    client, key = _key("guess-1")
    hs.clear_frame("key", b"", key)
    assert not _opened(client, out)  # the host's side cannot open what a wrong code sealed
    hs.lost()
    hs.lost()
    assert hs.state is State.CLOSED and door.settled_with == [("charge", False)]


def test_a_seat_tag_keys_the_exchange_by_the_seats_token_and_never_asks_for_the_code():
    door, out = Door([]), Out()  # no answer for the code: it is never asked
    hs = Handshake(door, out, HOST_HELLO, "10.0.0.2")
    hs.clear_frame("hello", CLIENT_HELLO, None)
    secret = token_secret(TOKEN)
    client, key = _key(secret, tag=seat_tag(secret))
    hs.clear_frame("key", b"", key)
    assert (hs.state, hs.keyed_by, hs.seat, hs.charge) == (State.PROOF, "token", 2, "token charge")
    assert _opened(client, out)
    hs.opened()
    assert door.settled_with == [("token charge", True)]
    # an unknown tag: refused before any exchange, in the clear
    door, out = Door([]), Out()
    hs = Handshake(door, out, HOST_HELLO)
    hs.clear_frame("hello", CLIENT_HELLO, None)
    hs.clear_frame("key", b"", _key(CODE, tag="00" * 8)[1])
    assert hs.state is State.CLOSED and out.sent == [("refuse", P.Refusal(reason="bad_token"))]
    # the code does not open a seat's exchange
    door, out = Door([]), Out()
    hs = Handshake(door, out, HOST_HELLO)
    hs.clear_frame("hello", CLIENT_HELLO, None)
    client, key = _key(CODE, tag=seat_tag(secret))
    hs.clear_frame("key", b"", key)
    assert not _opened(client, out)


def test_out_of_order_frames_and_refusals_close_the_way_in():
    for frames, problem in ((["key"], "hello_first"), (["hello", "join"], "key_first")):
        door, out = Door(), Out()
        hs = Handshake(door, out, HOST_HELLO)
        for kind in frames:
            hs.clear_frame(kind, b"", SimpleNamespace(type=kind, message="", tag=None))
        assert hs.state is State.CLOSED
        assert out.sent == [("refuse", P.Refusal(reason="bad_message", params={"problem": problem}))]
    door, out = Door([P.Refusal(reason="too_many_tries", params={"seconds": 120})]), Out()
    hs = Handshake(door, out, HOST_HELLO)
    hs.clear_frame("hello", b"", None)
    hs.clear_frame("key", b"", _key()[1])
    assert hs.state is State.CLOSED and out.sent == [("refuse", P.Refusal(reason="too_many_tries",
                                                                          params={"seconds": 120}))]
    assert door.settled_with == []  # refused before any exchange: nothing to settle


def test_an_exchange_that_waits_goes_ahead_when_retried_and_a_bad_key_is_a_wrong_try():
    door, out = Door([WAIT, WAIT, "charge"]), Out()
    hs = Handshake(door, out, HOST_HELLO)
    hs.clear_frame("hello", b"", None)
    hs.clear_frame("key", b"", _key()[1])
    assert hs.state is State.WAITING and not hs.before_key and out.sent == []
    hs.retry()
    assert hs.state is State.WAITING
    hs.retry()
    assert hs.state is State.PROOF and out.sent[0][0] == "key"
    door, out = Door(["charge"]), Out()
    hs = Handshake(door, out, HOST_HELLO)
    hs.clear_frame("hello", b"", None)
    hs.clear_frame("key", b"", SimpleNamespace(type="key", message="00" * 33, tag=None))  # not a point
    assert hs.state is State.CLOSED and door.settled_with == [("charge", False)]
    assert out.sent == [("refuse", P.Refusal(reason="bad_message", params={"problem": "bad_key"}))]
