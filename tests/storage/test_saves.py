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
