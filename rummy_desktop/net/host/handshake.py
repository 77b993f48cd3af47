"""One connection's way in, as the host sees it: a state machine with named states, no
socket and no Qt (as magic-wormhole's ``_key.py`` and ``_receive.py`` are).

::

    HELLO --hello--> KEY --key--> PROOF --a sealed frame opens--> SEALED
                      |    \\---(its address's other exchanges first)--> WAITING --retry--> (as key)
                      \\--refused--> CLOSED        PROOF --does not open / lost--> CLOSED (a wrong code)

It asks a :class:`Door` (the host's guard and secrets) and acts through an
:class:`Outbox` (the host's connection); both are small interfaces, so that a test drives
the machine with fakes.
"""

from __future__ import annotations

from enum import Enum
from typing import Any, Protocol

from .. import protocol as P
from ..seal import Exchange, ExchangeFailed, transcript


class State(Enum):
    HELLO = "hello"  # the client's hello is awaited
    KEY = "key"  # its half of the exchange is awaited
    WAITING = "waiting"  # its half came; it waits for its address's other exchanges to settle
    PROOF = "proof"  # the host's half and the sealed welcome went: its first sealed frame is awaited
    SEALED = "sealed"  # that frame opened: the code is proven, every frame is sealed both ways
    CLOSED = "closed"


#: :meth:`Door.admit`'s answer when the exchange waits for others.
WAIT = "wait"


class Door(Protocol):
    """What the handshake asks of the host."""

    def admit(self, handshake: "Handshake") -> P.Refusal | str | int:
        """May this exchange go ahead: a refusal, :data:`WAIT`, or the wrong codes its
        address has left should it fail."""

    def secret(self, handshake: "Handshake") -> str:
        """The join code the exchange is keyed by."""

    def settled(self, handshake: "Handshake", proven: bool) -> None:
        """The exchange is over: the code was proven, or not (a wrong code)."""


class Outbox(Protocol):
    """What the handshake does to its connection."""

    def key(self, message: str, tries_left: int) -> None:
        """Send the host's half of the exchange (in the clear)."""

    def seal(self, seal: Any) -> None:
        """From now on every frame is sealed, both ways."""

    def welcome(self) -> None:
        """Send the first sealed frame."""

    def refuse(self, refusal: P.Refusal) -> None:
        """Refuse and close."""


class Handshake:
    def __init__(self, door: Door, out: Outbox, host_hello: bytes, address: str = "") -> None:
        self.door = door
        self.address = address  # where the connection comes from (the guard counts by address)
        self.out = out
        self.host_hello = host_hello  # the host's hello as it travelled (hashed into the keys)
        self.client_hello = b""
        self.state = State.HELLO
        self._key: str | None = None  # the client's half, while it waits

    @property
    def sealed(self) -> bool:
        """The code is proven: every frame is sealed both ways."""
        return self.state is State.SEALED

    @property
    def proving(self) -> bool:
        """The exchange is under way: its outcome is not known yet."""
        return self.state is State.PROOF

    # -- inputs -------------------------------------------------------------------------

    def clear_frame(self, kind: str, body: bytes, message: Any) -> None:
        """A frame in the clear (before the seal): the hello, then the key; anything else
        is refused."""
        if self.state is State.HELLO:
            if kind != "hello":  # the first frame each way is a hello
                self._refuse(P.Refusal(reason="bad_message", params={"problem": "hello_first"}))
                return
            self.client_hello = body
            self.state = State.KEY
        elif self.state in (State.KEY, State.WAITING):  # (a second key replaces the first)
            if kind != "key":  # nothing but the exchange travels in the clear
                self._refuse(P.Refusal(reason="bad_message", params={"problem": "key_first"}))
                return
            self._key = message.message
            self._exchange()

    def retry(self) -> None:
        """The exchanges it waited for have settled: try again."""
        if self.state is State.WAITING:
            self._exchange()

    def opened(self) -> None:
        """Its first sealed frame opened: the code was right."""
        if self.state is State.PROOF:
            self.state = State.SEALED
            self.door.settled(self, True)

    def lost(self) -> None:
        """The connection went (or its frame did not open)."""
        proving = self.state is State.PROOF
        self.state = State.CLOSED
        if proving:  # gone without proving the code: a wrong one
            self.door.settled(self, False)

    # -- outputs ------------------------------------------------------------------------

    def _refuse(self, refusal: P.Refusal) -> None:
        self.state = State.CLOSED
        self.out.refuse(refusal)

    def _exchange(self) -> None:
        verdict = self.door.admit(self)
        if isinstance(verdict, P.Refusal):
            self._refuse(verdict)
            return
        if verdict == WAIT:
            self.state = State.WAITING  # taken up again when one of those is proven or fails
            return
        exchange = Exchange(self.door.secret(self), "host")
        try:
            seal = exchange.finish(bytes.fromhex(self._key or ""), transcript(self.host_hello, self.client_hello))
        except ExchangeFailed:
            self._refuse(P.Refusal(reason="bad_message", params={"problem": "bad_key"}))
            return
        self._key = None
        self.out.key(exchange.message.hex(), int(verdict))
        self.out.seal(seal)
        self.state = State.PROOF
        self.out.welcome()
