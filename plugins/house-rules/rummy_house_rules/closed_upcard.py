"""House rule: in Rummy, the card turned up at the deal may not be taken; the first player
draws from the stock."""

from rummy_desktop.core.actions import IllegalAction, TakeDiscard
from rummy_desktop.core.variant import Choice, OptionSpec
from rummy_desktop.plugins import hookimpl, register_texts

OPTION = OptionSpec(
    key="first_discard",
    label="First discard",
    description="Whether the card turned up at the deal may be taken.",
    choices=(
        Choice(value="open", label="May be taken", description="As the rules say."),
        Choice(value="closed", label="Stays on the pile", description="The first player draws from the stock."),
    ),
    default="open",
)

RULES_PAGE = {
    "en": "## House rule: First discard\n\n* **May be taken** (the default): as in the rules above.\n"
          "* **Stays on the pile**: the card turned up at the deal may not be taken; the first player draws "
          "from the stock. The discards after it may be taken as usual.\n",
    "pt_BR": "## Regra da casa: Primeiro descarte\n\n* **Pode ser pega** (padrão): como nas regras acima.\n"
             "* **Fica na pilha**: a carta virada na distribuição não pode ser pega; o primeiro jogador compra "
             "do monte. Os descartes seguintes podem ser pegos como sempre.\n",
    "fr": "## Règle maison : Première défausse\n\n* **Peut être prise** (par défaut) : comme dans les règles "
          "ci-dessus.\n* **Reste sur la défausse** : la carte retournée à la donne ne peut pas être prise ; "
          "le premier joueur pioche. Les défausses suivantes se prennent comme d'habitude.\n",
}

REASONS = {"house_upcard_closed": "the card turned up at the deal stays on the pile: draw from the stock"}

TRANSLATIONS = {
    "pt_BR": {
        "First discard": "Primeiro descarte",
        "Whether the card turned up at the deal may be taken.": "Se a carta virada na distribuição pode ser pega.",
        "May be taken": "Pode ser pega",
        "As the rules say.": "Como dizem as regras.",
        "Stays on the pile": "Fica na pilha",
        "The first player draws from the stock.": "O primeiro jogador compra do monte.",
        "the card turned up at the deal stays on the pile: draw from the stock":
            "a carta virada na distribuição fica na pilha: compre do monte",
    },
    "fr": {
        "First discard": "Première défausse",
        "Whether the card turned up at the deal may be taken.": "Si la carte retournée à la donne peut être prise.",
        "May be taken": "Peut être prise",
        "As the rules say.": "Comme le disent les règles.",
        "Stays on the pile": "Reste sur la défausse",
        "The first player draws from the stock.": "Le premier joueur pioche.",
        "the card turned up at the deal stays on the pile: draw from the stock":
            "la carte retournée à la donne reste sur la défausse : piochez",
    },
}


@hookimpl
def rummy_register_house_rules(registry):
    if registry.get("rummy") is not None:
        registry.add_option("rummy", OPTION, rules_page=RULES_PAGE, switch=True)


rummy_register_texts = register_texts(TRANSLATIONS, reasons=REASONS)


@hookimpl
def rummy_judge_action(rules, position, action):
    """On the first turn of a round the top of the pile is the card turned up at the deal."""
    if rules.variant == "rummy" and rules.options.get("first_discard") == "closed" \
            and isinstance(action, TakeDiscard) and position.turn_no == 1:
        raise IllegalAction("house_upcard_closed")
