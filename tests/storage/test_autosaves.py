"""The interrupted games: where they are kept, what the start screen says of the solo one
(read without the engine, never changed), and a file in the autosave's place that is not a
save, set aside before a new game is saved there."""

from __future__ import annotations

import json

import pytest

from rummy_desktop.storage import autosaves, saves


@pytest.fixture
def home(monkeypatch, tmp_path):
    monkeypatch.setenv("RUMMY_DESKTOP_HOME", str(tmp_path))
    return tmp_path


def test_the_kept_games_are_in_the_saves_folder(home):
    assert autosaves.solo_path() == home / "data" / "saves" / "autosave.json"
    assert autosaves.network_path() == home / "data" / "saves" / "network.json"


def test_a_summary_names_the_rule_set_the_seats_and_the_moves(home, catalog):
    from rummy_desktop.core.actions import Draw
    from rummy_desktop.session.game_session import GameSession, Seat

    assert autosaves.summary() is None  # nothing kept
    session = GameSession.new(catalog, "rummy-500", {}, [Seat("Ana"), Seat("", "computer", "greedy"), Seat("")], 5,
                              autosave=autosaves.solo_path())
    session.apply(session.to_act, Draw())
    before = autosaves.solo_path().read_bytes()
    summary = autosaves.summary()
    assert summary.variant == "rummy-500" and summary.moves == 1 and not summary.damaged
    assert [(s.name, s.computer) for s in summary.seats] == [("Ana", False), ("", True), ("", False)]
    assert autosaves.solo_path().read_bytes() == before


def test_an_older_save_names_its_players_by_their_names(tmp_path):
    path = tmp_path / "old.json"
    path.write_text(json.dumps({"format": saves.FORMAT, "version": 1, "variant": "rummy", "players": 2,
                                "seed": 1, "names": ["Ana", "Computer 2"], "actions": [[0, {}], [1, {}]]}))
    summary = autosaves.summary(path)
    assert [(s.name, s.computer) for s in summary.seats] == [("Ana", False), ("Computer 2", False)]
    assert summary.moves == 2


@pytest.mark.parametrize("content", [
    b"{not json", b"\xff\xfe", b"[1, 2]", json.dumps({"names": ["Ana"]}).encode(),
    json.dumps({"variant": "rummy", "extra": {"seats": [7]}}).encode(),
    json.dumps({"variant": "rummy", "actions": 5}).encode(), b"[" * 100_000,
])
def test_a_file_that_cannot_be_read_as_a_save_is_said_to_be_damaged_and_left(tmp_path, content):
    path = tmp_path / "autosave.json"
    path.write_bytes(content)
    summary = autosaves.summary(path)
    assert summary is not None and summary.damaged
    assert path.read_bytes() == content


def test_a_foreign_file_in_the_autosaves_place_is_set_aside(tmp_path, catalog):
    from rummy_desktop.session.headless import play

    path = tmp_path / "autosave.json"
    assert saves.set_aside_foreign(path) is None  # no file
    game, _ = play(catalog, "rummy", {}, 2, 3, ["random"] * 2)
    saves.save(path, game)
    assert saves.set_aside_foreign(path) is None and path.is_file()  # a save of ours stays
    path.write_text(json.dumps({"format": "something else"}))
    err, moved = saves.set_aside_foreign(path)
    assert err.code == "foreign" and err.path == path
    assert not path.exists() and moved.name.startswith("autosave.json.corrupt-")
    assert json.loads(moved.read_text()) == {"format": "something else"}
    path.write_bytes(b"\xff{")
    err, moved = saves.set_aside_foreign(path)
    assert err.code == "corrupt" and not path.exists() and moved.is_file()
