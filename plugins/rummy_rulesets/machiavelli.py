"""Machiavelli (RULES.md §2.2): thirteen cards, aces high or low, meld or draw one."""

from rummy_desktop.core.variant import HandRow, VariantSpec
from rummy_desktop.plugins import hookimpl, lesson_files, page_files

from .common import DOUBLE_DECK, INCOMPLETE_MOVE
from .single_round import CardCountGame

SPEC = VariantSpec(
    id="machiavelli",
    name="Machiavelli",
    description="Thirteen cards each, aces high or low. Each turn meld or draw one card. "
                "One round: first to empty the hand wins.",
    family="manipulation",
    min_players=2,
    max_players=5,
    decks=DOUBLE_DECK,
    hand=(HandRow(players=(2, 5), cards=13),),
    ace_mode="high-or-low",
    turn="meld-or-draw",
    lower_wins=True,  # the fewest cards left wins
    options=(INCOMPLETE_MOVE,),
)


class Machiavelli(CardCountGame):
    """One round; every card left in a hand counts a point (CardCountGame)."""


@hookimpl
def rummy_register_variants(registry):
    registry.add(Machiavelli(SPEC), rules_page=page_files(__package__, f"pages/{SPEC.id}"))


@hookimpl
def rummy_register_lessons(registry):
    registry.add(lesson_files(__package__, "lessons/machiavelli.json"))
