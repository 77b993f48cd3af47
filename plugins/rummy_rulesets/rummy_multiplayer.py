"""Rummy Multiplayer (RULES.md §2.10): the round's winner collects the cards left in the
other hands, doubled for a rummy from hand; first to 100 wins."""

from rummy_desktop.core.scoring import winner_takes_all_round
from rummy_desktop.core.variant import (
    DeckRow,
    GameEnd,
    GameProgress,
    HandRow,
    RoundOutcome,
    RoundScore,
    Rules,
    Variant,
    VariantSpec,
)
from rummy_desktop.plugins import hookimpl, lesson_files, page_files

from .rummy import first_to_target, penalty

TARGET = 100

SPEC = VariantSpec(
    id="rummy-multiplayer",
    name="Rummy Multiplayer",
    description="Two to four players, one deck, aces low. Go out first to collect the cards "
                "left in the other hands, doubled for a rummy from hand. First to 100 wins.",
    family="draw-discard",
    min_players=2,
    max_players=4,
    decks=(DeckRow(players=(2, 4), decks=1),),
    hand=(HandRow(players=(2, 2), cards=10), HandRow(players=(3, 4), cards=7)),
    ace_mode="low",
    turn="draw-meld-discard",
    rebuild="turn-over",
    rebuild_limit=2,
)


class RummyMultiplayer(Variant):
    def score_round(self, rules: Rules, outcome: RoundOutcome) -> RoundScore:
        if outcome.ending != "out":
            # §6 U11: a round nobody goes out of goes to the lowest hand, no doubling
            outcome = RoundOutcome(**{**outcome.__dict__, "rummy": False})
        return winner_takes_all_round(outcome, penalty)

    def game_end(self, rules: Rules, progress: GameProgress) -> GameEnd | None:
        return first_to_target(progress.totals, TARGET, rules)


@hookimpl
def rummy_register_variants(registry):
    registry.add(RummyMultiplayer(SPEC), rules_page=page_files(__package__, f"pages/{SPEC.id}"))


@hookimpl
def rummy_register_lessons(registry):
    registry.add(lesson_files(__package__, "lessons/rummy-multiplayer.json"))
