"""The game review in the window: a finished game is kept in the history; Game ▸ History
lists it and opens its review; the analysis runs on the worker, verdicts come as they are
ready and are kept in the record (the second opening is instant); ←/→ Home/End step the
table; every hand and the best play are shown; Play from here deals a solo game; a
client's record has only its seat; a damaged record is set aside and reported."""

from __future__ import annotations

import json
import os

import pytest
from PySide6.QtCore import Qt

from rummy_desktop.session.game_session import Seat
from rummy_desktop.session.headless import play
from rummy_desktop.session.records import game_record
from rummy_desktop.storage import paths, records

try:
    from app_support import play_until
    from table_driver import TableDriver
except ImportError:
    from .app_support import play_until
    from .table_driver import TableDriver


@pytest.fixture(scope="module")
def vatican_game(catalog):
    game, _ = play(catalog, "vatican", {}, 2, 3, ["beginner", "greedy"])
    return game


def _keep(game, seats=None, seat=0):
    rec = game_record(game, seats or [Seat("Ana"), Seat(kind="computer", level="greedy")], "solo", seat)
    return records.keep(rec)


def _open_review(window, qtbot, path):
    window.review_record(path)
    qtbot.waitUntil(lambda: getattr(window.controller, "review_page", None) is not None)
    page = window.controller.review_page
    qtbot.waitUntil(lambda: page.replay is not None, timeout=10000)
    return page


def test_a_finished_solo_game_is_kept_in_the_history(window, qtbot, catalog):
    window.start_new({"variant": "machiavelli", "options": {}, "seed": 2,
                      "seats": [Seat("Ana"), Seat("C2", "computer", "greedy")]})
    events = play_until(catalog, window.session, lambda evs: any(e.kind == "game_ended" for e in evs), limit=20000)
    window.table.gameEnded.emit(next(dict(e.data) for e in events if e.kind == "game_ended"))
    (entry,), bad = records.entries()
    assert not bad and entry.kind == "solo" and entry.variant == "machiavelli" and entry.seats[0].name == "Ana"
    assert records.load(entry.path).actions == [(s, a.model_dump(mode="json")) for s, a in window.session.game.log]


def test_a_lesson_keeps_no_record(window, qtbot, catalog):
    lesson = catalog.lessons.all()[0]
    window.start_lesson(lesson.id)
    qtbot.waitUntil(lambda: window.lesson_page is not None)
    window.close_table()
    assert records.record_files() == []


def test_the_history_lists_sorts_filters_and_opens_a_review(window, qtbot, vatican_game, catalog):
    older = _keep(vatican_game)
    rummy, _ = play(catalog, "rummy", {}, 2, 1, ["greedy", "greedy"])
    newer = records.keep(game_record(rummy, [Seat(), Seat(kind="computer", level="greedy")], "solo", 0)
                         .model_copy(update={"finished": "2099-01-01T00:00:00Z"}))
    dlg = window.show_history()
    assert [e.path for e in dlg.shown()] == [newer, older]  # newest first
    dlg.filter.setCurrentIndex(dlg.filter.findData("vatican"))
    assert [e.path for e in dlg.shown()] == [older]
    assert dlg.table.item(0, 2).text() == "Ana, Computer 2"
    dlg.filter.setCurrentIndex(0)
    dlg.table.sortItems(1, Qt.SortOrder.AscendingOrder)  # by rule set
    assert [e.variant for e in dlg.shown()] == ["rummy", "vatican"]
    dlg.table.selectRow(1)
    dlg.review_button.click()
    qtbot.waitUntil(lambda: getattr(window.controller, "review_page", None) is not None)
    assert window.controller.record.variant == "vatican" and window.windowTitle() == "Review: Vatican"


def test_the_analysis_runs_in_a_process_of_its_own_and_is_kept_with_the_record(window, qtbot, vatican_game):
    path = _keep(vatican_game)
    page = _open_review(window, qtbot, path)
    assert page.worker._thread is not None and page.worker._thread.name == "rummy-review"  # the replay
    qtbot.waitUntil(lambda: page._process is not None or page.complete, timeout=30000)
    if page._process is not None:  # the analysis: never the window's process
        assert page._process.pids and all(pid not in (None, os.getpid()) for pid in page._process.pids)
    qtbot.waitUntil(lambda: page.complete, timeout=60000)
    assert page.verdicts and "judged" in page.progress.format()
    assert page.summary.text().startswith("Accuracy ")
    # each verdict says how sure it is; then the other seat is reviewed, and the summary
    # shows both seats' accuracy side by side
    assert any("● " in page.moves.item(r).text() and " · clear" in page.moves.item(r).text()
               for r in range(page.moves.count()))
    qtbot.waitUntil(lambda: 1 in page.others and page._process is None, timeout=60000)
    seats = page.summary.text().splitlines()[-1]
    assert seats.startswith("Every seat: Ana ") and " · Computer 2 " in seats and "…" not in seats
    kept = records.load(path).review_of(0)
    assert kept is not None and kept.complete and len(kept.verdicts) == len(page.verdicts)
    assert records.load(path).review_of(1).complete
    entry = records.entries()[0][0]
    assert entry.accuracy == records.accuracy(kept.verdicts)
    window.close_table()
    again = _open_review(window, qtbot, path)
    assert again.complete and again.verdicts == page.verdicts  # instant: nothing judged again
    assert not again.analyse_button.isEnabled() and again.worker._thread.name == "rummy-review"


def test_stop_ends_the_analysis_and_it_goes_on_from_there(window, qtbot, catalog):
    game, _ = play(catalog, "rummy", {}, 2, 4, ["greedy", "greedy"])
    path = _keep(game)
    page = _open_review(window, qtbot, path)
    qtbot.waitUntil(lambda: len(page.verdicts) >= 2, timeout=30000)
    page.analyse_button.click()  # Stop
    qtbot.waitUntil(lambda: page._process is None and not page.running)
    qtbot.wait(300)
    done = page.analysis.done
    qtbot.wait(300)
    assert page.analysis.done == done and not page.analysis.finished and page.analyse_button.text() == "Analyse"
    window.close_table()  # the partial review is kept
    kept = records.load(path).review_of(0)
    assert kept is not None and kept.done >= done and not kept.complete


def test_the_keys_step_through_the_game(window, qtbot, vatican_game):
    page = _open_review(window, qtbot, _keep(vatican_game))
    page.stop_analysis()
    last = len(page.replay.positions) - 1
    qtbot.keyClick(page, Qt.Key.Key_Right)
    qtbot.keyClick(page, Qt.Key.Key_Right)
    assert page.position == 2 and page.slider.value() == 2
    qtbot.keyClick(page, Qt.Key.Key_End)
    assert page.position == last and page.where.text() == f"Move {last} of {last}"
    qtbot.keyClick(page, Qt.Key.Key_Left)
    assert page.position == last - 1
    qtbot.keyClick(page, Qt.Key.Key_Home)
    assert page.position == 0
    assert sorted(TableDriver.reading(page).hand()) == sorted(page.replay.positions[0].view.hand)
    page.moves.setCurrentRow(3)
    assert page.position == page.rows[3]


def test_every_hand_and_the_best_play_are_shown(window, qtbot, vatican_game):
    page = _open_review(window, qtbot, _keep(vatican_game))
    qtbot.waitUntil(lambda: page.complete, timeout=60000)
    pos = next(p for p, v in sorted(page.verdicts.items()) if v.best is not None)
    page.go(pos)
    page.every_hand.setChecked(True)
    other = page.replay.positions[pos].hands[1]
    (name, strip), *_ = page.hands.seats
    assert page.hands.isVisible() and name.text().startswith("Computer 2: ")
    assert sorted(c for g in strip.groups for c in g) == sorted(other)  # the hand as cards, on the table
    assert page.best_play.isEnabled()
    page.best_play.setChecked(True)
    best = page.verdicts[pos].best
    shown = TableDriver.reading(page)
    assert shown.hinted()[1] and shown.marked_cards()  # the changed groups outlined
    assert len(shown.groups()) == len(best["table"]) and other


def test_play_from_here_deals_a_solo_game_from_that_position(window, qtbot, vatican_game):
    page = _open_review(window, qtbot, _keep(vatican_game))
    page.stop_analysis()
    page.go(6)
    page.level.setCurrentIndex(page.level.findData("beginner"))
    page.play_button.click()
    qtbot.waitUntil(lambda: window.session is not None)
    assert len(window.session.game.log) == 6
    assert [s.kind for s in window.session.seats] == ["human", "computer"]
    assert window.session.seats[1].level == "beginner"


def test_a_clients_record_has_only_its_seat(window, qtbot, catalog):
    from rummy_desktop.net.record import ClientRecorder

    game = catalog.new_game("machiavelli", {}, 2, 5)
    recorder = ClientRecorder(1)
    recorder.take(game.view(1))
    players = [catalog.player("greedy").create(s, s) for s in range(2)]
    for _ in range(12):
        seat = game.to_act

        class U:
            pass

        u = U()
        u.seat, u.events = seat, game.apply(seat, players[seat].choose(game.view(seat)))
        recorder.take(game.view(1), u)
    from types import SimpleNamespace

    rec = recorder.record("machiavelli", {}, [SimpleNamespace(seat=s, name="", kind="human", level=None)
                                             for s in range(2)], None)
    path = records.keep(rec)
    page = _open_review(window, qtbot, path)
    assert not page.every_hand.isEnabled() and not page.play_button.isEnabled()
    assert page.replay.positions[-1].view.hand == game.view(1).hand


def test_a_damaged_record_is_set_aside_and_reported(window, qtbot, vatican_game):
    path = _keep(vatican_game)
    data = json.loads(path.read_text(encoding="utf-8"))
    data["players"] = "two"
    path.write_text(json.dumps(data), encoding="utf-8")
    window.review_record(path)
    assert window.controller is None or not hasattr(window.controller, "review_page")
    assert window.reports and window.reports[-1].windowTitle() == "The game record could not be opened"
    assert not path.exists() and list(paths.history_dir().glob("*.corrupt-*"))


def test_a_newer_record_is_refused_in_words(window, qtbot, vatican_game):
    path = _keep(vatican_game)
    data = json.loads(path.read_text(encoding="utf-8"))
    data["version"] = records.VERSION + 1
    path.write_text(json.dumps(data), encoding="utf-8")
    window.review_record(path)
    assert "newer version" in window.reports[-1].informativeText() + window.reports[-1].text()
    assert path.exists()


def test_the_statistics_show_accuracy_and_lead_to_the_history(window, qtbot, vatican_game):
    rec = game_record(vatican_game, [Seat("Ana"), Seat(kind="computer", level="greedy")], "solo", 0)
    rec.reviews = [records.Review(seat=0, engine=1, worlds=1, seed=0, moves=1, done=1, verdicts=[
        records.Verdict(step=0, action={"type": "draw"}, label="mistake", loss=2, unit="cards", score=13.5)])]
    records.keep(rec)
    dlg = window.show_statistics()
    row = next(r for r in range(dlg.table.rowCount()) if dlg.table.item(r, 0).text() == "Vatican")
    assert dlg.table.item(row, 6).text() == "13.5"
    dlg.history_button.click()
    qtbot.waitUntil(lambda: window.dialog("history") is not None)
    assert window.dialog("history").shown()[0].accuracy == 13.5


def test_the_setting_limits_the_history(window, qtbot, catalog):
    from rummy_desktop.storage.settings import Settings

    dlg = window.show_settings()
    dlg.history.setValue(0)
    dlg.apply()
    dlg.close()
    assert window.settings.history_size == 0
    window.start_new({"variant": "machiavelli", "options": {}, "seed": 2,
                      "seats": [Seat("Ana"), Seat("C2", "computer", "greedy")]})
    events = play_until(catalog, window.session, lambda evs: any(e.kind == "game_ended" for e in evs), limit=20000)
    window.table.gameEnded.emit(next(dict(e.data) for e in events if e.kind == "game_ended"))
    assert records.record_files() == [] and Settings().history_size == records.KEEP


def test_the_move_made_and_the_best_move_side_by_side_as_cards(window, qtbot, vatican_game):
    """Issue 42, point 5: at a decision the review judged, the player's move and the best
    move stand side by side, each in words over its cards; every hand is shown as cards in
    a band across the table's top, the table laid out below it."""
    page = _open_review(window, qtbot, _keep(vatican_game))
    qtbot.waitUntil(lambda: page.complete, timeout=60000)
    page.go(0)
    assert not page.move_cards.isVisible()  # the deal: nobody decided anything
    pos = next(p for p, v in sorted(page.verdicts.items()) if v.best is not None and v.best != v.action)
    page.go(pos)
    verdict = page.verdicts[pos]
    mine, best = page.move_cards.mine, page.move_cards.best
    assert mine.isVisible() and best.isVisible()
    assert mine.geometry().right() < best.geometry().left()  # side by side
    assert mine.caption.text().startswith("Your move: ") and best.caption.text().startswith("Best move: ")
    view = page.replay.positions[verdict.step].view
    from rummy_desktop.core.actions import parse_action

    placed = {frozenset(g) for g in parse_action(verdict.best).table} - {frozenset(g) for g in view.table}
    assert {frozenset(g) for g in best.cards.groups} == placed  # the groups the best play ends with, as cards
    assert best.cards.marked and best.cards.marked <= set(view.hand)  # the hand's cards it places, marked
    assert best.cards.height() >= 30 and best.cards.isVisible()
    top = page.table.viewport().y()
    page.every_hand.setChecked(True)
    band = page.hands
    qtbot.waitUntil(lambda: page.table.viewport().y() > top)
    assert band.isVisible() and band.geometry().bottom() < page.table.viewport().y()
    page.every_hand.setChecked(False)
    qtbot.waitUntil(lambda: page.table.viewport().y() == top)
    assert not band.isVisible()
