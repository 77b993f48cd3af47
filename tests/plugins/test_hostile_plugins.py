"""Failures stay with their author (issue 44, point 3): a plugin whose hook raises or
returns something unusable is charged alone. It is switched off for the session, named
(Help ▸ Plugins, the command line, the window), and the other plugins' rule sets and
lessons work as if it had never been installed; a judge that fails counts as a refusal for
the engine, the hints and every computer player; the testing kit is the same with or
without it installed (point 4).

Each hostile plugin is a module registered in a fixture (``hostile``, ``install_hostile``
in tests/conftest.py), written after ``HOSTILE_HEADER``: ``OPTION`` is Rummy's house rule
"Hostile" and ``on(rules)`` says a table plays it. The plugins that fail "at start-up"
fail at every call, so the lessons played through when the catalogue is gathered run into
them; those that fail "during play" fail only at a table with ``hostile=on``, which no
lesson uses."""

from __future__ import annotations

import subprocess
import sys
from textwrap import dedent

import pytest

from rummy_desktop import testing
from rummy_desktop.core.actions import Discard, Meld
from rummy_desktop.core.variant import SpecError
from rummy_desktop.plugins.manager import Catalog, make_plugin_manager

#: Registered by every hostile plugin that fails at start-up, in another hook than the one
#: that fails: nothing of it may stay.
ITS_OWN = '''
@hookimpl
def rummy_register_variants(registry):
    registry.add(Rummy(SPEC.model_copy(update={"id": "hostile-game", "name": "Hostile game"})))


@hookimpl
def rummy_register_house_rules(registry):
    registry.add_option("rummy", OPTION)
'''

#: Each hook failing at every call: the hook named in the reason, and the plugin's source.
AT_START_UP = {
    "register_variants raises": ("rummy_register_variants", dedent('''
        @hookimpl
        def rummy_register_variants(registry):
            registry.add(Rummy(SPEC.model_copy(update={"id": "hostile-game", "name": "Hostile game"})))
            raise ZeroDivisionError("the hostile plugin divides by zero")
        ''')),
    "register_house_rules raises": ("rummy_register_house_rules", dedent('''
        @hookimpl
        def rummy_register_variants(registry):
            registry.add(Rummy(SPEC.model_copy(update={"id": "hostile-game", "name": "Hostile game"})))


        @hookimpl
        def rummy_register_house_rules(registry):
            registry.add_option("rummy", OPTION)
            raise ZeroDivisionError("the hostile plugin divides by zero")
        ''')),
    "register_players raises": ("rummy_register_players", ITS_OWN + dedent('''
        @hookimpl
        def rummy_register_players(registry):
            registry.add("hostile-bot", lambda seat, seed: None)
            raise ZeroDivisionError("the hostile plugin divides by zero")
        ''')),
    "register_texts raises": ("rummy_register_texts", ITS_OWN + dedent('''
        @hookimpl
        def rummy_register_texts(registry):
            registry.add_reasons({"hostile_no": "no"})
            raise ZeroDivisionError("the hostile plugin divides by zero")
        ''')),
    "register_texts is handed a bad translation": ("rummy_register_texts", ITS_OWN + dedent('''
        @hookimpl
        def rummy_register_texts(registry):
            registry.add_translations("fr", {"Hostile": "{hostile}"})
        ''')),
    "register_lessons raises": ("rummy_register_lessons", ITS_OWN + dedent('''
        @hookimpl
        def rummy_register_lessons(registry):
            raise ZeroDivisionError("the hostile plugin divides by zero")
        ''')),
    "a rules page raises when it is read": ("rummy_register_variants", dedent('''
        from collections.abc import Mapping


        class Page(Mapping):
            def __getitem__(self, key):
                raise ZeroDivisionError("the hostile page divides by zero")

            def __iter__(self):
                raise ZeroDivisionError("the hostile page divides by zero")

            def __len__(self):
                return 3


        @hookimpl
        def rummy_register_variants(registry):
            registry.add(Rummy(SPEC.model_copy(update={"id": "hostile-game", "name": "Hostile game"})),
                         rules_page=Page())
        ''')),
    "adjust_rules raises": ("rummy_adjust_rules", ITS_OWN + dedent('''
        @hookimpl
        def rummy_adjust_rules(rules):
            raise ZeroDivisionError("the hostile plugin divides by zero")
        ''')),
    "adjust_rules returns a list": ("rummy_adjust_rules", ITS_OWN + dedent('''
        @hookimpl
        def rummy_adjust_rules(rules):
            return ["hand_size", 8]
        ''')),
    "adjust_round raises": ("rummy_adjust_round", ITS_OWN + dedent('''
        @hookimpl
        def rummy_adjust_round(rules):
            raise ZeroDivisionError("the hostile plugin divides by zero")
        ''')),
    "adjust_round changes the deal": ("rummy_adjust_round", ITS_OWN + dedent('''
        @hookimpl
        def rummy_adjust_round(rules):
            return {"hand_size": 8}
        ''')),
    "judge_meld raises": ("rummy_judge_meld", ITS_OWN + dedent('''
        @hookimpl
        def rummy_judge_meld(rules, meld):
            raise ZeroDivisionError("the hostile plugin divides by zero")
        ''')),
    "judge_meld returns True": ("rummy_judge_meld", ITS_OWN + dedent('''
        @hookimpl
        def rummy_judge_meld(rules, meld):
            return True
        ''')),
    "judge_action raises": ("rummy_judge_action", ITS_OWN + dedent('''
        @hookimpl
        def rummy_judge_action(rules, position, action):
            raise ZeroDivisionError("the hostile plugin divides by zero")
        ''')),
    "judge_action returns a string": ("rummy_judge_action", ITS_OWN + dedent('''
        @hookimpl
        def rummy_judge_action(rules, position, action):
            return "no"
        ''')),
    "judge_action refuses with a code nobody declares": ("rummy_judge_action", ITS_OWN + dedent('''
        @hookimpl
        def rummy_judge_action(rules, position, action):
            if isinstance(action, Discard):
                raise IllegalAction("hostile_nobody_declared_this")
        ''')),
    "adjust_scores raises": ("rummy_adjust_scores", ITS_OWN + dedent('''
        @hookimpl
        def rummy_adjust_scores(rules, outcome, score):
            raise ZeroDivisionError("the hostile plugin divides by zero")
        ''')),
    "adjust_scores returns a dict": ("rummy_adjust_scores", ITS_OWN + dedent('''
        @hookimpl
        def rummy_adjust_scores(rules, outcome, score):
            return {"scores": [0, 0], "winners": []}
        ''')),
}


def summary(catalog: Catalog) -> dict:
    """What the players and the other plugins get from a catalogue."""
    return {
        "rule sets": {v.spec.id: tuple(o.key for o in v.spec.options) for v in catalog.variants.all()},
        "players": sorted(catalog.players.names()),
        "lessons": sorted(lesson.id for lesson in catalog.lessons.all()),
        "house rules": catalog.house.plugins(),
        "plugins": [p.name for p in catalog.plugins()],
        "problems": sorted((b.name, b.target) for b in catalog.problems),
        "broken": sorted(b.name for b in catalog.broken + catalog.failures),
    }


@pytest.fixture(scope="module")
def clean():
    """The summary of the installed plugins' catalogue, with no hostile plugin."""
    return summary(Catalog(make_plugin_manager()))


def others_play(catalog: Catalog) -> None:
    """Whole games of a rule set of each family, every invariant checked."""
    testing.play_game(catalog, "rummy-500", seed=3)
    testing.play_game(catalog, "machiavelli", seed=3)


@pytest.mark.parametrize("case", sorted(AT_START_UP))
def test_a_plugin_whose_code_fails_at_start_up_is_switched_off_alone(case, hostile, clean):
    hook, source = AT_START_UP[case]
    plugin = hostile(source)
    catalog = Catalog(make_plugin_manager([plugin]))
    (entry,) = [b for b in catalog.broken if b.name == "hostile"]
    assert entry.reason.startswith(hook + ": "), entry.reason
    assert catalog.pm.get_plugin("hostile") is None and catalog.is_off("hostile")
    # nothing it registered stays, nothing of another plugin is charged with its failure
    assert summary(catalog) == {**clean, "broken": sorted(clean["broken"] + ["hostile"])}
    assert catalog.variants.get("hostile-game") is None and catalog.variant("rummy").spec.option("hostile") is None
    others_play(catalog)
    # its author's tests say so, naming it alone
    with pytest.raises(testing.InvariantError) as kit:
        testing.catalog(plugin)
    assert str(kit.value) == f"broken plugins: hostile: hostile: {entry.reason}"


#: What a plugin registers that does not hold up: the item is not used, charged to it alone,
#: and the plugin itself stays on.
NOT_USED = {
    "a rules page without English": (dedent('''
        @hookimpl
        def rummy_register_variants(registry):
            registry.add(Rummy(SPEC.model_copy(update={"id": "hostile-game", "name": "Hostile game"})),
                         rules_page={"fr": "# Jeu hostile\\n"})
        '''), "rules page of 'hostile-game'", "no English text"),
    "a lesson that does not hold up": (dedent('''
        import json
        from importlib import resources


        @hookimpl
        def rummy_register_lessons(registry):
            lesson = json.loads(resources.files("rummy_rulesets").joinpath("lessons/rummy.json").read_text())
            registry.add({**lesson, "id": "hostile-lesson", "scores": [1, 2]})
        '''), "lesson 'hostile-lesson'", "announces the scores [1, 2]"),
}


@pytest.mark.parametrize("case", sorted(NOT_USED))
def test_what_a_plugin_registers_that_does_not_hold_up_is_charged_to_it_alone(case, hostile, clean):
    source, target, words = NOT_USED[case]
    plugin = hostile(source)
    catalog = Catalog(make_plugin_manager([plugin]))
    (problem,) = [b for b in catalog.problems if b.name == "hostile"]
    assert problem.target == target and words in problem.reason
    assert sorted((b.name, b.target) for b in catalog.problems if b.name != "hostile") == clean["problems"]
    assert sorted(lesson.id for lesson in catalog.lessons.all()) == clean["lessons"]
    assert not catalog.broken + catalog.failures or [b.name for b in catalog.broken] == clean["broken"]
    with pytest.raises(testing.InvariantError, match=r"^broken plugins: hostile: "):
        testing.catalog(plugin)


# -- failures during play ------------------------------------------------------------------------

HANDS = [["7C", "7D", "7H", "3S", "4S", "5S", "KS", "KH"], ["AC", "AD", "9C", "9D", "2H", "QS", "JH", "KD"]]

#: A house rule whose judge of actions fails on a king's discard, at a table that plays it,
#: from a hand that holds another card it may discard (so the player always has one left).
KING_DISCARD = '''
@hookimpl
def rummy_judge_action(rules, position, action):
    if on(rules) and isinstance(action, Discard) and king([action.card]) and any(
            not king([c]) and c != position.restricted for c in position.hand):
        raise ZeroDivisionError("the hostile plugin divides by zero")


@hookimpl
def rummy_register_house_rules(registry):
    registry.add_option("rummy", OPTION)
'''

#: A house rule whose judge of melds fails on a meld or a lay-off with a king.
KING_MELD = '''
@hookimpl
def rummy_register_house_rules(registry):
    registry.add_option("rummy", OPTION)


@hookimpl
def rummy_judge_meld(rules, meld):
    if on(rules) and king(meld.cards):
        raise ZeroDivisionError("the hostile plugin divides by zero")
'''


def test_a_judge_that_fails_during_play_refuses_the_move_and_is_switched_off(hostile):
    catalog = testing.catalog(hostile(KING_DISCARD))  # nothing fails at start-up
    told = []
    catalog.listeners.append(told.append)
    game = testing.deal(catalog, "rummy", {"hostile": "on"}, hands=HANDS, discard=["2C"], stock_top=["8C"])
    testing.play(game, 0, {"type": "draw"})
    refusal = testing.refused(game, 0, {"type": "discard", "card": "KS"}, "plugin_error")
    assert refusal.params["plugin"] == "hostile" and refusal.params["hook"] == "rummy_judge_action"
    assert "ZeroDivisionError: the hostile plugin divides by zero" in str(refusal)
    (failure,) = catalog.failures
    assert failure.name == "hostile"
    assert failure.reason == "rummy_judge_action failed during play: ZeroDivisionError: the hostile plugin divides by zero"
    assert [r.name for r in told] == ["hostile"]
    # switched off: the next game is set up without it
    assert catalog.is_off("hostile") and catalog.variant("rummy").spec.option("hostile") is None
    assert "hostile" not in catalog.house.plugins()
    with pytest.raises(SpecError) as gone:
        catalog.new_game("rummy", {"hostile": "on"}, 2, 1)
    assert str(gone.value) == "the option 'hostile' of rummy came from the plugin 'hostile', switched off after it failed"
    fresh = testing.deal(catalog, "rummy", hands=HANDS, discard=["2C"], stock_top=["8C"])
    testing.play(fresh, 0, {"type": "draw"})
    testing.play(fresh, 0, {"type": "discard", "card": "KS"})
    # the game in progress keeps the rules it was dealt with: the failing judge still refuses
    testing.refused(game, 0, {"type": "discard", "card": "KH"}, "plugin_error")
    testing.play(game, 0, {"type": "discard", "card": "8C"})
    assert [r.name for r in told] == ["hostile"]  # said once


def test_a_rule_set_whose_scoring_fails_during_play_is_switched_off_with_its_plugin(hostile):
    plugin = hostile('''
        class Fragile(Rummy):
            def score_round(self, rules, outcome):
                raise ZeroDivisionError("the hostile scoring divides by zero")


        @hookimpl
        def rummy_register_variants(registry):
            registry.add(Fragile(SPEC.model_copy(update={"id": "hostile-game", "name": "Hostile game"})))
        ''')
    catalog = testing.catalog(plugin)
    game = testing.deal(catalog, "hostile-game", hands=[["7C", "7D", "7H"], ["2C", "9D", "JS"]], discard=["4H"],
                        stock_top=["KS"])
    testing.play(game, 0, {"type": "draw"})
    testing.play(game, 0, {"type": "meld", "cards": ["7C", "7D", "7H"]})
    refusal = testing.refused(game, 0, {"type": "discard", "card": "KS"}, "plugin_error")
    catalog.note_failure(refusal)  # what the session, the table and the command line do with it
    assert [f.name for f in catalog.failures] == ["hostile"] and "score_round" in catalog.failures[0].reason
    assert catalog.variants.get("hostile-game") is None
    with pytest.raises(SpecError, match="^the rule set 'hostile-game' came from the plugin 'hostile', switched off "
                                        "after it failed$"):
        catalog.new_game("hostile-game", {}, 2, 1)
    others_play(catalog)


def test_a_score_adjustment_that_fails_during_play_refuses_the_end_of_the_round(hostile):
    catalog = testing.catalog(hostile('''
        @hookimpl
        def rummy_register_house_rules(registry):
            registry.add_option("rummy", OPTION)


        @hookimpl
        def rummy_adjust_scores(rules, outcome, score):
            if on(rules):
                return {"scores": [0, 0]}
        '''))
    game = testing.deal(catalog, "rummy", {"hostile": "on"}, hands=[["7C", "7D", "7H"], ["2C", "9D", "JS"]],
                        discard=["4H"], stock_top=["KS"])
    testing.play(game, 0, {"type": "draw"})
    testing.play(game, 0, {"type": "meld", "cards": ["7C", "7D", "7H"]})
    refusal = testing.refused(game, 0, {"type": "discard", "card": "KS"}, "plugin_error")
    assert refusal.params["hook"] == "rummy_adjust_scores" and "returned dict" in refusal.params["error"]
    assert [f.name for f in catalog.failures] == ["hostile"]
    others_play(catalog)


def test_an_adjustment_that_fails_when_a_game_is_set_up_names_the_plugin_and_the_next_is_dealt(hostile):
    catalog = testing.catalog(hostile('''
        @hookimpl
        def rummy_register_house_rules(registry):
            registry.add_option("rummy", OPTION)


        @hookimpl
        def rummy_adjust_rules(rules):
            if on(rules):
                raise ZeroDivisionError("the hostile plugin divides by zero")
        '''))
    with pytest.raises(SpecError) as failed:
        catalog.new_game("rummy", {"hostile": "on"}, 2, 1)
    assert failed.value.code == "plugin_error" and failed.value.params["plugin"] == "hostile"
    assert [f.name for f in catalog.failures] == ["hostile"]
    catalog.new_game("rummy", {}, 2, 1)
    others_play(catalog)


@pytest.mark.parametrize("level", ["random", "greedy", "beginner", "standard"])
def test_every_computer_player_counts_a_failing_judge_as_a_refusal(level, hostile):
    """Whole games at a table whose house rules fail on a king's discard and on a meld or a
    lay-off with a king: the players (and their searches) take that for a refusal."""
    catalog = testing.catalog(hostile(KING_DISCARD + KING_MELD.split("\n\n\n", 1)[1]))
    players = [catalog.player(level).create(s, 10 + s, time_budget=0.05) for s in range(3)]
    game = catalog.new_game("rummy", {"hostile": "on"}, 3, 4)
    while not game.over:
        seat = game.to_act
        view = game.view(seat)
        action = players[seat].choose(view)
        assert not (isinstance(action, Discard) and action.card % 13 == 12
                    and any((c >= 104 or c % 13 != 12) and c != view.restricted for c in view.hand)), action
        game.apply(seat, action)  # never refused: a refusal would raise here
        assert len(game.log) < 5000
    assert [f.name for f in catalog.failures] == ["hostile"]  # the players' questions ran into it
    assert all(len({c % 13 for c in g}) > 1 or all(c >= 104 or c % 13 != 12 for c in g)
               for rnd in game.state.history for g in rnd.outcome.table)


def test_the_expert_and_the_hints_count_a_failing_judge_as_a_refusal(hostile):
    from rummy_desktop.advice import hint

    catalog = testing.catalog(hostile(KING_MELD))
    hands = [["KS", "KH", "KD", "3C", "4C", "5C", "9S", "2D"], ["AC", "AD", "9C", "9D", "2H", "QS", "JH", "8D"]]
    game = testing.deal(catalog, "rummy", {"hostile": "on"}, hands=hands, discard=["2C"], stock_top=["8C"])
    testing.play(game, 0, {"type": "draw"})
    kings = set(testing.cards("KS KH KD"))
    expert = catalog.player("expert").create(0, 1, time_budget=0.1)
    for ask in (lambda: expert.choose(game.view(0)), lambda: hint(game.view(0)).actions[0]):
        action = ask()
        assert not (isinstance(action, Meld) and kings & set(action.cards)), action
    testing.refused(game, 0, {"type": "meld", "cards": ["KS", "KH", "KD"]}, "plugin_error")
    assert [f.name for f in catalog.failures] == ["hostile"]


# -- the testing kit and the command line, with the plugin installed ------------------------------------

def test_the_kit_is_the_same_with_or_without_a_broken_plugin_installed(install_hostile, clean):
    without = summary(testing.catalog())
    install_hostile(AT_START_UP["judge_action raises"][1])
    with_it = testing.catalog()  # no failure: the broken plugin is left out, as the program leaves it out
    assert summary(with_it) == {**without, "broken": sorted(without["broken"] + ["hostile"])}
    assert [b.name for b in with_it.broken if b.name == "hostile"] == ["hostile"]
    others_play(with_it)


def test_the_kit_without_the_installed_plugins_keeps_the_programs_rule_sets_unless_asked(install_hostile):
    from rummy_rulesets import rummy

    install_hostile(KING_DISCARD)
    builtin = testing.catalog(installed=False)
    assert {v.spec.id for v in builtin.variants.all()} == {
        "rummy", "rummy-multiplayer", "rummy-500", "manipulation", "machiavelli", "shanghai", "guadalupe",
        "carousel", "vatican", "tahiti"}
    assert builtin.variant("rummy").spec.option("hostile") is None and not builtin.broken
    assert {"random", "greedy", "beginner", "standard", "expert"} <= set(builtin.players.names())
    alone = testing.catalog(rummy, installed=False, rule_sets=False)
    assert [v.spec.id for v in alone.variants.all()] == ["rummy"]
    assert {"random", "greedy", "beginner", "standard", "expert"} <= set(alone.players.names())
    (record,) = testing.play_games(alone, "rummy", games=1, seed=2)
    assert record.winners


def run_cli(env, *args):
    return subprocess.run([sys.executable, "-m", "rummy_desktop.cli", *args], capture_output=True, text=True,
                          env=env, timeout=300)


def test_the_command_line_with_a_plugin_that_fails_at_start_up(install_hostile):
    env = install_hostile(AT_START_UP["judge_meld raises"][1])
    out = run_cli(env, "plugins")
    assert out.returncode == 0 and "Traceback" not in out.stderr
    assert "Left out (broken):\n  hostile (rummy_hostile) from rummy-hostile 1.0: rummy_judge_meld: " \
           "ZeroDivisionError: the hostile plugin divides by zero\n" in out.stdout
    assert "Not used" not in out.stdout  # no lesson of another plugin charged with it
    lessons = run_cli(env, "lessons", "--verify")
    assert lessons.returncode == 0 and "FAILED" not in lessons.stdout, lessons.stdout
    assert "rummy-desktop: plugin 'hostile' (rummy_hostile) left out: rummy_judge_meld: ZeroDivisionError" \
           in lessons.stderr
    check = run_cli(env, "check", "--variant", "rummy", "KS", "KH", "KD")
    assert check.returncode == 0 and check.stdout == "valid set\n"


def test_the_command_line_with_a_plugin_that_fails_during_play(install_hostile):
    env = install_hostile(KING_MELD)
    check = run_cli(env, "check", "--variant", "rummy", "--option", "hostile=on", "KS", "KH", "KD")
    assert check.returncode == 1 and "Traceback" not in check.stderr, check.stderr
    assert check.stdout == ("invalid: the plugin 'hostile' failed in rummy_judge_meld "
                            "(ZeroDivisionError: the hostile plugin divides by zero)\n")
    assert check.stderr == ("rummy-desktop: plugin 'hostile' switched off for this run: rummy_judge_meld failed "
                            "during play: ZeroDivisionError: the hostile plugin divides by zero\n")
    plain = run_cli(env, "check", "--variant", "rummy", "KS", "KH", "KD")
    assert plain.returncode == 0 and plain.stdout == "valid set\n" and not plain.stderr
    sim = run_cli(env, "simulate", "--variant", "rummy", "--option", "hostile=on", "--players", "3", "--games", "1",
                  "--seed", "4")
    assert sim.returncode == 0 and "Traceback" not in sim.stderr, sim.stderr
    assert "rummy-desktop: plugin 'hostile' switched off for this run: rummy_judge_meld failed during play" \
           in sim.stderr

