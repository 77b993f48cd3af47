"""The host's guard (no Qt): who may come in and how often, and how much each connection
may say.

It counts, and decides; it sends nothing. The host asks it before it accepts a
connection, before it answers a key exchange (keyed by the join code, or by a seat's
token), and for every frame, command, chat line and resync a connection sends; it tells
the guard how each exchange ended (:meth:`Guard.settled`).

The join code is a password spent by guesses, and every exchange keyed by it is a guess
from the moment it starts: it is charged at once (to its address, and to the table's
allowance: :attr:`~.limits.HostLimits.free_tries` at once, then one each
:attr:`~.limits.HostLimits.try_every` seconds, whatever the addresses), and paid back only
when its first sealed frame opens. So guesses in parallel count like guesses in a row;
at most :attr:`~.limits.HostLimits.exchanges` are under way at once (one per address), the
others wait their turn. After :attr:`~.limits.HostLimits.code_life` wrong codes the code
is retired: no exchange keyed by it starts any more, until the host makes a new one.
Exchanges keyed by a seat's token are apart: a seat's owner never waits for the code's
allowance. docs/lan-security.md has the arithmetic.
"""

from __future__ import annotations

import math
from collections import deque
from collections.abc import Callable, Iterable
from collections.abc import Set as AbstractSet
from dataclasses import dataclass, field
from typing import Any

from .. import protocol as P
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

#: :meth:`Guard.code_exchange`'s answer when the exchange waits for others to settle.
WAIT = "wait"

FAILURES_KEPT = 2000  # wrong codes remembered (an hour's worth at most is shown)


@dataclass(eq=False)
class Charge:
    """One exchange under way, charged to ``address`` at ``at`` (keyed by the code, or by
    a seat's token)."""

    address: str
    at: float
    token: bool = False


class Guard:
    def __init__(self, limits: HostLimits, clock: Callable[[], float]) -> None:
        self.limits = limits
        self.clock = clock
        self._tries: dict[str, deque] = {}  # exchanges keyed by the code not proven (wrong, or under way), by address
        self._token_tries: dict[str, deque] = {}  # the same for exchanges keyed by a token
        self._level = float(limits.free_tries)  # the table's allowance of wrong codes left
        self._level_at = clock()
        self.under_way: list[Charge] = []
        self.failures: deque = deque(maxlen=FAILURES_KEPT)  # wrong codes: (when, address)
        self.wrong_since_code = 0  # wrong codes against the present code
        self.banned: set[str] = set()  # addresses sent away by the host

    # -- connections ------------------------------------------------------------------

    def admit(self, address: str, peers: Iterable[Any], owners: AbstractSet[str] = frozenset()) -> P.Refusal | None:
        """Whether a new connection from ``address`` may stay (``peers``: those already
        there): None, or the refusal. The addresses of the seats' players (``owners``) are
        not held to the limit in all: strangers cannot fill the places a player needs to
        come back."""
        peers = list(peers)
        if sum(1 for p in peers if p.address == address) >= self.limits.per_address:
            return P.Refusal(reason="too_many_connections")
        if address not in owners and \
                sum(1 for p in peers if p.address not in owners) >= self.limits.connections:
            return P.Refusal(reason="too_many_connections")
        return None

    def overdue(self, peer: Any, now: float, at_table: bool) -> str | None:
        """Whether ``peer`` has overstayed: None, ``"silent"`` (not heard from: dropped),
        ``"slow_frame"`` (a frame that drips in), ``"hello_time"`` (no hello and key in
        time), ``"proof_time"`` (an exchange not proven in time: a wrong code) or
        ``"join_time"`` (neither seated nor watching in time)."""
        limits = self.limits
        if now - peer.heard > limits.silence:
            return "silent"
        if peer.partial_since is not None and now - peer.partial_since > limits.frame_time:
            return "slow_frame"
        hs = peer.handshake
        if hs is not None and hs.before_key and now - peer.since > limits.hello_time:
            return "hello_time"
        if hs is not None and hs.proving and now - hs.since > limits.proof_time:
            return "proof_time"
        if not at_table and now - peer.since > limits.join_time:
            return "join_time"
        return None

    # -- the join code ------------------------------------------------------------------

    def allowance(self, now: float | None = None) -> float:
        """The wrong codes the table allows now (refilled as time goes)."""
        now = self.clock() if now is None else now
        cap = float(self.limits.free_tries)
        self._level = min(cap, self._level + max(0.0, now - self._level_at) / self.limits.try_every)
        self._level_at = now
        return self._level

    @property
    def retired(self) -> bool:
        """So many wrong codes were tried that the code opens the table no more."""
        life = self.limits.code_life
        return life is not None and self.wrong_since_code >= life

    def new_code(self) -> None:
        """The host made a new code: it has its whole life (the allowance goes on as it was)."""
        self.wrong_since_code = 0

    def code_exchange(self, address: str) -> P.Refusal | str | Charge:
        """An exchange keyed by the join code from ``address``: the refusal, :data:`WAIT`
        (it waits for exchanges under way), or its :class:`Charge` (it starts)."""
        now = self.clock()
        if address in self.banned:
            return P.Refusal(reason="removed")
        if self.retired:
            return P.Refusal(reason="code_retired")
        mine = [c for c in self.under_way if c.address == address and not c.token]
        tries = self._tries.setdefault(address, deque())
        if within(tries, now, self.limits.try_window) >= self.limits.tries:
            return WAIT if mine else P.Refusal(reason="too_many_tries")
        coded = [c for c in self.under_way if not c.token]
        if self.allowance(now) < 1:
            if coded:  # one of those may be proven and paid back
                return WAIT
            wait = math.ceil((1 - self._level) * self.limits.try_every)
            return P.Refusal(reason="too_many_tries", params={"seconds": max(1, wait)})
        if mine or len(coded) >= self.limits.exchanges:
            return WAIT
        self._level -= 1
        tries.append(now)
        charge = Charge(address, now)
        self.under_way.append(charge)
        return charge

    def token_exchange(self, address: str) -> P.Refusal | Charge:
        """An exchange keyed by a seat's token from ``address``: its own count per address
        (a wrong token is a stranger's), apart from the code's."""
        now = self.clock()
        tries = self._token_tries.setdefault(address, deque())
        if within(tries, now, self.limits.try_window) >= self.limits.tries:
            return P.Refusal(reason="too_many_tries")
        tries.append(now)
        charge = Charge(address, now, token=True)
        self.under_way.append(charge)
        return charge

    def wrong_token(self, address: str) -> None:
        """A seat tag (or a token) the host does not know, from ``address``."""
        self._token_tries.setdefault(address, deque()).append(self.clock())

    def settled(self, charge: Charge, proven: bool) -> bool:
        """An exchange is over: proven (paid back), or not (a wrong code or token, or the
        connection went first). Whether it was a wrong code (the host's window shows them)."""
        if charge in self.under_way:
            self.under_way.remove(charge)
        tries = (self._token_tries if charge.token else self._tries).setdefault(charge.address, deque())
        if proven:
            try:
                tries.remove(charge.at)
            except ValueError:  # already past the window
                pass
            if not charge.token:
                self._level = min(float(self.limits.free_tries), self.allowance() + 1)
            return False
        if charge.token:
            return False
        self.failures.append((self.clock(), charge.address))
        self.wrong_since_code += 1
        return True

    def recent(self, seconds: float) -> tuple[int, int]:
        """Wrong codes in the last ``seconds``, and from how many addresses."""
        now = self.clock()
        recent = [a for t, a in self.failures if now - t <= seconds]
        return len(recent), len(set(recent))

    def forget(self, now: float) -> None:
        """Addresses whose wrong tries are all past the window are forgotten."""
        for kept in (self._tries, self._token_tries):
            for address in [a for a, t in kept.items() if not within(t, now, self.limits.try_window)]:
                del kept[address]

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
