"""House rule: in Rummy, an ace left in a hand costs 15 points instead of 1.

It adjusts the round's scores after Rummy's own ``score_round`` (the hook
``rummy_adjust_scores``): who won the round stays as Rummy decided, and each ace left in a
hand that pays costs 14 points more; with winner takes all, the winner collects them (twice
for a rummy)."""

from rummy_desktop.core.scoring import seats
from rummy_desktop.core.variant import Choice, OptionSpec, RoundScore
from rummy_desktop.plugins import hookimpl, register_texts

#: What an ace costs more than Rummy's 1 point.
EXTRA = 14

OPTION = OptionSpec(
    key="ace_points",
    label="Aces in hand",
    description="What an ace left in a hand costs at the end of a round.",
    choices=(
        Choice(value="1", label="1 point", description="As the rules say."),
        Choice(value="15", label="15 points", description="An ace left in a hand costs 15."),
    ),
    default="1",
)

RULES_PAGE = {
    "en": "## House rule: Aces in hand\n\n* **1 point** (the default): as in the rules above.\n"
          "* **15 points**: an ace left in a hand costs 15 points instead of 1 when the round is scored. "
          "Who won the round does not change. With **Winner takes all**, the winner collects those points too "
          "(twice for a rummy).\n",
    "pt_BR": "## Regra da casa: Ases na mão\n\n* **1 ponto** (padrão): como nas regras acima.\n"
             "* **15 pontos**: um Ás que sobra na mão custa 15 pontos em vez de 1 na contagem da rodada. Quem "
             "venceu a rodada não muda. Com **O vencedor leva tudo**, quem vence recebe esses pontos também (em "
             "dobro num rummy).\n",
    "fr": "## Règle maison : As en main\n\n* **1 point** (par défaut) : comme dans les règles ci-dessus.\n"
          "* **15 points** : un As resté en main coûte 15 points au lieu de 1 au décompte de la manche. Le "
          "gagnant de la manche ne change pas. Avec **Le gagnant empoche tout**, le gagnant encaisse aussi ces "
          "points (doublés pour un rami).\n",
}

TRANSLATIONS = {
    "pt_BR": {
        "Aces in hand": "Ases na mão",
        "What an ace left in a hand costs at the end of a round.": "Quanto custa um Ás que sobra na mão no fim "
                                                                    "da rodada.",
        "1 point": "1 ponto",
        "As the rules say.": "Como dizem as regras.",
        "15 points": "15 pontos",
        "An ace left in a hand costs 15.": "Um Ás que sobra na mão custa 15.",
    },
    "fr": {
        "Aces in hand": "As en main",
        "What an ace left in a hand costs at the end of a round.": "Ce que coûte un As resté en main à la fin "
                                                                    "d'une manche.",
        "1 point": "1 point",
        "As the rules say.": "Comme le disent les règles.",
        "15 points": "15 points",
        "An ace left in a hand costs 15.": "Un As resté en main coûte 15.",
    },
}


@hookimpl
def rummy_register_house_rules(registry):
    if registry.get("rummy") is not None:
        registry.add_option("rummy", OPTION, rules_page=RULES_PAGE, switch=True)


rummy_register_texts = register_texts(TRANSLATIONS)


def aces(hand) -> int:
    """The aces in a hand (card ids: a card's rank is ``card % 13``, 0 for an ace; jokers are 104 up)."""
    return sum(1 for c in hand if c < 104 and c % 13 == 0)


@hookimpl
def rummy_adjust_scores(rules, outcome, score):
    """Rummy's scores with each ace left in a paying hand costing ``EXTRA`` more."""
    if rules.variant != "rummy" or rules.options.get("ace_points") != "15":
        return None
    live = seats(outcome)
    extra = [EXTRA * aces(outcome.hands[s]) if s in live else 0 for s in range(len(outcome.hands))]
    scores = list(score.scores)
    if rules.options.get("scoring") == "winner-takes-all":
        display = [d + e for d, e in zip(score.display or score.scores, extra)]
        for w in score.winners:
            collected = sum(extra[s] for s in live if s not in score.winners)
            scores[w] += collected * (2 if outcome.rummy else 1)
        return RoundScore(scores, list(score.winners), display)
    for s in live:
        if s not in score.winners:
            scores[s] += extra[s]
    return RoundScore(scores, list(score.winners), score.display)
