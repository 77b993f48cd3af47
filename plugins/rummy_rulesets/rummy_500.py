"""Rummy 500 (RULES.md §2.8): every card you meld scores; dig the discard pile."""

from rummy_desktop.core.groups import judge_faces, run_positions
from rummy_desktop.core.scoring import best_totals, face_value, seats
from rummy_desktop.core.table_check import face
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
    id="rummy-500",
    name="Rummy 500",
    description="Every card you put on the table scores, every card left in your hand costs. "
                "Take the top discard, or dig deeper and meld the card at once. Play to 500.",
    family="draw-discard",
    min_players=2,
    max_players=7,
    decks=(
        DeckRow(players=(2, 4), decks=1, when={"jokers": "off"}),
        DeckRow(players=(5, 7), decks=2, when={"jokers": "off"}),
        DeckRow(players=(2, 4), decks=1, jokers=2, when={"jokers": "on"}),
        DeckRow(players=(5, 7), decks=2, jokers=4, when={"jokers": "on"}),
    ),
    hand=(
        HandRow(players=(2, 2), cards=13, when={"hand_size": "13"}),
        HandRow(players=(2, 2), cards=10, when={"hand_size": "10"}),
        HandRow(players=(2, 2), cards=7, when={"hand_size": "7"}),
        HandRow(players=(3, 7), cards=7),
    ),
    ace_mode="high-or-low",
    joker_policy="fixed",
    turn="draw-meld-discard",
    dig=True,
    last_card_discard=True,
    rebuild="shuffle",
    rebuild_limit=2,
    rebuild_at_turn_start=True,
    options=(
        OptionSpec(key="target", label="Play to",
                   description="The game ends when a total reaches this; the highest total wins.",
                   choices=(Choice(value="250", label="250 points"), Choice(value="500", label="500 points"),
                            Choice(value="1000", label="1000 points")),
                   default="500"),
        OptionSpec(key="hand_size", label="Cards each (two players)",
                   description="How many cards each of two players is dealt.",
                   choices=(Choice(value="7", label="7 cards"), Choice(value="10", label="10 cards"),
                            Choice(value="13", label="13 cards")),
                   default="13"),
        OptionSpec(key="jokers", label="Jokers",
                   description="Play with jokers: two with one deck, four with two.",
                   choices=(Choice(value="off", label="Off"), Choice(value="on", label="On")),
                   default="off"),
    ),
)


def hand_value(card: int) -> int:
    """In hand: ace 15, 10 J Q K 10, 2-9 face value, joker 15."""
    return face_value(card, ace=15, joker=15)


def table_values(group: list[int], declared: dict[int, int], rules: Rules) -> dict[int, int]:
    """What each card of a meld is worth to whoever put it there: an ace is 1 at the low end
    of a run, 15 elsewhere; a joker is 15 whatever it stands for."""
    faces = [face(c, declared) for c in group]
    pos = run_positions(faces, rules.meld) if judge_faces(faces, rules.meld) == "run" else None
    out = {}
    for i, c in enumerate(group):
        if c >= 104:
            out[c] = 15
        elif c % 13 == 0:
            out[c] = 1 if pos is not None and pos[i] == 1 else 15
        else:
            out[c] = hand_value(c)
    return out


class Rummy500(Variant):
    def score_round(self, rules: Rules, outcome: RoundOutcome) -> RoundScore:
        n = len(outcome.hands)
        scores = [0] * n
        for group in outcome.table:
            for card, value in table_values(group, outcome.declared, rules).items():
                seat = outcome.by.get(card)
                if seat is not None:
                    scores[seat] += value
        for s in seats(outcome):
            scores[s] -= sum(hand_value(c) for c in outcome.hands[s])
        winners: list[int] = []
        if outcome.ending == "out":
            assert outcome.seat is not None  # an "out" ending names who went out (RoundOutcome)
            winners = [outcome.seat]
        return RoundScore(scores, winners)

    def game_end(self, rules: Rules, progress: GameProgress) -> GameEnd | None:
        totals = progress.totals
        if max(totals) < int(rules.options["target"]):
            return None
        winners = best_totals(totals, range(len(totals)), rules)
        return GameEnd(winners=winners, draw=len(winners) > 1, totals=list(totals))


@hookimpl
def rummy_register_variants(registry):
    registry.add(Rummy500(SPEC), rules_page=page_files(__package__, f"pages/{SPEC.id}"))


@hookimpl
def rummy_register_lessons(registry):
    registry.add(lesson_files(__package__, "lessons/rummy-500.json"))
