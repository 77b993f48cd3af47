"""Resume is exact (issue 33, point 6): quit at random points of seeded games in every rule
set, resume from the autosave, and the table is the same, the round's move log and the
Manipulation family's unconfirmed working copy included."""

from __future__ import annotations

import json
import random

import pytest
from table_driver import TableDriver

from rummy_desktop.core.actions import ContinueGame
from rummy_desktop.session.game_session import GameSession, Seat
from rummy_desktop.storage.settings import Settings

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")

GAMES = [
    ("rummy", {}, 3), ("rummy-multiplayer", {}, 2), ("rummy-500", {}, 3), ("manipulation", {}, 3),
    ("machiavelli", {"incomplete_move": "withdraw"}, 2), ("shanghai", {}, 2), ("guadalupe", {}, 3),
    ("carousel", {}, 2), ("vatican", {}, 2), ("tahiti", {"incomplete_move": "withdraw"}, 3),
]


def open_table(qtbot, session, settings) -> TableDriver:
    """The table on ``session`` for seat 0, its computer seats held: the test plays them.
    It is not shown: the drops are made as the mouse's would be (``TableDriver.drop``)."""
    from rummy_desktop.ui.table import TableWidget

    w = TableWidget(session, settings, 0)
    w.set_paused(True)
    qtbot.addWidget(w)
    w.resize(1100, 700)
    return TableDriver(qtbot, w)


def play(d, players: dict, catalog, steps: int, until_mine: bool) -> None:
    """``steps`` moves by greedy players (then, ``until_mine``, more until it is the
    player's turn): the player's through the table, the others as the table hears of a
    computer's move."""
    for step in range(steps + 200):
        game = d.game
        if game.over or step >= steps and (not until_mine or d.my_turn()):
            return
        if game.state.phase == "between_rounds":
            assert d.submit(ContinueGame())
            continue
        seat = game.to_act
        if seat not in players:
            players[seat] = catalog.player("greedy").factory(seat, 3 + seat)
        action = players[seat].choose(game.view(seat))
        if seat == 0:
            assert d.submit(action), d.status()
        else:
            d.others_move(seat, action)


def fiddle(d, rng: random.Random) -> None:
    """What a player does at the table without playing: reorder the hand; in the
    Manipulation family, place cards on the working copy without Done (valid or not)."""
    hand = d.hand()
    if len(hand) > 2 and rng.random() < 0.5:
        assert d.drop([rng.choice(hand)], ("hand", rng.randrange(len(hand))))
    if not d.editing():
        return
    for _ in range(rng.randrange(1, 4)):
        hand = d.hand()
        if not hand:
            return
        cards = rng.sample(hand, min(len(hand), rng.randrange(1, 4)))
        groups = len(d.groups())
        d.drop(cards, ("group", rng.randrange(groups)) if groups and rng.random() < 0.6 else "new")
    groups = d.groups()
    if len(groups) > 1 and rng.random() < 0.5:  # a table card moved to another group
        source = rng.randrange(len(groups))
        d.drop([rng.choice(groups[source])], ("group", (source + 1) % len(groups)))


@pytest.mark.parametrize("variant,options,players", GAMES, ids=[g[0] for g in GAMES])
def test_quit_and_resume_anywhere_shows_the_same_table(qtbot, catalog, tmp_path, variant, options, players):
    rng = random.Random(f"resume-{variant}")
    path = tmp_path / "autosave.json"
    seats = [Seat("Ana")] + [Seat("", "computer", "greedy") for _ in range(1, players)]
    session = GameSession.new(catalog, variant, options, seats, seed=rng.randrange(1000), autosave=path)
    settings = Settings(animation_speed=0)
    d = open_table(qtbot, session, settings)
    brains: dict = {}
    kept_turns = 0
    for _ in range(3):
        play(d, brains, catalog, rng.randrange(3, 18), until_mine=rng.random() < 0.7)
        if session.game.over:
            break
        fiddle(d, rng)
        if d.table_touched():
            kept_turns += 1
        before = d.snapshot()
        d.table.close()  # quit: what is on the disk is all there is
        session = GameSession.resume(catalog, path)
        assert session.kept_problem is None
        d = open_table(qtbot, session, settings)
        assert d.snapshot() == before
    if variant in ("manipulation", "machiavelli", "tahiti"):
        assert kept_turns, "a working copy was kept at least once"
    d.table.close()


def manipulation_turn(qtbot, catalog, tmp_path):
    """A Manipulation game on the player's turn, two hand cards placed but not confirmed."""
    path = tmp_path / "autosave.json"
    session = GameSession.new(catalog, "manipulation", {}, [Seat("Ana"), Seat("", "computer", "greedy")],
                              seed=4, autosave=path)
    while session.game.to_act != 0:
        session.apply(session.game.to_act, catalog.player("greedy").factory(1, 1).choose(session.game.view(1)))
    d = open_table(qtbot, session, Settings(animation_speed=0))
    placed = d.hand()[:2]
    assert d.drop(placed, "new")
    d.table.close()
    return path, placed


def test_cards_placed_without_done_come_back_and_the_player_is_told(qtbot, catalog, tmp_path):
    path, placed = manipulation_turn(qtbot, catalog, tmp_path)
    d = open_table(qtbot, GameSession.resume(catalog, path), Settings(animation_speed=0))
    assert set(d.groups()[-1]) == set(placed) == d.placed()
    assert "the cards you placed are back on the table" in d.status()
    assert d.button("undo").isEnabled()
    d.button("undo").click()  # Undo still puts them back in the hand (the table is not shown)
    assert set(placed) <= set(d.hand()) and not d.table_touched()
    d.table.close()


def test_a_kept_copy_that_does_not_fit_the_game_is_dropped_with_a_word(qtbot, catalog, tmp_path):
    path, placed = manipulation_turn(qtbot, catalog, tmp_path)
    data = json.loads(path.read_text(encoding="utf-8"))
    data["extra"]["table"]["turn"]["working_copy"]["hand"].append(999)  # a card nobody holds
    path.write_text(json.dumps(data), encoding="utf-8")
    session = GameSession.resume(catalog, path)
    d = open_table(qtbot, session, Settings(animation_speed=0))
    assert d.editing() and not d.table_touched() and set(placed) <= set(d.hand())
    assert "could not be put back: they are in your hand again" in d.status()
    d.table.close()


@pytest.mark.parametrize("damage", [{"seat": "zero"}, {"seat": 0, "turn": {"moves": 1}}, [1, 2], {"colour": 1}])
def test_a_damaged_kept_table_loses_the_table_not_the_game(qtbot, catalog, tmp_path, damage):
    path, placed = manipulation_turn(qtbot, catalog, tmp_path)
    data = json.loads(path.read_text(encoding="utf-8"))
    data["extra"]["table"] = damage
    path.write_text(json.dumps(data), encoding="utf-8")
    session = GameSession.resume(catalog, path)
    assert session.kept_for(0) is None and session.kept_problem
    d = open_table(qtbot, session, Settings(animation_speed=0))
    assert d.editing() and set(placed) <= set(d.hand())
    assert d.status().startswith("Part of the saved table could not be read")
    d.table.close()


def test_an_autosave_without_a_kept_table_resumes(qtbot, catalog, tmp_path):
    """Autosaves written before the table was kept (no ``extra.table``) resume as before."""
    path, _ = manipulation_turn(qtbot, catalog, tmp_path)
    data = json.loads(path.read_text(encoding="utf-8"))
    del data["extra"]["table"]
    path.write_text(json.dumps(data), encoding="utf-8")
    session = GameSession.resume(catalog, path)
    assert session.kept_for(0) is None and session.kept_problem is None
    d = open_table(qtbot, session, Settings(animation_speed=0))
    assert d.editing() and not d.table_touched()
    assert "could not" not in d.status()
    d.table.close()


def test_the_window_resumes_the_unfinished_turn_and_the_round(real_window, qtbot):
    """Through the shell: a game left with cards placed, resumed from the start screen."""
    w = real_window
    w.start_new({"variant": "machiavelli", "options": {}, "seats": [Seat(""), Seat("", "computer", "greedy")],
                 "seed": 8})
    d = TableDriver(qtbot, w.table)
    qtbot.waitUntil(lambda: d.my_turn() and d.idle(busy_only=True) and len(w.session.game.log) > 0, timeout=20000)
    placed = d.hand()[:2]
    d.drag(placed, to="new")
    assert d.placed() == set(placed)
    moves = d.log()
    assert len(moves) > 1
    w.back_to_start()
    w.close_table()
    w.resume_game()
    d = TableDriver(qtbot, w.table)
    assert d.placed() == set(placed) and d.groups()[-1] and d.log() == moves


def test_the_move_panel_shows_the_new_round_from_its_deal(qtbot, catalog, tmp_path):
    """Issue 33, point 7: the last round's moves do not stay until the new round's first action."""
    session = GameSession.new(catalog, "rummy-500", {}, [Seat("Ana"), Seat("", "computer", "greedy")], seed=3)
    d = open_table(qtbot, session, Settings(animation_speed=0))
    brains: dict = {}
    while session.game.state.round_no == 1:
        play(d, brains, catalog, 1, until_mine=False)
    assert session.game.state.phase != "between_rounds"
    assert d.log() == d.entry_texts()[:1]
    assert d.log()[0].startswith("Round 2")
    d.table.close()
