"""Network play in the smallest window, in every language: the start page's two network
buttons (reached by the keyboard, the page still 600 pixels high at most), the table with
the network strip within 800×600, and seat panels that say each seat's connection whole
(measured with 5 and 7 seats in French, where the words are longest)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence

try:
    from app_support import ensure_qm, language
    from table_driver import TableDriver
    from test_app_sizes import check_no_overlap, visible_buttons
except ImportError:
    from .app_support import ensure_qm, language
    from .table_driver import TableDriver
    from .test_app_sizes import check_no_overlap, visible_buttons

from rummy_desktop.net.client import Client
from rummy_desktop.net.host import Host, SeatPlan
from rummy_desktop.ui.network.lan_game import NetworkGame

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")

LANGUAGES = ("en", "pt_BR", "fr")
LOOP = "127.0.0.1"
NAMES = ["Bernadette", "Christophe", "Dominique", "Emmanuelle", "Frédéric", "Gwendoline"]
LIMIT = (800, 600)


@pytest.fixture(scope="module", autouse=True)
def compiled():
    ensure_qm()


@pytest.fixture
def window(real_window):
    return real_window


def smallest(window, qtbot) -> tuple[int, int]:
    """The window made as small as it goes: its size."""
    window.resize(300, 200)
    qtbot.wait(30)
    return window.width(), window.height()


@pytest.mark.parametrize("code", LANGUAGES)
def test_the_start_page_offers_the_network_ways_to_play(window, qtbot, code):
    language(window, code)
    page = window.start_page
    size = smallest(window, qtbot)
    assert size[0] <= LIMIT[0] and size[1] <= LIMIT[1], size
    check_no_overlap(window, visible_buttons(page))
    host, join = page.host_button, page.join_button
    assert host.isVisible() and join.isVisible() and host.width() == join.width()
    if code != "en":  # in the player's language
        assert host.text() != "Host a network game…" and join.text() != "Join a network game…"
    assert host.text() == host.accessibleName() and window.action_host.shortcut().toString(QKeySequence.SequenceFormat.NativeText) in host.toolTip()
    # by the keyboard: Tab from New game reaches both, Space opens the dialog
    page.new_button.setFocus()
    seen = []
    for _ in range(len(page.buttons()) + 1):
        qtbot.keyClick(window.focusWidget(), Qt.Key_Tab)
        seen.append(window.focusWidget())
    assert host in seen and join in seen and seen.index(join) == seen.index(host) + 1
    join.setFocus()
    qtbot.keyClick(join, Qt.Key_Space)
    qtbot.waitUntil(lambda: window.dialog("join") is not None)
    window.dialog("join").reject()
    qtbot.mouseClick(host, Qt.LeftButton)
    qtbot.waitUntil(lambda: window.dialog("host") is not None)
    window.dialog("host").reject()


@pytest.mark.parametrize("code", LANGUAGES)
def test_a_kept_network_game_is_offered_beside_resume(window, qtbot, code):
    from rummy_desktop.storage.autosaves import network_path as network_autosave

    language(window, code)
    page = window.start_page
    assert not page.resume_network_button.isVisible()
    network_autosave().parent.mkdir(parents=True, exist_ok=True)
    network_autosave().write_text("{}", encoding="utf-8")  # only its presence counts here
    window.refresh_resume()
    qtbot.wait(20)
    size = smallest(window, qtbot)
    assert size[0] <= LIMIT[0] and size[1] <= LIMIT[1], size
    check_no_overlap(window, visible_buttons(page))
    resume, network = page.resume_button, page.resume_network_button
    assert network.isVisible() and network.y() == resume.y() and network.width() == resume.width()
    assert network.text() == window.action_resume_network.text().replace("&", "")
    network_autosave().unlink()
    window.refresh_resume()
    qtbot.wait(20)
    assert not network.isVisible() and resume.width() >= page.new_button.width() - 1


def network_table(window, qtbot, seats: int, side: str):
    """A Rummy 500 table of ``seats`` on 127.0.0.1 shown in ``window`` (as its host, or as
    the player at seat 2 whose connection dropped), the other players' connections
    dropped, one seat played by the computer."""
    catalog = window.catalog()
    plan = [SeatPlan("host", name="Ana")] + [SeatPlan("open")] * (seats - 1)
    host = Host(catalog, "rummy-500", {}, plan, seed=4, auto_start=False, name="Kitchen")
    assert host.listen(LOOP, 0)
    clients = [Client(catalog, name, host.code) for name in NAMES[:seats - 1]]
    for c in clients:
        c.connect_to(LOOP, host.port)
    qtbot.waitUntil(lambda: host.open_seats == 0, timeout=5000)
    host.start()
    qtbot.waitUntil(lambda: all(c.view is not None for c in clients), timeout=5000)
    if side == "host":
        game = NetworkGame(catalog, host=host)
        dropped = clients  # the host's network went away a moment: everybody at once
    else:
        game = NetworkGame(catalog, client=clients[0], address=LOOP, port=host.port)
        game.retry_every = None
        dropped = clients
    window.show_network(game)
    for c in dropped:
        c._socket.abort()
    qtbot.waitUntil(lambda: sum(i.status == "reconnecting" for i in host.seat_infos()) == len(dropped),
                    timeout=5000)
    host.skip_wait(2)  # seat 3: played by the computer
    if side == "guest":
        qtbot.waitUntil(lambda: window.net_bar.lost_label.isVisible(), timeout=5000)
    else:
        qtbot.waitUntil(lambda: TableDriver(qtbot, window.table).seat_connection(2) == "computer", timeout=5000)
    return host, clients


def check_seat_panels(table) -> None:
    """Every text of every seat panel lies inside its panel and is shown whole."""
    d = TableDriver(None, table)
    seats = d.seats()
    panels = d.panels()
    assert len(panels) == len(seats)
    for panel, seat in zip(panels, seats):
        rect = panel.rect
        for text, box in panel.boxes:
            assert rect.contains(box), (seat.name, text, rect, box)
        runs = {" · ".join(seat.parts[i:j]) for i in range(len(seat.parts)) for j in range(i + 1, len(seat.parts) + 1)}
        for line in panel.info.split("\n"):
            assert line in runs, (line, seat.parts)  # whole pieces, in order, as many as fit a line
        if seat.status:
            shown = panel.status if panel.status_shown else ""
            assert shown == seat.status_text or (panel.icon and shown in (seat.status_short, ""))
            if seat.status == "reconnecting":
                assert shown, seat  # the seconds left, at least
            assert seat.status_text in panel.tooltip


@pytest.mark.parametrize("seats", [5, 7])
def test_seat_panels_say_the_connection_whole_in_french_in_the_smallest_window(window, qtbot, seats):
    language(window, "fr")
    host, clients = network_table(window, qtbot, seats, "host")
    size = smallest(window, qtbot)
    assert size[0] <= LIMIT[0] and size[1] <= LIMIT[1], size
    table = window.table
    d = TableDriver(qtbot, table)
    statuses = {s.status for s in d.seats()}
    assert statuses == {"", "reconnecting", "computer"}
    check_seat_panels(table)
    waiting = next(s for s in d.seats() if s.status == "reconnecting")
    assert "reconnexion" in waiting.status_text  # the French words
    # the countdown goes on: the panels keep their lines
    qtbot.waitUntil(lambda: any(p.status and "60" not in p.status for p in d.panels()), timeout=5000)
    check_seat_panels(table)
    # everybody back: no connection line, the panels shrink back
    for c in clients:
        c.close()
    host.close()


@pytest.mark.parametrize("code", LANGUAGES)
@pytest.mark.parametrize("side", ["host", "guest"])
def test_the_network_table_fits_800_by_600(window, qtbot, code, side):
    language(window, code)
    host, clients = network_table(window, qtbot, 7, side)
    size = smallest(window, qtbot)
    hint = window.minimumSizeHint()
    assert size[0] <= LIMIT[0] and size[1] <= LIMIT[1], (size, hint.toTuple())
    assert size[0] >= hint.width() and size[1] >= hint.height()
    check_no_overlap(window, visible_buttons(window.net_bar))
    check_no_overlap(window, visible_buttons(window.table))
    check_seat_panels(window.table)
    if side == "guest":
        assert window.net_bar.rejoin_button.isVisible()
    else:
        assert len(window.net_bar.drops) == 5  # the host's choices for each
    for c in clients:
        c.close()
    host.close()
