"""Network play in the desktop program, two real main windows in one process on
127.0.0.1: the host dialog and its lobby, the join dialog finding the table by discovery,
a wrong code refused in words, the lobby and its Start, both tables playing moves through
the widgets (each showing its own hand only), the chat, a dropped player's rejoin, a
table of another protocol version greyed with the reason."""

from __future__ import annotations

import os
import sys

import pytest
from PySide6.QtCore import QRect, Qt

sys.path.insert(0, os.path.dirname(__file__))

from table_driver import TableDriver

from rummy_desktop.net import protocol as P
from rummy_desktop.net.address import parse_address
from rummy_desktop.net.host import Host, SeatPlan
from rummy_desktop.storage import lan_tokens
from rummy_desktop.storage.autosaves import network_path as network_autosave
from rummy_desktop.storage.settings import Settings
from rummy_desktop.ui import main_window as mw
from rummy_desktop.ui.network.join_dialog import JoinDialog
from rummy_desktop.ui.network.texts import refusal_text

LOOP = "127.0.0.1"

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")


def _window(qtbot, name: str):
    from rummy_desktop.ui.i18n import Translations
    from rummy_desktop.ui.main_window import MainWindow

    w = MainWindow(Translations())
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    w.finish_startup()
    w.apply_settings(Settings(animation_speed=0, player_name=name, confirmations=False))
    w.listen_at = (LOOP, 0, 0)  # never the usual ports, never another address
    return w


@pytest.fixture
def two(qtbot, monkeypatch, tmp_path):
    from rummy_desktop.ui.table import TableWidget
    from rummy_desktop.ui.window_size import WindowSize

    monkeypatch.setenv("RUMMY_DESKTOP_HOME", str(tmp_path))
    monkeypatch.setattr(mw, "preload_catalog", lambda done=None: None)
    monkeypatch.setattr(mw, "load_table_class", lambda: TableWidget)
    monkeypatch.setattr(WindowSize, "available", lambda self: QRect(0, 0, 1600, 1000))
    host, guest = _window(qtbot, "Ana"), _window(qtbot, "Bia")
    yield host, guest
    for w in (guest, host):
        w.close_table()


def open_lobby(w, players: int = 3, open_seats=(1,), variant: str = "rummy"):
    dlg = w.host_game()
    dlg.select_variant(variant)
    dlg.players_spin.setValue(players)
    for i in range(1, players):
        box = dlg.seat_boxes[i]
        box.setCurrentIndex(0 if i in open_seats else box.findData("greedy"))
    dlg.table_name.setText("Kitchen")
    dlg.accept()
    return w.dialog("lobby")


def find_and_join(qtbot, guest, lobby, code: str):
    host = lobby.host
    guest.discovery_targets = [(LOOP, host.discovery_port)]
    jd = guest.join_game()
    qtbot.waitUntil(lambda: jd.tables.topLevelItemCount() == 1, timeout=3000)  # within 3 s
    jd.code_edit.setText(code)
    qtbot.mouseClick(jd.join_button, Qt.LeftButton)
    return jd


def at(w, qtbot=None) -> TableDriver:
    """The driver of window ``w``'s table (the table of the moment: a rejoin makes a new one)."""
    return TableDriver(qtbot, w.table)


def play_turns(qtbot, w1, w2, turns: int) -> int:
    """``turns`` turns of the two players, each through its table's widgets: click the
    stock, drag the hand's last card to the discard pile (a computer plays between)."""
    played = 0
    for _ in range(turns):
        def someone_to_play():
            for d in (at(w1), at(w2)):
                d.resync()
                if d.my_turn() and d.view().phase == "draw" and d.idle(busy_only=True):
                    return True
            return False

        qtbot.waitUntil(someone_to_play, timeout=10000)
        d = next(d for d in (at(w1, qtbot), at(w2, qtbot)) if d.my_turn() and d.view().phase == "draw")
        stock = d.view().stock_count
        d.click("stock")
        qtbot.waitUntil(lambda: d.view().phase == "meld", timeout=15000)
        assert d.view().stock_count == stock - 1
        card = d.hand()[-1]
        d.drag(card, to="discard")
        qtbot.waitUntil(lambda: d.view().discard and d.view().discard[-1] == card, timeout=15000)
        played += 1
        other = at(w2) if d.table is w1.table else at(w1)
        qtbot.waitUntil(lambda: other.latest_view().discard_count >= d.view().discard_count, timeout=15000)
    return played


def test_host_lobby_join_start_play_and_chat(qtbot, two):
    w1, w2 = two
    lobby = open_lobby(w1)
    host = lobby.host
    assert lobby.code.text() == host.code and f":{host.port}" in lobby.where.text()
    assert not lobby.start_button.isEnabled()  # seat 2 is open
    assert "waiting for a player" in lobby.seats.labels[1][1].text()

    jd = find_and_join(qtbot, w2, lobby, "wrong-1")
    item = jd.tables.topLevelItem(0)
    assert item.text(0) == f"Table at {LOOP}" and item.text(1) == "Rummy"  # its name is told once sealed
    assert (item.text(2), item.text(3)) == ("3", "1")
    assert jd.address_edit.text() == f"{LOOP}:{host.port}"  # picked from the list
    qtbot.waitUntil(lambda: "Wrong code" in jd.message.text(), timeout=15000)
    assert jd.message.text() == "Wrong code."
    assert jd.join_button.isEnabled() and not lobby.start_button.isEnabled()
    # the host's lobby says so at once, and offers a new code
    qtbot.waitUntil(lambda: "wrong" in lobby.code_watch.label.text(), timeout=15000)
    assert lobby.code_watch.label.text() == "1 wrong code from 1 address in the last minute"
    assert lobby.code_watch.button.isVisible()

    jd.code_edit.setText(host.code)
    qtbot.mouseClick(jd.join_button, Qt.LeftButton)
    qtbot.waitUntil(lambda: jd.pages.currentWidget() is jd.lobby_page, timeout=15000)
    qtbot.waitUntil(lambda: lobby.seats.labels[1][1].text() == "Bia", timeout=15000)
    assert lobby.start_button.isEnabled()
    assert "Ana (the host)" in jd.seat_rows.labels[0][1].text()
    assert jd.seat_rows.labels[1][1].text() == "Bia (you)"
    assert "Kitchen" in jd.lobby_title.text() and "seat 2" in jd.lobby_title.text()
    # the token is kept for this table: a rejoin gets the same seat
    kept = lan_tokens.lookup(LOOP, host.port)
    assert kept["code"] == host.code and kept["table"] == "Kitchen" and len(kept["token"]) == 32

    qtbot.mouseClick(lobby.start_button, Qt.LeftButton)
    qtbot.waitUntil(lambda: w2.table is not None and w1.table is not None, timeout=15000)
    t1, t2 = w1.table, w2.table
    assert (t1.seat, t2.seat) == (0, 1)
    v1, v2 = at(w1).view(), at(w2).view()
    assert v1.seat == 0 and v2.seat == 1 and not set(v1.hand) & set(v2.hand)
    # each table shows its own hand, never the other's
    assert not set(v1.hand) & at(w2).cards_on_screen()
    assert not set(v2.hand) & at(w1).cards_on_screen()
    assert w1.windowTitle() == w2.windowTitle() == "Rummy"

    # a few turns, each player through the table's own widgets: click the stock, drag a card to the pile
    assert play_turns(qtbot, w1, w2, 4) == 4
    # both tables agree on what everybody may see
    qtbot.waitUntil(lambda: at(w1).latest_view().turn == at(w2).latest_view().turn, timeout=15000)

    # the chat, both ways
    bar1, bar2 = w1.net_bar, w2.net_bar
    bar2.line.setText("Hello, Ana!")
    qtbot.mouseClick(bar2.send_button, Qt.LeftButton)
    qtbot.waitUntil(lambda: "Bia: Hello, Ana!" in bar1.lines(), timeout=15000)
    qtbot.waitUntil(lambda: "Bia: Hello, Ana!" in bar2.lines(), timeout=15000)
    assert bar2.line.text() == ""
    bar1.line.setText("Hi\x07 Bia")  # no control characters on anybody's screen
    qtbot.keyClick(bar1.line, Qt.Key_Return)
    qtbot.waitUntil(lambda: "Ana: Hi Bia" in bar2.lines(), timeout=15000)


def test_a_round_played_to_its_end_brings_the_score_sheets(qtbot, two):
    """Both players play a whole round through their tables (a computer fills the third
    seat); each window shows the round's score sheet, and the game goes on after it."""
    from rummy_desktop.ai.greedy import GreedyPlayer

    w1, w2 = two
    lobby = open_lobby(w1)
    host = lobby.host
    find_and_join(qtbot, w2, lobby, host.code)
    qtbot.waitUntil(lambda: lobby.start_button.isEnabled(), timeout=15000)
    qtbot.mouseClick(lobby.start_button, Qt.LeftButton)
    qtbot.waitUntil(lambda: w2.table is not None and w1.table is not None, timeout=15000)
    brains = {0: GreedyPlayer(0, 5), 1: GreedyPlayer(1, 6)}

    def sheets() -> bool:
        for w in (w1, w2):
            d = at(w)
            v = d.latest_view()
            if v.phase not in ("over", "between_rounds") and v.turn == d.seat and d.idle(busy_only=True):
                d.table.submit(brains[d.seat].choose(v))
        return w1.controller.sheet is not None and w2.controller.sheet is not None

    qtbot.waitUntil(sheets, timeout=60000)
    # Rummy deals the next round at once; each sheet shows the round that ended
    for w in (w1, w2):
        assert w.controller.sheet.objectName() == "scoreSheet" and not w.controller.sheet.choose
        assert at(w).latest_view().round_no == 2 and at(w).latest_view().rounds
    assert at(w1).latest_view().totals == at(w2).latest_view().totals
    for w in (w1, w2):
        w.controller.sheet.close()
    qtbot.waitUntil(lambda: w1.controller.sheet is None and w2.controller.sheet is None, timeout=15000)
    discards = at(w2).latest_view().discard_count
    qtbot.waitUntil(lambda: sheets() or at(w2).latest_view().discard_count != discards, timeout=10000)


def test_start_waits_for_every_open_seat_or_a_computer(qtbot, two):
    w1, _w2 = two
    lobby = open_lobby(w1, players=4, open_seats=(1, 2, 3))
    assert not lobby.start_button.isEnabled() and lobby.status.text() == "Waiting for 3 players…"
    lobby.open_controls[1][0].setCurrentIndex(lobby.open_controls[1][0].findData("greedy"))
    qtbot.mouseClick(lobby.open_controls[1][1], Qt.LeftButton)
    assert lobby.seats.labels[1][1].text() == "Computer: Greedy" or "Computer" in lobby.seats.labels[1][1].text()
    assert not lobby.open_controls[1][1].isVisible()
    assert not lobby.start_button.isEnabled()
    for seat in (2, 3):
        qtbot.mouseClick(lobby.open_controls[seat][1], Qt.LeftButton)
    assert lobby.start_button.isEnabled() and lobby.status.text() == "Everyone is here: click Start."
    qtbot.mouseClick(lobby.start_button, Qt.LeftButton)
    qtbot.waitUntil(lambda: w1.table is not None, timeout=15000)
    assert w1.network.is_host
    qtbot.waitUntil(network_autosave().is_file, timeout=15000)  # written by the saver thread


def test_a_dropped_player_rejoins_and_the_host_sees_the_countdown(qtbot, two):
    w1, w2 = two
    lobby = open_lobby(w1, players=2)
    host = lobby.host
    host.limits.grace = 60
    jd = find_and_join(qtbot, w2, lobby, host.code)
    qtbot.waitUntil(lambda: lobby.start_button.isEnabled(), timeout=15000)
    qtbot.mouseClick(lobby.start_button, Qt.LeftButton)
    qtbot.waitUntil(lambda: w2.table is not None and w1.table is not None, timeout=15000)
    del jd
    w2.network.retry_every = None  # no attempt by itself: the host's countdown and the player's Rejoin
    hand = list(at(w2).view().hand)
    w2.network.client._socket.abort()  # the cable is pulled
    qtbot.waitUntil(lambda: w2.net_bar.rejoin_button.isVisible(), timeout=15000)
    assert "lost" in w2.net_bar.lost_label.text()
    # the host: the seat counts down, and the host may wait longer or let the computer play
    qtbot.waitUntil(lambda: 1 in w1.net_bar.drops, timeout=15000)
    row = w1.net_bar.drops[1]
    assert "Bia is reconnecting" in row.label.text()
    assert "reconnecting…" in next(s.info for s in at(w1).seats() if s.seat == 1)
    before = host.seat_infos()[1].seconds_left
    qtbot.mouseClick(row.wait_button, Qt.LeftButton)
    assert host.seat_infos()[1].seconds_left > before
    qtbot.mouseClick(row.skip_button, Qt.LeftButton)  # the computer plays for Bia now
    assert host.seat_infos()[1].status == "computer_played"
    qtbot.waitUntil(lambda: 1 not in w1.net_bar.drops, timeout=15000)
    assert "played by the computer" in next(s.info for s in at(w1).seats() if s.seat == 1)
    # the player comes back with the token: the same seat, the same hand (if the computer
    # has not played it meanwhile)
    hand = set(hand) | set(at(w2).view().hand)
    old_table = w2.table
    qtbot.mouseClick(w2.net_bar.rejoin_button, Qt.LeftButton)
    qtbot.waitUntil(lambda: w2.table is not old_table and w2.table is not None, timeout=15000)
    new = at(w2).view().hand
    assert w2.table.seat == 1 and new == host.game.view(1).hand
    assert len(set(new) - hand) <= 1  # (the computer drew at most one card: it may have melded some)
    assert not w2.net_bar.lost_label.isVisible()
    assert host.seat_infos()[1].status == "connected"


def start_two(qtbot, w1, w2, players: int = 3):
    """The host's table with Bia at seat 2 (and a computer at seat 3), started."""
    lobby = open_lobby(w1, players=players)
    host = lobby.host
    find_and_join(qtbot, w2, lobby, host.code)
    qtbot.waitUntil(lambda: lobby.start_button.isEnabled(), timeout=15000)
    qtbot.mouseClick(lobby.start_button, Qt.LeftButton)
    qtbot.waitUntil(lambda: w2.table is not None and w1.table is not None, timeout=15000)
    return host


def test_a_dropped_connection_comes_back_by_itself_and_play_goes_on(qtbot, two):
    """The player's socket is cut: the strip says it is reconnecting, the program tries
    again by itself with the seat's token, the table comes back with the full view and
    the pending prompt, and both players play on through their tables."""
    w1, w2 = two
    host = start_two(qtbot, w1, w2)
    game = w2.network
    game.retry_every = 0.3
    old_client, old_table = game.client, w2.table
    token = old_client.token
    old_client._socket.abort()  # the connection drops (not the host's doing)
    qtbot.waitUntil(lambda: w2.net_bar.lost_label.isVisible(), timeout=15000)
    assert "Reconnecting… (attempt 1)" in w2.net_bar.lost_label.text()
    assert w2.net_bar.rejoin_button.isVisible()  # the way to try at once
    qtbot.waitUntil(lambda: game.client is not old_client, timeout=10000)  # nobody clicked
    assert game.attempt == 0 and not game.retrying and not game.trying
    assert not w2.net_bar.lost_label.isVisible() and not w2.net_bar.rejoin_button.isVisible()
    assert w2.table is not old_table and w2.table.seat == 1 and game.client.token != token
    assert at(w2).view().hand == host.game.view(1).hand  # the full view
    qtbot.waitUntil(lambda: host.seat_infos()[1].status == "connected", timeout=15000)
    assert lan_tokens.lookup(LOOP, host.port)["token"] == game.client.token  # the new key is kept
    if at(w2).my_turn():
        assert at(w2).prompt() in at(w2).status()  # the pending prompt
    assert play_turns(qtbot, w1, w2, 3) == 3


def test_reconnecting_goes_on_while_the_host_is_away_and_stops_on_a_refusal(qtbot, two):
    """While the host cannot be reached, attempt follows attempt (counted in the strip);
    a host that refuses the seat's key ends them: the reason shows, Rejoin stays."""
    w1, w2 = two
    host = start_two(qtbot, w1, w2)
    game = w2.network
    game.retry_every = 0.1
    port = host.port
    host.transport.stop()  # the host's machine is away: connections are refused
    for sock in [p.socket for p in host.peers]:
        sock.abort()
    # between two attempts (one under way still carries the good key, and would get in)
    qtbot.waitUntil(lambda: game.attempt >= 3 and game.retrying and not game.trying, timeout=10000)
    assert "Reconnecting… (attempt" in w2.net_bar.lost_label.text()
    # the host is back, but no longer knows the seat's key
    game.client.token = "0" * 32
    assert host.listen(LOOP, port)
    qtbot.waitUntil(lambda: not game.trying and not game.retrying, timeout=10000)
    assert "does not know this seat's key" in w2.net_bar.lost_label.text()
    assert "Reconnecting" not in w2.net_bar.lost_label.text()
    assert w2.net_bar.rejoin_button.isVisible() and w2.net_bar.rejoin_button.isEnabled()
    attempts = game.attempt
    qtbot.wait(300)
    assert game.attempt == attempts  # no attempt by itself after a refusal


def test_the_player_is_told_when_a_chat_line_does_not_go(qtbot, two):
    w1, w2 = two
    host = start_two(qtbot, w1, w2)
    host.limits.chats = 2
    bar = w2.net_bar
    for i in range(3):
        bar.line.setText(f"line {i}")
        qtbot.keyClick(bar.line, Qt.Key_Return)
    qtbot.waitUntil(lambda: "Not sent: too many lines at once; wait 10 s." in bar.lines(), timeout=15000)
    assert "Bia: line 1" in bar.lines() and "Bia: line 2" not in bar.lines()
    assert bar.line.text() == "line 2"  # given back, to be sent again
    assert not any("line 2" in line for line in w1.net_bar.lines())
    # a line too long is not cut: it stays, and the player is told
    bar.line.setText("x" * 250)
    qtbot.keyClick(bar.line, Qt.Key_Return)
    assert bar.lines()[-1] == "Not sent: a chat line holds at most 200 characters."
    assert bar.line.text() == "x" * 250
    # without a connection
    w2.network.retry_every = None
    w2.network.client._socket.abort()
    qtbot.waitUntil(lambda: bar.lost_label.isVisible(), timeout=15000)
    bar.line.setText("anyone?")
    qtbot.keyClick(bar.line, Qt.Key_Return)
    assert bar.lines()[-1] == "Not sent: there is no connection to the host."
    assert bar.line.text() == "anyone?"


def test_a_player_who_left_finds_the_table_and_takes_the_seat_back(qtbot, two):
    """The program closed (the seat left): the started table is in the list as "your
    seat", with its code filled in, and Join gives the same seat and hand back."""
    w1, w2 = two
    lobby = open_lobby(w1, players=2)
    host = lobby.host
    find_and_join(qtbot, w2, lobby, host.code)
    qtbot.waitUntil(lambda: lobby.start_button.isEnabled(), timeout=15000)
    qtbot.mouseClick(lobby.start_button, Qt.LeftButton)
    qtbot.waitUntil(lambda: w2.table is not None and w1.table is not None, timeout=15000)
    hand = list(at(w2).view().hand)
    w2.close_table()  # leaves: the computer plays the seat
    qtbot.waitUntil(lambda: host.seat_infos()[1].status == "computer_played", timeout=15000)
    jd = w2.join_game()
    qtbot.waitUntil(lambda: jd.tables.topLevelItemCount() == 1, timeout=3000)
    item = jd.tables.topLevelItem(0)
    assert item.flags() & Qt.ItemFlag.ItemIsEnabled and item.text(3) == "your seat"
    assert jd.address_edit.text() == f"{LOOP}:{host.port}" and jd.code_edit.text() == host.code
    qtbot.mouseClick(jd.join_button, Qt.LeftButton)
    qtbot.waitUntil(lambda: w2.table is not None, timeout=15000)
    assert w2.table.seat == 1
    qtbot.waitUntil(lambda: host.seat_infos()[1].status == "connected", timeout=15000)
    assert set(hand) & set(at(w2).view().hand) or at(w2).view().round_no > 1


def test_the_host_resumes_the_network_game_and_the_player_comes_back(qtbot, two):
    """The host closes its table (or its program): the player is told, the game is in
    the host's autosave; Resume the network game opens the table again on the same port
    with the same code, and the player's Rejoin takes the seat back with its token."""
    w1, w2 = two
    lobby = open_lobby(w1, players=2)
    host = lobby.host
    code, port = host.code, host.port
    find_and_join(qtbot, w2, lobby, code)
    qtbot.waitUntil(lambda: lobby.start_button.isEnabled(), timeout=15000)
    qtbot.mouseClick(lobby.start_button, Qt.LeftButton)
    qtbot.waitUntil(lambda: w2.table is not None and w1.table is not None, timeout=15000)
    hands = (list(at(w1).view().hand), list(at(w2).view().hand))
    assert not w1.action_resume_network.isEnabled()  # the game is on the table
    w1.back_to_start()  # the host leaves the table (Game ▸ Back to the start screen)
    qtbot.waitUntil(lambda: w2.net_bar.lost_label.isVisible(), timeout=15000)
    assert "The host closed the table." in w2.net_bar.lost_label.text()
    assert network_autosave().is_file() and w1.action_resume_network.isEnabled()

    w1.listen_at = (LOOP, port, 0)  # as a real host: the usual port again
    # the start page offers it beside the solo game's Resume
    page = w1.start_page
    assert w1.stack.currentWidget() is page and page.resume_network_button.isVisible()
    assert page.resume_network_button.y() == page.resume_button.y()
    assert page.resume_network_button.text() == "Resume the network game"
    qtbot.mouseClick(page.resume_network_button, Qt.LeftButton)
    qtbot.waitUntil(lambda: w1.network is not None, timeout=15000)
    game = w1.network
    assert game.code == code and w1.table is not None
    assert list(at(w1).view().hand) == hands[0]
    assert "reconnecting" in host_seat_text(w1, 1)
    qtbot.mouseClick(w2.net_bar.rejoin_button, Qt.LeftButton)
    qtbot.waitUntil(lambda: not w2.net_bar.lost_label.isVisible(), timeout=15000)
    assert list(at(w2).view().hand) == hands[1] and w2.table.seat == 1
    qtbot.waitUntil(lambda: game.seat_infos()[1].status == "connected", timeout=15000)


def host_seat_text(w, seat: int) -> str:
    return next(s.info for s in at(w).seats() if s.seat == seat)


def test_a_table_of_another_version_is_greyed_with_the_reason(qtbot, catalog, monkeypatch):
    host = Host(catalog, "rummy", {}, [SeatPlan("host"), SeatPlan("open")], code="x1x1x", seed=3)
    assert host.listen(LOOP, 0)
    newer = host.table_ad().model_copy(update={"protocol": P.PROTOCOL_VERSION + 1, "program": "9.0"})
    monkeypatch.setattr(host, "table_ad", lambda: newer)
    assert host.advertise(LOOP, 0)
    jd = JoinDialog(catalog, Settings(player_name="Bia"), targets=[(LOOP, host.discovery_port)])
    qtbot.addWidget(jd)
    qtbot.waitUntil(lambda: jd.tables.topLevelItemCount() == 1, timeout=3000)
    item = jd.tables.topLevelItem(0)
    assert not item.flags() & Qt.ItemFlag.ItemIsEnabled  # greyed
    assert "9.0" in item.toolTip(0) and P.PROGRAM_VERSION in item.toolTip(0)
    assert "9.0" in jd.search_status.text()
    assert jd.address_edit.text() == ""  # not offered for joining
    jd.reject()
    host.close()


def test_a_refused_join_is_said_in_words(qtbot, catalog):
    """A table that is full, a host that is not there: the reason, in the dialog."""
    host = Host(catalog, "rummy", {}, [SeatPlan("host"), SeatPlan("computer", "greedy")], code="c1c1c", seed=3)
    assert host.listen(LOOP, 0)
    jd = JoinDialog(catalog, Settings(player_name="Bia"), targets=[])
    qtbot.addWidget(jd)
    jd.address_edit.setText(f"{LOOP}:{host.port}")
    jd.code_edit.setText("c1c1c")
    qtbot.mouseClick(jd.join_button, Qt.LeftButton)
    qtbot.waitUntil(lambda: jd.message.text() == "The table is full.", timeout=15000)
    host.close()
    jd.address_edit.setText("not an address:x")
    qtbot.mouseClick(jd.join_button, Qt.LeftButton)
    assert jd.message.text().startswith("Type the host's address")
    jd.reject()


def test_the_join_dialog_fits_the_page_it_shows(qtbot, catalog):
    """Joined, the players' lobby: the dialog as high as the lobby's lines (no empty half
    of the form's size under them), each line whole. The host gone, back to the form at
    the size it had."""
    host = Host(catalog, "rummy", {}, [SeatPlan("host", name="Ana"), SeatPlan("open"), SeatPlan("open")],
                code="k1k1k", seed=3, name="Kitchen")
    assert host.listen(LOOP, 0)
    jd = JoinDialog(catalog, Settings(player_name="Bia"), targets=[])
    qtbot.addWidget(jd)
    jd.show()
    qtbot.waitExposed(jd)
    form_size = jd.size()
    jd.address_edit.setText(f"{LOOP}:{host.port}")
    jd.code_edit.setText("k1k1k")
    qtbot.mouseClick(jd.join_button, Qt.LeftButton)
    qtbot.waitUntil(lambda: jd.pages.currentWidget() is jd.lobby_page, timeout=15000)
    qtbot.wait(20)
    page, status = jd.lobby_page, jd.lobby_status
    assert jd.seat_rows.labels[1][1].text() == "Bia (you)"
    assert jd.width() == form_size.width() and jd.height() < form_size.height()
    assert page.height() >= page.minimumSizeHint().height()
    assert status.height() >= status.heightForWidth(status.width())  # the last line whole
    assert page.height() - status.geometry().bottom() <= 12, (page.height(), status.geometry())
    host.close()
    qtbot.waitUntil(lambda: jd.pages.currentWidget() is jd.form_page, timeout=15000)
    qtbot.wait(20)
    assert jd.size() == form_size
    jd.reject()


def test_every_refusal_has_words():
    for reason in P.NET_REASONS:
        text = refusal_text(P.Refusal(reason=reason, code="not_your_turn" if reason == "illegal_action" else None))
        assert text and "{" not in text and text != reason, reason
    timed_out = refusal_text(P.Refusal(reason="host_closing", params={"problem": "no_answer"}))
    assert "firewall" in timed_out and "same network" in timed_out
    mismatch = refusal_text(P.version_refusal(2, 1, "9.0", "0.1"))
    assert "9.0" in mismatch and "0.1" in mismatch
    assert "rummy500" in refusal_text(P.Refusal(reason="missing_plugin", params={"variant": "rummy500",
                                                                                  "option": "x"}))
    assert refusal_text(None).startswith("The host left")


def test_addresses_are_read_as_a_player_types_them():
    assert parse_address("192.168.1.20") == ("192.168.1.20", P.DEFAULT_PORT)
    assert parse_address(" 10.0.0.2:5000 ") == ("10.0.0.2", 5000)
    assert parse_address("[::1]:7000") == ("::1", 7000)
    for bad in ("", ":80", "host:0", "host:70000", "a b", "host:x"):
        assert parse_address(bad) is None, bad


def test_tokens_are_kept_per_host(tmp_path):
    path = tmp_path / "t.json"
    assert lan_tokens.lookup("10.0.0.2", 47474, path) is None
    lan_tokens.remember("10.0.0.2", 47474, "123456", "Kitchen", "ab" * 16, path)
    assert lan_tokens.lookup("10.0.0.2", 47474, path) == {"token": "ab" * 16, "code": "123456", "table": "Kitchen"}
    assert lan_tokens.lookup("10.0.0.2", 47475, path) is None
    for i in range(lan_tokens.KEEP + 5):
        lan_tokens.remember("10.0.1.1", 1000 + i, "c", "t", f"{i:032x}", path)
    assert lan_tokens.lookup("10.0.0.2", 47474, path) is None  # the oldest went
    lan_tokens.forget("10.0.1.1", 1030, path)
    assert lan_tokens.lookup("10.0.1.1", 1030, path) is None
    path.write_text("{broken", encoding="utf-8")
    assert lan_tokens.lookup("10.0.1.1", 1029, path) is None  # a damaged file: no token, no error


def test_the_hosts_thinking_time_reaches_its_computer_seats_and_stand_ins(qtbot, two):
    w1, w2 = two
    w1.apply_settings(Settings(animation_speed=0, player_name="Ana", confirmations=False, think_time=0.5))
    dlg = w1.host_game()
    dlg.select_variant("rummy")
    dlg.players_spin.setValue(3)
    dlg.seat_boxes[1].setCurrentIndex(0)  # open: Bia joins
    dlg.seat_boxes[2].setCurrentIndex(dlg.seat_boxes[2].findData("standard"))
    dlg.accept()
    lobby = w1.dialog("lobby")
    host = lobby.host
    find_and_join(qtbot, w2, lobby, host.code)
    qtbot.waitUntil(lambda: lobby.start_button.isEnabled(), timeout=15000)
    qtbot.mouseClick(lobby.start_button, Qt.LeftButton)
    qtbot.waitUntil(lambda: w2.table is not None and w1.table is not None, timeout=15000)
    assert host.session._players[2].time_budget == 0.5
    w1.apply_settings(Settings(animation_speed=0, player_name="Ana", confirmations=False, think_time=2.0))
    assert host.session._players[2].time_budget == 2.0
    assert host.think_time == host.session.think_time == 2.0  # a stand-in's, should Bia drop out


def test_the_turn_clock_shows_on_the_seat_panels_and_the_host_hands_a_seat_to_the_computer(qtbot, two):
    """The host dialog offers the turn clock (60 s unless chosen otherwise); both tables show
    it on the panel of the seat to act; the host's strip lets the computer play Bia's seat,
    and gives it back."""
    w1, w2 = two
    dlg = w1.host_game()
    assert dlg.turn_clock.currentData() == 60
    assert [dlg.turn_clock.itemData(i) for i in range(dlg.turn_clock.count())] == [None, 30, 60, 120]
    assert dlg.turn_clock.itemText(0) == "None" and dlg.turn_clock.itemText(1) == "30 seconds a turn"
    dlg.reject()
    host = start_two(qtbot, w1, w2)
    assert host.turn_clock == 60
    qtbot.waitUntil(lambda: host.clock_seat is not None, timeout=10000)  # a player's turn (not the computer's)
    seat = host.clock_seat

    def clock_shown(w) -> bool:
        w.table.refresh_seats()
        panel = next(s for s in at(w).seats() if s.seat == seat)
        return panel.status == "clock" and "s left to play" in panel.status_text

    for w in (w1, w2):
        qtbot.waitUntil(lambda: clock_shown(w), timeout=15000)
    control = w1.net_bar.seat_control
    assert w2.net_bar.seat_control is None  # the host's alone
    assert [control.seats.itemText(i) for i in range(control.seats.count())] == ["Ana", "Bia"]
    control.seats.setCurrentIndex(1)
    assert control.button.text() == "Computer plays for this player"
    qtbot.mouseClick(control.button, Qt.LeftButton)
    assert host.seat_infos()[1].status == "computer_played" and host.session.is_computer(1)
    assert control.button.text() == "Give back to the player"
    qtbot.waitUntil(lambda: "played by the computer" in next(s.info for s in at(w2).seats()
                                                                if s.seat == 1), timeout=15000)
    qtbot.mouseClick(control.button, Qt.LeftButton)
    assert host.seat_infos()[1].status == "connected" and not host.session.is_computer(1)


def test_names_are_asked_and_kept_and_a_waiting_seat_is_offered_on_the_start_page(qtbot, two):
    """The host gives its name like a player (the settings' name to begin with) and it is
    kept, as is the name a player joins with; a player who left the table finds "Your seat
    at Kitchen is waiting" on the start page, and Rejoin brings back the seat with the
    round's moves and the chat."""
    from PySide6.QtWidgets import QDialogButtonBox, QWidget

    w1, w2 = two
    dlg = w1.host_game()
    ok = dlg.buttons.button(QDialogButtonBox.StandardButton.Ok)
    assert dlg.player_name.text() == "Ana" and ok.isEnabled()
    dlg.player_name.setText("  ")
    assert not ok.isEnabled()  # a network table needs the host's name
    dlg.player_name.setText("Ana Lima")
    assert ok.isEnabled() and dlg.seat_boxes[0].itemText(0) == "Ana Lima (you, the host)"
    dlg.table_name.setText("Kitchen")
    dlg.accept()
    lobby = w1.dialog("lobby")
    host = lobby.host
    assert w1.settings.player_name == "Ana Lima" and host.seats[0].name == "Ana Lima"
    w2.discovery_targets = [(LOOP, host.discovery_port)]
    jd = w2.join_game()
    qtbot.waitUntil(lambda: jd.tables.topLevelItemCount() == 1, timeout=3000)
    jd.name_edit.setText("Bia Souza")
    jd.code_edit.setText(host.code)
    qtbot.mouseClick(jd.join_button, Qt.LeftButton)
    qtbot.waitUntil(lambda: lobby.start_button.isEnabled(), timeout=15000)
    assert w2.settings.player_name == "Bia Souza"
    qtbot.mouseClick(lobby.start_button, Qt.LeftButton)
    qtbot.waitUntil(lambda: w2.table is not None and w1.table is not None, timeout=15000)
    assert play_turns(qtbot, w1, w2, 2) == 2
    w1.net_bar.line.setText("see you soon")
    qtbot.mouseClick(w1.net_bar.send_button, Qt.LeftButton)
    qtbot.waitUntil(lambda: "Ana Lima: see you soon" in w2.net_bar.lines(), timeout=15000)

    w2.back_to_start()  # the player leaves the table (as closing the program would)
    waiting = w2.start_page.findChild(QWidget, "waitingSeat")
    assert waiting is not None and waiting.isVisible()
    assert waiting.label.text() == "Your seat at Kitchen is waiting:"
    qtbot.waitUntil(lambda: host.seat_infos()[1].status == "computer_played", timeout=15000)
    qtbot.mouseClick(waiting.button, Qt.LeftButton)
    qtbot.waitUntil(lambda: w2.table is not None and w2.network is not None, timeout=10000)
    assert w2.table.seat == 1 and not waiting.isVisible()
    texts = [at(w2).log_list().item(i).text() for i in range(at(w2).log_list().count())]
    assert len(texts) > 2 and any("Ana Lima" in t for t in texts)  # the round's moves, with the names
    assert "Ana Lima: see you soon" in w2.net_bar.lines()
    qtbot.waitUntil(lambda: host.seat_infos()[1].status == "connected", timeout=15000)


def test_a_spectator_watches_the_table_without_a_hand_and_the_host_can_remove_a_player(qtbot, two):
    """Bia watches (Watch in the join dialog): the lobby lists her, her table shows every
    seat and the moves but no hand and no button to play, and she chats. The host removes
    a player from the lobby before the start."""
    w1, w2 = two
    lobby = open_lobby(w1, players=3, open_seats=(1, 2))
    host = lobby.host
    w2.discovery_targets = [(LOOP, host.discovery_port)]
    jd = w2.join_game()
    qtbot.waitUntil(lambda: jd.tables.topLevelItemCount() == 1, timeout=3000)
    jd.code_edit.setText(host.code)
    qtbot.mouseClick(jd.watch_button, Qt.LeftButton)
    qtbot.waitUntil(lambda: lobby.watchers.text() == "Watching: Bia", timeout=15000)
    qtbot.waitUntil(lambda: jd.lobby_title.text() == "You watch Kitchen (Rummy).", timeout=15000)
    assert jd.lobby_watchers.text() == "Watching: Bia" and host.open_seats == 2
    from rummy_desktop.net.client import Client

    troll = Client(w1.catalog(), "Troll", host.code, parent=w1)  # a player at another computer
    troll.connect_to(LOOP, host.port)
    qtbot.waitUntil(lambda: troll.seat is not None and lobby.remove_buttons[troll.seat].isVisible(), timeout=15000)
    qtbot.waitUntil(lambda: jd.seat_rows.labels[troll.seat][1].text() == "Troll", timeout=15000)
    qtbot.mouseClick(lobby.remove_buttons[troll.seat], Qt.LeftButton)
    qtbot.waitUntil(lambda: troll.refusal is not None, timeout=15000)
    assert troll.refusal.reason == "removed" and host.open_seats == 2
    for seat in (1, 2):
        qtbot.mouseClick(lobby.open_controls[seat][1], Qt.LeftButton)
    qtbot.mouseClick(lobby.start_button, Qt.LeftButton)
    qtbot.waitUntil(lambda: w2.table is not None and w1.table is not None, timeout=15000)
    table = w2.table
    d = at(w2)
    assert table.seat is None and w2.network.seat is None and d.view().hand == ()
    host.computer_plays(0)  # the host's own seat too: the computers play on
    qtbot.waitUntil(lambda: d.log_list().count() > 4, timeout=20000)
    table.refresh_seats()
    assert sorted(s.seat for s in d.seats()) == [0, 1, 2]
    assert not any(s.me for s in d.seats()) and d.hand() == []
    assert not d.enabled("primary") and not d.my_turn()
    heard = []
    w1.network.chatLine.connect(lambda *line: heard.append(line))
    w2.net_bar.line.setText("go Ana")
    qtbot.mouseClick(w2.net_bar.send_button, Qt.LeftButton)
    qtbot.waitUntil(lambda: "Bia: go Ana" in w1.net_bar.lines(), timeout=15000)
    assert heard == [(None, "Bia", "go Ana")]  # a spectator's line comes from no seat (not seat 0)


def test_the_host_chooses_a_code_sees_wrong_ones_makes_a_new_one_and_lets_a_removed_player_back(qtbot, two):
    """The host dialog refuses a code too short to hold; the lobby says the wrong codes
    tried (from two addresses here), New code makes another (the old one opens the table
    no more), a removed player is listed with Let back in; the strip under the table keeps
    New code for the host alone."""
    from PySide6.QtNetwork import QHostAddress
    from PySide6.QtWidgets import QDialogButtonBox

    from rummy_desktop.net.client import Client

    w1, w2 = two
    dlg = w1.host_game()
    ok = dlg.buttons.button(QDialogButtonBox.StandardButton.Ok)
    dlg.select_variant("rummy")
    dlg.players_spin.setValue(3)
    dlg.seat_boxes[1].setCurrentIndex(0)
    dlg.seat_boxes[2].setCurrentIndex(0)
    dlg.code.setText("1234")
    assert not ok.isEnabled() and dlg.code_hint.isVisibleTo(dlg) and "at least 5" in dlg.code_hint.text()
    dlg.code.setText("kitchen-42")
    assert ok.isEnabled() and not dlg.code_hint.isVisibleTo(dlg)
    dlg.accept()
    lobby = w1.dialog("lobby")
    host = lobby.host
    assert host.code == "kitchen-42" == lobby.code.text() and not lobby.code_watch.label.isVisibleTo(lobby)

    def client(name: str, code: str, source: str) -> Client:
        c = Client(w1.catalog(), name, code, parent=w1)
        c._socket.bind(QHostAddress(source), 0)
        c.connect_to(LOOP, host.port)
        return c

    wrong = [client("?", f"guess-{i}", f"127.0.0.{2 + i % 2}") for i in range(3)]
    qtbot.waitUntil(lambda: all(c.refusal is not None for c in wrong), timeout=15000)
    qtbot.waitUntil(lambda: lobby.code_watch.label.text() == "3 wrong codes from 2 addresses in the last minute",
                    timeout=15000)
    troll = client("Troll", host.code, "127.0.0.4")
    qtbot.waitUntil(lambda: troll.seat is not None and lobby.remove_buttons[troll.seat].isVisible(), timeout=15000)
    qtbot.mouseClick(lobby.remove_buttons[troll.seat], Qt.LeftButton)
    qtbot.waitUntil(lambda: troll.refusal is not None, timeout=15000)
    label, back = lobby.removed_rows[0]
    assert label.text() == "Removed: Troll (127.0.0.4); that computer cannot come back with the code."
    assert back.isVisible() and back.text() == "Let back in"
    again = client("Troll", host.code, "127.0.0.4")
    qtbot.waitUntil(lambda: again.refusal is not None, timeout=15000)
    assert again.refusal.reason == "removed"
    qtbot.mouseClick(back, Qt.LeftButton)
    assert host.removed == [] and not label.isVisible()

    old = host.code
    qtbot.mouseClick(lobby.code_watch.button, Qt.LeftButton)
    assert host.code != old and lobby.code.text() == host.code and len(host.code) == 6
    late = client("Late", old, "127.0.0.5")  # the old code opens the table no more
    qtbot.waitUntil(lambda: late.refusal is not None, timeout=15000)
    assert late.refusal.reason == "bad_code"
    find_and_join(qtbot, w2, lobby, host.code)
    qtbot.mouseClick(lobby.open_controls[2][1], Qt.LeftButton)
    qtbot.waitUntil(lambda: lobby.start_button.isEnabled(), timeout=15000)
    qtbot.mouseClick(lobby.start_button, Qt.LeftButton)
    qtbot.waitUntil(lambda: w2.table is not None and w1.table is not None, timeout=15000)
    bar = w1.net_bar
    assert bar.code_watch is not None and w2.net_bar.code_watch is None  # the host's alone
    qtbot.mouseClick(bar.code_watch.button, Qt.LeftButton)
    assert bar.where.text().startswith(f"Code {host.code} ·")
    assert w2.network.connected  # the seated player plays on
