"""Lessons cannot trap a player: every lesson walked at the smallest window with wrong
moves made on purpose at each step, as a player makes them (clicks, drags, the buttons,
the joker prompt). Each wrong move is refused with a way forward in the bubble, written
once; the bubble and the joker prompt keep clear of what the step needs; and the player
can still take the step and reach the lesson's end."""

from __future__ import annotations

import os
import re
import sys

import pytest

sys.path.insert(0, os.path.dirname(__file__))

from lesson_support import (
    SMALLEST,
    JokerAnswers,
    at_step,
    covered,
    make_page,
    move_cards,
    play,
    press,
    settle,
)
from table_support import driver

from rummy_desktop.ui.table.reasons import face_text

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")

LESSONS = ["rummy", "rummy-multiplayer", "rummy-500", "manipulation", "machiavelli", "shanghai", "guadalupe",
           "carousel", "vatican", "tahiti", "rummy-distinct-suits"]


JOKER_SLIP = "the right cards, the joker as another card"


def sentences(text: str) -> list[str]:
    return [s.strip() for s in re.split(r"(?<=[.!?])\s+", text) if s.strip()]


def new_jokers(page, action) -> dict:
    """The jokers of a commit whose face the table asks for (not already on the table
    with that face)."""
    declared = driver(None, page.table).view().declared
    return {j: f for j, f in getattr(action, "jokers", {}).items() if declared.get(j) != f}


def wrong_moves(qtbot, page, answers) -> list[tuple[str, object]]:
    """(what, gesture) for moves the step does not want, made at the table (the table
    of the moment: Try again builds it afresh)."""
    def w():
        return page.table

    def d():
        return driver(qtbot, page.table)

    expect, v = page.channel.step.expect, d().view()
    hand = d().hand()
    out: list[tuple[str, object]] = []
    if d().manipulation():
        acts = set(v.open_actions)
        wanted_cards = [c for g in getattr(expect, "table", ()) for c in g if c in set(v.hand)]
        lone = (wanted_cards or hand)[0]

        def alone():
            move_cards(qtbot, w(), [lone], "new")
            d().press("done")

        if "commit" in acts:  # Carousel's turn starts with a draw: no Done before it
            out.append(("a card alone on the table, then Done", alone))
        if expect.type != "draw" and acts & {"draw", "pass"}:
            out.append(("Draw (or Pass) instead", lambda: d().press("primary")))
        jokers = new_jokers(page, expect) if expect.type == "commit" else {}
        if expect.type == "commit" and expect.knock:
            out.append(("Done instead of Knock", lambda: play(qtbot, page, expect.model_copy(update={"knock": False}),
                                                              answers, [f for _, f in sorted(jokers.items())])))
        if jokers:  # last: the way forward it is given takes the step
            out.append((JOKER_SLIP,
                        lambda: play(qtbot, page, expect, answers, [("not", f) for _, f in sorted(jokers.items())])))
        return out
    if expect.type == "draw":
        if v.discard:
            out.append(("take the discard", lambda: d().click(v.discard[-1])))
        out.append(("discard before drawing", lambda: d().drag(hand[0], to="discard")))
    elif expect.type in ("take_discard", "dig"):
        out.append(("draw from the stock", lambda: d().click("stock")))
        if expect.type == "dig" and v.discard[-1] != expect.card:
            out.append(("take the top card", lambda: d().click(v.discard[-1])))
    elif expect.type == "meld":
        out.append(("meld one card", lambda: d().drag(expect.cards[0], to="new")))
        rest = [c for c in hand if c not in expect.cards and c != v.restricted]
        if rest:
            out.append(("discard instead", lambda: d().drag(rest[0], to="discard")))
    elif expect.type == "lay_off":
        others = [i for i in range(len(v.table)) if i != expect.group]
        if others:
            out.append(("lay off on another meld", lambda: d().drag(expect.card, to=("group", others[0]))))
    elif expect.type == "discard":
        rest = [c for c in hand if c != expect.card and c != v.restricted]
        if rest:
            out.append(("discard another card", lambda: d().drag(rest[0], to="discard")))
        out.append(("meld the card alone", lambda: d().drag(expect.card, to="new")))
    return out


def check_refused(qtbot, page, what, step_no, before) -> None:
    """The wrong move changed nothing of the game and the bubble says the way forward,
    once, clear of what the step needs."""
    settle(qtbot, page)
    b = page.bubble
    assert page.channel.step_number == step_no, what
    note = b.note.text()
    assert b.note.isVisible() and note, (what, note)
    way = page.channel.way_forward()
    if what == JOKER_SLIP:  # the table says which card the joker is, and how to go on
        faces = new_jokers(page, page.channel.step.expect).values()
        assert all(face_text(f) in note for f in faces) and way not in note, note
    else:
        assert note.endswith(way), (what, note)
    said = sentences(note) + (sentences(b.text.text()) if b.text.isVisibleTo(b) else [])
    assert len(said) == len(set(said)), (what, note)  # no sentence said twice
    assert covered(page) == [], (what, covered(page))
    d = driver(qtbot, page.table)
    if not d.manipulation():
        assert d.latest_view() == before, what


def building_in_sight(qtbot, page) -> None:
    """While the player lays the table out, the bubble keeps clear of what the step needs
    (the groups being built, the new-group slot, the cards still to play)."""
    settle(qtbot, page)
    assert covered(page) == [], (page.channel.step_number, covered(page))
    b = page.bubble
    assert b.text.isVisibleTo(b) and not b.note.isVisibleTo(b)  # a note about an earlier move is gone


def recover(qtbot, page) -> None:
    """After a wrong move: Try again when the table was changed."""
    if page.bubble.btn_retry.isVisible():
        table = page.table
        press(qtbot, page.bubble.btn_retry)
        qtbot.waitUntil(lambda: page.table is not table)
        settle(qtbot, page)
        d = driver(qtbot, page.table)
        assert d.editing() and not d.table_touched()
        assert page.bubble.layer.isVisible() and page.bubble.layer.rects  # the step's outlines are back


@pytest.fixture
def language(request):
    """The interface in the test's language (the lesson's texts and the table's)."""
    from rummy_desktop.ui.i18n import Translations

    translations = Translations()
    translations.apply(request.param)
    yield request.param
    translations.apply("en")


@pytest.mark.parametrize("lesson_id,language", [(x, "en") for x in LESSONS] + [
    ("rummy", "pt_BR"), ("carousel", "fr")], indirect=["language"])
def test_wrong_moves_at_every_step_and_the_lesson_still_reaches_its_end(qtbot, catalog, lesson_id, language):
    page = make_page(qtbot, catalog, lesson_id, language, size=SMALLEST)
    answers = JokerAnswers(page)
    tried = 0
    try:
        for n, step in enumerate(page.lesson.steps):
            at_step(qtbot, page, n)
            assert covered(page) == []
            if step.expect is None:
                page.next()
                continue
            for what, gesture in wrong_moves(qtbot, page, answers):
                before = driver(qtbot, page.table).latest_view()
                answers.faces = []
                gesture()
                if not page.bubble.note.isVisible() and driver(qtbot, page.table).manipulation():
                    settle(qtbot, page)  # a reminder ("you must meld if you can"): the same again
                    if what.startswith("Draw"):
                        driver(qtbot, page.table).press("primary")
                check_refused(qtbot, page, what, n, before)
                tried += 1
                if what == JOKER_SLIP:
                    # the way forward as it is said: the same cards again, the right face
                    answers.faces = list(new_jokers(page, step.expect).values())
                    press(qtbot, driver(qtbot, page.table).button("primary") if step.expect.knock else driver(qtbot, page.table).button("done"))
                    break
                recover(qtbot, page)
            else:
                play(qtbot, page, step.expect, answers, after_each=lambda: building_in_sight(qtbot, page))
            if n + 1 < len(page.lesson.steps):
                at_step(qtbot, page, n + 1)
        qtbot.waitUntil(lambda: page.channel.finished, timeout=10000)
        for prompt, bubble in answers.asked:
            assert not prompt.intersects(bubble), (prompt, bubble)  # the prompt leaves the bubble in sight
    finally:
        answers.stop()
    assert tried >= len([s for s in page.lesson.steps if s.expect is not None])
