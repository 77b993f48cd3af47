"""Following the other players through the real table: the move log beside it, the marks
on the cards the last turns placed or moved and on a card just drawn, groups that keep
their places, and invalid groups pointed at on the table."""

from __future__ import annotations

import os
import sys

import pytest
from PySide6.QtCore import Qt

sys.path.insert(0, os.path.dirname(__file__))

from table_driver import TableDriver

from rummy_desktop.core.actions import Commit, Draw, Meld
from rummy_desktop.core.cards import parse_card
from rummy_desktop.core.table_check import Table
from rummy_desktop.session.game_session import GameSession, Seat
from rummy_desktop.storage.settings import Settings
from rummy_desktop.ui.table.reasons import card_text

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")


def cards(text: str) -> list[int]:
    return [parse_card(t) for t in text.split()]


def table_of(qtbot, catalog, variant: str, hands: list[str], table: list[str] = (), turn: int = 0,
             options=None, computers: tuple = (), discard: str = ""):
    """A table for seat 0 ("Ana"). The other seats are "Bot n"; those in ``computers`` are
    computer players, the others are driven by the test through the computer-move path
    (the driver's ``others_move``). Hands and table as given."""
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
    return TableDriver(qtbot, w), session


def test_the_log_follows_each_seat_without_naming_a_hidden_card_and_marks_what_moved(qtbot, catalog, monkeypatch, tmp_path):
    monkeypatch.setenv("RUMMY_DESKTOP_HOME", str(tmp_path))
    d, session = table_of(qtbot, catalog, "machiavelli", ["6D 7D 8D 9D KS", "9C 9S QH", "2H 3H"])
    game = session.game
    assert d.log_shown() and d.log_list().accessibleName() == "Moves this round"
    # Ana plays her run; Bot 1 then takes her 9♦ into a set of nines
    d.drag("6D", to="new")
    for c in cards("7D 8D 9D"):
        d.drag(c, to=("group", 0))
    d.press("done")
    assert game.to_act == 1
    assert d.log()[-1] == "You played:\n• laid down [6♦ 7♦ 8♦ 9♦]"
    d.others_move(1, Commit(table=(tuple(cards("6D 7D 8D")), tuple(cards("9C 9D 9S")))))
    assert d.log()[-1] == (
        "Bot 1 played:\n• put 9♣ 9♠ into a new group [9♣ 9♦ 9♠]\n"
        "• moved your 9♦ from [6♦ 7♦ 8♦ 9♦] into [9♣ 9♦ 9♠]")
    assert d.marked() == set(cards("9C 9D 9S"))
    nine = d.card_zone("9D")
    assert d.spoken(("group", nine.index, cards("9D")[0])).endswith("9♦, played since your last move")
    # Bot 2 draws: the log says so without naming the card, and the marks stay
    hidden = game.state.stock[-1]
    d.others_move(2, Draw())
    assert d.log()[-1] == "Bot 2 drew a card"
    assert card_text(hidden) not in d.log()[-1]
    assert d.marked() == set(cards("9C 9D 9S"))
    # Ana's draw (it ends her turn in Machiavelli) clears the marks on the table and marks
    # the new card in her hand until her next action
    assert game.to_act == 0
    drawn = game.state.stock[-1]
    d.click("stock")
    assert d.log()[-1] == f"You drew {card_text(drawn)}"
    assert d.marked() == set() and d.fresh() == {drawn}
    assert d.spoken(("hand", drawn)) == f"Your hand: {card_text(drawn)}, just drawn"
    d.others_move(1, Draw())
    d.others_move(2, Draw())
    assert game.to_act == 0 and d.fresh() == {drawn}
    d.drag("KS", to="new")
    assert d.fresh() == set()
    assert [t.split(" ")[0] for t in d.log()[1:]] == ["You", "Bot", "Bot", "You", "Bot", "Bot"]


def test_a_dig_marks_the_cards_taken_until_the_next_action(qtbot, catalog, monkeypatch, tmp_path):
    monkeypatch.setenv("RUMMY_DESKTOP_HOME", str(tmp_path))
    d, session = table_of(qtbot, catalog, "rummy-500", ["5H 6H 7H JH JS", "9C 9S 9D QH 2C", "2H 3H 4D"],
                          discard="JD QS")
    d.click("JD")  # dig J♦ (with Q♠ above it)
    assert d.log()[-1] == "You dug J♦ out of the discard pile, with Q♠"
    assert d.fresh() == set(cards("JD QS"))
    d.drag(cards("JD JH JS"), to="new")
    assert d.last_action() == Meld(cards=tuple(cards("JD JH JS")))
    assert d.fresh() == set()
    assert d.log()[-1] == "You melded [J♦ J♥ J♠]"


def test_computer_commits_keep_the_other_groups_in_their_places(qtbot, catalog, monkeypatch, tmp_path):
    monkeypatch.setenv("RUMMY_DESKTOP_HOME", str(tmp_path))
    groups = ["2C 3C 4C", "5H 6H 7H", "9S 9D 9C", "JD QD KD"]
    d, session = table_of(qtbot, catalog, "manipulation", ["KS QS", "8H 8S 8D 8C 2D"], groups, turn=1,
                          options={"mandatory_meld": "trust"}, computers=(1,))

    class Planned:  # the computer's search lists its groups in any order
        def choose(self, view):
            return Commit(table=(tuple(cards("8S 8D 8C")), tuple(cards("JD QD KD")), tuple(cards("9S 9D 9C")),
                                 tuple(cards("5H 6H 7H 8H")), tuple(cards("2C 3C 4C"))))

    session._players[1] = Planned()
    rects = d.layout().groups[:4]
    d.ask_computers()
    qtbot.waitUntil(lambda: session.game.to_act == 0 and not d.thinking(), timeout=10000)
    table = session.game.state.table.groups
    assert [set(g) for g in table[:4]] == [set(cards(g)) for g in groups[:1]] + [
        set(cards("5H 6H 7H 8H"))] + [set(cards(g)) for g in groups[2:]]
    assert d.layout().groups[0] == rects[0]
    assert d.marked() == set(cards("8H 8S 8D 8C"))
    assert d.log()[-1] == "Bot 1 played:\n• put 8♥ into [5♥ 6♥ 7♥ 8♥]\n• laid down [8♣ 8♦ 8♠]"


def test_invalid_groups_are_pointed_at_on_the_table_not_by_number(qtbot, catalog, monkeypatch, tmp_path):
    monkeypatch.setenv("RUMMY_DESKTOP_HOME", str(tmp_path))
    d, session = table_of(qtbot, catalog, "manipulation", ["KS 5H", "QH QS"], ["2C 3C 4C", "9S 9D 9C"],
                          options={"mandatory_meld": "trust"})
    d.drag("KS", to=("group", 0))
    assert d.invalid_groups() == {0}
    text = d.status()
    assert text == "The group outlined in red is not valid yet: neither a set (one rank) nor a run (one suit)."
    badge = d.group_badge(0)
    assert badge is not None
    assert badge.toolTip() == "Neither a set (one rank) nor a run (one suit)"
    assert d.group_badge(1) is None
    assert d.spoken(("group", 0, cards("2C")[0])).endswith(
        ", not valid: Neither a set (one rank) nor a run (one suit)")
    d.drag("5H", to=("group", 1))
    assert d.invalid_groups() == {0, 1}
    assert d.status() == "The 2 groups outlined in red are not valid yet."
    assert "Group" not in d.status() and "1" not in d.status()
    log = len(session.game.log)
    d.press("done") if d.enabled("done") else d.key(Qt.Key_Return, Qt.ControlModifier)
    assert len(session.game.log) == log
    assert d.status().startswith("⚠ The group outlined in red is not valid:")
    assert d.group_badge(0) is not None


def test_the_log_is_worded_again_in_the_new_language(qtbot, catalog, monkeypatch, tmp_path):
    from PySide6.QtWidgets import QApplication

    from rummy_desktop.ui.i18n import Translations

    monkeypatch.setenv("RUMMY_DESKTOP_HOME", str(tmp_path))
    d, session = table_of(qtbot, catalog, "manipulation", ["6D 7D 8D KS", "9C 9S QH", "2H 3H"],
                          options={"mandatory_meld": "trust"})
    d.drag("6D", to="new")
    for c in cards("7D 8D"):
        d.drag(c, to=("group", 0))
    d.press("done")
    d.others_move(1, Draw())
    d.others_move(1, Draw())  # Manipulation: draws in a row, one line
    assert d.log()[-2:] == ["You played:\n• laid down [6♦ 7♦ 8♦]", "Bot 1 drew 2 cards"]
    tr = Translations(QApplication.instance())
    try:
        for lang, expected in (
            ("fr", ["Vous avez joué :\n• nouveau groupe [6♦ 7♦ 8♦]", "Bot 1 a pioché 2 cartes"]),
            ("pt_BR", ["Você jogou:\n• baixou [6♦ 7♦ 8♦]", "Bot 1 comprou 2 cartas"]),
        ):
            assert tr.apply(lang)
            d.table.retranslate()
            assert d.log()[-2:] == expected
            assert d.log_view().title.text() != "Moves this round"
    finally:
        tr.apply("en")
        d.table.retranslate()
    assert d.log()[-1] == "Bot 1 drew 2 cards"


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
    d = TableDriver(qtbot, w)
    info = {s.seat: s.info for s in d.seats()}
    assert info[1].endswith("reconnecting… 42 s left")
    assert info[2].endswith("played by the computer")
    assert "computer" not in info[3] and "reconnecting" not in info[0]
    channel.status[1] = {"kind": "remote", "connection": "left"}  # gone after the end: not awaited
    w.refresh_seats()
    info = {s.seat: s.info for s in d.seats()}
    assert info[1].endswith("left the table") and "reconnecting" not in info[1]
    d.table.shutdown()
    channel.close()
