"""Saved games round-trip; a corrupt or foreign file gives a clear error and stays put."""

import json

import pytest

from rummy_desktop.session.headless import play
from rummy_desktop.storage import saves
from rummy_desktop.storage.files import StoredFileError
from rummy_desktop.storage.settings import Settings, load_settings, save_settings


def test_save_round_trip(catalog, tmp_path):
    game, _ = play(catalog, "tahiti", {"incomplete_move": "withdraw"}, 3, 9, ["random"] * 3)
    path = tmp_path / "g.json"
    saves.save(path, game, names=["Ana", "Bea", "Caio"])
    data = json.loads(path.read_text())
    assert data["format"] == saves.FORMAT and data["version"] == saves.VERSION
    assert data["variant"] == "tahiti" and data["options"]["incomplete_move"] == "withdraw"
    assert data["seed"] == 9 and len(data["actions"]) == len(game.log)
    loaded, meta = saves.load(path, catalog)
    assert loaded.state.totals == game.state.totals and loaded.log == game.log
    assert meta.names == ["Ana", "Bea", "Caio"]


@pytest.mark.parametrize("content,code", [
    (b"{not json", "corrupt"),
    (b"\xff\xfe\x00garbage", "corrupt"),
    (json.dumps({"hello": "world"}).encode(), "foreign"),
    (json.dumps({"format": "rummy-desktop-save", "version": 99, "variant": "rummy", "players": 2,
                 "seed": 1}).encode(), "newer"),
    (json.dumps({"format": "rummy-desktop-save", "version": 1, "variant": "no-such-game", "players": 2,
                 "seed": 1}).encode(), "foreign"),
    (json.dumps({"format": "rummy-desktop-save", "version": 1, "variant": "rummy", "players": 2,
                 "seed": 1, "actions": [[0, {"type": "discard", "card": "7H"}]]}).encode(), "corrupt"),
    (json.dumps({"format": "rummy-desktop-save", "version": 1, "variant": "rummy", "players": "two",
                 "seed": 1}).encode(), "corrupt"),
])
def test_bad_save_files_are_reported_and_left_in_place(catalog, tmp_path, content, code):
    path = tmp_path / "bad.json"
    path.write_bytes(content)
    with pytest.raises(StoredFileError) as err:
        saves.load(path, catalog)
    assert err.value.code == code
    assert str(path) in str(err.value)
    assert path.read_bytes() == content  # untouched


def test_corrupt_settings_are_set_aside_not_overwritten(tmp_path):
    path = tmp_path / "settings.json"
    path.write_text('{"language": "klingon"')
    settings, err = load_settings(path)
    assert settings == Settings() and err is not None and err.code == "corrupt"
    assert not path.exists()
    kept = list(tmp_path.glob("settings.json.corrupt-*"))
    assert len(kept) == 1 and kept[0].read_text() == '{"language": "klingon"'
    settings.language = "fr"
    save_settings(settings, path)
    assert load_settings(path) == (settings, None)


# -- every unreadable file, whatever the reason (issue 10, point 18) ---------------------

DEEP = "[" * 100_000 + "]" * 100_000


def _save_data(**extra) -> dict:
    return {"format": "rummy-desktop-save", "version": 1, "variant": "rummy", "players": 2, "seed": 1, **extra}


@pytest.mark.parametrize("content", [
    DEEP.encode(),
    ('{"format": "rummy-desktop-save", "version": 1, "variant": "rummy", "players": 2, "seed": '
     + "9" * 5000 + "}").encode(),
    json.dumps(_save_data(actions=[[0, {"type": "lay_off", "card": "7H", "group": -1}]])).encode(),
    json.dumps(_save_data(actions=[[True, {"type": "draw"}]])).encode(),
])
def test_any_unusable_save_is_a_stored_file_error(catalog, tmp_path, content):
    path = tmp_path / "bad.json"
    path.write_bytes(content)
    with pytest.raises(StoredFileError) as err:
        saves.load(path, catalog)
    assert err.value.code == "corrupt"
    assert path.read_bytes() == content  # untouched: the caller sets it aside


def test_any_failure_while_checking_a_save_is_a_stored_file_error(catalog, tmp_path, monkeypatch):
    """Whatever goes wrong while a save is checked (here an error no check foresaw), the
    caller gets a StoredFileError, never the exception itself."""
    path = tmp_path / "g.json"
    path.write_text(json.dumps(_save_data()))

    def boom(*args, **kwargs):
        raise RecursionError("maximum recursion depth exceeded")

    monkeypatch.setattr(saves, "Game", boom)
    with pytest.raises(StoredFileError) as err:
        saves.load(path, catalog)
    assert err.value.code == "corrupt" and "RecursionError" in err.value.detail


UNUSABLE = [DEEP, '{"language": "fr", "animation_speed": ' + "9" * 5000 + "}", "[1, 2]"]


@pytest.mark.parametrize("loader,content", [
    *[("settings", c) for c in UNUSABLE + ['{"language": "klingon"}', '{"think_time": 0}', '{"think_time": 60}',
                                          '{"think_time": "slow"}']],
    *[("stats", c) for c in UNUSABLE + [
        '{"format": "rummy-desktop-stats", "version": 1, "variants": {"rummy": {"played": -3}}}']],
])
def test_unreadable_settings_and_statistics_are_set_aside(tmp_path, loader, content):
    from rummy_desktop.storage.stats import Stats, load_stats

    load, name, default = ((load_settings, "settings.json", Settings()) if loader == "settings"
                           else (load_stats, "statistics.json", Stats()))
    path = tmp_path / name
    path.write_text(content)
    value, err = load(path)
    assert value == default and err is not None and err.path == path
    assert not path.exists()
    kept = list(tmp_path.glob(f"{name}.corrupt-*"))
    assert len(kept) == 1 and kept[0].read_text() == content
    assert "kept as " + kept[0].name in err.detail


def test_a_settings_path_that_cannot_be_read_is_set_aside(tmp_path):
    path = tmp_path / "settings.json"
    path.mkdir()  # a folder where the file should be: reading it is an OSError
    settings, err = load_settings(path)
    assert settings == Settings() and err is not None and err.code == "unreadable"
    assert not path.exists() and len(list(tmp_path.glob("settings.json.corrupt-*"))) == 1


def test_a_file_that_cannot_be_moved_aside_is_still_reported(tmp_path, monkeypatch):
    from rummy_desktop.storage import files

    path = tmp_path / "settings.json"
    path.write_text(DEEP)

    def refuse(*args):
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(files.os, "replace", refuse)
    settings, err = load_settings(path)
    assert settings == Settings() and err is not None
    assert "could not be moved aside (Permission denied)" in err.detail and path.exists()


# -- a save naming a computer level that is not installed -----------------------------------

def _autosave_with_levels(catalog, path, levels):
    from rummy_desktop.session.game_session import GameSession, Seat

    seats = [Seat("Ana")] + [Seat(f"Computer {i + 2}", "computer", "greedy") for i in range(len(levels))]
    session = GameSession.new(catalog, "rummy", {}, seats, 3, autosave=path)
    data = json.loads(path.read_text())
    for seat, level in zip(data["extra"]["seats"][1:], levels):
        seat["level"] = level
    path.write_text(json.dumps(data))
    return session


def test_resume_with_a_missing_level_names_it_and_can_substitute(catalog, tmp_path):
    from rummy_desktop.session.game_session import GameSession, MissingLevels

    path = tmp_path / "autosave.json"
    _autosave_with_levels(catalog, path, ["grandmaster", "greedy", "grandmaster"])
    before = path.read_bytes()
    with pytest.raises(MissingLevels) as err:
        GameSession.resume(catalog, path)
    assert err.value.levels == ["grandmaster"] and err.value.path == path
    assert path.read_bytes() == before  # the file is sound: left as it is
    session = GameSession.resume(catalog, path, substitute="standard")
    assert [s.level for s in session.seats] == [None, "standard", "greedy", "standard"]


@pytest.mark.parametrize("seats", [
    "oops", [{"name": "Ana", "kind": 5}], [{"name": "Ana"}, {"name": "B", "level": ["x"]}],
    [{"name": "Ana"}, {"nom": "B"}], [{"name": "Ana"}, 7],
])
def test_a_damaged_seat_list_is_a_stored_file_error(catalog, tmp_path, seats):
    from rummy_desktop.session.game_session import GameSession

    path = tmp_path / "autosave.json"
    _autosave_with_levels(catalog, path, ["greedy"])
    data = json.loads(path.read_text())
    data["extra"]["seats"] = seats
    path.write_text(json.dumps(data))
    with pytest.raises(StoredFileError) as err:
        GameSession.resume(catalog, path)
    assert err.value.code == "corrupt"


def test_the_incremental_encoder_writes_what_save_writes(tmp_path):
    """An autosave after every action encodes each action once; its bytes are the save file."""
    from rummy_desktop.plugins.manager import default_catalog
    from rummy_desktop.storage.saves import SaveEncoder, load, to_data

    catalog = default_catalog()
    game = catalog.new_game("rummy", {"jokers": "on"}, 3, seed=21)
    players = [catalog.player("greedy").factory(s, s) for s in range(3)]
    encoder = SaveEncoder()
    extra = {"lan": {"code": "x", "note": '"actions": []'}, "actions": []}
    for _ in range(60):
        seat = game.to_act
        game.apply(seat, players[seat].choose(game.view(seat)))
        data = encoder.encode(game, ["Ana", "Bea", ""], extra)
        assert json.loads(data) == to_data(game, ["Ana", "Bea", ""], extra)
    path = tmp_path / "inc.json"
    path.write_bytes(data)
    again, sf = load(path, catalog)
    assert again.log == game.log and sf.extra == extra
    other = catalog.new_game("rummy", {}, 2, seed=1)  # another game: the encoder starts over
    assert json.loads(encoder.encode(other)) == to_data(other)


def test_the_thinking_time_is_kept(tmp_path):
    path = tmp_path / "settings.json"
    assert Settings().think_time == 1.0  # the levels' own budget
    save_settings(Settings(think_time=0.25), path)
    assert load_settings(path) == (Settings(think_time=0.25), None)
    with pytest.raises(ValueError):
        Settings(think_time=0.0)
