"""Gin Rummy, written only against Rummy Desktop's public plugin interface.

Two players, ten cards each from one deck, aces low. Melds stay in the hand; after drawing,
a player whose unmatched cards (deadwood) count 10 or fewer may knock, and one with none goes
gin. The other player then lays off deadwood on the knocker's melds (not after gin). The
knocker scores the difference; gin scores 25 more and an undercut gives the other player the
difference and 25. A round is void when only two cards are left in the stock. The first to
100 wins, with 100 for the game, 25 for each round won, and a shutout doubling the winner's
points from the rounds.
"""

from rummy_desktop.core.variant import (
    Bonus,
    Choice,
    DeckRow,
    GameEnd,
    GameProgress,
    HandRow,
    KnockSpec,
    OptionSpec,
    RoundOutcome,
    RoundScore,
    Rules,
    Variant,
    VariantSpec,
)
from rummy_desktop.plugins import hookimpl, lesson_files, page_files, register_texts

#: Knock with this many points of deadwood or fewer.
KNOCK_LIMIT = 10
GIN_BONUS = 25
UNDERCUT_BONUS = 25
GAME_BONUS = 100
LINE_BONUS = 25
#: A discard that leaves this many cards in the stock, without a knock, voids the round.
STOCK_FLOOR = 2

SPEC = VariantSpec(
    id="gin-rummy",
    name="Gin Rummy",
    description="Two players, ten cards each. Keep your sets and runs in your hand; knock when your "
                "unmatched cards count 10 or fewer, or go gin with none. First to 100 wins.",
    family="draw-discard",
    min_players=2,
    max_players=2,
    decks=(DeckRow(players=(2, 2), decks=1),),
    hand=(HandRow(players=(2, 2), cards=10),),
    ace_mode="low",
    turn="draw-meld-discard",
    knock=KnockSpec(limit=KNOCK_LIMIT, ace=1, picture=10, lay_off=True, gin_lay_off=False, undercut=True),
    melds_in_hand=True,
    stock_floor=STOCK_FLOOR,
    first_upcard=True,
    rebuild_limit=0,
    bonuses=(Bonus(key="game", label="Game bonus"), Bonus(key="line", label="Line bonus"),
             Bonus(key="shutout", label="Shutout")),
    options=(
        OptionSpec(key="target", label="Play to",
                   description="The first player whose total reaches this wins the game.",
                   choices=(Choice(value="100", label="100 points"), Choice(value="150", label="150 points"),
                            Choice(value="250", label="250 points")),
                   default="100"),
    ),
)


class GinRummy(Variant):
    def score_round(self, rules: Rules, outcome: RoundOutcome) -> RoundScore:
        scores = [0, 0]
        if outcome.ending not in ("knock", "gin"):  # the stock reached its floor: a void round
            return RoundScore(scores, [])
        knocker = outcome.seat
        other = 1 - knocker
        deadwood = list(outcome.deadwood)
        if outcome.ending == "gin":
            scores[knocker] = deadwood[other] + GIN_BONUS
            return RoundScore(scores, [knocker], display=deadwood)
        if outcome.undercut:
            scores[other] = deadwood[knocker] - deadwood[other] + UNDERCUT_BONUS
            return RoundScore(scores, [other], display=deadwood)
        scores[knocker] = deadwood[other] - deadwood[knocker]
        return RoundScore(scores, [knocker], display=deadwood)

    def game_end(self, rules: Rules, progress: GameProgress) -> GameEnd | None:
        totals = progress.totals
        if max(totals) < int(rules.options["target"]):
            return None
        leader = max(range(2), key=lambda s: totals[s])
        shutout = progress.rounds_won[1 - leader] == 0
        bonuses = [{"game": GAME_BONUS if s == leader else 0,
                    "line": LINE_BONUS * progress.rounds_won[s],
                    "shutout": totals[s] if s == leader and shutout else 0} for s in range(2)]
        final = [totals[s] + sum(bonuses[s].values()) for s in range(2)]
        best = max(final)
        winners = [s for s in range(2) if final[s] == best]
        return GameEnd(winners=winners, draw=len(winners) > 1, totals=final, bonuses=bonuses)


TRANSLATIONS = {
    "pt_BR": {
        "Gin Rummy": "Gin Rummy",
        SPEC.description: "Dois jogadores, dez cartas cada. Guarde as trincas e sequências na mão; bata quando "
                          "as cartas soltas somarem 10 ou menos, ou faça gin sem nenhuma. Vence o primeiro a 100.",
        "Play to": "Jogar até",
        "The first player whose total reaches this wins the game.": "Vence o primeiro jogador cujo total "
                                                                     "chegar a este valor.",
        "100 points": "100 pontos",
        "150 points": "150 pontos",
        "250 points": "250 pontos",
        "Game bonus": "Bônus de jogo",
        "Line bonus": "Bônus por rodada",
        "Shutout": "Placar zerado",
    },
    "fr": {
        "Gin Rummy": "Gin-rami",
        SPEC.description: "Deux joueurs, dix cartes chacun. Gardez brelans et suites en main ; frappez quand "
                          "vos cartes isolées valent 10 ou moins, ou faites gin sans aucune. Le premier à 100 "
                          "gagne.",
        "Play to": "Jouer jusqu'à",
        "The first player whose total reaches this wins the game.": "Le premier joueur dont le total atteint "
                                                                     "ce nombre gagne la partie.",
        "100 points": "100 points",
        "150 points": "150 points",
        "250 points": "250 points",
        "Game bonus": "Prime de partie",
        "Line bonus": "Prime de manche",
        "Shutout": "Blanchissage",
    },
}


@hookimpl
def rummy_register_variants(registry):
    registry.add(GinRummy(SPEC), rules_page=page_files(__package__, f"pages/{SPEC.id}"))


rummy_register_texts = register_texts(TRANSLATIONS)


@hookimpl
def rummy_register_lessons(registry):
    registry.add(lesson_files(__package__, "lessons/gin-rummy.json"))
