"""Hostile frames for testing a host: what a broken or malicious client might send.

:func:`hostile_frames` yields, deterministically from a seed, as many cases as asked for,
cycling through every kind of hostile input a host must survive (issue 11, point 6):
bad lengths, truncated frames, bad UTF-8, bad JSON, nesting bombs, unknown types, wrong
field types, extra fields, oversized strings and lists, another protocol version, a key
exchange message that is none, frames of a sealed connection that do not open (changed,
replayed, or sent in the clear), and well-formed frames the host must refuse by their
meaning (another seat, out of turn, after the end, replayed ids, floods of commands, chat
lines or view resyncs). Each case says what a :class:`.framing.FrameDecoder` must make of
it, so the same generator serves the decoder's unit tests and a live host.

A case comes at one of two moments (``stage``): ``"clear"``, the first bytes of a fresh
connection (what the host reads before any exchange); ``"sealed"``, after a completed
exchange, each frame sealed by :func:`on_the_wire` (or spoiled, for the seal's own cases).
"""

from __future__ import annotations

import json
import random
import struct
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any

from .protocol import PROTOCOL_VERSION
from .wire import MAX_CARDS, MAX_CHAT, MAX_DEPTH, MAX_FRAME, MAX_NAME


@dataclass(frozen=True)
class Hostile:
    """One hostile input. ``data`` is its frames as they would be read (in the clear).
    ``expect`` is the first :class:`.framing.FrameError` code a decoder returns for it,
    ``"message"`` when every frame decodes (the host must refuse it by its meaning), or
    ``"incomplete"`` when the decoder must wait for more bytes. ``frames``: complete frames
    in ``data``. ``stage``: ``"clear"`` (sent first thing on a fresh connection, as is) or
    ``"sealed"`` (after the exchange, through :func:`on_the_wire`); ``spoil``, for a sealed
    case: how its last frame fails to open (``"flip"`` a bit of the box, ``"replay"`` the
    box before it, ``"clear"``: not sealed at all)."""

    kind: str
    data: bytes
    expect: str
    frames: int = 1
    stage: str = "sealed"
    spoil: str | None = None


def bodies(data: bytes) -> list[bytes]:
    """The bodies of the whole frames in ``data``."""
    out, at = [], 0
    while at + 4 <= len(data):
        (n,) = struct.unpack_from(">I", data, at)
        out.append(data[at + 4:at + 4 + n])
        at += 4 + n
    return out


def on_the_wire(case: Hostile, seal: Any) -> bytes:
    """What to send for ``case`` on a connection sealed with ``seal`` (a
    :class:`~.seal.Seal`): a clear case as it is; a sealed case's frames each sealed,
    its last one spoiled as the case says."""
    if case.stage == "clear":
        return case.data
    frames = [frame(seal.seal(b)) for b in bodies(case.data)]
    if case.spoil == "clear":
        frames[-1] = frame(bodies(case.data)[-1])
    elif case.spoil == "flip":
        box = bytearray(frames[-1])
        at = 4 + len(box) % (len(box) - 4)  # a byte of the box, not of the length
        box[at] ^= 1 << (len(box) % 8)
        frames[-1] = bytes(box)
    elif case.spoil == "replay":
        frames.append(frames[-1])
    return b"".join(frames)


def frame(body: bytes) -> bytes:
    return struct.pack(">I", len(body)) + body


def _js(obj: Any) -> bytes:
    return json.dumps(obj, separators=(",", ":")).encode("utf-8")


def _cmd(rng: random.Random, **extra: Any) -> dict[str, Any]:
    action = rng.choice([
        {"type": "draw"}, {"type": "pass"}, {"type": "discard", "card": "7H"},
        {"type": "meld", "cards": ["7H", "7D", "7S"]},
        {"type": "commit", "table": [["3C", "4C", "5C"]]},
    ])
    return {"type": "command", "id": rng.randrange(0, 1 << 31), "action": action, **extra}


def _bad_length(rng: random.Random) -> Hostile:
    n = rng.choice([MAX_FRAME + 1, MAX_FRAME + rng.randrange(1, 1 << 20), 0xFFFFFFFF])
    return Hostile("frame_too_large", struct.pack(">I", n) + rng.randbytes(rng.randrange(0, 64)),
                   "frame_too_large", 0, stage="clear")


def _empty(rng: random.Random) -> Hostile:
    return Hostile("empty_frame", b"\0\0\0\0" + rng.randbytes(rng.randrange(0, 8)), "empty_frame", 0, stage="clear")


def _truncated(rng: random.Random) -> Hostile:
    body = _js(_cmd(rng))
    cut = rng.randrange(0, len(body))
    head = struct.pack(">I", len(body))
    data = head[:rng.randrange(1, 4)] if rng.random() < 0.2 else head + body[:cut]
    return Hostile("truncated", data, "incomplete", 0, stage="clear")


def _bad_utf8(rng: random.Random) -> Hostile:
    body = bytearray(_js({"type": "chat", "text": "hello there"}))
    bad = rng.choice([b"\xff", b"\xc3\x28", b"\xe2\x82", b"\xed\xa0\x80", b"\xf8\x88\x80\x80\x80"])
    at = rng.randrange(0, len(body) + 1)
    return Hostile("bad_utf8", frame(bytes(body[:at]) + bad + bytes(body[at:])), "bad_utf8")


def _bad_json(rng: random.Random) -> Hostile:
    body = rng.choice([
        b"{", b"}", b"{\"type\":", b"{\"type\":\"ping\",}", b"[1,2", b"nul", b"{'type':'ping'}",
        b"{\"type\":\"ping\",\"nonce\":NaN}", b"{\"type\":\"ping\",\"nonce\":Infinity}",
        b"{\"type\":\"ping\" \"nonce\":1}", b"\"unterminated", b"{\"a\":1}{\"b\":2}",
        b"{\"type\":\"ping\",\"nonce\":" + b"9" * 5000 + b"}",
        b"{\"type\":\"ping\",\"nonce\":1" + bytes(rng.randrange(97, 123) for _ in range(rng.randrange(1, 40))),
    ])
    return Hostile("bad_json", frame(body), "bad_json")


def _too_deep(rng: random.Random) -> Hostile:
    depth = rng.choice([MAX_DEPTH + 1, 100, 1000, 20000, MAX_FRAME // 2 - 10])
    if rng.random() < 0.5:
        body = b"[" * depth + b"]" * depth
    else:
        depth = min(depth, 10_000)  # six bytes a level: still within one frame
        inner = b"{\"a\":" * depth + b"1" + b"}" * depth
        body = b"{\"type\":\"chat\",\"x\":" + inner + b"}"
    return Hostile("too_deep", frame(body), "too_deep")


def _not_object(rng: random.Random) -> Hostile:
    body = rng.choice([b"[]", b"1", b"\"ping\"", b"null", b"true", b"[{\"type\":\"ping\",\"nonce\":1}]"])
    return Hostile("not_an_object", frame(body), "not_an_object")


def _unknown_type(rng: random.Random) -> Hostile:
    t = rng.choice(["view", "view_delta", "events", "joined", "admin", "", "COMMAND", "command ", "RESYNC", 7,
                    None, ["ping"], {"t": 1}, "x" * 5000])
    obj: dict[str, Any] = {"nonce": 1} if rng.random() < 0.5 else {}
    if t is not None or rng.random() < 0.5:
        obj["type"] = t
    return Hostile("unknown_type", frame(_js(obj)), "unknown_type")


def _wrong_types(rng: random.Random) -> Hostile:
    obj = rng.choice([
        {"type": "ping", "nonce": "1"},
        {"type": "ping", "nonce": 1.5},
        {"type": "ping", "nonce": True},
        {"type": "ping", "nonce": -1},
        {"type": "ping", "nonce": 2**64},
        {"type": "ping"},
        {"type": "chat", "text": 5},
        {"type": "chat", "text": ""},
        {"type": "chat", "text": "line\nbreak"},
        {"type": "join", "name": "Ana", "token": 1234},
        {"type": "join", "name": ""},
        {"type": "join", "name": "Ana", "token": "not-hex"},
        {"type": "join", "name": "Ana", "token": "AB" * 16},
        {"type": "join", "name": ["Ana"]},
        {"type": "key", "message": "41" * 32},
        {"type": "command", "id": "7", "action": {"type": "draw"}},
        {"type": "command", "id": 7, "action": "draw"},
        {"type": "command", "id": 7, "action": {"type": "fly"}},
        {"type": "command", "id": 7, "action": {"type": "discard", "card": 112}},
        {"type": "command", "id": 7, "action": {"type": "discard", "card": "ZZ"}},
        {"type": "command", "id": 7, "action": {"type": "discard", "card": True}},
        {"type": "command", "id": 7, "action": {"type": "discard"}},
        {"type": "command", "id": 7, "action": {"type": "lay_off", "card": "7H", "group": -1}},
        {"type": "command", "id": 7, "action": {"type": "commit", "table": "7H"}},
        {"type": "command", "id": 7, "action": {"type": "commit", "table": [["7H", None]]}},
        {"type": "command", "id": 7, "action": {"type": "meld", "cards": ["7H"], "jokers": {"7H": "XX"}}},
        {"type": "hello", "protocol": str(PROTOCOL_VERSION), "program": "1"},
        {"type": "hello", "protocol": PROTOCOL_VERSION, "program": ""},
        {"type": "hello", "protocol": PROTOCOL_VERSION, "program": "1.0\x00"},
        {"type": "leave", "now": True},
    ])
    return Hostile("wrong_types", frame(_js(obj)), "bad_message")


def _extra_fields(rng: random.Random) -> Hostile:
    obj = rng.choice([
        _cmd(rng, seat=rng.randrange(0, 7)),  # a command naming another seat
        {"type": "ping", "nonce": 1, "seq": 5},
        {"type": "chat", "text": "hi", "seat": 3},
        {"type": "join", "name": "Ana", "admin": True},
        {"type": "join", "name": "Ana", "code": "1234"},  # the code is proven by the seal, never sent
        {"type": "hello", "protocol": PROTOCOL_VERSION, "program": "1.0", "name": "Ana"},
        {"type": "command", "id": 1, "action": {"type": "draw", "cards": ["7H"]}},
        {"type": "leave", "token": "00" * 16},
        {"type": "resync", "base": rng.randrange(0, 1 << 20)},  # a client cannot choose its base view
        {"type": "resync", "changes": {"hand": ["7H"]}},
    ])
    return Hostile("extra_fields", frame(_js(obj)), "bad_message")


def _oversized(rng: random.Random) -> Hostile:
    obj = rng.choice([
        {"type": "chat", "text": "x" * (MAX_CHAT + 1)},
        {"type": "join", "name": "N" * (MAX_NAME + 1)},
        {"type": "key", "message": "41" * 34},
        {"type": "command", "id": 1, "action": {"type": "meld", "cards": ["7H"] * (MAX_CARDS + 1)}},
        {"type": "command", "id": 1, "action": {"type": "commit", "table": [["7H", "7D", "7S"]] * 200}},
        {"type": "command", "id": 1, "action": {"type": "commit", "table": [["7H"] * 60] * 2}},
        {"type": "command", "id": 1, "action": {"type": "meld", "cards": ["7H"],
                                                "jokers": {f"JK{i}": "7H" for i in range(1, 9)} | {"x": 1}}},
    ])
    return Hostile("oversized", frame(_js(obj)), "bad_message")


def _other_version(rng: random.Random) -> Hostile:
    proto = rng.choice([0, PROTOCOL_VERSION + 1, 65535, 10**12])
    obj = {"type": "hello", "protocol": proto, "program": rng.choice(["9.9.9", "0.0.1"]), "name": "Ana",
           "future_field": [1, 2, 3]}
    return Hostile("version_mismatch", frame(_js(obj)), "version_mismatch", stage="clear")


def _bad_key(rng: random.Random) -> Hostile:
    """A hello, then an exchange message that is none: of the host's own side (a reflection),
    or of no side at all. (Never a point of the client's side: that would be a code guess.)"""
    side = rng.choice([b"B", b"S", b"\0", b"\xff"])
    hello = {"type": "hello", "protocol": PROTOCOL_VERSION, "program": "1.0"}
    key = {"type": "key", "message": (side + rng.randbytes(32)).hex()}
    return Hostile("bad_key", frame(_js(hello)) + frame(_js(key)), "message", 2, stage="clear")


def _bad_seal(rng: random.Random) -> Hostile:
    """Frames of a sealed connection whose last one does not open."""
    spoil = rng.choice(["flip", "replay", "clear"])
    pings = [_js({"type": "ping", "nonce": rng.randrange(1 << 20)}) for _ in range(rng.randrange(1, 4))]
    return Hostile(f"bad_seal_{spoil}", b"".join(frame(b) for b in pings), "bad_seal", len(pings), spoil=spoil)


def _meaning(rng: random.Random) -> Hostile:
    """Well-formed frames a host must refuse by meaning: commands before joining, out of
    turn, after the end, the same id again, a wrong token, a flood. (A join with the right
    code is no attack: the connection is a player's.)"""
    kind = rng.choice(["command", "replay", "flood_commands", "flood_chat", "flood_resync", "bad_token"])
    if kind == "command":
        parts = [_js(_cmd(rng))]
    elif kind == "replay":
        c = _cmd(rng)
        parts = [_js(c)] * rng.randrange(2, 6)
    elif kind == "flood_commands":
        parts = [_js(_cmd(rng)) for _ in range(rng.randrange(31, 80))]
    elif kind == "flood_resync":  # whole views asked for in a loop (before joining: none to send)
        parts = [_js({"type": "resync"}) for _ in range(rng.randrange(2, 100))]
    elif kind == "flood_chat":
        parts = [_js({"type": "chat", "text": f"spam {i}"}) for i in range(rng.randrange(11, 40))]
    else:
        parts = [_js({"type": "join", "name": "Eve", "token": rng.randbytes(16).hex()})]
    return Hostile(kind, b"".join(frame(b) for b in parts), "message", len(parts))


MAKERS: tuple[Callable[[random.Random], Hostile], ...] = (
    _bad_length, _empty, _truncated, _bad_utf8, _bad_json, _too_deep, _not_object, _unknown_type,
    _wrong_types, _extra_fields, _oversized, _other_version, _bad_key, _bad_seal, _meaning,
)


def hostile_frames(count: int = 10_000, seed: int = 0) -> Iterator[Hostile]:
    """``count`` hostile cases, every kind in turn, the details drawn from ``seed``."""
    rng = random.Random(seed)
    for i in range(count):
        yield MAKERS[i % len(MAKERS)](rng)
