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
from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar

T = TypeVar("T")


class StoredFileError(Exception):
    """A stored file that is missing, unreadable, corrupt or of another kind."""

    def __init__(self, path: Path, code: str, detail: str) -> None:
        super().__init__(f"{path}: {detail}")
        self.path = path
        self.code = code  # "unreadable" | "corrupt" | "foreign" | "newer"
        self.detail = detail


class Unusable(Exception):
    """Raised by a ``check`` of :func:`load_checked`: the data is not what the file should
    hold (``code`` as in StoredFileError)."""

    def __init__(self, code: str, detail: str) -> None:
        super().__init__(detail)
        self.code = code
        self.detail = detail


def read_json(path: Path) -> Any:
    """The JSON data in ``path``; StoredFileError when it cannot be read or parsed, for
    whatever reason (a missing or locked file, bytes that are not UTF-8, malformed JSON,
    nesting deeper than the parser goes, a number too long to convert)."""
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
    except RecursionError:
        raise StoredFileError(path, "corrupt", "not valid JSON (nested too deeply)") from None
    except ValueError as e:
        raise StoredFileError(path, "corrupt", f"not valid JSON ({e})") from None


def load_checked(path: Path, check: Callable[[Any], T], what: str) -> T:
    """``check`` applied to the JSON data in ``path``. Any failure, whatever its reason
    (the file unreadable, a pydantic error, a RecursionError deep in the data, a value
    the program cannot use), is a StoredFileError naming ``what`` the file should hold:
    a stored file is outside input, and a bad one must never stop the program."""
    # lazily: this module is loaded at start-up, and pydantic's import (some 100 ms) is not
    from pydantic import ValidationError

    data = read_json(path)
    try:
        return check(data)
    except StoredFileError:
        raise
    except Unusable as e:
        raise StoredFileError(path, e.code, e.detail) from None
    except ValidationError as e:
        raise StoredFileError(path, "corrupt", f"damaged {what} ({e.error_count()} problems)") from None
    except Exception as e:  # any other reason: the file is unusable all the same
        raise StoredFileError(path, "corrupt", f"damaged {what} ({type(e).__name__}: {e})") from None


def load_or_set_aside(path: Path, check: Callable[[Any], T], what: str,
                      default: Callable[[], T]) -> tuple[T, StoredFileError | None]:
    """``load_checked``, or ``default()`` when there is no file. A file that cannot be
    used is set aside (:func:`set_aside`) and the error returned, for the caller to tell
    the player; if it cannot even be moved, the error says so."""
    if not path.exists():
        return default(), None
    try:
        return load_checked(path, check, what), None
    except StoredFileError as err:
        try:
            moved = set_aside(path)
        except OSError as e:
            err.detail += f"; it could not be moved aside ({e.strerror or e})"
        else:
            err.detail += f"; kept as {moved.name}"
        return default(), err


def write_json(path: Path, data: Any) -> None:
    write_bytes(path, json.dumps(data, ensure_ascii=False, indent=1).encode("utf-8"))


def write_bytes(path: Path, data: bytes) -> None:
    """Replace ``path`` with ``data`` atomically: a temporary file beside it, written and
    synced to the disk, then renamed over it."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=path.name + ".", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(data)
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
