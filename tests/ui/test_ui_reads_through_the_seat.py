"""The interface plays and shows a game only through the seat interface
(session.seat_channel): no module of rummy_desktop/ui reaches the engine, so a network
game, which has no engine on the client, shows the same table and sheets."""

from __future__ import annotations

import re
from pathlib import Path

UI = Path(__file__).resolve().parents[2] / "rummy_desktop" / "ui"
ENGINE = re.compile(r"\.game\b|core\.engine|core import engine|\bGame\(")


def test_no_ui_module_reaches_the_engine():
    offenders = []
    for path in sorted(UI.rglob("*.py")):
        for no, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            code = line.split("#", 1)[0]
            if ENGINE.search(code):
                offenders.append(f"{path.relative_to(UI)}:{no}: {line.strip()}")
    assert not offenders, "\n".join(offenders)
