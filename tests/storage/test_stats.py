"""Statistics: the finished lessons are kept with them."""

from __future__ import annotations


def test_finished_lessons_are_kept_with_the_statistics(tmp_path):
    from rummy_desktop.storage.stats import Stats, load_stats, save_stats

    stats = Stats()
    assert stats.record_lesson("rummy") and not stats.record_lesson("rummy")
    stats.record_lesson("manipulation")
    save_stats(stats, tmp_path / "s.json")
    again, err = load_stats(tmp_path / "s.json")
    assert err is None and again.lessons_finished == ["rummy", "manipulation"]


def test_a_finished_game_is_counted_from_its_result():
    from rummy_desktop.storage.stats import Stats

    stats = Stats()
    stats.record_result("rummy", {"winners": [1], "draw": False, "totals": [40, 12]}, 1, True, hints=2)
    stats.record_result("rummy", {"winners": [0], "draw": False, "totals": [5, 30]}, 1, True)
    s = stats.of("rummy")
    assert (s.played, s.won, s.hints, s.best(True), s.best(False)) == (2, 1, 2, 12, None)
    # a draw is no win, even for a seat among the winners; every total 0: no best score (Vatican)
    stats.record_result("vatican", {"winners": [0, 1], "draw": True, "totals": [0, 0]}, 0, False)
    v = stats.of("vatican")
    assert (v.played, v.won, v.best(False)) == (1, 0, None)
    # the highest total wins
    stats.record_result("rummy-500", {"winners": [0], "draw": False, "totals": [520, 310]}, 0, False)
    assert stats.of("rummy-500").best(False) == 520 and stats.of("rummy-500").won == 1
