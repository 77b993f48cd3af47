"""House rule: in Rummy, a new meld needs at least four cards (a lay-off still adds one)."""

from rummy_desktop.core.actions import IllegalAction
from rummy_desktop.core.variant import Choice, OptionSpec
from rummy_desktop.plugins import hookimpl, register_texts

OPTION = OptionSpec(
    key="meld_size",
    label="Smallest meld",
    description="How many cards a new meld needs; a lay-off still adds a single card.",
    choices=(
        Choice(value="3", label="3 cards", description="As the rules say."),
        Choice(value="4", label="4 cards", description="Sets of four and runs of four or more."),
    ),
    default="3",
)

RULES_PAGE = {
    "en": "## House rule: Smallest meld\n\n* **3 cards** (the default): as in the rules above.\n"
          "* **4 cards**: a new meld needs at least four cards, a set of four or a run of four or more. "
          "A single card may still be laid off on any meld.\n",
    "pt_BR": "## Regra da casa: Menor jogo\n\n* **3 cartas** (padrão): como nas regras acima.\n"
             "* **4 cartas**: um jogo novo precisa de pelo menos quatro cartas, uma quadra ou uma sequência "
             "de quatro ou mais. Ainda se pode encostar uma carta em qualquer jogo.\n",
    "fr": "## Règle maison : Plus petite combinaison\n\n* **3 cartes** (par défaut) : comme dans les règles "
          "ci-dessus.\n* **4 cartes** : une nouvelle combinaison demande au moins quatre cartes, un carré ou "
          "une suite de quatre ou plus. On peut toujours ajouter une carte à n'importe quelle combinaison.\n",
}

#: The reason code this house rule refuses with, and its English text.
REASONS = {"house_meld_of_four": "a new meld needs at least {need} cards at this table"}

TRANSLATIONS = {
    "pt_BR": {
        "Smallest meld": "Menor jogo",
        "How many cards a new meld needs; a lay-off still adds a single card.":
            "Quantas cartas um jogo novo precisa; encostar ainda acrescenta uma carta só.",
        "3 cards": "3 cartas",
        "As the rules say.": "Como dizem as regras.",
        "4 cards": "4 cartas",
        "Sets of four and runs of four or more.": "Quadras e sequências de quatro ou mais.",
        "a new meld needs at least {need} cards at this table": "um jogo novo precisa de pelo menos {need} "
                                                                 "cartas nesta mesa",
    },
    "fr": {
        "Smallest meld": "Plus petite combinaison",
        "How many cards a new meld needs; a lay-off still adds a single card.":
            "Combien de cartes demande une nouvelle combinaison ; on ajoute toujours une carte seule.",
        "3 cards": "3 cartes",
        "As the rules say.": "Comme le disent les règles.",
        "4 cards": "4 cartes",
        "Sets of four and runs of four or more.": "Des carrés et des suites de quatre ou plus.",
        "a new meld needs at least {need} cards at this table": "une nouvelle combinaison demande au moins "
                                                                 "{need} cartes à cette table",
    },
}


@hookimpl
def rummy_register_house_rules(registry):
    if registry.get("rummy") is not None:
        registry.add_option("rummy", OPTION, rules_page=RULES_PAGE, switch=True)


rummy_register_texts = register_texts(TRANSLATIONS, reasons=REASONS)


@hookimpl
def rummy_judge_meld(rules, meld):
    """Refuse a new meld of fewer than four cards when the option says 4."""
    if rules.variant == "rummy" and rules.options.get("meld_size") == "4" and meld.kind == "meld" \
            and len(meld.cards) < 4:
        raise IllegalAction("house_meld_of_four", need=4)
