"""Retry a mistake (issue 45, point 8): from a finished game's review, Retry puts the
player back at a decision marked inaccuracy or worse, on the live table with the same
cards; the move made there with the table's gestures is judged by the review's own search
("as good as the best", or the label and the best move); Next mistake goes to the next
marked decision, Back to review to the review at that move. In both families; the record
and the statistics stay as they were."""

from __future__ import annotations

import pytest
from table_support import click_at, click_button, discard_point, drag_cards, group_point, new_slot_point, stock_point

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


def _table_ready(qtbot, retry):
    table = retry.table
    qtbot.waitUntil(lambda: table.isVisible() and not table.scene.busy and not table.scene.animating, timeout=10000)
    return table


def _play(qtbot, table, action) -> None:
    """``action`` made on the table as a player makes it."""
    if isinstance(action, Draw) and table.flow.manipulation:
        for _ in range(2):  # a second press draws after the reminder, if the settings remind
            if table.flow.channel.move is not None:
                break
            click_button(qtbot, table.btn_primary)
    elif isinstance(action, Draw):
        click_at(qtbot, table, stock_point(table))
    elif isinstance(action, TakeDiscard):
        click_at(qtbot, table, discard_point(table))
    elif isinstance(action, Discard):
        drag_cards(qtbot, table, [action.card], discard_point(table))
    elif isinstance(action, Meld):
        drag_cards(qtbot, table, list(action.cards), new_slot_point(table))
    elif isinstance(action, LayOff):
        drag_cards(qtbot, table, [action.card], group_point(table, action.group))
    elif isinstance(action, Commit):  # new groups of cards from the hand, then Done
        before = {frozenset(g) for g in table.flow.view.table}
        for group in action.table:
            if frozenset(group) not in before:
                drag_cards(qtbot, table, list(group), new_slot_point(table))
                qtbot.waitUntil(lambda: not table.scene.animating)
        click_button(qtbot, table.btn_done)
    else:
        raise AssertionError(f"no gesture here for {action}")
    qtbot.waitUntil(lambda: table.flow.channel.move is not None, timeout=5000)


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
    table = _table_ready(qtbot, retry)
    decided = page.replay.positions[first.step].view
    assert table.flow.view == decided  # the same position: the same hand, table, pile and turn
    assert sorted(table.scene.state.hand) == sorted(decided.hand)
    assert "Find a better move" in retry.bar.text.text()

    # the best move, made with the table's gestures: as good as the best
    _play(qtbot, table, parse_action(first.best))
    text = _judged(qtbot, retry)
    assert retry.verdict is False or as_good(retry.verdict), retry.verdict
    assert "as good as the best" in text, text

    # again, the move made in the game: not as good, and the best move said
    click_button(qtbot, retry.bar.again)
    table = _table_ready(qtbot, retry)
    assert table.flow.view == decided and table.flow.channel.move is None
    _play(qtbot, table, parse_action(first.action))
    channel, log = table.flow.channel, list(table.flow.channel.game.log)
    text = _judged(qtbot, retry)
    assert not as_good(retry.verdict) and retry.verdict.label in MARKED, retry.verdict
    assert "The best move was" in text and page.label_text(retry.verdict.label) in text, text
    # the retry was that one move: the table takes no other, and the other seats never moved
    assert not table.isEnabled()
    assert not table.submit(Draw()) and not table.submit(Discard(card=table.flow.view.hand[0]))
    assert channel.game.log == log

    # the next marked decision, on the table
    later = [v for v in marked if v.step > first.step]
    assert retry.bar.next.isEnabled() == bool(later)
    if later:
        click_button(qtbot, retry.bar.next)
        table = _table_ready(qtbot, retry)
        assert retry.decision.step == later[0].step
        assert table.flow.view == page.replay.positions[later[0].step].view
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
