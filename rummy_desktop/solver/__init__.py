"""The exact move search (issue 3): the best play of the Manipulation family, which hand
cards can reach the table (:mod:`.reach`: the mandatory-meld reminder's check), and
draw-and-discard helpers (:mod:`.melds`). The hints built on it live above it, in
:mod:`rummy_desktop.advice`.

No Qt, and a small import: the modules load on first use (the command line registers
``solve`` without loading them), and CP-SAT (``ortools``) on the first heavy search.
"""

from __future__ import annotations

from importlib import import_module
from typing import Any

__all__ = ["Solution", "solve", "least_change", "can_place", "play_exists"]
_FROM = {"Solution": "exact", "solve": "exact", "least_change": "exact", "can_place": "exact",
         "play_exists": "reach"}


def __getattr__(name: str) -> Any:
    module = _FROM.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    return getattr(import_module(f".{module}", __name__), name)
