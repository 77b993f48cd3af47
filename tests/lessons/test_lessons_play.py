"""Every installed lesson played headless on the real engine: by its own answers it
reaches its end with the scores it announces; at its steps another legal move is
explained and changes nothing, an illegal move gets the engine's reason and changes
nothing; Back and Restart replay to the start of a step."""

from __future__ import annotations

import re

import pytest

from rummy_desktop.core.actions import Commit, Discard, Draw, IllegalAction, Pass, TakeDiscard
from rummy_desktop.core.cards import make_deck
from rummy_desktop.plugins.lesson_play import LessonPlay, position_key, verify
from rummy_desktop.plugins.manager import default_catalog

LANGS = ("en", "pt_BR", "fr")
#: one lesson per built-in rule set, and the example house-rule plugin's
WRITTEN = {"rummy", "rummy-multiplayer", "rummy-500", "manipulation", "machiavelli", "shanghai",
           "guadalupe", "carousel", "vatican", "tahiti", "rummy-distinct-suits"}


def _lessons():
    return sorted(default_catalog().lessons.all(), key=lambda x: x.id)


def test_the_built_in_lessons_load_and_none_is_broken():
    catalog = default_catalog()
    ids = {x.id for x in catalog.lessons.all()}
    assert WRITTEN <= ids
    variants = {x.variant for x in catalog.lessons.all()}
    assert {v.spec.id for v in catalog.variants.all()} <= variants  # every rule set teaches itself
    assert catalog.lessons.problems == []


@pytest.mark.parametrize("lesson", _lessons(), ids=lambda x: x.id)
def test_lesson_shape(lesson):
    assert 6 <= len(lesson.steps) <= 15
    assert set(LANGS) <= set(lesson.languages())
    assert lesson.variant in {v.spec.id for v in default_catalog().variants.all()}
    assert any(s.expect is not None for s in lesson.steps)


@pytest.mark.parametrize("lesson", _lessons(), ids=lambda x: x.id)
def test_played_by_its_own_answers_the_lesson_reaches_its_end_with_the_announced_scores(lesson):
    catalog = default_catalog()
    play = LessonPlay(lesson, catalog)
    rules = play.game.round_rules
    deck = sorted(make_deck(rules.decks, rules.jokers))
    st = play.game.state
    dealt = [c for h in st.hands for c in h] + st.stock + st.discard + st.table.cards()
    assert sorted(dealt) == deck  # every card of the deck exactly once
    for step in lesson.steps:
        assert play.current is step
        if step.expect is None:
            play.next()
        else:
            assert play.game.to_act == lesson.seat
            play.move(step.expect)
        while play.queue:
            play.play_scripted()
    assert play.finished
    assert play.round_end is not None
    assert play.round_end["scores"] == lesson.scores
    assert verify(lesson, catalog).round_end["scores"] == lesson.scores


def _candidates(play):
    """Moves the learner could try at this point: every action type the engine might take."""
    st = play.game.state
    hand = st.hands[play.seat]
    out = [Draw(), TakeDiscard(), Pass()] + [Discard(card=c) for c in hand]
    for c in hand:
        out.append(Commit(table=tuple(tuple(g) for g in st.table.groups) + ((c,),)))
    return out


def _legal(play, action) -> bool:
    try:
        play._replay(play.played).apply(play.seat, action)
    except IllegalAction:
        return False
    return True


@pytest.mark.parametrize("lesson", _lessons(), ids=lambda x: x.id)
def test_another_legal_move_is_explained_and_an_illegal_one_refused_changing_nothing(lesson):
    play = LessonPlay(lesson, default_catalog())
    explained = refused = 0
    for n, step in enumerate(lesson.steps):
        if step.expect is not None:
            before, key, log = play.step, position_key(play.game), list(play.played)
            wanted = play._replay(play.played)
            wanted.apply(play.seat, step.expect)
            for action in _candidates(play):
                if not _legal(play, action):
                    if refused < 3:
                        engine = play._replay(play.played)
                        with pytest.raises(IllegalAction) as expected_err:
                            engine.apply(play.seat, action)
                        with pytest.raises(IllegalAction) as err:
                            play.move(action)
                        assert err.value.code == expected_err.value.code  # the engine's own reason
                        refused += 1
                    continue
                trial = play._replay(play.played)
                trial.apply(play.seat, action)
                if position_key(trial) == position_key(wanted) or (
                        step.accept == "kind" and action.type == step.expect.type):
                    continue
                with pytest.raises(IllegalAction) as err:
                    play.move(action, "fr")
                assert err.value.code == "lesson_other_move"
                why = (step.other or step.text).get("fr")
                assert err.value.params["explanation"] == why
                explained += 1
            assert (play.step, position_key(play.game), play.played) == (before, key, log)
            play.move(step.expect)
        else:
            with pytest.raises(IllegalAction) as err:
                play.move(Draw() if play.game.spec.family == "manipulation" else Discard(card=play.game.state.hands[0][0]))
            play.next()
        while play.queue:
            play.play_scripted()
    assert explained >= 1, "no step of the lesson was tried with another legal move"
    assert refused >= 1, "no step of the lesson was tried with an illegal move"
    assert play.finished


@pytest.mark.parametrize("lesson", _lessons(), ids=lambda x: x.id)
def test_back_and_restart_replay_to_the_start_of_a_step(lesson):
    play = LessonPlay(lesson, default_catalog())
    starts = []
    for step in lesson.steps:
        starts.append(position_key(play.game))
        if step.expect is None:
            play.next()
        else:
            play.move(step.expect)
        while play.queue:
            play.play_scripted()
    last = len(lesson.steps) - 1
    play.go_to(last)
    assert play.step == last and position_key(play.game) == starts[last]
    assert play.round_end is None and not play.finished
    play.back()
    assert play.step == last - 1 and position_key(play.game) == starts[last - 1]
    play.restart()
    assert play.step == 0 and play.played == [] and position_key(play.game) == starts[0]


def test_the_house_rule_lesson_refuses_twins_in_a_set_with_the_engine_reason():
    from rummy_desktop.core.actions import Meld
    from rummy_desktop.core.cards import parse_card

    lesson = default_catalog().lessons.get("rummy-distinct-suits")
    play = LessonPlay(lesson, default_catalog())
    play.next()
    play.move(Draw())
    before = position_key(play.game)
    with pytest.raises(IllegalAction) as err:
        play.move(Meld(cards=tuple(parse_card(c) for c in ("7C", "7D", "7D'"))))
    assert err.value.code == "invalid_meld" and err.value.params["why"] == "set_repeated_suit"
    assert position_key(play.game) == before and play.step == 2


def test_vatican_refuses_an_opening_without_a_run_from_the_hand():
    from rummy_desktop.core.actions import Commit
    from rummy_desktop.core.cards import parse_card

    lesson = default_catalog().lessons.get("vatican")
    play = LessonPlay(lesson, default_catalog())
    play.next()
    table = tuple(tuple(g) for g in play.game.state.table.groups)
    kings = table[1] + (parse_card("KH"),)
    before = position_key(play.game)
    with pytest.raises(IllegalAction) as err:
        play.move(Commit(table=(table[0], kings), jokers={parse_card("JK1"): parse_card("9H") % 52}))
    assert err.value.code == "opening_run"
    assert position_key(play.game) == before and play.step == 1


MANIPULATION = [x for x in _lessons() if default_catalog().variant(x.variant).spec.family == "manipulation"]


@pytest.mark.parametrize("lesson", MANIPULATION, ids=lambda x: x.id)
def test_a_step_that_asks_for_a_draw_leaves_no_play_where_a_player_must_meld_if_they_can(lesson):
    """Where the rules say "meld if you can", the table answers Draw with a reminder and a
    hint when a play exists: a lesson that asks for Draw there must leave no play, or
    the table and the lesson would say opposite things."""
    from rummy_desktop.solver import play_exists

    play = LessonPlay(lesson, default_catalog())
    for step in lesson.steps:
        view = play.game.view(play.seat)
        if step.expect is not None and step.expect.type in ("draw", "pass") and \
                view.options.get("mandatory_meld") == "remind":
            assert not play_exists(view), (lesson.id, play.step + 1)
        play.next() if step.expect is None else play.move(step.expect)
        while play.queue:
            play.play_scripted()
    assert play.finished


#: how a line began that held only after a legal move ("that works too, but…"); the way
#: forward is also said after the engine's reason for an illegal move
LEGAL_ONLY = re.compile(r"^(That works too|That is a valid play|That is legal|That is allowed|Isso também vale|"
                        r"Essa jogada vale|Isso é permitido|Cela marche aussi|Ce coup est valide|C'est permis)")


def _sentences(text: str) -> list[str]:
    return [s.strip() for s in re.split(r"(?<=[.!?])\s+", text) if s.strip()]


@pytest.mark.parametrize("lesson", _lessons(), ids=lambda x: x.id)
def test_every_way_forward_is_said_once_and_holds_after_any_move(lesson):
    """In every language: a step that expects a move has its own line for another move,
    which repeats no sentence of the step's text nor of itself, and does not begin as if
    the move had been legal."""
    for n, step in enumerate(lesson.steps, 1):
        if step.expect is None:
            continue
        assert step.other is not None, (lesson.id, n)
        for lang in LANGS:
            line, text = step.other.get(lang), step.text.get(lang)
            said = _sentences(line)
            assert len(said) == len(set(said)) and not set(said) & set(_sentences(text)), (lesson.id, n, lang)
            assert not LEGAL_ONLY.match(line), (lesson.id, n, lang, line)


def test_the_expected_move_with_a_joker_given_another_face_says_which_face_and_changes_nothing():
    catalog = default_catalog()
    slips = 0
    for lesson in _lessons():
        play = LessonPlay(lesson, catalog)
        for step in lesson.steps:
            jokers = getattr(step.expect, "jokers", None) or {}
            for joker, face in jokers.items():
                # the faces a joker beside the same cards could take: the rank in another suit,
                # or a neighbouring rank in the suit
                rank, suit = face % 13, face // 13
                near = {s * 13 + rank for s in range(4)} | {suit * 13 + (rank + d) % 13 for d in (-3, -2, -1, 1, 2, 3)}
                for other in sorted(near - {face}):
                    action = step.expect.model_copy(update={"jokers": {**jokers, joker: other}})
                    if not _legal(play, action):
                        continue
                    before = (play.step, position_key(play.game))
                    with pytest.raises(IllegalAction) as err:
                        play.move(action)
                    assert err.value.code == "lesson_joker_face", (lesson.id, play.step)
                    assert err.value.params == {"card": joker, "face": face, "chosen": other}
                    assert (play.step, position_key(play.game)) == before
                    slips += 1
            play.next() if step.expect is None else play.move(step.expect)
            while play.queue:
                play.play_scripted()
    assert slips >= 4  # Carousel (twice), Tahiti (twice), Vatican
