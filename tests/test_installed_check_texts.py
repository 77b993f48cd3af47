"""The installed-wheel check (installer/check_installed.py, run by `make check-wheel` in
.ci/run) looks up texts by their Qt context: a class that moves a text elsewhere must move
the check's key too. Read here from the catalogues' sources, so `make test` says so before
the wheel is built."""

from __future__ import annotations

import ast
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def _expected_keys() -> list[tuple[str, str]]:
    tree = ast.parse((ROOT / "installer" / "check_installed.py").read_text(encoding="utf-8"))
    for node in tree.body:
        if isinstance(node, ast.AnnAssign | ast.Assign):
            target = node.target if isinstance(node, ast.AnnAssign) else node.targets[0]
            if isinstance(target, ast.Name) and target.id == "EXPECTED":
                return [(k.elts[0].value, k.elts[1].value) for k in node.value.keys]
    raise AssertionError("installer/check_installed.py has no EXPECTED table")


def test_every_text_the_installed_check_reads_is_in_every_catalogue_under_its_context():
    keys = _expected_keys()
    assert keys
    for ts in (ROOT / "translations" / f"rummy_desktop_{lang}.ts" for lang in ("pt_BR", "fr")):  # the languages it checks
        found = {(ctx.findtext("name"), m.findtext("source")) for ctx in ET.parse(ts).getroot().iter("context")
                 for m in ctx.iter("message")}
        missing = [k for k in keys if k not in found]
        assert not missing, f"{ts.name}: {missing}"
