"""The card scene knows no rules (issue 46, point 1, after kpat's libkcardgame): the package
``ui/table/cardscene`` imports nothing from the program's other layers (the engine, the
session...) nor from the rest of the table, only Qt, the standard library and itself. Every
import counts, in a function too; the ones under ``if TYPE_CHECKING:`` too (a type named
from the game would tie the scene to it all the same)."""

from __future__ import annotations

import ast
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[2] / "rummy_desktop" / "ui" / "table" / "cardscene"


def test_the_card_scene_imports_only_qt_the_standard_library_and_itself():
    files = sorted(PACKAGE.glob("*.py"))
    assert len(files) >= 5
    offenders = []
    for path in files:
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom):
                names = ["." * node.level + (node.module or "")]
                if node.level > 1 or (node.level == 0 and (node.module or "").startswith("rummy_desktop")):
                    offenders.append(f"{path.name}:{node.lineno}: from {names[0]}")
            elif isinstance(node, ast.Import):
                offenders += [f"{path.name}:{node.lineno}: import {a.name}" for a in node.names
                              if a.name.startswith("rummy_desktop")]
    assert not offenders, "\n".join(offenders)
