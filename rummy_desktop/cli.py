"""The command line: ``rummy-desktop [play] | variants | rules | lessons | check | score | simulate
| solve | review | host | join``.

Only ``play`` (the default) imports Qt's widgets; ``host`` and ``join`` (LAN play without a
window) run a QtCore event loop with QtNetwork; the other subcommands import no Qt at all,
and all of them run on a machine with no display. With no argument at all the window opens
without building the subcommands' parsers. The engine, the plugins, the network and Qt are
imported by the commands that use them (lazily, inside each): the window's start and a
command's pay only for what they use (``make bench-startup``). Exit codes: 0 success, 1 a
negative answer (``check``: invalid), 2 bad input.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from collections.abc import Sequence
from pathlib import Path
from types import SimpleNamespace
from typing import Any


class UsageError(Exception):
    """Bad input: printed as ``rummy-desktop: error: ...`` with exit code 2."""


#: No number in the command line's JSON input needs more digits (seats, players, seeds).
_MAX_DIGITS = 30


def read_json(text: str, what: str) -> Any:
    """JSON data from command-line input; UsageError (one line) when it cannot be read:
    malformed, nested too deeply for the parser, or a number too long to convert."""
    import json  # lazily: the window's start does without it (make bench-startup)

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
    """The installed plugins' catalogue; what could not be used is said on stderr, now
    and whenever a plugin fails later in the run (it is switched off for the run)."""
    # lazily: the engine and the plugins only for the commands that use them (make bench-startup)
    from rummy_desktop.plugins.manager import default_catalog

    catalog = default_catalog()
    for b in catalog.broken:
        print(f"rummy-desktop: plugin {b.name!r} ({b.target}) left out: {b.reason}", file=sys.stderr)
    for b in catalog.problems:
        print(f"rummy-desktop: plugin {b.name!r}: {b.target} not used: {b.reason}", file=sys.stderr)
    for n in catalog.notices:
        print(f"rummy-desktop: plugin {n.name!r} {n.text}", file=sys.stderr)
    if _say_switched_off not in catalog.listeners:
        catalog.listeners.append(_say_switched_off)
    return catalog


def _say_switched_off(plugin) -> None:
    """A plugin failed during the run: said once, in one line, on stderr."""
    print(f"rummy-desktop: plugin {plugin.name!r} switched off for this run: {plugin.reason}", file=sys.stderr)


def _spec_error(e) -> UsageError:
    return UsageError(str(e))


def refusal_reason(catalog, refusal) -> str:
    """A refusal in English: the engine's reason codes, or a plugin's (``add_reasons``);
    a plugin's failure (``plugin_error``) names the plugin and the hook."""
    # lazily: the engine and the plugins only for the commands that use them (make bench-startup)
    from rummy_desktop.core.reasons import REASONS, describe, format_reason

    if refusal.code == "plugin_error":
        return plugin_failure(refusal)
    text = catalog.texts.reason(refusal.code) if refusal.code not in REASONS else None
    return format_reason(text, refusal.params) if text is not None else describe(refusal.code, refusal.params)


def plugin_failure(error) -> str:
    """A plugin's failure (PluginError, or the refusal ``plugin_error`` it became) in one
    line: "the plugin 'x' failed in rummy_judge_meld (ZeroDivisionError: ...)"."""
    # lazily: the engine and the plugins only for the commands that use them (make bench-startup)
    from rummy_desktop.plugins.manager import failure_detail

    plugin, hook = error.params.get("plugin", "?"), error.params.get("hook") or "its code"
    return f"the plugin {plugin!r} failed in {hook} ({failure_detail(error)})"


def _plugin_failed(catalog, error) -> int:
    """A plugin's code failed (PluginError, or the move it refused): said in one line
    naming the plugin and the hook; the plugin is switched off for the run and listed by
    ``rummy-desktop plugins``; exit code 1."""
    print(f"rummy-desktop: {plugin_failure(error)}", file=sys.stderr)
    catalog.note_failure(error)
    return 1


# -- variants ---------------------------------------------------------------------------

def cmd_variants(args: argparse.Namespace) -> int:
    import json  # lazily: the window's start does without it (make bench-startup)

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

# -- plugins ----------------------------------------------------------------------------

def _adds(p) -> str:
    parts = [(p.variants, "rule sets"), (p.house_rules, "house rules"), (p.players, "computer players"),
             (p.lessons, "lessons"), (p.languages, "translations")]
    return "; ".join(f"{what} {', '.join(items)}" for items, what in parts if items) or "nothing"


def cmd_plugins(args: argparse.Namespace) -> int:
    """Every installed plugin, its distribution, what it adds; the broken ones and why."""
    # lazily: the engine and the plugins only for the commands that use them (make bench-startup)
    import json
    from dataclasses import asdict

    from rummy_desktop.plugins.manager import default_catalog

    catalog = default_catalog()
    plugins, broken = catalog.plugins(), catalog.broken
    if args.json:
        print(json.dumps({"plugins": [asdict(p) for p in plugins], "broken": [asdict(b) for b in broken],
                          "switched_off": [asdict(b) for b in catalog.switched_off],
                          "problems": [asdict(b) for b in catalog.problems],
                          "notices": [asdict(n) for n in catalog.notices]}))
        return 0
    by_dist: dict[str, list] = {}
    for p in plugins:
        by_dist.setdefault(f"{p.distribution} {p.version}" if p.distribution else "(not installed)", []).append(p)
    for dist, entries in sorted(by_dist.items()):
        print(dist)
        for p in entries:
            print(f"  {p.name} ({p.target}): {_adds(p)}")
    if broken:
        print("Left out (broken):")
        for b in broken:
            origin = f" from {b.distribution} {b.version}" if b.distribution else ""
            print(f"  {b.name} ({b.target}){origin}: {b.reason}")
    if catalog.switched_off:
        print("Switched off:")
        for b in catalog.switched_off:
            origin = f" from {b.distribution} {b.version}" if b.distribution else ""
            print(f"  {b.name} ({b.target}){origin}")
    if catalog.problems:
        print("Not used (the plugin itself is):")
        for b in catalog.problems:
            print(f"  {b.name}: {b.target}: {b.reason}")
    if catalog.notices:
        print("Notes:")
        for n in catalog.notices:
            print(f"  {n.name} {n.text}")
    return 0


def cmd_rules(args: argparse.Namespace) -> int:
    # lazily: the engine and the plugins only for the commands that use them (make bench-startup)
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
    # lazily: the engine and the plugins only for the commands that use them (make bench-startup)
    import json

    from rummy_desktop.core.actions import IllegalAction
    from rummy_desktop.core.variant import SpecError
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
            except (IllegalAction, SpecError) as e:
                if getattr(e, "code", "") != "plugin_error":
                    raise
                catalog.note_failure(e)  # the plugin's, not the lesson's: it is switched off
                failed += 1
                print(f"FAILED {lesson.id}: {plugin_failure(e)}")
                continue
            moves = sum(s.expect is not None for s in lesson.steps)
            scripted = sum(len(s.then) for s in lesson.steps)
            print(f"ok     {lesson.id} ({len(lesson.steps)} steps, round scores {play.round_end['scores']}; "
                  f"the engine accepts its {moves} expected and {scripted} scripted moves)")
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
    # lazily: the engine and the plugins only for the commands that use them (make bench-startup)
    from rummy_desktop.core.actions import IllegalAction
    from rummy_desktop.core.cards import CardError, assign_ids
    from rummy_desktop.core.groups import GROUP_REASONS, joker_options, judge_faces
    from rummy_desktop.core.house import MeldCheck
    from rummy_desktop.core.variant import PluginError, SpecError

    catalog = _catalog()
    try:
        spec = catalog.variant(args.variant).spec
        rules = catalog.rules(args.variant, _options(args.option), spec.min_players)
    except PluginError as e:
        return _plugin_failed(catalog, e)
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

    def house(faces: list[int]) -> str | None:
        """What a house rule says of this group as a new meld (None: nothing against it)."""
        if rules.house is None or not rules.house.meld_judges:
            return None
        try:
            rules.house.judge_meld(rules, MeldCheck("meld", tuple(ids), tuple(faces), tuple(ids), None, None,
                                                    tuple(ids)))
        except IllegalAction as refusal:
            return refusal_reason(catalog, refusal)
        return None

    if not free:
        kind = judge_faces(naturals + fixed, meld)
        if kind in ("set", "run"):
            faces = [c % 52 if c < 104 else declared[c] for c in ids]
            refused = house(faces)
            if refused is not None:
                print(f"invalid: {refused}")
                return 1
            print(f"valid {kind}")
            return 0
        return invalid(kind)
    options = joker_options(naturals + fixed, len(free), meld)
    if not options:
        # Say why with the most telling reading: the naturals (and declared jokers) alone.
        why = judge_faces(naturals + fixed, meld) if len(naturals + fixed) >= 3 else "joker_no_fit"
        return invalid(why if why not in ("set", "run") else "joker_no_fit")
    kinds = sorted({judge_faces(naturals + fixed + list(o), meld) for o in options})
    chosen = dict(zip(free, options[0]))
    refused = house([c % 52 if c < 104 else declared.get(c, chosen.get(c, 0)) for c in ids])
    if refused is not None:
        print(f"invalid: {refused}")
        return 1
    print(f"valid {' or '.join(kinds)}")
    return 0


# -- score ------------------------------------------------------------------------------

def _is_seat(value: Any, players: int) -> bool:
    """A seat number (an int, not a bool) of a game of ``players``."""
    return isinstance(value, int) and not isinstance(value, bool) and 0 <= value < players


def parse_round(data: Any, catalog) -> tuple[Any, Any]:
    """A finished round from JSON data: (variant, rules, outcome). UsageError when bad."""
    # lazily: the engine and the plugins only for the commands that use them (make bench-startup)
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
    import json  # lazily: the window's start does without it (make bench-startup)

    data = read_json(sys.stdin.read(), "the round")
    catalog = _catalog()
    variant, rules, outcome = parse_round(data, catalog)
    # lazily: the engine and the plugins only for the commands that use them (make bench-startup)
    from rummy_desktop.core.engine import round_score
    from rummy_desktop.core.variant import PluginError

    try:
        result = round_score(variant, rules, outcome, len(outcome.hands))
    except PluginError as e:
        return _plugin_failed(catalog, e)
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
    # lazily: the engine and the plugins only for the commands that use them (make bench-startup)
    import json

    from rummy_desktop.core.actions import IllegalAction
    from rummy_desktop.core.variant import PluginError, SpecError
    from rummy_desktop.session.headless import game_seed, play

    catalog = _catalog()
    names = [n.strip() for n in args.ai.split(",") if n.strip()]
    try:
        spec = catalog.variant(args.variant).spec
        options = spec.check_options(_options(args.option))
        catalog.rules(args.variant, options, args.players)
        for n in names:
            catalog.player(n)
    except PluginError as e:  # a house rule's adjustment failed: the plugin is named, not the input
        return _plugin_failed(catalog, e)
    except SpecError as e:
        raise _spec_error(e)
    if len(names) == 1:
        names = names * args.players
    if len(names) != args.players:
        raise UsageError(f"--ai names {len(names)} players for {args.players} seats")
    if args.games < 1:
        raise UsageError("--games must be at least 1")
    record_dir = None
    if args.record:
        record_dir = Path(args.record)
        try:
            record_dir.mkdir(parents=True, exist_ok=True)
        except OSError as e:
            raise UsageError(f"--record: {record_dir}: {e.strerror or e}") from None
    wins = [0] * args.players
    draws = 0
    start = time.perf_counter()
    for i in range(args.games):
        seed = game_seed(args.seed, i)
        try:
            game, s = play(catalog, args.variant, options, args.players, seed, names, i, args.think_time)
        except (RuntimeError, IllegalAction, SpecError) as e:  # a plugin's or a player's bug, in one line
            what = str(e)
            if getattr(e, "code", "") == "plugin_error":
                catalog.note_failure(e)
                what = f"{plugin_failure(e)}; the move was refused and the game stopped"
            elif isinstance(e, IllegalAction):
                what = f"a computer player chose an illegal move ({e.code})"
            print(f"rummy-desktop: game {i} (seed {seed}) failed: {what}", file=sys.stderr)
            return 1
        if record_dir is not None:
            _keep_record(record_dir, game, names, i)
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


def _keep_record(folder, game, names: Sequence[str], index: int) -> None:
    """A simulated game's record (seat 0 keeps it; every seat a computer of its level)."""
    # lazily: the engine and the plugins only for the commands that use them (make bench-startup)
    from rummy_desktop.session.game_session import Seat
    from rummy_desktop.session.records import game_record
    from rummy_desktop.storage import records

    record = game_record(game, [Seat(kind="computer", level=n) for n in names], "solo", 0)
    path = folder / f"game-{index:04d}-{record.variant}-{game.seed}.json"
    try:
        records.save(path, record)
    except OSError as e:
        raise UsageError(f"--record: {path}: {e.strerror or e}") from None


# -- host / join (LAN play without a window) ---------------------------------------------

#: What a refusal says, in one line (the desktop interface translates its own words).
_REFUSALS = {
    "version_mismatch": "the host runs protocol {host_protocol} (program {host_program}), this program "
                        "protocol {client_protocol} (program {client_program}): update the older one",
    "missing_plugin": "this program lacks the host's rules: {what}",
    "rules_differ": "this program's plugins give other rules for {variant} than the host's",
    "bad_code": "wrong join code",
    "too_many_tries": "too many wrong join codes; wait and try again",
    "code_retired": "so many wrong codes were tried that the host's code no longer opens the table; "
                    "ask the host for the new one",
    "seat_in_use": "this seat is in use from another computer",
    "seat_taken_back": "this seat was taken back from another computer (with its token)",
    "removed": "the host removed this player from the table",
    "spectators_full": "enough people are watching this table already",
    "too_many_connections": "too many connections from this address",
    "table_full": "the table is full",
    "game_started": "the game has started; only a player with a seat's token gets back in",
    "bad_token": "the token is wrong or was already used",
    "host_closing": "the host closed the table",
}
_CONNECTION = {
    "unreachable": "could not reach the host ({detail}): check the address and port, the host's "
                   "firewall, and that both machines are on the same network",
    "no_answer": "the host did not answer: check the address and port, the host's firewall, and that "
                 "both machines are on the same network",
    "host_silent": "the host stopped answering",
}


def refusal_text(refusal) -> str:
    params = dict(refusal.params)
    if refusal.reason == "host_closing" and params.get("problem") in _CONNECTION:
        return _CONNECTION[params["problem"]].format(detail=params.get("detail", ""))
    if refusal.reason == "missing_plugin":
        what = f"the rule set {params.get('variant')}"
        if "option" in params:
            what += f", option {params['option']}" + (f" = {params['value']}" if "value" in params else "")
        params["what"] = what
    text = _REFUSALS.get(refusal.reason)
    try:
        return text.format(**params) if text else f"{refusal.reason} {params or ''}".strip()
    except (KeyError, IndexError):
        return f"{refusal.reason} {params}"


def _core_app():
    # lazily: Qt only for host and join (the other commands import none)
    from PySide6.QtCore import QCoreApplication

    return QCoreApplication.instance() or QCoreApplication(["rummy-desktop"])


def _quit_on_signals(app) -> None:
    """Ctrl+C (or a TERM) ends the event loop (Python runs its handler at the next timer)."""
    # lazily: Qt only for host and join (the other commands import none)
    import signal

    from PySide6.QtCore import QTimer

    for sig in (signal.SIGINT, signal.SIGTERM):
        signal.signal(sig, lambda *_: app.exit(130))
    timer = QTimer(app)
    timer.timeout.connect(lambda: None)
    timer.start(200)


def _result_line(result: dict) -> str:
    import json  # lazily: the window's start does without it (make bench-startup)

    return json.dumps({k: result[k] for k in ("winners", "scores", "rounds", "turns")})


def cmd_host(args: argparse.Namespace) -> int:
    # lazily: the network (Qt) and the engine only for this command (make bench-startup)
    import json

    from PySide6.QtCore import QTimer

    from rummy_desktop.core.variant import SpecError
    from rummy_desktop.net.host import Host, parse_seats
    from rummy_desktop.net.protocol import DEFAULT_PORT
    from rummy_desktop.session.game_session import MissingLevels
    from rummy_desktop.storage.files import StoredFileError

    catalog = _catalog()
    try:
        if args.resume:
            host = Host.resume(catalog, Path(args.resume), think_time=args.think_time)
        elif not args.variant or not args.seats:
            raise UsageError("host needs --variant and --seats (or --resume FILE)")
        else:
            plan = parse_seats(args.seats, catalog.players.names())
            host = Host(catalog, args.variant, _options(args.option), plan, code=args.code, seed=args.seed,
                        name=args.name, stand_in=args.stand_in, think_time=args.think_time,
                        turn_clock=args.turn_clock,
                        autosave=Path(args.autosave) if args.autosave else None)
    except SpecError as e:
        raise _spec_error(e)
    except (StoredFileError, MissingLevels) as e:
        raise UsageError(str(e))
    except ValueError as e:  # a join code a client could not type
        raise UsageError(f"--code: {e}")
    port = DEFAULT_PORT if args.port is None else args.port
    if not 0 <= port < 65536:
        raise UsageError(f"--port takes 0 to 65535, not {port}")
    app = _core_app()
    if not host.listen(args.bind, port):
        print(f"rummy-desktop: cannot listen on {args.bind}:{port}: {host.error}", file=sys.stderr)
        return 1
    if not args.no_discovery and not host.advertise(args.bind):
        print("rummy-desktop: discovery is off (its UDP port is taken); players join by address",
              file=sys.stderr)

    print(json.dumps({"port": host.port, "code": host.code}), flush=True)

    def finished(result: dict) -> None:
        print(_result_line(result), flush=True)
        QTimer.singleShot(300, lambda: (host.close(), QTimer.singleShot(200, app.quit)))

    host.finished.connect(finished)

    def tried() -> None:  # no one at this host's screen to make a new code: it says so, once
        if host.code_retired and not retired:
            retired.append(True)
            count, addresses = host.failures(3600)
            print(f"rummy-desktop: {count} wrong join codes from {addresses} address(es) in the last hour: "
                  "the code opens the table no more (the seated players play on)", file=sys.stderr, flush=True)

    retired: list = []
    host.triesChanged.connect(tried)
    _quit_on_signals(app)
    code = app.exec()
    host.close()
    return 0 if host.result is not None else (code or 1)


def _think_time(text: str) -> float:
    """``--think-time``: seconds per decision, in the settings' range."""
    # lazily: the settings' module only when the option is given
    from rummy_desktop.storage.settings import THINK_TIME_MAX, THINK_TIME_MIN

    try:
        seconds = float(text)
    except ValueError:
        seconds = float("nan")
    if not THINK_TIME_MIN <= seconds <= THINK_TIME_MAX:
        raise argparse.ArgumentTypeError(f"takes seconds from {THINK_TIME_MIN:g} to {THINK_TIME_MAX:g}, not {text!r}")
    return seconds


def _turn_clock(text: str) -> int | None:
    """``--turn-clock``: seconds per turn, or none."""
    # lazily: the network's modules only when the option is given
    from rummy_desktop.net.wire import MAX_SECONDS

    if text.strip().lower() in ("none", "0"):
        return None
    if not text.isdigit() or not 0 < int(text) <= MAX_SECONDS:
        raise argparse.ArgumentTypeError(f"takes seconds from 1 to {MAX_SECONDS}, or 'none', not {text!r}")
    return int(text)


THINK_HELP = "the computer players' thinking time, seconds per decision (default: each level's own, 1 s)"


def _address(text: str) -> tuple[str, int]:
    # lazily: the network's modules only for join
    from rummy_desktop.net.address import parse_address

    where = parse_address(text)
    if where is None:
        raise UsageError(f"an address is HOST or HOST:PORT, not {text!r}")
    return where


def cmd_join(args: argparse.Namespace) -> int:
    # lazily: the network (Qt) and the engine only for this command (make bench-startup)
    from pydantic import ValidationError

    from rummy_desktop.core.variant import SpecError
    from rummy_desktop.net.client import Client, ComputerSeat
    from rummy_desktop.net.protocol import Join, code_problem

    address, port = _address(args.address)
    catalog = _catalog()
    try:
        catalog.player(args.ai)
    except SpecError as e:
        raise _spec_error(e)
    if args.code is None and args.token is None:
        raise UsageError("the table's join code (--code), shown by the host, is needed (or a seat's --token)")
    problem = code_problem(args.code) if args.code is not None else None
    if problem is not None:
        raise UsageError(f"--code: {problem}")
    try:
        Join(name=args.name, token=args.token)
    except ValidationError as e:
        raise UsageError(f"--name or --token: {e.errors()[0]['msg']}")
    app = _core_app()
    client = Client(catalog, args.name, args.code or "", token=args.token)  # (a token needs no code)
    seat: list = []

    def joined(index: int) -> None:
        print(f"rummy-desktop: seat {index}; to take it back after a drop: --token {client.token}",
              file=sys.stderr, flush=True)
        if not seat:
            seat.append(ComputerSeat(client, args.ai, think_time=args.think_time))

    client.joined.connect(joined)

    def finished(result: dict) -> None:
        print(_result_line(result), flush=True)
        client.close()

    client.finished.connect(finished)
    client.closed.connect(lambda _r: app.quit())
    client.connect_to(address, port)
    _quit_on_signals(app)
    app.exec()
    if client.result is not None:
        return 0
    why = refusal_text(client.refusal) if client.refusal is not None else "the host closed the connection"
    print(f"rummy-desktop: join refused: {why}", file=sys.stderr)
    return 1


# -- play -------------------------------------------------------------------------------

def cmd_play(args: argparse.Namespace) -> int:
    # lazily: the window's modules (Qt's widgets) only for the window
    from rummy_desktop.ui.app import run

    return run(args)


def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="rummy-desktop", description="Rummy Desktop: the Rummy family at one table.")
    p.add_argument("--basedir", help="keep settings, saves and statistics in this folder")
    p.add_argument("--disable-plugin", action="append", default=[], metavar="NAME",
                   help="leave out an installed plugin, by the name `rummy-desktop plugins` shows (repeat for more; "
                        "also RUMMY_DESKTOP_DISABLE_PLUGINS=NAME,NAME)")
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

    pl = sub.add_parser("plugins", help="list the installed plugins, what each adds, and the broken ones")
    pl.add_argument("--json", action="store_true")
    pl.set_defaults(func=cmd_plugins)

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
    m.add_argument("--think-time", type=_think_time, metavar="SECONDS", help=THINK_HELP)
    m.add_argument("--record", metavar="DIR", help="keep each game's record in DIR (for rummy-desktop review)")
    m.set_defaults(func=cmd_simulate)

    h = sub.add_parser("host", help="host a network table without a window (ends after one game)")
    h.add_argument("--variant")
    h.add_argument("--option", action="append", metavar="KEY=VALUE")
    h.add_argument("--seats", metavar="SPEC",
                   help="one entry per seat, comma-separated: 'open' (a player joins) or a computer level")
    h.add_argument("--port", type=int, default=None, help="TCP port (0: any free port; default 47474)")
    h.add_argument("--bind", default="0.0.0.0", help="the address to listen on (default: every IPv4 interface)")
    h.add_argument("--code", help="the join code, 5 to 16 letters, digits and '-' (default: six random digits, "
                                  "printed on start)")
    h.add_argument("--seed", type=int)
    h.add_argument("--name", default="Rummy Desktop", help="the table's name")
    h.add_argument("--no-discovery", action="store_true", help="do not answer discovery probes")
    h.add_argument("--autosave", metavar="FILE", help="keep the game and the table in FILE after every move")
    h.add_argument("--resume", metavar="FILE", help="reopen the table saved in FILE (its players rejoin "
                                                      "with their tokens)")
    h.add_argument("--stand-in", default="standard", metavar="LEVEL",
                   help="the computer level that holds a dropped player's seat")
    h.add_argument("--think-time", type=_think_time, metavar="SECONDS", help=THINK_HELP)
    h.add_argument("--turn-clock", type=_turn_clock, default=60, metavar="SECONDS",
                   help="seconds a player has for a turn before the stand-in plays it (default 60; "
                        "'none': no clock)")
    h.set_defaults(func=cmd_host)

    j = sub.add_parser("join", help="join a network table, played by a computer level")
    j.add_argument("address", metavar="ADDRESS[:PORT]")
    j.add_argument("--ai", required=True, metavar="LEVEL")
    j.add_argument("--name", default="Computer")
    j.add_argument("--code", help="the table's join code (not needed with --token)")
    j.add_argument("--token", help="take one's seat back (the token the host gave)")
    j.add_argument("--think-time", type=_think_time, metavar="SECONDS", help=THINK_HELP)
    j.set_defaults(func=cmd_join)

    try:
        # lazily: the solver's and the review's commands (pydantic: 0.7 s) only for the command line
        from rummy_desktop.solver.cli import add_parser as add_solve
    except ImportError:
        add_solve = None
    if add_solve is not None:
        add_solve(sub)
    # lazily, as the solver's: the review's commands only for the command line
    from rummy_desktop.review.cli import add_parser as add_review

    add_review(sub)
    return p


def main(argv: Sequence[str] | None = None) -> int:
    if getattr(sys, "frozen", False):  # the one-folder program: a review's analysis process starts here
        # lazily: only the frozen program needs it (some 30 ms)
        import multiprocessing

        multiprocessing.freeze_support()
    argv = sys.argv[1:] if argv is None else list(argv)
    if not argv:
        # The plain launch (the desktop entry's): the table, without building every
        # subcommand's parser (the solver's and the review's modules), which the start-up
        # time would pay for.
        return cmd_play(SimpleNamespace(basedir=None, command=None, variant=None, option=None,
                                        players=None, seed=None, level=None))
    parser = build_parser()
    args = parser.parse_args(argv)
    if args.basedir:
        os.environ["RUMMY_DESKTOP_HOME"] = args.basedir
    if args.disable_plugin:
        from rummy_desktop.plugins.installed import switch_off  # lazily: the plugins (see cmd_variants)

        switch_off(args.disable_plugin)
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
