"""Nothing is lost: resume after a restart; a corrupt file is reported and set aside."""

from __future__ import annotations

import json

import pytest

try:
    from app_support import ensure_qm, greedy_step, open_window
except ImportError:
    from .app_support import ensure_qm, greedy_step, open_window

from rummy_desktop.session.game_session import GameSession, Seat, autosave_path
from rummy_desktop.storage import autosaves
from rummy_desktop.storage.settings import settings_path
from rummy_desktop.storage.stats import stats_path

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")


def test_the_autosave_is_where_the_session_keeps_it(home):
    assert autosaves.solo_path() == autosave_path()  # the start page reads the session's file


def test_resume_after_a_restart(home, qtbot, catalog):
    first = open_window(qtbot)
    seats = [Seat("Ana"), Seat("Computer 2", "computer", "greedy"), Seat("Bia")]
    first.start_new({"variant": "rummy-500", "options": {"target": "250"}, "seats": seats, "seed": 77})
    session = first.session
    players: dict = {}
    for _ in range(9):
        greedy_step(catalog, session, players)
    log = list(session.game.log)
    view = session.game.view(0)
    first.close()  # the program ends; the autosave stays

    second = open_window(qtbot)
    assert second.start_page.resume_button.isEnabled()
    assert "Rummy 500" in second.start_page.resume_info.text()
    assert "Ana" in second.start_page.resume_info.text()
    second.start_page.resume_button.click()
    resumed = second.session
    assert resumed is not session
    assert resumed.game.log == log
    assert resumed.game.view(0) == view
    assert [(s.name, s.kind, s.level) for s in resumed.seats] == [(s.name, s.kind, s.level) for s in seats]
    assert resumed.game.options["target"] == "250"
    assert second.stack.currentWidget() is second.game_page
    assert second.table.session is resumed and second.table.seat == 0


def test_a_corrupt_autosave_is_reported_and_set_aside(home, qtbot):
    path = autosave_path()
    path.parent.mkdir(parents=True)
    path.write_text('{"format": "rummy-desktop-save", "version": 1, "variant": "rummy", "players": 2, '
                    '"seed": 1, "actions": [[0, {"type": "discard", "card": "KS"}]]}', encoding="utf-8")
    w = open_window(qtbot)
    assert w.start_page.resume_button.isEnabled()
    w.resume_game()
    assert w.session is None
    assert w.reports, "the player is told"
    box = w.reports[-1]
    assert box.windowTitle() == "The interrupted game could not be resumed"
    assert "autosave.json" in box.informativeText()
    assert not path.exists()
    kept = list(path.parent.glob("autosave.json.corrupt-*"))
    assert len(kept) == 1 and "discard" in kept[0].read_text(encoding="utf-8")
    assert not w.start_page.resume_button.isEnabled()
    assert not w.action_resume.isEnabled()


def test_corrupt_settings_are_reported_and_set_aside(home, qtbot):
    path = settings_path()
    path.parent.mkdir(parents=True)
    path.write_text("{not json", encoding="utf-8")
    w = open_window(qtbot)
    assert w.reports and w.reports[-1].windowTitle() == "Your settings could not be read"
    assert w.settings.language == "en"
    assert not path.exists()
    assert [p.read_text() for p in path.parent.glob("settings.json.corrupt-*")] == ["{not json"]


def test_corrupt_statistics_are_reported_and_set_aside(home, qtbot):
    path = stats_path()
    path.parent.mkdir(parents=True)
    path.write_text(json.dumps({"format": "rummy-desktop-stats", "version": 1,
                                "variants": {"rummy": {"played": -4}}}), encoding="utf-8")
    w = open_window(qtbot)
    w.show_statistics()
    assert w.reports and w.reports[-1].windowTitle() == "Your statistics could not be read"
    assert w.stats.of("rummy").played == 0
    assert len(list(path.parent.glob("statistics.json.corrupt-*"))) == 1


def test_saved_language_is_used_at_start(home, qtbot):
    from rummy_desktop.storage.settings import Settings, save_settings
    from rummy_desktop.ui.i18n import quick_language

    ensure_qm()
    save_settings(Settings(language="fr"))
    assert quick_language() == "fr"
    w = open_window(qtbot)
    try:
        assert w.translations.language == "fr"
        assert w.start_page.new_button.text() == "Nouvelle partie…"
    finally:
        w.translations.apply("en")


def test_closing_the_window_keeps_the_game(home, qtbot, catalog):
    w = open_window(qtbot)
    w.start_new({"variant": "tahiti", "options": {}, "seats": [Seat("Ana"), Seat("C", "computer", "greedy")],
                 "seed": 5})
    w.close()
    session = GameSession.resume(catalog, autosave_path())
    assert session.game.spec.id == "tahiti"


@pytest.mark.parametrize("answer,closed", [("No", False), ("Yes", True)])
def test_a_failed_save_on_closing_is_reported(home, qtbot, monkeypatch, answer, closed):
    from PySide6.QtWidgets import QMessageBox

    w = open_window(qtbot)
    w.start_new({"variant": "tahiti", "options": {}, "seats": [Seat("Ana"), Seat("C", "computer", "greedy")],
                 "seed": 5})

    def disk_full():
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(w.session, "save", disk_full)
    asked = []

    def warning(parent, title, text, buttons, default):
        asked.append(text)
        return getattr(QMessageBox.StandardButton, answer)

    monkeypatch.setattr(QMessageBox, "warning", warning)
    assert w.close() is closed
    assert asked and "No space left on device" in asked[0]


def test_a_new_game_never_silently_overwrites_an_unreadable_autosave(home, qtbot):
    path = autosave_path()
    path.parent.mkdir(parents=True)
    path.write_bytes(b"\xff\xfe garbage")
    w = open_window(qtbot)
    w.start_new({"variant": "vatican", "options": {}, "seats": [Seat("Ana"), Seat("C", "computer", "greedy")],
                 "seed": 2})
    assert w.reports and w.reports[-1].windowTitle() == "The interrupted game could not be read"
    kept = list(path.parent.glob("autosave.json.corrupt-*"))
    assert len(kept) == 1 and kept[0].read_bytes() == b"\xff\xfe garbage"
    assert json.loads(path.read_text(encoding="utf-8"))["variant"] == "vatican"


def test_new_game_over_an_interrupted_one_asks_first(home, qtbot, monkeypatch):
    w = open_window(qtbot)
    w.start_new({"variant": "vatican", "options": {}, "seats": [Seat("Ana"), Seat("C", "computer", "greedy")],
                 "seed": 2})
    w.close()
    w2 = open_window(qtbot)
    asked = []
    monkeypatch.setattr(w2, "confirm", lambda title, text: asked.append(text) or False)
    w2.new_game()
    assert asked == ["Start a new game? The interrupted game will be replaced."]
    assert w2.dialog("new") is None


# -- issue 10, point 18 ------------------------------------------------------------------

DEEP = "[" * 100_000 + "]" * 100_000


def test_deeply_nested_settings_do_not_stop_the_program(home, qtbot):
    from rummy_desktop.ui.i18n import quick_language

    for path in (settings_path(), stats_path(), autosave_path()):
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(DEEP, encoding="utf-8")
    assert quick_language() == "en"
    w = open_window(qtbot)
    assert w.settings.language == "en"
    titles = [box.windowTitle() for box in w.reports]
    assert "Your settings could not be read" in titles and "Your statistics could not be read" in titles
    assert not settings_path().exists() and not stats_path().exists()
    assert "may be damaged" in w.start_page.resume_info.text()
    w.resume_game()
    assert w.session is None and w.reports[-1].windowTitle() == "The interrupted game could not be resumed"
    assert not autosave_path().exists()
    assert len(list(autosave_path().parent.glob("autosave.json.corrupt-*"))) == 1


def _autosave_with_a_missing_level(catalog) -> str:
    path = autosave_path()
    seats = [Seat("Ana"), Seat("Computer 2", "computer", "greedy")]
    GameSession.new(catalog, "rummy", {}, seats, 3, autosave=path)
    data = json.loads(path.read_text(encoding="utf-8"))
    data["extra"]["seats"][1]["level"] = "grandmaster"
    path.write_text(json.dumps(data), encoding="utf-8")
    return path.read_text(encoding="utf-8")


def _offer(w):
    boxes = [b for b in w.reports if b.objectName() == "substituteLevel"]
    assert len(boxes) == 1, "the player is asked"
    return boxes[0]


def test_a_missing_computer_level_is_named_and_a_built_in_one_offered(home, qtbot, catalog):
    from PySide6.QtWidgets import QMessageBox

    from rummy_desktop.ai import DEFAULT_LEVEL

    _autosave_with_a_missing_level(catalog)
    w = open_window(qtbot)
    w.start_page.resume_button.click()
    assert w.session is None
    box = _offer(w)
    label = catalog.player(DEFAULT_LEVEL).label
    assert "“grandmaster”" in box.text() and f"“{label}”" in box.informativeText()
    resume = box.defaultButton()
    assert resume.text() == f"Resume with “{label}”"
    assert box.buttonRole(resume) == QMessageBox.ButtonRole.AcceptRole
    resume.click()
    qtbot.waitUntil(lambda: w.session is not None)
    assert [(s.kind, s.level) for s in w.session.seats] == [("human", None), ("computer", DEFAULT_LEVEL)]
    assert w.stack.currentWidget() is w.game_page
    w.session.save()
    saved = json.loads(autosave_path().read_text(encoding="utf-8"))
    assert saved["extra"]["seats"][1]["level"] == DEFAULT_LEVEL


def test_declining_the_offered_level_keeps_the_interrupted_game(home, qtbot, catalog):
    from PySide6.QtWidgets import QMessageBox

    text = _autosave_with_a_missing_level(catalog)
    w = open_window(qtbot)
    w.resume_game()
    box = _offer(w)
    box.button(QMessageBox.StandardButton.Cancel).click()
    qtbot.waitUntil(lambda: not w.reports)  # the box is gone (deleted on close)
    assert w.session is None
    assert autosave_path().read_text(encoding="utf-8") == text  # nothing set aside or changed
    assert w.start_page.resume_button.isEnabled()
