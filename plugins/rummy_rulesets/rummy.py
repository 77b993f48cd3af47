"""Rummy, the basic draw-and-discard game (RULES.md §2.9)."""

from rummy_desktop.core.scoring import best_totals, face_value, lowest, seats, winner_takes_all_round
from rummy_desktop.core.variant import (
    Choice,
    DeckRow,
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

SPEC = VariantSpec(
    id="rummy",
    name="Rummy",
    description="The classic draw-and-discard game: make sets and runs, lay off on any meld, "
                "and be first to empty your hand. Penalty points; the last player under the "
                "ceiling wins, or play winner takes all.",
    family="draw-discard",
    min_players=2,
    max_players=6,
    decks=(
        DeckRow(players=(2, 4), decks=1, when={"jokers": "off"}),
        DeckRow(players=(5, 6), decks=2, when={"jokers": "off"}),
        DeckRow(players=(2, 4), decks=1, jokers=2, when={"jokers": "on"}),
        DeckRow(players=(5, 6), decks=2, jokers=2, when={"jokers": "on"}),
    ),
    hand=(
        HandRow(players=(2, 2), cards=10),
        HandRow(players=(3, 4), cards=7),
        HandRow(players=(5, 6), cards=10),
    ),
    ace_mode="low",
    distinct_suits=False,  # sets ignore suit (§5 R13)
    joker_policy="none",
    turn="draw-meld-discard",
    lower_wins=True,  # standard scoring: penalty points; winner takes all: see overrides
    rebuild="shuffle",
    rebuild_limit=2,
    options=(
        OptionSpec(key="scoring", label="Scoring",
                   description="Standard: penalty points, out at the ceiling. Winner takes all: the "
                               "round winner collects everyone's penalties, doubled for a rummy.",
                   choices=(Choice(value="standard", label="Standard"),
                            Choice(value="winner-takes-all", label="Winner takes all")),
                   default="standard"),
        OptionSpec(key="aces", label="Aces",
                   description="Whether an ace may also end a run high (Q-K-A). Never both, never around.",
                   choices=(Choice(value="low", label="Low only"),
                            Choice(value="high-or-low", label="High or low")),
                   default="low"),
        OptionSpec(key="jokers", label="Jokers",
                   description="Add two wild jokers; a melded joker can be swapped for the card it stands for.",
                   choices=(Choice(value="off", label="Off"), Choice(value="on", label="On")),
                   default="off"),
        OptionSpec(key="target", label="Points",
                   description="Standard: a player reaching this many penalty points is out of the game. "
                               "Winner takes all: the first to reach it wins.",
                   choices=(Choice(value="100", label="100 points"), Choice(value="200", label="200 points")),
                   default="100"),
    ),
    overrides={
        "scoring": {"winner-takes-all": {"lower_wins": False}},
        "aces": {"high-or-low": {"ace_mode": "high-or-low"}},
        "jokers": {"on": {"joker_policy": "swap"}},
    },
)


def penalty(card: int) -> int:
    """Ace 1, 2-10 face value, J Q K 10, joker 15."""
    return face_value(card, ace=1, joker=15)


def first_to_target(totals: list[int], target: int, rules: Rules) -> GameEnd | None:
    """The first to reach ``target`` points wins (the best total, if several did)."""
    if max(totals) < target:
        return None
    winners = best_totals(totals, range(len(totals)), rules)
    return GameEnd(winners=winners, draw=len(winners) > 1, totals=list(totals))


class Rummy(Variant):
    def score_round(self, rules: Rules, outcome: RoundOutcome) -> RoundScore:
        if rules.options["scoring"] == "winner-takes-all":
            return winner_takes_all_round(outcome, penalty)
        live = seats(outcome)
        pts = [sum(penalty(c) for c in outcome.hands[s]) if s in live else 0 for s in range(len(outcome.hands))]
        if outcome.ending == "out":
            assert outcome.seat is not None  # an "out" ending names who went out (RoundOutcome)
            winners = [outcome.seat]
        else:
            winners = lowest(pts, live)
        for w in winners:
            pts[w] = 0
        return RoundScore(pts, winners)

    def eliminated(self, rules: Rules, totals: list[int]) -> list[bool]:
        if rules.options["scoring"] == "winner-takes-all":
            return [False] * len(totals)
        return [t >= int(rules.options["target"]) for t in totals]

    def game_end(self, rules: Rules, progress: GameProgress) -> GameEnd | None:
        target = int(rules.options["target"])
        if rules.options["scoring"] == "winner-takes-all":
            return first_to_target(progress.totals, target, rules)
        left = [s for s, a in enumerate(progress.active) if a]
        if len(left) > 1:
            return None
        return GameEnd(winners=left, draw=False, totals=list(progress.totals))


@hookimpl
def rummy_register_variants(registry):
    registry.add(Rummy(SPEC), rules_page=page_files(__package__, f"pages/{SPEC.id}"))


@hookimpl
def rummy_register_lessons(registry):
    registry.add(lesson_files(__package__, "lessons/rummy.json"))
