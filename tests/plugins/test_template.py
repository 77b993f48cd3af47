"""plugins/template is a package an author copies to start a plugin: copied elsewhere, its
own tests pass as they are, with the testing kit (issue 14, point 5)."""

import os
import shutil
import subprocess
import sys
from pathlib import Path

TEMPLATE = Path(__file__).resolve().parents[2] / "plugins" / "template"


def test_a_copy_of_the_template_passes_its_own_tests(tmp_path):
    copy = tmp_path / "rummy-my-plugin"
    shutil.copytree(TEMPLATE, copy, ignore=shutil.ignore_patterns("__pycache__", "*.egg-info", ".pytest_cache"))
    env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
    out = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider"], cwd=copy,
                         capture_output=True, text=True, env=env, timeout=600)
    assert out.returncode == 0, out.stdout + out.stderr
    assert "5 passed" in out.stdout
    assert "entry-points.rummy_desktop" in (copy / "pyproject.toml").read_text()
