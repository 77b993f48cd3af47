"""A lesson plays by the round's own rules (issue 44, point 5): a rule set's
``round_rules`` (Oklahoma Gin's knock from the first upcard, plugins/oklahoma-gin) holds in
its lesson's deal too, though the lesson wraps the rule set to stop after one round."""

from __future__ import annotations

from rummy_desktop import testing
from rummy_desktop.plugins.lesson_play import LessonPlay


def test_the_lessons_deal_takes_the_round_rules_of_its_upcard(catalog):
    run = LessonPlay(catalog.lessons.get("oklahoma-gin"), catalog)
    game = run.game
    assert game.state.upcard == testing.face("3S")
    assert game.round_rules.knock.limit == 3 and game.view(0).rules.knock.limit == 3
    testing.play(game, 0, {"type": "pass"})
    testing.play(game, 1, {"type": "pass"})
    testing.play(game, 0, {"type": "draw"})  # the J♠: 10 left after the K♦, over the 3
    testing.refused(game, 0, {"type": "knock", "card": "KD"}, "knock_too_high")
