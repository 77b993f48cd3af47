"""The Linux desktop's files: the desktop entry and the AppStream metainfo (checked by
desktop-file-validate and appstream-util where they are installed, as .ci/run installs
them; by the rules they check most, here, where not), and the Flatpak manifest kept in
step with the program, the spec and the .deb (it cannot be built here: no KDE runtime)."""

from __future__ import annotations

import configparser
import json
import shutil
import subprocess
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
RESOURCES = ROOT / "rummy_desktop" / "resources"
APP_ID = "io.github.rummy_desktop.RummyDesktop"
METAINFO = RESOURCES / f"{APP_ID}.metainfo.xml"
DESKTOP = RESOURCES / "rummy-desktop.desktop"
MANIFEST = ROOT / "installer" / "flatpak" / f"{APP_ID}.json"


def _desktop() -> configparser.SectionProxy:
    entry = configparser.ConfigParser(interpolation=None)
    entry.optionxform = str
    entry.read(DESKTOP, encoding="utf-8")
    return entry["Desktop Entry"]


def test_desktop_entry_is_valid():
    tool = shutil.which("desktop-file-validate")
    if tool is not None:
        r = subprocess.run([tool, str(DESKTOP)], capture_output=True, text=True)
        assert r.returncode == 0 and not r.stdout.strip(), r.stdout + r.stderr
    d = _desktop()
    assert d["Type"] == "Application" and d["Exec"] == "rummy-desktop" and d["Icon"] == "rummy-desktop"
    assert d["Categories"].endswith(";") and {"Game", "CardGame"} <= set(d["Categories"].split(";"))
    for key in ("Name", "GenericName", "Comment"):
        assert d[f"{key}[pt_BR]"] and d[f"{key}[fr]"]
    assert (RESOURCES / f"{d['Icon']}.svg").is_file()


def test_metainfo_is_valid_and_names_the_desktop_entry():
    tool = shutil.which("appstream-util")
    if tool is not None:
        r = subprocess.run([tool, "validate", "--nonet", str(METAINFO)], capture_output=True, text=True)
        assert r.returncode == 0, r.stdout + r.stderr
    root = ET.parse(METAINFO).getroot()
    assert root.tag == "component" and root.get("type") == "desktop-application"
    assert root.findtext("id") == APP_ID
    assert root.findtext("metadata_license") == "CC0-1.0"
    import tomllib

    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    assert root.findtext("project_license") == project["license"]
    assert root.find("launchable").text == DESKTOP.name
    assert root.find("releases/release").get("version") == project["version"]
    lang = "{http://www.w3.org/XML/1998/namespace}lang"
    for language in ("pt_BR", "fr"):
        assert any(s.get(lang) == language for s in root.findall("summary"))
        assert any(p.get(lang) == language for p in root.findall("description/p"))
    assert {e.text for e in root.findall("provides/binary")} == {_desktop()["Exec"]}


def test_flatpak_manifest_builds_the_same_program():
    manifest = json.loads(MANIFEST.read_text(encoding="utf-8"))
    assert manifest["app-id"] == APP_ID
    assert (manifest["runtime"], manifest["sdk"]) == ("org.kde.Platform", "org.kde.Sdk")
    assert manifest["command"] == _desktop()["Exec"]
    assert manifest["rename-desktop-file"] == DESKTOP.name and manifest["rename-icon"] == _desktop()["Icon"]
    args = set(manifest["finish-args"])
    assert {"--socket=wayland", "--socket=fallback-x11", "--socket=pulseaudio", "--share=network"} <= args
    assert "--filesystem=host-os:ro" in args  # the system's card decks under /run/host
    (module,) = manifest["modules"]
    commands = "\n".join(module["build-commands"])
    # the one-folder program of the spec (its COLLECT name), as `make deb` builds it, on the PATH
    spec = (ROOT / "installer" / "rummy-desktop.spec").read_text(encoding="utf-8")
    assert 'name="rummy-desktop")' in spec
    assert "PyInstaller" in commands and "src/installer/rummy-desktop.spec" in commands
    assert '--distpath "${FLATPAK_DEST}/lib"' in commands
    assert 'ln -s ../lib/rummy-desktop/rummy-desktop "${FLATPAK_DEST}/bin/rummy-desktop"' in commands
    # every file it installs is in the tree
    for source in ("rummy_desktop/resources/rummy-desktop.desktop", "rummy_desktop/resources/rummy-desktop.svg",
                   f"rummy_desktop/resources/{APP_ID}.metainfo.xml"):
        assert f"src/{source}" in commands and (ROOT / source).is_file()
    assert "src/translations/rummy_desktop_*.ts" in commands and list(ROOT.glob("translations/rummy_desktop_*.ts"))
    assert f"share/metainfo/{APP_ID}.metainfo.xml" in commands
    sources = {s["dest"]: s for s in module["sources"]}
    assert (MANIFEST.parent / sources["src"]["path"]).resolve() == ROOT
    assert sources["wheels"]["path"].endswith("build/flatpak-wheels")
    assert module["build-options"]["env"]["PIP_NO_INDEX"] == "1"  # offline, from the wheelhouse
    wheels = (MANIFEST.parent / "wheels.sh").read_text(encoding="utf-8")
    assert 'project["project"]["dependencies"]' in wheels and '["build-system"]["requires"]' in wheels


def test_deb_carries_metainfo_and_suggests_the_decks():
    script = (ROOT / "installer" / "build-deb.sh").read_text(encoding="utf-8")
    assert f"APP_ID={APP_ID}" in script and "usr/share/metainfo" in script
    suggests = next(line for line in script.splitlines() if line.startswith("Suggests:"))
    assert "kdegames-card-data-kf5" in suggests and "aisleriot" in suggests
