"""The one-round games of the family share their result rule (Machiavelli, Guadalupe,
Vatican, Tahiti): going out wins; a blocked round goes to the fewest cards (or penalty
points), and a tie for fewest is a draw."""

from rummy_desktop.core.scoring import single_round_end, single_round_result
from rummy_desktop.core.variant import GameEnd, GameProgress, RoundOutcome, RoundScore, Rules, Variant


class CardCountGame(Variant):
    """Machiavelli and Guadalupe: every card left in a hand counts 1 point.
    ``counts_points`` False (Vatican): the result screen shows card counts, no score."""

    counts_points = True

    def score_round(self, rules: Rules, outcome: RoundOutcome) -> RoundScore:
        counts = [len(h) for h in outcome.hands]
        winners = single_round_result(outcome, counts)
        scores = counts if self.counts_points else [0] * len(counts)
        return RoundScore(scores=scores, winners=winners, display=counts)

    def game_end(self, rules: Rules, progress: GameProgress) -> GameEnd:
        return single_round_end(progress.last, progress.totals)
