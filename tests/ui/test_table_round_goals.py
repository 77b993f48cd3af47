"""A rule set with rounds, goals laid whole and buys, at the real table (issue 44, point
5): the discard offered out of turn answered with Buy or Pass (buttons, the key, the pile),
the round's goal laid as one move by selecting all its cards and dropping them together
(mouse, or Enter on the new group), a partial goal refused with the reason, and the hint's
Show me making both. Played with Contract Rummy, the distribution under plugins/ that
declares them; the table names no rule set."""

from __future__ import annotations

import os
import sys

import pytest
from PySide6.QtCore import Qt

sys.path.insert(0, os.path.dirname(__file__))

from table_support import cards, driver

from rummy_desktop import testing
from rummy_desktop.core.actions import Buy, MeldMany
from rummy_desktop.session.game_session import GameSession, Seat
from rummy_desktop.storage.settings import Settings

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")

MINE = "7C 7D 9S 9D 9C KC 4H"
JUNK1 = "2C 3D 5S 6C 8D JH QD KH AS 3S"
JUNK2 = "2H 4C 5D 6S 8S JC QC KD AD 10H"


def contract_table(qtbot, catalog, mine=MINE, discard="7H", stock="10S QS 8H 5C 6D 9H", turn=2):
    """Seat 0 is the player; seats 1 and 2 are greedy computers; seat ``turn`` plays first."""
    from rummy_desktop.ui.table import TableWidget

    game = testing.deal(catalog, "contract-rummy", hands=[mine.split(), JUNK1.split(), JUNK2.split()],
                        discard=discard.split(), stock_top=stock.split(), turn=turn)
    seats = [Seat("Ana"), Seat("Bot 1", "computer", "greedy"), Seat("Bot 2", "computer", "greedy")]
    session = GameSession(catalog, game, seats, None)
    table = TableWidget(session, Settings(animation_speed=0.0), 0)
    qtbot.addWidget(table)
    table.resize(1100, 700)
    table.show()
    qtbot.waitExposed(table)
    table.activateWindow()
    qtbot.waitUntil(table.isActiveWindow)
    return driver(qtbot, table), game


def test_buy_with_the_button_takes_the_card_and_a_penalty_card(qtbot, catalog):
    d, game = contract_table(qtbot, catalog)
    d.wait_my_turn()  # seat 2 drew from the stock: the 7♥ is offered to seat 0
    view = game.view(0)
    assert (view.phase, view.in_turn, view.open_actions) == ("buy", 2, ("buy", "pass"))
    assert d.text("primary") == "Pass" and d.enabled("primary")
    assert d.button("buy").isVisible() and d.button("buy").text() == "Buy"
    tip = d.button("buy").toolTip()  # (no catalogue loaded: "card(s)")
    assert tip.startswith("Take 7♥ with 1 penalty card") and "3 buy" in tip and tip.endswith("(B)")
    assert "buy 7♥ out of turn" in d.status_shown()
    d.press("buy")
    hand = game.state.hands[0]
    assert set(cards("7H 10S")) <= set(hand) or set(cards("7H QS")) <= set(hand)
    assert len(hand) == 9 and game.state.buys == [1, 0, 0]
    assert not d.button("buy").isVisible()


def test_pass_with_the_key_and_buy_by_clicking_the_pile(qtbot, catalog):
    d, game = contract_table(qtbot, catalog)
    d.wait_my_turn()
    d.key(Qt.Key_D)  # Pass
    assert game.state.buys == [0, 0, 0] and len(game.state.hands[0]) == 7
    assert d.status_shown().startswith("You let 7♥ go")  # the offer declined, the card named
    d2, game2 = contract_table(qtbot, catalog)
    d2.wait_my_turn()
    d2.click(game2.view(0).discard[-1])  # the pile: a buy
    assert game2.state.buys == [1, 0, 0] and len(game2.state.hands[0]) == 9


def test_the_goal_is_laid_whole_by_dropping_all_its_cards_at_once(qtbot, catalog):
    d, game = contract_table(qtbot, catalog, mine="7C 7D 7S 9S 9D 9C KC 4H", discard="2D", turn=0)
    d.press("primary")  # draw
    d.wait_my_turn()
    assert "Lay your goal (Two sets)" in d.prompt()
    d.drag(cards("7C 7D 7S"), to="new")  # one set alone is refused, with why
    assert "Those melds are not this round's goal: Two sets." in d.status_shown()
    assert not game.state.table.groups
    d.drag(cards("7C 7D 7S 9S 9D 9C"), to="new")
    assert sorted(map(sorted, game.state.table.groups)) == sorted([sorted(cards("7C 7D 7S")), sorted(cards("9S 9D 9C"))])
    assert game.view(0).opened[0]


def test_the_goal_by_the_keyboard_with_a_joker(qtbot, catalog, monkeypatch):
    from rummy_desktop.ui.table import joker_prompt

    d, game = contract_table(qtbot, catalog, mine="7C 7D JK1 9S 9D 9C KC 4H", discard="2D", turn=0)
    d.press("primary")
    d.wait_my_turn()
    asked = []

    def fake(parent, card, choices):  # the joker's card is asked: any seven fits
        asked.append((card, list(choices)))
        return choices[-1]

    monkeypatch.setattr(joker_prompt, "ask_joker_face", fake)
    d.pick_up(cards("7C 7D JK1 9S 9D 9C"))  # Space on each, then Enter ...
    assert sorted(d.held()) == sorted(cards("7C 7D JK1 9S 9D 9C"))
    d.put_down("new")  # ... and Enter on the new group
    assert len(game.state.table.groups) == 2 and game.view(0).opened[0]
    joker = cards("JK1")[0]
    assert asked and asked[0][0] == joker and all(f % 13 == 6 for f in asked[0][1])
    assert game.state.table.declared[joker] == asked[0][1][-1]  # the joker is the seven chosen


def _press_hint(qtbot, w) -> None:
    d = driver(qtbot, w)
    d.clear_status()
    d.key(Qt.Key_H)
    qtbot.waitUntil(lambda: not d.thinking() and bool(d.status()), timeout=30000)


def test_show_me_answers_the_offer_and_lays_the_hinted_goal(qtbot, catalog):
    d, game = contract_table(qtbot, catalog)
    d.wait_my_turn()  # the 7♥ offered: it makes the second set
    _press_hint(qtbot, d)
    assert d.hint_shown() is not None, d.status()
    first = d.hint_shown().actions[0]
    assert isinstance(first, Buy) and d.status() == "Hint: buy 7♥: it helps your hand."
    d.press("show")
    assert d.focused()[0] == "discard"
    d.key(Qt.Key_Return)  # Enter on the pile: the buy
    assert game.state.buys == [1, 0, 0]

    d, game = contract_table(qtbot, catalog, mine="7C 7D 7S 9S 9D 9C KC 4H", discard="2D", turn=0)
    d.press("primary")  # draw
    d.wait_my_turn()
    _press_hint(qtbot, d)
    first = d.hint_shown().actions[0]
    assert isinstance(first, MeldMany) and d.status().startswith("Hint: lay your goal at once: ")
    d.press("show")
    qtbot.waitUntil(lambda: set(d.held()) == set(cards("7C 7D 7S 9S 9D 9C")), timeout=5000)
    assert d.focused() == ("new", None)
    d.key(Qt.Key_Return)
    qtbot.waitUntil(lambda: game.view(0).opened[0], timeout=5000)
    assert len(game.state.table.groups) == 2
