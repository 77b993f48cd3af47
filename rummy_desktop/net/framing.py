"""Frames on a LAN connection: a 4-byte big-endian length, then that many bytes of UTF-8
JSON, or, once the connection is sealed, of a box holding that JSON (:mod:`.seal`). (And
the discovery datagrams: one JSON message each, see :func:`read_datagram`.)

:func:`encode` writes one message (sealed when given the connection's seal).
:class:`FrameDecoder` is fed whatever the socket delivered, in any chunks, and gives the
messages complete so far one at a time (:meth:`~FrameDecoder.next`; the side reading may
seal the connection between two frames), each opened when the decoder has an ``opener``
and checked against one side's union (:data:`.protocol.HOST_ADAPTER` or
:data:`.protocol.CLIENT_ADAPTER`). A frame that cannot be used comes back as a
:class:`FrameError` with a stable code instead of a message; nothing here raises on hostile
input. A truncated frame just waits for more bytes. Errors inside a well-delimited frame
(bad UTF-8, bad JSON, too deep, unknown type, wrong or extra fields) leave the stream
usable; a bad length (0, or over :data:`.wire.MAX_FRAME` and a box's tag) and a box that
does not open are fatal: the decoder stops and ``closed`` tells the connection to close,
since what follows can no longer be trusted.
"""

from __future__ import annotations

import json
import struct
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from pydantic import BaseModel, TypeAdapter, ValidationError

from .protocol import (
    CLIENT_ADAPTER,
    CLIENT_TYPES,
    DISCOVERY_ADAPTER,
    HOST_ADAPTER,
    HOST_TYPES,
    MAX_DATAGRAM,
    PROGRAM_VERSION,
    PROTOCOL_VERSION,
    ForeignTable,
    Probe,
    Refusal,
    TableAd,
    mismatch_refusal,
)
from .seal import TAG
from .wire import MAX_DEPTH, MAX_FRAME

_LENGTH = struct.Struct(">I")
HEADER = _LENGTH.size

#: FrameError codes. The fatal ones close the connection.
FRAME_ERRORS = (
    "frame_too_large",  # fatal
    "empty_frame",  # fatal
    "bad_utf8",
    "bad_json",
    "too_deep",
    "not_an_object",
    "unknown_type",
    "bad_message",  # wrong field types, missing or extra fields, values out of bounds
    "version_mismatch",  # a hello of another protocol version (fatal after the refusal)
    "bad_seal",  # fatal: a sealed connection's frame that does not open (changed, replayed, another key)
)
FATAL = frozenset({"frame_too_large", "empty_frame", "version_mismatch", "bad_seal"})


class FrameTooLarge(ValueError):
    """Raised by :func:`encode` for a message over :data:`MAX_FRAME` (a bug on our side:
    our own messages are bounded to fit)."""


@dataclass(frozen=True)
class FrameError:
    """A frame that was not a usable message: ``code`` (one of :data:`FRAME_ERRORS`) and
    short, bounded ``params`` for the refusal sent back."""

    code: str
    params: dict[str, Any] = field(default_factory=dict)

    @property
    def fatal(self) -> bool:
        return self.code in FATAL

    def refusal(self, we_are: str) -> Refusal:
        """What to answer (``we_are`` "host" or "client"): ``version_mismatch`` naming both
        versions, ``bad_message`` for a frame of the right shape but wrong content, else
        ``bad_frame`` with the problem."""
        if self.code == "version_mismatch":
            theirs, program = self.params.get("protocol", -1), self.params.get("program") or "?"
            if we_are == "host":
                return mismatch_refusal(PROTOCOL_VERSION, theirs, PROGRAM_VERSION, program)
            return mismatch_refusal(theirs, PROTOCOL_VERSION, program, PROGRAM_VERSION)
        if self.code == "bad_message":
            return Refusal(reason="bad_message", params=dict(self.params))
        return Refusal(reason="bad_frame", params={"problem": self.code, **self.params})


def encode(message: BaseModel, seal: Any = None) -> bytes:
    """One frame: the length, then the message's JSON, or its box under ``seal`` (a
    :class:`~.seal.Seal`: the frame takes the next nonce, so frames are sent in the order
    they were encoded)."""
    body = message.model_dump_json().encode("utf-8")
    if not body or len(body) > MAX_FRAME:
        raise FrameTooLarge(f"a {getattr(message, 'type', '?')} message of {len(body)} bytes")
    if seal is not None:
        body = seal.seal(body)
    return _LENGTH.pack(len(body)) + body


def _reject_constant(name: str) -> Any:
    raise ValueError(f"{name} is not JSON")


def _depth_ok(value: Any) -> bool:
    """Whether ``value`` nests at most MAX_DEPTH arrays/objects (level by level: no recursion)."""
    level = [value] if type(value) in (list, dict) else []
    depth = 0
    while level:
        depth += 1
        if depth > MAX_DEPTH:
            return False
        inner: list[Any] = []
        for v in level:
            inner += [c for c in (v.values() if type(v) is dict else v) if type(c) in (list, dict)]
        level = inner
    return True


def _problem(exc: ValidationError) -> dict[str, Any]:
    err = exc.errors(include_url=False, include_context=False, include_input=False)[0]
    where = ".".join(str(p) for p in err.get("loc", ()))[:80]
    return {"problem": str(err.get("type", "invalid"))[:48], "field": where}


class FrameDecoder:
    """Incremental decoder for one connection's incoming frames.

    ``adapter`` is the union this side receives; ``types`` its known ``type`` values;
    ``protocol``: a ``hello`` naming another protocol version is reported as
    ``version_mismatch`` (with the peer's versions) before its fields are checked, since
    another version's hello may well have other fields. ``opener`` (set once the
    connection is sealed: a :meth:`~.seal.Seal.open`) opens each frame's box first;
    ``last_body`` is the last frame as it travelled (the hellos are hashed into the keys)."""

    def __init__(self, adapter: TypeAdapter, types: frozenset[str], protocol: int) -> None:
        self.adapter = adapter
        self.types = types
        self.protocol = protocol
        self.opener: Callable[[bytes], bytes | None] | None = None
        self._buf = bytearray()
        self._pos = 0  # where the next frame starts in _buf
        self.closed = False
        self.frames = 0  # complete frames seen, good or bad
        self.last_body = b""

    @property
    def pending(self) -> int:
        """Bytes received that are not decoded yet (a part of a frame, or frames waiting)."""
        return len(self._buf) - self._pos

    def push(self, data: bytes) -> None:
        """Take ``data``; :meth:`next` gives what it completed."""
        if self.closed:
            return
        if self._pos:  # once per chunk: many small frames in one chunk stay linear
            del self._buf[:self._pos]
            self._pos = 0
        self._buf += data

    def next(self) -> Any:
        """The next complete frame's message or FrameError; None when no frame is complete.
        After a fatal error the decoder is closed and gives nothing more."""
        if self.closed:
            return None
        buf, pos = self._buf, self._pos
        if len(buf) - pos < HEADER:
            return None
        (length,) = _LENGTH.unpack_from(buf, pos)
        limit = MAX_FRAME + (TAG if self.opener is not None else 0)
        if length == 0 or length > limit:
            self._close()
            return FrameError("empty_frame" if length == 0 else "frame_too_large", {"length": length, "max": limit})
        if len(buf) - pos < HEADER + length:
            return None
        body = bytes(buf[pos + HEADER:pos + HEADER + length])
        self._pos = pos + HEADER + length
        self.frames += 1
        self.last_body = body
        if self.opener is not None:
            plain = self.opener(body)
            if plain is None:
                self._close()
                return FrameError("bad_seal")
            body = plain
        item = self.decode(body)
        if isinstance(item, FrameError) and item.fatal:
            self._close()
        return item

    def feed(self, data: bytes) -> list[Any]:
        """Take ``data`` and return what it completed: messages and FrameErrors, in order
        (for a reader that does not change the opener between frames)."""
        self.push(data)
        out = []
        while (item := self.next()) is not None:
            out.append(item)
        return out

    def _close(self) -> None:
        self.closed = True
        self._buf.clear()
        self._pos = 0

    def decode(self, body: bytes) -> Any:
        """One frame's body to a message, or a FrameError."""
        try:
            text = body.decode("utf-8")
        except UnicodeDecodeError as e:
            return FrameError("bad_utf8", {"at": e.start})
        try:
            value = json.loads(text, parse_constant=_reject_constant)
        except RecursionError:
            return FrameError("too_deep", {"max": MAX_DEPTH})
        except ValueError as e:  # JSONDecodeError, NaN/Infinity, an integer of too many digits
            return FrameError("bad_json", {"problem": str(e)[:80]})
        if not _depth_ok(value):
            return FrameError("too_deep", {"max": MAX_DEPTH})
        if not isinstance(value, dict):
            return FrameError("not_an_object")
        kind = value.get("type")
        if not isinstance(kind, str) or kind not in self.types:
            return FrameError("unknown_type", {"type": kind[:48] if isinstance(kind, str) else None})
        if kind == "hello":
            theirs = value.get("protocol")
            if type(theirs) is int and theirs != self.protocol:
                program = value.get("program")
                return FrameError("version_mismatch", {
                    "protocol": theirs if abs(theirs) < 2**53 else -1,
                    "program": program[:32] if isinstance(program, str) else None,
                })
        try:
            return self.adapter.validate_python(value)
        except ValidationError as e:
            return FrameError("bad_message", _problem(e))
        except RecursionError:  # pragma: no cover - the depth check comes first
            return FrameError("too_deep", {"max": MAX_DEPTH})


def host_decoder() -> FrameDecoder:
    """A decoder for what a host receives (client messages)."""
    return FrameDecoder(CLIENT_ADAPTER, CLIENT_TYPES, PROTOCOL_VERSION)


def client_decoder() -> FrameDecoder:
    """A decoder for what a client receives (host messages)."""
    return FrameDecoder(HOST_ADAPTER, HOST_TYPES, PROTOCOL_VERSION)


# -- discovery datagrams ------------------------------------------------------------------


def encode_datagram(message: Probe | TableAd) -> bytes:
    """A discovery datagram: the message's JSON alone (a datagram has its own length)."""
    data = message.model_dump_json().encode("utf-8")
    if len(data) > MAX_DATAGRAM:
        raise FrameTooLarge(f"a {message.type} datagram of {len(data)} bytes")
    return data


def read_datagram(data: bytes) -> Probe | TableAd | ForeignTable | None:
    """A probe, a table answer, a table answer of another protocol version (to be shown
    greyed), or None for anything else: stray datagrams on the port are ignored, never
    raised on."""
    if not data or len(data) > MAX_DATAGRAM:
        return None
    try:
        value = json.loads(data.decode("utf-8"), parse_constant=_reject_constant)
    except (ValueError, RecursionError):
        return None
    if not isinstance(value, dict) or not _depth_ok(value):
        return None
    theirs = value.get("protocol")
    try:
        if value.get("type") == "table" and type(theirs) is int and theirs != PROTOCOL_VERSION:
            return ForeignTable.model_validate(value)
        return DISCOVERY_ADAPTER.validate_python(value)
    except ValidationError:
        return None
