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

from table_support import cards, click_button, click_card, drag_cards, new_slot_point, wait_my_turn  # noqa: E402

from rummy_desktop import testing  # noqa: E402
from rummy_desktop.core.actions import Buy, MeldMany  # noqa: E402
from rummy_desktop.session.game_session import GameSession, Seat  # noqa: E402
from rummy_desktop.session.working_copy import NEW  # noqa: E402
from rummy_desktop.storage.settings import Settings  # noqa: E402

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
    return table, game


def test_buy_with_the_button_takes_the_card_and_a_penalty_card(qtbot, catalog):
    table, game = contract_table(qtbot, catalog)
    wait_my_turn(qtbot, table)  # seat 2 drew from the stock: the 7♥ is offered to seat 0
    view = game.view(0)
    assert (view.phase, view.in_turn, view.open_actions) == ("buy", 2, ("buy", "pass"))
    assert table.btn_primary.text() == "Pass" and table.btn_primary.isEnabled()
    assert table.buy_offer.button.isVisible() and table.buy_offer.button.text() == "Buy"
    tip = table.buy_offer.button.toolTip()  # (no catalogue loaded: "card(s)")
    assert tip.startswith("Take 7♥ with 1 penalty card") and "3 buy" in tip and tip.endswith("(B)")
    assert "buy 7♥ out of turn" in table.status.shown_text()
    click_button(qtbot, table.buy_offer.button)
    hand = game.state.hands[0]
    assert set(cards("7H 10S")) <= set(hand) or set(cards("7H QS")) <= set(hand)
    assert len(hand) == 9 and game.state.buys == [1, 0, 0]
    assert not table.buy_offer.button.isVisible()


def test_pass_with_the_key_and_buy_by_clicking_the_pile(qtbot, catalog):
    table, game = contract_table(qtbot, catalog)
    wait_my_turn(qtbot, table)
    qtbot.keyClick(table.view_widget, Qt.Key_D)  # Pass
    assert game.state.buys == [0, 0, 0] and len(game.state.hands[0]) == 7
    assert table.status.shown_text().startswith("You let 7♥ go")  # the offer declined, the card named
    table2, game2 = contract_table(qtbot, catalog)
    wait_my_turn(qtbot, table2)
    click_card(qtbot, table2, game2.view(0).discard[-1])  # the pile: a buy
    assert game2.state.buys == [1, 0, 0] and len(game2.state.hands[0]) == 9


def test_the_goal_is_laid_whole_by_dropping_all_its_cards_at_once(qtbot, catalog):
    table, game = contract_table(qtbot, catalog, mine="7C 7D 7S 9S 9D 9C KC 4H", discard="2D", turn=0)
    click_button(qtbot, table.btn_primary)  # draw
    wait_my_turn(qtbot, table)
    assert "Lay your goal (Two sets)" in table.flow.turn_prompt()
    drag_cards(qtbot, table, cards("7C 7D 7S"), new_slot_point(table))  # one set alone is refused, with why
    assert "Those melds are not this round's goal: Two sets." in table.status.shown_text()
    assert not game.state.table.groups
    drag_cards(qtbot, table, cards("7C 7D 7S 9S 9D 9C"), new_slot_point(table))
    assert sorted(map(sorted, game.state.table.groups)) == sorted([sorted(cards("7C 7D 7S")), sorted(cards("9S 9D 9C"))])
    assert game.view(0).opened[0]


def test_the_goal_by_the_keyboard_with_a_joker(qtbot, catalog, monkeypatch):
    from rummy_desktop.ui.table import joker_prompt

    table, game = contract_table(qtbot, catalog, mine="7C 7D JK1 9S 9D 9C KC 4H", discard="2D", turn=0)
    click_button(qtbot, table.btn_primary)
    wait_my_turn(qtbot, table)
    asked = []

    def fake(parent, card, choices):  # the joker's card is asked: any seven fits
        asked.append((card, list(choices)))
        return choices[-1]

    monkeypatch.setattr(joker_prompt, "ask_joker_face", fake)
    table.held = cards("7C 7D JK1 9S 9D 9C")  # picked up (Space on each, then Enter) ...
    table.key_activate((NEW, None))  # ... and Enter on the new group
    assert len(game.state.table.groups) == 2 and game.view(0).opened[0]
    joker = cards("JK1")[0]
    assert asked and asked[0][0] == joker and all(f % 13 == 6 for f in asked[0][1])
    assert game.state.table.declared[joker] == asked[0][1][-1]  # the joker is the seven chosen


def _press_hint(qtbot, w) -> None:
    w.show_status("")
    qtbot.keyClick(w.view_widget, Qt.Key_H)
    qtbot.waitUntil(lambda: w.flow._job_kind is None and bool(w.status.text()), timeout=30000)


def test_show_me_answers_the_offer_and_lays_the_hinted_goal(qtbot, catalog):
    table, game = contract_table(qtbot, catalog)
    wait_my_turn(qtbot, table)  # the 7♥ offered: it makes the second set
    _press_hint(qtbot, table)
    assert table.flow.hinting.shown is not None, table.status.text()
    first = table.flow.hinting.shown.actions[0]
    assert isinstance(first, Buy) and table.status.text() == "Hint: buy 7♥: it helps your hand."
    click_button(qtbot, table.btn_show)
    assert table.scene.focused_slot()[0] == "discard"
    qtbot.keyClick(table.view_widget, Qt.Key_Return)  # Enter on the pile: the buy
    assert game.state.buys == [1, 0, 0]

    table, game = contract_table(qtbot, catalog, mine="7C 7D 7S 9S 9D 9C KC 4H", discard="2D", turn=0)
    click_button(qtbot, table.btn_primary)  # draw
    wait_my_turn(qtbot, table)
    _press_hint(qtbot, table)
    first = table.flow.hinting.shown.actions[0]
    assert isinstance(first, MeldMany) and table.status.text().startswith("Hint: lay your goal at once: ")
    click_button(qtbot, table.btn_show)
    qtbot.waitUntil(lambda: set(table.held) == set(cards("7C 7D 7S 9S 9D 9C")), timeout=5000)
    assert table.scene.focused_slot() == ("new", None)
    qtbot.keyClick(table.view_widget, Qt.Key_Return)
    qtbot.waitUntil(lambda: game.view(0).opened[0], timeout=5000)
    assert len(game.state.table.groups) == 2
