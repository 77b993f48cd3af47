"""The wire messages: every type round-trips through a frame; the models are strict and bounded."""

import json

import pytest
from pydantic import ValidationError

from rummy_desktop.core import actions as A
from rummy_desktop.net import protocol as P
from rummy_desktop.net.framing import FrameError, client_decoder, encode, host_decoder
from rummy_desktop.net.views import public_events, rules_digest, view_changes, wire_view
from rummy_desktop.plugins.manager import default_catalog

TOKEN = "0123456789abcdef" * 2
SEATS = [
    P.SeatInfo(seat=0, name="Ana", kind="human"),
    P.SeatInfo(seat=1, name="Bruno", kind="remote", status="reconnecting", seconds_left=42),
    P.SeatInfo(seat=2, name="", kind="open", status="waiting"),
    P.SeatInfo(seat=3, name="Standard", kind="computer", level="standard"),
    P.SeatInfo(seat=4, name="Carla", kind="remote", status="computer_played", level="beginner"),
]


def hello(variant="rummy-500", players=5):
    return P.HostHello(seq=0, protocol=P.PROTOCOL_VERSION, program=P.PROGRAM_VERSION, variant=variant,
                       variant_name="Rummy 500", players=players)


def welcome(variant="rummy-500", options=None, players=5, catalog=None):
    options = {"target": "500"} if options is None else options
    rules = (catalog or default_catalog()).rules(variant, options, players)
    return P.Welcome(seq=2, table="Sala", options=options, rules_digest=rules_digest(rules), seats=SEATS)


def _game_messages():
    game = default_catalog().new_game("rummy-500", {"jokers": "on"}, 3, seed=7)
    before = game.view(1)
    events = game.apply(game.to_act, A.Draw())
    return (
        P.ViewMessage(seq=6, view=wire_view(game.view(1)), version=3),
        P.EventsMessage(seq=7, seat=game.state.turn, events=public_events(events, 1)),
        P.ViewDelta(seq=8, base=3, changes=view_changes(before, game.view(1)), seat=game.state.turn,
                    events=public_events(events, 1)),
    )


def host_samples():
    view, events, delta = _game_messages()
    return [
        hello(),
        P.HostKey(seq=1, message="42" * 33),
        welcome(),
        P.HostRefused(seq=1, refusal=P.Refusal(reason="too_many_tries", params={"seconds": 120})),
        P.HostRefused(seq=1, fatal=True, refusal=P.version_refusal(1, 2, "0.1.0", "0.2.0")),
        P.Joined(seq=2, seat=1, token=TOKEN),
        P.Watching(seq=2),
        P.HostChat(seq=10, seat=None, name="Eve", text="I only watch"),
        P.Lobby(seq=3, seats=SEATS, watchers=["Eve", "Zé"]),
        P.Start(seq=4, seats=SEATS),
        P.SeatChanged(seq=5, info=SEATS[1]),
        view, events, delta,
        P.History(seq=7, moves=[P.HistoryMove(seat=events.seat, events=events.events)],
                  chat=[P.ChatLine(seat=0, name="Ana", text="oi")], more=True),
        P.CommandResult(seq=8, id=3, accepted=True),
        P.CommandResult(seq=9, id=4, accepted=False, refusal=P.Refusal(
            reason="illegal_action", code="joker_declaration_needed", params={"card": 104, "choices": [5, 18]})),
        P.HostChat(seq=10, seat=2, name="Ana", text="boa jogada! ♥"),
        P.TurnClock(seq=11, seat=2, seconds=57),
        P.TurnClock(seq=11, seat=None, seconds=None),
        P.HostPing(seq=11, nonce=99),
        P.HostPong(seq=12, nonce=98),
        P.GameResult(seq=13, winners=[1], draw=False, scores=[120, 515, -35], rounds=4, turns=88),
    ]


def client_samples():
    return [
        P.ClientHello(protocol=P.PROTOCOL_VERSION, program=P.PROGRAM_VERSION),
        P.ClientKey(message="41" + "0f" * 32),
        P.ClientKey(message="41" + "0f" * 32, tag="0123456789abcdef"),
        P.Join(name="Zoé"),
        P.Join(name="Zoé", token=TOKEN),
        P.Join(name="Zoé", watch=True),
        P.Command(id=1, action=A.Draw()),
        P.Command(id=2, action=A.Meld(cards=(6, 58, 104), jokers={104: 19})),
        P.Command(id=3, action=A.Commit(table=((0, 1, 2), (13, 26, 39)), knock=True)),
        P.Command(id=4, action=A.LayOff(card=3, group=0, joker_as=None)),
        P.Command(id=5, action=A.Dig(card=60)),
        P.ClientChat(text="oi"),
        P.ClientPing(nonce=1),
        P.ClientPong(nonce=2),
        P.Resync(),
        P.Leave(),
    ]


def test_every_host_message_type_round_trips_through_a_frame():
    samples = host_samples()
    assert {m.type for m in samples} == P.HOST_TYPES
    data = b"".join(encode(m) for m in samples)
    dec = client_decoder()
    out = []
    for i in range(0, len(data), 7):  # in small chunks, as a socket may deliver them
        out += dec.feed(data[i:i + 7])
    assert out == samples
    assert not dec.closed and dec.pending == 0


def test_every_client_message_type_round_trips_through_a_frame():
    samples = client_samples()
    assert {m.type for m in samples} == P.CLIENT_TYPES
    out = host_decoder().feed(b"".join(encode(m) for m in samples))
    assert out == samples


def test_an_action_is_the_engines_own_model_and_cards_travel_in_notation():
    cmd = P.Command(id=2, action=A.Meld(cards=(6, 58, 104), jokers={104: 19}))
    assert b'"cards":["7C","7C\'","JK1"]' in encode(cmd)
    assert b'"jokers":{"JK1":"7D"}' in encode(cmd)
    (back,) = host_decoder().feed(encode(cmd))
    assert isinstance(back.action, A.Meld) and back.action == cmd.action


@pytest.mark.parametrize("bad", [
    {"type": "ping", "nonce": "1"},  # no "1" for 1
    {"type": "ping", "nonce": True},  # no True for 1
    {"type": "ping", "nonce": 1.0},
    {"type": "join", "name": "Ana", "token": "ab" * 8},  # a short token
    {"type": "join", "name": "Ana", "code": "1234"},  # the code is never sent: the seal proves it
    {"type": "join", "name": "Ana", "token": "ab" * 16, "watch": True},  # a spectator takes no seat back
    {"type": "key", "message": "41" * 32},  # a short exchange message
    {"type": "key", "message": "4G" * 33},
    {"type": "chat", "text": "x" * 201},
    {"type": "hello", "protocol": 1, "program": "1", "name": "Ana"},  # no name in the clear
    {"type": "command", "id": 1, "action": {"type": "draw"}, "seat": 2},  # no seat: the host knows it
    {"type": "command", "id": -1, "action": {"type": "draw"}},
    {"type": "command", "id": 2**53, "action": {"type": "draw"}},
    {"type": "command", "id": 1, "action": {"type": "lay_off", "card": "7H", "group": "1"}},
    {"type": "command", "id": 1, "action": {"type": "swap_joker", "card": "7H", "group": True}},
    {"type": "command", "id": 1, "action": {"type": "commit", "table": [], "knock": 1}},
    {"type": "command", "id": 1, "action": {"type": "discard", "card": True}},
])
def test_client_messages_are_strict_bounded_and_closed(bad):
    with pytest.raises(ValidationError):
        P.CLIENT_ADAPTER.validate_python(bad)


def test_the_engines_action_lists_are_bounded_before_they_are_built():
    big = {"type": "command", "id": 1, "action": {"type": "commit", "table": [["7H", "7D", "7S"]] * 38}}
    with pytest.raises(ValidationError, match="at most 112 cards"):
        P.CLIENT_ADAPTER.validate_python(big)
    ok = {"type": "command", "id": 1, "action": {"type": "commit", "table": [["7H", "7D", "7S"]] * 37}}
    assert len(P.CLIENT_ADAPTER.validate_python(ok).action.table) == 37


@pytest.mark.parametrize("changes", [
    {"hand": None},  # only a field that may be null can become null
    {"turn": None},
    {"hand": ["7H", "ZZ"]},
    {"hand": ["7H"] * 113},
    {"stock_count": 113},
    {"turn": 8},
    {"rules": {}},  # the rules are never sent
    {"extra": {"a": 1}},
    {"secret": 1},
    {"turn": "2"},
    {"discard": ["7H"], "discard_added": ["8H"]},  # the whole pile or what was added, not both
    {"discard_added": None},
    {"rounds_added": [{"round": 1}]},
    {"hand_added": ["7H"]},
])
def test_a_view_delta_is_strict_bounded_and_closed(changes):
    with pytest.raises(ValidationError):
        P.HOST_ADAPTER.validate_python({"type": "view_delta", "seq": 1, "base": 1, "changes": changes})


@pytest.mark.parametrize("bad", [
    {"type": "view_delta", "seq": 1, "base": -1, "changes": {}},
    {"type": "view_delta", "seq": 1, "base": 1},
    {"type": "view_delta", "seq": 1, "base": 1, "changes": {}, "version": 2},
    {"type": "view_delta", "seq": 1, "base": 1, "changes": {}, "events": [{"kind": "passed", "seat": 0}] * 65},
    {"type": "view_delta", "seq": 1, "base": 1, "changes": {}, "events": [{"kind": "peeked", "seat": 0}]},
    {"type": "view", "seq": 1, "view": {}, "version": -1},
])
def test_view_messages_are_strict(bad):
    with pytest.raises(ValidationError):
        P.HOST_ADAPTER.validate_python(bad)


def test_a_delta_names_only_what_changed_and_null_only_where_it_may():
    ok = P.HOST_ADAPTER.validate_python({"type": "view_delta", "seq": 1, "base": 4,
                                         "changes": {"restricted": None, "turn": 2}})
    assert ok.changes.changed == {"restricted", "turn"} and ok.changes.restricted is None
    assert json.loads(encode(ok)[4:]) == {"type": "view_delta", "seq": 1, "base": 4, "seat": None, "events": [],
                                          "clock": None,
                                          "changes": {"turn": 2, "restricted": None}}


def test_seat_info_and_result_hold_together():
    with pytest.raises(ValidationError):
        P.SeatInfo(seat=1, name="B", kind="remote", status="reconnecting")  # no countdown
    with pytest.raises(ValidationError):
        P.SeatInfo(seat=7 + 1, name="B", kind="remote")  # beyond the largest table
    with pytest.raises(ValidationError):
        P.CommandResult(seq=1, id=1, accepted=False)  # refused without a reason
    with pytest.raises(ValidationError):
        P.Refusal(reason="because")  # not a reason code


def test_a_version_mismatch_names_both_versions():
    assert P.version_refusal(1, 1, "0.1.0", "0.1.0") is None
    r = P.version_refusal(1, 2, "0.1.0", "0.3.0")
    assert r.reason == "version_mismatch"
    assert r.params == {"host_protocol": 1, "client_protocol": 2, "host_program": "0.1.0",
                        "client_program": "0.3.0"}


def test_nothing_in_the_clear_names_a_player_the_table_or_its_options():
    """The hellos, the keys and the discovery answer: versions, the rule set, the number of
    players, the exchange. The table's name, its options (and the digest that would give
    them away), the seats and the tries left come sealed, in the welcome."""
    assert "seats" not in P.HostHello.model_fields and "name" not in P.ClientHello.model_fields
    assert set(P.HostHello.model_fields) == {"type", "seq", "protocol", "program", "variant", "variant_name",
                                             "players"}
    assert set(P.HostKey.model_fields) == {"type", "seq", "message"}
    assert set(P.ClientKey.model_fields) == {"type", "message", "tag"}
    assert set(P.TableAd.model_fields) == {"type", "protocol", "program", "variant", "variant_name", "players",
                                           "free", "port"}
    assert {"table", "options", "rules_digest", "seats"} <= set(P.Welcome.model_fields)


def test_a_join_code_has_five_to_sixteen_typeable_characters():
    assert [P.code_problem(c) is None for c in ("12345", "abc-DEF-9", "x" * 16)] == [True] * 3
    assert all(P.code_problem(c) for c in ("99", "1234", "x" * 17, "12 345", "ação", ""))


def test_a_hello_of_another_version_is_reported_as_such_even_with_other_fields():
    theirs = P.PROTOCOL_VERSION + 1
    future = b'{"type":"hello","protocol":%d,"program":"0.9.0","name":"Ana","avatar":"cat"}' % theirs
    (err,) = host_decoder().feed(len(future).to_bytes(4, "big") + future)
    assert err == FrameError("version_mismatch", {"protocol": theirs, "program": "0.9.0"}) and err.fatal


def test_program_version_comes_from_the_package_metadata():
    from importlib import metadata

    assert P.PROGRAM_VERSION == metadata.version("rummy-desktop")


def test_an_engine_refusal_travels_with_its_code_and_parameters():
    from rummy_desktop.core.actions import IllegalAction

    game = default_catalog().new_game("rummy", {"jokers": "on"}, 2, seed=1)
    seat = game.to_act
    with pytest.raises(IllegalAction) as refused:
        game.apply(1 - seat, A.Draw())
    r = P.illegal_action(refused.value)
    assert (r.reason, r.code, r.params) == ("illegal_action", "not_your_turn", {})
    exc = IllegalAction("joker_declaration_needed", card=104, choices=(5, 18), group=2)
    msg = P.CommandResult(seq=3, id=9, accepted=False, refusal=P.illegal_action(exc))
    (back,) = client_decoder().feed(encode(msg))
    assert back.refusal.code == "joker_declaration_needed"
    assert back.refusal.params == {"card": 104, "choices": [5, 18], "group": 2}


def test_a_client_is_told_which_rule_set_or_house_rule_it_lacks():
    cat = default_catalog()
    assert P.table_problem(cat, hello("rummy"), welcome("rummy", {"set_suits": "distinct"})) is None
    missing = hello().model_copy(update={"variant": "snap-rummy"})
    assert P.table_problem(cat, missing) == P.Refusal(reason="missing_plugin",  # known from the hello
                                                      params={"variant": "snap-rummy", "name": "Rummy 500"})
    assert P.table_problem(cat, hello()) is None  # the options come sealed
    house = welcome().model_copy(update={"options": {"wild_twos": "on"}})
    assert P.table_problem(cat, hello(), house).params == {"variant": "rummy-500", "option": "wild_twos"}
    value = welcome().model_copy(update={"options": {"jokers": "many"}})
    assert P.table_problem(cat, hello(), value).params == {"variant": "rummy-500", "option": "jokers",
                                                          "value": "many"}


def test_a_client_whose_plugins_change_the_rules_is_refused():
    from rummy_desktop.plugins import hookimpl
    from rummy_desktop.plugins.manager import Catalog, make_plugin_manager

    class TwoJokersMax:
        @hookimpl
        def rummy_adjust_rules(self, rules):
            return {"max_jokers": 2}

    other = Catalog(make_plugin_manager([TwoJokersMax()]))
    assert P.table_problem(other, hello(), welcome()) == P.Refusal(reason="rules_differ",
                                                                   params={"variant": "rummy-500"})
    assert P.table_problem(other, hello(), welcome(catalog=other)) is None
    assert P.table_problem(default_catalog(), hello(players=7), welcome(players=7)) is None
