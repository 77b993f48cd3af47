"""Every hint is a whole move the table accepts, made the way a player makes it (issue 33,
point 1).

In every rule set, a seeded game in the real table whose human seat plays by the hint
alone: at each of its decisions it presses Hint (on the table's worker), checks that every
card of the move is outlined and named, presses Show me and confirms as a player does
(Done in the Manipulation family, after Show me moved the cards on the working copy one
drag at a time; Enter on each step in the draw-and-discard games, where Show me picks the
cards up and puts the focus where they go). The engine must take the move as the hint
gave it: the same actions (a commit of the same groups), never a refusal.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from table_support import click_button, make_table, wait_my_turn

from rummy_desktop.core.actions import Commit, Draw, Pass
from rummy_desktop.core.cards import JOKER_BASE
from rummy_desktop.ui.table.reasons import card_text

CASES = [
    ("rummy", {}, 2, 3, 16), ("rummy", {"jokers": "on"}, 3, 7, 16), ("rummy-multiplayer", {}, 2, 2, 14),
    ("rummy-500", {"jokers": "on"}, 2, 4, 16),
    ("manipulation", {}, 2, 3, 10), ("machiavelli", {}, 3, 1, 10), ("shanghai", {}, 2, 5, 10),
    ("guadalupe", {}, 2, 2, 10), ("carousel", {}, 2, 4, 14), ("vatican", {}, 3, 6, 10), ("tahiti", {}, 2, 8, 10),
]


def _hint(qtbot, w):
    used = []
    w.hintUsed.connect(lambda: used.append(1))
    qtbot.keyClick(w.view_widget, Qt.Key_H)
    qtbot.waitUntil(lambda: w.flow._job_kind is None and bool(used or "No play" in w.status.text()), timeout=20000)
    return w.flow.hinting.shown


def _own(game, start: int, seat: int) -> list:
    return [a for s, a in game.log[start:] if s == seat]


def _same(made, hinted) -> bool:
    if isinstance(hinted, Commit):
        return isinstance(made, Commit) and sorted(map(sorted, made.table)) == sorted(map(sorted, hinted.table))
    if made.type == "meld" and hinted.type == "meld":
        return sorted(made.cards) == sorted(hinted.cards)
    return made == hinted or (made.type == hinted.type == "lay_off" and made.card == hinted.card
                              and made.group == hinted.group)


@pytest.mark.parametrize("variant, options, players, seed, decisions", CASES,
                         ids=[f"{c[0]}-{c[3]}" + ("-jokers" if c[1] else "") for c in CASES])
def test_the_hint_played_by_its_gestures_is_accepted(qtbot, monkeypatch, catalog, variant, options, players, seed,
                                                      decisions):
    # the gestures are under test, not the judgement: the judge's floor and one look more
    # (the review and the hint share the budget; bench/hint_review.py weighs the full one)
    from rummy_desktop.advice import discard
    from rummy_desktop.advice.judge import BATCH, FLOOR

    monkeypatch.setattr(discard, "HINT_WORLDS", FLOOR + BATCH)
    w, session = make_table(qtbot, catalog, variant, options, players=players, seed=seed, think_time=0.1)
    game = session.game
    played = 0
    for _ in range(decisions):
        wait_my_turn(qtbot, w)
        if game.over or game.state.phase == "between_rounds":
            break
        start = len(game.log)
        hint = _hint(qtbot, w)
        if hint is None:  # no play: draw (or pass), as the words say
            assert "No play found" in w.status.text()
            acts = set(w.flow.view.open_actions)
            click_button(qtbot, w.btn_primary)
            qtbot.waitUntil(lambda: len(game.log) > start)
            assert _own(game, start, 0)[0] in (Draw(), Pass()) or "draw" not in acts
            played += 1
            continue
        # the whole move is outlined and named: every card it takes from the hand
        shown = w.scene.hint_cards
        for c in hint.cards:
            assert c in shown, (card_text(c), w.status.text())
            if c < JOKER_BASE and not hint.done:
                assert card_text(c) in w.status.text(), (card_text(c), w.status.text())
        if hint.done:
            click_button(qtbot, w.btn_done)
        else:
            assert w.btn_show.isEnabled()
            click_button(qtbot, w.btn_show)
            if w.flow.manipulation and isinstance(hint.actions[0], Commit):
                qtbot.waitUntil(lambda: w.flow.hinting._commit is None and not w.scene.busy, timeout=5000)
                assert "press Done" in w.status.text(), w.status.text()
                click_button(qtbot, w.btn_done)
            else:
                for k in range(len(hint.actions)):
                    qtbot.waitUntil(lambda: not w.scene.busy and not w.flow.busy(), timeout=5000)
                    if w.flow.manipulation and not w.flow.my_turn():
                        break
                    qtbot.waitUntil(lambda: bool(w.flow.hinting._plan) or k == 0, timeout=5000)
                    qtbot.keyClick(w.view_widget, Qt.Key_Return)
                    qtbot.waitUntil(lambda: len(_own(game, start, 0)) > k, timeout=5000)
        qtbot.waitUntil(lambda: len(_own(game, start, 0)) >= min(len(hint.actions), 1), timeout=5000)
        assert not w.status.text().startswith("⚠"), w.status.text()
        made = _own(game, start, 0)
        hinted = list(hint.actions)
        if w.flow.manipulation and isinstance(hinted[0], Draw):
            hinted = hinted[:1]
        assert len(made) >= len(hinted) and all(_same(m, h) for m, h in zip(made, hinted)), (made, hinted)
        played += 1
        print(variant, [(a.type) for a in made], w.status.text())
    assert played >= 3, (played, game.state.phase, game.over, len(game.log))
    w.shutdown()
