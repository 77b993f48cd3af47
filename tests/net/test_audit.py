"""Hidden-information audit at the message level: over many seeded games of every rule set,
from 2 seats to each rule set's maximum, every message built for each seat (and for a
spectator, who has no seat and sees no hand) after every action (the whole view, sent on a
join, rejoin or resync; the events; the view delta with its events, which is what the host
sends after a move) is encoded to bytes, and neither the bytes nor the decoded message name
another seat's hand card (any hand, for the spectator), a stock card or the shuffle seed.
The client's rebuilt view, whole or from the deltas, equals the host's ``view(seat)``."""

from __future__ import annotations

import random
from collections import Counter

from rummy_desktop import testing
from rummy_desktop.core.cards import card_name
from rummy_desktop.core.rng import derive_seed
from rummy_desktop.net.framing import client_decoder, encode
from rummy_desktop.net.protocol import EventsMessage, ViewDelta, ViewMessage
from rummy_desktop.net.views import (
    EVENT_MODELS,
    ViewState,
    public_events,
    seat_view,
    view_changes,
    wire_view,
)
from rummy_desktop.net.wire import MAX_EVENTS
from rummy_desktop.plugins.manager import default_catalog

from .hidden import body, capture, card_ids, hidden_from, named_cards

CATALOG = default_catalog()
VARIANTS = sorted(v.spec.id for v in CATALOG.variants.all())
AIS = ("greedy", "beginner", "random")
LIMIT = 300  # actions audited per game: a round or two, enough for every kind of event


class Audit:
    def __init__(self, game, seed: int) -> None:
        self.game = game
        self.seed_text = str(seed).encode()
        self.decoder = client_decoder()
        self.seq = 0
        self.messages = 0
        self.bytes = 0
        self.kinds: Counter = Counter()
        self.recipients = [*range(game.players), None]  # the seats, and a spectator
        self.sent = {s: game.view(s) for s in self.recipients}  # the view each client has
        self.copies = {s: ViewState(CATALOG) for s in self.recipients}  # ... as it rebuilt it
        for s, copy in self.copies.items():
            copy.full(wire_view(self.sent[s]), 1)
        self.delta_bytes = 0

    def _send(self, message) -> dict:
        data = encode(message)
        assert self.seed_text not in data, f"the seed is in a {message.type} message"
        self.messages += 1
        self.bytes += len(data)
        self.seq += 1
        return data

    def _clean(self, decoded, forbidden: set[int], what: str) -> None:
        leaks = [(path, card_name(c)) for path, c in named_cards(decoded) if c in forbidden]
        assert not leaks, f"{self.game.spec.id}: {what} names hidden cards {leaks[:5]}"

    def view(self, seat: int, post: dict, rebuild: bool) -> None:
        game = self.game
        data = self._send(ViewMessage(seq=self.seq, view=wire_view(game.view(seat))))
        decoded = body(data)["view"]
        self._clean(decoded, hidden_from(seat, post), f"seat {seat}'s view")
        assert card_ids(decoded["hand"]) == (game.state.hands[seat] if seat is not None else [])
        if decoded["last_round"] is not None:  # the finished round's hands, shown face up
            shown = [card_ids(h) for h in decoded["last_round"]["hands"]]
            assert shown == game.state.history[-1].outcome.hands
        if rebuild:  # what the client's table gets is the host's view(seat), rules and all
            (received,) = self.decoder.feed(data)
            assert seat_view(received.view, CATALOG) == game.view(seat)

    def events(self, seat: int, actor: int, events: list, pre: dict, final: dict, post: dict) -> None:
        wire = public_events(events, seat)
        assert len(wire) == len(events)  # every kind the engine emits is a reviewed kind
        data = self._send(EventsMessage(seq=self.seq, seat=actor, events=wire))
        decoded = body(data)["events"]
        if seat == actor:
            self.kinds.update(e["kind"] for e in decoded)
        self._events_clean(seat, events, decoded, pre, final, post)

    def delta(self, seat: int, actor: int, events: list, pre: dict, final: dict, post: dict) -> None:
        """The frame the host sends after a move: what changed in the seat's view, with the
        events (at most MAX_EVENTS ride with it; none of these games has more)."""
        game = self.game
        now = game.view(seat)
        wire = public_events(events, seat)
        assert len(wire) <= MAX_EVENTS
        copy = self.copies[seat]
        data = self._send(ViewDelta(seq=self.seq, base=copy.version, changes=view_changes(self.sent[seat], now),
                                    seat=actor, events=wire))
        self.delta_bytes += len(data)
        decoded = body(data)
        self._clean(decoded["changes"], hidden_from(seat, post), f"seat {seat}'s view delta")
        changed = decoded["changes"]
        if "hand" in changed:
            assert seat is not None and card_ids(changed["hand"]) == game.state.hands[seat]
        if changed.get("last_round") is not None:  # the finished round's hands, shown face up
            assert [card_ids(h) for h in changed["last_round"]["hands"]] == game.state.history[-1].outcome.hands
        self._events_clean(seat, events, decoded["events"], pre, final, post)
        (received,) = self.decoder.feed(data)
        assert copy.apply(received.base, received.changes) == now  # the client's copy follows
        self.sent[seat] = now

    def _events_clean(self, seat: int, events: list, decoded: list, pre: dict, final: dict, post: dict) -> None:
        ended = next((i for i, e in enumerate(events) if e.kind == "round_ended"), None)
        if ended is None:
            self._clean(decoded, hidden_from(seat, pre, post), "an events message")
            return
        self._clean(decoded[:ended + 1], hidden_from(seat, pre, final), "the events ending a round")
        self._clean(decoded[ended + 1:], hidden_from(seat, post), "the events starting a round")
        shown = [card_ids(h) for h in decoded[ended]["hands"]]
        assert shown == final["hands"]  # the hands left, turned face up to count


def play_audited(variant: str, options: dict, players: int, seed: int, ai: str, limit: int,
                 game=None, script: tuple = ()) -> Audit:
    """Play a game with computer players (to its end, or ``limit`` actions) and audit every
    message each seat would receive; ``game`` a prepared one (:func:`rummy_desktop.testing.deal`)
    whose first moves are ``script`` (seat, action JSON), the players' after them."""
    game = game or CATALOG.new_game(variant, options, players, seed)
    script = list(script)
    seats = [CATALOG.player(ai).factory(s, derive_seed(seed, s + 1)) for s in range(players)]
    finals: list[dict] = []
    next_round = game._next_round

    def capture_then_deal() -> None:  # the finished round's cards, before the next deal
        finals.append(capture(game))
        next_round()

    game._next_round = capture_then_deal
    audit = Audit(game, seed)
    post = capture(game)
    for s in audit.recipients:
        audit.view(s, post, rebuild=True)
    while not game.over and len(game.log) < limit:
        actor = game.to_act
        action = testing.action(script.pop(0)[1]) if script else seats[actor].choose(game.view(actor))
        pre = capture(game)
        finals.clear()
        events = game.apply(actor, action)
        post = capture(game)
        final = finals[0] if finals else post
        turn = len(game.log) % (players + 1)  # one recipient in turn rebuilds its view
        rebuilds = turn if turn < players else None
        for s in audit.recipients:
            audit.events(s, actor, events, pre, final, post)
            audit.delta(s, actor, events, pre, final, post)
            if s is not None or rebuilds is None:  # (a spectator's whole view: in its turn only)
                audit.view(s, post, rebuild=s == rebuilds)
    return audit


def _options(variant: str, rng: random.Random) -> dict[str, str]:
    spec = CATALOG.variant(variant).spec
    return {o.key: rng.choice(o.values()) for o in spec.options}


def _games():
    for variant in VARIANTS:
        rng = random.Random(f"audit {variant}")  # its own draws: another rule set installed changes none of them
        spec = CATALOG.variant(variant).spec
        for players in range(spec.min_players, spec.max_players + 1):
            seed = rng.getrandbits(63) | (1 << 60)  # 19 digits: no chance match in the bytes
            yield variant, _options(variant, rng), players, seed, AIS[players % len(AIS)]


def _swapped():
    """A joker taken off the table for its card (Contract Rummy, the one built-in policy that
    allows it): rare in the games above, which computer players who seldom swap play."""
    seed = 1 << 61 | 12345
    game = testing.deal(CATALOG, "contract-rummy", hands=[["7D", "KC", "4H", "9D", "2S"], ["2C", "3D", "5S", "6C", "8D"],
                                                         ["2H", "4C", "5D", "6S", "8S"]],
                        table=[["7C", "7S", "7H", "JK1=7D"]], opened=[True, False, False], discard=["QD"],
                        stock_top=["10S"], seed=seed)
    script = ((0, {"type": "draw"}), (1, {"type": "pass"}), (2, {"type": "pass"}),
              (0, {"type": "swap_joker", "card": "7D", "group": 0}))
    return play_audited("contract-rummy", {}, 3, seed, "greedy", LIMIT, game, script)


def test_no_message_names_a_hidden_card_or_the_seed_and_every_seat_count_and_event_kind_is_seen():
    """Every game of ``_games()`` (one per rule set and seat count) played and checked, in
    one test: the event kinds are counted over all of them (a test per rule set would play
    them again for the count on another worker)."""
    totals: Counter = Counter()
    for v, options, players, seed, ai in _games():
        audit = play_audited(v, options, players, seed, ai, LIMIT)
        totals.update(games=1, finished=int(audit.game.over), messages=audit.messages, bytes=audit.bytes,
                      delta_bytes=audit.delta_bytes, actions=len(audit.game.log))
        totals.update({f"kind:{k}": n for k, n in audit.kinds.items()})
    swapped = _swapped()
    assert swapped.kinds["swapped_joker"] == 1
    totals.update({f"kind:{k}": n for k, n in swapped.kinds.items()})
    expected = sum(CATALOG.variant(v).spec.max_players - CATALOG.variant(v).spec.min_players + 1
                   for v in VARIANTS)
    assert totals["games"] == expected
    print(dict(totals))
    assert {CATALOG.variant(v).spec.max_players for v in VARIANTS} >= {4, 5, 6, 7}
    seen = {k[5:] for k in totals if k.startswith("kind:")}
    assert seen == set(EVENT_MODELS)  # every kind of event went through the audit
