"""``rummy-desktop solve [--json] [--batch] < POSITION.json`` (issue 3, point 4).

POSITION::

    {"variant": "manipulation", "options": {...}, "players": 2,
     "table": [["5H", "6H", "7H"], ["JK=5D", "6D", "7D"]], "hand": ["8H", "JK"],
     "loose": ["9C"], "opened": true, "objective": "cards" | "value"}

``players``, ``loose`` (Tahiti), ``opened`` (Vatican) and ``objective`` are optional.
Table jokers are written declared (``JK=5H``), hand jokers ``JK``. The answer::

    {"count": n, "value": v, "placed": [cards], "table": [[cards]...],
     "hint": {"card": c, "groups": [indices into the input table], "rearrange": bool} | null,
     "ms": solve milliseconds}

``table`` is the complete new arrangement (the input table when no play exists); its
jokers are written with their faces, ``JK1=5H``. With ``--batch`` one POSITION is read
per line and one answer printed per line.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from typing import Any

from rummy_desktop.cli import UsageError, read_json
from rummy_desktop.core.cards import JOKER_BASE, CardError, assign_ids, card_name, face_name


def add_parser(subparsers) -> None:
    p = subparsers.add_parser(
        "solve", help="the best play of a Manipulation-family position read as JSON from standard input")
    p.add_argument("--json", action="store_true", help="print the answer as JSON")
    p.add_argument("--batch", action="store_true", help="one position per input line, one answer per line")
    p.set_defaults(func=cmd_solve)


def _usage(msg: str):
    return UsageError(msg)


def _name(card: int, declared: dict[int, int]) -> str:
    if card >= JOKER_BASE and card in declared:
        return f"{card_name(card)}={face_name(declared[card])}"
    return card_name(card)


def parse_position(data: Any) -> dict[str, Any]:
    """The solver's arguments from POSITION data; UsageError when bad."""
    # lazily: the plugins (pydantic) only when a position is read (the command line loads this module)
    from rummy_desktop.core.groups import is_valid
    from rummy_desktop.core.variant import SpecError
    from rummy_desktop.plugins.manager import default_catalog

    if not isinstance(data, dict):
        raise _usage("the position must be a JSON object")
    catalog = default_catalog()
    try:
        variant = catalog.variant(str(data.get("variant", "manipulation")))
        spec = variant.spec
        if not spec.structure.working_copy:
            raise _usage(f"solve is for the Manipulation family; {spec.id} is a draw-and-discard game")
        options = data.get("options") or {}
        if not isinstance(options, dict):
            raise _usage("'options' must be an object")
        players = data.get("players")
        if players is not None and (not isinstance(players, int) or isinstance(players, bool)):
            raise _usage("'players' must be a number")
        rules = catalog.rules(spec.id, {str(k): str(v) for k, v in options.items()}, players)
    except SpecError as e:
        raise _usage(str(e))
    table_in = data.get("table") or []
    hand_in = data.get("hand")
    loose_in = data.get("loose") or []
    if not isinstance(table_in, list) or not all(isinstance(g, list) for g in table_in):
        raise _usage("'table' must be a list of card lists")
    if not isinstance(hand_in, list):
        raise _usage("'hand' must be a list of cards")
    if not isinstance(loose_in, list):
        raise _usage("'loose' must be a list of cards")
    if loose_in and not rules.loose_cards:
        raise _usage(f"{spec.name} has no loose cards")
    objective = data.get("objective", "cards")
    if objective not in ("cards", "value"):
        raise _usage("'objective' must be \"cards\" or \"value\"")
    opened = data.get("opened", True)
    if not isinstance(opened, bool):
        raise _usage("'opened' must be true or false")
    texts = [str(c) for g in table_in for c in g] + [str(c) for c in hand_in] + [str(c) for c in loose_in]
    try:
        ids, declared = assign_ids(texts)
    except CardError as e:
        raise _usage(str(e))
    pos = 0
    table: list[list[int]] = []
    for g in table_in:
        table.append(ids[pos:pos + len(g)])
        pos += len(g)
    hand = ids[pos:pos + len(hand_in)]
    pos += len(hand_in)
    loose = ids[pos:]
    jokers = [c for c in ids if c >= JOKER_BASE]
    if jokers and rules.joker_policy == "none":
        raise _usage(f"{spec.name} is played without jokers")
    for c in hand + loose:
        if c in declared:
            raise _usage("only table jokers carry a declared face (hand and loose jokers are written JK)")
    for i, g in enumerate(table):
        for c in g:
            if c >= JOKER_BASE and c not in declared:
                raise _usage(f"table group {i}: a table joker must be written declared, e.g. JK=5H")
        if not is_valid(g, declared, rules.meld):
            raise _usage(f"table group {i} is not a valid group for {spec.name}")
    return {"table": table, "declared": declared, "hand": hand, "rules": rules, "loose": loose,
            "opened": opened, "objective": objective}


def answer(pos: dict[str, Any]) -> dict[str, Any]:
    # lazily: the search (and OR-Tools) only when a position is solved
    from .exact import solve
    from .lp import load

    load()  # the solver library's one-off import is not solve time
    start = time.perf_counter()
    sol = solve(pos["table"], pos["declared"], pos["hand"], pos["rules"], loose=pos["loose"],
                opened=pos["opened"], objective=pos["objective"])
    ms = (time.perf_counter() - start) * 1000
    if sol is None:
        out = {"count": 0, "value": 0, "placed": [],
               "table": [[_name(c, pos["declared"]) for c in g] for g in pos["table"]]}
    else:
        out = {"count": sol.count, "value": sol.value, "placed": [_name(c, {}) for c in sol.placed],
               "table": [[_name(c, sol.declared) for c in g] for g in sol.table]}
    # the hint is the best play itself (one judge: the hint, Show me and the review)
    out["hint"] = None if sol is None else {
        "card": _name(sol.hint_card, {}), "groups": list(sol.changed), "rearrange": sol.rearrange}
    out["ms"] = round(ms, 3)
    return out


def _text(ans: dict[str, Any]) -> str:
    lines = []
    if ans["count"] == 0:
        lines.append("no play")
    else:
        lines.append(f"best play: {ans['count']} card(s), value {ans['value']}: {' '.join(ans['placed'])}")
        lines.append("table:")
        lines += ["  [" + " ".join(g) + "]" for g in ans["table"]]
    h = ans["hint"]
    if h is not None:
        groups = ("changes table group " + ", ".join(f"#{g}" for g in h["groups"])) if h["groups"] \
            else "changes no table group"
        lines.append(f"hint: {h['card']}; {groups}; "
                     f"{'rearrangement needed' if h['rearrange'] else 'no rearrangement needed'}")
    lines.append(f"({ans['ms']} ms)")
    return "\n".join(lines)


def _one_line(ans: dict[str, Any]) -> str:
    if ans["count"] == 0:
        return "no play"
    return (f"{ans['count']} card(s), value {ans['value']}: {' '.join(ans['placed'])} -> "
            + " ".join("[" + " ".join(g) + "]" for g in ans["table"]))


def cmd_solve(args: argparse.Namespace) -> int:
    if args.batch:
        for n, line in enumerate(sys.stdin, 1):
            if not line.strip():
                continue
            data = read_json(line, f"line {n}")
            try:
                ans = answer(parse_position(data))
            except Exception as e:
                if isinstance(e, UsageError):
                    raise _usage(f"line {n}: {e}")
                raise
            print(json.dumps(ans, ensure_ascii=False) if args.json else _one_line(ans), flush=True)
        return 0
    data = read_json(sys.stdin.read(), "the position")
    ans = answer(parse_position(data))
    print(json.dumps(ans, ensure_ascii=False) if args.json else _text(ans))
    return 0
