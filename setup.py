"""The build steps pyproject.toml cannot declare: the Qt catalogues.

The committed sources are ``translations/rummy_desktop_<lang>.ts``; the program reads the
compiled ``.qm`` files. A wheel carries them in ``rummy_desktop/translations/``, compiled
here from the ``.ts`` files with PySide6's lrelease (PySide6-Essentials is a build
requirement). An sdist carries them compiled too, in the same folder, so a wheel built from
an sdist uses them as they are.
"""

from __future__ import annotations

import importlib.util
import shutil
import subprocess
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py
from setuptools.command.sdist import sdist

ROOT = Path(__file__).resolve().parent
SOURCES = ROOT / "translations"
#: where the compiled catalogues live in the package (see rummy_desktop.ui.i18n)
PACKAGED = Path("rummy_desktop") / "translations"


def lrelease() -> str:
    """PySide6's lrelease (in the package, or on the PATH as pyside6-lrelease)."""
    spec = importlib.util.find_spec("PySide6")
    if spec is not None and spec.submodule_search_locations:
        for folder in spec.submodule_search_locations:
            for name in ("lrelease", "lrelease.exe"):
                tool = Path(folder) / name
                if tool.is_file():
                    return str(tool)
    for name in ("pyside6-lrelease", "lrelease"):
        found = shutil.which(name)
        if found:
            return found
    raise SystemExit("building Rummy Desktop needs PySide6's lrelease to compile translations/*.ts "
                     "(pip install PySide6-Essentials)")


def compile_catalogues(out: Path) -> list[Path]:
    """translations/rummy_desktop_*.ts compiled into ``out``; the .qm files written."""
    sources = sorted(SOURCES.glob("rummy_desktop_*.ts"))
    if not sources:
        raise SystemExit(f"no translations/rummy_desktop_*.ts in {ROOT}")
    out.mkdir(parents=True, exist_ok=True)
    tool = lrelease()
    written = []
    for ts in sources:
        qm = out / ts.with_suffix(".qm").name
        subprocess.run([tool, "-silent", str(ts), "-qm", str(qm)], check=True)
        if not qm.is_file() or qm.stat().st_size == 0:
            raise SystemExit(f"lrelease wrote no catalogue for {ts.name}")
        written.append(qm)
    return written


class BuildPy(build_py):
    """The package, with the compiled catalogues (an sdist's, or compiled now)."""

    def run(self) -> None:
        super().run()
        if self.editable_mode:  # an editable install reads translations/ beside the sources
            return
        target = Path(self.build_lib) / PACKAGED
        shipped = sorted((ROOT / PACKAGED).glob("rummy_desktop_*.qm"))
        if shipped and (ROOT / "PKG-INFO").is_file():  # an unpacked sdist: its catalogues
            target.mkdir(parents=True, exist_ok=True)
            for qm in shipped:
                self.copy_file(str(qm), str(target / qm.name))
        else:
            compile_catalogues(target)


class SDist(sdist):
    """The sources (the .ts files included) and the catalogues compiled from them."""

    def make_release_tree(self, base_dir, files) -> None:
        super().make_release_tree(base_dir, files)
        compile_catalogues(Path(base_dir) / PACKAGED)


if __name__ == "__main__":  # (setuptools' build backend runs this file as __main__)
    setup(cmdclass={"build_py": BuildPy, "sdist": SDist})
