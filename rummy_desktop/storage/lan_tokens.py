"""The seat tokens a network host gave this player, kept so that a player whose connection
dropped (or whose program was closed) takes the same seat back.

One small JSON file in the data folder: per host (its address and port), the table's name,
its join code and the token. A resumed table keeps its code, and its players' tokens still
fit; a token the host no longer knows is refused and forgotten. Only the latest few hosts
are kept. A damaged file is simply started afresh: a token is a convenience, never the
only way in. The file is written like every file here (a temporary file renamed over it),
which the system creates readable and writable by the user alone (0600 on Unix); on
Windows the data folder is the user's own.
"""

from __future__ import annotations

import re
from pathlib import Path

from . import paths

# (.files is imported where it is used: the start page asks whether a seat waits, and the
# window's start-up does not load pydantic)

KEEP = 20  # tables remembered
_TOKEN = re.compile(r"^[0-9a-f]{32}$")


def tokens_path() -> Path:
    return paths.data_dir() / "lan-tokens.json"


def host_key(address: str, port: int) -> str:
    return f"{address}:{port}"


def _entry(value) -> dict | None:
    if not isinstance(value, dict):
        return None
    token, code, table = value.get("token"), value.get("code"), value.get("table")
    if isinstance(token, str) and _TOKEN.match(token) and isinstance(code, str) and isinstance(table, str):
        return {"token": token, "code": code, "table": table}
    return None


def _load(path: Path) -> dict[str, dict]:
    # lazily: the storage helpers (json) only when the file is there, not at start-up (make bench-startup)
    from .files import StoredFileError, read_json

    try:
        data = read_json(path)
    except StoredFileError:
        return {}
    if not isinstance(data, dict):
        return {}
    return {k: e for k, e in ((k, _entry(v)) for k, v in data.items()) if isinstance(k, str) and e is not None}


def lookup(address: str, port: int, path: Path | None = None) -> dict | None:
    """What was kept for the host at ``address:port``: ``{"token", "code", "table"}``, or None."""
    return _load(path or tokens_path()).get(host_key(address, port))


def waiting(path: Path | None = None) -> dict | None:
    """The seat kept last (its game not known to be over: a finished game's token is
    forgotten): ``{"address", "port", "table", "code", "token"}``, or None."""
    path = path or tokens_path()
    if not path.is_file():
        return None
    kept = _load(path)
    for key in reversed(list(kept)):
        address, _, port = key.rpartition(":")
        if address and port.isdigit():
            return {"address": address, "port": int(port), **kept[key]}
    return None


def remember(address: str, port: int, code: str, table: str, token: str, path: Path | None = None) -> None:
    """Keep the seat's ``token`` for the table (the newest last; the oldest go). OSError
    when the file cannot be written."""
    # lazily: the storage helpers (json) only when the file is there, not at start-up (make bench-startup)
    from .files import write_json

    path = path or tokens_path()
    data = _load(path)
    key = host_key(address, port)
    data.pop(key, None)
    data[key] = {"token": token, "code": code, "table": table}
    write_json(path, dict(list(data.items())[-KEEP:]))


def forget(address: str, port: int, path: Path | None = None) -> None:
    # lazily: the storage helpers (json) only when the file is there, not at start-up (make bench-startup)
    from .files import write_json

    path = path or tokens_path()
    data = _load(path)
    if data.pop(host_key(address, port), None) is not None:
        write_json(path, data)
