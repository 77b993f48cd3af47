"""Resume is exact (issue 33, point 6): quit at random points of seeded games in every rule
set, resume from the autosave, and the table is the same, the round's move log and the
Manipulation family's unconfirmed working copy included."""

from __future__ import annotations

import json
import random

import pytest

from rummy_desktop.core.actions import ContinueGame
from rummy_desktop.session.game_session import GameSession, Seat
from rummy_desktop.session.working_copy import GROUP, HAND, NEW, Target
from rummy_desktop.storage.settings import Settings

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")

GAMES = [
    ("rummy", {}, 3), ("rummy-multiplayer", {}, 2), ("rummy-500", {}, 3), ("manipulation", {}, 3),
    ("machiavelli", {"incomplete_move": "withdraw"}, 2), ("shanghai", {}, 2), ("guadalupe", {}, 3),
    ("carousel", {}, 2), ("vatican", {}, 2), ("tahiti", {"incomplete_move": "withdraw"}, 3),
]


def open_table(qtbot, session, settings):
    """The table on ``session`` for seat 0, its computer seats held: the test plays them."""
    from rummy_desktop.ui.table import TableWidget

    w = TableWidget(session, settings, 0)
    w.set_paused(True)
    qtbot.addWidget(w)
    w.resize(1100, 700)
    return w


def picture(w) -> dict:
    """Everything the table shows and keeps for the player's next move."""
    st = w.scene.state
    wc = w.flow.wc
    buttons = (w.btn_primary, w.btn_done, w.btn_undo, w.btn_hint, w.btn_continue, w.btn_end)
    return {
        "hand": st.hand, "groups": st.groups, "declared": st.declared, "invalid": st.invalid,
        "problems": st.problems, "placed": st.placed, "loose": st.loose, "stock": st.stock,
        "discard": st.discard, "discard_count": st.discard_count, "marked": st.marked, "fresh": st.fresh,
        "new_label": st.new_label, "seats": [(s.name, s.info, s.to_act) for s in st.seats],
        "log": w.move_log.texts(), "entries": list(w.flow.log.entries),
        "copy": None if wc is None else (wc.groups, wc.loose, wc.hand, wc.declarations, wc.touched,
                                         wc.undo_is_withdraw, wc.reminder_due()),
        "buttons": [(b.text(), b.isEnabled(), b.isHidden()) for b in buttons],
        "hints": w.flow.hints_used,
    }


def play(w, players: dict, catalog, steps: int, until_mine: bool) -> None:
    """``steps`` moves by greedy players (then, ``until_mine``, more until it is the
    player's turn): the player's through the table, the others as the table hears of a
    computer's move."""
    session = w.flow.channel.session
    for step in range(steps + 200):
        game = session.game
        if game.over or step >= steps and (not until_mine or w.flow.my_turn()):
            return
        if game.state.phase == "between_rounds":
            assert w.flow.submit(ContinueGame())
            continue
        seat = game.to_act
        if seat not in players:
            players[seat] = catalog.player("greedy").factory(seat, 3 + seat)
        action = players[seat].choose(game.view(seat))
        if seat == 0:
            assert w.flow.submit(action), w.status.text()
        else:
            w.flow.channel.play_for(seat, action)


def fiddle(w, rng: random.Random) -> None:
    """What a player does at the table without playing: reorder the hand; in the
    Manipulation family, place cards on the working copy without Done (valid or not)."""
    hand = w.displayed_hand()
    if len(hand) > 2 and rng.random() < 0.5:
        assert w.flow.drop([rng.choice(hand)], Target(HAND, None, rng.randrange(len(hand))))
    wc = w.flow.wc
    if wc is None:
        return
    for _ in range(rng.randrange(1, 4)):
        hand = list(wc.hand)
        if not hand:
            return
        cards = rng.sample(hand, min(len(hand), rng.randrange(1, 4)))
        groups = len(wc.groups)
        target = Target(GROUP, rng.randrange(groups)) if groups and rng.random() < 0.6 else Target(NEW)
        w.flow.drop(cards, target)
    if len(wc.groups) > 1 and rng.random() < 0.5:  # a table card moved to another group
        source = rng.randrange(len(wc.groups))
        w.flow.drop([rng.choice(wc.groups[source])], Target(GROUP, (source + 1) % len(wc.groups)))


@pytest.mark.parametrize("variant,options,players", GAMES, ids=[g[0] for g in GAMES])
def test_quit_and_resume_anywhere_shows_the_same_table(qtbot, catalog, tmp_path, variant, options, players):
    rng = random.Random(f"resume-{variant}")
    path = tmp_path / "autosave.json"
    seats = [Seat("Ana")] + [Seat("", "computer", "greedy") for _ in range(1, players)]
    session = GameSession.new(catalog, variant, options, seats, seed=rng.randrange(1000), autosave=path)
    settings = Settings(animation_speed=0)
    w = open_table(qtbot, session, settings)
    brains: dict = {}
    kept_turns = 0
    for _ in range(3):
        play(w, brains, catalog, rng.randrange(3, 18), until_mine=rng.random() < 0.7)
        if session.game.over:
            break
        fiddle(w, rng)
        if w.flow.wc is not None and w.flow.wc.changed:
            kept_turns += 1
        before = picture(w)
        w.close()  # quit: what is on the disk is all there is
        session = GameSession.resume(catalog, path)
        assert session.kept_problem is None
        w = open_table(qtbot, session, settings)
        assert picture(w) == before
    if variant in ("manipulation", "machiavelli", "tahiti"):
        assert kept_turns, "a working copy was kept at least once"
    w.close()


def manipulation_turn(qtbot, catalog, tmp_path):
    """A Manipulation game on the player's turn, two hand cards placed but not confirmed."""
    path = tmp_path / "autosave.json"
    session = GameSession.new(catalog, "manipulation", {}, [Seat("Ana"), Seat("", "computer", "greedy")],
                              seed=4, autosave=path)
    while session.game.to_act != 0:
        session.apply(session.game.to_act, catalog.player("greedy").factory(1, 1).choose(session.game.view(1)))
    w = open_table(qtbot, session, Settings(animation_speed=0))
    placed = w.flow.wc.hand[:2]
    assert w.flow.drop(placed, Target(NEW))
    w.close()
    return path, placed


def test_cards_placed_without_done_come_back_and_the_player_is_told(qtbot, catalog, tmp_path):
    path, placed = manipulation_turn(qtbot, catalog, tmp_path)
    w = open_table(qtbot, GameSession.resume(catalog, path), Settings(animation_speed=0))
    assert set(w.flow.wc.groups[-1]) == set(placed) == set(w.flow.wc.placed)
    assert "the cards you placed are back on the table" in w.status.text()
    assert w.btn_undo.isEnabled()
    w.flow._on_undo()  # Undo still puts them back in the hand
    assert set(placed) <= set(w.flow.wc.hand) and not w.flow.wc.changed
    w.close()


def test_a_kept_copy_that_does_not_fit_the_game_is_dropped_with_a_word(qtbot, catalog, tmp_path):
    path, placed = manipulation_turn(qtbot, catalog, tmp_path)
    data = json.loads(path.read_text(encoding="utf-8"))
    data["extra"]["table"]["turn"]["working_copy"]["hand"].append(999)  # a card nobody holds
    path.write_text(json.dumps(data), encoding="utf-8")
    session = GameSession.resume(catalog, path)
    w = open_table(qtbot, session, Settings(animation_speed=0))
    assert not w.flow.wc.changed and set(placed) <= set(w.flow.wc.hand)
    assert "could not be put back: they are in your hand again" in w.status.text()
    w.close()


@pytest.mark.parametrize("damage", [{"seat": "zero"}, {"seat": 0, "turn": {"moves": 1}}, [1, 2], {"colour": 1}])
def test_a_damaged_kept_table_loses_the_table_not_the_game(qtbot, catalog, tmp_path, damage):
    path, placed = manipulation_turn(qtbot, catalog, tmp_path)
    data = json.loads(path.read_text(encoding="utf-8"))
    data["extra"]["table"] = damage
    path.write_text(json.dumps(data), encoding="utf-8")
    session = GameSession.resume(catalog, path)
    assert session.kept_for(0) is None and session.kept_problem
    w = open_table(qtbot, session, Settings(animation_speed=0))
    assert set(placed) <= set(w.flow.wc.hand)
    assert w.status.text().startswith("Part of the saved table could not be read")
    w.close()


def test_an_autosave_without_a_kept_table_resumes(qtbot, catalog, tmp_path):
    """Autosaves written before the table was kept (no ``extra.table``) resume as before."""
    path, _ = manipulation_turn(qtbot, catalog, tmp_path)
    data = json.loads(path.read_text(encoding="utf-8"))
    del data["extra"]["table"]
    path.write_text(json.dumps(data), encoding="utf-8")
    session = GameSession.resume(catalog, path)
    assert session.kept_for(0) is None and session.kept_problem is None
    w = open_table(qtbot, session, Settings(animation_speed=0))
    assert not w.flow.wc.changed
    assert "could not" not in w.status.text()
    w.close()


def test_the_window_resumes_the_unfinished_turn_and_the_round(real_window, qtbot):
    """Through the shell: a game left with cards placed, resumed from the start screen."""
    w = real_window
    w.start_new({"variant": "machiavelli", "options": {}, "seats": [Seat(""), Seat("", "computer", "greedy")],
                 "seed": 8})
    qtbot.waitUntil(lambda: w.table.flow.my_turn() and not w.table.flow.busy() and len(w.session.game.log) > 0,
                    timeout=20000)
    flow = w.table.flow
    placed = flow.wc.hand[:2]
    assert flow.drop(placed, Target(NEW))
    moves = w.table.move_log.texts()
    assert len(moves) > 1
    w.back_to_start()
    w.close_table()
    w.resume_game()
    flow = w.table.flow
    assert set(flow.wc.placed) == set(placed) and flow.wc.groups[-1] and w.table.move_log.texts() == moves


def test_the_move_panel_shows_the_new_round_from_its_deal(qtbot, catalog, tmp_path):
    """Issue 33, point 7: the last round's moves do not stay until the new round's first action."""
    session = GameSession.new(catalog, "rummy-500", {}, [Seat("Ana"), Seat("", "computer", "greedy")], seed=3)
    w = open_table(qtbot, session, Settings(animation_speed=0))
    brains: dict = {}
    while session.game.state.round_no == 1:
        play(w, brains, catalog, 1, until_mine=False)
    assert session.game.state.phase != "between_rounds"
    assert w.move_log.texts() == [w.move_log.entry_text(w.flow.log.entries[0])]
    assert w.move_log.texts()[0].startswith("Round 2")
    w.close()
