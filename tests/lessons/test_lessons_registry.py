"""Lessons are data shipped by plugins through ``rummy_register_lessons``; a lesson that
does not hold up (unknown card, a card used twice, an impossible expected move, ...) is
reported with the broken plugins and left out while the others load."""

from __future__ import annotations

import copy
import json
from pathlib import Path

import pytest

from rummy_desktop.core.position import Position, PositionError, deal_position
from rummy_desktop.plugins import hookimpl
from rummy_desktop.plugins.lessons import as_lesson
from rummy_desktop.plugins.manager import Catalog, default_catalog, make_plugin_manager

ROOT = Path(__file__).resolve().parents[2]
RUMMY = json.loads((ROOT / "plugins" / "rummy_rulesets" / "lessons" / "rummy.json").read_text(encoding="utf-8"))


def _variant(lesson_id: str, change) -> dict:
    data = copy.deepcopy(RUMMY)
    data["id"] = lesson_id
    change(data)
    return data


def _unknown_card(d):
    d["position"]["hands"][0][0] = "ZZ"


def _used_twice(d):
    d["position"]["hands"][1][4] = "7H"  # also in the learner's hand


def _not_in_deck(d):
    d["position"]["hands"][1][4] = "6S'"  # a twin: Rummy for two plays one deck


def _impossible_move(d):
    d["steps"][2]["expect"] = {"type": "meld", "cards": ["7H", "8H", "10H"]}


def _wrong_scores(d):
    d["scores"] = [0, 45]


def _highlight_elsewhere(d):
    d["steps"][2]["highlight"]["cards"] = ["KC"]  # in the other hand


def _scripted_illegal(d):
    d["steps"][4]["then"][1]["action"]["cards"] = ["KC", "KH", "6S"]


BROKEN = {
    "bad-unknown-card": (_unknown_card, "not a card"),
    "bad-used-twice": (_used_twice, "7H is placed twice"),
    "bad-not-in-deck": (_not_in_deck, "6S' is not in this game's deck"),
    "bad-impossible-move": (_impossible_move, "step 3: the expected move"),
    "bad-scores": (_wrong_scores, "announces the scores [0, 45]"),
    "bad-highlight": (_highlight_elsewhere, "highlights KC"),
    "bad-scripted": (_scripted_illegal, "the scripted move of seat 1"),
}


class ThirdParty:
    """A plugin shipping a good lesson and the broken ones above."""

    @hookimpl
    def rummy_register_lessons(self, registry):
        registry.add(_variant("third-party-good", lambda d: None))
        for lesson_id, (change, _) in BROKEN.items():
            registry.add(_variant(lesson_id, change))
        registry.add({"id": "no-text", "variant": "rummy"})


def test_a_broken_lesson_is_reported_and_left_out_and_the_others_load():
    catalog = Catalog(make_plugin_manager([ThirdParty()]))
    ids = {x.id for x in catalog.lessons.all()}
    assert "third-party-good" in ids and "rummy" in ids
    assert not ids & set(BROKEN)
    reasons = {b.target: b.reason for b in catalog.problems}
    for lesson_id, (_, words) in BROKEN.items():
        reason = reasons[f"lesson {lesson_id!r}"]
        assert words in reason, reason
    assert "title" in reasons["lesson 'no-text'"] and "position" in reasons["lesson 'no-text'"]


def test_a_lesson_of_an_unknown_rule_set_or_option_is_left_out():
    class Odd:
        @hookimpl
        def rummy_register_lessons(self, registry):
            registry.add(_variant("no-such-game", lambda d: d.update(variant="snap")))
            registry.add(_variant("no-such-option", lambda d: d.update(options={"jokers": "many"})))
            registry.add(_variant("rummy", lambda d: None))  # the built-in id again

    catalog = Catalog(make_plugin_manager([Odd()]))
    reasons = {b.target: b.reason for b in catalog.problems}
    assert "snap" in reasons["lesson 'no-such-game'"]
    assert "many" in reasons["lesson 'no-such-option'"]
    assert [r for r in reasons.values() if "a lesson 'rummy' is registered already" in r]
    assert len([x for x in catalog.lessons.all() if x.id == "rummy"]) == 1


def test_a_lesson_text_needs_english():
    data = copy.deepcopy(RUMMY)
    data["title"] = {"fr": "Rami"}
    with pytest.raises(Exception, match="English"):
        as_lesson(data)


def test_deal_position_puts_every_card_once_and_refuses_a_bad_deal():
    catalog = default_catalog()
    game = catalog.new_game("rummy", {}, 2, 5)
    pos = Position(hands=[["7H", "8H"], ["KC"]], discard=["2D"], stock_top=["AS", "3S"], turn=1)
    deal_position(game, pos)
    st = game.state
    assert st.turn == 1 and st.phase == "draw" and st.discard == [14]  # 2D
    assert st.stock[-1] == 39 and st.stock[-2] == 41  # AS drawn first, then 3S
    assert sorted(st.stock + st.discard + [c for h in st.hands for c in h]) == list(range(52))
    game2 = catalog.new_game("rummy", {}, 2, 5)
    before = game2.state.snapshot()
    with pytest.raises(PositionError, match="placed twice"):
        deal_position(game2, Position(hands=[["7H"], ["7H"]]))
    with pytest.raises(PositionError, match="not in this game's deck"):
        deal_position(game2, Position(hands=[["JK1"], ["2C"]]))
    with pytest.raises(PositionError, match="3 hands for 2 players"):
        deal_position(game2, Position(hands=[["2C"], ["3C"], ["4C"]]))
    assert game2.state.snapshot() == before


def test_the_lesson_files_ship_as_package_data():
    tomllib = pytest.importorskip("tomllib")
    from fnmatch import fnmatch

    for project, package, folder in (
        (ROOT / "pyproject.toml", "rummy_rulesets", ROOT / "plugins" / "rummy_rulesets" / "lessons"),
        (ROOT / "plugins" / "example-house-rule" / "pyproject.toml", "rummy_house_distinct_suits",
         ROOT / "plugins" / "example-house-rule" / "rummy_house_distinct_suits" / "lessons"),
    ):
        globs = tomllib.loads(project.read_text(encoding="utf-8"))["tool"]["setuptools"]["package-data"][package]
        files = list(folder.iterdir())
        assert files
        for f in files:
            assert any(fnmatch(f"lessons/{f.name}", g) for g in globs), f.name
