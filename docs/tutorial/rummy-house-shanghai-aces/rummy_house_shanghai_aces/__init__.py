"""House rule: in Shanghai, an ace may also end a run high (Q-K-A)."""

from rummy_desktop.core.variant import Choice, OptionSpec
from rummy_desktop.plugins import hookimpl, register_texts

OPTION = OptionSpec(
    key="aces",
    label="Aces",
    description="Whether an ace may also end a run high (Q-K-A).",
    choices=(
        Choice(value="low", label="Low only", description="A-2-3, as the rules say."),
        Choice(value="high-or-low", label="High or low", description="A-2-3 or Q-K-A, never K-A-2."),
    ),
    default="low",
)

RULES_PAGE = {
    "en": "## House rule: Aces\n\nWith **Low only** (the default), the rules above. With **High or low**, an ace "
          "may also end a run high: Q♥ K♥ A♥.\n",
    "pt_BR": "## Regra da casa: Ases\n\nCom **Só baixo** (padrão), as regras acima. Com **Alto ou baixo**, um Ás "
             "também pode fechar uma sequência por cima: D♥ R♥ A♥.\n",
    "fr": "## Règle maison : As\n\nAvec **Faible seulement** (par défaut), les règles ci-dessus. Avec **Fort ou "
          "faible**, un As peut aussi finir une suite en haut : D♥ R♥ A♥.\n",
}

TRANSLATIONS = {
    "pt_BR": {
        "Aces": "Ases",
        "Whether an ace may also end a run high (Q-K-A).": "Se um Ás também pode fechar uma sequência por cima (D-R-A).",
        "Low only": "Só baixo",
        "A-2-3, as the rules say.": "A-2-3, como dizem as regras.",
        "High or low": "Alto ou baixo",
        "A-2-3 or Q-K-A, never K-A-2.": "A-2-3 ou D-R-A, nunca R-A-2.",
    },
    "fr": {
        "Aces": "As",
        "Whether an ace may also end a run high (Q-K-A).": "Si un As peut aussi finir une suite en haut (D-R-A).",
        "Low only": "Faible seulement",
        "A-2-3, as the rules say.": "A-2-3, comme le disent les règles.",
        "High or low": "Fort ou faible",
        "A-2-3 or Q-K-A, never K-A-2.": "A-2-3 ou D-R-A, jamais R-A-2.",
    },
}


@hookimpl
def rummy_register_house_rules(registry):
    if registry.get("shanghai") is not None:
        # the option, what it changes in the declaration for each value, its rules section
        registry.add_option("shanghai", OPTION, {"high-or-low": {"ace_mode": "high-or-low"}},
                            rules_page=RULES_PAGE)


rummy_register_texts = register_texts(TRANSLATIONS)
