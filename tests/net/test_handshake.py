"""The host's handshake as a state machine, without sockets: a fake door (the guard's
answers) and a fake outbox (what would go on the wire), and a real client's half of the
exchange on the other side."""

from __future__ import annotations

from types import SimpleNamespace

from rummy_desktop.net import protocol as P
from rummy_desktop.net.host.handshake import WAIT, Handshake, State
from rummy_desktop.net.seal import Exchange, transcript

CODE = "lan-42"
HOST_HELLO = b'{"type":"hello","seq":0}'
CLIENT_HELLO = b'{"type":"hello","protocol":4}'


class Door:
    def __init__(self, answers):
        self.answers = list(answers)
        self.settled_with: list[bool] = []

    def admit(self, handshake):
        return self.answers.pop(0)

    def secret(self, handshake):
        return CODE

    def settled(self, handshake, proven):
        self.settled_with.append(proven)


class Out:
    def __init__(self):
        self.sent: list = []

    def key(self, message, tries_left):
        self.sent.append(("key", message, tries_left))

    def seal(self, seal):
        self.sent.append(("seal", seal))

    def welcome(self):
        self.sent.append(("welcome",))

    def refuse(self, refusal):
        self.sent.append(("refuse", refusal))


def _key_message(code=CODE):
    client = Exchange(code, "client")
    return client, SimpleNamespace(type="key", message=client.message.hex())


def test_hello_then_key_then_proof_seals_the_connection():
    door, out = Door([4]), Out()
    hs = Handshake(door, out, HOST_HELLO, "10.0.0.2")
    assert hs.state is State.HELLO
    hs.clear_frame("hello", CLIENT_HELLO, None)
    assert hs.state is State.KEY and out.sent == []
    client, key = _key_message()
    hs.clear_frame("key", b"", key)
    assert hs.state is State.PROOF and hs.proving
    (kind, message, left), (sealed, host_seal), (welcome,) = out.sent
    assert (kind, left, sealed, welcome) == ("key", 4, "seal", "welcome")
    # the client derives the same keys from the host's half: its box opens on the host's side
    client_seal = client.finish(bytes.fromhex(message), transcript(HOST_HELLO, CLIENT_HELLO))
    assert host_seal.open(client_seal.seal(b"join")) == b"join"
    hs.opened()
    assert hs.state is State.SEALED and hs.sealed and door.settled_with == [True]


def test_a_wrong_code_is_a_failed_exchange_counted_once():
    door, out = Door([4]), Out()
    hs = Handshake(door, out, HOST_HELLO, "10.0.0.2")
    hs.clear_frame("hello", CLIENT_HELLO, None)
    client, key = _key_message("guess-1")
    hs.clear_frame("key", b"", key)
    message = out.sent[0][1]
    client_seal = client.finish(bytes.fromhex(message), transcript(HOST_HELLO, CLIENT_HELLO))
    assert out.sent[1][1].open(client_seal.seal(b"join")) is None  # the host's side cannot open it
    hs.lost()
    hs.lost()
    assert hs.state is State.CLOSED and door.settled_with == [False]


def test_out_of_order_frames_and_refusals_close_the_way_in():
    for frames, problem in ((["key"], "hello_first"), (["hello", "join"], "key_first")):
        door, out = Door([]), Out()
        hs = Handshake(door, out, HOST_HELLO)
        for kind in frames:
            hs.clear_frame(kind, b"", SimpleNamespace(type=kind, message=""))
        assert hs.state is State.CLOSED
        assert out.sent == [("refuse", P.Refusal(reason="bad_message", params={"problem": problem}))]
    door, out = Door([P.Refusal(reason="too_many_tries")]), Out()
    hs = Handshake(door, out, HOST_HELLO)
    hs.clear_frame("hello", b"", None)
    hs.clear_frame("key", b"", _key_message()[1])
    assert hs.state is State.CLOSED and out.sent == [("refuse", P.Refusal(reason="too_many_tries"))]
    assert door.settled_with == []  # refused before any exchange: nothing to settle


def test_an_exchange_that_waits_goes_ahead_when_retried():
    door, out = Door([WAIT, 2]), Out()
    hs = Handshake(door, out, HOST_HELLO)
    hs.clear_frame("hello", b"", None)
    hs.clear_frame("key", b"", _key_message()[1])
    assert hs.state is State.WAITING and out.sent == []
    hs.retry()
    assert hs.state is State.PROOF and out.sent[0][2] == 2
    door, out = Door([3]), Out()
    hs = Handshake(door, out, HOST_HELLO)
    hs.clear_frame("hello", b"", None)
    hs.clear_frame("key", b"", SimpleNamespace(type="key", message="00" * 33))  # not a point of the other side
    assert hs.state is State.CLOSED
    assert out.sent == [("refuse", P.Refusal(reason="bad_message", params={"problem": "bad_key"}))]
