"""Where the player left the window: its size and place (Qt's saved geometry, in base64)
and the split between the table and the move log. Kept as ``window.json`` in the config
folder, read as the window is made (plain JSON, no validation library: it is read before
the first paint) and written as it closes. A file that cannot be used is set aside and
reported (:func:`take_problem`); the window then takes its usual size."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from . import paths

if TYPE_CHECKING:
    from .files import StoredFileError

_loaded: tuple[Path, dict] | None = None
_problem: StoredFileError | None = None


class _Bad(Exception):
    pass


def state_path() -> Path:
    return paths.config_dir() / "window.json"


def _check(data: Any) -> dict:
    if not isinstance(data, dict):
        raise _Bad("not a window state object")
    geometry = data.get("geometry", "")
    splitter = data.get("log_splitter", [])
    if not isinstance(geometry, str) or len(geometry) > 4096:
        raise _Bad("the geometry is not a short text")
    if not (isinstance(splitter, list) and len(splitter) in (0, 2)
            and all(isinstance(n, int) and not isinstance(n, bool) and 0 <= n <= 100_000 for n in splitter)):
        raise _Bad("the split is not two sizes")
    return {"geometry": geometry, "log_splitter": list(splitter)}


def state() -> dict:
    """The window state (read once per config folder): ``geometry`` (base64, "" for none)
    and ``log_splitter`` (the table's and the move log's widths, [] for none). Changes to it
    are written by :func:`save`."""
    global _loaded, _problem
    path = state_path()
    if _loaded is None or _loaded[0] != path:
        data = {"geometry": "", "log_splitter": []}
        if path.exists():
            # lazily: json only for a file there, the storage helpers only for a bad one (make bench-startup)
            import json

            try:
                data = _check(json.loads(path.read_text(encoding="utf-8")))
            except (OSError, ValueError, RecursionError, _Bad):
                # lazily: the storage helpers only for a bad file (make bench-startup)
                from .files import Unusable, load_or_set_aside

                def check(raw: Any) -> dict:
                    try:
                        return _check(raw)
                    except _Bad as e:
                        raise Unusable("corrupt", str(e)) from None

                data, _problem = load_or_set_aside(path, check, "window state",
                                                   lambda: {"geometry": "", "log_splitter": []})
        _loaded = (path, data)
    return _loaded[1]


def take_problem() -> StoredFileError | None:
    """The error of a window state file that could not be used (once)."""
    global _problem
    problem, _problem = _problem, None
    return problem


def save() -> None:
    """Write the window state (OSError when it cannot be)."""
    from .files import write_json  # lazily: see state()

    write_json(state_path(), state())
