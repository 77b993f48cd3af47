"""Count the imports written inside functions, and those of them that give no reason.

An import inside a function gives its reason in a comment: on its own line, or in the comment
lines just above it or above the run of imports it belongs to (one comment may cover a block).
Imports under ``if TYPE_CHECKING:`` are not counted: they are not run.

    .venv/bin/python tools/late_imports.py [PATH ...]      # counts per top-level folder
    .venv/bin/python tools/late_imports.py --list [PATH ...]  # and each import without a reason

The default paths are rummy_desktop's core, ai, advice, review and ui (issue 46 point 6).
"""

from __future__ import annotations

import argparse
import ast
import sys
from collections import Counter
from pathlib import Path

DEFAULT = ["rummy_desktop/core", "rummy_desktop/ai", "rummy_desktop/advice", "rummy_desktop/review", "rummy_desktop/ui"]


def _late_imports(tree: ast.AST) -> list[ast.Import | ast.ImportFrom]:
    """The import statements inside a function's body (at any depth)."""
    found: list[ast.Import | ast.ImportFrom] = []

    def visit(node: ast.AST, in_function: bool) -> None:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, (ast.Import, ast.ImportFrom)):
                if in_function:
                    found.append(child)
            elif isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)):
                visit(child, True)
            else:
                visit(child, in_function)

    visit(tree, False)
    return found


def _has_reason(lines: list[str], node: ast.stmt) -> bool:
    if "#" in lines[node.lineno - 1]:
        return True
    row = node.lineno - 2  # the line above, 0-based
    while row >= 0:
        text = lines[row].strip()
        if text.startswith("#") or (text.startswith("try:") and "#" in text):
            return True
        if not text or text.startswith(("import ", "from ")) or (text and text[0] in ")" or text.endswith(",")):
            row -= 1  # another import of the same run, a wrapped one's lines, or a blank line
            continue
        return False
    return False


def scan(paths: list[str]) -> tuple[Counter[str], Counter[str], list[str]]:
    total: Counter[str] = Counter()
    bare: Counter[str] = Counter()
    listing: list[str] = []
    for base in paths:
        for path in sorted(Path(base).rglob("*.py")) if Path(base).is_dir() else [Path(base)]:
            source = path.read_text(encoding="utf-8")
            lines = source.splitlines()
            group = base
            for node in _late_imports(ast.parse(source)):
                total[group] += 1
                if not _has_reason(lines, node):
                    bare[group] += 1
                    listing.append(f"{path}:{node.lineno}: {lines[node.lineno - 1].strip()}")
    return total, bare, listing


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("paths", nargs="*", default=DEFAULT)
    parser.add_argument("--list", action="store_true", help="list each import without a reason")
    args = parser.parse_args(argv)
    total, bare, listing = scan(args.paths)
    if args.list:
        print("\n".join(listing))
    width = max((len(p) for p in args.paths), default=10)
    print(f"{'path':{width}}  inside functions  without a reason")
    for path in args.paths:
        print(f"{path:{width}}  {total[path]:16}  {bare[path]:16}")
    print(f"{'all':{width}}  {sum(total.values()):16}  {sum(bare.values()):16}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
