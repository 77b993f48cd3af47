"""The exact move search (issue 3): the best play of the Manipulation family, hints, the
mandatory-meld reminder's check, and draw-and-discard helpers (:mod:`.melds`).

No Qt, and a small import: the modules load on first use (the command line registers
``solve`` without loading them), and CP-SAT (``ortools``) on the first heavy search.
"""

from __future__ import annotations

from typing import Any

__all__ = ["Solution", "Hint", "solve", "hint", "hint_from_copy", "hint_of", "play_exists", "least_change"]
_FROM = {"Solution": "exact", "solve": "exact", "least_change": "exact",
         "Hint": "hints", "hint": "hints", "hint_from_copy": "hints", "hint_of": "hints",
         "play_exists": "hints"}


def __getattr__(name: str) -> Any:
    module = _FROM.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    from importlib import import_module

    return getattr(import_module(f".{module}", __name__), name)
