"""Statistics per rule set, the score sheet after a round and the final standings."""

from __future__ import annotations

import pytest

try:
    from app_support import play_until
except ImportError:
    from .app_support import play_until

from rummy_desktop.core.actions import EndGame
from rummy_desktop.session.game_session import Seat, autosave_path
from rummy_desktop.storage.stats import Stats, load_stats, save_stats, stats_path
from rummy_desktop.ui import main_window as mw
from rummy_desktop.ui.dialogs import StatisticsDialog
from rummy_desktop.ui.score_sheet import FinalStandingsDialog, ScoreSheetDialog

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")



def _reader(session, seat):
    """The seat's channel on a session, as the shell gives the score sheets (reads only)."""
    from rummy_desktop.session.seat_channel import LocalChannel

    return LocalChannel(session, seat, post=lambda fn: None)

def test_stats_count_games_wins_best_and_hints(tmp_path):
    s = Stats()
    s.record_game("rummy-500", won=True, score=520, lower_wins=False)
    s.record_game("rummy-500", won=False, score=610, lower_wins=False)
    s.record_game("rummy-500", won=False, score=300, lower_wins=False)
    s.record_game("manipulation", won=True, score=40, lower_wins=True, hints=2)
    s.record_game("manipulation", won=True, score=15, lower_wins=True, hints=1)
    r = s.of("rummy-500")
    assert (r.played, r.won, r.best(False), r.best(True), r.hints) == (3, 1, 610, None, 0)
    assert r.win_rate == pytest.approx(1 / 3)
    m = s.of("manipulation")
    assert (m.played, m.won, m.best(True), m.hints, m.win_rate) == (2, 2, 15, 3, 1.0)
    assert s.of("tahiti").win_rate is None
    path = tmp_path / "stats.json"
    save_stats(s, path)
    again, err = load_stats(path)
    assert err is None and again == s


def test_rummy_best_follows_the_scoring_lowest_for_standard_highest_for_winner_takes_all(tmp_path):
    s = Stats()
    for score in (40, 12, 75):  # standard scoring: penalty points, the lowest is best
        s.record_game("rummy", won=False, score=score, lower_wins=True)
    for score in (110, 230, 150):  # winner takes all: the highest is best
        s.record_game("rummy", won=True, score=score, lower_wins=False)
    r = s.of("rummy")
    assert (r.best_lowest, r.best_highest, r.played, r.won) == (12, 230, 6, 3)
    path = tmp_path / "stats.json"
    save_stats(s, path)
    assert load_stats(path)[0] == s


def test_a_statistics_file_with_one_best_is_read(tmp_path):
    import json

    path = tmp_path / "stats.json"
    path.write_text(json.dumps({"format": "rummy-desktop-stats", "version": 1, "variants": {
        "manipulation": {"played": 2, "won": 1, "best": 30, "lower_is_better": True, "hints": 0},
        "rummy-500": {"played": 1, "won": 1, "best": 520, "lower_is_better": False, "hints": 3}}}))
    stats, err = load_stats(path)
    assert err is None
    assert (stats.of("manipulation").best_lowest, stats.of("manipulation").best_highest) == (30, None)
    assert (stats.of("rummy-500").best_lowest, stats.of("rummy-500").best_highest) == (None, 520)


def test_statistics_dialog_shows_both_bests_of_rummy(qtbot):
    s = Stats()
    s.record_game("rummy", won=True, score=0, lower_wins=True)
    s.record_game("rummy", won=False, score=35, lower_wins=True)
    s.record_game("rummy-500", won=True, score=515, lower_wins=False)
    dlg = StatisticsDialog(s)
    qtbot.addWidget(dlg)
    t = dlg.table
    rows = {t.item(r, 0).text(): t.item(r, 4).text() for r in range(t.rowCount())}
    assert rows["Rummy"] == "0" and rows["Rummy 500"] == "515"
    s.record_game("rummy", won=True, score=120, lower_wins=False)
    dlg.retranslate()
    rows = {t.item(r, 0).text(): t.item(r, 4).text() for r in range(t.rowCount())}
    assert rows["Rummy"] == "0 (lowest wins), 120 (highest wins)"


@pytest.mark.parametrize("scoring,lower", [("standard", True), ("winner-takes-all", False)])
def test_rummy_game_sheet_standings_and_statistics_follow_the_scoring(window, qtbot, catalog, scoring, lower):
    """Rummy's standard scoring: the lowest total is best; winner takes all: the highest.
    The score sheet, the final standings, the winner and the statistics all agree."""
    seats = [Seat("Ana"), Seat("C2", "computer", "greedy")]
    window.start_new({"variant": "rummy", "options": {"scoring": scoring}, "seats": seats, "seed": 3})
    session = window.session
    assert session.game.rules.lower_wins is lower
    events = play_until(catalog, session, lambda evs: any(e.kind == "game_ended" for e in evs), limit=20000)
    for ev in events:
        if ev.kind == "round_ended":
            window.table.roundEnded.emit(dict(ev.data))
        elif ev.kind == "game_ended":
            window.table.gameEnded.emit(dict(ev.data))
    qtbot.waitUntil(lambda: isinstance(window.controller.sheet, ScoreSheetDialog))
    best_text = "The lowest total is best." if lower else "The highest total is best."
    assert window.controller.sheet.note.text().startswith(best_text)
    window.controller.sheet.close_button.click()
    qtbot.waitUntil(lambda: isinstance(window.controller.sheet, FinalStandingsDialog))
    standings = window.controller.sheet
    assert standings.note.text() == best_text
    result = session.game.view(0).result
    totals = result["totals"]
    assert totals[result["winners"][0]] == (min(totals) if lower else max(totals))
    first = standings.sheet.item(0, 1).text()  # first place: the winner
    assert first.startswith("★")
    stats, _ = load_stats()
    st = stats.of("rummy")
    assert st.best(lower) == totals[0] and st.best(not lower) is None


def test_statistics_dialog_lists_every_rule_set(qtbot):
    s = Stats()
    s.record_game("shanghai", won=True, score=3, lower_wins=True, hints=1)
    s.record_game("shanghai", won=False, score=9, lower_wins=True)
    dlg = StatisticsDialog(s)
    qtbot.addWidget(dlg)
    t = dlg.table
    headers = [t.horizontalHeaderItem(c).text() for c in range(t.columnCount())]
    assert headers == ["Rule set", "Played", "Won", "Win rate", "Best score", "Hints used", "Accuracy (latest reviews)"]
    rows = {t.item(r, 0).text(): [t.item(r, c).text() for c in range(1, 6)] for r in range(t.rowCount())}
    assert len(rows) == 10
    assert rows["Shanghai"] == ["2", "1", "50%", "3", "1"]
    assert rows["Vatican"] == ["0", "0", "—", "—", "0"]


def test_a_finished_game_is_counted_and_standings_shown(window, qtbot, catalog):
    seats = [Seat("Ana"), Seat("C2", "computer", "greedy")]
    window.start_new({"variant": "machiavelli", "options": {}, "seats": seats, "seed": 4})
    session = window.session
    window.table.hintUsed.emit()  # asked during the game: counted with it
    events = play_until(catalog, session, lambda evs: any(e.kind == "game_ended" for e in evs))
    for ev in events:
        if ev.kind == "round_ended":
            window.table.roundEnded.emit(dict(ev.data))
        elif ev.kind == "game_ended":
            window.table.gameEnded.emit(dict(ev.data))
    qtbot.waitUntil(lambda: isinstance(window.controller.sheet, ScoreSheetDialog))
    sheet = window.controller.sheet
    assert sheet.sheet.rowCount() == 2
    assert sheet.close_button.text() == "&Final standings"
    names = [sheet.sheet.item(r, 0).text() for r in range(2)]
    assert any("Ana" in n for n in names) and any("C2" in n for n in names)
    sheet.close_button.click()
    qtbot.waitUntil(lambda: isinstance(window.controller.sheet, FinalStandingsDialog))
    standings = window.controller.sheet
    result = session.game.view(0).result
    heading = standings.heading.text()
    if result["draw"]:
        assert heading == "The game is a draw."
    elif result["winners"] == [0]:
        assert heading == "You win!"
    else:
        assert heading == "C2 wins."
    stats, _ = load_stats()
    st = stats.of("machiavelli")
    assert st.played == 1 and st.won == int(result["winners"] == [0] and not result["draw"])
    assert st.best(True) == result["totals"][0] and st.hints == 1  # Machiavelli: the fewest cards win
    assert stats_path().exists()
    assert not autosave_path().exists()  # a finished game is nothing to resume
    standings.start_button.click()
    qtbot.waitUntil(lambda: window.stack.currentWidget() is window.start_page)
    assert not window.start_page.resume_button.isEnabled()


def test_shanghai_asks_to_continue_or_end(window, qtbot, catalog):
    seats = [Seat("Ana"), Seat("C2", "computer", "greedy"), Seat("C3", "computer", "greedy")]
    window.start_new({"variant": "shanghai", "options": {"mandatory_meld": "trust"}, "seats": seats, "seed": 9})
    session = window.session
    events = play_until(catalog, session, lambda evs: any(e.kind == "round_ended" for e in evs))
    window.table.roundEnded.emit(dict(next(e for e in events if e.kind == "round_ended").data))
    qtbot.waitUntil(lambda: isinstance(window.controller.sheet, ScoreSheetDialog))
    sheet = window.controller.sheet
    assert sheet.continue_button.text() == "&Continue" and sheet.end_button.text() == "&End game"
    sheet.reject()  # Escape does not skip the choice
    assert sheet.isVisible()
    totals = list(session.game.view(0).totals)
    assert [int(sheet.sheet.item(r, 4).text()) for r in range(3)] == totals
    sheet.continue_button.click()
    assert session.game.view(0).phase != "between_rounds" and session.game.view(0).round_no == 2
    events = play_until(catalog, session, lambda evs: any(e.kind == "round_ended" for e in evs))
    window.table.roundEnded.emit(dict(next(e for e in events if e.kind == "round_ended").data))
    qtbot.waitUntil(lambda: isinstance(window.controller.sheet, ScoreSheetDialog) and window.controller.sheet is not sheet)
    window.controller.sheet.end_button.click()
    assert isinstance(window.table.submitted[-1], EndGame)
    assert session.game.over
    qtbot.waitUntil(lambda: isinstance(window.controller.sheet, FinalStandingsDialog))
    assert window.stats.of("shanghai").played == 1
    window.controller.sheet.new_button.click()
    qtbot.waitUntil(lambda: window.dialog("new") is not None)
    window.dialog("new").reject()


def test_carousel_bonuses_are_itemised(qtbot, catalog, tmp_path):
    from rummy_desktop.session.game_session import GameSession

    session = GameSession.new(catalog, "carousel", {}, [Seat("Ana"), Seat("C2", "computer", "greedy")], 21)
    play_until(catalog, session, lambda evs: any(e.kind == "game_ended" for e in evs), limit=20000)
    dlg = FinalStandingsDialog(_reader(session, 0))
    qtbot.addWidget(dlg)
    t = dlg.sheet
    headers = [t.horizontalHeaderItem(c).text() for c in range(t.columnCount())]
    assert headers == ["Place", "Player", "Points from rounds", "Bonus for reaching the target",
                       "Bonus for rounds won", "Total"]
    result = session.game.view(0).result
    for r in range(t.rowCount()):
        rounds, reach, won, total = (int(t.item(r, c).text()) for c in range(2, 6))
        assert rounds + reach + won == total
    assert sorted(int(t.item(r, 5).text()) for r in range(2)) == sorted(result["totals"])
    # the last score sheet says its totals include the bonuses, which the rounds do not
    sheet = ScoreSheetDialog(_reader(session, 0), None, True)
    qtbot.addWidget(sheet)
    view = session.game.view(0)
    with_bonus = list(view.totals) != view.rounds[-1]["totals"]
    assert with_bonus == any(sum(b.values()) for b in result["bonuses"])
    assert ("include the bonuses" in sheet.note.text()) == with_bonus
    h = sheet.history
    assert [int(h.item(h.rowCount() - 1, s + 1).text()) for s in range(2)] == list(view.totals)


def test_real_table_continues_shanghai_from_the_sheet(window, qtbot, catalog, monkeypatch):
    pytest.importorskip("rummy_desktop.ui.table")
    from rummy_desktop.session.game_session import GameSession
    from rummy_desktop.ui.table import TableWidget

    monkeypatch.setattr(mw, "load_table_class", lambda: TableWidget)
    session = GameSession.new(catalog, "shanghai", {"mandatory_meld": "trust"},
                              [Seat("Ana"), Seat("C2", "computer", "greedy")], 12, autosave=autosave_path())
    play_until(catalog, session, lambda evs: any(e.kind == "round_ended" for e in evs))
    assert session.game.view(0).phase == "between_rounds"
    window.show_session(session)  # as when resuming a game saved between rounds
    qtbot.waitUntil(lambda: isinstance(window.controller.sheet, ScoreSheetDialog))
    window.controller.sheet.continue_button.click()
    assert session.game.view(0).round_no == 2 and session.game.view(0).phase != "between_rounds"
    window.close_table()


def test_round_sheets_not_yet_read_give_way_to_the_latest(window, qtbot, catalog, monkeypatch):
    """Rounds that end while a sheet is open (a network game goes on without the host)
    queue one sheet, the latest: it shows every round so far, the older ones would only
    pile up."""
    pytest.importorskip("rummy_desktop.ui.table")
    from rummy_desktop.session.game_session import GameSession
    from rummy_desktop.ui.table import TableWidget

    monkeypatch.setattr(mw, "load_table_class", lambda: TableWidget)
    session = GameSession.new(catalog, "rummy", {}, [Seat("Ana"), Seat("C2", "computer", "greedy")], 12,
                              autosave=autosave_path())
    window.show_session(session)
    shown = []
    window.controller.round_ended(None)
    qtbot.waitUntil(lambda: isinstance(window.controller.sheet, ScoreSheetDialog))
    window.controller.round_ended(None)  # two more rounds end while the first sheet is open
    window.controller.round_ended(None)
    while isinstance(window.controller.sheet, ScoreSheetDialog):
        shown.append(window.controller.sheet)
        window.controller.sheet.close()
        qtbot.wait(50)
    assert len(shown) == 2 and not window.controller.queue
    window.close_table()


def test_round_sheet_shows_cards_points_and_totals(qtbot, catalog):
    from rummy_desktop.session.game_session import GameSession

    session = GameSession.new(catalog, "carousel", {}, [Seat("Ana"), Seat("C2", "computer", "greedy")], 33)
    events = play_until(catalog, session, lambda evs: any(e.kind == "round_ended" for e in evs), limit=20000)
    data = dict(next(e for e in events if e.kind == "round_ended").data)
    dlg = ScoreSheetDialog(_reader(session, 0), data, session.game.over)
    qtbot.addWidget(dlg)
    t = dlg.sheet
    headers = [t.horizontalHeaderItem(c).text() for c in range(t.columnCount())]
    assert headers == ["Player", "Cards left", "Count in hand", "Round points", "Total"]
    assert dlg.heading.text() == f"Round {data['round']}"
    for s in range(2):
        left = t.item(s, 1).text()
        assert left.split()[0] == str(len(data["hands"][s]))
        assert int(t.item(s, 4).text()) == session.game.view(0).totals[s]
        # Carousel shows the points counted in each hand apart from the points scored
        assert t.isColumnHidden(2) == (data["display"] == data["scores"])
        assert t.item(s, 2).text() == str(data["display"][s])
    assert not t.isColumnHidden(1) and not t.isColumnHidden(3)
    assert dlg.close_button.text() in ("&Next round", "&Final standings")


def test_score_sheet_shows_every_round_and_running_totals(qtbot, catalog):
    import re

    from rummy_desktop.core.actions import ContinueGame
    from rummy_desktop.session.game_session import GameSession

    session = GameSession.new(catalog, "shanghai", {"mandatory_meld": "trust"},
                              [Seat("Ana"), Seat("C2", "computer", "greedy"), Seat("C3", "computer", "greedy")], 9)
    for k in range(3):
        play_until(catalog, session, lambda evs: any(e.kind == "round_ended" for e in evs))
        if k < 2:
            session.apply(0, ContinueGame())
    view = session.game.view(0)
    dlg = ScoreSheetDialog(_reader(session, 0), None, session.game.over, review=True)
    qtbot.addWidget(dlg)
    dlg.show()
    h = dlg.history
    assert h.isVisible() and dlg.history_heading.text() == "Round by round"
    headers = [h.horizontalHeaderItem(c).text() for c in range(h.columnCount())]
    assert headers == ["Round", "Ana (you)", "C2", "C3"]
    assert h.rowCount() == 4  # three rounds and the totals
    running = [0, 0, 0]
    for row in range(3):
        assert h.item(row, 0).text() == str(row + 1)
        scores = view.rounds[row]["scores"]
        for s in range(3):
            running[s] += scores[s]
            m = re.fullmatch(r"(?:★ )?([+-]?\d+) \((-?\d+)\)", h.item(row, s + 1).text())
            assert m, h.item(row, s + 1).text()
            assert (int(m.group(1)), int(m.group(2))) == (scores[s], running[s])
            assert s in view.rounds[row]["winners"] or "★" not in h.item(row, s + 1).text()
    assert h.item(3, 0).text() == "Total"
    assert [int(h.item(3, s + 1).text()) for s in range(3)] == list(view.totals) == running
    # the table above is still the last round's, with the cards left
    assert dlg.heading.text() == "Round 3" and dlg.sheet.rowCount() == 3
    assert "in brackets the total so far" in dlg.note.text()


def test_score_sheet_before_any_round_has_no_history(qtbot, catalog):
    from rummy_desktop.session.game_session import GameSession

    session = GameSession.new(catalog, "rummy", {}, [Seat("Ana"), Seat("C2", "computer", "greedy")], 3)
    dlg = ScoreSheetDialog(_reader(session, 0), None, False, review=True)
    qtbot.addWidget(dlg)
    dlg.show()
    assert dlg.heading.text() == "No round has ended yet"
    assert dlg.history.rowCount() == 0 and not dlg.history.isVisible()
    shown = [c for c in range(dlg.sheet.columnCount()) if not dlg.sheet.isColumnHidden(c)]
    assert [dlg.sheet.horizontalHeaderItem(c).text() for c in shown] == ["Player", "Total"]  # no "0 cards left"
    assert [dlg.sheet.item(r, 4).text() for r in range(2)] == ["0", "0"]
    from PySide6.QtWidgets import QHeaderView

    assert dlg.sheet.horizontalHeader().sectionResizeMode(0) == QHeaderView.ResizeMode.Stretch  # fills the sheet


def test_games_in_progress_or_abandoned_are_not_counted(window, qtbot, catalog):
    seats = [Seat("Ana"), Seat("C2", "computer", "greedy")]
    window.start_new({"variant": "rummy", "options": {}, "seats": seats, "seed": 5})
    moves = []
    play_until(catalog, window.session, lambda evs: moves.append(1) or len(moves) >= 12)
    assert not window.session.game.over
    window.table.hintUsed.emit()  # neither the game nor its hints are counted (yet)
    window.show_scores()  # looking at the score sheet does not finish anything
    qtbot.waitUntil(lambda: isinstance(window.controller.sheet, ScoreSheetDialog))
    window.controller.sheet.close_button.click()
    window.back_to_start()
    assert window.stats.of("rummy").played == 0 and window.stats.of("rummy").hints == 0
    # abandoned: a new game replaces it
    window.start_new({"variant": "rummy", "options": {}, "seats": seats, "seed": 6})
    window.back_to_start()
    dlg = window.show_statistics()
    row = next(r for r in range(dlg.table.rowCount()) if dlg.table.item(r, 0).text() == "Rummy")
    assert [dlg.table.item(row, c).text() for c in (1, 2, 3)] == ["0", "0", "—"]
    dlg.close()
    window.close()
    stats, err = load_stats()
    assert err is None and stats.of("rummy").played == 0 and stats.of("rummy").won == 0
    assert stats.of("rummy").hints == 0  # the counts agree: nothing of an abandoned game


def test_the_hints_of_a_resumed_game_are_counted_with_it_when_it_ends(real_window, qtbot, catalog):
    w = real_window
    w.start_new({"variant": "rummy", "options": {}, "seats": [Seat(""), Seat("", "computer", "greedy")],
                 "seed": 5})
    w.table.set_paused(True)
    w.table.hintUsed.emit()
    w.table.hintUsed.emit()
    assert w.stats.of("rummy").hints == 0  # not before the game ends
    w.close_table()  # left unfinished, kept in the autosave
    w.resume_game()
    assert w.table.hints_used == 2
    w.table.set_paused(True)
    events = play_until(catalog, w.session, lambda evs: any(e.kind == "game_ended" for e in evs))
    w.table.gameEnded.emit(dict(next(e for e in events if e.kind == "game_ended").data))
    st = w.stats.of("rummy")
    assert (st.played, st.hints) == (1, 2)
    assert load_stats()[0].of("rummy").hints == 2


def test_a_finished_game_is_counted_once(window, qtbot, catalog):
    seats = [Seat("Ana"), Seat("C2", "computer", "greedy")]
    window.start_new({"variant": "machiavelli", "options": {}, "seats": seats, "seed": 4})
    session = window.session
    events = play_until(catalog, session, lambda evs: any(e.kind == "game_ended" for e in evs))
    data = dict(next(e for e in events if e.kind == "game_ended").data)
    window.table.gameEnded.emit(data)
    window.table.gameEnded.emit(data)  # told twice
    assert window.stats.of("machiavelli").played == 1
    qtbot.waitUntil(lambda: window.controller.sheet is not None)
    window.controller.sheet.reject()
    qtbot.waitUntil(lambda: window.controller.sheet is None)
    window.show_session(session)  # the same finished game on the table again
    qtbot.waitUntil(lambda: isinstance(window.controller.sheet, FinalStandingsDialog))
    window.controller.sheet.reject()
    assert window.stats.of("machiavelli").played == 1
    stats, _ = load_stats()
    assert stats.of("machiavelli").played == 1
