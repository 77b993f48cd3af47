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
    assert code == 0 and "ok     rummy (9 steps, round scores [0, 46])" in out

    class Broken:
        @hookimpl
        def rummy_register_lessons(self, registry):
            data = json.loads(json.dumps(default_catalog().lessons.get("rummy").model_dump(mode="json")))
            data["id"] = "broken"
            data["title"] = data["title"]["by_language"]
            data["scores"] = [0, 1]
            registry.add(data)

    catalog = Catalog(make_plugin_manager([Broken()]))
    monkeypatch.setattr("rummy_desktop.plugins.manager.default_catalog", lambda: catalog)
    code, out, err = _run(["lessons", "--verify"])
    assert code == 1
    assert "'broken'" in err and "announces the scores [0, 1]" in err
    assert f"of {len(catalog.lessons.all()) + 1} lessons reach their end" in out
    code, out, _ = _run(["lessons", "--lang", "xx-yy-zz"])
    assert code == 2
