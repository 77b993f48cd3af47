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
    join_time: float = 30.0  # a connection that has not taken a seat (or begun to watch) by then is dropped
    alive: float = 5.0  # a seat's connection heard from within this long is in use: its token is refused elsewhere
    grace: float = 60.0  # a dropped player's seat waits this long, then a computer holds it
    tries: int = 5  # wrong join codes (or tokens) per address ...
    try_window: float = 300.0  # ... within this long, then that address is refused
    free_tries: int = 10  # wrong codes in all (any address) within the window before every exchange waits:
    backoff: float = 60.0  # 1 s after the next, then 2, 4 ... up to this long
    per_address: int = 10  # connections at once from one address (several players may share one)
    connections: int = 32  # connections at once in all
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
