"""Discovery on 127.0.0.1 only (no broadcast is sent): a probe, a host's answer, another
version's answer shown with the reason, stray datagrams ignored, answers rate-limited."""

from __future__ import annotations

from PySide6.QtNetwork import QHostAddress, QUdpSocket

from rummy_desktop.net import protocol as P
from rummy_desktop.net.discovery import Finder, broadcast_targets

from .lan import LOOPBACK, make_host


def test_a_probe_finds_the_table(qtbot, catalog):
    host = make_host(catalog, "shanghai", "open,greedy,open", name="Kitchen")
    assert host.advertise(LOOPBACK, 0)
    finder = Finder()
    with qtbot.waitSignal(finder.done, timeout=5000) as done:
        assert finder.probe([(LOOPBACK, host.discovery_port)], seconds=0.5) == 1
    (table,) = done.args[0]
    assert table.address == LOOPBACK and table.joinable and table.reason is None
    ad = table.ad
    assert (ad.variant, ad.players, ad.free, ad.port) == ("shanghai", 3, 2, host.port)
    assert "Kitchen" not in ad.model_dump_json()  # the table's name is told only once sealed
    finder.close()
    host.close()


def test_another_versions_table_is_shown_with_the_reason(qtbot, catalog, monkeypatch):
    host = make_host(catalog, "rummy", "open,open")
    newer = host.table_ad().model_copy(update={"protocol": P.PROTOCOL_VERSION + 1, "program": "9.0"})
    monkeypatch.setattr(host, "table_ad", lambda: newer)
    assert host.advertise(LOOPBACK, 0)
    finder = Finder()
    with qtbot.waitSignal(finder.found, timeout=5000) as found:
        finder.probe([(LOOPBACK, host.discovery_port)], seconds=0.5)
    table = found.args[0]
    assert not table.joinable and table.reason.reason == "version_mismatch"
    assert table.reason.params["host_program"] == "9.0" and table.ad.port == host.port
    finder.close()
    host.close()


def test_stray_datagrams_get_no_answer_and_answers_are_limited(qtbot, catalog):
    host = make_host(catalog, "rummy", "open,open")
    assert host.advertise(LOOPBACK, 0)
    sock = QUdpSocket()
    assert sock.bind(QHostAddress(LOOPBACK), 0)
    to = (QHostAddress(LOOPBACK), host.discovery_port)
    for junk in (b"", b"\xff" * 50, b"[]", b'{"type":"probe"}', b'{"type":"table"}', b"x" * 5000):
        sock.writeDatagram(junk, *to)
    probe = b'{"type":"probe","protocol":%d}' % P.PROTOCOL_VERSION
    for _ in range(12):
        sock.writeDatagram(probe, *to)
    qtbot.waitUntil(lambda: host._responder.answered >= 4, timeout=5000)
    qtbot.wait(200)
    answers = []
    while sock.hasPendingDatagrams():
        answers.append(sock.readDatagram(2048)[0])
    assert host._responder.answered == 4 and len(answers) == 4  # a few a second per address
    host.close()


def test_broadcast_targets_are_ipv4_broadcast_addresses_not_loopback():
    for address in broadcast_targets():  # listed only: nothing is sent
        assert QHostAddress(address).protocol() == QHostAddress(LOOPBACK).protocol()
        assert not QHostAddress(address).isLoopback()
