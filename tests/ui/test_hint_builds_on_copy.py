"""The hint builds on what the player placed (issue 42, point 2), through the table's
gestures: the player drags cards (a run begun, a card that fits nowhere, a joker), asks
for the hint, and Show me reaches the best layout from there, saying which placed cards it
keeps, moves or takes back and why; Done then plays the best play of the turn."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from table_support import cards, drive, rig

from rummy_desktop.advice.manipulation import best_play
from rummy_desktop.core.cards import JOKER_BASE
from rummy_desktop.solver.values import objective_of, value_function

FAMILY = [("manipulation", 3), ("machiavelli", 1), ("shanghai", 5), ("guadalupe", 2), ("carousel", 4),
          ("vatican", 6), ("tahiti", 8)]


def _press_hint(qtbot, d) -> str:
    d.clear_status()
    d.key(Qt.Key_H)
    qtbot.waitUntil(lambda: not d.thinking() and bool(d.status()), timeout=20000)
    return d.status()


def _worth(view, placed) -> int:
    if objective_of(view.rules) == "value":
        value = value_function(view.rules.variant)
        return sum(value(c) for c in placed)
    return len(placed)


def _best(view) -> int:
    sol = best_play(view)
    return 0 if sol is None else sol.value if objective_of(view.rules) == "value" else sol.count


def _show_me_and_done(qtbot, d, session) -> list[int]:
    """Show me, then Done; the hand cards the commit placed."""
    log = len(session.game.log)
    d.show_me()
    qtbot.waitUntil(lambda: "press Done" in d.status(), timeout=10000)
    assert len(session.game.log) == log  # nothing is played before Done
    hand0 = set(d.turn_start_hand())
    d.press("Done")
    qtbot.waitUntil(lambda: len(session.game.log) > log, timeout=5000)
    seat, commit = session.game.log[log]
    assert seat == 0 and commit.type == "commit"
    return [c for g in commit.table for c in g if c in hand0]


def test_vatican_a_card_placed_that_cannot_join_is_taken_back_and_said_so(qtbot, catalog):
    """The issue's case: J♣ Q♣ K♣ and a 5♣ placed by hand on the first turn (Vatican: the
    first play needs a run of three from the hand). The hint keeps the run, says 5♣ comes
    back because it cannot join a group this turn, and names what else to play; Show me
    takes 5♣ back, says so, and Done plays the best play."""
    d, session = drive(qtbot, catalog, "vatican", players=2, seed=6)
    d.wait_my_turn()
    rig(d, "JC QC KC 5C 8H 9H 10H 2D", [])
    view = d.view()
    d.drag(cards("JC QC KC"), to="new")
    qtbot.waitUntil(lambda: len(d.groups()) == 1 and d.still())
    d.drag(cards("5C"), to=("group", 0))
    qtbot.waitUntil(lambda: cards("5C")[0] in d.groups()[0])
    text = _press_hint(qtbot, d)
    assert "take 5♣ back: it cannot join a group this turn" in text, text
    assert "keep J♣ Q♣ K♣ where they are" in text and "then play 8♥ 9♥ 10♥" in text, text
    assert "[8♥ 9♥ 10♥]" in text and "[J♣ Q♣ K♣]" in text, text  # the layout, in order
    assert cards("5C")[0] in d.hinted_cards()  # the card to take back is outlined too
    d.show_me()
    qtbot.waitUntil(lambda: "press Done" in d.status(), timeout=10000)
    assert "As hinted: take 5♣ back: it cannot join a group this turn." in d.status()  # never silently
    assert cards("5C")[0] in d.hand()
    log = len(session.game.log)
    d.press("Done")
    qtbot.waitUntil(lambda: len(session.game.log) > log, timeout=5000)
    placed = [c for g in session.game.log[log][1].table for c in g if c in view.hand]
    assert cards("5C")[0] not in placed and _worth(view, placed) == _best(view)


def test_a_joker_added_to_a_run_is_kept_and_named_with_its_card(qtbot, catalog):
    """Vatican: a joker dragged onto J♣ Q♣ K♣ stays in the best play (no silent take-back)
    and the hint names the card it stands for."""
    d, session = drive(qtbot, catalog, "vatican", players=2, seed=6)
    d.wait_my_turn()
    game = session.game
    joker = JOKER_BASE
    for h in game.state.hands:
        if joker in h:
            h.remove(joker)
    if joker in game.state.stock:
        game.state.stock.remove(joker)
    rig(d, "JC QC KC 4S 2D", [])
    game.state.hands[0].append(joker)
    d.table.refresh(animate=False)
    view = d.view()
    d.drag(cards("JC QC KC"), to="new")
    qtbot.waitUntil(lambda: len(d.groups()) == 1 and d.still())
    d.drag([joker], to=("group", 0))
    qtbot.waitUntil(lambda: joker in d.groups()[0])
    text = _press_hint(qtbot, d)
    hint = d.hint_shown()
    assert hint.done or joker in hint.plan.kept, (text, hint.plan)
    assert "keep Joker (10♣) J♣ Q♣ K♣ where they are" in text or "keep J♣ Q♣ K♣ Joker (A♣) where they are" in text \
        or hint.done, text  # in the run's order
    if hint.done:
        d.press("Done")
        qtbot.waitUntil(lambda: game.log[-1][1].type == "commit")
        placed = [c for g in game.log[-1][1].table for c in g if c in view.hand]
    else:
        placed = _show_me_and_done(qtbot, d, session)
    assert joker in placed and _worth(view, placed) == _best(view)


def test_a_partial_run_is_finished_not_thrown_away(qtbot, catalog):
    """Machiavelli: 5♥ 6♥ dragged out as a new group (not valid yet), 7♥ 8♥ still in hand:
    the hint keeps 5♥ 6♥ and plays 7♥ 8♥ into that group."""
    d, session = drive(qtbot, catalog, "machiavelli", players=2, seed=1)
    d.wait_my_turn()
    rig(d, "5H 6H 7H 8H KS", ["2C 3C 4C"])
    view = d.view()
    d.drag(cards("5H 6H"), to="new")
    qtbot.waitUntil(lambda: len(d.groups()) == 2 and d.still())
    text = _press_hint(qtbot, d)
    assert "keep 5♥ 6♥ where they are; then play 7♥ 8♥" in text, text
    assert "[5♥ 6♥ 7♥ 8♥]" in text, text
    log = len(session.game.log)
    d.show_me()
    qtbot.waitUntil(lambda: "press Done" in d.status(), timeout=10000)
    assert sorted(d.groups()[1]) == sorted(cards("5H 6H 7H 8H"))  # the group the player began
    d.press("Done")
    qtbot.waitUntil(lambda: len(session.game.log) > log)
    placed = [c for g in session.game.log[log][1].table for c in g if c in view.hand]
    assert _worth(view, placed) == _best(view)


@pytest.mark.parametrize("variant, seed", FAMILY)
def test_from_a_partly_played_copy_show_me_reaches_the_best_play(qtbot, catalog, variant, seed):
    """Every rule set of the family: at a few of the player's turns, two hand cards are
    dragged to a new group first (whatever they make); the hint from there, played by Show
    me and Done, places what the best play of the turn places, or, with no play, takes the
    cards back and draws (or passes)."""
    d, session = drive(qtbot, catalog, variant, players=2, seed=seed, think_time=0.1)
    game = session.game
    turns = plays = 0
    while turns < 4 and not game.over:
        d.wait_my_turn()
        if game.over or game.state.phase == "between_rounds":
            break
        if "commit" not in d.open_actions():  # Carousel: its draw first
            d.press("primary")
            qtbot.waitUntil(lambda: "commit" in d.open_actions() or game.to_act != 0, timeout=5000)
            continue
        view = d.view()
        turns += 1
        naturals = [c for c in d.hand() if c < JOKER_BASE][:2]
        d.drag(naturals, to="new")
        qtbot.waitUntil(lambda: set(naturals) <= d.placed() and d.still())
        text = _press_hint(qtbot, d)
        hint = d.hint_shown()
        said = list(hint.plan.kept) + [c for cs, _g in hint.plan.moved for c in cs] + [c for c, _ in hint.plan.back]
        assert sorted(said) == sorted(naturals) or hint.done, (text, hint.plan)  # never silently
        start = len(game.log)
        if hint.no_play:
            d.show_me()
            qtbot.waitUntil(lambda: not d.editing() or not d.placed(), timeout=10000)
            qtbot.waitUntil(lambda: d.showing_steps() or "Withdraw" in d.status(), timeout=10000)
            if d.showing_steps():
                d.key(Qt.Key_Return)
            else:
                d.press("undo")
            qtbot.waitUntil(lambda: len(game.log) > start, timeout=5000)
            assert game.log[start][1].type in ("draw", "pass", "withdraw")
            continue
        if hint.done:
            d.press("Done")
            qtbot.waitUntil(lambda: len(game.log) > start, timeout=5000)
            placed = [c for g in game.log[start][1].table for c in g if c in view.hand]
        else:
            placed = _show_me_and_done(qtbot, d, session)
        assert _worth(view, placed) == _best(view), (variant, text)
        plays += 1
    assert turns >= 2
    d.table.shutdown()
