"""My Rummy: seven cards each, one round; every card left in a hand costs a point."""

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
from rummy_desktop.plugins import hookimpl, page_files, register_texts

SPEC = VariantSpec(
    id="my-rummy",
    name="My Rummy",
    description="Seven cards each, one round. Go out first; every card left in a hand costs a point.",
    family="draw-discard",
    min_players=2,
    max_players=4,
    decks=(DeckRow(players=(2, 4), decks=1, when={"jokers": "off"}),
           DeckRow(players=(2, 4), decks=1, jokers=2, when={"jokers": "on"})),
    hand=(HandRow(players=(2, 4), cards=7),),
    ace_mode="low",
    turn="draw-meld-discard",
    lower_wins=True,
    options=(
        OptionSpec(key="jokers", label="Jokers", description="Play with two wild jokers.",
                   choices=(Choice(value="off", label="Off"), Choice(value="on", label="On")),
                   default="off"),
    ),
    overrides={"jokers": {"on": {"joker_policy": "swap"}}},
)


class MyRummy(Variant):
    def score_round(self, rules: Rules, outcome: RoundOutcome) -> RoundScore:
        counts = [len(hand) for hand in outcome.hands]
        winners = [outcome.seat] if outcome.ending == "out" else [
            s for s, n in enumerate(counts) if n == min(counts)]
        return RoundScore(scores=counts, winners=winners)

    def game_end(self, rules: Rules, progress: GameProgress) -> GameEnd:
        totals = progress.totals
        winners = [s for s, t in enumerate(totals) if t == min(totals)]
        return GameEnd(winners=winners, draw=len(winners) > 1, totals=list(totals))


TRANSLATIONS = {
    "pt_BR": {
        "My Rummy": "Meu Rummy",
        SPEC.description: "Sete cartas para cada um, uma rodada. Saia primeiro; cada carta que sobra na mão "
                          "custa um ponto.",
        "Jokers": "Curingas",
        "Play with two wild jokers.": "Jogue com dois curingas.",
        "Off": "Não",
        "On": "Sim",
    },
    "fr": {
        "My Rummy": "Mon Rami",
        SPEC.description: "Sept cartes chacun, une manche. Sortez le premier ; chaque carte restée en main "
                          "coûte un point.",
        "Jokers": "Jokers",
        "Play with two wild jokers.": "Jouez avec deux jokers.",
        "Off": "Non",
        "On": "Oui",
    },
}


@hookimpl
def rummy_register_variants(registry):
    registry.add(MyRummy(SPEC), rules_page=page_files(__package__, f"pages/{SPEC.id}"))


rummy_register_texts = register_texts(TRANSLATIONS)
