"""The plugin reference of ``docs/plugins.md``, generated from the code so it cannot drift:
the hooks (their docstrings), what the registries take, the rule set's code, every field
of the declaration (the pydantic models' field docstrings), what the code receives, the
reason codes and the testing kit. The tutorial's files are copied into the guide the same
way: a code block after ``<!-- file: PATH -->`` holds the file at PATH (from the root of
the repository).

``make docs`` (``python -m rummy_desktop.plugins.reference``) rewrites the part of the
guide between the two markers and the files' blocks; ``--check`` exits 1 when the
committed guide is stale (a test does the same).
"""

from __future__ import annotations

import dataclasses
import inspect
import re
import sys
import typing
from pathlib import Path
from typing import Any, Callable, Iterable

BEGIN = "<!-- BEGIN GENERATED REFERENCE: `make docs` rewrites this part from the code; do not edit it here -->"
END = "<!-- END GENERATED REFERENCE -->"
ROOT = Path(__file__).resolve().parents[2]
GUIDE = ROOT / "docs" / "plugins.md"
FILE_BLOCK = re.compile(r"(<!-- file: (\S+) -->\n```\w*\n)(.*?)(^```$)", re.S | re.M)


def _md(text: str) -> str:
    """Docstring markup (reStructuredText roles, double back-quotes) as Markdown."""
    text = re.sub(r":(?:class|func|mod|attr|meth|data):`~?([\w.]+)`",
                  lambda m: f"`{m.group(1).rsplit('.', 1)[-1] if m.group(0).count('~') else m.group(1)}`", text)
    return text.replace("``", "`")


def _doc(obj: Any) -> str:
    return _md(inspect.cleandoc(obj.__doc__ or "").strip())


def _type(t: Any) -> str:
    """A type annotation as a reader writes it (a card id is "card", a face "face")."""
    if t is type(None):
        return "None"
    origin = typing.get_origin(t)
    if origin is typing.Annotated:
        funcs = {getattr(getattr(m, "func", None), "__name__", "") for m in t.__metadata__}
        return "card" if "_card_in" in funcs else "face" if "_face_in" in funcs else _type(typing.get_args(t)[0])
    if origin is typing.Literal:
        return " \\| ".join(f"`{a!r}`".replace("'", '"') for a in typing.get_args(t))
    if origin is typing.Union or type(t).__name__ == "UnionType":
        return " \\| ".join(_type(a) for a in typing.get_args(t))
    if origin is not None:
        args = typing.get_args(t)
        name = getattr(origin, "__name__", str(origin))
        inner = ", ".join("..." if a is Ellipsis else _type(a) for a in args)
        return f"{name}[{inner}]"
    return getattr(t, "__name__", str(t)).replace("typing.", "")


def _signature(fn: Callable) -> str:
    sig = inspect.signature(fn)
    params = [p.replace(annotation=inspect.Parameter.empty) for p in sig.parameters.values() if p.name != "self"]
    plain = sig.replace(parameters=params, return_annotation=inspect.Signature.empty)
    return f"{fn.__name__}{plain}"


def _entry(title: str, doc: str) -> list[str]:
    return [f"#### `{title}`", "", doc or "(no docstring)", ""]


def _hooks() -> list[str]:
    from . import hookspecs

    source = inspect.getsource(hookspecs)
    names = re.findall(r"^def (rummy_\w+)\(", source, re.M)
    out = ["### Hooks", "", _doc(hookspecs).split("\n\n")[0], ""]
    for name in names:
        out += _entry(_signature(getattr(hookspecs, name)), _doc(getattr(hookspecs, name)))
    return out


def _methods(title: str, items: Iterable[Callable], intro: str = "") -> list[str]:
    out = [f"### {title}", ""] + ([intro, ""] if intro else [])
    for fn in items:
        owner = fn.__qualname__.rsplit(".", 1)[0] + "." if "." in fn.__qualname__ else ""
        out += _entry(owner + _signature(fn), _doc(fn))
    return out


def _comments(cls: Any) -> dict[str, str]:
    """The comment at the end of each field's line in a class's source (``name: type  # ...``)."""
    out: dict[str, str] = {}
    for line in inspect.getsource(cls).splitlines():
        m = re.match(r"^    (\w+)\s*:[^#]*#\s*(.+)$", line)
        if m and m.group(1) not in out:
            out[m.group(1)] = m.group(2).strip()
    return out


def _cell(text: str) -> str:
    return _md(text).replace("\n", " ").replace("|", "\\|")


def _model(model: Any) -> list[str]:
    notes = _comments(model)
    out = [f"#### `{model.__name__}`", "", _doc(model), "",
           "| field | type | default | meaning |", "|---|---|---|---|"]
    for name, field in model.model_fields.items():
        default = "required" if field.is_required() else f"`{field.default!r}`".replace("'", '"')
        out.append(f"| `{name}` | {_type(field.annotation)} | {default} | {_cell(field.description or notes.get(name, ''))} |")
    return out + [""]


def _dataclass(cls: Any) -> list[str]:
    from rummy_desktop.core import variant

    hints = typing.get_type_hints(cls, localns={"Rules": variant.Rules})
    notes = _comments(cls)
    out = [f"#### `{cls.__name__}`", "", _doc(cls), ""]
    if notes:
        out += ["| field | type | meaning |", "|---|---|---|"]
        out += [f"| `{f.name}` | {_type(hints[f.name])} | {_cell(notes.get(f.name, ''))} |" for f in dataclasses.fields(cls)]
    else:
        out += ["| field | type |", "|---|---|"] + [f"| `{f.name}` | {_type(hints[f.name])} |" for f in dataclasses.fields(cls)]
    return out + [""]


#: One example of each action, as JSON and as Python (with the kit's ``card``, ``cards`` and
#: ``face``); both are checked to be the same action when the reference is written.
ACTION_EXAMPLES = {
    "draw": ({"type": "draw"}, "Draw()"),
    "take_discard": ({"type": "take_discard"}, "TakeDiscard()"),
    "dig": ({"type": "dig", "card": "7S"}, 'Dig(card=card("7S"))'),
    "meld": ({"type": "meld", "cards": ["7C", "7D", "JK1"], "jokers": {"JK1": "7H"}},
             'Meld(cards=tuple(cards("7C 7D JK1")), jokers={card("JK1"): face("7H")})'),
    "meld_many": ({"type": "meld_many", "melds": [["7C", "7D", "7H"], ["9S", "9H", "JK1"]], "jokers": {"JK1": "9C"}},
                  'MeldMany(melds=(tuple(cards("7C 7D 7H")), tuple(cards("9S 9H JK1"))), '
                  'jokers={card("JK1"): face("9C")})'),
    "lay_off": ({"type": "lay_off", "card": "8H", "group": 0}, 'LayOff(card=card("8H"), group=0)'),
    "swap_joker": ({"type": "swap_joker", "card": "7H", "group": 0}, 'SwapJoker(card=card("7H"), group=0)'),
    "buy": ({"type": "buy"}, "Buy()"),
    "discard": ({"type": "discard", "card": "KD"}, 'Discard(card=card("KD"))'),
    "knock": ({"type": "knock", "card": "QC"}, 'Knock(card=card("QC"))'),
    "commit": ({"type": "commit", "table": [["7C", "7D", "7H"], ["3S", "4S", "5S", "6S"]]},
               'Commit(table=(tuple(cards("7C 7D 7H")), tuple(cards("3S 4S 5S 6S"))))'),
    "pass": ({"type": "pass"}, "Pass()"),
    "withdraw": ({"type": "withdraw"}, "Withdraw()"),
    "continue": ({"type": "continue"}, "ContinueGame()"),
    "end_game": ({"type": "end_game"}, "EndGame()"),
}


def _actions() -> list[str]:
    import json

    from rummy_desktop.core import actions

    from rummy_desktop import testing

    out = ["### Actions: `rummy_desktop.core.actions`", "",
           _doc(actions).split("\n\n")[0], "",
           "A test plays one with `testing.play(game, seat, ...)`, as JSON data (the form of saves and of "
           "the network) or as the Python object (its cards are card ids: the kit's `card`, `cards` and "
           "`face` read the notation); `game.open_actions(seat)` (and a view's `open_actions`) lists the "
           "types the seat may send now.", ""]
    classes = {cls.model_fields["type"].default: cls for cls in typing.get_args(typing.get_args(actions.Action)[0])}
    names = {**vars(actions), "card": testing.card, "cards": testing.cards, "face": testing.face}
    for kind in actions.ACTION_TYPES:
        cls = classes[kind]
        example, python = ACTION_EXAMPLES[kind]
        if eval(python, names) != actions.parse_action(example):  # noqa: S307 - our own examples
            raise ValueError(f"the {kind} examples differ: {example} and {python}")
        out += [f"#### `{kind}`: `{cls.__name__}`", "", _doc(cls) or "", "",
                f"* JSON: `{json.dumps(example, ensure_ascii=False)}`", f"* Python: `{python}`", ""]
        fields = [(n, f) for n, f in cls.model_fields.items() if n != "type"]
        if fields:
            notes = _comments(cls)
            out += ["| field | type | meaning |", "|---|---|---|"]
            out += [f"| `{n}` | {_type(f.annotation)} | {_cell(notes.get(n, ''))} |" for n, f in fields]
            out.append("")
    return out


def _structures() -> list[str]:
    """The turn structures a declaration may name, what each offers and reads."""
    from rummy_desktop.core import structures as s

    out = ["### Turn structures: `rummy_desktop.core.structures`", "", _doc(s), "",
           "| `family` | turn styles (`turn`) | joker policies | its own parameters | working copy | discard pile |",
           "|---|---|---|---|---|---|"]
    for name, st in sorted(s.structures().items()):
        out.append(f"| `{name}` | {', '.join(f'`{x}`' for x in st.styles)} | "
                   f"{', '.join(f'`{x}`' for x in st.joker_policies)} | {', '.join(f'`{x}`' for x in st.parameters)} | "
                   f"{'yes' if st.working_copy else 'no'} | {'yes' if st.discard_pile else 'no'} |")
    out.append("")
    return out + _methods("What a turn structure offers (`rules.structure`)", [
        s.TurnStructure.cards_drawn, s.TurnStructure.draw_instead, s.TurnStructure.legal])


def _legal() -> list[str]:
    from rummy_desktop.core import legal

    return _methods("Legal actions: `rummy_desktop.core.legal`", [
        legal.legal_actions, legal.Legal.actions, legal.Legal.accepts, legal.Legal.first, legal.Legal.refusal,
        legal.Legal.any, legal.Legal.plain, legal.DrawDiscardLegal.draws, legal.DrawDiscardLegal.melds,
        legal.DrawDiscardLegal.meld_manys, legal.DrawDiscardLegal.lay_offs, legal.DrawDiscardLegal.swaps,
        legal.DrawDiscardLegal.discards, legal.DrawDiscardLegal.discard_cards, legal.DrawDiscardLegal.knocks,
        legal.DrawDiscardLegal.after,
    ], _doc(legal))


def _functions(title: str, module: Any, names: Iterable[str]) -> list[str]:
    return _methods(title, [getattr(module, n) for n in names], _doc(module).split("\n\n")[0])


def _reasons() -> list[str]:
    from rummy_desktop.core.groups import GROUP_REASONS
    from rummy_desktop.core.reasons import REASONS

    out = ["### Reason codes", "",
           "The codes the engine refuses a move with (`IllegalAction.code`; the English text here, the "
           "table shows each in the player's language). `invalid_meld`, `invalid_lay_off` and "
           "`invalid_group` carry a `why`, one of the group codes below. A plugin's own codes are "
           "declared with `registry.add_reasons` in `rummy_register_texts`.", "",
           "| code | English text |", "|---|---|"]
    for code, text in list(REASONS.items()) + list(GROUP_REASONS.items()):
        out.append(f"| `{code}` | {text.replace('|', chr(92) + '|')} |")
    return out + [""]


def reference() -> str:
    """The whole generated reference, Markdown."""
    from rummy_desktop import testing
    from rummy_desktop.core import variant as v
    from rummy_desktop.core.drawdiscard import MeldPosition
    from rummy_desktop.core.house import MeldCheck
    from rummy_desktop.plugins.lessons import LessonRegistry, lesson_files
    from rummy_desktop.plugins.pages import page_files
    from rummy_desktop.plugins.registry import PlayerRegistry, VariantRegistry
    from rummy_desktop.plugins.texts import TextRegistry

    lines = ["## Reference", ""]
    lines += _hooks()
    lines += _methods("What the registries take", [
        VariantRegistry.add, VariantRegistry.add_option, VariantRegistry.get, PlayerRegistry.add,
        LessonRegistry.add, TextRegistry.add_translations, TextRegistry.add_reasons, page_files, lesson_files,
    ])
    lines += _methods("The rule set's code: `rummy_desktop.core.variant.Variant`", [
        v.Variant.score_round, v.Variant.game_end, v.Variant.round_rules, v.Variant.end_by_host, v.Variant.eliminated,
    ], _doc(v.Variant) + " `host_decides_continue = True` (a class attribute) lets the host continue or "
                         "end the game between rounds (Shanghai).")
    lines += ["### The declaration: `rummy_desktop.core.variant`", ""]
    for model in (v.VariantSpec, v.KnockSpec, v.RoundRow, v.RoundGoal, v.GoalMeld, v.BuySpec, v.OptionSpec, v.Choice,
                  v.DeckRow, v.HandRow, v.Bonus):
        lines += _model(model)
    lines += _structures()
    lines += ["### What the rule set's code and the house rules receive", ""]
    for cls in (v.Rules, v.RoundOutcome, v.RoundScore, v.GameProgress, v.GameEnd, MeldCheck, MeldPosition):
        lines += _dataclass(cls)
    lines += _reasons()
    lines += _actions()
    lines += _legal()
    from rummy_desktop.core import cards, deadwood, scoring, state, view
    from rummy_desktop.core.position import Position
    from rummy_desktop.plugins import lessons as lesson_module

    lines += ["### The game a test reads", "",
              "`game.state` is the whole game (`GameState`); `game.view(seat)` is what a seat sees "
              "(`SeatView`); `game.state.history` holds each finished round (`RoundRecord`: its outcome, its "
              "score and the totals after it), `game.state.result` the game's end (`GameEnd`).", ""]
    for cls in (state.GameState, view.SeatView, state.RoundRecord):
        lines += _dataclass(cls)
    lines += ["### Card ids: `rummy_desktop.core.cards`", "", _doc(cards), ""]
    lines += ["### Lessons: `rummy_desktop.plugins.lessons`", "", _doc(lesson_module), ""]
    for model in (lesson_module.Lesson, lesson_module.Step, lesson_module.Highlight, lesson_module.Scripted, Position):
        lines += _model(model)
    lines += _functions("Scoring helpers: `rummy_desktop.core.scoring`", scoring, (
        "face_value", "rank", "hand_value", "seats", "lowest", "best_totals", "penalty_round",
        "winner_takes_all_round", "single_round_result", "single_round_end"))
    lines += _functions("Deadwood helpers: `rummy_desktop.core.deadwood`", deadwood, (
        "best_arrangement", "best_knock", "lay_off", "defend", "candidate_melds"))
    lines += _methods("The testing kit: `rummy_desktop.testing`",
                      [getattr(testing, name) for name in testing.__all__ if inspect.isfunction(getattr(testing, name))],
                      _doc(testing).split("\n\n")[0])
    return "\n".join(lines).rstrip() + "\n"


def render(text: str) -> str:
    """``text`` (the guide) with its generated part and its files' blocks rewritten."""
    start, end = text.find(BEGIN), text.find(END)
    if start < 0 or end < start:
        raise ValueError(f"the guide has no markers {BEGIN!r} ... {END!r}")
    text = text[: start + len(BEGIN)] + "\n\n" + reference() + "\n" + text[end:]
    return FILE_BLOCK.sub(lambda m: m.group(1) + (ROOT / m.group(2)).read_text(encoding="utf-8") + m.group(4), text)


def main(argv: list[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    check = "--check" in args
    paths = [a for a in args if a != "--check"]
    path = Path(paths[0]) if paths else GUIDE
    text = path.read_text(encoding="utf-8")
    fresh = render(text)
    if check:
        if fresh != text:
            print(f"{path}: the plugin reference is stale; run `make docs`", file=sys.stderr)
            return 1
        return 0
    if fresh != text:
        path.write_text(fresh, encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
