"""``rummy-desktop host`` and ``join`` as separate processes on 127.0.0.1: a game finishes,
each prints the same result line; a wrong code exits 1 with the reason; neither process
loads QtWidgets."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

# Runs the command line, then fails (exit 3) if QtWidgets was ever imported.
RUN = (
    "import sys\n"
    "from rummy_desktop.cli import main\n"
    "rc = main(sys.argv[1:])\n"
    "bad = [m for m in sys.modules if m.startswith('PySide6.QtWidgets')]\n"
    "if bad: print('QtWidgets was imported', file=sys.stderr); rc = 3\n"
    "sys.exit(rc)\n"
)
TIMEOUT = 60


def _start(*args: str) -> subprocess.Popen:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    return subprocess.Popen([sys.executable, "-c", RUN, *args], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            text=True, env=env)


@pytest.fixture
def host_process():
    procs = []

    def start(*args: str) -> tuple[subprocess.Popen, int]:
        # any free port, and no discovery: the suite runs in parallel (the discovery port is one)
        proc = _start("host", "--bind", "127.0.0.1", "--port", "0", "--no-discovery", *args)
        procs.append(proc)
        line = proc.stdout.readline()
        assert line, proc.stderr.read()
        return proc, json.loads(line)["port"]

    yield start
    for p in procs:
        if p.poll() is None:
            p.kill()
            p.wait()


def test_a_host_and_joining_processes_finish_a_game(host_process):
    host, port = host_process("--variant", "carousel", "--seats", "open,greedy,open,open", "--code", "abc-1",
                              "--seed", "4")
    joins = [_start("join", f"127.0.0.1:{port}", "--ai", level, "--code", "abc-1", "--name", f"P{i}")
             for i, level in enumerate(["greedy", "random", "beginner"])]
    results = []
    for proc in joins + [host]:
        out, err = proc.communicate(timeout=TIMEOUT)
        assert proc.returncode == 0, err
        lines = out.strip().splitlines()
        results.append(json.loads(lines[-1]))
    assert all(r == results[0] for r in results)
    assert set(results[0]) == {"winners", "scores", "rounds", "turns"} and len(results[0]["scores"]) == 4


def test_a_refused_join_exits_1_with_the_reason(host_process):
    host, port = host_process("--variant", "rummy", "--seats", "open,open", "--code", "right")
    proc = _start("join", f"127.0.0.1:{port}", "--ai", "greedy", "--code", "wrong")
    out, err = proc.communicate(timeout=TIMEOUT)
    assert proc.returncode == 1 and out == ""
    assert err.strip().splitlines() == ["rummy-desktop: join refused: wrong join code"]
    assert host.poll() is None  # the host waits on


def test_an_unreachable_host_says_what_to_check():
    proc = _start("join", "127.0.0.1:1", "--ai", "greedy", "--code", "abcde")
    out, err = proc.communicate(timeout=TIMEOUT)
    assert proc.returncode == 1 and "firewall" in err and len(err.strip().splitlines()) == 1


def test_bad_host_arguments_are_usage_errors():
    proc = _start("host", "--variant", "rummy", "--seats", "open,wizard", "--port", "0", "--bind", "127.0.0.1")
    _out, err = proc.communicate(timeout=TIMEOUT)
    assert proc.returncode == 2 and "wizard" in err
    proc = _start("host", "--variant", "rummy", "--seats", ",".join(["open"] * 7), "--port", "0",
                  "--bind", "127.0.0.1")
    _out, err = proc.communicate(timeout=TIMEOUT)
    assert proc.returncode == 2 and "2 to 6 players" in err
    proc = _start("host", "--variant", "rummy", "--seats", "open,open", "--code", "1234", "--port", "0",
                  "--bind", "127.0.0.1")  # too short to be guessed slowly enough (docs/lan-security.md)
    _out, err = proc.communicate(timeout=TIMEOUT)
    assert proc.returncode == 2 and "--code" in err and "5 to 16" in err


def test_a_killed_host_resumes_from_its_autosave_and_players_rejoin_with_their_tokens(host_process, tmp_path):
    import re
    import time

    for attempt in range(3):  # a loaded machine may let the whole game end before the kill lands: again
        save = tmp_path / f"table-{attempt}.json"
        host, port = host_process("--variant", "guadalupe", "--seats", "open,open", "--code", "k1k1k", "--seed", "2",
                                  "--autosave", str(save))
        joins = [_start("join", f"127.0.0.1:{port}", "--ai", "greedy", "--code", "k1k1k", "--name", n)
                 for n in "AB"]
        deadline = time.monotonic() + TIMEOUT
        while host.poll() is None and (not save.exists() or len(json.loads(save.read_text())["actions"]) < 8):
            assert time.monotonic() < deadline  # (a few moves in, or the host ended the game already)
            time.sleep(0.05)
        host.kill()  # a crash: no goodbye
        host.wait()
        ended = [proc.communicate(timeout=TIMEOUT)[1] for proc in joins]
        if all(proc.returncode == 0 for proc in joins):
            continue  # the game was over before the host was killed: nothing to resume
        tokens = []
        for proc, err in zip(joins, ended):
            assert proc.returncode == 1  # the host went away
            tokens.append(re.search(r"--token ([0-9a-f]{32})", err).group(1))
        break
    else:
        pytest.fail("each game ended before its host was killed")
    again, port = host_process("--resume", str(save))
    # the seats' tokens alone take them back: the code plays no part in a rejoin
    back = [_start("join", f"127.0.0.1:{port}", "--ai", "greedy", "--token", t) for t in tokens]
    results = []
    for proc in back + [again]:
        out, err = proc.communicate(timeout=TIMEOUT)
        assert proc.returncode == 0, err
        results.append(json.loads(out.strip().splitlines()[-1]))
    assert all(r == results[0] for r in results) and not save.exists()
