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


def _platform_dir(kind: str) -> Path:
    """The system's folder of ``kind`` (config, data, cache) for the program."""
    # lazily: platformdirs takes some 30 ms to import, and a folder given (--basedir,
    # RUMMY_DESKTOP_HOME: the tests, the benchmarks) does without it
    import platformdirs

    finder = {"config": platformdirs.user_config_dir, "data": platformdirs.user_data_dir,
              "cache": platformdirs.user_cache_dir}[kind]
    return Path(finder(APP, appauthor=False))


def config_dir() -> Path:
    base = _base()
    if base is not None:
        return base / "config"
    return _platform_dir("config")


def data_dir() -> Path:
    base = _base()
    if base is not None:
        return base / "data"
    return _platform_dir("data")


def cache_dir() -> Path:
    base = _base()
    if base is not None:
        return base / "cache"
    return _platform_dir("cache")


def saves_dir() -> Path:
    return data_dir() / "saves"


def history_dir() -> Path:
    """The finished games kept for review (storage.records)."""
    return data_dir() / "history"


def ensure(path: Path) -> Path:
    path.mkdir(parents=True, exist_ok=True)
    return path
