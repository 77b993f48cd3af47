#!/usr/bin/env bash
# Build a Debian package from the PyInstaller one-folder build.
#
#     make deb                          # installs PyInstaller (the 'installer' extra), builds, packages
#     installer/build-deb.sh            # runs PyInstaller first if dist/rummy-desktop is missing
#     DIST=path/to/rummy-desktop installer/build-deb.sh   # package an existing build
#
# The program goes to /opt/rummy-desktop, with /usr/bin/rummy-desktop, a .desktop file,
# the icon and the AppStream metainfo; it suggests the card decks of KDE's and GNOME's card
# games (Settings ▸ Cards offers every deck installed). The package lands in dist/.
# It is xz-compressed at level 1 (XZ_LEVEL):
# every dpkg reads it, and on this 2-core machine it takes about 30 s for 240 MB (78 MB
# packed), where the default level ran for minutes.
set -euo pipefail

ROOT=$(cd "$(dirname "$0")/.." && pwd)
cd "$ROOT"
PYTHON=${PYTHON:-$ROOT/.venv/bin/python}
DIST=${DIST:-$ROOT/dist/rummy-desktop}
OUT=${OUT:-$ROOT/dist}

if [ ! -x "$DIST/rummy-desktop" ]; then
    "$PYTHON" -c "import PyInstaller" 2>/dev/null || {
        echo "build-deb: PyInstaller is not installed for $PYTHON; run 'make deb'" \
             "(it installs the 'installer' extra: pip install -e '.[installer]')" >&2
        exit 1
    }
    make translations
    "$PYTHON" -m PyInstaller --noconfirm --clean --distpath "$ROOT/dist" --workpath "$ROOT/build/pyinstaller" \
        installer/rummy-desktop.spec
fi
[ -x "$DIST/rummy-desktop" ] || { echo "build-deb: no executable $DIST/rummy-desktop" >&2; exit 1; }

APP_ID=io.github.rummy_desktop.RummyDesktop  # the AppStream id (rummy_desktop/resources/*.metainfo.xml)
VERSION=$(sed -n 's/^version *= *"\(.*\)"/\1/p' pyproject.toml | head -n 1)
ARCH=$(dpkg --print-architecture)
PKG="$ROOT/build/deb/rummy-desktop_${VERSION}_${ARCH}"

rm -rf "$PKG"
mkdir -p "$PKG/DEBIAN" "$PKG/opt/rummy-desktop" "$PKG/usr/bin" "$PKG/usr/share/applications" \
    "$PKG/usr/share/icons/hicolor/scalable/apps" "$PKG/usr/share/metainfo" "$PKG/usr/share/doc/rummy-desktop"
cp -a "$DIST/." "$PKG/opt/rummy-desktop/"
ln -s /opt/rummy-desktop/rummy-desktop "$PKG/usr/bin/rummy-desktop"
install -m 644 rummy_desktop/resources/rummy-desktop.desktop "$PKG/usr/share/applications/rummy-desktop.desktop"
install -m 644 rummy_desktop/resources/rummy-desktop.svg "$PKG/usr/share/icons/hicolor/scalable/apps/rummy-desktop.svg"
install -m 644 rummy_desktop/resources/$APP_ID.metainfo.xml "$PKG/usr/share/metainfo/$APP_ID.metainfo.xml"
install -m 644 README.md "$PKG/usr/share/doc/rummy-desktop/README.md"
install -m 644 COPYING "$PKG/usr/share/doc/rummy-desktop/copyright"

SIZE=$(du -sk "$PKG" --exclude=DEBIAN | cut -f1)
cat > "$PKG/DEBIAN/control" <<CONTROL
Package: rummy-desktop
Version: $VERSION
Section: games
Priority: optional
Architecture: $ARCH
Installed-Size: $SIZE
Depends: libc6, libegl1, libgl1, libfontconfig1, libxkbcommon0, libxkbcommon-x11-0, libxcb-cursor0, libxcb-icccm4, libxcb-keysyms1, libxcb-image0, libxcb-render-util0, libxcb-xkb1, libxcb-shape0, libxcb-randr0
Suggests: kdegames-card-data-kf5 | kdegames-card-data-kf6, aisleriot
Maintainer: Rummy Desktop developers <rummy-desktop@localhost>
Homepage: https://github.com/rummy-desktop/rummy-desktop
Description: card table for the Rummy family
 Play Rummy, Rummy Multiplayer, Rummy 500 and the Manipulation family
 (Manipulation, Machiavelli, Shanghai, Guadalupe, Carousel, Vatican, Tahiti)
 against the computer, in English, Brazilian Portuguese or French.
CONTROL

mkdir -p "$OUT"
dpkg-deb -Zxz -z"${XZ_LEVEL:-1}" --root-owner-group --build "$PKG" "$OUT/rummy-desktop_${VERSION}_${ARCH}.deb"
echo "built $OUT/rummy-desktop_${VERSION}_${ARCH}.deb"
