"""The one module that owns the user's folders.

By default they follow the platform (platformdirs). ``--basedir DIR`` on the command line
or the environment variable ``RUMMY_DESKTOP_HOME`` puts everything under one folder, for
tests and portable installs: ``DIR/config``, ``DIR/data``, ``DIR/cache``.
"""

from __future__ import annotations

import os
from pathlib import Path

APP = "rummy-desktop"
ENV = "RUMMY_DESKTOP_HOME"


def _base() -> Path | None:
    home = os.environ.get(ENV)
    return Path(home).expanduser() if home else None


def config_dir() -> Path:
    base = _base()
    if base is not None:
        return base / "config"
    from platformdirs import user_config_dir

    return Path(user_config_dir(APP, appauthor=False))


def data_dir() -> Path:
    base = _base()
    if base is not None:
        return base / "data"
    from platformdirs import user_data_dir

    return Path(user_data_dir(APP, appauthor=False))


def cache_dir() -> Path:
    base = _base()
    if base is not None:
        return base / "cache"
    from platformdirs import user_cache_dir

    return Path(user_cache_dir(APP, appauthor=False))


def saves_dir() -> Path:
    return data_dir() / "saves"


def history_dir() -> Path:
    """The finished games kept for review (storage.records)."""
    return data_dir() / "history"


def ensure(path: Path) -> Path:
    path.mkdir(parents=True, exist_ok=True)
    return path
