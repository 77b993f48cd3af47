#!/usr/bin/env bash
# The wheelhouse the Flatpak build installs from (it has no network): the program's
# dependencies as pyproject.toml names them, PyInstaller, and the build requirements, for
# the Python of the KDE runtime's SDK (org.kde.Sdk 6.8: Python 3.12) on x86_64.
#
#     make flatpak        # this, then flatpak-builder with the manifest beside it
set -euo pipefail

ROOT=$(cd "$(dirname "$0")/../.." && pwd)
PYTHON=${PYTHON:-$ROOT/.venv/bin/python}
OUT=${OUT:-$ROOT/build/flatpak-wheels}
SDK_PYTHON=${SDK_PYTHON:-3.12}

mapfile -t REQS < <("$PYTHON" - "$ROOT/pyproject.toml" <<'PY'
import sys, tomllib
project = tomllib.load(open(sys.argv[1], "rb"))
for req in project["project"]["dependencies"] + project["build-system"]["requires"]:
    print(req)
for req in project["project"]["optional-dependencies"]["installer"]:
    print(req)
PY
)
mkdir -p "$OUT"
"$PYTHON" -m pip download --quiet --dest "$OUT" --only-binary=:all: --python-version "$SDK_PYTHON" \
    --platform manylinux_2_34_x86_64 --platform manylinux_2_28_x86_64 --platform manylinux_2_17_x86_64 --platform manylinux2014_x86_64 \
    --platform linux_x86_64 "${REQS[@]}" wheel
echo "wheels for Python $SDK_PYTHON in $OUT: $(ls "$OUT" | wc -l)"
