"""House rule: in basic Rummy, the cards of a set must have different suits."""

from rummy_desktop.core.variant import Choice, OptionSpec
from rummy_desktop.plugins import hookimpl, lesson_files, register_texts

OPTION = OptionSpec(
    key="set_suits",
    label="Suits in sets",
    description="Whether the cards of a set may share a suit (two decks).",
    choices=(
        Choice(value="any", label="Any suits", description="Twins may share a set."),
        Choice(value="distinct", label="Different suits", description="Every card of a set has its own suit."),
    ),
    default="any",
)

#: The section this house rule adds to Rummy's rules page (Markdown by language; English
#: stands in for a language that is missing).
RULES_PAGE = {
    "en": """## House rule: Suits in sets

A house-rule plugin gives Rummy one more option, **Suits in sets**:

* **Any suits** (the default): as in the rules above, the suits of a set do not matter, so
  with two decks twins such as 7♦ 7♦ may share a set.
* **Different suits**: every card of a set must have its own suit, as in most other rule
  sets; 7♣ 7♦ 7♦ is not a set.
""",
    "pt_BR": """## Regra da casa: Naipes nas trincas

Um plugin de regra da casa dá ao Rummy mais uma opção, **Naipes nas trincas**:

* **Quaisquer naipes** (padrão): como nas regras acima, o naipe não importa numa trinca;
  com dois baralhos, cartas gêmeas como 7♦ 7♦ podem estar na mesma trinca.
* **Naipes diferentes**: cada carta da trinca deve ter o seu naipe, como na maioria das
  outras regras; 7♣ 7♦ 7♦ não é uma trinca.
""",
    "fr": """## Règle maison : Couleurs dans les brelans

Un plugin de règle maison donne au Rami une option de plus, **Couleurs dans les brelans** :

* **Toutes couleurs** (par défaut) : comme dans les règles ci-dessus, la couleur ne compte
  pas dans un brelan ; avec deux jeux, des cartes jumelles comme 7♦ 7♦ peuvent partager un
  brelan.
* **Couleurs différentes** : chaque carte du brelan doit avoir sa propre couleur, comme dans
  la plupart des autres règles ; 7♣ 7♦ 7♦ n'est pas un brelan.
""",
}


#: The option's texts in the other languages of the program: English text -> translation.
#: Plain dictionaries, edited with any text editor; a missing text is shown in English.
TRANSLATIONS = {
    "pt_BR": {
        "Suits in sets": "Naipes nas trincas",
        "Whether the cards of a set may share a suit (two decks).":
            "Se as cartas de uma trinca podem ter o mesmo naipe (dois baralhos).",
        "Any suits": "Quaisquer naipes",
        "Twins may share a set.": "Cartas gêmeas podem estar na mesma trinca.",
        "Different suits": "Naipes diferentes",
        "Every card of a set has its own suit.": "Cada carta da trinca tem o seu naipe.",
    },
    "fr": {
        "Suits in sets": "Couleurs dans les brelans",
        "Whether the cards of a set may share a suit (two decks).":
            "Si les cartes d'un brelan peuvent partager une couleur (deux jeux).",
        "Any suits": "Toutes couleurs",
        "Twins may share a set.": "Des cartes jumelles peuvent partager un brelan.",
        "Different suits": "Couleurs différentes",
        "Every card of a set has its own suit.": "Chaque carte du brelan a sa propre couleur.",
    },
}


@hookimpl
def rummy_register_house_rules(registry):
    if registry.get("rummy") is not None:
        registry.add_option("rummy", OPTION, rules_page=RULES_PAGE)


rummy_register_texts = register_texts(TRANSLATIONS)


@hookimpl
def rummy_register_lessons(registry):
    """A short lesson of the rule, shipped as package data (lessons/*.json)."""
    registry.add(lesson_files(__package__, "lessons/distinct-suits.json"))


@hookimpl
def rummy_adjust_rules(rules):
    if rules.variant == "rummy" and rules.options.get("set_suits") == "distinct":
        return {"distinct_suits": True}
    return None
