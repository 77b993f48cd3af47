"""Reading and writing the user's JSON files safely.

Writes go to a temporary file that replaces the target atomically, so a crash never
leaves half a file. A file that cannot be read is never overwritten silently:
:func:`set_aside` renames it ``NAME.corrupt-YYYYmmdd-HHMMSS`` and the caller reports it.
"""

from __future__ import annotations

import contextlib
import json
import os
import tempfile
import time
from pathlib import Path
from typing import Any


class StoredFileError(Exception):
    """A stored file that is missing, unreadable, corrupt or of another kind."""

    def __init__(self, path: Path, code: str, detail: str) -> None:
        super().__init__(f"{path}: {detail}")
        self.path = path
        self.code = code  # "unreadable" | "corrupt" | "foreign" | "newer"
        self.detail = detail


def read_json(path: Path) -> Any:
    try:
        text = path.read_text(encoding="utf-8")
    except UnicodeDecodeError as e:
        raise StoredFileError(path, "corrupt", f"not UTF-8 text ({e.reason})") from None
    except OSError as e:
        raise StoredFileError(path, "unreadable", e.strerror or str(e)) from None
    try:
        return json.loads(text)
    except json.JSONDecodeError as e:
        raise StoredFileError(path, "corrupt", f"not valid JSON (line {e.lineno}: {e.msg})") from None


def write_json(path: Path, data: Any) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=path.name + ".", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            json.dump(data, f, ensure_ascii=False, indent=1)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):  # the temporary file, if it is still there
            os.unlink(tmp)
        raise


def set_aside(path: Path) -> Path:
    """Rename a bad file out of the way (never deleting it); returns the new path."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.name}.corrupt-{stamp}")
    n = 1
    while target.exists():
        target = path.with_name(f"{path.name}.corrupt-{stamp}-{n}")
        n += 1
    os.replace(path, target)
    return target
