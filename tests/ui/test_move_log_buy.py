"""A buy reads as a buy in the move log (Contract Rummy): the discard taken out of turn,
not "took it from the discard pile" as a draw in turn would read, and a seat that declines
the offer "let the card go" (not a bare "passed"); on the table that played it and on a
network client's (the events cross the wire, ``bought`` with them)."""

from __future__ import annotations

from rummy_desktop.core.actions import Buy, Pass
from rummy_desktop.net.views import engine_event, public_event
from rummy_desktop.session.move_log import MoveLog
from rummy_desktop.ui.table.move_log import MoveLogView
from rummy_desktop.ui.table.reasons import card_text


def test_a_buy_and_a_declined_offer_are_logged_as_such(qtbot, catalog):
    game = catalog.new_game("contract-rummy", {}, 3, seed=3)
    players = [catalog.player("greedy").create(s, s + 1, 60.0) for s in range(3)]
    logs = [MoveLog(1), MoveLog(1)]  # the host's own events, and the same events off the wire
    for log in logs:
        log.begin(game.view(1))
    lines: list[list] = [[], []]
    declined = []  # (seat, card) of every offer let go
    while not any(isinstance(a, Buy) for _, a in game.log):
        seat, before = game.to_act, game.view(1)
        action = players[seat].choose(game.view(seat))
        if isinstance(action, Pass) and before.phase == "buy":
            declined.append((seat, before.discard[-1]))
        events = game.apply(seat, action)
        lines[0] += logs[0].feed(before, events)
        lines[1] += logs[1].feed(before, [engine_event(public_event(e, 1)) for e in events])
    buyer = game.log[-1][0]
    view = MoveLogView()
    qtbot.addWidget(view)
    view.viewer, view.name = 1, lambda s: f"Seat {s + 1}"
    assert declined
    for entries in lines:
        bought = [e for e in entries if e.kind == "took_discard" and e.bought]
        assert [e.seat for e in bought] == [buyer]
        text = view.entry_text(bought[0])
        assert text.endswith(" out of turn") and " bought " in text and "discard pile" not in text
        assert all("bought" not in view.entry_text(e) for e in entries if e.kind == "took_discard" and not e.bought)
        # one line per offer for the other seats, the player's own line apart
        assert [(s, e.cards[0]) for e in entries if e.kind == "let_go" for s in (e.seat, *e.others)] == declined
        assert not [e for e in entries if e.kind == "passed"]
        other = next(e for e in entries if e.kind == "let_go" and e.seat != 1)
        assert view.entry_text(other) == f"Seat {other.seat + 1} let {card_text(other.cards[0])} go"


def test_the_other_seats_that_let_one_offer_go_make_one_line(qtbot):
    """Five players: three seats let the 7♥ go, the player among them; the log says it in
    two lines, the others' in one, with the verb agreeing in French."""
    from rummy_desktop.core.cards import parse_card
    from rummy_desktop.session.move_log import Entry

    seven = parse_card("7H")
    log = MoveLog(2)
    offer = type("View", (), {"phase": "buy", "discard": [seven], "table": (), "loose": ()})()
    for seat in (3, 4, 2, 0):
        log.feed(offer, [{"kind": "passed", "seat": seat}])
    assert log.entries == [Entry("let_go", 3, cards=(seven,), others=(4,)), Entry("let_go", 2, cards=(seven,)),
                           Entry("let_go", 0, cards=(seven,))]
    view = MoveLogView()
    qtbot.addWidget(view)
    view.viewer, view.name = 2, lambda s: ["Ana", "Bia", "You", "Davi", "Eva"][s]  # the table names the player "You"
    assert [view.entry_text(e) for e in log.entries] == ["Davi and Eva let 7♥ go", "You let 7♥ go", "Ana let 7♥ go"]
