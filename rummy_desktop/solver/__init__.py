"""The exact move search (issue 3): the best play of the Manipulation family, hints, the
mandatory-meld reminder's check, and draw-and-discard helpers (:mod:`.melds`).

No Qt, and a small import: HiGHS (``highspy``) is loaded on the first heavy search.
"""

from .exact import Solution, least_change, solve
from .hints import Hint, hint, play_exists

__all__ = ["Solution", "Hint", "solve", "hint", "play_exists", "least_change"]
