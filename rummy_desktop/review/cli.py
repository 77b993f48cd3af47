"""``rummy-desktop review RECORD.json [--seat N] [--json] [--worlds W] [--seed S]``.

One line per decision of the reviewed seat (the round and turn, the action, the verdict,
the loss and the best alternative with the reason), then the summary: the judged
decisions, the accuracy and the count of each label. With ``--json`` each line is a JSON
object, the summary's with at least ``seat``, ``decisions``, ``accuracy`` and the count per
label. The same record, seat, worlds and seed give the same review. A file that is no
usable record gives one line and exit code 1."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

from rummy_desktop.core.actions import parse_action
from rummy_desktop.core.cards import card_name

UNITS = {"points": "pts", "cards": "cards", "value": "card pts"}


def add_parser(sub: Any) -> None:
    r = sub.add_parser("review", help="judge each decision of one seat of a kept game against the best play")
    r.add_argument("record", metavar="RECORD.json", help="a game record (the history folder, or simulate --record)")
    r.add_argument("--seat", type=int, help="the seat to review (default: the record's own)")
    r.add_argument("--json", action="store_true", help="one JSON object per line")
    r.add_argument("--worlds", type=int, default=None,
                   help="sampled worlds per draw-and-discard decision, at most (default 256; at least 32, "
                        "the floor under which no verdict is given)")
    r.add_argument("--seed", type=int, default=0, help="the review's seed (default 0)")
    r.set_defaults(func=cmd_review)


def action_text(action: Any, view: Any = None) -> str:
    """An action in a few words, cards in the card notation."""
    kind = action.type
    if kind == "take_discard":
        top = view.discard[-1] if view is not None and view.discard else None
        return f"take {card_name(top)}" if top is not None else "take the discard"
    if kind in ("dig", "discard"):
        return f"{kind} {card_name(action.card)}"
    if kind == "meld":
        return "meld " + " ".join(card_name(c) for c in action.cards)
    if kind == "lay_off":
        return f"lay off {card_name(action.card)} on group {action.group + 1}"
    if kind == "swap_joker":
        return f"swap {card_name(action.card)} for the joker of group {action.group + 1}"
    if kind == "commit":
        hand = set(view.hand) if view is not None else set()
        placed = sorted({c for g in action.table for c in g} & hand)
        words = "play " + (" ".join(card_name(c) for c in placed) if placed else "no card")
        return words + (" and knock" if action.knock else "")
    return {"draw": "draw", "pass": "pass", "withdraw": "withdraw"}.get(kind, kind)


def turns_of(replay: Any) -> list[tuple[int, int]]:
    """(round, turn in the round) of each position's next move."""
    out = []
    turn = 1
    round_no = 0  # (rounds count from 1: the first position starts one)
    for p in replay.positions:
        if any(ev.kind == "turn_ended" for ev in p.events):
            turn += 1
        if p.view.round_no != round_no:
            round_no, turn = p.view.round_no, 1
        out.append((round_no, turn))
    return out


def cmd_review(args: Any) -> int:
    # lazily: every command builds this module's parser (--help, the window's --variant);
    # the review's engine and the plugins only when the review runs
    from rummy_desktop.plugins.manager import default_catalog
    from rummy_desktop.storage import records
    from rummy_desktop.storage.files import StoredFileError

    from .analysis import Analysis, summary, worlds_refusal
    from .replay import Replay, ReplayError
    from .verdicts import WORLDS, reason_text

    refusal = worlds_refusal(args.worlds) if args.worlds is not None else None
    if refusal is not None:
        print(f"rummy-desktop: review: --worlds {args.worlds} refused: {refusal}", file=sys.stderr)
        return 2
    path = Path(args.record)
    try:
        record = records.load(path)
    except StoredFileError as e:
        print(f"rummy-desktop: review: {path}: {e.detail}", file=sys.stderr)
        return 1
    catalog = default_catalog()
    try:
        replay = Replay(record, catalog, args.seat)
        analysis = Analysis(replay, worlds=args.worlds or WORLDS, seed=args.seed)
    except (ReplayError, ValueError) as e:
        print(f"rummy-desktop: review: {path}: {e}", file=sys.stderr)
        return 1
    turns = turns_of(replay)
    for v in analysis.run():
        view = replay.positions[v.step].view
        action = action_text(parse_action(v.action), view)
        best = action_text(parse_action(v.best), view) if v.best is not None else None
        round_no, turn = turns[v.step]
        if args.json:
            print(json.dumps({"step": v.step, "round": round_no, "turn": turn, "action": action,
                              "label": v.label, "loss": v.loss, "unit": v.unit, "best": best,
                              "reason": v.reason, "params": v.params, "score": v.score,
                              "expected": v.expected, "sure": v.sure, "worlds": v.worlds},
                             ensure_ascii=False))
        else:
            line = (f"round {round_no} turn {turn:>3}  {action:<28} {v.label:<10} {v.sure or '':<5} "
                    f"loss {v.loss:g} {UNITS[v.unit]}")
            if best is not None:
                line += f"; best: {best}"
            print(f"{line} ({reason_text(v)})")
    s = summary(analysis.review)
    if args.json:
        print(json.dumps({"summary": True, **s.to_json()}))
    else:
        counts = ", ".join(f"{n} {label}" for label, n in s.counts.items())
        acc = "-" if s.accuracy is None else f"{s.accuracy:g}"
        print(f"seat {s.seat}: {s.decisions} decisions, accuracy {acc}; {counts}")
    return 0
