"""The move log's entries and marks (session.move_log): what each seat did, as one seat may
see it, and which cards the last turns placed or moved."""

from __future__ import annotations

import pytest

from rummy_desktop.core.actions import Commit, Draw
from rummy_desktop.core.cards import parse_card
from rummy_desktop.core.table_check import Table
from rummy_desktop.session.headless import play
from rummy_desktop.session.move_log import Moved, MoveLog, Placed


def cards(text: str) -> list[int]:
    return [parse_card(t) for t in text.split()]


def rig(game, hands: list[str], table: list[str] = (), turn: int = 0) -> None:
    """Hands and table as given (test set-up only)."""
    st = game.state
    wanted = {c for h in hands for c in cards(h)} | {c for g in table for c in cards(g)}
    for h in st.hands:
        h[:] = [c for c in h if c not in wanted]
    st.stock = [c for c in st.stock if c not in wanted]
    st.table = Table([cards(g) for g in table], {}, [])
    for s, h in enumerate(hands):
        st.hands[s] = cards(h)
    st.turn = turn


def step(game, logs: list[MoveLog], seat: int, action) -> None:
    """Apply ``action`` and feed every seat's log with the view it had before."""
    before = [game.view(log.viewer) for log in logs]
    events = game.apply(seat, action)
    for log, view in zip(logs, before):
        log.feed(view, events)


def test_another_players_draw_is_a_count_and_your_own_names_the_card(catalog):
    game = catalog.new_game("manipulation", {"mandatory_meld": "trust"}, 3, 5)
    rig(game, ["5H 6H 7H", "KS QS", "2D 3D"], turn=1)
    logs = [MoveLog(0), MoveLog(1)]
    drawn = game.state.stock[-1]
    step(game, logs, 1, Draw())
    theirs, mine = logs[0].entries[-1], logs[1].entries[-1]
    assert (theirs.kind, theirs.seat, theirs.count, theirs.cards) == ("drew", 1, 1, ())
    assert all(drawn not in e.cards for e in logs[0].entries)
    assert (mine.kind, mine.cards) == ("drew", (drawn,))
    assert logs[1].fresh == {drawn} and logs[0].fresh == set() and logs[0].marked == set()
    # draws in a row make one line
    second = game.state.stock[-1]
    step(game, logs, 1, Draw())
    assert logs[0].entries[-1].count == 2 and logs[0].entries[-1].cards == ()
    assert logs[1].entries[-1].cards == (drawn, second) and logs[1].fresh == {second}


def test_a_rearrangement_says_which_cards_moved_from_which_group_into_which(catalog):
    game = catalog.new_game("manipulation", {"mandatory_meld": "trust"}, 2, 5)
    rig(game, ["6D 7D 8D 9D 5C KS", "9C 9S QH"], ["2C 3C 4C"], turn=0)
    logs = [MoveLog(0), MoveLog(1)]
    # the first action of the game brings the round's start along: the dealt table counts
    step(game, logs, 0, Commit(table=(tuple(cards("2C 3C 4C 5C")), tuple(cards("6D 7D 8D 9D")))))
    assert logs[1].entries[-1].placed == (Placed(tuple(cards("5C")), tuple(cards("2C 3C 4C 5C")), False),
                                          Placed(tuple(cards("6D 7D 8D 9D")), tuple(cards("6D 7D 8D 9D")), True))
    assert logs[0].marked == set() and logs[1].marked == set(cards("5C 6D 7D 8D 9D"))
    step(game, logs, 1, Commit(table=(tuple(cards("2C 3C 4C 5C")), tuple(cards("6D 7D 8D")),
                                      tuple(cards("9C 9D 9S")))))
    e = logs[0].entries[-1]
    assert e.kind == "committed" and e.seat == 1
    assert e.placed == (Placed(tuple(cards("9C 9S")), tuple(cards("9C 9D 9S")), True),)
    assert e.moved == (Moved(tuple(cards("9D")), tuple(cards("6D 7D 8D 9D")), tuple(cards("9C 9D 9S")), (0,)),)
    # the cards the other player placed or moved are marked for seat 0, not the ones left
    assert logs[0].marked == set(cards("9C 9D 9S"))
    # seat 0's next action clears the marks; its draw marks the new card in the hand
    drawn = game.state.stock[-1]
    step(game, logs, 0, Draw())
    assert logs[0].marked == set() and logs[0].fresh == {drawn}
    logs[0].acted()  # an edit of the working copy
    assert logs[0].fresh == set()


def test_a_joker_moved_is_named_with_the_card_it_stood_for_in_the_group_it_left(catalog):
    """Issue 42, point 3: a joker that stood for 9♥ in [9♣ 9♦ Joker] and goes to 5♠ 6♠ as
    4♠: the entry keeps both faces (``was`` for the group it left)."""
    from rummy_desktop.core.cards import JOKER_BASE

    game = catalog.new_game("machiavelli", {}, 2, 5)
    rig(game, ["9H 5S 6S KD", "2C 3D QH"], [], turn=0)
    joker = JOKER_BASE
    st = game.state
    for h in st.hands:
        if joker in h:
            h.remove(joker)
    if joker in st.stock:
        st.stock.remove(joker)
    st.table = Table([cards("9C 9D") + [joker]], {joker: parse_card("9H")}, [])
    logs = [MoveLog(0), MoveLog(1)]
    step(game, logs, 0, Commit(table=(tuple(cards("9C 9D 9H")), (joker,) + tuple(cards("5S 6S"))),
                               jokers={joker: parse_card("4S")}))
    e = logs[1].entries[-1]
    assert e.moved == (Moved((joker,), tuple(cards("9C 9D")) + (joker,), (joker,) + tuple(cards("5S 6S")), ()),)
    assert e.was[joker] == parse_card("9H") and e.declared[joker] == parse_card("4S")


def test_a_card_laid_off_takes_its_place_in_the_run(catalog):
    """Rummy: 4♥ laid off on 5♥ 6♥ 7♥; the next lay-off's entry shows [4♥ 5♥ 6♥ 7♥]."""
    game = catalog.new_game("rummy", {}, 2, 5)
    logs = [MoveLog(0), MoveLog(1)]
    rig(game, ["4H 3H 2S KD", "2C 3D QH"], ["5H 6H 7H"], turn=0)
    game.state.phase = "meld"
    from rummy_desktop.core.actions import LayOff

    step(game, logs, 0, LayOff(card=parse_card("4H"), group=0))
    step(game, logs, 0, LayOff(card=parse_card("3H"), group=0))
    assert logs[1].entries[-1].group == tuple(cards("4H 5H 6H 7H"))


def test_a_new_round_clears_the_log_at_its_start():
    """The panel shows the new round from its deal, not the last round's moves until the
    first action of the new one; between rounds (the next not dealt yet) the last stays."""
    log = MoveLog(0)
    log.feed(None, [{"kind": "round_started", "seat": None, "round": 1, "first": 1},
                    {"kind": "drew", "seat": 1, "count": 1}])
    new = log.feed(None, [{"kind": "round_ended", "seat": 1, "round": 1, "ending": "out"}])
    assert [e.kind for e in log.entries] == ["round_started", "drew", "round_ended"]
    assert [e.kind for e in new] == ["round_ended"]
    new = log.feed(None, [{"kind": "round_started", "seat": None, "round": 2, "first": 0}])
    assert [(e.kind, e.number) for e in log.entries] == [("round_started", 2)] and new == log.entries
    log.feed(None, [{"kind": "drew", "seat": 0, "count": 1, "cards": [5]}])
    assert [e.kind for e in log.entries] == ["round_started", "drew"]
    assert log.entries[0].number == 2 and log.fresh == {5}
    log.feed(None, [{"kind": "round_ended", "seat": 0, "round": 2, "ending": "out"},
                    {"kind": "round_started", "seat": None, "round": 3, "first": 1}])  # dealt at once
    assert [(e.kind, e.number) for e in log.entries] == [("round_started", 3)] and not log.fresh


@pytest.mark.parametrize("variant, options", [
    ("manipulation", {"mandatory_meld": "trust"}), ("tahiti", {}), ("carousel", {}),
    ("machiavelli", {"incomplete_move": "withdraw"}), ("rummy-500", {}), ("rummy", {"jokers": "off"}),
])
def test_whole_games_never_name_a_hidden_card_and_mark_only_table_cards(catalog, variant, options):
    """Replays a whole game between computer players, feeding seat 0's log: no entry of
    another seat names a card that seat 0 could not see, every commit's placed cards are the
    engine's, and the marks are cards on the table."""
    done, _ = play(catalog, variant, options, 3, 11, ["greedy"] * 3)
    game = catalog.new_game(variant, options, 3, 11)
    log = MoveLog(0)
    for seat, action in done.log:
        before = game.view(0)
        events = game.apply(seat, action)
        log.feed(before, events)
        for e in log.entries:
            if e.seat != 0 and e.kind in ("drew", "withdrew"):
                assert e.cards == () and (e.count > 0 or e.kind == "withdrew"), e
        for ev, e in zip([ev for ev in events if ev.kind == "committed"],
                         [e for e in log.entries if e.kind == "committed"][-1:]):
            assert sorted(c for p in e.placed for c in p.cards) == sorted(ev.data["placed"])
        if game.state.phase not in ("over", "between_rounds") and not any(
                ev.kind == "round_started" for ev in events):
            on_table = {c for g in game.state.table.groups for c in g}
            assert log.marked <= on_table
    assert game.over


def test_a_log_opened_on_a_round_in_progress_has_its_header_once(catalog):
    game = catalog.new_game("rummy", {}, 2, 3)
    log = MoveLog(0)
    log.begin(game.view(0))
    assert [(e.kind, e.seat, e.number) for e in log.entries] == [("round_started", None, 1)]
    seat = game.to_act
    before = game.view(0)
    log.feed(before, game.apply(seat, Draw()))  # a new game's first action brings the round's start
    assert [(e.kind, e.seat) for e in log.entries] == [("round_started", seat), ("drew", seat)]


@pytest.mark.parametrize("variant, options, players", [
    ("shanghai", {"mandatory_meld": "trust"}, 3),  # between rounds, the host goes on
    ("rummy-multiplayer", {}, 2),
])
def test_a_resumed_game_reads_the_round_log_again_as_it_was(catalog, variant, options, players):
    """GameSession.round_log, read again from the saved actions, is the log the table fed
    as the game went: at random points, and where rounds end and begin."""
    import random

    from rummy_desktop.session.game_session import GameSession, Seat

    done, _ = play(catalog, variant, options, players, 5, ["greedy"] * players)
    session = GameSession.new(catalog, variant, options, [Seat() for _ in range(players)], seed=5)
    live = MoveLog(0)
    points = set(random.Random(variant).sample(range(len(done.log)), 8))
    boundaries = 0
    for i, (seat, action) in enumerate(done.log):
        before = session.game.view(0)
        events = session.apply(seat, action, save=False)
        live.feed(before, events)
        edge = any(e.kind in ("round_ended", "round_started") for e in events)
        boundaries += edge
        if i in points or edge and boundaries <= 6:
            again = session.round_log(0)
            assert (again.entries, again.marked, again.fresh) == (live.entries, live.marked, live.fresh), i
    assert session.game.state.round_no > 1 and boundaries > 1
