"""The command line: variants, rules, check, score, simulate."""

import io
import json
import subprocess
import sys

import pytest

from rummy_desktop.cli import main


def run(capsys, *args, stdin=None, monkeypatch=None):
    if stdin is not None:
        monkeypatch.setattr(sys, "stdin", io.StringIO(stdin))
    code = main(list(args))
    out, err = capsys.readouterr()
    return code, out, err


def test_variants_json_lists_all_rule_sets_with_options(capsys):
    code, out, _ = run(capsys, "variants", "--json")
    data = {v["id"]: v for v in json.loads(out)}
    assert code == 0 and len(data) >= 10
    assert data["rummy-500"]["players"] == [2, 7]
    opts = {o["key"]: o for o in data["rummy-500"]["options"]}
    assert opts["target"]["choices"] == ["250", "500", "1000"] and opts["target"]["default"] == "500"
    assert opts["hand_size"]["default"] == "13" and opts["jokers"]["default"] == "off"
    assert {o["key"]: o["default"] for o in data["manipulation"]["options"]} == {"mandatory_meld": "remind",
                                                                               "target": "200"}
    assert {o["key"]: o["default"] for o in data["rummy"]["options"]}.items() >= {
        "scoring": "standard", "aces": "low", "jokers": "off", "target": "100"}.items()
    assert [o["key"] for o in data["machiavelli"]["options"]] == ["incomplete_move"]
    assert data["carousel"]["options"] == [] and data["vatican"]["options"] == []


@pytest.mark.parametrize("variant,cards,code,text", [
    ("machiavelli", ["as", "2s", "3s"], 0, "valid run"),
    ("manipulation", ["7♣", "7♦", "7♥", "7♠"], 0, "valid set"),
    ("manipulation", ["AH", "2H", "3H"], 1, "invalid: the ace"),
    ("rummy", ["7C", "7D", "7D"], 0, "valid set"),
    ("carousel", ["JK", "5H", "6H"], 0, "valid run"),
    ("carousel", ["JK", "JK", "5H"], 0, "valid"),
    ("carousel", ["JK=9S", "5H", "6H"], 1, "invalid"),
    ("tahiti", ["JK", "JK", "5H", "6H"], 1, "invalid: too many jokers"),
    ("vatican", ["JK", "JK", "JK"], 1, "invalid: a group needs at least one natural card"),
    ("shanghai", ["JK", "5H", "6H"], 1, "invalid: Shanghai is played without jokers"),
])
def test_check_verdicts(capsys, variant, cards, code, text):
    got, out, _ = run(capsys, "check", "--variant", variant, *cards)
    assert got == code and out.startswith(text), out


def test_check_aces_option(capsys):
    assert run(capsys, "check", "--variant", "rummy", "QC", "KC", "AC")[0] == 1
    assert run(capsys, "check", "--variant", "rummy", "--option", "aces=high-or-low", "QC", "KC", "AC")[0] == 0


@pytest.mark.parametrize("args,needle", [
    (["check", "--variant", "gin", "5H", "6H", "7H"], "no rule set 'gin'"),
    (["check", "--variant", "rummy", "--option", "colour=blue", "5H", "6H", "7H"], "no option 'colour'"),
    (["check", "--variant", "rummy", "--option", "aces=sideways", "5H", "6H", "7H"], "aces takes"),
    (["check", "--variant", "rummy", "5H", "6H", "7X"], "not a card"),
    (["check", "--variant", "rummy", "--option", "aces", "5H", "6H", "7H"], "KEY=VALUE"),
    # issue 10, point 19: StopIteration before
    (["check", "--variant", "manipulation", *["JK"] * 9, "2H"], "more than 8 jokers"),
])
def test_check_bad_input_exits_2(capsys, args, needle):
    code, out, err = run(capsys, *args)
    assert code == 2 and needle in err and out == ""


def test_score_rummy_500_round(capsys, monkeypatch):
    round_ = {
        "variant": "rummy-500", "options": {},
        "table": [{"cards": ["7C", "7D", "7H"], "by": [0, 0, 0]},
                  {"cards": ["5H", "6H", "4H"], "by": [1, 1, 0]}],
        "hands": [["KS", "AD"], []],
        "ending": {"type": "out", "seat": 1},
    }
    code, out, _ = run(capsys, "score", "--json", stdin=json.dumps(round_), monkeypatch=monkeypatch)
    assert code == 0
    assert json.loads(out) == {"scores": [21 + 4 - 25, 11], "winners": [1]}


def test_score_carousel_knock_and_bad_input(capsys, monkeypatch):
    round_ = {"variant": "carousel", "hands": [["2C"], ["6C"], ["JC", "AC"], ["KC", "QC", "10C"]],
              "ending": {"type": "knock", "seat": 0}}
    code, out, _ = run(capsys, "score", "--json", stdin=json.dumps(round_), monkeypatch=monkeypatch)
    assert json.loads(out) == {"scores": [41, 0, 0, 0], "winners": [0]}
    code, out, err = run(capsys, "score", stdin="{", monkeypatch=monkeypatch)
    assert code == 2 and "not valid JSON" in err
    bad = {"variant": "carousel", "hands": [["2C"], ["6C"]], "ending": {"type": "knock"}}
    code, out, err = run(capsys, "score", stdin=json.dumps(bad), monkeypatch=monkeypatch)
    assert code == 2 and "seat" in err


OUT = {"variant": "rummy", "hands": [[], ["5H", "KC"]], "ending": {"type": "out", "seat": 0}}


@pytest.mark.parametrize("text,needle", [
    (json.dumps({**OUT, "options": ["jokers"]}), "'options' must be an object"),
    (json.dumps({**OUT, "options": "jokers=on"}), "'options' must be an object"),
    (json.dumps({**OUT, "hands": []}), "Rummy is for 2 to 6 players"),
    (json.dumps({**OUT, "hands": [[]], "ending": {"type": "blocked"}}), "Rummy is for 2 to 6 players"),
    (json.dumps(OUT).replace('"seat": 0', '"seat": ' + "9" * 5000), "a number of 5000 digits"),
    (json.dumps(OUT).replace('"seat": 0', '"seat": ' + "9" * 25), "needs the 'seat' (0-1)"),
    ("[" * 100_000 + "]" * 100_000, "the round is nested too deeply"),
    ('{"variant": "rummy", "hands": ' + "[" * 100_000 + "]" * 100_000 + "}", "nested too deeply"),
    (json.dumps({**OUT, "ending": {"type": "out", "seat": True}}), "needs the 'seat'"),
    (json.dumps({**OUT, "ending": {"type": "out", "seat": 1}}), "seat 1 went out, so its hand must be empty"),
    (json.dumps({**OUT, "table": [{"cards": ["7C", "7D", "7H"], "by": [0, True, 0]}]}), "'by' must give"),
])
def test_score_bad_input_is_one_line_exit_2(capsys, monkeypatch, text, needle):
    code, out, err = run(capsys, "score", stdin=text, monkeypatch=monkeypatch)
    assert code == 2 and out == ""
    assert err.startswith("rummy-desktop: error: ") and needle in err and len(err.splitlines()) == 1


def test_score_knock_keeps_the_knockers_cards(capsys, monkeypatch):
    # Carousel's knocker still holds cards (1 to 5 points): only "out" needs an empty hand
    round_ = {"variant": "carousel", "hands": [["2C"], ["6C"]], "ending": {"type": "knock", "seat": 0}}
    code, out, _ = run(capsys, "score", "--json", stdin=json.dumps(round_), monkeypatch=monkeypatch)
    assert code == 0 and json.loads(out)["winners"] == [0]


def test_simulate_is_deterministic_and_json(capsys):
    args = ["simulate", "--variant", "guadalupe", "--players", "3", "--games", "3", "--seed", "5",
            "--ai", "greedy,random,greedy", "--json"]
    code, out1, _ = run(capsys, *args)
    code2, out2, _ = run(capsys, *args)
    lines1 = [json.loads(x) for x in out1.splitlines()]
    lines2 = [json.loads(x) for x in out2.splitlines()]
    assert code == code2 == 0
    strip = lambda ls: [{k: v for k, v in d.items() if k != "seconds"} for d in ls]
    assert strip(lines1) == strip(lines2)
    assert [set(d) for d in lines1[:3]] == [{"game", "seed", "winners", "scores", "rounds", "turns"}] * 3
    summary = lines1[-1]
    assert set(summary) == {"games", "wins", "draws", "seconds"} and summary["games"] == 3
    assert sum(summary["wins"]) + summary["draws"] >= 3


def test_simulate_refuses_bad_players_and_ai(capsys):
    assert run(capsys, "simulate", "--variant", "rummy-multiplayer", "--players", "5")[0] == 2
    code, _, err = run(capsys, "simulate", "--variant", "rummy", "--ai", "genius")
    assert code == 2 and "no computer player 'genius'" in err


def test_simulate_says_in_one_line_when_a_game_runs_away(capsys, monkeypatch):
    from rummy_desktop.session import headless

    monkeypatch.setattr(headless, "MAX_ACTIONS", 5)
    code, _, err = run(capsys, "simulate", "--variant", "rummy", "--games", "2", "--seed", "1")
    assert code == 1 and "Traceback" not in err
    assert err.startswith("rummy-desktop: game 0 (seed ") and "did not end in 5 actions" in err
    assert len(err.strip().splitlines()) == 1


def test_console_script_runs():
    out = subprocess.run([sys.executable, "-m", "rummy_desktop.cli", "check", "--variant", "rummy-500",
                          "QH", "KH", "AH"], capture_output=True, text=True)
    assert out.returncode == 0 and out.stdout.strip() == "valid run"


@pytest.mark.parametrize("lang,heading", [("en", "# Shanghai\n"), ("pt_BR", "# Xangai\n"), ("pt-BR", "# Xangai\n"),
                                          ("fr", "# Shanghai\n"), ("de", "# Shanghai\n")])
def test_rules_prints_the_page_in_a_language(capsys, lang, heading):
    code, out, _ = run(capsys, "rules", "--variant", "shanghai", "--lang", lang)
    assert code == 0 and out.startswith(heading)
    marker = {"pt_BR": "Baixar é obrigatório", "pt-BR": "Baixar é obrigatório", "fr": "Pose obligatoire"}
    assert marker.get(lang, "Mandatory meld") in out  # "de": English stands in


@pytest.mark.parametrize("args,needle", [
    (["rules", "--variant", "no-such"], "no rule set 'no-such'"),
    (["rules", "--variant", "rummy", "--lang", "en/../x"], "--lang takes a language code"),
])
def test_rules_bad_input_exits_2(capsys, args, needle):
    code, _, err = run(capsys, *args)
    assert code == 2 and needle in err


def test_simulate_gives_the_players_the_thinking_time(capsys, monkeypatch):
    from rummy_desktop.ai.levels import LevelPlayer

    budgets = set()
    choose = LevelPlayer.choose

    def recorded(self, view):
        budgets.add(self.time_budget)
        return choose(self, view)

    monkeypatch.setattr(LevelPlayer, "choose", recorded)
    code, out, _ = run(capsys, "simulate", "--variant", "rummy", "--ai", "standard,greedy", "--think-time", "0.25")
    assert code == 0 and "1 games in" in out and budgets == {0.25}
    budgets.clear()
    run(capsys, "simulate", "--variant", "rummy", "--ai", "standard")
    assert budgets == {1.0}  # the level's own


@pytest.mark.parametrize("command", [["simulate", "--variant", "rummy"],
                                     ["host", "--variant", "rummy", "--seats", "open,standard"],
                                     ["join", "127.0.0.1", "--ai", "standard", "--code", "1"]])
@pytest.mark.parametrize("value", ["0", "-1", "6", "slow", "nan"])
def test_a_thinking_time_out_of_range_is_refused(capsys, command, value):
    with pytest.raises(SystemExit) as end:
        main(command + ["--think-time", value])
    err = capsys.readouterr().err
    assert end.value.code == 2 and "--think-time: takes seconds from 0.1 to 5" in err
