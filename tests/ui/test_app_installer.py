"""The installer pieces (PyInstaller is not run here): the spec collects the plugins,
the .deb script packages a build with its .desktop file and icon."""

from __future__ import annotations

import configparser
import os
import shutil
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def test_spec_collects_entry_point_plugins_and_catalogues():
    text = (ROOT / "installer" / "rummy-desktop.spec").read_text(encoding="utf-8")
    compile(text, "rummy-desktop.spec", "exec")
    assert 'entry_points(group=GROUP)' in text and 'GROUP = "rummy_desktop"' in text
    assert "copy_metadata" in text and 'collect_submodules("rummy_rulesets")' in text
    assert '"translations"' in text


def test_desktop_file_and_icon():
    entry = configparser.ConfigParser(interpolation=None)
    entry.optionxform = str
    entry.read(ROOT / "rummy_desktop" / "resources" / "rummy-desktop.desktop", encoding="utf-8")
    d = entry["Desktop Entry"]
    assert d["Type"] == "Application" and d["Exec"] == "rummy-desktop" and d["Icon"] == "rummy-desktop"
    assert "CardGame" in d["Categories"].split(";")
    svg = (ROOT / "rummy_desktop" / "resources" / "rummy-desktop.svg").read_text(encoding="utf-8")
    assert svg.lstrip().startswith("<?xml") and "<svg" in svg


@pytest.mark.skipif(shutil.which("dpkg-deb") is None, reason="needs dpkg-deb")
def test_build_deb_packages_a_build(tmp_path):
    dist = tmp_path / "dist" / "rummy-desktop"
    dist.mkdir(parents=True)
    exe = dist / "rummy-desktop"
    exe.write_text("#!/bin/sh\nexit 0\n")
    exe.chmod(0o755)
    out = tmp_path / "out"
    env = dict(os.environ, DIST=str(dist), OUT=str(out))
    r = subprocess.run(["bash", str(ROOT / "installer" / "build-deb.sh")], env=env, capture_output=True, text=True,
                       timeout=120)
    assert r.returncode == 0, r.stderr
    debs = list(out.glob("rummy-desktop_*.deb"))
    assert len(debs) == 1
    listing = subprocess.run(["dpkg-deb", "-c", str(debs[0])], capture_output=True, text=True, check=True).stdout
    for path in ("./opt/rummy-desktop/rummy-desktop", "./usr/bin/rummy-desktop",
                 "./usr/share/applications/rummy-desktop.desktop",
                 "./usr/share/icons/hicolor/scalable/apps/rummy-desktop.svg"):
        assert path in listing
    info = subprocess.run(["dpkg-deb", "-f", str(debs[0]), "Package", "Version"], capture_output=True, text=True,
                          check=True).stdout
    assert "Package: rummy-desktop" in info


def _setup_module():
    """The build steps of setup.py, imported without running setup()."""
    import importlib.util
    import warnings

    spec = importlib.util.spec_from_file_location("rummy_setup", ROOT / "setup.py")
    module = importlib.util.module_from_spec(spec)
    with warnings.catch_warnings():  # setuptools' own, on Python 3.11 (module_repr)
        warnings.simplefilter("ignore", DeprecationWarning)
        spec.loader.exec_module(module)
    return module


def test_the_build_compiles_every_catalogue_into_the_package(tmp_path):
    """setup.py compiles translations/*.ts into rummy_desktop/translations of the wheel, and
    the program looks there first after a frozen bundle."""
    from PySide6.QtCore import QTranslator

    from rummy_desktop.ui import i18n

    built = _setup_module().compile_catalogues(tmp_path / "rummy_desktop" / "translations")
    assert sorted(q.name for q in built) == sorted(ts.with_suffix(".qm").name
                                                   for ts in (ROOT / "translations").glob("rummy_desktop_*.ts"))
    fr = QTranslator()
    assert fr.load(str(tmp_path / "rummy_desktop" / "translations" / "rummy_desktop_fr.qm"))
    assert fr.translate("MainWindow", "&New game…") == "&Nouvelle partie…"
    package = Path(i18n.__file__).resolve().parents[1]
    assert i18n.translation_dirs()[:2] == [package / "translations", ROOT / "translations"]


def test_the_wheel_and_the_sdist_declare_what_they_carry():
    import tomllib

    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    data = project["tool"]["setuptools"]["package-data"]
    assert "translations/*.qm" in data["rummy_desktop"] and any(p.startswith("resources/") for p in data["rummy_desktop"])
    assert {"pages/*.md", "lessons/*.json"} <= set(data["rummy_rulesets"])
    assert any(r.startswith("PySide6-Essentials") for r in project["build-system"]["requires"])
    manifest = (ROOT / "MANIFEST.in").read_text(encoding="utf-8")
    assert "include translations/rummy_desktop_*.ts" in manifest
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8").split()
    assert ci.index("check-wheel") > ci.index("test")  # after the suite
