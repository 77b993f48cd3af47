"""RULES.md §3.0, cross-game meld verdicts X1-X8.

Each verdict is checked twice: with ``rummy-desktop check`` (the meld judge as the user sees
it) and through the engine, by playing the group from the hand (a Done in the Manipulation
family, a Meld in the draw-and-discard games).
"""

from __future__ import annotations

import pytest

from rummy_desktop.core.actions import Commit, Meld

from .position import check, event, hand_names, position, refused

GROUPS = {
    "X1": ["QH", "KH", "AH"],
    "X2": ["AH", "2H", "3H"],
    "X3": ["KH", "AH", "2H"],
    "X4": ["7C", "7D", "7H", "7S"],
    "X5": ["7C", "7D", "7D'"],
    "X6": ["7C", "7D", "7H", "7S", "7C'"],
    "X7": ["5S", "6S"],
    "X8": ["4S", "5S", "6D"],
}

# Columns of the §3.0 table: (variant, options) per column label.
COLUMNS = {
    "manipulation": ("manipulation", {}),
    "machiavelli": ("machiavelli", {}),
    "guadalupe": ("guadalupe", {}),
    "tahiti": ("tahiti", {}),
    "shanghai": ("shanghai", {}),
    "carousel": ("carousel", {}),
    "vatican": ("vatican", {}),
    "rummy-500": ("rummy-500", {}),
    "rummy": ("rummy", {}),
    "rummy-high": ("rummy", {"aces": "high-or-low"}),
    "rummy-multiplayer": ("rummy-multiplayer", {}),
}

V, I, NA = True, False, None
# Row: manip, mach, guad, tahiti, shanghai, carousel, vatican, 500, basic, basic-high, multiplayer
TABLE = {
    "X1": [V, V, V, V, I, V, V, V, I, V, I],
    "X2": [I, V, V, V, V, V, V, V, V, V, V],
    "X3": [I, I, I, I, I, I, I, I, I, I, I],
    "X4": [V, V, V, V, V, V, V, V, V, V, V],
    "X5": [I, I, I, I, I, I, I, I, V, V, NA],
    "X6": [I, I, I, I, I, I, I, I, I, I, NA],
    "X7": [I, I, I, I, I, I, I, I, I, I, I],
    "X8": [I, I, I, I, I, I, I, I, I, I, I],
}

CASES = [
    pytest.param(x, col, verdict, id=f"{x}-{col}")
    for x, row in TABLE.items()
    for col, verdict in zip(COLUMNS, row)
    if verdict is not NA
]


@pytest.mark.parametrize("x, column, valid", CASES)
def test_verdict_with_check_command(x, column, valid):
    variant, options = COLUMNS[column]
    code, out = check(variant, GROUPS[x], options)
    if valid:
        assert code == 0 and out.startswith("valid"), out
    else:
        assert code == 1 and out.startswith("invalid"), out


def _players(variant: str, x: str) -> int:
    """Twins need two decks: Rummy 500 from 5 players, basic Rummy from 5 players."""
    if x in ("X5", "X6") and variant in ("rummy-500", "rummy"):
        return 5
    return 2 if variant != "carousel" or x not in ("X5", "X6") else 3


@pytest.mark.parametrize("x, column, valid", CASES)
def test_verdict_through_the_engine(x, column, valid):
    variant, options = COLUMNS[column]
    players = _players(variant, x)
    group = GROUPS[x]
    mine = group + ["JD"]  # one more card, so that a valid play does not go out
    hands = [mine] + [[f"{r}C"] for r in ("2", "3", "4", "5", "6", "8")][: players - 1]
    if variant in ("manipulation", "machiavelli", "guadalupe", "tahiti", "shanghai", "carousel", "vatican"):
        game = position(variant, hands, options=options, draws=1, opened=[True] * players)
        action = Commit(table=[group])
        if valid:
            events = game.apply(0, action)
            assert sorted(event(events, "committed").data["placed"]) == sorted(action.table[0])
            # (Guadalupe then draws one card: meld-then-draw, §2.4)
            assert "JD" in hand_names(game, 0)
            assert len(game.state.hands[0]) == (2 if variant == "guadalupe" else 1)
            assert sorted(map(sorted, game.state.table.groups)) == [sorted(action.table[0])]
        else:
            err = refused(game, 0, action, "invalid_group")
            assert err.params["group"] == 0
    else:
        game = position(variant, hands, options=options, phase="meld")
        action = Meld(cards=group)
        if valid:
            game.apply(0, action)
            assert hand_names(game, 0) == ["JD"]
            assert len(game.state.table.groups) == 1
        else:
            refused(game, 0, action, "invalid_meld")


@pytest.mark.parametrize("column", ["manipulation", "shanghai", "rummy", "rummy-multiplayer"])
def test_verdict_reasons_name_the_ace(column):
    """The refusal says why: an ace in a place this game does not allow (Q-K-A or A-2-3),
    or a wrap-around K-A-2 (never allowed)."""
    variant, options = COLUMNS[column]
    bad = {"manipulation": "X2", "shanghai": "X1", "rummy": "X1", "rummy-multiplayer": "X1"}[column]
    code, out = check(variant, GROUPS[bad], options)
    assert code == 1 and "ace" in out
    code, out = check(variant, GROUPS["X3"], options)
    assert code == 1


# §1.5 / §5 R16: never both aces, at most 13 cards; §1.3: at least one natural card -------------------

FULL_SUIT = ["AH", "2H", "3H", "4H", "5H", "6H", "7H", "8H", "9H", "10H", "JH", "QH", "KH"]


@pytest.mark.parametrize("variant", ["machiavelli", "carousel", "rummy-500"])
def test_13_card_run_valid_but_both_aces_invalid(variant):
    assert check(variant, FULL_SUIT)[0] == 0
    assert check(variant, FULL_SUIT[1:] + ["AH"])[0] == 0  # 2..K-A, ace high
    code, out = check(variant, FULL_SUIT + ["AH'"])
    assert code == 1 and out.startswith("invalid")


def test_14_card_run_refused_by_the_engine():
    game = position("machiavelli", [FULL_SUIT + ["AH'", "9C"], ["2C"]])
    refused(game, 0, Commit(table=[FULL_SUIT + ["AH'"]]), "invalid_group")
    game.apply(0, Commit(table=[FULL_SUIT]))
    assert len(game.state.table.groups[0]) == 13


def test_a_group_of_jokers_only_is_refused():
    game = position("rummy-500", [["JK1", "JK2", "JK3", "9C"], ["2C"], ["3C"], ["4C"], ["5C"]],
                    options={"jokers": "on"}, phase="meld")
    err = refused(game, 0, Meld(cards=["JK1", "JK2", "JK3"], jokers={"JK1": "5S", "JK2": "6S", "JK3": "7S"}),
                  "invalid_meld")
    assert err.params["why"] == "no_natural"
    code, out = check("rummy-500", ["JK=5S", "JK=6S", "JK=7S"], {"jokers": "on"})
    assert code == 1 and out.startswith("invalid")
