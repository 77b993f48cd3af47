"""``rummy-desktop review`` and ``simulate --record``: a line per decision and the summary,
the same review for the same seed, one line and exit 1 for a bad file."""

import json

import pytest

from rummy_desktop.cli import main
from rummy_desktop.storage import records


@pytest.fixture(scope="module")
def recorded(tmp_path_factory):
    folder = tmp_path_factory.mktemp("records")
    assert main(["simulate", "--variant", "vatican", "--players", "3", "--games", "2", "--seed", "3",
                 "--ai", "random,beginner,greedy", "--record", str(folder)]) == 0
    return sorted(folder.glob("*.json"))


def test_simulate_keeps_each_games_record(recorded):
    assert len(recorded) == 2
    rec = records.load(recorded[0])
    assert rec.kind == "solo" and rec.variant == "vatican" and rec.result is not None
    assert [s.level for s in rec.seats] == ["random", "beginner", "greedy"]


def test_review_prints_each_decision_and_the_summary(recorded, capsys):
    assert main(["review", str(recorded[0]), "--seat", "1"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[-1].startswith("seat 1: ") and "accuracy" in lines[-1]
    assert len(lines) > 2 and all(line.startswith("round ") for line in lines[:-1])
    assert any("were possible" in line for line in lines[:-1])


def test_review_json_is_the_same_for_the_same_seed(recorded, capsys):
    assert main(["review", str(recorded[1]), "--json", "--seed", "4"]) == 0
    first = capsys.readouterr().out
    assert main(["review", str(recorded[1]), "--json", "--seed", "4"]) == 0
    assert capsys.readouterr().out == first
    summary = json.loads(first.splitlines()[-1])
    assert summary["seat"] == 0 and summary["decisions"] == len(first.splitlines()) - 1
    assert set(records.LABELS) <= set(summary) and 0 <= summary["accuracy"] <= 100
    assert sum(summary[label] for label in records.LABELS) == summary["decisions"]


@pytest.mark.parametrize("content", ["{not json", '{"format": "rummy-desktop-record", "version": 1}', "[]"])
def test_a_bad_file_gets_one_line_and_exit_1(tmp_path, capsys, content):
    path = tmp_path / "bad.json"
    path.write_text(content, encoding="utf-8")
    assert main(["review", str(path)]) == 1
    out = capsys.readouterr()
    assert out.out == "" and len(out.err.splitlines()) == 1 and "Traceback" not in out.err


def test_a_seat_that_is_not_in_the_game_is_refused(recorded, capsys):
    assert main(["review", str(recorded[0]), "--seat", "7"]) == 1
    assert "no seat 7" in capsys.readouterr().err


def test_fewer_worlds_than_the_floor_are_refused_with_the_reason(recorded, capsys):
    assert main(["review", str(recorded[0]), "--worlds", "1"]) == 2
    err = capsys.readouterr().err
    assert "--worlds 1 refused" in err and "at least 32 worlds" in err
