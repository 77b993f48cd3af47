"""``rummy-desktop lessons [--json] [--verify]``."""

from __future__ import annotations

import contextlib
import io
import json

from rummy_desktop.cli import main
from rummy_desktop.plugins import hookimpl
from rummy_desktop.plugins.manager import Catalog, default_catalog, make_plugin_manager


def _run(argv):
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = main(argv)
    return code, out.getvalue(), err.getvalue()


def test_lessons_lists_and_json_gives_one_object_per_line():
    code, out, _ = _run(["lessons"])
    assert code == 0 and "rummy" in out and "9 steps" in out
    code, out, _ = _run(["lessons", "--json", "--lang", "pt_BR"])
    rows = [json.loads(line) for line in out.splitlines()]
    assert code == 0 and len(rows) == len(default_catalog().lessons.all())
    rummy = next(r for r in rows if r["id"] == "rummy")
    assert rummy == {"id": "rummy", "variant": "rummy", "title": "Rummy: trincas, sequências e bater",
                     "steps": 9, "languages": ["en", "fr", "pt_BR"]}


def test_verify_plays_every_lesson_and_fails_when_one_does_not_hold_up(monkeypatch):
    code, out, _ = _run(["lessons", "--verify"])
    assert code == 0
    assert "ok     rummy (9 steps, round scores [0, 46]; the engine accepts its 8 expected and 3 scripted moves)" in out

    def variant(lesson_id, change):
        data = json.loads(json.dumps(default_catalog().lessons.get("rummy").model_dump(mode="json")))
        data["id"] = lesson_id
        for key in ("title", "summary", "end"):
            data[key] = data[key]["by_language"]
        for step in data["steps"]:
            for key in ("text", "other"):
                if step.get(key):
                    step[key] = step[key]["by_language"]
        change(data)
        return data

    class Broken:
        @hookimpl
        def rummy_register_lessons(self, registry):
            registry.add(variant("broken-scores", lambda d: d.update(scores=[0, 1])))
            # step 5's scripted discard of a card seat 1 does not hold
            registry.add(variant("broken-then", lambda d: d["steps"][4]["then"][2]["action"].update(card="AS")))
            # step 2 says nothing after another move, and step 3 asks for a meld that is no run
            registry.add(variant("broken-steps", lambda d: (d["steps"][2]["expect"].update(cards=["7H", "8H", "5C"]),
                                                            d["steps"][1].pop("other"))))

    catalog = Catalog(make_plugin_manager([Broken()]))
    monkeypatch.setattr("rummy_desktop.plugins.manager.default_catalog", lambda: catalog)
    code, out, err = _run(["lessons", "--verify"])
    assert code == 1
    assert "'broken-scores'" in err and "announces the scores [0, 1]" in err
    assert "'broken-then': step 5: the scripted move of seat 1" in err and "is refused by the engine" in err
    assert "'broken-steps': step 2: expects a move but says nothing" in err
    assert "; step 3: the expected move" in err and "not a valid meld" in err
    assert f"of {len(catalog.lessons.all()) + 3} lessons reach their end" in out
    code, out, _ = _run(["lessons", "--lang", "xx-yy-zz"])
    assert code == 2
