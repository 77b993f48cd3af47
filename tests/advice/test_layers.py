"""Advice above search (issue 46, point 4): the hints, the judge and the reasons live in
``rummy_desktop.advice``, above ``solver`` and ``ai``, which import nothing from it; the
review and the table use it; and no private name crosses a module boundary among them."""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2] / "rummy_desktop"
BELOW = ("solver", "ai", "core", "plugins")
AMONG = ("advice", "solver", "ai", "review")


def _imports(path: Path, package: str):
    """(module, names) of every import of ``path`` (relative ones resolved)."""
    tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for a in node.names:
                yield a.name, []
        elif isinstance(node, ast.ImportFrom):
            module = node.module or ""
            if node.level:
                base = package.rsplit(".", node.level - 1)[0] if node.level > 1 else package
                module = ".".join(filter(None, [base, module]))
            yield module, [a.name for a in node.names]


def _modules(folder: str):
    for path in (ROOT / folder).rglob("*.py"):
        package = "rummy_desktop." + ".".join(path.relative_to(ROOT).parent.parts)
        yield path, package


def test_the_layers_below_advice_import_nothing_from_it():
    offenders = [f"{path.relative_to(ROOT)} imports {mod}"
                 for folder in BELOW for path, package in _modules(folder)
                 for mod, _names in _imports(path, package) if mod.startswith("rummy_desktop.advice")]
    assert offenders == []


def test_the_review_and_the_table_take_their_hints_and_judge_from_advice():
    used = {mod for folder in ("review", "ui/table") for path, package in _modules(folder)
            for mod, _names in _imports(path, package)}
    assert any(m.startswith("rummy_desktop.advice") for m in used)
    assert not any(m.startswith("rummy_desktop.solver.hints") or m.startswith("rummy_desktop.ai.advice") for m in used)


def test_no_private_name_crosses_a_module_boundary():
    offenders = []
    for folder in AMONG:
        for path, package in _modules(folder):
            for mod, names in _imports(path, package):
                if not mod.startswith("rummy_desktop."):
                    continue
                offenders += [f"{path.relative_to(ROOT)} imports {mod}.{n}" for n in names
                              if n.startswith("_") and not n.startswith("__")]
            tree = ast.parse(path.read_text(encoding="utf-8"))
            modules = {a.asname or a.name.split(".")[-1] for node in ast.walk(tree)
                       if isinstance(node, (ast.Import, ast.ImportFrom)) for a in node.names}
            for node in ast.walk(tree):
                if isinstance(node, ast.Attribute) and node.attr.startswith("_") and not node.attr.startswith("__") \
                        and isinstance(node.value, ast.Name) and node.value.id in modules:
                    offenders.append(f"{path.relative_to(ROOT)} reads {node.value.id}.{node.attr}")
    assert offenders == []
