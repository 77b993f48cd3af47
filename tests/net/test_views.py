"""What a client may see: its seat's view on the wire and back, and the public events."""

import ast
import dataclasses
import json
from pathlib import Path

import pytest

from rummy_desktop.core import actions as A
from rummy_desktop.core.actions import Event
from rummy_desktop.core.cards import card_name
from rummy_desktop.core.variant import SpecError
from rummy_desktop.net.framing import client_decoder, encode
from rummy_desktop.net.protocol import EventsMessage, HostChat, ViewDelta, ViewMessage
from rummy_desktop.net.views import (
    EVENT_MODELS,
    PRIVATE_FIELDS,
    WITHHELD,
    ViewChanges,
    ViewState,
    engine_event,
    public_event,
    public_events,
    seat_view,
    view_changes,
    wire_view,
)
from rummy_desktop.net.wire import MAX_FRAME, MAX_ID, MAX_ROUNDS
from rummy_desktop.plugins.manager import default_catalog

from . import test_audit
from .hidden import capture, hidden_from

CATALOG = default_catalog()
ROOT = Path(__file__).resolve().parents[2]


def _engine_events() -> dict[str, tuple[set[str], set[str]]]:
    """Every ``Event(kind, seat, data, private)`` the program and the plugins build, read
    from their source: kind -> (the keys of ``data``, the keys of ``private``). Each is
    written with literal kinds and keys, so that this list is complete."""
    found: dict[str, tuple[set[str], set[str]]] = {}
    for folder in (ROOT / "rummy_desktop", ROOT / "plugins"):
        for path in folder.rglob("*.py"):
            source = path.read_text(encoding="utf-8")
            if "Event(" not in source:
                continue
            for node in ast.walk(ast.parse(source)):
                if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "Event"):
                    continue
                where = f"{path.relative_to(ROOT)}:{node.lineno}"
                if path.name == "views.py" and path.parent.name == "net":
                    continue  # engine_event: the client's copy of a wire event
                assert not node.keywords and node.args and isinstance(node.args[0], ast.Constant), where
                keys = []
                for arg in node.args[2:]:
                    assert isinstance(arg, ast.Dict) and all(isinstance(k, ast.Constant) for k in arg.keys), \
                        f"{where}: an event's data and private fields are written as a dict literal"
                    keys.append({k.value for k in arg.keys})
                public, private = found.setdefault(node.args[0].value, (set(), set()))
                public |= keys[0] if keys else set()
                private |= keys[1] if len(keys) > 1 else set()
    return found


def test_the_wire_event_models_are_the_engines_event_kinds_and_fields():
    """The wire models (net/views.py) against the events the engine builds: the same kinds,
    each model listing exactly the event's fields (public and private) but those withheld on
    purpose, and the private ones kept for the event's own seat."""
    engine = _engine_events()
    assert set(engine) == set(EVENT_MODELS)
    for kind, (public, private) in engine.items():
        sent = set(EVENT_MODELS[kind].model_fields) - {"kind", "seat"}
        assert sent == (public | private) - WITHHELD.get(kind, set()), kind
        assert private == set(PRIVATE_FIELDS.get(kind, ())), kind
    assert all(fields <= engine[kind][0] for kind, fields in WITHHELD.items())


def test_a_card_drawn_from_the_stock_is_named_to_the_drawer_only():
    game = CATALOG.new_game("manipulation", {}, 4, seed=5)
    actor = game.to_act
    events = game.apply(actor, A.Draw())
    (drew,) = [e for e in events if e.kind == "drew"]
    card = drew.private["cards"][0]
    for seat in range(4):
        wire = public_event(drew, seat)
        frame = encode(EventsMessage(seq=0, seat=actor, events=[wire]))
        (back,) = client_decoder().feed(frame)
        got = engine_event(back.events[0])
        if seat == actor:
            assert got == drew and wire.cards == [card]
        else:
            assert got == Event("drew", actor, drew.data, None) and wire.cards is None
            assert b'"cards":null' in frame
    assert public_event(drew, None).cards is None  # a spectator sees no hand


def test_public_events_carry_all_the_public_data_and_nothing_else():
    game = CATALOG.new_game("rummy", {"jokers": "on"}, 3, seed=8)
    seen = 0
    while not game.over and seen < 300:
        seat = game.to_act
        view = game.view(seat)
        action = CATALOG.player("greedy").factory(seat, 1).choose(view)
        for ev in game.apply(seat, action):
            for r in range(3):
                got = engine_event(public_event(ev, r))
                assert got == (ev if r == ev.seat else Event(ev.kind, ev.seat, ev.data, None))
            seen += 1


def test_an_unreviewed_kind_or_field_is_not_sent():
    assert public_event(Event("peeked", 0, {"cards": [1, 2]}), 0) is None
    assert public_events([Event("peeked", 0), Event("passed", 1)], 0)[0].kind == "passed"
    wire = public_event(Event("discarded", 1, {"card": 5, "hand": [6, 7]}), 0)
    assert wire.model_dump() == {"kind": "discarded", "seat": 1, "card": 5}


@pytest.mark.parametrize("variant,options,players", [
    ("rummy-500", {"jokers": "on", "hand_size": "7"}, 7),
    ("rummy", {"set_suits": "distinct", "aces": "low"}, 6),
    ("carousel", {}, 5),
    ("tahiti", {"incomplete_move": "withdraw"}, 2),
])
def test_the_client_rebuilds_the_hosts_view_with_rules_from_its_own_catalogue(variant, options, players):
    game = CATALOG.new_game(variant, options, players, seed=31)
    for seat in range(players):
        (msg,) = client_decoder().feed(encode(ViewMessage(seq=1, view=wire_view(game.view(seat)))))
        assert seat_view(msg.view, CATALOG) == game.view(seat)
    assert b'"rules"' not in encode(ViewMessage(seq=1, view=wire_view(game.view(0))))


def test_rules_are_rebuilt_for_the_player_count_of_the_round():
    game = CATALOG.new_game("rummy", {}, 4, seed=3)
    view = game.view(1)
    from rummy_desktop.net.views import round_rules

    # two eliminated: the round's rules for two players
    fewer = dataclasses.replace(view, rules=round_rules(CATALOG, "rummy", view.options, 2, vars(view)))
    assert fewer.rules != view.rules
    assert seat_view(wire_view(fewer), CATALOG) == fewer


def test_the_largest_view_fits_in_a_frame():
    game = CATALOG.new_game("rummy-500", {"jokers": "on"}, 7, seed=2)
    view = game.view(3)
    big = -9_999_999
    line = {"round": 999_999, "ending": "blocked", "seat": 6, "scores": [big] * 7, "winners": list(range(7)),
            "totals": [big] * 7}
    cards = tuple(range(112))
    huge = dataclasses.replace(
        view, hand=cards, discard=cards, table=tuple((c,) for c in cards), by={c: 6 for c in cards},
        loose=cards, declared={104 + j: 51 for j in range(8)},
        last_round={**line, "hands": [list(cards)] * 7}, rounds=(line,) * (MAX_ROUNDS + 50),
        result={"winners": list(range(7)), "draw": True, "totals": [big] * 7,
                "bonuses": [{"reached": big, "rounds_won": big}] * 7},
    )
    wire = wire_view(huge)
    assert len(wire.rounds) == MAX_ROUNDS and wire.rounds[-1].round == 999_999
    assert len(encode(ViewMessage(seq=MAX_ID, view=wire))) < MAX_FRAME


def test_free_form_extra_never_travels():
    view = dataclasses.replace(CATALOG.new_game("vatican", {}, 2, seed=1).view(0), extra={"secret": [1, 2]})
    assert b"secret" not in encode(ViewMessage(seq=0, view=wire_view(view)))
    assert seat_view(wire_view(view), CATALOG).extra == {}


def test_a_view_of_a_rule_set_the_client_lacks_is_refused():
    wire = wire_view(CATALOG.new_game("rummy", {}, 2, seed=1).view(0)).model_copy(update={"variant": "gin-rummy"})
    with pytest.raises(SpecError):
        seat_view(wire, CATALOG)


# -- view deltas --------------------------------------------------------------------------


def test_a_delta_carries_the_fields_that_changed_and_nothing_else():
    game = CATALOG.new_game("rummy", {}, 3, seed=4)
    actor = game.to_act
    before = [game.view(s) for s in range(3)]
    game.apply(actor, A.Draw())
    for seat in range(3):
        after = game.view(seat)
        changes = view_changes(before[seat], after)
        expected = {f.name for f in dataclasses.fields(after)
                    if f.name not in ("rules", "extra") and getattr(before[seat], f.name) != getattr(after, f.name)}
        assert changes.changed == expected and "stock_count" in expected
        assert ("hand" in expected) == (seat == actor)  # only the drawer's hand changed
        sent = json.loads(encode(ViewDelta(seq=1, base=1, changes=changes))[4:])["changes"]
        assert set(sent) == expected
        assert len(encode(ViewDelta(seq=1, base=1, changes=changes))) < len(encode(ViewMessage(seq=1, view=wire_view(after)))) / 2
    assert view_changes(before[0], before[0]).changed == frozenset()


@pytest.mark.parametrize("variant,options,players", [
    ("rummy-500", {"jokers": "on"}, 7), ("manipulation", {}, 5), ("shanghai", {}, 4), ("tahiti", {}, 2),
])
def test_a_client_follows_a_whole_game_from_deltas(variant, options, players):
    game = CATALOG.new_game(variant, options, players, seed=12)
    ais = [CATALOG.player("greedy").factory(s, s + 1) for s in range(players)]
    copies = [ViewState(CATALOG) for _ in range(players)]
    sent = [game.view(s) for s in range(players)]
    decoder = client_decoder()
    for s in range(players):
        (msg,) = decoder.feed(encode(ViewMessage(seq=0, view=wire_view(sent[s]), version=1)))
        assert copies[s].full(msg.view, msg.version) == sent[s]
    while not game.over and len(game.log) < 600:
        actor = game.to_act
        game.apply(actor, ais[actor].choose(game.view(actor)))
        for s in range(players):
            now = game.view(s)
            (msg,) = decoder.feed(encode(ViewDelta(seq=1, base=copies[s].version, changes=view_changes(sent[s], now))))
            assert copies[s].apply(msg.base, msg.changes) == now
            sent[s] = now
    assert copies[0].version == 1 + len(game.log)


def test_a_delta_that_does_not_follow_the_view_held_is_not_applied():
    game = CATALOG.new_game("rummy", {}, 2, seed=4)
    copy = ViewState(CATALOG)
    assert copy.apply(0, ViewChanges()) is None  # nothing held yet
    first = game.view(0)
    copy.full(wire_view(first), 5)
    game.apply(game.to_act, A.Draw())
    changes = view_changes(first, game.view(0))
    assert copy.apply(4, changes) is None and copy.apply(6, changes) is None
    assert copy.view == first and copy.version == 5
    assert copy.apply(5, changes) == game.view(0) and copy.version == 6


def test_a_field_that_becomes_null_travels_as_null():
    game = CATALOG.new_game("rummy", {}, 2, seed=4)
    view = game.view(0)
    held = dataclasses.replace(view, restricted=7)
    copy = ViewState(CATALOG)
    copy.full(wire_view(held), 1)
    changes = view_changes(held, view)
    assert changes.changed == {"restricted"}
    data = encode(ViewDelta(seq=2, base=1, changes=changes))
    assert b'"changes":{"restricted":null}' in data
    (msg,) = client_decoder().feed(data)
    assert copy.apply(msg.base, msg.changes) == view and copy.view.restricted is None


def test_a_growing_pile_and_the_finished_rounds_travel_as_what_was_added():
    game = CATALOG.new_game("rummy-500", {}, 3, seed=5)
    view = game.view(0)
    pile = dataclasses.replace(view, discard=view.discard + (7, 8))
    line = {"round": 1, "ending": "out", "seat": 1, "undercut": False, "scores": [1, 2, 3], "winners": [1],
            "totals": [1, 2, 3]}
    ended = dataclasses.replace(pile, rounds=(line,))
    changes = view_changes(view, pile)
    assert changes.changed == {"discard_added"} and changes.discard_added == [7, 8]
    assert view_changes(pile, ended).changed == {"rounds_added"}
    assert view_changes(pile, view).changed == {"discard"}  # taken from the pile: the whole pile
    swapped = dataclasses.replace(view, discard=(9,) + view.discard[1:] + (7,))
    assert view_changes(view, swapped).changed == {"discard"}
    copy = ViewState(CATALOG)
    copy.full(wire_view(view), 1)
    for before, after in ((view, pile), (pile, ended), (ended, view)):  # and back: whole lists
        (msg,) = client_decoder().feed(encode(ViewDelta(seq=1, base=copy.version, changes=view_changes(before, after))))
        assert copy.apply(msg.base, msg.changes) == after


def test_a_delta_that_would_grow_a_list_past_its_bound_is_not_applied():
    game = CATALOG.new_game("rummy-500", {}, 3, seed=5)
    view = dataclasses.replace(game.view(0), discard=tuple(range(100)))
    copy = ViewState(CATALOG)
    copy.full(wire_view(view), 1)
    assert copy.apply(1, ViewChanges(discard_added=list(range(13)))) is None  # 113 cards
    assert copy.view == view and copy.version == 1


def test_a_change_of_player_count_rebuilds_the_rules():
    from rummy_desktop.net.views import round_rules

    game = CATALOG.new_game("rummy", {}, 4, seed=3)
    view = game.view(1)
    fewer = dataclasses.replace(view, rules=round_rules(CATALOG, "rummy", view.options, 2, vars(view)))
    copy = ViewState(CATALOG)
    copy.full(wire_view(view), 1)
    changes = view_changes(view, fewer)
    assert changes.changed == {"rules_players"}
    assert copy.apply(1, changes).rules == fewer.rules


# -- the audit can fail -------------------------------------------------------------------


def test_the_audit_catches_a_delta_that_names_another_hand(monkeypatch):
    def leaky(before, after):  # seat 0's hand in every seat's delta
        game = leaky.game
        return view_changes(dataclasses.replace(before, hand=()), dataclasses.replace(after, hand=game.view(0).hand))

    real_audit = test_audit.Audit

    class Watching(real_audit):
        def __init__(self, game, seed):
            super().__init__(game, seed)
            leaky.game = game

    monkeypatch.setattr(test_audit, "Audit", Watching)
    monkeypatch.setattr(test_audit, "view_changes", leaky)
    with pytest.raises(AssertionError, match="hidden cards"):
        test_audit.play_audited("rummy", {}, 3, 10**18 + 7, "greedy", 200)


def test_the_audit_catches_a_drawn_card_sent_to_everybody(monkeypatch):
    leaky = lambda events, recipient: [public_event(e, e.seat) for e in events]
    monkeypatch.setattr(test_audit, "public_events", leaky)
    with pytest.raises(AssertionError, match="names hidden cards"):
        test_audit.play_audited("manipulation", {}, 3, 10**18 + 7, "greedy", 200)


def test_the_audit_catches_a_stock_card_and_the_seed():
    game = CATALOG.new_game("rummy", {}, 3, seed=10**18 + 9)
    audit = test_audit.Audit(game, game.seed)
    hidden = hidden_from(0, capture(game))
    view = wire_view(game.view(0)).model_dump(mode="json")
    audit._clean(view, hidden, "a view")  # its own hand and the top discard are fine
    view["table"] = [[card_name(game.state.stock[-1])]]
    with pytest.raises(AssertionError, match="hidden cards"):
        audit._clean(view, hidden, "a view")
    view["table"] = []
    view["by"] = {card_name(game.state.hands[1][0]): 1}
    with pytest.raises(AssertionError, match="hidden cards"):
        audit._clean(view, hidden, "a view")
    with pytest.raises(AssertionError, match="seed"):
        audit._send(HostChat(seq=0, seat=1, name="Eve", text=f"the seed is {game.seed}"))
