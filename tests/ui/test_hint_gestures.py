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
from table_support import drive

from rummy_desktop.core.actions import Commit, Draw, Pass
from rummy_desktop.core.cards import JOKER_BASE
from rummy_desktop.ui.table.reasons import card_text

CASES = [
    ("rummy", {}, 2, 3, 16), ("rummy", {"jokers": "on"}, 3, 7, 16), ("rummy-multiplayer", {}, 2, 2, 14),
    ("rummy-500", {"jokers": "on"}, 2, 4, 16),
    ("manipulation", {}, 2, 3, 10), ("machiavelli", {}, 3, 1, 10), ("shanghai", {}, 2, 5, 10),
    ("guadalupe", {}, 2, 2, 10), ("carousel", {}, 2, 4, 14), ("vatican", {}, 3, 6, 10), ("tahiti", {}, 2, 8, 10),
]


def _hint(qtbot, d):
    used = []
    d.table.hintUsed.connect(lambda: used.append(1))
    d.key(Qt.Key_H)
    qtbot.waitUntil(lambda: not d.thinking() and bool(used or "No play" in d.status()), timeout=20000)
    return d.hint_shown()


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
    d, session = drive(qtbot, catalog, variant, options, players=players, seed=seed, think_time=0.1)
    game = session.game
    played = 0
    for _ in range(decisions):
        d.wait_my_turn()
        if game.over or game.state.phase == "between_rounds":
            break
        start = len(game.log)
        hint = _hint(qtbot, d)
        if hint is None:  # no play: draw (or pass), as the words say
            assert "No play found" in d.status()
            acts = set(d.open_actions())
            d.press("primary")
            qtbot.waitUntil(lambda: len(game.log) > start)
            assert _own(game, start, 0)[0] in (Draw(), Pass()) or "draw" not in acts
            played += 1
            continue
        # the whole move is outlined and named: every card it takes from the hand
        shown = d.hinted_cards()
        for c in hint.cards:
            assert c in shown, (card_text(c), d.status())
            if c < JOKER_BASE and not hint.done:
                assert card_text(c) in d.status(), (card_text(c), d.status())
        if hint.done:
            d.press("done")
        else:
            assert d.enabled("show")
            d.show_me()
            if d.manipulation() and isinstance(hint.actions[0], Commit):
                qtbot.waitUntil(lambda: not d.rebuilding() and d.settled(), timeout=5000)
                assert "press Done" in d.status(), d.status()
                d.press("done")
            else:
                for k in range(len(hint.actions)):
                    qtbot.waitUntil(lambda: d.settled() and d.idle(busy_only=True), timeout=5000)
                    if d.manipulation() and not d.my_turn():
                        break
                    qtbot.waitUntil(lambda: d.showing_steps() or k == 0, timeout=5000)
                    d.key(Qt.Key_Return)
                    qtbot.waitUntil(lambda: len(_own(game, start, 0)) > k, timeout=5000)
        qtbot.waitUntil(lambda: len(_own(game, start, 0)) >= min(len(hint.actions), 1), timeout=5000)
        assert not d.status().startswith("⚠"), d.status()
        made = _own(game, start, 0)
        hinted = list(hint.actions)
        if d.manipulation() and isinstance(hinted[0], Draw):
            hinted = hinted[:1]
        assert len(made) >= len(hinted) and all(_same(m, h) for m, h in zip(made, hinted)), (made, hinted)
        played += 1
        print(variant, [(a.type) for a in made], d.status())
    assert played >= 3, (played, game.state.phase, game.over, len(game.log))
    d.table.shutdown()
