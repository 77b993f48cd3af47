"""Sealing a LAN connection with the table's join code, as magic-wormhole does (no Qt).

A join code is short enough to type, so it cannot be a key itself: anyone on the same
network who recorded a connection could try every code against it. Instead both sides run
a password-authenticated key exchange, SPAKE2 (the ``spake2`` package), keyed by the code
and by the two sides' roles: each sends one message (:attr:`Exchange.message`) and derives
the same strong key when, and only when, both typed the same code. A listener learns
nothing from the two messages and cannot test codes against them offline; a peer with a
wrong code gets one failed exchange per connection, which the host counts.

A player who takes its seat back does not use the code at all: the exchange is keyed by
its seat's token instead (:func:`token_secret`, the hash the host keeps of it), and the
client names the seat by :func:`seat_tag`, a value derived from the token that tells a
listener nothing. The token itself then travels sealed, for the host to check.

From the key, HKDF-SHA256 derives one key per direction, salted with the hash of the two
``hello`` frames exactly as they travelled (so a changed hello spoils the key too). Every
frame after the exchange is a ChaCha20-Poly1305 box (``cryptography``) of the frame's JSON,
under the framing's length prefix: :meth:`Seal.seal` and :meth:`Seal.open`. The JSON is
padded with spaces to the next of a few sizes (:data:`PAD_SIZES`), so that a frame's
length says little of what it holds. The nonce is a counter per direction, never sent: a
frame replayed, dropped, reordered or changed does not open, and a connection whose frame
does not open is closed.
"""

from __future__ import annotations

import hashlib

from cryptography.exceptions import InvalidTag
from cryptography.hazmat.primitives import hashes
from cryptography.hazmat.primitives.ciphers.aead import ChaCha20Poly1305
from cryptography.hazmat.primitives.kdf.hkdf import HKDF
from spake2 import SPAKE2_A, SPAKE2_B
from spake2.spake2 import SPAKEError

#: The two sides' identities in the exchange (SPAKE2's idA and idB).
CLIENT_ID = b"rummy-desktop/lan client"
HOST_ID = b"rummy-desktop/lan host"
#: Bytes a box adds to the frame's JSON (Poly1305's tag).
TAG = 16
#: Bytes of an exchange message (a side byte and an Ed25519 point).
MESSAGE = 33

_TO_HOST = b"rummy-desktop/lan client to host"
_TO_CLIENT = b"rummy-desktop/lan host to client"
_TAG = b"rummy-desktop/lan seat tag"

#: The sizes a sealed frame's JSON is padded to (with spaces, which JSON ignores): a
#: move's view change, a command and a ping are all 1,024 bytes; a whole view, a large
#: rearrangement or the round so far take a larger size (see docs/lan-security.md).
PAD_SIZES = (1024, 4096, 16384, 65536)


def padded(plain: bytes) -> bytes:
    """``plain`` with spaces up to the next of :data:`PAD_SIZES` (as it is, when longer)."""
    size = next((n for n in PAD_SIZES if n >= len(plain)), len(plain))
    return plain + b" " * (size - len(plain))


def token_secret(token: str) -> str:
    """What a rejoin's exchange is keyed by: the hash of the seat's token, which the host
    keeps (it never keeps the token)."""
    return hashlib.sha256(token.encode("ascii")).hexdigest()


def seat_tag(secret: str) -> str:
    """The name of a seat for a rejoin, sent in the clear: 64 bits derived from the
    token's hash, that neither give the token nor say which seat it is (and change with
    every new token)."""
    return hashlib.sha256(_TAG + bytes.fromhex(secret)).hexdigest()[:16]


class ExchangeFailed(ValueError):
    """The other side's exchange message is not one (the wrong side, not a point)."""


def transcript(host_hello: bytes, client_hello: bytes) -> bytes:
    """The hash of the two hello frames' bodies, as they travelled."""
    h = hashlib.sha256()
    for part in (host_hello, client_hello):
        h.update(len(part).to_bytes(4, "big"))
        h.update(part)
    return h.digest()


class Exchange:
    """One side's half of the key exchange: ``side`` is "client" or "host"; send
    :attr:`message`, then :meth:`finish` with the other side's."""

    def __init__(self, code: str, side: str) -> None:
        """``code``: the join code, or a seat's :func:`token_secret`."""
        if side not in ("client", "host"):
            raise ValueError(f"a side is 'client' or 'host', not {side!r}")
        spake = SPAKE2_A if side == "client" else SPAKE2_B
        self.side = side
        self._spake = spake(code.encode("utf-8"), idA=CLIENT_ID, idB=HOST_ID)
        self.message: bytes = self._spake.start()

    def finish(self, theirs: bytes, hellos: bytes) -> Seal:
        """The connection's :class:`Seal`, from the other side's message and the
        :func:`transcript` of the hellos. ExchangeFailed when ``theirs`` is not a message
        of the other side (a wrong code is not noticed here: the keys just differ)."""
        if len(theirs) != MESSAGE:
            raise ExchangeFailed(f"an exchange message is {MESSAGE} bytes, not {len(theirs)}")
        try:
            key = self._spake.finish(theirs)
        except (SPAKEError, ValueError, TypeError, AssertionError) as e:
            raise ExchangeFailed(f"not an exchange message ({type(e).__name__})") from None
        to_host, to_client = (_derive(key, hellos, info) for info in (_TO_HOST, _TO_CLIENT))
        return Seal(to_host, to_client) if self.side == "client" else Seal(to_client, to_host)


def _derive(key: bytes, salt: bytes, info: bytes) -> bytes:
    return HKDF(algorithm=hashes.SHA256(), length=32, salt=salt, info=info).derive(key)


class Seal:
    """Both directions of one sealed connection: boxes this side sends, and opens."""

    __slots__ = ("_out", "_in", "sent", "opened")

    def __init__(self, send_key: bytes, receive_key: bytes) -> None:
        self._out = ChaCha20Poly1305(send_key)
        self._in = ChaCha20Poly1305(receive_key)
        self.sent = 0  # boxes sealed: the next one's nonce
        self.opened = 0  # boxes opened: the next one's nonce

    @staticmethod
    def _nonce(counter: int) -> bytes:
        return b"\0\0\0\0" + counter.to_bytes(8, "big")

    def seal(self, plain: bytes) -> bytes:
        """The box for the next frame this side sends: ``plain`` padded (see
        :func:`padded`), and the tag."""
        box = self._out.encrypt(self._nonce(self.sent), padded(plain), None)
        self.sent += 1
        return box

    def open(self, box: bytes) -> bytes | None:
        """The next frame's JSON, or None when ``box`` is not the next frame the other side
        sealed (another key, changed, replayed or out of order)."""
        if len(box) < TAG:
            return None
        try:
            plain = self._in.decrypt(self._nonce(self.opened), box, None)
        except InvalidTag:
            return None
        self.opened += 1
        return plain
