"""The games' controllers see the window only through the shell interface (issue 46, point 3):
the window implements every member of :class:`~rummy_desktop.ui.games.shell.Shell`, and the
controllers and the Game menu's network entries never name the window's class nor reach for
a private member of what they are given."""

from __future__ import annotations

import ast
import inspect
from pathlib import Path

from rummy_desktop.ui.games.shell import Shell
from rummy_desktop.ui.main_window import MainWindow

ROOT = Path(__file__).resolve().parents[2]
UI = ROOT / "rummy_desktop" / "ui"
# what the controllers are, and the other modules that get the shell
SHELL_USERS = sorted((UI / "games").glob("*.py")) + [UI / "network" / "shell.py", UI / "network" / "waiting.py",
                                                      UI / "history.py"]


def shell_members() -> set[str]:
    names = {n for n in vars(Shell) if not n.startswith("_")}
    return names | set(getattr(Shell, "__annotations__", {}))


def test_the_window_has_every_member_of_the_shell(window):
    assert {"show_page", "settings", "report", "dialog", "keep_dialog"} <= shell_members()
    for name in sorted(shell_members()):
        assert hasattr(window, name), name
        wanted = vars(Shell).get(name)
        if inspect.isfunction(wanted):
            have = getattr(MainWindow, name)
            params = [p for p in inspect.signature(wanted).parameters.values() if p.name != "self"]
            # the window takes every argument a controller may pass, by position or by name
            inspect.signature(have).bind(None, *[p.name for p in params if p.default is p.empty])
            inspect.signature(have).bind(None, **{p.name: None for p in params})
        elif isinstance(wanted, property):
            assert not callable(getattr(window, name)), name


def test_controllers_know_the_window_only_as_the_shell():
    offenders = []
    for path in SHELL_USERS:
        tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom) and (node.module or "").endswith("main_window"):
                offenders.append(f"{path.name}:{node.lineno} imports the main window")
            elif isinstance(node, ast.Name) and node.id == "MainWindow":
                offenders.append(f"{path.name}:{node.lineno} names MainWindow")
            elif isinstance(node, ast.Attribute) and node.attr.startswith("_") and not node.attr.startswith("__"):
                owner = node.value
                name = owner.attr if isinstance(owner, ast.Attribute) else getattr(owner, "id", "")
                if name in ("shell", "window", "window_"):
                    offenders.append(f"{path.name}:{node.lineno} reads {name}.{node.attr}")
    assert offenders == []
