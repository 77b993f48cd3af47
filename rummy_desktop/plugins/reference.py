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
import json
import re
import sys
import typing
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any

from rummy_desktop import testing
from rummy_desktop.core import actions, cards, checks, deadwood, legal, scoring, state, view
from rummy_desktop.core import structures as s
from rummy_desktop.core import variant as v
from rummy_desktop.core.drawdiscard import MeldPosition
from rummy_desktop.core.groups import GROUP_REASONS
from rummy_desktop.core.house import MeldCheck
from rummy_desktop.core.position import Position
from rummy_desktop.core.reasons import REASONS
from rummy_desktop.core.variant import ReturnError, Variant
from rummy_desktop.plugins import lessons as lesson_module
from rummy_desktop.plugins.lessons import LessonRegistry, lesson_files
from rummy_desktop.plugins.manager import Catalog
from rummy_desktop.plugins.pages import page_files
from rummy_desktop.plugins.registry import PlayerKind, PlayerRegistry, VariantRegistry
from rummy_desktop.plugins.texts import TextRegistry, register_texts
from rummy_rulesets.rummy import SPEC

from . import hookspecs

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


#: What a field means, for the fields of the classes the reference shows whose line in the
#: code carries no comment (``name: type  # meaning``): class name -> field -> meaning. A
#: field with neither is caught by a test (tests/plugins/test_plugin_guide.py), so a field
#: added to what the plugins see is documented as it is added.
FIELD_NOTES: dict[str, dict[str, str]] = {
    "Rules": {
        "variant": "the rule set's id",
        "options": "the table's options, every one (defaults filled in): a house rule reads its own here",
        "players": "the players dealt in (basic Rummy: those still in the game)",
        "decks": "standard 52-card decks, 1 or 2 (`VariantSpec.decks`)",
        "jokers": "jokers added to the decks",
        "hand_size": "cards dealt to each player",
        "deal_batches": "how the hands are dealt round the table; `()`: one card at a time (`VariantSpec.deal_batches`)",
        "loose_cards": "cards dealt face up onto the table (Tahiti)",
        "meld": "what makes a set or a run: `MeldRules(ace_mode, distinct_suits, max_jokers, set_max)`; "
                "`rummy_adjust_rules` changes them by those four names",
        "joker_policy": "what jokers may do (`VariantSpec.joker_policy`; the policies of each family: "
                        "[Joker policies](#joker-policies))",
        "turn": "the turn's shape (`VariantSpec.turn`)",
        "opening_run": "the first meld needs a natural run of three from the hand (Vatican)",
        "knock_limit": "Carousel's knock: the most points a player may knock with; None: no knocking",
        "dig": "a card may be dug from deep in the discard pile (Rummy 500)",
        "last_card_discard": "the card taken from the pile may be discarded when it is the last (Rummy 500)",
        "rebuild": "how an empty stock is rebuilt: `shuffle` or `turn-over`",
        "rebuild_limit": "rebuilds allowed in a round",
        "rebuild_at_turn_start": "the stock is rebuilt at the start of a turn that finds it empty (Rummy 500)",
        "melds_in_hand": "melds stay in the hand until a knock (Gin Rummy; `VariantSpec.melds_in_hand`)",
        "lay_off": "where a card may be laid off during play: `any`, `own` or `none`",
        "stock_floor": "the round ends, void, when a discard leaves this many cards in the stock; 0: never",
        "first_upcard": "the card turned up at the deal is offered first (Gin Rummy)",
        "house": "the house rules' hooks of the plugins in use when the game was dealt (a `HouseRules`, "
                 "`rummy_desktop.core.house`): the engine, the hints and the computer players ask its "
                 "`judge_meld`, `judge_action` and `adjust_scores`, which ask every plugin's "
                 "`rummy_judge_meld`, `rummy_judge_action` and `rummy_adjust_scores`; None when no plugin has "
                 "them. A plugin neither reads nor changes it. Not part of the rules' value: two rules that "
                 "differ only in it are equal, and saves and the network leave it out",
    },
    "RoundOutcome": {
        "hands": "each seat's cards left in hand (after a knock: its deadwood)",
        "ending": "`out`, `blocked`, `knock`, `gin`, `stock` or `dead` (see above)",
        "seat": "who went out or knocked; None for `blocked`, `stock` and `dead`",
        "rummy": "the going-out turn was a rummy from hand",
        "table": "the groups on the table, each a list of card ids",
        "by": "each table card -> the seat that put it there (draw-and-discard: a knock's melds and lay-offs "
              "too; the Manipulation family: the seat whose commit placed it)",
        "declared": "each joker on the table -> the face it stands for",
        "active": "the seats still in the game (basic Rummy eliminates); None before the engine fills it",
        "deadwood": "after a knock: what each hand's deadwood counts; None otherwise",
        "undercut": "after a knock: another player's deadwood counts no more than the knocker's",
    },
    "GameProgress": {
        "totals": "each seat's total after the round",
        "rounds_won": "rounds each seat has won",
        "rounds": "rounds played so far, this one included",
        "active": "the seats still in the game",
        "last": "the round's score (after the house rules' `rummy_adjust_scores`)",
        "last_outcome": "the round as it ended",
    },
    "GameEnd": {
        "winners": "the seats that won (never empty; several: a shared win or a draw)",
        "draw": "the game is a draw between `winners`",
        "totals": "the final totals: the rounds' totals plus each seat's bonuses",
        "bonuses": "empty, or one mapping per seat of the declared bonus keys (`VariantSpec.bonuses`) "
                   "to points",
    },
    "MeldCheck": {
        "kind": "`meld` (a new meld from the hand), `lay_off` (a card added to a meld of the table), "
                "`knock` (a meld shown when a round ends on a knock)",
        "cards": "the meld as it would be on the table, in display order (card ids)",
        "faces": "each card's face; a joker's is the card it stands for",
        "added": "the cards that come from the hand",
        "group": "the table group laid off on; None for a new meld",
        "seat": "the player",
        "hand": "that player's hand before the move",
    },
    "MeldPosition": {
        "hand": "the hand of the seat to play",
        "table": "the groups on the table",
        "declared": "each joker on the table -> the face it stands for",
        "rules": "the rules of the game (`Rules`)",
        "restricted": "the card taken from the discard pile this turn (it may not be discarded); None",
        "obligation": "Rummy 500: the dug card still to meld this turn; None",
        "seat": "the seat to play",
        "phase": "`draw`, `meld` or `buy` (draw-and-discard: the discard offered to this seat), `play` "
                 "(Manipulation family)",
        "round_no": "the round, from 1",
        "turn_no": "the turn of the round: 1 for the first",
        "discard": "the discard pile as far as it is visible, the top last (basic Rummy: the top card; "
                   "Rummy 500: all of it); empty in the Manipulation family",
        "discard_count": "cards in the discard pile",
        "stock_count": "cards left in the stock",
        "by": "each table card -> the seat that put it there (the Manipulation family: the seat whose commit "
              "placed it; cards keep their placer as the table is rearranged)",
        "dealer": "the seat that dealt this round",
        "upcard": "the round's first upcard, turned up at the deal: its face (0-51; a joker 52); None in the "
                  "Manipulation family",
        "opened": "each seat: has laid the round's goal (`RoundGoal`), or made its opening meld (Vatican)",
        "melded_before": "each seat: melded or laid off in an earlier turn of the round (the Manipulation "
                         "family: has committed)",
        "melded_now": "the seat to play has melded or laid off this turn",
        "hand_counts": "how many cards each seat holds",
        "loose": "Tahiti's loose cards on the table",
        "draws": "Carousel: cards drawn this turn",
        "final_turns": "Carousel: final turns left once the stock is out; None",
        "buys": "buys each seat has made this round (`VariantSpec.buy`)",
    },
    "RoundRecord": {
        "number": "the round, from 1",
        "outcome": "how it ended (`RoundOutcome`)",
        "score": "its score (`RoundScore`, after the house rules)",
        "totals": "each seat's total after it",
    },
}


def _notes(cls: Any) -> dict[str, str]:
    """What each field of ``cls`` means: its line's comment, else :data:`FIELD_NOTES`."""
    return {**FIELD_NOTES.get(cls.__name__, {}), **_comments(cls)}


def _dataclass(cls: Any) -> list[str]:
    hints = typing.get_type_hints(cls, localns={"Rules": v.Rules})
    notes = _notes(cls)
    out = [f"#### `{cls.__name__}`", "", _doc(cls), "", "| field | type | meaning |", "|---|---|---|"]
    out += [f"| `{f.name}` | {_type(hints[f.name])} | {_cell(notes.get(f.name, ''))} |" for f in dataclasses.fields(cls)]
    return out + [""]


def _dataclasses(*classes: type) -> list[str]:
    return [line for cls in classes for line in _dataclass(cls)]


def undocumented() -> list[str]:
    """``Class.field`` for each field of the reference's tables that says nothing of what it
    means (a test fails on any)."""
    out = []
    for cls in DATACLASSES:
        notes = _notes(cls)
        out += [f"{cls.__name__}.{f.name}" for f in dataclasses.fields(cls) if not notes.get(f.name)]
    for model in MODELS:
        notes = _comments(model)
        out += [f"{model.__name__}.{name}" for name, field in model.model_fields.items()
                if not (field.description or notes.get(name))]
    return out


#: The dataclasses the reference shows as tables: what plugins receive and tests read.
DATACLASSES = (v.Rules, v.RoundOutcome, v.RoundScore, v.GameProgress, v.GameEnd, MeldCheck, MeldPosition,
               state.GameState, view.SeatView, state.RoundRecord)
#: The pydantic models the reference shows as tables: the declaration and the lessons.
MODELS = (v.VariantSpec, v.KnockSpec, v.OptionSpec, v.Choice, v.DeckRow, v.HandRow, v.Bonus,
          lesson_module.Lesson, lesson_module.Step, lesson_module.Highlight, lesson_module.Scripted, Position)


def _joker_policies() -> list[str]:
    """Which joker policies each family plays, and what a deck with jokers needs (from the
    checks a declaration goes through, :mod:`rummy_desktop.core.checks`)."""
    try:  # the sentence a declaration with jokers and no policy is refused with
        checks.check_rules(dataclasses.replace(SPEC.resolve({}, 2), jokers=2, joker_policy="none"), SPEC.family)
        refusal = ""
    except ReturnError as exc:
        refusal = str(exc)
    out = ["#### Joker policies", "",
           "A rule set's `joker_policy` must be one its family plays. A deck with jokers (a `DeckRow` with "
           "`jokers`, for any player count and options) needs a policy other than `none`: the declaration "
           "is cross-checked for every player count and every combination of its options when it is "
           f"registered, and `joker_policy=\"none\"` with jokers in the deck is refused at start-up (\"{refusal}\"), "
           "the rule set left out and its plugin reported. Give the policy with the option that adds the "
           "jokers: `overrides={\"jokers\": {\"on\": {\"joker_policy\": \"swap\"}}}` beside "
           "`DeckRow(players=(2, 6), when={\"jokers\": \"on\"}, decks=1, jokers=2)`. A knock (`knock`) is "
           "played without jokers.", "",
           "| family | joker policies |", "|---|---|"]

    out += [f"| `{family}` | {', '.join(f'`{p}`' for p in st.joker_policies)} |"
            for family, st in sorted(s.structures().items())]
    return out + [""]


#: The guide's table of which hook sees what: for each hook (and the rule set's own code),
#: when the program calls it, what it returns and what its failure does. What it receives is
#: read from its signature. A hook missing here fails a test.
HOOK_TABLE: dict[str, tuple[str, str, str]] = {
    "rummy_register_variants": (
        "at start-up, first", "nothing: `registry.add(variant, rules_page=...)`", "left out"),
    "rummy_register_house_rules": (
        "at start-up, after every `rummy_register_variants`", "nothing: `registry.add_option(...)`", "left out"),
    "rummy_register_players": ("at start-up", "nothing: `registry.add(name, factory, ...)`", "left out"),
    "rummy_register_texts": (
        "at start-up, after the rule sets, house rules and players",
        "nothing: `registry.add_translations(...)`, `registry.add_reasons(...)`", "left out"),
    "rummy_register_lessons": (
        "at start-up, last; each lesson is then played through", "nothing: `registry.add(lesson)`", "left out"),
    "rummy_adjust_rules": (
        "when a game is set up, and at a deal that changes the players (basic Rummy)",
        "a mapping of `Rules` fields to values, or None", "the game is not set up (`plugin_error`)"),
    "rummy_adjust_round": (
        "when a round is dealt, after the rule set's `round_rules` (the first upcard known)",
        "a mapping of `Rules` fields to values but the deal's, or None",
        "the move that deals the round is refused (`plugin_error`); the first round: the game is not set up"),
    "rummy_judge_meld": (
        "before a meld, a lay-off or a knock's melds count (draw-and-discard); by the engine's legal actions, "
        "which the hints and the computer players go by", "None; raise `IllegalAction` to refuse",
        "the move counts as refused (`plugin_error`), for the engine, the hints and the players alike"),
    "rummy_judge_action": (
        "before any action of the seat to act counts; by the engine's legal actions, which the table, the hints "
        "and the computer players go by", "None; raise `IllegalAction` to refuse",
        "the move counts as refused (`plugin_error`), for the engine, the hints and the players alike"),
    "rummy_adjust_scores": (
        "when a round ends, after `score_round`; by the computer players' searches for the rounds they play out",
        "a `RoundScore`, or None", "the move that ends the round is refused (`plugin_error`)"),
    "Variant.score_round": ("when a round ends", "a `RoundScore`", "the move that ends the round is refused"),
    "Variant.game_end": ("after each round", "a `GameEnd`, or None for another round",
                         "the move that ends the round is refused"),
    "Variant.round_rules": ("when a round is dealt (the first upcard known)",
                            "a mapping of `Rules` fields to values but the deal's, or None",
                            "the move that deals the round is refused"),
    "Variant.end_by_host": ("when the host ends the game between rounds (Shanghai)", "a `GameEnd`",
                            "the host's move is refused"),
    "Variant.eliminated": ("after each round", "one True or False per seat", "the move that ends the round is refused"),
}


def _sees(fn: Callable) -> str:
    """What a hook receives, from its signature: ``rules`` (`Rules`), ...."""
    params = [p for p in inspect.signature(fn).parameters.values() if p.name != "self"]
    out = []
    for p in params:
        kind = str(p.annotation).strip("'\"") if p.annotation is not inspect.Parameter.empty else ""
        kind = {"Any": "an action (`rummy_desktop.core.actions`)", "list[int]": "the totals"}.get(kind, f"`{kind}`")
        out.append(f"`{p.name}`: {kind}")
    return ", ".join(out)


def _hook_table() -> list[str]:
    out = ["### Which hook sees what", "",
           "Every hook a plugin implements, and the rule set's own code, with what each receives (the tables "
           "below say every field), when the program calls it, what it returns, and what a failure does. A "
           "failure is an exception other than a deliberate refusal (`IllegalAction`, `SpecError`), or a return "
           "that does not fit: it is charged to the plugin alone, named with the hook, and the plugin is "
           "switched off for the session (see [part 5](#5-what-a-plugin-may-and-may-not-do)).", "",
           "| hook | it sees | called | it returns | a failure |", "|---|---|---|---|---|"]
    for name, (when, returns, failure) in HOOK_TABLE.items():
        owner, _, method = name.partition(".")
        fn = getattr(Variant, method) if method else getattr(hookspecs, name)
        out.append(f"| `{name}` | {_cell(_sees(fn))} | {_cell(when)} | {_cell(returns)} | "
                   f"{_cell(failure)}; the plugin switched off |")
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
        if eval(python, names) != actions.parse_action(example):  # our own examples
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
    return _methods("Legal actions: `rummy_desktop.core.legal`", [
        legal.legal_actions, legal.Legal.actions, legal.Legal.accepts, legal.Legal.first, legal.Legal.refusal,
        legal.Legal.any, legal.Legal.plain, legal.DrawDiscardLegal.draws, legal.DrawDiscardLegal.melds,
        legal.DrawDiscardLegal.meld_manys, legal.DrawDiscardLegal.iter_meld_manys, legal.DrawDiscardLegal.plays,
        legal.DrawDiscardLegal.lay_offs, legal.DrawDiscardLegal.swaps,
        legal.DrawDiscardLegal.discards, legal.DrawDiscardLegal.discard_cards, legal.DrawDiscardLegal.knocks,
        legal.DrawDiscardLegal.after,
    ], _doc(legal))


def _functions(title: str, module: Any, names: Iterable[str]) -> list[str]:
    return _methods(title, [getattr(module, n) for n in names], _doc(module).split("\n\n")[0])


def _reasons() -> list[str]:
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
    lines = ["## Reference", ""]
    lines += _hook_table()
    lines += _hooks()
    lines += _methods("What the registries take", [
        VariantRegistry.add, VariantRegistry.add_option, VariantRegistry.get, PlayerRegistry.add,
        LessonRegistry.add, TextRegistry.add_translations, TextRegistry.add_reasons, register_texts, page_files,
        lesson_files,
    ])

    lines += _methods("The catalogue: `rummy_desktop.plugins.manager.Catalog`", [
        Catalog.new_game, Catalog.player, PlayerKind.create, Catalog.variant, Catalog.rules, Catalog.rules_page,
        Catalog.plugin_failed,
    ], "What `testing.catalog()` returns, and the program gathers from the plugins: their rule sets "
       "(`catalog.variants`), computer players (`catalog.players`), lessons (`catalog.lessons`), texts "
       "(`catalog.texts`); the plugins left out (`catalog.broken`), switched off during play "
       "(`catalog.failures`), and what a plugin registered that is not used (`catalog.problems`).")
    lines += _methods("The rule set's code: `rummy_desktop.core.variant.Variant`", [
        v.Variant.score_round, v.Variant.game_end, v.Variant.round_rules, v.Variant.end_by_host, v.Variant.eliminated,
    ], _doc(v.Variant) + " `host_decides_continue = True` (a class attribute) lets the host continue or "
                         "end the game between rounds (Shanghai).")
    lines += ["### The declaration: `rummy_desktop.core.variant`", ""]
    for model in (v.VariantSpec, v.KnockSpec, v.RoundRow, v.RoundGoal, v.GoalMeld, v.BuySpec, v.OptionSpec, v.Choice,
                  v.DeckRow, v.HandRow, v.Bonus):
        lines += _model(model)
        if model is v.VariantSpec:
            lines += _joker_policies()
    lines += _structures()
    lines += ["### What the rule set's code and the house rules receive", ""]
    lines += _dataclasses(v.Rules, v.RoundOutcome, v.RoundScore, v.GameProgress, v.GameEnd, MeldCheck, MeldPosition)
    lines += _reasons()
    lines += _actions()
    lines += _legal()

    lines += ["### The game a test reads", "",
              "`game.state` is the whole game (`GameState`); `game.view(seat)` is what a seat sees "
              "(`SeatView`); `game.state.history` holds each finished round (`RoundRecord`: its outcome, its "
              "score and the totals after it), `game.state.result` the game's end (`GameEnd`).", ""]
    lines += _dataclasses(state.GameState, view.SeatView, state.RoundRecord)
    lines += ["### Card ids: `rummy_desktop.core.cards`", "", _doc(cards), ""]
    lines += ["### Lessons: `rummy_desktop.plugins.lessons`", "", _doc(lesson_module), ""]
    lines += [line for model in (lesson_module.Lesson, lesson_module.Step, lesson_module.Highlight,
                                 lesson_module.Scripted, Position) for line in _model(model)]
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
