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
