"""Switching plugins off and declared compatibility (issue 36, point 6): Settings ▸ Plugins,
``--disable-plugin NAME`` and RUMMY_DESKTOP_DISABLE_PLUGINS leave a third-party plugin out;
a distribution made for other versions of the program is left out with the reason."""

import os
import subprocess
import sys

import pytest

from rummy_desktop.plugins.installed import DISABLE_ENV, satisfies, switch_off, switched_off, third_party
from rummy_desktop.plugins.manager import Catalog, make_plugin_manager


@pytest.mark.parametrize("version,spec,ok", [
    ("0.1.0", ">=0.1", True), ("0.1.0", ">=0.1,<0.3", True), ("0.3.1", ">=0.1,<0.3", False),
    ("0.1.0", "==0.1.*", True), ("0.2.0", "==0.1.*", False), ("0.1.0", "!=0.1.0", False),
    ("0.2.5", "~=0.2", True), ("1.0", "~=0.2", False), ("0.1.0", "", True), ("0.1.0", ">= 99", False),
    ("0.1.0", "nonsense", False), ("1.2.0rc1", ">=1.2", True),
])
def test_version_specifiers(version, spec, ok):
    assert satisfies(version, spec) is ok


def fake(tmp_path, monkeypatch, dist, requires=()):
    (tmp_path / f"rummy_{dist.replace('-', '_')}.py").write_text("")
    info = tmp_path / f"{dist.replace('-', '_')}-1.0.dist-info"
    info.mkdir()
    reqs = "".join(f"Requires-Dist: {r}\n" for r in requires)
    (info / "METADATA").write_text(f"Metadata-Version: 2.1\nName: {dist}\nVersion: 1.0\n{reqs}")
    (info / "entry_points.txt").write_text(f"[rummy_desktop]\n{dist} = rummy_{dist.replace('-', '_')}\n")
    monkeypatch.syspath_prepend(str(tmp_path))
    return dict(os.environ, PYTHONPATH=os.pathsep.join([str(tmp_path), os.environ.get("PYTHONPATH", "")]))


def test_a_plugin_made_for_other_versions_is_left_out_with_the_reason(tmp_path, monkeypatch):
    fake(tmp_path, monkeypatch, "rummy-future", ["rummy-desktop>=99"])
    (tmp_path / "b").mkdir()
    fake(tmp_path / "b", monkeypatch, "rummy-current", ["rummy-desktop (>=0.1,<99)", "pytest; extra == 'test'"])
    pm = make_plugin_manager()
    (entry,) = [b for b in pm.broken if b.name == "rummy-future"]
    assert entry.reason.startswith("made for Rummy Desktop >=99; this is ")
    assert pm.get_plugin("rummy-current") is not None and pm.get_plugin("rummy-future") is None


def test_switched_off_plugins_are_left_out_and_listed(monkeypatch):
    monkeypatch.setenv(DISABLE_ENV, "gin-rummy, meld-of-four")
    assert switched_off() == {"gin-rummy", "meld-of-four"}
    switch_off(["costly-aces", "rummy"])
    assert switched_off() == {"gin-rummy", "meld-of-four", "costly-aces", "rummy"}
    catalog = Catalog(make_plugin_manager())
    off = {b.name for b in catalog.switched_off}
    assert off >= {"gin-rummy", "meld-of-four", "costly-aces"} and "rummy" not in off
    assert catalog.variants.get("gin-rummy") is None and catalog.variants.get("rummy") is not None
    assert catalog.variant("rummy").spec.option("meld_size") is None
    assert catalog.variant("rummy").spec.option("first_discard") is not None  # its sibling stays on
    assert any(n.name == "rummy" and "cannot be switched off" in n.text for n in catalog.notices)
    assert not catalog.broken
    assert {"gin-rummy", "meld-of-four", "costly-aces"} <= {name for name, _, _ in third_party()}


def test_the_command_line_switches_a_plugin_off(tmp_path):
    env = {k: v for k, v in os.environ.items() if k != DISABLE_ENV}

    def run(*args):
        return subprocess.run([sys.executable, "-m", "rummy_desktop.cli", *args], capture_output=True, text=True,
                              env=env, timeout=300)

    out = run("--disable-plugin", "gin-rummy", "plugins")
    assert out.returncode == 0 and "Switched off:\n  gin-rummy (rummy_gin) from rummy-gin 1.0.0" in out.stdout
    assert run("--disable-plugin", "gin-rummy", "simulate", "--variant", "gin-rummy").returncode == 2
    assert run("simulate", "--variant", "gin-rummy", "--games", "1").returncode == 0
