"""Jokers on the draw-and-discard table (issue 10, points 4 and 6), through the real widget:
the real card dropped on a meld whose joker stands for it (lay off, or swap), a melded
joker dragged out, and the hint in Rummy with jokers."""

from __future__ import annotations

import os
import sys

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

sys.path.insert(0, os.path.dirname(__file__))

from table_support import drive

from rummy_desktop.core.cards import JOKER_BASE, joker, parse_card
from rummy_desktop.ui.table import joker_prompt

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")

KC, KD, KS, FIVE_S = (parse_card(t) for t in ("KC", "KD", "KS", "5S"))
JK = joker(0)


def kings_with_a_joker(qtbot, catalog, monkeypatch, tmp_path, variant="rummy", hand=("KD",), draw=True):
    """Ana's turn, K♣ JK(=K♦) K♠ on the table and ``hand`` (plus a few dealt cards) in her hand;
    she has drawn when ``draw``."""
    monkeypatch.setenv("RUMMY_DESKTOP_HOME", str(tmp_path))
    d, session = drive(qtbot, catalog, variant, {"jokers": "on"}, players=2, seed=4)
    d.wait_my_turn()
    st = session.game.state
    mine = [parse_card(t) for t in hand]
    placed = {KC, KD, KS, JK, *mine}
    for h in st.hands:
        h[:] = [c for c in h if c not in placed and c < 104]
    st.stock = [c for c in st.stock if c not in placed]
    st.discard = [c for c in st.discard if c not in placed]
    st.table.groups = [[KC, JK, KS]]
    st.table.declared = {JK: KD % 52}
    st.by = {KC: 1, JK: 1, KS: 1}
    st.hands[0] = mine + st.hands[0][:5]
    d.table.refresh(animate=False)
    if draw:
        d.click("stock")
        assert st.phase == "meld", d.status()
    qtbot.waitUntil(lambda: d.still())
    return d, session


@pytest.mark.parametrize("answer", ["swap", "lay_off", None])
def test_the_real_card_on_its_joker_s_meld_asks_swap_or_fourth_card(qtbot, catalog, monkeypatch, tmp_path, answer):
    d, session = kings_with_a_joker(qtbot, catalog, monkeypatch, tmp_path)
    st = session.game.state
    asked = []

    def choose(parent, card):
        asked.append(card)
        return answer

    monkeypatch.setattr(joker_prompt, "ask_swap_or_lay_off", choose)
    d.drag(KD, to=("group", 0))
    assert asked == [KD]
    if answer == "swap":
        assert sorted(st.table.groups[0]) == sorted([KC, KD, KS]) and JK in st.hands[0]
        assert JK not in st.table.declared
    elif answer == "lay_off":
        assert sorted(st.table.groups[0]) == sorted([KC, KD, KS, JK]) and KD not in st.hands[0]
    else:
        assert st.table.groups[0] == [KC, JK, KS] and KD in st.hands[0]


def test_the_swap_dialog_itself(qtbot, catalog, monkeypatch, tmp_path):
    """The real dialog: its Swap button swaps."""
    d, session = kings_with_a_joker(qtbot, catalog, monkeypatch, tmp_path)
    st = session.game.state
    seen = []

    def press_swap():
        dlg = QApplication.activeModalWidget()
        seen.append(dlg.windowTitle())
        dlg.swap_button.click()

    QTimer.singleShot(0, press_swap)
    d.drag(KD, to=("group", 0))
    assert seen == ["Swap the joker?"]
    assert JK in st.hands[0] and KD in st.table.groups[0]


def test_no_question_when_only_the_swap_is_legal(qtbot, catalog, monkeypatch, tmp_path):
    """A run 5♥ 6♥ JK(=7♥): a second 7♥ cannot join it, so dropping 7♥ swaps at once."""
    d, session = kings_with_a_joker(qtbot, catalog, monkeypatch, tmp_path, hand=("7H",), draw=False)
    st = session.game.state
    five, six, seven = (parse_card(t) for t in ("5H", "6H", "7H"))
    for h in st.hands[1:]:
        h[:] = [c for c in h if c not in (five, six)]
    st.stock = [c for c in st.stock if c not in (five, six)]
    st.discard = [c for c in st.discard if c not in (five, six)] or st.discard
    st.hands[0] = [c for c in st.hands[0] if c not in (five, six)]
    st.table.groups = [[five, six, JK]]
    st.table.declared = {JK: seven % 52}
    st.stock += [KC, KS]
    d.table.refresh(animate=False)
    d.click("stock")
    monkeypatch.setattr(joker_prompt, "ask_swap_or_lay_off", lambda *a: pytest.fail("asked"))
    qtbot.waitUntil(lambda: d.still())
    d.drag(seven, to=("group", 0))
    assert seven in st.table.groups[0] and JK in st.hands[0], d.status()


def test_dragging_the_joker_to_the_hand_swaps_it(qtbot, catalog, monkeypatch, tmp_path):
    d, session = kings_with_a_joker(qtbot, catalog, monkeypatch, tmp_path)
    st = session.game.state
    other = next(c for c in st.hands[0] if c != KD)
    d.drag(JK, to=("card", other))
    assert JK in st.hands[0] and KD in st.table.groups[0], d.status()


def test_dragging_the_joker_without_its_card_says_why(qtbot, catalog, monkeypatch, tmp_path):
    d, session = kings_with_a_joker(qtbot, catalog, monkeypatch, tmp_path, hand=("5S",))
    st = session.game.state
    d.drag(JK, to=("card", FIVE_S))
    assert st.table.groups[0] == [KC, JK, KS] and JK not in st.hands[0]
    assert d.status() == "⚠ To take the joker, put a real K♦ from your hand in its place."
    qtbot.waitUntil(lambda: d.still())
    assert d.card_zone(JK).kind == "group"  # back in its meld


def test_dragging_the_joker_before_drawing_says_draw_first(qtbot, catalog, monkeypatch, tmp_path):
    d, session = kings_with_a_joker(qtbot, catalog, monkeypatch, tmp_path, draw=False)
    d.drag(JK, to=("card", KD))
    assert d.status() == "⚠ Draw a card first."
    assert JK not in session.game.state.hands[0]


def test_rummy_500_jokers_stay(qtbot, catalog, monkeypatch, tmp_path):
    """Rummy 500 never swaps a joker (§2.8): dragging it out says so."""
    d, session = kings_with_a_joker(qtbot, catalog, monkeypatch, tmp_path, variant="rummy-500")
    st = session.game.state
    d.drag(JK, to=("card", KD))
    assert d.status() == "⚠ Jokers cannot be swapped in this game."
    assert JK not in st.hands[0]
    # the real K♦ takes no joker's place either: nobody is asked, and a second K♦ does not
    # fit a set of distinct suits
    monkeypatch.setattr(joker_prompt, "ask_swap_or_lay_off", lambda *a: pytest.fail("asked"))
    d.drag(KD, to=("group", 0))
    assert st.table.groups[0] == [KC, JK, KS] and KD in st.hands[0]
    assert d.status() == "⚠ K♦ does not fit that meld: the cards of a set must all have different suits."


def test_hint_shows_a_play_the_table_accepts(qtbot, catalog, monkeypatch, tmp_path):
    """The reported case: 5♠ in hand, kings with a joker on the table. The hint points at
    K♦ and the kings (never at 5♠), and doing what it says works."""
    d, session = kings_with_a_joker(qtbot, catalog, monkeypatch, tmp_path, hand=("KD", "5S"))
    st = session.game.state
    d.press("hint")
    qtbot.waitUntil(lambda: not d.thinking() and d.status().startswith("Hint"), timeout=20000)
    assert d.hinted_cards() == {KD} and d.hinted()[1] == {0}, d.status()
    monkeypatch.setattr(joker_prompt, "ask_swap_or_lay_off", lambda *a: "swap")
    d.drag(KD, to=("group", 0))
    assert KD in st.table.groups[0]


def test_hint_never_takes_a_joker_out_of_a_meld(qtbot, catalog, monkeypatch, tmp_path):
    """A position from a seeded game: the old hint said "you can play 4♥" and outlined both
    melds (taking their jokers out, which the rules never allow). No play exists here."""
    monkeypatch.setenv("RUMMY_DESKTOP_HOME", str(tmp_path))
    d, session = drive(qtbot, catalog, "rummy", {"jokers": "on"}, players=2, seed=4)
    d.wait_my_turn()
    st = session.game.state
    ids = lambda *t: [parse_card(x) for x in t]
    jk2 = joker(1)
    spades, clubs = ids("AS", "2S", "3S") + [jk2], [JK] + ids("5C", "6C", "7C")
    hand = ids("4H", "AC", "8H", "KC", "6S")
    drawn = parse_card("QD")
    used = set(spades + clubs + hand + [drawn])
    for h in st.hands:
        h[:] = [c for c in h if c not in used]
    st.discard = [c for c in st.discard if c not in used]
    st.stock = [c for c in st.stock if c not in used] + [drawn]
    st.hands[0] = hand
    st.table.groups = [spades, clubs]
    st.table.declared = {jk2: parse_card("4S"), JK: parse_card("4C")}
    d.table.refresh(animate=False)
    d.click("stock")
    assert drawn in st.hands[0]
    d.press("hint")
    qtbot.waitUntil(lambda: not d.thinking(), timeout=20000)
    # no play: the hint is a discard (issue 13), of a hand card, and outlines no meld
    assert d.status().startswith("Hint: discard "), d.status()
    (card,) = d.hinted_cards()
    assert card in st.hands[0] and card < JOKER_BASE and not d.hinted()[1]
