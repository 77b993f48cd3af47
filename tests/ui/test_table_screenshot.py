"""The table at a fixed size and seed looks as it did: compared with a stored image.

A mismatch saves the new picture next to the test's temporary folder (see the message).
To accept a deliberate change of the drawing, run this file with RUMMY_DESKTOP_UPDATE_IMAGES=1.
"""

import os
from pathlib import Path

from PySide6.QtGui import QImage
from table_support import make_table, wait_my_turn

STORED = Path(__file__).parent / "data" / "table_manipulation_1024x640.png"
SIZE = (1024, 640)


def difference(a: QImage, b: QImage) -> float:
    """The share of pixels that differ by more than a little (anti-aliasing tolerated)."""
    if a.size() != b.size():
        return 1.0
    a = a.convertToFormat(QImage.Format_RGB32)
    b = b.convertToFormat(QImage.Format_RGB32)
    differ = 0
    step = 2  # every other pixel in both directions is plenty
    for y in range(0, a.height(), step):
        for x in range(0, a.width(), step):
            pa, pb = a.pixel(x, y), b.pixel(x, y)
            if pa != pb and max(abs(((pa >> s) & 255) - ((pb >> s) & 255)) for s in (0, 8, 16)) > 48:
                differ += 1
    return differ / ((a.height() // step) * (a.width() // step))


def test_table_matches_the_stored_picture(qtbot, catalog, tmp_path, monkeypatch):
    from app_support import ensure_qm

    from rummy_desktop.ui.i18n import Translations

    # in English as a player reads it ("7 cards", not the source's "7 card(s)"), whichever
    # test ran before in this process
    monkeypatch.setenv("RUMMY_DESKTOP_HOME", str(tmp_path))
    ensure_qm()
    Translations().apply("en")
    w, _ = make_table(qtbot, catalog, "manipulation", players=4, seed=2026, size=SIZE)
    wait_my_turn(qtbot, w)
    qtbot.wait(50)
    shot = w.grab().toImage()
    if os.environ.get("RUMMY_DESKTOP_UPDATE_IMAGES") or not STORED.exists():
        STORED.parent.mkdir(exist_ok=True)
        shot.save(str(STORED))
    stored = QImage(str(STORED))
    share = difference(shot, stored)
    if share > 0.01:
        out = tmp_path / STORED.name
        shot.save(str(out))
        raise AssertionError(f"{share:.1%} of the table differs from {STORED.name}; new picture: {out}")
