"""Oklahoma Gin, written only against Rummy Desktop's public plugin interface.

Gin Rummy in which the first upcard of each round sets that round's knock: a player may
knock with deadwood up to the upcard's count (2 to 9 their value, a ten or a court card
10), and an ace allows no knock at all, only gin. A spade turned up doubles the round's
score, the gin and undercut bonuses included. Otherwise the usual Gin scoring: the knocker
scores the difference, gin 25 more, an undercut gives the other player the difference and
25; a round is void when only two cards are left in the stock. The first to 150 wins, with
100 for the game, 25 for each round won, and a shutout doubling the winner's points from
the rounds.
"""

from __future__ import annotations

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

#: The knock's limit when no upcard says otherwise (a ten or a court card turned up).
MOST = 10
GIN_BONUS = 25
UNDERCUT_BONUS = 25
GAME_BONUS = 100
LINE_BONUS = 25
#: A discard that leaves this many cards in the stock, without a knock, voids the round.
STOCK_FLOOR = 2
#: Card faces are ``suit * 13 + rank - 1``, suits clubs, diamonds, hearts, spades.
SPADES = 3

SPEC = VariantSpec(
    id="oklahoma-gin",
    name="Oklahoma Gin",
    description="Gin Rummy for two in which the first card turned up sets how low your unmatched cards "
                "must count to knock (an ace: gin only), and a spade doubles the round. First to 150 wins.",
    family="draw-discard",
    min_players=2,
    max_players=2,
    decks=(DeckRow(players=(2, 2), decks=1),),
    hand=(HandRow(players=(2, 2), cards=10),),
    ace_mode="low",
    turn="draw-meld-discard",
    knock=KnockSpec(limit=MOST, ace=1, picture=10, lay_off=True, gin_lay_off=False, undercut=True),
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
                   default="150"),
        OptionSpec(key="spades", label="Spades double",
                   description="A spade as the first upcard doubles the round's score.",
                   choices=(Choice(value="on", label="On"), Choice(value="off", label="Off")),
                   default="on"),
    ),
)


def knock_limit(upcard: int | None) -> int:
    """The most deadwood a knock may leave in a round whose first upcard is ``upcard`` (a
    face): 2 to 9 their value, a ten or a court card 10, an ace 0 (gin only)."""
    if upcard is None or upcard >= 52:  # no card turned up (never in this deck): plain Gin
        return MOST
    rank = upcard % 13 + 1
    return 0 if rank == 1 else min(rank, MOST)


def doubled(rules: Rules, outcome: RoundOutcome) -> bool:
    """Whether the round counts double: a spade turned up, with the option on."""
    upcard = rules.upcard if rules.upcard is not None else outcome.upcard
    return rules.options.get("spades", "on") == "on" and upcard is not None and upcard < 52 \
        and upcard // 13 == SPADES


class OklahomaGin(Variant):
    def round_rules(self, rules: Rules):
        """Each round's knock, from the card turned up at its deal."""
        return {"knock": rules.knock.model_copy(update={"limit": knock_limit(rules.upcard)})}

    def score_round(self, rules: Rules, outcome: RoundOutcome) -> RoundScore:
        scores = [0, 0]
        if outcome.ending not in ("knock", "gin"):  # the stock reached its floor (a void round), or a dead hand
            return RoundScore(scores, [])
        times = 2 if doubled(rules, outcome) else 1
        knocker = outcome.seat
        other = 1 - knocker
        deadwood = list(outcome.deadwood)
        if outcome.ending == "gin":
            scores[knocker] = times * (deadwood[other] + GIN_BONUS)
            return RoundScore(scores, [knocker], display=deadwood)
        if outcome.undercut:
            scores[other] = times * (deadwood[knocker] - deadwood[other] + UNDERCUT_BONUS)
            return RoundScore(scores, [other], display=deadwood)
        scores[knocker] = times * (deadwood[other] - deadwood[knocker])
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
        "Oklahoma Gin": "Gin Oklahoma",
        SPEC.description: "Gin Rummy para dois em que a primeira carta virada diz até quanto as cartas soltas "
                          "podem somar para bater (um ás: só gin), e uma de espadas dobra a rodada. Vence o "
                          "primeiro a 150.",
        "Play to": "Jogar até",
        "The first player whose total reaches this wins the game.": "Vence o primeiro jogador cujo total "
                                                                     "chegar a este valor.",
        "100 points": "100 pontos",
        "150 points": "150 pontos",
        "250 points": "250 pontos",
        "Spades double": "Espadas dobram",
        "A spade as the first upcard doubles the round's score.": "Uma carta de espadas como primeira carta "
                                                                  "virada dobra os pontos da rodada.",
        "On": "Sim",
        "Off": "Não",
        "Game bonus": "Bônus de jogo",
        "Line bonus": "Bônus por rodada",
        "Shutout": "Placar zerado",
    },
    "fr": {
        "Oklahoma Gin": "Gin Oklahoma",
        SPEC.description: "Gin-rami à deux où la première carte retournée fixe jusqu'où vos cartes isolées "
                          "peuvent valoir pour frapper (un As\u00a0: gin seulement), et un pique double la "
                          "manche. Le premier à 150 gagne.",
        "Play to": "Jouer jusqu'à",
        "The first player whose total reaches this wins the game.": "Le premier joueur dont le total atteint "
                                                                     "ce nombre gagne la partie.",
        "100 points": "100 points",
        "150 points": "150 points",
        "250 points": "250 points",
        "Spades double": "Les piques doublent",
        "A spade as the first upcard doubles the round's score.": "Un pique comme première carte retournée "
                                                                  "double les points de la manche.",
        "On": "Oui",
        "Off": "Non",
        "Game bonus": "Prime de partie",
        "Line bonus": "Prime de manche",
        "Shutout": "Blanchissage",
    },
}


@hookimpl
def rummy_register_variants(registry):
    registry.add(OklahomaGin(SPEC), rules_page=page_files(__package__, f"pages/{SPEC.id}"))


rummy_register_texts = register_texts(TRANSLATIONS)


@hookimpl
def rummy_register_lessons(registry):
    registry.add(lesson_files(__package__, "lessons/oklahoma-gin.json"))
