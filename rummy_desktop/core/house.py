"""What house rules judge, and how the engine asks them.

House-rule plugins judge moves and adjust scores through four hooks
(:mod:`rummy_desktop.plugins.hookspecs`): ``rummy_judge_meld`` (a meld or a lay-off),
``rummy_judge_action`` (any action before it is applied), ``rummy_adjust_round`` (the rules
of a round once dealt) and ``rummy_adjust_scores`` (a round's scores after the rule set's
``score_round``). The catalogue gathers them into a
:class:`HouseRules` carried by the game's rules (``Rules.house``), so everything that
judges a move from the rules alone asks them too: the engine, the hints, the computer
players and their searches, the table. The engine knows only this interface; the plugin
layer implements it (:mod:`rummy_desktop.plugins.house`).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Literal

if TYPE_CHECKING:
    from .drawdiscard import MeldPosition
    from .variant import RoundOutcome, RoundScore, Rules


@dataclass(frozen=True)
class MeldCheck:
    """A meld or a lay-off the rule set's own rules accept, put to the house rules.

    ``kind`` is ``"meld"`` for a new meld from the hand, ``"lay_off"`` for a card added to
    a meld on the table, ``"knock"`` for a meld a player shows when a round ends on a knock
    (the knocker's, or another player's). ``cards`` is the meld as it would be on the table
    (after the lay-off), in display order; ``faces`` the face of each card (a joker's is the
    card it stands for); ``added`` the cards that come from the hand; ``group`` the index of
    the meld laid off on (None for a new meld); ``seat`` the player; ``hand`` that player's
    hand before the move."""

    kind: Literal["meld", "lay_off", "knock"]
    cards: tuple[int, ...]
    faces: tuple[int, ...]
    added: tuple[int, ...]
    group: int | None
    seat: int | None
    hand: tuple[int, ...]


class HouseRules:
    """The house rules of a catalogue (``Rules.house``): each method asks every plugin's
    hook in turn. This base asks nobody; :class:`rummy_desktop.plugins.house.PluginHouseRules`
    asks the plugins. ``judge_meld`` and ``judge_action`` raise IllegalAction to refuse
    (any other failure is a PluginError naming the plugin); ``adjust_scores`` returns the
    round's score as the house rules leave it."""

    #: Whether any plugin judges melds, actions, or adjusts scores (the engine skips the
    #: call, and the position it would build, when none does).
    meld_judges = False
    action_judges = False
    score_adjusters = False
    round_adjusters = False

    def __deepcopy__(self, memo: dict) -> HouseRules:
        return self  # the plugins' hooks, never changed: copies of the rules share them

    def judge_meld(self, rules: Rules, check: MeldCheck, position: MeldPosition | None = None) -> None:
        return None

    def judge_action(self, rules: Rules, position: MeldPosition, action: Any) -> None:
        return None

    def adjust_round(self, rules: Rules) -> Rules:
        """The rules of a round just dealt, as the house rules change them
        (``rummy_adjust_round``, each change checked)."""
        return rules

    def adjust_scores(self, rules: Rules, outcome: RoundOutcome, score: RoundScore,
                      players: int) -> RoundScore:
        return score


def faces_of(cards: Sequence[int], declared: dict[int, int]) -> tuple[int, ...]:
    """Each card's face (a joker's: the card it is declared as)."""
    return tuple(declared[c] if c >= 104 else c % 52 for c in cards)
