"""Guadalupe (RULES.md §2.4): five cards; meld then draw one, or draw two."""

from rummy_desktop.core.variant import HandRow, VariantSpec
from rummy_desktop.plugins import hookimpl, lesson_files, page_files

from .common import DOUBLE_DECK, INCOMPLETE_MOVE
from .single_round import CardCountGame

SPEC = VariantSpec(
    id="guadalupe",
    name="Guadalupe",
    description="Five cards each, aces high or low. Meld and then draw one card, or draw two. "
                "One round: first to empty the hand wins.",
    family="manipulation",
    min_players=2,
    max_players=5,
    decks=DOUBLE_DECK,
    hand=(HandRow(players=(2, 5), cards=5),),
    ace_mode="high-or-low",
    turn="meld-then-draw",
    lower_wins=True,  # the fewest cards left wins
    options=(INCOMPLETE_MOVE,),
)


class Guadalupe(CardCountGame):
    """One round, counted as in Machiavelli (CardCountGame)."""


@hookimpl
def rummy_register_variants(registry):
    registry.add(Guadalupe(SPEC), rules_page=page_files(__package__, f"pages/{SPEC.id}"))


@hookimpl
def rummy_register_lessons(registry):
    registry.add(lesson_files(__package__, "lessons/guadalupe.json"))
