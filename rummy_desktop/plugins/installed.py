"""The installed plugins: their entry points in the order they are registered, the ones the
player switched off, and the program versions each declares it works with.

* **Order.** :func:`precedence`: the program's own plugins first, then the others by
  distribution name, then by entry-point name, whatever the order of installation.
* **Switched off.** A third-party plugin is left out, by its entry-point name, when it is
  listed in the environment variable ``RUMMY_DESKTOP_DISABLE_PLUGINS`` (names separated by
  commas), which ``--disable-plugin NAME`` and Settings ▸ Plugins fill (:func:`switch_off`).
  The program's own plugins cannot be switched off.
* **Compatibility.** A distribution declares the versions of Rummy Desktop it works with as
  its requirement on ``rummy-desktop`` (``dependencies = ["rummy-desktop>=0.1,<0.3"]`` in its
  ``pyproject.toml``); outside them its plugins are left out, with the reason
  (:func:`incompatible`).
"""

from __future__ import annotations

import os
import re
from collections.abc import Iterable
from importlib import metadata

#: The program's own distribution: its plugins (the built-in rule sets and computer
#: players) come first, and cannot be switched off.
PROGRAM = "rummy-desktop"
#: The entry-point group a plugin registers under (``[project.entry-points.rummy_desktop]``).
ENTRY_POINT_GROUP = "rummy_desktop"
#: Plugins switched off, by entry-point name, separated by commas.
DISABLE_ENV = "RUMMY_DESKTOP_DISABLE_PLUGINS"


def origin(ep: metadata.EntryPoint) -> tuple[str, str]:
    """The distribution an entry point comes from and its version ("" when unknown)."""
    dist = getattr(ep, "dist", None)
    if dist is None:
        return "", ""
    return dist.metadata["Name"] or "", dist.version or ""


def _normal(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()


def precedence(entry_points: Iterable[metadata.EntryPoint]) -> list[metadata.EntryPoint]:
    """The entry points in the order their plugins are registered, which decides who keeps
    an id or a name that two plugins want (first come, first served): the program's own
    plugins first, then the others by distribution name, then by entry-point name. The
    order does not depend on the order of installation."""

    def key(ep: metadata.EntryPoint) -> tuple[int, str, str]:
        dist = _normal(origin(ep)[0])
        return (0 if dist == PROGRAM else 1, dist, ep.name)

    return sorted(entry_points, key=key)


def is_program(ep: metadata.EntryPoint) -> bool:
    return _normal(origin(ep)[0]) == PROGRAM


def switched_off() -> set[str]:
    """The plugins switched off (entry-point names), from ``RUMMY_DESKTOP_DISABLE_PLUGINS``."""
    return {n.strip() for n in os.environ.get(DISABLE_ENV, "").split(",") if n.strip()}


def switch_off(names: Iterable[str]) -> None:
    """Switch ``names`` off for this process and the processes it starts (before the
    plugins are loaded: the catalogue is loaded once)."""
    names = switched_off() | {n.strip() for n in names if n and n.strip()}
    if names:
        os.environ[DISABLE_ENV] = ",".join(sorted(names))


def program_version() -> str:
    """The running Rummy Desktop's version."""
    try:
        return metadata.version(PROGRAM)
    except metadata.PackageNotFoundError:  # a source tree that is not installed
        return "0"


def _release(version: str) -> tuple[int, ...]:
    """The numbers of a version's release part ("1.2.0rc1" -> (1, 2, 0))."""
    out = []
    for part in version.split("."):
        digits = re.match(r"\d+", part)
        if digits is None:
            break
        out.append(int(digits.group()))
        if digits.group() != part:
            break
    return tuple(out) or (0,)


def _cmp(a: tuple[int, ...], b: tuple[int, ...]) -> int:
    n = max(len(a), len(b))
    a, b = a + (0,) * (n - len(a)), b + (0,) * (n - len(b))
    return (a > b) - (a < b)


def satisfies(version: str, specifier: str) -> bool:
    """Does ``version`` meet ``specifier`` (``">=0.1,<0.3"``, ``"==0.2.*"``, ``"~=0.2"``)?
    The release numbers are compared; a clause that cannot be read is not met."""
    v = _release(version)
    for clause in filter(None, (c.strip() for c in specifier.split(","))):
        m = re.fullmatch(r"(~=|==|!=|<=|>=|<|>)\s*([0-9][0-9a-zA-Z.*+!-]*)", clause)
        if m is None:
            return False
        op, target = m.groups()
        if target.endswith(".*") and op in ("==", "!="):
            prefix = _release(target[:-2])
            same = v[:len(prefix)] + (0,) * max(0, len(prefix) - len(v)) == prefix
            if same != (op == "=="):
                return False
            continue
        t = _release(target)
        c = _cmp(v, t)
        ok = {"==": c == 0, "!=": c != 0, "<=": c <= 0, ">=": c >= 0, "<": c < 0, ">": c > 0,
              "~=": c >= 0 and v[:max(1, len(t) - 1)] == t[:max(1, len(t) - 1)]}[op]
        if not ok:
            return False
    return True


def requirement(ep: metadata.EntryPoint) -> str | None:
    """What the entry point's distribution requires of Rummy Desktop (``">=0.1"``), or None."""
    dist = getattr(ep, "dist", None)
    for req in (dist.requires or []) if dist is not None else []:
        text, _, marker = req.partition(";")
        if "extra" in marker:
            continue
        m = re.match(r"\s*([A-Za-z0-9][A-Za-z0-9._-]*)\s*(?:\[[^\]]*\])?\s*\(?([^)]*)\)?\s*$", text)
        if m is not None and _normal(m.group(1)) == PROGRAM:
            return m.group(2).strip()
    return None


def incompatible(ep: metadata.EntryPoint, version: str | None = None) -> str | None:
    """Why the entry point's plugin cannot be used with this version of Rummy Desktop (its
    distribution requires other versions), or None."""
    if is_program(ep):
        return None
    wanted = requirement(ep)
    version = version or program_version()
    if wanted and not satisfies(version, wanted):
        return f"made for Rummy Desktop {wanted}; this is {version}"
    return None


def third_party() -> list[tuple[str, str, str]]:
    """Every installed third-party plugin, switched off or not: (entry-point name,
    distribution, version), in the order of :func:`precedence` (Settings ▸ Plugins)."""
    out, seen = [], set()
    for ep in precedence(metadata.entry_points(group=ENTRY_POINT_GROUP)):
        if is_program(ep) or ep.name in seen:
            continue
        seen.add(ep.name)
        out.append((ep.name, *origin(ep)))
    return out
