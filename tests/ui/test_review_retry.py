"""Retry a mistake (issue 45, point 8): from a finished game's review, Retry puts the
player back at a decision marked inaccuracy or worse, on the live table with the same
cards; the move made there with the table's gestures is judged by the review's own search
("as good as the best", or the label and the best move); Next mistake goes to the next
marked decision, Back to review to the review at that move. In both families; the record
and the statistics stay as they were."""

from __future__ import annotations

import pytest
from table_driver import TableDriver
from table_support import click_button

from rummy_desktop.core.actions import Commit, Discard, Draw, LayOff, Meld, TakeDiscard, parse_action
from rummy_desktop.review.analysis import Analysis
from rummy_desktop.review.replay import Replay
from rummy_desktop.review.retry import MARKED, as_good
from rummy_desktop.session.game_session import Seat
from rummy_desktop.session.headless import play
from rummy_desktop.session.records import game_record
from rummy_desktop.storage import records
from rummy_desktop.storage.settings import Settings
from rummy_desktop.storage.stats import stats_path
from rummy_desktop.ui.review_page import ReviewPage


def _reviewed(catalog, variant: str, seed: int, wanted: int = 2):
    """A finished game (seat 0 played at random) and its review by the real analysis, up to
    its ``wanted``-th marked decision (the rest is not needed here)."""
    game, _ = play(catalog, variant, {}, 2, seed, ["random", "greedy"])
    assert game.over
    record = game_record(game, [Seat("Ana"), Seat(kind="computer", level="greedy")], "solo", 0)
    analysis = Analysis(Replay(record, catalog, 0))
    while not analysis.finished and sum(v.label in MARKED for v in analysis.review.verdicts) < wanted:
        analysis.step()
    record.keep_review(analysis.review)
    return record


@pytest.fixture(scope="module")
def rummy_record(catalog):
    return _reviewed(catalog, "rummy", 3)


@pytest.fixture(scope="module")
def vatican_record(catalog):
    return _reviewed(catalog, "vatican", 4)


def _open(window, qtbot, monkeypatch, record):
    monkeypatch.setattr(ReviewPage, "start_analysis", lambda self: None)  # the kept verdicts are enough here
    window.apply_settings(Settings(animation_speed=0))
    path = records.keep(record.model_copy(deep=True))
    window.review_record(path)
    qtbot.waitUntil(lambda: getattr(window.controller, "review_page", None) is not None)
    page = window.controller.review_page
    qtbot.waitUntil(lambda: page.replay is not None, timeout=10000)
    return path, page


def _marked(record):
    return sorted((v for v in record.review_of(0).verdicts if v.label in MARKED), key=lambda v: v.step)


def _table_ready(qtbot, retry) -> TableDriver:
    d = TableDriver(qtbot, retry.table)
    qtbot.waitUntil(lambda: d.table.isVisible() and d.settled() and d.still(), timeout=10000)
    return d


def _play(qtbot, d, action) -> None:
    """``action`` made on the table as a player makes it."""
    if isinstance(action, Draw) and d.manipulation():
        for _ in range(2):  # a second press draws after the reminder, if the settings remind
            if d.retry_move() is not None:
                break
            d.press("primary")
    elif isinstance(action, Draw):
        d.click("stock")
    elif isinstance(action, TakeDiscard):
        d.click_at("discard")
    elif isinstance(action, Discard):
        d.drag([action.card], to="discard")
    elif isinstance(action, Meld):
        d.drag(list(action.cards), to="new")
    elif isinstance(action, LayOff):
        d.drag([action.card], to=("group", action.group))
    elif isinstance(action, Commit):  # new groups of cards from the hand, then Done
        before = {frozenset(g) for g in d.view().table}
        for group in action.table:
            if frozenset(group) not in before:
                d.drag(list(group), to="new")
                d.wait_still()
        d.press("done")
    else:
        raise AssertionError(f"no gesture here for {action}")
    qtbot.waitUntil(lambda: d.retry_move() is not None, timeout=5000)


def _judged(qtbot, retry):
    qtbot.waitUntil(lambda: retry.verdict is not None or bool(retry.problem), timeout=60000)
    assert not retry.problem
    return retry.bar.text.text()


def _retries_in_both_ways(window, qtbot, monkeypatch, record, first):
    """Retry from the review at ``first`` (a marked verdict); the best move, then the move
    made in the game; then Next mistake and Back to review."""
    stats_before = stats_path().read_bytes() if stats_path().exists() else None
    path, page = _open(window, qtbot, monkeypatch, record)
    kept = path.read_bytes()
    marked = _marked(record)
    assert page.retry_button.isEnabled()
    page.go(first.step + 1)  # the marked move's verdict on the page
    click_button(qtbot, page.retry_button)
    game = window.controller
    qtbot.waitUntil(lambda: game.retry is not None)
    retry = game.retry
    assert retry.decision.step == first.step and not page.isVisible()
    d = _table_ready(qtbot, retry)
    decided = page.replay.positions[first.step].view
    assert d.view() == decided  # the same position: the same hand, table, pile and turn
    assert sorted(d.hand()) == sorted(decided.hand)
    assert "Find a better move" in retry.bar.text.text()

    # the best move, made with the table's gestures: as good as the best
    _play(qtbot, d, parse_action(first.best))
    text = _judged(qtbot, retry)
    assert retry.verdict is False or as_good(retry.verdict), retry.verdict
    assert "as good as the best" in text, text

    # again, the move made in the game: not as good, and the best move said
    click_button(qtbot, retry.bar.again)
    d = _table_ready(qtbot, retry)
    assert d.view() == decided and d.retry_move() is None
    _play(qtbot, d, parse_action(first.action))
    log = d.retry_log()
    text = _judged(qtbot, retry)
    assert not as_good(retry.verdict) and retry.verdict.label in MARKED, retry.verdict
    assert "The best move was" in text and page.label_text(retry.verdict.label) in text, text
    # the retry was that one move: the table takes no other, and the other seats never moved
    assert not d.table.isEnabled()
    assert not d.table.submit(Draw()) and not d.table.submit(Discard(card=d.view().hand[0]))
    assert d.retry_log() == log

    # the next marked decision, on the table
    later = [v for v in marked if v.step > first.step]
    assert retry.bar.next.isEnabled() == bool(later)
    if later:
        click_button(qtbot, retry.bar.next)
        d = _table_ready(qtbot, retry)
        assert retry.decision.step == later[0].step
        assert d.view() == page.replay.positions[later[0].step].view
        assert "Find a better move" in retry.bar.text.text()
    step = retry.decision.step

    click_button(qtbot, retry.bar.back)
    qtbot.waitUntil(lambda: game.retry is None and page.isVisible())
    assert page.position == step + 1
    window.close_table()
    assert path.read_bytes() == kept  # the retry changed nothing in the record
    assert records.load(path).review_of(0) == record.review_of(0)
    after = stats_path().read_bytes() if stats_path().exists() else None
    assert after == stats_before  # nor in the statistics


def test_retry_a_draw_and_discard_mistake(window, qtbot, monkeypatch, rummy_record):
    marked = _marked(rummy_record)
    first = next(v for v in marked if parse_action(v.best).type in ("meld", "discard", "draw", "take_discard"))
    _retries_in_both_ways(window, qtbot, monkeypatch, rummy_record, first)


def test_retry_a_manipulation_mistake(window, qtbot, monkeypatch, vatican_record):
    marked = _marked(vatican_record)
    first = next(v for v in marked if parse_action(v.action).type == "draw")
    _retries_in_both_ways(window, qtbot, monkeypatch, vatican_record, first)


def test_retry_is_offered_only_with_a_marked_decision(window, qtbot, monkeypatch, vatican_record):
    clean = vatican_record.model_copy(deep=True)
    review = clean.review_of(0)
    review.verdicts = [v for v in review.verdicts if v.label not in MARKED]
    _, page = _open(window, qtbot, monkeypatch, clean)
    assert not page.retry_button.isEnabled()


def test_a_try_helped_by_the_hint_is_said_so(window, qtbot, monkeypatch, rummy_record):
    """Hint on a retry (as Lichess marks a viewed solution): the bar says the try will not
    count as found alone, and the verdict on the hinted move says it was played with a hint;
    Try again is a fresh, unhelped try. (The H key does the same in a shown window; the
    button is pressed here so the test needs no active window.)"""
    _, page = _open(window, qtbot, monkeypatch, rummy_record)
    first = next(v for v in _marked(rummy_record) if parse_action(v.best).type in ("meld", "discard", "draw", "take_discard"))
    page.go(first.step + 1)
    click_button(qtbot, page.retry_button)
    game = window.controller
    qtbot.waitUntil(lambda: game.retry is not None)
    retry = game.retry
    d = _table_ready(qtbot, retry)
    assert not retry.helped and "hint" not in retry.bar.text.text()
    d.press("hint")  # the Hint button, as a player clicks it
    qtbot.waitUntil(lambda: retry.helped and not d.thinking(), timeout=20000)
    assert "You asked for a hint" in retry.bar.text.text()
    _play(qtbot, d, parse_action(first.best))
    text = _judged(qtbot, retry)
    assert "with a hint: as good as the best move" in text, text
    click_button(qtbot, retry.bar.again)
    _table_ready(qtbot, retry)
    assert not retry.helped and "hint" not in retry.bar.text.text()
    window.close_table()
