"""The command line: ``rummy-desktop [play] | variants | rules | lessons | check | score | simulate | solve``.

Only ``play`` (the default) imports Qt; the other subcommands run on a machine with no
display. With no argument at all the window opens without argparse being imported. Exit codes: 0 success, 1 a negative answer (``check``: invalid), 2 bad input.
"""

from __future__ import annotations

import sys
import time
from typing import TYPE_CHECKING, Any, Sequence

if TYPE_CHECKING:
    import argparse


class UsageError(Exception):
    """Bad input: printed as ``rummy-desktop: error: ...`` with exit code 2."""


#: No number in the command line's JSON input needs more digits (seats, players, seeds).
_MAX_DIGITS = 30


def read_json(text: str, what: str) -> Any:
    """JSON data from command-line input; UsageError (one line) when it cannot be read:
    malformed, nested too deeply for the parser, or a number too long to convert."""
    import json

    def number(digits: str) -> int:
        if len(digits.lstrip("-")) > _MAX_DIGITS:
            raise ValueError(f"a number of {len(digits)} digits")
        return int(digits)

    try:
        return json.loads(text, parse_int=number)
    except json.JSONDecodeError as e:
        raise UsageError(f"{what} is not valid JSON: {e}") from None
    except RecursionError:
        raise UsageError(f"{what} is nested too deeply") from None
    except ValueError as e:
        raise UsageError(f"{what} cannot be read: {e}") from None


def _options(pairs: Sequence[str] | None) -> dict[str, str]:
    out: dict[str, str] = {}
    for pair in pairs or ():
        key, sep, value = pair.partition("=")
        if not sep or not key:
            raise UsageError(f"--option takes KEY=VALUE, not {pair!r}")
        out[key.strip()] = value.strip()
    return out


def _catalog():
    from rummy_desktop.plugins.manager import default_catalog

    catalog = default_catalog()
    for b in catalog.broken:
        print(f"rummy-desktop: plugin {b.name!r} ({b.target}) left out: {b.reason}", file=sys.stderr)
    return catalog


def _spec_error(e) -> UsageError:
    return UsageError(str(e))


# -- variants ---------------------------------------------------------------------------

def cmd_variants(args: argparse.Namespace) -> int:
    import json

    catalog = _catalog()
    variants = sorted(catalog.variants.all(), key=lambda v: v.spec.id)
    if args.json:
        data = [
            {
                "id": v.spec.id, "name": v.spec.name, "description": v.spec.description,
                "family": v.spec.family, "players": [v.spec.min_players, v.spec.max_players],
                "options": [
                    {"key": o.key, "label": o.label, "choices": o.values(), "default": o.default}
                    for o in v.spec.options
                ],
            }
            for v in variants
        ]
        print(json.dumps(data, indent=2, ensure_ascii=False))
        return 0
    for v in variants:
        s = v.spec
        print(f"{s.id:<18} {s.name} ({s.min_players}-{s.max_players} players)")
        for o in s.options:
            choices = " | ".join(f"[{c}]" if c == o.default else c for c in o.values())
            print(f"{'':<18}   {o.key} = {choices}")
    return 0


# -- rules ------------------------------------------------------------------------------

def cmd_rules(args: argparse.Namespace) -> int:
    from rummy_desktop.core.variant import SpecError
    from rummy_desktop.plugins.pages import LANGUAGE_CODE, spec_summary

    lang = args.lang.replace("-", "_")
    if not LANGUAGE_CODE.match(lang):
        raise UsageError(f"--lang takes a language code such as en, pt_BR or fr, not {args.lang!r}")
    catalog = _catalog()
    try:
        page = catalog.rules_page(args.variant)
        spec = catalog.variant(args.variant).spec
    except SpecError as e:
        raise _spec_error(e)
    if page is None:
        print(f"rummy-desktop: {args.variant}: its plugin supplies no rules page; its declaration says:",
              file=sys.stderr)
        print(spec_summary(spec, catalog.rules_additions(spec.id)), end="")
        return 0
    print(page.text(lang), end="")
    return 0


# -- lessons ----------------------------------------------------------------------------

def cmd_lessons(args: argparse.Namespace) -> int:
    """List the installed lessons; --verify plays each through by its own answers."""
    import json

    from rummy_desktop.plugins.lesson_play import LessonProblem, verify
    from rummy_desktop.plugins.pages import LANGUAGE_CODE

    lang = args.lang.replace("-", "_")
    if not LANGUAGE_CODE.match(lang):
        raise UsageError(f"--lang takes a language code such as en, pt_BR or fr, not {args.lang!r}")
    catalog = _catalog()
    lessons = sorted(catalog.lessons.all(), key=lambda x: (x.variant, x.id))
    if args.verify:
        failed = len(catalog.lessons.problems)  # already reported as left out
        for lesson in lessons:
            try:
                play = verify(lesson, catalog)
            except LessonProblem as e:
                failed += 1
                print(f"FAILED {lesson.id}: {e}")
                continue
            print(f"ok     {lesson.id} ({len(lesson.steps)} steps, round scores {play.round_end['scores']})")
        print(f"{len(lessons) - failed + len(catalog.lessons.problems)} of "
              f"{len(lessons) + len(catalog.lessons.problems)} lessons reach their end")
        return 1 if failed else 0
    for lesson in lessons:
        if args.json:
            print(json.dumps({"id": lesson.id, "variant": lesson.variant, "title": lesson.title.get(lang),
                              "steps": len(lesson.steps), "languages": lesson.languages()}, ensure_ascii=False))
        else:
            print(f"{lesson.id:<24} {lesson.variant:<18} {len(lesson.steps):>2} steps  {lesson.title.get(lang)}")
    return 0


# -- check ------------------------------------------------------------------------------

def cmd_check(args: argparse.Namespace) -> int:
    from rummy_desktop.core.cards import CardError, assign_ids
    from rummy_desktop.core.groups import GROUP_REASONS, joker_options, judge_faces
    from rummy_desktop.core.variant import SpecError

    catalog = _catalog()
    try:
        spec = catalog.variant(args.variant).spec
        rules = catalog.rules(args.variant, _options(args.option), spec.min_players)
    except SpecError as e:
        raise _spec_error(e)
    try:
        ids, declared = assign_ids(args.cards)
    except CardError as e:
        raise UsageError(str(e))
    meld = rules.meld
    jokers = [c for c in ids if c >= 104]
    naturals = [c % 52 for c in ids if c < 104]

    def invalid(why: str) -> int:
        print(f"invalid: {GROUP_REASONS.get(why, why)}")
        return 1

    if jokers and not any(
        row.jokers and all(rules.options.get(k) == v for k, v in row.when.items()) for row in spec.decks
    ):
        print(f"invalid: {spec.name} is played without jokers")
        return 1
    if len(ids) < 3:
        return invalid("too_few_cards")
    if jokers and not naturals:
        return invalid("no_natural")
    if meld.max_jokers is not None and len(jokers) > meld.max_jokers:
        return invalid("too_many_jokers")
    fixed = [declared[j] for j in jokers if j in declared]
    free = [j for j in jokers if j not in declared]
    if not free:
        kind = judge_faces(naturals + fixed, meld)
        if kind in ("set", "run"):
            print(f"valid {kind}")
            return 0
        return invalid(kind)
    options = joker_options(naturals + fixed, len(free), meld)
    if not options:
        # Say why with the most telling reading: the naturals (and declared jokers) alone.
        why = judge_faces(naturals + fixed, meld) if len(naturals + fixed) >= 3 else "joker_no_fit"
        return invalid(why if why not in ("set", "run") else "joker_no_fit")
    kinds = sorted({judge_faces(naturals + fixed + list(o), meld) for o in options})
    print(f"valid {' or '.join(kinds)}")
    return 0


# -- score ------------------------------------------------------------------------------

def _is_seat(value: Any, players: int) -> bool:
    """A seat number (an int, not a bool) of a game of ``players``."""
    return isinstance(value, int) and not isinstance(value, bool) and 0 <= value < players


def parse_round(data: Any, catalog) -> tuple[Any, Any]:
    """A finished round from JSON data: (variant, rules, outcome). UsageError when bad."""
    from rummy_desktop.core.cards import CardError, assign_ids
    from rummy_desktop.core.variant import RoundOutcome, SpecError

    if not isinstance(data, dict):
        raise UsageError("the round must be a JSON object")
    try:
        variant = catalog.variant(str(data.get("variant", "")))
        hands_in = data["hands"]
        if not isinstance(hands_in, list) or not all(isinstance(h, list) for h in hands_in):
            raise UsageError("'hands' must be a list of card lists, one per seat")
        players = len(hands_in)
        options = data.get("options", {})
        if not isinstance(options, dict):
            raise UsageError("'options' must be an object, e.g. {\"jokers\": \"on\"}")
        rules = catalog.rules(variant.spec.id, {str(k): str(v) for k, v in options.items()}, players)
    except SpecError as e:
        raise _spec_error(e)
    except KeyError as e:
        raise UsageError(f"missing field {e.args[0]!r}")
    table_in = data.get("table") or []
    if not isinstance(table_in, list):
        raise UsageError("'table' must be a list of groups")
    texts: list[str] = []
    shapes: list[tuple[str, int]] = []
    for g in table_in:
        cards = g.get("cards") if isinstance(g, dict) else g
        if not isinstance(cards, list):
            raise UsageError("each table group needs a list of 'cards'")
        texts.extend(str(c) for c in cards)
        shapes.append(("t", len(cards)))
    for h in hands_in:
        texts.extend(str(c) for c in h)
        shapes.append(("h", len(h)))
    try:
        ids, declared = assign_ids(texts)
    except CardError as e:
        raise UsageError(str(e))
    pos = 0
    table: list[list[int]] = []
    hands: list[list[int]] = []
    for kind, n in shapes:
        (table if kind == "t" else hands).append(ids[pos:pos + n])
        pos += n
    by: dict[int, int] = {}
    for g_in, g in zip(table_in, table):
        seats = g_in.get("by") if isinstance(g_in, dict) else None
        if seats is None:
            continue
        if not isinstance(seats, list) or len(seats) != len(g) or not all(
            _is_seat(s, players) for s in seats
        ):
            raise UsageError("'by' must give a seat number for each card of its group")
        by.update(zip(g, seats))
    ending = data.get("ending")
    if not isinstance(ending, dict) or ending.get("type") not in ("out", "blocked", "knock", "stock"):
        raise UsageError("'ending' must be {\"type\": \"out\" | \"blocked\" | \"knock\" | \"stock\", ...}")
    seat = ending.get("seat")
    if ending["type"] in ("out", "knock"):
        if not _is_seat(seat, players):
            raise UsageError(f"ending {ending['type']!r} needs the 'seat' (0-{players - 1})")
        if ending["type"] == "out" and hands[seat]:
            raise UsageError(f"seat {seat} went out, so its hand must be empty")
    outcome = RoundOutcome(
        hands=hands, ending=ending["type"], seat=seat, rummy=bool(ending.get("rummy", False)),
        table=table, by=by, declared=declared, active=[True] * players,
    )
    return variant, rules, outcome


def cmd_score(args: argparse.Namespace) -> int:
    import json

    data = read_json(sys.stdin.read(), "the round")
    catalog = _catalog()
    variant, rules, outcome = parse_round(data, catalog)
    result = variant.score_round(rules, outcome)
    if args.json:
        print(json.dumps({"scores": result.scores, "winners": result.winners}))
    else:
        for seat, s in enumerate(result.scores):
            mark = "  winner" if seat in result.winners else ""
            print(f"seat {seat}: {s:+d}{mark}")
        if not result.winners:
            print("no winner")
    return 0


# -- simulate ---------------------------------------------------------------------------

def cmd_simulate(args: argparse.Namespace) -> int:
    import json

    from rummy_desktop.core.actions import IllegalAction
    from rummy_desktop.core.variant import SpecError
    from rummy_desktop.session.headless import RunawayGame, game_seed, play

    catalog = _catalog()
    names = [n.strip() for n in args.ai.split(",") if n.strip()]
    try:
        spec = catalog.variant(args.variant).spec
        options = spec.check_options(_options(args.option))
        spec.resolve(options, args.players)
        for n in names:
            catalog.player(n)
    except SpecError as e:
        raise _spec_error(e)
    if len(names) == 1:
        names = names * args.players
    if len(names) != args.players:
        raise UsageError(f"--ai names {len(names)} players for {args.players} seats")
    if args.games < 1:
        raise UsageError("--games must be at least 1")
    wins = [0] * args.players
    draws = 0
    start = time.perf_counter()
    for i in range(args.games):
        seed = game_seed(args.seed, i)
        try:
            _, s = play(catalog, args.variant, options, args.players, seed, names, i)
        except (RunawayGame, IllegalAction) as e:  # a computer player's bug, said in one line
            what = f"a computer player chose an illegal move ({e.code})" if isinstance(e, IllegalAction) else str(e)
            print(f"rummy-desktop: game {i} (seed {seed}) failed: {what}", file=sys.stderr)
            return 1
        if s.draw or not s.winners:
            draws += 1
        else:
            for w in s.winners:
                wins[w] += 1
        if args.json:
            print(json.dumps({"game": i, "seed": seed, "winners": s.winners, "scores": s.scores,
                              "rounds": s.rounds, "turns": s.turns}))
        else:
            res = "draw" if s.draw else "won by " + ", ".join(f"seat {w}" for w in s.winners)
            print(f"game {i}: {res}; totals {s.scores}; {s.rounds} rounds, {s.turns} turns")
    seconds = round(time.perf_counter() - start, 3)
    if args.json:
        print(json.dumps({"games": args.games, "wins": wins, "draws": draws, "seconds": seconds}))
    else:
        print(f"{args.games} games in {seconds} s; wins per seat {wins}; draws {draws}")
    return 0


# -- play -------------------------------------------------------------------------------

def cmd_play(args: argparse.Namespace) -> int:
    from rummy_desktop.ui.app import run

    return run(args)


def build_parser() -> argparse.ArgumentParser:
    import argparse

    p = argparse.ArgumentParser(prog="rummy-desktop", description="Rummy Desktop: the Rummy family at one table.")
    p.add_argument("--basedir", help="keep settings, saves and statistics in this folder")
    sub = p.add_subparsers(dest="command")

    play = sub.add_parser("play", help="open the card table (the default)")
    play.add_argument("--variant")
    play.add_argument("--option", action="append", metavar="KEY=VALUE")
    play.add_argument("--players", type=int)
    play.add_argument("--seed", type=int)
    play.add_argument("--level", help="the computer seats' level (default: the new-game screen's)")
    play.set_defaults(func=cmd_play)

    v = sub.add_parser("variants", help="list the installed rule sets and their options")
    v.add_argument("--json", action="store_true")
    v.set_defaults(func=cmd_variants)

    r = sub.add_parser("rules", help="print a rule set's rules page (Markdown)")
    r.add_argument("--variant", required=True)
    r.add_argument("--lang", default="en", help="en, pt_BR or fr (English stands in for a missing one)")
    r.set_defaults(func=cmd_rules)

    le = sub.add_parser("lessons", help="list the guided lessons (--verify: play each through)")
    le.add_argument("--json", action="store_true", help="one JSON object per line")
    le.add_argument("--verify", action="store_true", help="play every lesson by its answers; 1 if one fails")
    le.add_argument("--lang", default="en", help="the titles' language: en, pt_BR or fr")
    le.set_defaults(func=cmd_lessons)

    c = sub.add_parser("check", help="judge a group of cards")
    c.add_argument("--variant", required=True)
    c.add_argument("--option", action="append", metavar="KEY=VALUE")
    c.add_argument("cards", nargs="+", metavar="CARD")
    c.set_defaults(func=cmd_check)

    s = sub.add_parser("score", help="score a finished round read as JSON from standard input")
    s.add_argument("--json", action="store_true")
    s.set_defaults(func=cmd_score)

    m = sub.add_parser("simulate", help="play whole games between computer players")
    m.add_argument("--variant", required=True)
    m.add_argument("--option", action="append", metavar="KEY=VALUE")
    m.add_argument("--players", type=int, default=2)
    m.add_argument("--games", type=int, default=1)
    m.add_argument("--seed", type=int, default=0)
    m.add_argument("--ai", default="greedy", help="computer player names, one for all seats or one per seat")
    m.add_argument("--json", action="store_true")
    m.set_defaults(func=cmd_simulate)

    try:
        from rummy_desktop.solver.cli import add_parser as add_solve
    except ImportError:
        add_solve = None
    if add_solve is not None:
        add_solve(sub)
    return p


def main(argv: Sequence[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else list(argv)
    if not argv:
        # The plain launch (the desktop entry's): the table, without importing argparse
        # and building every subcommand's parser, which the start-up time would pay for.
        from types import SimpleNamespace

        return cmd_play(SimpleNamespace(basedir=None, command=None, variant=None, option=None,
                                        players=None, seed=None, level=None))
    parser = build_parser()
    args = parser.parse_args(argv)
    if args.basedir:
        import os

        os.environ["RUMMY_DESKTOP_HOME"] = args.basedir
    func = getattr(args, "func", None)
    if func is None:
        args.variant = args.option = args.players = args.seed = args.level = None
        func = cmd_play
    try:
        return func(args)
    except UsageError as e:
        print(f"rummy-desktop: error: {e}", file=sys.stderr)
        return 2
    except BrokenPipeError:
        return 0


if __name__ == "__main__":
    sys.exit(main())
