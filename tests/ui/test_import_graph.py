"""No import circle inside ``rummy_desktop/ui`` (issue 46, point 3): the window imports the
games' controllers, never the other way round; the controllers know the window only as the
shell interface (``ui/games/shell.py``).

The graph is read from the source (ast), with every import: at module level and inside
functions alike (an import inside a function only hides an edge, it does not remove it).
Only the imports under ``if TYPE_CHECKING:`` are left out: they are never run.
"""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def _modules(folder: Path, package: str) -> dict[str, tuple[Path, bool]]:
    """Module name: (its file, whether it is a package), for every module under ``folder``."""
    out = {}
    for path in sorted(folder.rglob("*.py")):
        parts = list(path.relative_to(folder).with_suffix("").parts)
        is_package = parts[-1] == "__init__"
        if is_package:
            parts = parts[:-1]
        out[".".join([package, *parts])] = (path, is_package)
    return out


def _run_imports(tree: ast.AST) -> list[ast.Import | ast.ImportFrom]:
    """The import statements of ``tree`` that can run: all of them, wherever they are, but
    those under ``if TYPE_CHECKING:`` (its ``else`` runs, and counts)."""
    found: list[ast.Import | ast.ImportFrom] = []

    def visit(node: ast.AST) -> None:
        if isinstance(node, ast.If) and (
                (isinstance(node.test, ast.Name) and node.test.id == "TYPE_CHECKING")
                or (isinstance(node.test, ast.Attribute) and node.test.attr == "TYPE_CHECKING")):
            for child in node.orelse:
                visit(child)
            return
        if isinstance(node, (ast.Import, ast.ImportFrom)):
            found.append(node)
        for child in ast.iter_child_nodes(node):
            visit(child)

    visit(tree)
    return found


def import_graph(folder: Path, package: str) -> dict[str, set[str]]:
    """Module: the modules of ``package`` (the Python package in ``folder``) that importing it
    runs. ``from P import name`` runs ``P.name`` when it is a module, else ``P`` itself;
    importing a module runs its packages first, but a module's own packages are already under
    way when it runs, so they count only for a name taken from them."""
    modules = _modules(folder, package)
    graph: dict[str, set[str]] = {}
    for name, (path, is_package) in modules.items():
        own = name if is_package else name.rpartition(".")[0]
        ancestors = {name.rsplit(".", i)[0] for i in range(1, name.count(".") + 1)}
        edges: set[str] = set()

        def runs(target: str) -> None:
            """``target`` and its packages (those not already under way)."""
            parts = target.split(".")
            for i in range(1, len(parts) + 1):
                mod = ".".join(parts[:i])
                if mod in modules and mod not in ancestors:
                    edges.add(mod)

        for node in _run_imports(ast.parse(path.read_text(encoding="utf-8"), str(path))):
            if isinstance(node, ast.Import):
                for alias in node.names:
                    runs(alias.name)
                continue
            if node.level:
                base = own.rsplit(".", node.level - 1)[0] if node.level > 1 else own
                source = ".".join(filter(None, [base, node.module]))
            else:
                source = node.module or ""
            runs(source)
            for alias in node.names:
                if f"{source}.{alias.name}" in modules:
                    runs(f"{source}.{alias.name}")
                elif source in modules:
                    edges.add(source)  # a name defined in the package's __init__: it must have run
        edges.discard(name)
        graph[name] = edges
    return graph


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The import circles: for each group of modules that import each other (a strongly
    connected component), one circle through them, as a path that ends where it starts."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    groups: list[list[str]] = []

    def connect(v: str) -> None:  # Tarjan's algorithm
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in sorted(graph.get(v, ())):
            if w not in index:
                connect(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            group = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                group.append(w)
                if w == v:
                    break
            if len(group) > 1:
                groups.append(sorted(group))

    for v in sorted(graph):
        if v not in index:
            connect(v)
    return [_circle(graph, set(group)) for group in groups]


def _circle(graph: dict[str, set[str]], group: set[str]) -> list[str]:
    """A shortest path from the group's first module back to itself, inside the group."""
    start = min(group)
    paths = {start: [start]}
    frontier = [start]
    while frontier:
        step = []
        for v in frontier:
            for w in sorted(graph[v] & group):
                if w == start:
                    return paths[v] + [start]
                if w not in paths:
                    paths[w] = paths[v] + [w]
                    step.append(w)
        frontier = step
    raise AssertionError(f"no circle through {sorted(group)}")


def test_no_import_circle_in_the_interface():
    graph = import_graph(ROOT / "rummy_desktop" / "ui", "rummy_desktop.ui")
    assert "rummy_desktop.ui.games.solo" in graph["rummy_desktop.ui.main_window"]  # (the graph is read)
    found = [" -> ".join(circle) for circle in cycles(graph)]
    assert found == [], "import circles in rummy_desktop/ui:\n" + "\n".join(found)


def test_the_graph_sees_imports_inside_functions_and_not_those_for_type_checking(tmp_path):
    pkg = tmp_path / "pkg"
    (pkg / "sub").mkdir(parents=True)
    (pkg / "__init__.py").write_text("")
    (pkg / "sub" / "__init__.py").write_text("VALUE = 1\n")
    (pkg / "window.py").write_text("from .sub import game\n")
    (pkg / "sub" / "game.py").write_text(
        "from typing import TYPE_CHECKING\n"
        "if TYPE_CHECKING:\n    from ..window import Window\n"
        "def later():\n    from .. import window\n")
    (pkg / "sub" / "other.py").write_text("from . import VALUE\nfrom . import game\n")
    (pkg / "typed.py").write_text(
        "import typing\nif typing.TYPE_CHECKING:\n    from . import window\nelse:\n    from .sub import other\n")
    graph = import_graph(pkg, "pkg")
    assert graph["pkg.window"] == {"pkg.sub", "pkg.sub.game"}
    assert graph["pkg.sub.game"] == {"pkg.window"}  # from inside a function; not the TYPE_CHECKING one
    assert graph["pkg.sub.other"] == {"pkg.sub", "pkg.sub.game"}  # a name of its package's __init__
    assert graph["pkg.typed"] == {"pkg.sub", "pkg.sub.other"}  # the else branch runs
    assert cycles(graph) == [["pkg.sub.game", "pkg.window", "pkg.sub.game"]]
    (pkg / "sub" / "game.py").write_text("def later():\n    pass\n")
    assert cycles(import_graph(pkg, "pkg")) == []
