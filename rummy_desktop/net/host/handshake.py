"""One connection's way in, as the host sees it: a state machine with named states, no
socket and no Qt (as magic-wormhole's ``_key.py`` and ``_receive.py`` are).

::

    HELLO --hello--> KEY --key (the code)--> PROOF --its first sealed frame opens--> SEALED
                      |  \\--key (a seat tag)--/   |
                      |   \\--(others first)--> WAITING --retry--> (as the key)
                      \\--refused--> CLOSED         \\--does not open, too late, or lost--> CLOSED

An exchange is keyed by the join code, or, when the client's key names a seat (a tag,
see :func:`~..seal.seat_tag`), by that seat's token: a player taking its seat back never
needs the code, and never waits for the code's allowance. The machine asks a
:class:`Door` (the host's guard and lobby) whether and with what an exchange may go
ahead, and acts through an :class:`Outbox` (the host's connection); both are small
interfaces, so that a test drives the machine with fakes.
"""

from __future__ import annotations

from collections.abc import Callable
from enum import Enum
from typing import Any, Protocol

from .. import protocol as P
from ..seal import Exchange, ExchangeFailed, transcript


class State(Enum):
    HELLO = "hello"  # the client's hello is awaited
    KEY = "key"  # its half of the exchange is awaited
    WAITING = "waiting"  # its half came; it waits for exchanges under way to settle
    PROOF = "proof"  # the host's half and the sealed welcome went: its first sealed frame is awaited
    SEALED = "sealed"  # that frame opened: the code (or the token) is proven, every frame is sealed both ways
    CLOSED = "closed"


#: :meth:`Door.admit`'s answer when the exchange waits for others.
WAIT = "wait"


class Door(Protocol):
    """What the handshake asks of the host."""

    def admit(self, handshake: Handshake) -> Any:
        """May an exchange keyed by the join code go ahead: a refusal, :data:`WAIT`, or
        what it is charged (handed back to :meth:`settled`)."""

    def rejoin(self, handshake: Handshake, tag: str) -> Any:
        """May an exchange keyed by the token of the seat ``tag`` names go ahead: a
        refusal, or ``(seat, secret, charge)``."""

    def code(self) -> str:
        """The join code."""

    def settled(self, handshake: Handshake, proven: bool) -> None:
        """The exchange is over: proven, or not (a wrong code or token)."""


class Outbox(Protocol):
    """What the handshake does to its connection."""

    def key(self, message: str) -> None:
        """Send the host's half of the exchange (in the clear)."""

    def seal(self, seal: Any) -> None:
        """From now on every frame is sealed, both ways."""

    def welcome(self) -> None:
        """Send the first sealed frame."""

    def refuse(self, refusal: P.Refusal) -> None:
        """Refuse and close."""


class Handshake:
    """``address``: where the connection comes from; ``clock``: when each state began
    (:attr:`since`)."""

    def __init__(self, door: Door, out: Outbox, host_hello: bytes, address: str = "",
                 clock: Callable[[], float] = lambda: 0.0) -> None:
        self.door = door
        self.out = out
        self.address = address
        self.clock = clock
        self.host_hello = host_hello  # the host's hello as it travelled (hashed into the keys)
        self.client_hello = b""
        self.state = State.HELLO
        self.since = clock()
        self.keyed_by: str | None = None  # "code" or "token", once the exchange starts
        self.seat: int | None = None  # the seat whose token keys the exchange
        self.charge: Any = None  # what the door charged for the exchange under way
        self._key: Any = None  # the client's key message, while it waits

    @property
    def before_key(self) -> bool:
        """The client has not said its half of the exchange yet."""
        return self.state in (State.HELLO, State.KEY)

    @property
    def proving(self) -> bool:
        """The exchange is under way: its outcome is not known yet."""
        return self.state is State.PROOF

    @property
    def sealed(self) -> bool:
        """The code (or the token) is proven: every frame is sealed both ways."""
        return self.state is State.SEALED

    def _enter(self, state: State) -> None:
        self.state = state
        self.since = self.clock()

    # -- inputs -------------------------------------------------------------------------

    def clear_frame(self, kind: str, body: bytes, message: Any) -> None:
        """A frame in the clear (before the seal): the hello, then the key; anything else
        is refused."""
        if self.state is State.HELLO:
            if kind != "hello":  # the first frame each way is a hello
                self._refuse(P.Refusal(reason="bad_message", params={"problem": "hello_first"}))
                return
            self.client_hello = body
            self._enter(State.KEY)
        elif self.state in (State.KEY, State.WAITING):  # (a second key while it waits replaces the first)
            if kind != "key":  # nothing but the exchange travels in the clear
                self._refuse(P.Refusal(reason="bad_message", params={"problem": "key_first"}))
                return
            self._key = message
            self._exchange()

    def retry(self) -> None:
        """Exchanges under way have settled: try again."""
        if self.state is State.WAITING:
            self._exchange()

    def opened(self) -> None:
        """Its first sealed frame opened: the code (or the token) was right."""
        if self.state is State.PROOF:
            self._enter(State.SEALED)
            self.door.settled(self, True)

    def lost(self) -> None:
        """The connection went (or its frame did not open, or came too late)."""
        proving = self.state is State.PROOF
        self._enter(State.CLOSED)
        if proving:  # gone without proving the code: a wrong one
            self.door.settled(self, False)

    # -- outputs ------------------------------------------------------------------------

    def _refuse(self, refusal: P.Refusal) -> None:
        self._enter(State.CLOSED)
        self.out.refuse(refusal)

    def _exchange(self) -> None:
        tag = getattr(self._key, "tag", None)
        if tag is not None:
            verdict = self.door.rejoin(self, tag)
            if isinstance(verdict, P.Refusal):
                self._refuse(verdict)
                return
            self.seat, secret, self.charge = verdict
            self.keyed_by = "token"
        else:
            verdict = self.door.admit(self)
            if isinstance(verdict, P.Refusal):
                self._refuse(verdict)
                return
            if verdict == WAIT:
                self._enter(State.WAITING)  # taken up again when one of those is proven or fails
                return
            self.charge, secret, self.keyed_by = verdict, self.door.code(), "code"
        exchange = Exchange(secret, "host")
        self._enter(State.PROOF)  # charged: from here on it ends proven or wrong
        try:
            seal = exchange.finish(bytes.fromhex(self._key.message), transcript(self.host_hello, self.client_hello))
        except ExchangeFailed:
            self.lost()  # (counted as a wrong try: the exchange was charged)
            self.out.refuse(P.Refusal(reason="bad_message", params={"problem": "bad_key"}))
            return
        self._key = None
        self.out.key(exchange.message.hex())
        self.out.seal(seal)
        self.out.welcome()
