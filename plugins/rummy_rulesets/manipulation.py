"""Manipulation, the default rule set of the family (RULES.md §2.1)."""

from rummy_desktop.core.scoring import best_totals, penalty_round
from rummy_desktop.core.variant import (
    Choice,
    GameEnd,
    GameProgress,
    HandRow,
    OptionSpec,
    RoundOutcome,
    RoundScore,
    Rules,
    Variant,
    VariantSpec,
)
from rummy_desktop.plugins import hookimpl, lesson_files, page_files

from .common import DOUBLE_DECK, MANDATORY_MELD

SPEC = VariantSpec(
    id="manipulation",
    name="Manipulation",
    description="Rebuild the table to be first to empty your hand. Seven cards each, aces high; "
                "draw until you can meld. Penalty points; lowest total wins at the target.",
    family="manipulation",
    min_players=2,
    max_players=5,
    decks=DOUBLE_DECK,
    hand=(HandRow(players=(2, 5), cards=7),),
    ace_mode="high",
    turn="draw-until-able",
    lower_wins=True,  # penalty points: the lowest total wins at the target
    options=(
        MANDATORY_MELD,
        OptionSpec(
            key="target", label="Play to",
            description="The game ends when a total reaches this; the lowest total wins.",
            choices=(Choice(value="200", label="200 points"), Choice(value="300", label="300 points")),
            default="200",
        ),
    ),
)


def penalty(card: int) -> int:
    """Ace 15, 10 J Q K 10, 2-9 5."""
    r = card % 13 + 1
    return 15 if r == 1 else 10 if r >= 10 else 5


class Manipulation(Variant):
    def score_round(self, rules: Rules, outcome: RoundOutcome) -> RoundScore:
        return penalty_round(outcome, penalty)

    def game_end(self, rules: Rules, progress: GameProgress) -> GameEnd | None:
        totals = progress.totals
        if max(totals) < int(rules.options["target"]):
            return None
        low = best_totals(totals, range(len(totals)), rules)
        if len(low) > 1:
            return None  # a tie for lowest: another round (§2.1, R15)
        return GameEnd(winners=low, draw=False, totals=list(totals))


@hookimpl
def rummy_register_variants(registry):
    registry.add(Manipulation(SPEC), rules_page=page_files(__package__, f"pages/{SPEC.id}"))


@hookimpl
def rummy_register_lessons(registry):
    registry.add(lesson_files(__package__, "lessons/manipulation.json"))
