"""Game records: a round trip, the history folder (newest kept, the oldest removed), a
damaged record set aside and reported, a newer version's refused in words; the schema in
docs/ is the code's."""

import json
from pathlib import Path

import pytest

from rummy_desktop.session.game_session import Seat
from rummy_desktop.session.headless import play
from rummy_desktop.session.records import game_record, keep_session
from rummy_desktop.storage import paths, records
from rummy_desktop.storage.files import StoredFileError


@pytest.fixture(scope="module")
def finished(catalog):
    game, _ = play(catalog, "guadalupe", {}, 2, 5, ["greedy", "greedy"])
    return game


def _record(game, finished="2026-01-02T03:04:05Z"):
    rec = game_record(game, [Seat("Ana"), Seat(kind="computer", level="greedy")], "solo", 0)
    return rec.model_copy(update={"finished": finished})


def test_a_record_keeps_the_whole_game(finished, tmp_path):
    rec = _record(finished)
    path = tmp_path / "r.json"
    records.save(path, rec)
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["format"] == "rummy-desktop-record" and data["version"] == records.VERSION
    assert data["variant"] == "guadalupe" and data["seed"] == 5 and len(data["actions"]) == len(finished.log)
    assert data["seats"] == [{"name": "Ana", "kind": "human", "level": None},
                             {"name": "", "kind": "computer", "level": "greedy"}]
    assert data["result"]["totals"] == list(finished.state.result.totals)
    assert records.load(path) == rec


def test_a_hosted_game_names_its_network_players_remote(finished):
    rec = game_record(finished, [Seat("Host"), Seat("Bia")], "hosted", 0)
    assert [s.kind for s in rec.seats] == ["human", "remote"]


def test_the_history_keeps_the_newest(finished, tmp_path):
    kept = [records.keep(_record(finished, f"2026-01-0{d}T00:00:00Z"), tmp_path, limit=3) for d in range(1, 6)]
    names = [p.name for p in records.record_files(tmp_path)]
    assert names == [p.name for p in kept[:1:-1]]  # the three newest, newest first
    assert records.keep(_record(finished), tmp_path, limit=0) is None


def test_a_finished_session_goes_to_the_users_history(catalog, finished):
    from rummy_desktop.session.game_session import GameSession

    session = GameSession(catalog, finished, [Seat(), Seat(kind="computer", level="greedy")])
    path = keep_session(session, "solo", 0)
    assert path.parent == paths.history_dir()
    (entry,), bad = records.entries()
    assert not bad and entry.path == path and entry.variant == "guadalupe" and entry.accuracy is None


def test_an_unreadable_record_is_set_aside_and_reported(finished, tmp_path):
    good = records.keep(_record(finished), tmp_path)
    broken = tmp_path / "20990101T000000-rummy-000000.json"
    broken.write_text('{"format": "rummy-desktop-record", "version": 1, "kind": "solo"', encoding="utf-8")
    foreign = tmp_path / "20990102T000000-x-000000.json"
    foreign.write_text(json.dumps({"format": "something else"}), encoding="utf-8")
    listed, bad = records.entries(tmp_path)
    assert [e.path for e in listed] == [good]
    assert sorted(e.code for e in bad) == ["corrupt", "foreign"]
    assert not broken.exists() and not foreign.exists()
    assert all("kept as" in e.detail for e in bad)
    assert len(list(tmp_path.glob("*.corrupt-*"))) == 2


def test_a_newer_record_is_refused_in_words_and_left_alone(finished, tmp_path):
    data = json.loads(_record(finished).to_json())
    data["version"] = records.VERSION + 1
    path = tmp_path / "20990101T000000-rummy-000001.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(StoredFileError) as err:
        records.load(path)
    assert err.value.code == "newer" and "newer version" in err.value.detail
    listed, bad = records.entries(tmp_path)
    assert not listed and [e.code for e in bad] == ["newer"] and path.exists()


@pytest.mark.parametrize("change", [
    {"kind": "client"},  # a client's record holds steps, no seed
    {"seat": 5},
    {"seats": []},
    {"actions": [[7, {"type": "draw"}]]},
    {"steps": [{"seat": None, "events": [], "view": {}, "changes": {}}]},
])
def test_an_inconsistent_record_is_damaged(finished, change):
    data = {**json.loads(_record(finished).to_json()), **change}
    with pytest.raises(StoredFileError) as err:
        records.parse(data)
    assert err.value.code == "corrupt"


def test_the_schema_in_docs_is_the_codes():
    docs = Path(__file__).resolve().parents[2] / "docs" / "record.schema.json"
    assert docs.read_text(encoding="utf-8") == records.schema_text()
