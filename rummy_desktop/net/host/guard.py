"""The host's guard (no Qt): who may come in and how often, and how much each connection
may say.

It counts, and decides; it sends nothing. The host asks it before it accepts a
connection, before it answers a key exchange keyed by the join code, and for every frame,
command, chat line and resync a connection sends; it tells the guard how each exchange
ended (:meth:`Guard.settled`).
"""

from __future__ import annotations

import math
from collections import deque
from dataclasses import dataclass, field
from typing import Any, Callable, Iterable

from .. import protocol as P
from ..wire import MAX_COUNT
from .limits import HostLimits


def within(times: deque, now: float, window: float) -> int:
    """How many of ``times`` (oldest first) fall in the last ``window`` seconds (older ones
    are forgotten)."""
    while times and now - times[0] > window:
        times.popleft()
    return len(times)


@dataclass(eq=False)
class Rates:
    """What one connection has said lately (see :class:`~.limits.HostLimits`)."""

    frames: deque = field(default_factory=deque)  # when its frames came (see HostLimits.messages)
    owed: int = 0  # pongs it owes the host's pings (those are not counted as its frames)
    commands: deque = field(default_factory=deque)  # commands the game did not take, resyncs
    chats: deque = field(default_factory=deque)
    bad: int = 0  # unusable frames


@dataclass(frozen=True)
class Verdict:
    """The guard's answer about one frame, command or chat line: ``over`` (it is not acted
    on), and what to answer (``refusal``, None: nothing), ``fatal`` when the connection is
    closed after it."""

    over: bool
    refusal: P.Refusal | None = None
    fatal: bool = False


FINE = Verdict(False)

#: :meth:`Guard.exchange`'s answer when the exchange waits for others of its address.
WAIT = "wait"


class Guard:
    def __init__(self, limits: HostLimits, clock: Callable[[], float]) -> None:
        self.limits = limits
        self.clock = clock
        self._tries: dict[str, deque] = {}  # wrong codes (and tokens), by address
        self._all_tries: deque = deque()  # wrong codes from any address

    # -- connections ------------------------------------------------------------------

    def admit(self, address: str, peers: Iterable[Any]) -> P.Refusal | None:
        """Whether a new connection from ``address`` may stay (``peers``: those already
        there): None, or the refusal."""
        peers = list(peers)
        if len(peers) >= self.limits.connections or \
                sum(1 for p in peers if p.address == address) >= self.limits.per_address:
            return P.Refusal(reason="too_many_connections")
        return None

    def overdue(self, peer: Any, now: float, at_table: bool) -> str | None:
        """Whether ``peer`` has overstayed: None, ``"silent"`` (not heard from: dropped),
        ``"slow_frame"`` (a frame that drips in) or ``"join_time"`` (neither seated nor
        watching in time)."""
        limits = self.limits
        if now - peer.heard > limits.silence:
            return "silent"
        if peer.partial_since is not None and now - peer.partial_since > limits.frame_time:
            return "slow_frame"
        if not at_table and now - peer.since > limits.join_time:
            return "join_time"
        return None

    # -- the join code ------------------------------------------------------------------

    def exchange(self, address: str, pending: int) -> P.Refusal | str | int:
        """A key exchange keyed by the join code from ``address`` (``pending``: its other
        exchanges still unproven): the refusal, :data:`WAIT` (it waits for those), or the
        wrong codes it has left should this one be wrong.

        An address has ``limits.tries`` codes per window, and an exchange that would be one
        too many, if those under way turned out wrong, waits for them. After many wrong
        codes in all, every address waits (see :meth:`backoff`)."""
        now = self.clock()
        wrong = within(self._tries.setdefault(address, deque()), now, self.limits.try_window)
        if wrong >= self.limits.tries:
            return P.Refusal(reason="too_many_tries")
        wait = self.backoff(now)
        if wait:
            return P.Refusal(reason="too_many_tries", params={"seconds": wait})
        if wrong + pending >= self.limits.tries:
            return WAIT
        return min(MAX_COUNT, self.limits.tries - wrong - pending - 1)

    def backoff(self, now: float) -> int:
        """Seconds every new exchange waits after many wrong codes in all (from any address):
        past ``limits.free_tries`` in the window, each wrong code doubles the wait after it,
        up to ``limits.backoff``; 0 when there is no wait."""
        wrong = within(self._all_tries, now, self.limits.try_window)
        if wrong < self.limits.free_tries:
            return 0
        wait = min(self.limits.backoff, 2.0 ** (wrong - self.limits.free_tries))
        return max(0, math.ceil(self._all_tries[-1] + wait - now))

    def settled(self, address: str, proven: bool) -> None:
        """An exchange of ``address`` is settled: its first sealed frame opened
        (``proven``), or it did not, or the connection went before it came (a wrong code
        either way)."""
        if not proven:
            now = self.clock()
            self._tries.setdefault(address, deque()).append(now)
            self._all_tries.append(now)

    def wrong_token(self, address: str) -> bool:
        """A wrong (or spent) token from ``address``, counted like a wrong code: whether
        the address has now had all its tries."""
        tries = self._tries.setdefault(address, deque())
        tries.append(self.clock())
        return self.limits.tries - within(tries, self.clock(), self.limits.try_window) <= 0

    def forget(self, now: float) -> None:
        """Addresses whose wrong tries are all past the window are forgotten."""
        for address in [a for a, t in self._tries.items() if not within(t, now, self.limits.try_window)]:
            del self._tries[address]

    # -- what a connection says -------------------------------------------------------------

    def frame(self, rates: Rates) -> Verdict:
        """Count one frame (of any kind, before or after joining): whether it is over the
        limit, and so dropped unread. The first one over is answered; twice the limit
        drops the peer."""
        now = self.clock()
        limit = self.limits.messages
        n = within(rates.frames, now, self.limits.window)
        rates.frames.append(now)
        if n < limit:
            return FINE
        if n + 1 >= 2 * limit:
            return Verdict(True, P.Refusal(reason="rate_limited", params={"what": "messages"}), True)
        if n == limit:
            return Verdict(True, P.Refusal(reason="rate_limited", params={"what": "messages",
                                                                         "seconds": int(self.limits.window)}))
        return Verdict(True)

    def pong(self, rates: Rates) -> None:
        """The answer to the host's ping: not counted as a frame of its own."""
        if rates.owed > 0:
            rates.owed -= 1
            if rates.frames:
                rates.frames.pop()

    def pinged(self, rates: Rates) -> None:
        rates.owed = min(rates.owed + 1, 3)

    def bad_frame(self, rates: Rates) -> bool:
        """One more unusable frame: whether the peer has sent too many."""
        rates.bad += 1
        return rates.bad > self.limits.bad_frames

    def command(self, rates: Rates, what: str = "commands") -> Verdict:
        """A command (or a resync): over the limit of those the game did not take, it is
        refused unread, and three times the limit drops the peer."""
        now = self.clock()
        if within(rates.commands, now, self.limits.window) < self.limits.commands:
            return FINE
        rates.commands.append(now)
        fatal = len(rates.commands) >= 3 * self.limits.commands
        params: dict[str, Any] = {"what": what}
        if what == "commands" and not fatal:
            params["seconds"] = int(self.limits.window)
        return Verdict(True, P.Refusal(reason="rate_limited", params=params), fatal)

    def command_taken(self, rates: Rates) -> None:
        """The game took the command: its frame is not counted (the game bounds what it takes)."""
        if rates.frames:
            rates.frames.pop()

    def command_refused(self, rates: Rates) -> None:
        """The game did not take it (or it was a resync): it counts towards a flood."""
        rates.commands.append(self.clock())

    def chat(self, rates: Rates) -> Verdict:
        now = self.clock()
        over = within(rates.chats, now, self.limits.window) >= self.limits.chats
        rates.chats.append(now)
        if over:
            return Verdict(True, P.Refusal(reason="rate_limited", params={"what": "chat",
                                                                          "seconds": int(self.limits.window)}))
        return FINE
