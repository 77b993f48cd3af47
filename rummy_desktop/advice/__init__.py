"""Advice above the search: the hint (:mod:`.hints`; the Manipulation family's whole best
move, :mod:`.manipulation`; the draw-and-discard games' judged move, :mod:`.discard`),
the one judge of a draw-and-discard decision that the hint and the game review share
(:mod:`.judge`), the reasons both give (:mod:`.reasons`), and the ``hint`` computer player
(:mod:`.players`). It uses :mod:`rummy_desktop.solver` and :mod:`rummy_desktop.ai`, which
import nothing from it. No Qt.
"""

from __future__ import annotations

from importlib import import_module
from typing import Any

__all__ = ["Hint", "CopyPlan", "hint", "hint_from_copy", "hint_of", "Walker", "judge", "Judgement"]
_FROM = {"Hint": "hints", "CopyPlan": "hints", "hint": "hints", "hint_from_copy": "hints", "hint_of": "hints",
         "Walker": "judge", "judge": "judge", "Judgement": "judge"}


def __getattr__(name: str) -> Any:
    module = _FROM.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    return getattr(import_module(f".{module}", __name__), name)
