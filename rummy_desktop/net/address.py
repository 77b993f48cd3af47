"""A table's address as a player types it (the Join dialog, ``rummy-desktop join``)."""

from __future__ import annotations

from .protocol import DEFAULT_PORT


def parse_address(text: str) -> tuple[str, int] | None:
    """``HOST``, ``HOST:PORT`` or ``[IPv6]:PORT``: (host, port), the port
    :data:`~.protocol.DEFAULT_PORT` when none is given; None when it is not one."""
    text = text.strip()
    if text.startswith("["):
        addr, _, rest = text[1:].partition("]")
        port = rest[1:] if rest.startswith(":") else ""
    elif text.count(":") == 1:
        addr, _, port = text.partition(":")
    else:
        addr, port = text, ""
    if not addr or any(c.isspace() for c in addr) or (port and not port.isdigit()):
        return None
    number = int(port) if port else DEFAULT_PORT
    return (addr, number) if 0 < number < 65536 else None
