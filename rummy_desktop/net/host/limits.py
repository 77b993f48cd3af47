"""How patient and how strict a LAN host is (no Qt): one dataclass the host's parts share."""

from __future__ import annotations

from dataclasses import dataclass

from .. import protocol as P


@dataclass
class HostLimits:
    """How patient and how strict the host is. Times in seconds."""

    ping_interval: float = 2.0
    silence: float = 10.0  # a peer not heard from for this long is dropped
    frame_time: float = 10.0  # a frame's last byte comes within this long of its first, or the peer is dropped
    hello_time: float = 5.0  # a connection says its hello and its half of the exchange within this long
    proof_time: float = 5.0  # ... and proves it (its first sealed frame) within this long of the host's half
    join_time: float = 30.0  # a connection that has not taken a seat (or begun to watch) by then is dropped
    alive: float = 5.0  # a seat's connection heard from within this long is in use: its token is refused elsewhere
    grace: float = 60.0  # a dropped player's seat waits this long, then a computer holds it
    # The join code (docs/lan-security.md has the arithmetic). Every exchange keyed by the
    # code counts as a wrong code from the moment it starts until it is proven:
    tries: int = 5  # per address, within try_window: then that address is refused
    try_window: float = 300.0
    free_tries: int = 8  # for the whole table: this many at once ...
    try_every: float = 120.0  # ... and one more every this many seconds (30 an hour), whatever the addresses
    exchanges: int = 2  # under way at once (one per address); more wait their turn
    code_life: int | None = 20  # wrong codes a code survives: then it opens the table no more, the host makes another
    per_address: int = 10  # connections at once from one address (several players may share one)
    connections: int = 32  # connections at once in all (a seated player's address is not held to it)
    watchers: int = P.MAX_WATCHERS  # spectators at once
    queue: int = 1 << 20  # bytes waiting to go to a peer that does not read: more drop it
    window: float = 10.0  # the rate window
    # frames of any kind per window and connection, before and after joining (an accepted
    # command is not counted): more are dropped unread, twice as many drop the peer
    messages: int = 100
    # commands the game did not take (refused, out of turn, replayed) per window: more are
    # refused unread, three times more drop the peer. Accepted commands are not counted: the
    # game itself bounds them (a computer client plays many moves a second, legitimately).
    commands: int = 30
    chats: int = 10  # chat lines per window
    bad_frames: int = 50  # unusable frames a peer may send before it is dropped
    pace: int = 0  # milliseconds before a computer seat moves
    round_break: float = 20.0  # after a round, the turn clock waits this long (the players read the scores)
