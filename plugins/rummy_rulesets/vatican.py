"""Vatican (RULES.md §2.6): two jokers that stay in place, and an opening run."""

from rummy_desktop.core.variant import DeckRow, HandRow, VariantSpec
from rummy_desktop.plugins import hookimpl, lesson_files, page_files

from .single_round import CardCountGame

SPEC = VariantSpec(
    id="vatican",
    name="Vatican",
    description="Thirteen cards each and two jokers. Open with a run of three from your hand; "
                "a joker stays beside its cards until the real card is on the table. "
                "One round: first to empty the hand wins.",
    family="manipulation",
    min_players=2,
    max_players=5,
    decks=(DeckRow(players=(2, 5), decks=2, jokers=2),),
    hand=(HandRow(players=(2, 5), cards=13),),
    ace_mode="high-or-low",
    joker_policy="vatican",
    turn="meld-or-draw",
    lower_wins=True,  # the fewest cards left wins
    opening_run=True,
)


class Vatican(CardCountGame):
    counts_points = False  # no scoring: the result shows the cards left


@hookimpl
def rummy_register_variants(registry):
    registry.add(Vatican(SPEC), rules_page=page_files(__package__, f"pages/{SPEC.id}"))


@hookimpl
def rummy_register_lessons(registry):
    registry.add(lesson_files(__package__, "lessons/vatican.json"))
