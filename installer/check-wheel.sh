#!/usr/bin/env bash
# Build the sdist and the wheel as a packager does (python -m build: the wheel is built from
# the sdist), install the wheel into a fresh venv (pip's cache serves the dependencies) and
# run the installed program from outside the source tree: its rule sets, its lessons played
# through, and its catalogues, icon and desktop entry found inside the installed package.
#
#     make check-wheel                   # what .ci/run does after the tests
#     PYTHON=python3.12 make check-wheel # the fresh venv on another interpreter
set -euo pipefail

ROOT=$(cd "$(dirname "$0")/.." && pwd)
BUILD_PYTHON=${BUILD_PYTHON:-$ROOT/.venv/bin/python}  # has `build` (make check-wheel installs it)
PYTHON=${PYTHON:-python3}                              # the fresh venv's interpreter
OUT=${OUT:-$ROOT/build/wheel-check}

rm -rf "$OUT"
mkdir -p "$OUT"
# --no-isolation: the build venv has what pyproject.toml's build-system asks (setuptools,
# PySide6's lrelease), as a distribution's build root has; an isolated build would install
# PySide6 twice more (for the sdist and for the wheel built from it), the longest part of
# this check. The wheel is still built from the sdist, and both hold the same files.
"$BUILD_PYTHON" -m build --no-isolation --outdir "$OUT/dist" "$ROOT" > "$OUT/build.log" 2>&1 || {
    cat "$OUT/build.log" >&2
    exit 1
}
wheel=$(ls "$OUT"/dist/rummy_desktop-*.whl)
ls "$OUT"/dist/rummy_desktop-*.tar.gz > /dev/null
# a fresh venv, filled by the build venv's pip (no pip of its own to set up first)
"$PYTHON" -m venv --without-pip "$OUT/venv"
"$BUILD_PYTHON" -m pip --python "$OUT/venv/bin/python" install --quiet --no-compile "$wheel"

cd "$OUT"  # outside the source tree: only the installed package can be imported
venv/bin/rummy-desktop variants > variants.txt
grep -q "^rummy " variants.txt && grep -q "^tahiti " variants.txt || {
    echo "check-wheel: the installed program lists no built-in rule sets:" >&2
    cat variants.txt >&2
    exit 1
}
venv/bin/rummy-desktop lessons --verify | tail -n 1
venv/bin/python "$ROOT/installer/check_installed.py"
echo "check-wheel: $(basename "$wheel") installs and runs in three languages"
