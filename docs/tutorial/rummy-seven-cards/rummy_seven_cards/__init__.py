"""Seven Cards: seven cards each from one deck; go out first. The others pay the
penalty points left in their hands; one round, or play until someone has 50."""

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
from rummy_desktop.plugins import hookimpl, register_texts

SPEC = VariantSpec(
    id="seven-cards",
    name="Seven Cards",
    description="Seven cards each from one deck, aces low. Go out first; the others pay the points "
                "left in their hands. The lowest total wins.",
    family="draw-discard",
    min_players=2,
    max_players=4,
    decks=(DeckRow(players=(2, 4), decks=1),),
    hand=(HandRow(players=(2, 4), cards=7),),
    ace_mode="low",
    turn="draw-meld-discard",
    lower_wins=True,
    options=(
        OptionSpec(key="length", label="Length", description="How long a game lasts.",
                   choices=(Choice(value="one", label="One round"),
                            Choice(value="50", label="Until someone has 50 points")),
                   default="one"),
    ),
)


def penalty(card: int) -> int:
    """Ace 1, 2-10 their value, J Q K 10 (card ids: the guide's reference, "Card ids")."""
    rank = card % 13 + 1
    return min(rank, 10)


class SevenCards(Variant):
    def score_round(self, rules: Rules, outcome: RoundOutcome) -> RoundScore:
        points = [sum(penalty(c) for c in hand) for hand in outcome.hands]
        if outcome.ending == "out":
            winners = [outcome.seat]
        else:  # the stock ran out: the lowest hand wins the round
            winners = [s for s, p in enumerate(points) if p == min(points)]
        return RoundScore(scores=[0 if s in winners else p for s, p in enumerate(points)], winners=winners)

    def game_end(self, rules: Rules, progress: GameProgress) -> GameEnd | None:
        totals = progress.totals
        if rules.options["length"] == "50" and max(totals) < 50:
            return None  # deal another round
        best = min(totals)
        winners = [s for s, t in enumerate(totals) if t == best]
        return GameEnd(winners=winners, draw=len(winners) > 1, totals=list(totals))


RULES_PAGE = {
    "en": "# Seven Cards\n\nSeven cards each from one deck. On your turn draw from the stock or take the "
          "discard, meld sets and runs or lay off, then discard. Go out first: the others pay the points "
          "left in their hands (ace 1, 2 to 10 their value, pictures 10). The lowest total wins.\n\n"
          "**Length**: **One round** (the default), or **Until someone has 50 points**.\n",
    "pt_BR": "# Sete Cartas\n\nSete cartas para cada um, de um baralho. Na sua vez compre do monte ou pegue o "
             "descarte, baixe trincas e sequências ou encoste cartas, depois descarte. Saia primeiro: os "
             "outros pagam os pontos que ficaram na mão (Ás 1, 2 a 10 o seu valor, figuras 10). Vence o "
             "menor total.\n\n**Duração**: **Uma rodada** (padrão), ou **Até alguém ter 50 pontos**.\n",
    "fr": "# Sept Cartes\n\nSept cartes chacun, d'un seul jeu. À votre tour piochez ou prenez la défausse, "
          "posez brelans et suites ou ajoutez des cartes, puis défaussez. Sortez le premier : les autres "
          "paient les points restés en main (As 1, 2 à 10 leur valeur, figures 10). Le plus petit total "
          "gagne.\n\n**Durée** : **Une manche** (par défaut), ou **Jusqu'à ce que quelqu'un ait 50 points**.\n",
}

TRANSLATIONS = {
    "pt_BR": {
        "Seven Cards": "Sete Cartas",
        SPEC.description: "Sete cartas para cada um, de um baralho, Ás baixo. Saia primeiro; os outros pagam os "
                          "pontos que ficaram na mão. Vence o menor total.",
        "Length": "Duração",
        "How long a game lasts.": "Quanto dura uma partida.",
        "One round": "Uma rodada",
        "Until someone has 50 points": "Até alguém ter 50 pontos",
    },
    "fr": {
        "Seven Cards": "Sept Cartes",
        SPEC.description: "Sept cartes chacun, d'un seul jeu, As faible. Sortez le premier ; les autres paient "
                          "les points restés en main. Le plus petit total gagne.",
        "Length": "Durée",
        "How long a game lasts.": "Combien de temps dure une partie.",
        "One round": "Une manche",
        "Until someone has 50 points": "Jusqu'à ce que quelqu'un ait 50 points",
    },
}


@hookimpl
def rummy_register_variants(registry):
    registry.add(SevenCards(SPEC), rules_page=RULES_PAGE)


rummy_register_texts = register_texts(TRANSLATIONS)
