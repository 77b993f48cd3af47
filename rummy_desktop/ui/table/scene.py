"""The game table's scene: the rules-free card scene (:mod:`.cardscene`) with this
program's cards (:class:`~.cards.CardPixmaps`, the deck chosen in Settings), its felt and
its moments (a round or the game won)."""

from __future__ import annotations

from ..decks import deck_by_id
from .cards import CardPixmaps
from .cardscene import (  # noqa: F401  (the table's places and state, as the table's modules name them)
    DISCARD,
    GROUP,
    HAND,
    HINT_COLOUR,
    LOOSE,
    NEW,
    STOCK,
    CardScene,
    SeatInfo,
    TableState,
    Target,
)
from .felt import background_brush
from .moments import Celebration


class TableScene(CardScene):
    """The card scene with the program's cards and look (see the module docstring)."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent, CardPixmaps)

    def apply_look(self, settings) -> None:
        """The player's settings for the look of the table: the deck (its colours, its back),
        large print, the background. A deck being read shows once its cards are ready."""
        self.pixmaps.configure(settings.deck_colours == "four", settings.card_back, deck_by_id(settings.card_deck),
                               settings.large_print)
        self.set_look(background_brush(settings.table_background), settings.large_print)

    def celebrate(self, text: str) -> None:
        """A round or the game won: the celebration (:mod:`.moments`) over the table, moving
        unless animations are off (reduced motion)."""
        self.end_celebration()
        self.show_moment(Celebration(self.sceneRect(), text, moving=self.speed > 0))
