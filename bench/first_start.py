"""First start: a fresh clone of this repository, ``make run``, and the time to the first
paint of the main window.

The clone (of the committed HEAD, or ``--ref``) goes to a temporary folder; ``make run``
runs there with ``RUMMY_DESKTOP_STARTUP_PROBE=1`` (the program prints ``first-paint`` and
quits) and a user folder of its own. Every line ``make`` prints is shown with the seconds
since the start at which it ended (a progress line ends when the next step begins), so
the time of each step (the venv, the installs, the catalogues, the program's start) reads
off the left column. Without a display the offscreen platform is
used; pip's cache is left as the machine has it (``--no-cache``: none at all, as on a
machine that never installed anything).

    python bench/first_start.py [--ref REF] [--no-cache] [--keep]
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--ref", default="HEAD", help="the commit to clone (default: HEAD)")
    p.add_argument("--no-cache", action="store_true", help="pip without its cache")
    p.add_argument("--keep", action="store_true", help="keep the clone (its path is printed)")
    args = p.parse_args()
    work = Path(tempfile.mkdtemp(prefix="rummy-first-start-"))
    clone = work / "rummy-desktop"
    try:
        start = time.perf_counter()
        subprocess.run(["git", "clone", "--quiet", "--no-checkout", str(ROOT), str(clone)], check=True)
        subprocess.run(["git", "-C", str(clone), "checkout", "--quiet", args.ref], check=True)
        cloned = time.perf_counter() - start
        env = dict(os.environ, RUMMY_DESKTOP_STARTUP_PROBE="1", RUMMY_DESKTOP_HOME=str(work / "home"))
        for name in ("VIRTUAL_ENV", "PYTHONDONTWRITEBYTECODE", "MAKEFLAGS", "MFLAGS"):
            env.pop(name, None)
        if args.no_cache:
            env["PIP_NO_CACHE_DIR"] = "1"
        if not env.get("DISPLAY") and not env.get("WAYLAND_DISPLAY"):
            env.setdefault("QT_QPA_PLATFORM", "offscreen")
        print(f"{cloned:7.1f}  cloned {args.ref} into {clone}", flush=True)
        proc = subprocess.Popen(["make", "run"], cwd=clone, env=env, stdout=subprocess.PIPE,
                                stderr=subprocess.STDOUT, text=True)
        assert proc.stdout is not None
        painted = None
        lines = 0
        for line in proc.stdout:
            now = time.perf_counter() - start
            lines += 1
            print(f"{now:7.1f}  {line.rstrip()}", flush=True)
            if line.startswith("first-paint ") and painted is None:
                painted = now
        proc.wait()
        if painted is None:
            print(f"no first paint (make exited {proc.returncode})")
            return 1
        print(f"fresh clone to the first window: {painted:.1f} s ({lines} lines of output; "
              f"pip cache {'off' if args.no_cache else 'as on this machine'})")
        return 0
    finally:
        if args.keep:
            print(f"kept: {clone}")
        else:
            shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
