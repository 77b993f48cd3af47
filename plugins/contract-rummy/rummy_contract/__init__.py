"""Contract Rummy (the Liverpool family), written only against Rummy Desktop's public
plugin interface.

Three to five players, two 52-card decks and two jokers (wild). Seven deals, each with its
contract, laid whole before any other meld or lay-off: two sets; a set and a run; two runs;
three sets; two sets and a run; a set and two runs; three runs (a set is three or more cards
of one rank, a run four or more of one suit in order, the ace high or low). Ten cards each
in the first four deals, twelve in the last three. A player who does not want the discard
draws from the stock; the discard is then offered round the table, and the first who buys
it takes it with a penalty card from the stock (three buys a deal, none once one's contract
is down). After the contract only lay-offs follow, and a natural card may take a joker's
place on the table. The first out ends the deal; the others pay their cards (ace and joker
15, pictures 10, the others their value). The lowest total after seven deals wins.

The rules follow pagat.com's Contract Rummy and Liverpool Rummy pages and Parlett's
Penguin Book of Card Games; where they differ, the rules page says what was chosen.
"""

from rummy_desktop.core.scoring import face_value, penalty_round
from rummy_desktop.core.variant import (
    BuySpec,
    DeckRow,
    GameEnd,
    GameProgress,
    GoalMeld,
    HandRow,
    RoundGoal,
    RoundOutcome,
    RoundRow,
    RoundScore,
    Rules,
    Variant,
    VariantSpec,
)
from rummy_desktop.plugins import hookimpl, lesson_files, page_files

#: What a card left in hand costs at the end of a deal.
ACE = 15
JOKER = 15
PICTURE = 10
#: Buys each player may make in a deal, and the penalty cards each costs.
BUYS = 3
PENALTY_CARDS = 1
#: Deals in a game: one per contract.
DEALS = 7

SET = GoalMeld(kind="set", size=3)
RUN = GoalMeld(kind="run", size=4)

#: (cards dealt, the contract's melds, its name): one row per deal.
CONTRACTS = (
    (10, (SET, SET), "Two sets"),
    (10, (SET, RUN), "A set and a run"),
    (10, (RUN, RUN), "Two runs"),
    (10, (SET, SET, SET), "Three sets"),
    (12, (SET, SET, RUN), "Two sets and a run"),
    (12, (SET, RUN, RUN), "A set and two runs"),
    (12, (RUN, RUN, RUN), "Three runs"),
)

SPEC = VariantSpec(
    id="contract-rummy",
    name="Contract Rummy",
    description="Seven deals, each with its contract of sets and runs to lay down whole before anything "
                "else; buy a discard out of turn with a penalty card. The lowest total wins.",
    family="draw-discard",
    min_players=3,
    max_players=5,
    decks=(DeckRow(players=(3, 5), decks=2, jokers=2),),
    hand=(HandRow(players=(3, 5), cards=10),),
    ace_mode="high-or-low",
    distinct_suits=False,
    set_max=10,  # a set of three or more: up to every card of its rank in the two decks, and both jokers
    joker_policy="swap",
    turn="draw-meld-discard",
    rebuild="shuffle",
    rebuild_limit=3,
    rounds=tuple(RoundRow(hand=cards, goal=RoundGoal(melds=melds, label=label)) for cards, melds, label in CONTRACTS),
    buy=BuySpec(limit=BUYS, penalty=PENALTY_CARDS, opened=False),
    lower_wins=True,
)


def penalty(card: int) -> int:
    """What a card left in hand costs: ace and joker 15, J Q K 10, 2 to 10 their value."""
    return face_value(card, ace=ACE, joker=JOKER, picture=PICTURE)


class ContractRummy(Variant):
    def score_round(self, rules: Rules, outcome: RoundOutcome) -> RoundScore:
        # Out: the others pay their cards. The stock run out once too often, or a dead
        # hand: nobody went out and everyone pays (the lowest hand wins the deal).
        return penalty_round(outcome, penalty)

    def game_end(self, rules: Rules, progress: GameProgress) -> GameEnd | None:
        if progress.rounds < DEALS:
            return None
        totals = list(progress.totals)
        best = min(totals)
        winners = [s for s, t in enumerate(totals) if t == best]
        return GameEnd(winners=winners, draw=len(winners) > 1, totals=totals)


TRANSLATIONS = {
    "pt_BR": {
        "Contract Rummy": "Rummy de Contrato",
        SPEC.description: "Sete rodadas, cada uma com o seu contrato de trincas e sequências, baixado inteiro "
                          "antes de qualquer outra coisa; compre um descarte fora da vez com uma carta de multa. "
                          "Vence o menor total.",
        "Two sets": "Duas trincas",
        "A set and a run": "Uma trinca e uma sequência",
        "Two runs": "Duas sequências",
        "Three sets": "Três trincas",
        "Two sets and a run": "Duas trincas e uma sequência",
        "A set and two runs": "Uma trinca e duas sequências",
        "Three runs": "Três sequências",
    },
    "fr": {
        "Contract Rummy": "Rami à contrats",
        SPEC.description: "Sept donnes, chacune avec son contrat de brelans et de suites à poser en entier avant "
                          "tout le reste ; achetez une défausse hors de votre tour avec une carte de pénalité. "
                          "Le plus petit total gagne.",
        "Two sets": "Deux brelans",
        "A set and a run": "Un brelan et une suite",
        "Two runs": "Deux suites",
        "Three sets": "Trois brelans",
        "Two sets and a run": "Deux brelans et une suite",
        "A set and two runs": "Un brelan et deux suites",
        "Three runs": "Trois suites",
    },
}


@hookimpl
def rummy_register_variants(registry):
    registry.add(ContractRummy(SPEC), rules_page=page_files(__package__, f"pages/{SPEC.id}"))


@hookimpl
def rummy_register_texts(registry):
    for language, texts in TRANSLATIONS.items():
        registry.add_translations(language, texts)


@hookimpl
def rummy_register_lessons(registry):
    registry.add(lesson_files(__package__, "lessons/contract-rummy.json"))
