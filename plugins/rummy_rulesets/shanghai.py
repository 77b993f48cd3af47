"""Shanghai, the manipulation game (RULES.md §2.3): ten cards dealt 3-3-3-1, aces low,
one point per card, no fixed end."""

from rummy_desktop.core.scoring import penalty_round
from rummy_desktop.core.variant import (
    GameProgress,
    HandRow,
    RoundOutcome,
    RoundScore,
    Rules,
    Variant,
    VariantSpec,
)
from rummy_desktop.plugins import hookimpl, lesson_files, page_files

from .common import DOUBLE_DECK, MANDATORY_MELD

SPEC = VariantSpec(
    id="shanghai",
    name="Shanghai",
    description="Ten cards each, dealt three, three, three and one; aces low; draw until you "
                "can meld. One point per card left; play as many rounds as you like.",
    family="manipulation",
    min_players=2,
    max_players=5,
    decks=DOUBLE_DECK,
    hand=(HandRow(players=(2, 5), cards=10),),
    deal_batches=(3, 3, 3, 1),
    ace_mode="low",
    turn="draw-until-able",
    lower_wins=True,  # penalty points: the lowest total wins (§6 U12)
    options=(MANDATORY_MELD,),
)


class Shanghai(Variant):
    host_decides_continue = True  # between rounds the host continues or ends the game

    def score_round(self, rules: Rules, outcome: RoundOutcome) -> RoundScore:
        return penalty_round(outcome, lambda card: 1)

    def game_end(self, rules: Rules, progress: GameProgress) -> None:
        return None  # no fixed end: the host ends the game (end_by_host)


@hookimpl
def rummy_register_variants(registry):
    registry.add(Shanghai(SPEC), rules_page=page_files(__package__, f"pages/{SPEC.id}"))


@hookimpl
def rummy_register_lessons(registry):
    registry.add(lesson_files(__package__, "lessons/shanghai.json"))
