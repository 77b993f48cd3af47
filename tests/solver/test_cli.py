"""``rummy-desktop solve [--json] [--batch] < POSITION.json``."""

from __future__ import annotations

import io
import json
import subprocess
import sys

import pytest

from rummy_desktop.cli import main


def run(monkeypatch, capsys, text, *args):
    monkeypatch.setattr(sys, "stdin", io.StringIO(text))
    rc = main(["solve", *args])
    out = capsys.readouterr()
    return rc, out.out, out.err


def test_json_answer(monkeypatch, capsys):
    pos = {"variant": "manipulation", "table": [["3H", "4H", "5H", "6H", "7H", "8H", "9H"]],
           "hand": ["6C", "6S", "KD"]}
    rc, out, _ = run(monkeypatch, capsys, json.dumps(pos), "--json")
    assert rc == 0
    ans = json.loads(out)
    assert ans["count"] == 2 and ans["value"] == 10  # two 6s: 5 points each (RULES.md §2.1)
    assert sorted(ans["placed"]) == ["6C", "6S"]
    assert sorted(map(sorted, ans["table"])) == sorted(map(sorted, [["3H", "4H", "5H"], ["7H", "8H", "9H"],
                                                                      ["6C", "6H", "6S"]]))
    assert ans["hint"]["card"] in ("6C", "6S") and ans["hint"]["groups"] == [0] and ans["hint"]["rearrange"] is True
    assert isinstance(ans["ms"], (int, float))


def test_value_objective_and_twins(monkeypatch, capsys):
    pos = {"variant": "manipulation", "table": [["7H", "8H", "9H"]], "hand": ["7H", "AS", "KS", "QS"],
           "objective": "value"}
    rc, out, _ = run(monkeypatch, capsys, json.dumps(pos), "--json")
    ans = json.loads(out)
    assert rc == 0 and ans["count"] == 3 and ans["value"] == 35
    assert "7H'" not in ans["placed"]


@pytest.mark.parametrize("objective", ["cards", "value"])
def test_value_is_the_placed_cards_points_whatever_the_objective(monkeypatch, capsys, objective):
    # issue 10, point 14: with "cards" the value was the card count (2 here)
    pos = {"variant": "manipulation", "table": [["5H", "6H", "7H"]], "hand": ["8H", "4H"], "objective": objective}
    rc, out, _ = run(monkeypatch, capsys, json.dumps(pos), "--json")
    ans = json.loads(out)
    assert rc == 0 and sorted(ans["placed"]) == ["4H", "8H"]
    assert ans["count"] == 2 and ans["value"] == 10


def test_value_in_a_variant_with_face_values(monkeypatch, capsys):
    pos = {"variant": "tahiti", "table": [["5H", "6H", "7H"]], "hand": ["8H", "AS", "AD", "AC", "9C"]}
    rc, out, _ = run(monkeypatch, capsys, json.dumps(pos), "--json")
    ans = json.loads(out)
    assert rc == 0 and ans["count"] == 4 and ans["value"] == 8 + 3 * 11  # Tahiti: ace 11, 2-10 face value


def test_jokers_written_declared(monkeypatch, capsys):
    pos = {"variant": "carousel", "table": [["5H", "JK=6H", "7H"]], "hand": ["6H", "9C", "9D"]}
    rc, out, _ = run(monkeypatch, capsys, json.dumps(pos), "--json")
    ans = json.loads(out)
    assert ans["count"] == 3
    jokers = [c for g in ans["table"] for c in g if c.startswith("JK")]
    assert jokers and all("=" in c for c in jokers)
    assert jokers[0].split("=")[1] in ("9H", "9S")


def test_no_play(monkeypatch, capsys):
    pos = {"variant": "shanghai", "table": [["5H", "6H", "7H"]], "hand": ["KD"]}
    rc, out, _ = run(monkeypatch, capsys, json.dumps(pos), "--json")
    ans = json.loads(out)
    assert rc == 0 and ans["count"] == 0 and ans["hint"] is None and ans["placed"] == []


def test_text_output(monkeypatch, capsys):
    pos = {"variant": "manipulation", "table": [["5H", "6H", "7H"]], "hand": ["8H"]}
    rc, out, _ = run(monkeypatch, capsys, json.dumps(pos))
    assert rc == 0 and "8H" in out and "no rearrangement" in out


def test_batch(monkeypatch, capsys):
    lines = [
        {"variant": "manipulation", "table": [["5H", "6H", "7H"]], "hand": ["8H"]},
        {"variant": "tahiti", "table": [["JK=4H", "5H", "6H"]], "hand": ["9C", "9D"], "loose": ["9H"]},
        {"variant": "vatican", "table": [], "hand": ["4S", "5S", "6S"], "opened": False},
    ]
    text = "\n".join(json.dumps(x) for x in lines) + "\n"
    rc, out, _ = run(monkeypatch, capsys, text, "--batch", "--json")
    answers = [json.loads(x) for x in out.splitlines()]
    assert rc == 0 and [a["count"] for a in answers] == [1, 2, 3]


@pytest.mark.parametrize("text,msg", [
    ("{not json", "JSON"),
    ('{"variant": "nope", "hand": []}', "nope"),
    ('{"variant": "rummy", "hand": ["5H"]}', "draw-and-discard"),
    ('{"variant": "manipulation", "table": [["5H", "6H"]], "hand": ["7H"]}', "group 0"),
    ('{"variant": "carousel", "table": [["5H", "JK", "7H"]], "hand": ["7H"]}', "declared"),
    ('{"variant": "manipulation", "hand": ["JK"]}', "without jokers"),
    ('{"variant": "manipulation", "hand": ["ZZ"]}', "ZZ"),
    ('{"variant": "manipulation", "hand": ["5H"], "objective": "speed"}', "objective"),
    ('{"variant": "manipulation", "table": [["5H","6H","7H"]], "hand": ["5H", "5H", "5H"]}', "copies"),
    # issue 10, point 19: tracebacks before
    ("[" * 100_000 + "]" * 100_000, "nested too deeply"),
    ('{"variant": "manipulation", "hand": ["5H"], "players": 0}', "2 to 5 players"),
    ('{"variant": "manipulation", "hand": ["5H"], "players": ' + "9" * 5000 + "}", "5000 digits"),
    ('{"variant": "carousel", "hand": ["JK", "JK", "JK", "JK", "JK", "JK", "JK", "JK", "JK"]}', "more than 8 jokers"),
])
def test_bad_input(monkeypatch, capsys, text, msg):
    rc, out, err = run(monkeypatch, capsys, text, "--json")
    assert rc == 2 and msg in err and out == ""


def test_batch_bad_line(monkeypatch, capsys):
    text = '{"variant": "manipulation", "hand": ["5H"]}\n{oops\n'
    rc, out, err = run(monkeypatch, capsys, text, "--batch", "--json")
    assert rc == 2 and "line 2" in err
    assert len(out.splitlines()) == 1


def test_batch_deeply_nested_line(monkeypatch, capsys):
    text = '{"variant": "manipulation", "hand": ["5H"]}\n' + "[" * 100_000 + "]" * 100_000 + "\n"
    rc, out, err = run(monkeypatch, capsys, text, "--batch", "--json")
    assert rc == 2 and "line 2 is nested too deeply" in err and "Traceback" not in err
    assert len(out.splitlines()) == 1


def test_subprocess_stdout_is_clean_json():
    pos = {"variant": "machiavelli", "table": [["QS", "KS", "AS"]], "hand": ["JS", "2S", "3S", "AS"]}
    proc = subprocess.run([sys.executable, "-m", "rummy_desktop.cli", "solve", "--json"],
                          input=json.dumps(pos), capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stderr
    ans = json.loads(proc.stdout)  # nothing but the answer on stdout (no solver banner)
    assert ans["count"] == 4
