"""Tahiti (RULES.md §2.7): four jokers, one per group, frozen groups, four loose cards."""

from rummy_desktop.core.scoring import face_value, seats, single_round_end, single_round_result
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

from .common import INCOMPLETE_MOVE

SPEC = VariantSpec(
    id="tahiti",
    name="Tahiti",
    description="Five cards each, four loose cards on the table, four jokers. A group with a "
                "joker is frozen until the real card comes from a hand. One round; "
                "penalty points for the cards left.",
    family="manipulation",
    min_players=2,
    max_players=5,
    decks=(DeckRow(players=(2, 5), decks=2, jokers=4),),
    hand=(HandRow(players=(2, 5), cards=5),),
    loose_cards=4,
    ace_mode="high-or-low",
    max_jokers_per_group=1,
    joker_policy="tahiti",
    turn="meld-or-draw",
    lower_wins=True,  # penalty points: the lowest wins
    options=(INCOMPLETE_MOVE,),
)


def penalty(card: int) -> int:
    """Joker 30, ace 11, J Q K 10, 2-10 face value."""
    return face_value(card, ace=11, joker=30)


class Tahiti(Variant):
    def score_round(self, rules: Rules, outcome: RoundOutcome) -> RoundScore:
        live = seats(outcome)
        points = [sum(penalty(c) for c in h) if s in live else 0 for s, h in enumerate(outcome.hands)]
        if outcome.ending == "out":
            assert outcome.seat is not None  # an "out" ending names who went out (RoundOutcome)
            points[outcome.seat] = 0
        return RoundScore(scores=points, winners=single_round_result(outcome, points))

    def game_end(self, rules: Rules, progress: GameProgress) -> GameEnd:
        return single_round_end(progress.last, progress.totals)


@hookimpl
def rummy_register_variants(registry):
    registry.add(Tahiti(SPEC), rules_page=page_files(__package__, f"pages/{SPEC.id}"))


@hookimpl
def rummy_register_lessons(registry):
    registry.add(lesson_files(__package__, "lessons/tahiti.json"))
