"""The seat tokens a network host gave this player, kept so that a player whose connection
dropped (or whose program was closed) takes the same seat back.

One small JSON file in the data folder: a token per table, the table named by the host's
address and port and its join code (a new table gets a new code, so an old token is
hardly ever offered to it; a resumed table keeps its code, and its players' tokens still
fit). Only the latest few tables are kept. A damaged file is simply started afresh:
a token is a convenience, never the only way in.
"""

from __future__ import annotations

import re
from pathlib import Path

from . import paths
from .files import StoredFileError, read_json, write_json

KEEP = 20  # tables remembered
_TOKEN = re.compile(r"^[0-9a-f]{32}$")


def tokens_path() -> Path:
    return paths.data_dir() / "lan-tokens.json"


def table_key(address: str, port: int, code: str) -> str:
    return f"{address}:{port}/{code}"


def _load(path: Path) -> dict[str, str]:
    try:
        data = read_json(path)
    except StoredFileError:
        return {}
    if not isinstance(data, dict):
        return {}
    return {k: v for k, v in data.items() if isinstance(k, str) and isinstance(v, str) and _TOKEN.match(v)}


def token_for(key: str, path: Path | None = None) -> str | None:
    """The token kept for the table ``key`` (see :func:`table_key`), or None."""
    return _load(path or tokens_path()).get(key)


def remember(key: str, token: str, path: Path | None = None) -> None:
    """Keep ``token`` for the table ``key`` (the newest last; the oldest go). OSError when
    the file cannot be written."""
    path = path or tokens_path()
    data = _load(path)
    data.pop(key, None)
    data[key] = token
    write_json(path, dict(list(data.items())[-KEEP:]))


def forget(key: str, path: Path | None = None) -> None:
    path = path or tokens_path()
    data = _load(path)
    if data.pop(key, None) is not None:
        write_json(path, data)
