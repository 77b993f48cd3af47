"""What a seat must not learn, and the cards a wire message names: the hidden-information
audit's tools (used here on messages built for each seat; a live host test can use them on
the bytes a socket delivered)."""

from __future__ import annotations

import json
from typing import Any

from rummy_desktop.core.cards import card_name
from rummy_desktop.net.framing import HEADER


def capture(game) -> dict[str, Any]:
    """Where every card of the current round is (a copy)."""
    st = game.state
    spread = game.round_rules.dig
    return {
        "hands": [list(h) for h in st.hands],
        "stock": list(st.stock),
        "visible": set(st.table.cards()) | set(st.table.loose) | set(st.discard if spread else st.discard[-1:]),
    }


def hidden_from(seat: int, *states: dict[str, Any]) -> set[int]:
    """Cards ``seat`` may not see in any of ``states`` (the stock and the other hands), less
    those face up or in its own hand in any of them (a discard, a meld, a card it drew)."""
    hidden: set[int] = set()
    shown: set[int] = set()
    for s in states:
        hidden.update(s["stock"])
        for t, hand in enumerate(s["hands"]):
            (shown if t == seat else hidden).update(hand)
        shown |= s["visible"]
    return hidden - shown


_CARDS = {card_name(c): c for c in range(112)}  # the notation the wire writes (card_name)
_NEST = (dict, list)


def card_ids(names: list[str]) -> list[int]:
    """Card ids from the notation the wire writes."""
    return [_CARDS[n] for n in names]


def named_cards(value: Any, skip_hands: bool = True) -> list[tuple[str, int]]:
    """(path, card id) for every card a decoded JSON message names, as a key or a value.
    Faces (a joker's declared face) are not cards and are left out; ``hands`` of a finished
    round (turned face up by the rules) are left out when ``skip_hands``, to be checked on
    their own."""
    out: list[tuple[str, int]] = []
    stack: list[tuple[str, Any]] = [("", value)]
    while stack:
        path, v = stack.pop()
        items = v.items() if type(v) is dict else enumerate(v)
        for k, x in items:
            if type(k) is str:
                if k == "options" or (k == "hands" and skip_hands):
                    continue
                if k == "declared":  # joker -> face: the key is a card, the value a face
                    if type(x) is dict:
                        out += [(f"{path}.declared", _CARDS[j]) for j in x if j in _CARDS]
                    continue  # a lone declared face (laid_off) is not a card
                if k in _CARDS:  # ``by`` maps table cards to seats
                    out.append((f"{path}.{k}", _CARDS[k]))
            if type(x) in _NEST:
                stack.append((f"{path}.{k}", x))
            elif type(x) is str and x in _CARDS:
                out.append((f"{path}.{k}", _CARDS[x]))
    return out


def body(frame: bytes) -> Any:
    """The decoded JSON of one frame, as a client's socket received it."""
    return json.loads(frame[HEADER:].decode("utf-8"))
