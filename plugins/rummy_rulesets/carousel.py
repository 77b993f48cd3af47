"""Carousel (RULES.md §2.5): draw up to three cards, knock at five points or fewer,
play to 150 with bonuses."""

from rummy_desktop.core.manipulation import carousel_count
from rummy_desktop.core.scoring import best_totals, seats
from rummy_desktop.core.variant import (
    Bonus,
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

GAME_TARGET = 150
REACH_BONUS = 100
ROUND_BONUS = 25
OUT_BONUS = 25
UNDERCUT_BONUS = 10

SPEC = VariantSpec(
    id="carousel",
    name="Carousel",
    description="Ten cards each and jokers that move as the same card. Draw one, then meld or "
                "draw again, up to three. Knock with five points or fewer. Play to 150.",
    family="manipulation",
    min_players=2,
    max_players=5,
    decks=(DeckRow(players=(2, 2), decks=1, jokers=1), DeckRow(players=(3, 5), decks=2, jokers=2)),
    hand=(HandRow(players=(2, 5), cards=10),),
    ace_mode="high-or-low",
    joker_policy="carousel",
    turn="carousel",
    knock_limit=5,
    bonuses=(Bonus(key="reached", label="Bonus for reaching the target"),
             Bonus(key="rounds_won", label="Bonus for rounds won")),
)


class Carousel(Variant):
    def score_round(self, rules: Rules, outcome: RoundOutcome) -> RoundScore:
        live = seats(outcome)
        c = [sum(carousel_count(x) for x in h) for h in outcome.hands]
        scores = [0] * len(outcome.hands)
        if outcome.ending == "out":
            w = outcome.seat
            assert w is not None  # an "out" ending names who went out (RoundOutcome)
            scores[w] = sum(c[p] for p in live if p != w) + OUT_BONUS
            return RoundScore(scores, [w], display=c)
        if outcome.ending == "knock":
            k = outcome.seat
            assert k is not None  # a "knock" ending names who knocked (RoundOutcome)
            others = [p for p in live if p != k]
            if all(c[p] > c[k] for p in others):
                scores[k] = sum(c[p] - c[k] for p in others)
                return RoundScore(scores, [k], display=c)
            m = min(c[p] for p in others)
            winners = [p for p in others if c[p] == m]
            for w in winners:
                scores[w] = sum(c[p] - m for p in live if p != w) + UNDERCUT_BONUS
            return RoundScore(scores, winners, display=c)
        # final turns completed: the lowest counts win, tied players all win
        m = min(c[p] for p in live)
        winners = [p for p in live if c[p] == m]
        for w in winners:
            scores[w] = sum(c[p] - m for p in live if p != w)
        return RoundScore(scores, winners, display=c)

    def game_end(self, rules: Rules, progress: GameProgress) -> GameEnd | None:
        totals = progress.totals
        if max(totals) < GAME_TARGET:
            return None
        bonuses = []
        final = []
        for s, t in enumerate(totals):
            b = {"reached": REACH_BONUS if t >= GAME_TARGET else 0,
                 "rounds_won": ROUND_BONUS * progress.rounds_won[s]}
            bonuses.append(b)
            final.append(t + b["reached"] + b["rounds_won"])
        winners = best_totals(final, range(len(final)), rules)
        return GameEnd(winners=winners, draw=len(winners) > 1, totals=final, bonuses=bonuses)


@hookimpl
def rummy_register_variants(registry):
    registry.add(Carousel(SPEC), rules_page=page_files(__package__, f"pages/{SPEC.id}"))


@hookimpl
def rummy_register_lessons(registry):
    registry.add(lesson_files(__package__, "lessons/carousel.json"))
