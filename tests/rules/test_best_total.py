"""Which totals are best, per rule set and scoring option (RULES.md §2, issue 10 point 5):
declared once by the rule set, read by the score sheet, the statistics and the game end."""

from __future__ import annotations

import pytest

from rummy_desktop.core.variant import Variant
from rummy_desktop.plugins.manager import default_catalog


@pytest.mark.parametrize("variant,options,lower", [
    ("manipulation", {}, True),  # §2.1: lowest total wins at the target
    ("machiavelli", {}, True),  # fewest cards
    ("shanghai", {}, True),  # §6 U12: the lowest total is shown as the winner
    ("guadalupe", {}, True),
    ("carousel", {}, False),  # §2.5: highest wins
    ("vatican", {}, True),
    ("tahiti", {}, True),
    ("rummy-500", {}, False),  # §2.8: the highest total wins
    ("rummy", {}, True),  # §2.9 standard: penalty points, the last player below 100 wins
    ("rummy", {"scoring": "standard"}, True),
    ("rummy", {"scoring": "winner-takes-all"}, False),  # the first to reach the target wins
    ("rummy-multiplayer", {}, False),  # §2.10: first to 100
])
def test_declared_direction(variant, options, lower):
    game = default_catalog().new_game(variant, options, 2, 1)
    assert game.rules.lower_wins is lower


def test_a_variant_class_cannot_decide_the_direction_on_its_own():
    with pytest.raises(TypeError, match="VariantSpec"):
        class Sneaky(Variant):
            lower_wins = True

            def score_round(self, rules, outcome):
                return None

            def game_end(self, rules, progress):
                return None
