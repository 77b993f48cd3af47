"""Qt stays out of core, plugins, solver, ai, advice, session and storage (DESIGN.md layers)."""

import ast
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
QT_FREE = [
    ROOT / "rummy_desktop" / "core", ROOT / "rummy_desktop" / "plugins", ROOT / "rummy_desktop" / "solver",
    ROOT / "rummy_desktop" / "ai", ROOT / "rummy_desktop" / "advice", ROOT / "rummy_desktop" / "session",
    ROOT / "rummy_desktop" / "storage",
    ROOT / "plugins",
]
QT_MODULES = ("PySide6", "PyQt5", "PyQt6", "PySide2", "shiboken6", "qtpy")
# LAN play: the protocol, framing and views are Qt-free; the sockets (QtNetwork) are not.
NET_QT_FREE = ("__init__", "wire", "protocol", "framing", "views", "fuzz", "record", "seal", "own_pause", "address")
# ... and the host's parts that decide without sockets: its limits, guard, handshake and lobby
HOST_QT_FREE = ("limits", "guard", "handshake", "lobby")


def _type_checking_only(tree) -> set:
    """The nodes under ``if TYPE_CHECKING:`` (imported for the annotations only)."""
    out = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.If) and isinstance(node.test, ast.Name) and node.test.id == "TYPE_CHECKING":
            for child in node.body:
                out.update(ast.walk(child))
    return out


def _imports(path: Path, package: str = ""):
    tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
    skip = _type_checking_only(tree)
    for node in ast.walk(tree):
        if node in skip:
            continue
        if isinstance(node, ast.Import):
            yield from (a.name for a in node.names)
        elif isinstance(node, ast.ImportFrom) and node.level and package:  # relative: resolve it
            base = package.rsplit(".", node.level - 1)[0] if node.level > 1 else package
            yield ".".join(filter(None, [base, node.module]))
        elif isinstance(node, ast.ImportFrom) and node.module:
            yield node.module


def test_no_qt_import_in_qt_free_layers():
    offenders = []
    for folder in QT_FREE:
        for path in folder.rglob("*.py"):
            for mod in _imports(path):
                if mod.split(".")[0] in QT_MODULES or mod.startswith("rummy_desktop.ui") or mod.startswith("rummy_desktop.net"):
                    offenders.append(f"{path.relative_to(ROOT)} imports {mod}")
    assert offenders == []


def test_no_qt_import_in_the_qt_free_net_modules():
    offenders = []
    for name in NET_QT_FREE:
        path = ROOT / "rummy_desktop" / "net" / f"{name}.py"
        for mod in _imports(path, "rummy_desktop.net"):
            parts = mod.split(".")
            if parts[0] in QT_MODULES or mod.startswith("rummy_desktop.ui") or (
                mod.startswith("rummy_desktop.net.") and parts[2] not in NET_QT_FREE
            ):
                offenders.append(f"{path.relative_to(ROOT)} imports {mod}")
    assert offenders == []


def test_the_hosts_deciding_parts_are_qt_free():
    """The host's guard, handshake and lobby decide without sockets (tested so, too)."""
    offenders = []
    for name in HOST_QT_FREE:
        path = ROOT / "rummy_desktop" / "net" / "host" / f"{name}.py"
        for mod in _imports(path, "rummy_desktop.net.host"):
            parts = mod.split(".")
            inside = mod.startswith("rummy_desktop.net.host.") and parts[3] in HOST_QT_FREE
            if parts[0] in QT_MODULES or mod.startswith("rummy_desktop.ui") or (
                mod.startswith("rummy_desktop.net.") and parts[2] not in NET_QT_FREE and not inside
            ):
                offenders.append(f"{path.relative_to(ROOT)} imports {mod}")
    assert offenders == []


def test_the_review_is_qt_free():
    """The game review (rummy_desktop/review) runs headless: it reads a client's record
    through the Qt-free net modules only."""
    offenders = []
    for path in (ROOT / "rummy_desktop" / "review").rglob("*.py"):
        for mod in _imports(path, "rummy_desktop.review"):
            parts = mod.split(".")
            if parts[0] in QT_MODULES or mod.startswith("rummy_desktop.ui") or (
                mod.startswith("rummy_desktop.net.") and parts[2] not in NET_QT_FREE
            ):
                offenders.append(f"{path.relative_to(ROOT)} imports {mod}")
    assert offenders == []


def test_headless_commands_do_not_load_qt():
    code = (
        "import sys\n"
        "from rummy_desktop.cli import main\n"
        "main(['variants', '--json'])\n"
        "main(['check', '--variant', 'rummy', '7C', '7D', '7H'])\n"
        "main(['simulate', '--variant', 'carousel', '--players', '3', '--games', '1', '--seed', '1', '--ai', 'random'])\n"
        "import rummy_desktop.session.game_session, rummy_desktop.storage.settings\n"
        "import rummy_desktop.net.framing, rummy_desktop.net.views, rummy_desktop.net.fuzz\n"
        "bad = [m for m in sys.modules if m.split('.')[0] in ('PySide6', 'shiboken6')]\n"
        "assert not bad, bad\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert out.returncode == 0, out.stderr


def test_the_lan_sockets_use_only_qtcore_and_qtnetwork():
    """The host and client run headless (``rummy-desktop host`` / ``join``): no widgets, no GUI."""
    offenders = []
    for path in (ROOT / "rummy_desktop" / "net").rglob("*.py"):
        if path.stem in NET_QT_FREE and path.parent.name == "net":
            continue
        package = ".".join(path.relative_to(ROOT).parent.parts)
        for mod in _imports(path, package):
            if mod.startswith("rummy_desktop.ui") or (
                mod.split(".")[0] in QT_MODULES and mod not in ("PySide6.QtCore", "PySide6.QtNetwork", "shiboken6")
            ):
                offenders.append(f"{path.relative_to(ROOT)} imports {mod}")
    assert offenders == []
