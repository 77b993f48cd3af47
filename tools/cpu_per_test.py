"""The suite's CPU time (user + system) per test and per file, which a shared machine does
not blur the way it blurs wall-clock time: .ci/run must stay under 5 minutes on 2 idle
cores, and the sum of these figures over 2 is the least the suite can take there.

As a pytest plugin it records, in each process (each xdist worker), the CPU time of each
test's set-up, call and tear-down, with that of the subprocesses it waited for::

    PYTHONPATH=tools QT_QPA_PLATFORM=offscreen .venv/bin/python -m pytest -q -n 2 -p cpu_per_test
    .venv/bin/python tools/cpu_per_test.py [--top 40] [--prefix /tmp/cpu-per-test]

(``CPU_PER_TEST`` chooses where the figures go: ``<prefix>.<worker>.json``.) A module or
session fixture counts for the first test that uses it.
"""

from __future__ import annotations

import argparse
import collections
import glob
import json
import os
import resource
import time

PREFIX = "/tmp/cpu-per-test"
_rows: list[tuple[str, float, float]] = []


def _cpu() -> float:
    own = resource.getrusage(resource.RUSAGE_SELF)
    children = resource.getrusage(resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime + children.ru_utime + children.ru_stime


try:
    import pytest
except ImportError:  # the report alone needs no pytest
    pytest = None

if pytest is not None:

    @pytest.hookimpl(hookwrapper=True)
    def pytest_runtest_protocol(item, nextitem):
        cpu, wall = _cpu(), time.monotonic()
        yield
        _rows.append((item.nodeid, _cpu() - cpu, time.monotonic() - wall))

    def pytest_sessionfinish(session):
        worker = os.environ.get("PYTEST_XDIST_WORKER")
        if worker is None and getattr(session.config.option, "numprocesses", None):
            return  # the xdist controller runs no tests (and its children are the workers)
        prefix = os.environ.get("CPU_PER_TEST", PREFIX)
        with open(f"{prefix}.{worker or 'main'}.json", "w", encoding="utf-8") as out:
            json.dump({"rows": _rows, "process_cpu": _cpu()}, out)


def report(prefix: str, top: int) -> None:
    rows: list[list] = []
    process = 0.0
    for name in glob.glob(f"{glob.escape(prefix)}.*.json"):
        with open(name, encoding="utf-8") as f:
            data = json.load(f)
        rows += data["rows"]
        process += data["process_cpu"]
    files: dict[str, list[float]] = collections.defaultdict(lambda: [0.0, 0.0, 0])
    for node, cpu, wall in rows:
        entry = files[node.split("::")[0]]
        entry[0] += cpu
        entry[1] += wall
        entry[2] += 1
    print(f"{len(rows)} tests: {sum(r[1] for r in rows):.1f} s CPU in the tests, "
          f"{process:.1f} s in the test processes in all (collection and start included)")
    print(f"\n{'CPU s':>7} {'wall s':>7} {'tests':>5}  file")
    for name, (cpu, wall, n) in sorted(files.items(), key=lambda x: -x[1][0])[:top]:
        print(f"{cpu:7.1f} {wall:7.1f} {n:5d}  {name}")
    print(f"\n{'CPU s':>7} {'wall s':>7}  test")
    for node, cpu, wall in sorted(rows, key=lambda r: -r[1])[:top]:
        print(f"{cpu:7.1f} {wall:7.1f}  {node}")


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--prefix", default=os.environ.get("CPU_PER_TEST", PREFIX))
    parser.add_argument("--top", type=int, default=40)
    args = parser.parse_args()
    report(args.prefix, args.top)
