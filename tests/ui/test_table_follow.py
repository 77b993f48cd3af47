"""Following the other players through the real table: the move log beside it, the marks
on the cards the last turns placed or moved and on a card just drawn, groups that keep
their places, and invalid groups pointed at on the table."""

from __future__ import annotations

import os
import sys

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

sys.path.insert(0, os.path.dirname(__file__))

from table_support import card_point, click_at, drag, group_point, new_slot_point, stock_point  # noqa: E402

from rummy_desktop.core.actions import Commit, Draw, Meld  # noqa: E402
from rummy_desktop.core.cards import parse_card  # noqa: E402
from rummy_desktop.core.table_check import Table  # noqa: E402
from rummy_desktop.session.game_session import GameSession, Seat  # noqa: E402
from rummy_desktop.storage.settings import Settings  # noqa: E402
from rummy_desktop.ui.table.reasons import card_text  # noqa: E402

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")


def cards(text: str) -> list[int]:
    return [parse_card(t) for t in text.split()]


def table_of(qtbot, catalog, variant: str, hands: list[str], table: list[str] = (), turn: int = 0,
             options=None, computers: tuple = (), discard: str = ""):
    """A table for seat 0 ("Ana"). The other seats are "Bot n"; those in ``computers`` are
    computer players, the others are driven by the test through the computer-move path
    (``_apply_for``). Hands and table as given."""
    from rummy_desktop.ui.table import TableWidget

    # the player at this machine typed no name: the table says "You"
    seats = [Seat()] + [Seat(f"Bot {s}", "computer" if s in computers else "human", "greedy")
                        for s in range(1, len(hands))]
    session = GameSession.new(catalog, variant, options or {}, seats, seed=3)
    st = session.game.state
    wanted = {c for h in hands + [discard] for c in cards(h)} | {c for g in table for c in cards(g)}
    for h in st.hands:
        h[:] = [c for c in h if c not in wanted]
    st.stock = [c for c in st.stock if c not in wanted] + [c for c in st.discard if c not in wanted]
    st.table = Table([cards(g) for g in table], {}, [])
    for s, h in enumerate(hands):
        st.hands[s] = cards(h)
    if discard:
        st.discard = cards(discard)
    st.turn = turn
    w = TableWidget(session, Settings(animation_speed=0), 0)
    qtbot.addWidget(w)
    w.resize(1100, 680)
    w.show()
    qtbot.waitExposed(w)
    return w, session


def marked(w) -> set[int]:
    return {c for c, item in w.scene.items_by_card.items() if item.marked}


def fresh(w) -> set[int]:
    return {c for c, item in w.scene.items_by_card.items() if item.fresh}


def test_the_log_follows_each_seat_without_naming_a_hidden_card_and_marks_what_moved(qtbot, catalog, monkeypatch, tmp_path):
    monkeypatch.setenv("RUMMY_DESKTOP_HOME", str(tmp_path))
    w, session = table_of(qtbot, catalog, "machiavelli", ["6D 7D 8D 9D KS", "9C 9S QH", "2H 3H"])
    game = session.game
    assert w.move_log.isVisible() and w.move_log.list.accessibleName() == "Moves this round"
    # Ana plays her run; Bot 1 then takes her 9♦ into a set of nines
    drag(qtbot, w, card_point(w, cards("6D")[0]), new_slot_point(w))
    for c in cards("7D 8D 9D"):
        drag(qtbot, w, card_point(w, c), group_point(w, 0))
    QTest.mouseClick(w.btn_done, Qt.LeftButton)
    assert game.to_act == 1
    assert w.move_log.texts()[-1] == "You played:\n• laid down [6♦ 7♦ 8♦ 9♦]"
    w.flow._apply_for(1, Commit(table=(tuple(cards("6D 7D 8D")), tuple(cards("9C 9D 9S")))))
    assert w.move_log.texts()[-1] == (
        "Bot 1 played:\n• put 9♣ 9♠ into a new group [9♣ 9♦ 9♠]\n"
        "• moved your 9♦ from [6♦ 7♦ 8♦ 9♦] into [9♣ 9♦ 9♠]")
    assert marked(w) == set(cards("9C 9D 9S"))
    nine = w.scene.items_by_card[cards("9D")[0]].zone
    assert w.describe_slot(("group", nine.index, cards("9D")[0])).endswith("9♦, played since your last move")
    # Bot 2 draws: the log says so without naming the card, and the marks stay
    hidden = game.state.stock[-1]
    w.flow._apply_for(2, Draw())
    assert w.move_log.texts()[-1] == "Bot 2 drew a card"
    assert card_text(hidden) not in w.move_log.texts()[-1]
    assert marked(w) == set(cards("9C 9D 9S"))
    # Ana's draw (it ends her turn in Machiavelli) clears the marks on the table and marks
    # the new card in her hand until her next action
    assert game.to_act == 0
    drawn = game.state.stock[-1]
    click_at(qtbot, w, stock_point(w))
    assert w.move_log.texts()[-1] == f"You drew {card_text(drawn)}"
    assert marked(w) == set() and fresh(w) == {drawn}
    assert w.describe_slot(("hand", drawn)) == f"Your hand: {card_text(drawn)}, just drawn"
    w.flow._apply_for(1, Draw())
    w.flow._apply_for(2, Draw())
    assert game.to_act == 0 and fresh(w) == {drawn}
    drag(qtbot, w, card_point(w, cards("KS")[0]), new_slot_point(w))
    assert fresh(w) == set()
    assert [t.split(" ")[0] for t in w.move_log.texts()[1:]] == ["You", "Bot", "Bot", "You", "Bot", "Bot"]


def test_a_dig_marks_the_cards_taken_until_the_next_action(qtbot, catalog, monkeypatch, tmp_path):
    monkeypatch.setenv("RUMMY_DESKTOP_HOME", str(tmp_path))
    w, session = table_of(qtbot, catalog, "rummy-500", ["5H 6H 7H JH JS", "9C 9S 9D QH 2C", "2H 3H 4D"],
                          discard="JD QS")
    click_at(qtbot, w, card_point(w, cards("JD")[0]))  # dig J♦ (with Q♠ above it)
    assert w.move_log.texts()[-1] == "You dug J♦ out of the discard pile, with Q♠"
    assert fresh(w) == set(cards("JD QS"))
    assert w.submit(Meld(cards=tuple(cards("JD JH JS"))))
    assert fresh(w) == set()
    assert w.move_log.texts()[-1] == "You melded [J♦ J♥ J♠]"


def test_computer_commits_keep_the_other_groups_in_their_places(qtbot, catalog, monkeypatch, tmp_path):
    monkeypatch.setenv("RUMMY_DESKTOP_HOME", str(tmp_path))
    groups = ["2C 3C 4C", "5H 6H 7H", "9S 9D 9C", "JD QD KD"]
    w, session = table_of(qtbot, catalog, "manipulation", ["KS QS", "8H 8S 8D 8C 2D"], groups, turn=1,
                          options={"mandatory_meld": "trust"}, computers=(1,))

    class Planned:  # the computer's search lists its groups in any order
        def choose(self, view):
            return Commit(table=(tuple(cards("8S 8D 8C")), tuple(cards("JD QD KD")), tuple(cards("9S 9D 9C")),
                                 tuple(cards("5H 6H 7H 8H")), tuple(cards("2C 3C 4C"))))

    session._players[1] = Planned()
    rects = [w.scene.geometry.groups[i][0] for i in range(4)]
    w.flow._schedule()
    qtbot.waitUntil(lambda: session.game.to_act == 0 and w.flow._job_kind is None, timeout=10000)
    table = session.game.state.table.groups
    assert [set(g) for g in table[:4]] == [set(cards(g)) for g in groups[:1]] + [
        set(cards("5H 6H 7H 8H"))] + [set(cards(g)) for g in groups[2:]]
    assert w.scene.geometry.groups[0][0] == rects[0]
    assert marked(w) == set(cards("8H 8S 8D 8C"))
    assert w.move_log.texts()[-1] == "Bot 1 played:\n• put 8♥ into [5♥ 6♥ 7♥ 8♥]\n• laid down [8♣ 8♦ 8♠]"


def test_invalid_groups_are_pointed_at_on_the_table_not_by_number(qtbot, catalog, monkeypatch, tmp_path):
    monkeypatch.setenv("RUMMY_DESKTOP_HOME", str(tmp_path))
    w, session = table_of(qtbot, catalog, "manipulation", ["KS 5H", "QH QS"], ["2C 3C 4C", "9S 9D 9C"],
                          options={"mandatory_meld": "trust"})
    drag(qtbot, w, card_point(w, cards("KS")[0]), group_point(w, 0))
    assert w.scene.state.invalid == {0}
    text = w.status.text()
    assert text == "The group outlined in red is not valid yet: neither a set (one rank) nor a run (one suit)."
    badge = w.scene.group_frames[0].badge
    assert badge is not None and badge.isVisible()
    assert badge.toolTip() == "Neither a set (one rank) nor a run (one suit)"
    assert w.scene.group_frames[1].badge is None or not w.scene.group_frames[1].badge.isVisible()
    assert w.describe_slot(("group", 0, cards("2C")[0])).endswith(
        ", not valid: Neither a set (one rank) nor a run (one suit)")
    drag(qtbot, w, card_point(w, cards("5H")[0]), group_point(w, 1))
    assert w.scene.state.invalid == {0, 1}
    assert w.status.text() == "The 2 groups outlined in red are not valid yet."
    assert "Group" not in w.status.text() and "1" not in w.status.text()
    log = len(session.game.log)
    QTest.mouseClick(w.btn_done, Qt.LeftButton) if w.btn_done.isEnabled() else w.flow._on_done()
    assert len(session.game.log) == log
    assert w.status.text().startswith("⚠ The group outlined in red is not valid:")
    assert w.scene.group_frames[0].badge.isVisible()


def test_the_log_is_worded_again_in_the_new_language(qtbot, catalog, monkeypatch, tmp_path):
    from PySide6.QtWidgets import QApplication

    from rummy_desktop.ui.i18n import Translations

    monkeypatch.setenv("RUMMY_DESKTOP_HOME", str(tmp_path))
    w, session = table_of(qtbot, catalog, "manipulation", ["6D 7D 8D KS", "9C 9S QH", "2H 3H"],
                          options={"mandatory_meld": "trust"})
    drag(qtbot, w, card_point(w, cards("6D")[0]), new_slot_point(w))
    for c in cards("7D 8D"):
        drag(qtbot, w, card_point(w, c), group_point(w, 0))
    QTest.mouseClick(w.btn_done, Qt.LeftButton)
    w.flow._apply_for(1, Draw())
    w.flow._apply_for(1, Draw())  # Manipulation: draws in a row, one line
    assert w.move_log.texts()[-2:] == ["You played:\n• laid down [6♦ 7♦ 8♦]", "Bot 1 drew 2 cards"]
    tr = Translations(QApplication.instance())
    try:
        for lang, expected in (
            ("fr", ["Vous avez joué :\n• nouveau groupe [6♦ 7♦ 8♦]", "Bot 1 a pioché 2 cartes"]),
            ("pt_BR", ["Você jogou:\n• baixou [6♦ 7♦ 8♦]", "Bot 1 comprou 2 cartas"]),
        ):
            assert tr.apply(lang)
            w.retranslate()
            assert w.move_log.texts()[-2:] == expected
            assert w.move_log.title.text() != "Moves this round"
    finally:
        tr.apply("en")
        w.retranslate()
    assert w.move_log.texts()[-1] == "Bot 1 drew 2 cards"


def test_each_seat_shows_its_connection(qtbot, catalog):
    """A network seat whose player is reconnecting shows the seconds left; one a computer
    holds for its absent player says so (a computer seat of its own does not)."""
    from dataclasses import replace

    from rummy_desktop.session.game_session import GameSession
    from rummy_desktop.session.seat_channel import LocalChannel
    from rummy_desktop.ui.table import TableWidget

    class Network(LocalChannel):
        status: dict = {}

        def seats(self):
            return [replace(info, **self.status.get(i, {})) for i, info in enumerate(super().seats())]

    seats = [Seat(), Seat("Bia"), Seat("Caio"), Seat(kind="computer", level="greedy")]
    session = GameSession.new(catalog, "manipulation", {}, seats, seed=2)
    channel = Network(session, 0, post=lambda fn: None)
    channel.status = {1: {"kind": "remote", "connection": "reconnecting", "seconds_left": 42},
                      2: {"kind": "remote", "connection": "computer"}}
    w = TableWidget(channel, Settings(animation_speed=0), 0)
    qtbot.addWidget(w)
    info = {s.seat: s.info for s in w.scene.state.seats}
    assert info[1].endswith("reconnecting… 42 s left")
    assert info[2].endswith("played by the computer")
    assert "computer" not in info[3] and "reconnecting" not in info[0]
    channel.status[1] = {"kind": "remote", "connection": "left"}  # gone after the end: not awaited
    w.refresh_seats()
    info = {s.seat: s.info for s in w.scene.state.seats}
    assert info[1].endswith("left the table") and "reconnecting" not in info[1]
    w.shutdown()
    channel.close()
