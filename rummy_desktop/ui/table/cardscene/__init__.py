"""A card scene that knows no rules (after KDE kpat's libkcardgame): the items, the layout,
the animation, the keyboard focus and drag and drop. It imports nothing from the game's
layers (``core``, ``session``...): its owner gives it what to show (:class:`TableState`)
and a controller (:class:`SceneController`) that says what a gesture does."""

from .items import HINT_COLOUR, CardItem, Frame
from .places import DISCARD, GROUP, HAND, LOOSE, NEW, STOCK, SceneController, Target
from .scene import BASE_MS, CardScene
from .state import Geometry, SeatInfo, TableState

__all__ = ["BASE_MS", "DISCARD", "GROUP", "HAND", "HINT_COLOUR", "LOOSE", "NEW", "STOCK", "CardItem", "CardScene",
           "Frame", "Geometry", "SceneController", "SeatInfo", "TableState", "Target"]
