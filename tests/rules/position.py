"""Set up a game in a chosen position, refuse-checks, and the command line, for the
acceptance tests of RULES.md §3.

A position is built on a real game from the catalogue: the deal is thrown away and the
hands, table, stock and discard pile are overwritten. Every card of the deck is kept
accounted for exactly once: cards the test does not place go to the stock, or (when the
test fixes the stock) to ``game.out_of_play``, a list outside the game that
:func:`assert_consistent` counts too.
"""

from __future__ import annotations

import contextlib
import io
import json
import sys
from collections.abc import Iterable, Sequence
from typing import Any

import pytest

from rummy_desktop.cli import main as cli_main
from rummy_desktop.core.actions import IllegalAction
from rummy_desktop.core.cards import card_name, make_deck, parse_card, parse_face, parse_token
from rummy_desktop.core.table_check import Table, sort_group
from rummy_desktop.plugins.manager import default_catalog

Cards = Sequence[str]


def c(text: str) -> int:
    """One card id from the notation: ``7H`` (copy 0), ``7H'`` (the twin), ``JK1``."""
    return parse_card(text.split("=")[0])


def ids(texts: Iterable[str]) -> list[int]:
    return [c(t) for t in texts]


def names(cards: Iterable[int]) -> list[str]:
    return [card_name(x) for x in cards]


def face(text: str) -> int:
    return parse_face(text)


def _group(texts: Cards) -> tuple[list[int], dict[int, int]]:
    """A table group from notation; a joker is written ``JK1=6H`` (declared as 6♥)."""
    out: list[int] = []
    declared: dict[int, int] = {}
    for t in texts:
        tok = parse_token(t)
        cid = c(t)
        if tok.joker:
            if tok.declared is None:
                raise ValueError(f"a joker on the table needs a declared face: {t}")
            declared[cid] = tok.declared
        out.append(cid)
    return out, declared


def position(variant: str, hands: Sequence[Cards], *, options: dict[str, str] | None = None, seed: int = 1,
             **where: Any):
    """A game of ``variant`` for ``len(hands)`` players in the given position; ``where``
    is :func:`arrange`'s keywords (table, loose, discard, stock, turn, ... and
    :class:`GameState` fields)."""
    game = default_catalog().new_game(variant, options or {}, len(hands), seed)
    return arrange(game, hands, **where)


def arrange(
    game,
    hands: Sequence[Cards],
    *,
    table: Sequence[Cards] = (),
    loose: Cards = (),
    discard: Cards = (),
    stock: Cards | None = None,
    stock_size: int | None = None,
    turn: int = 0,
    dealer: int | None = None,
    phase: str | None = None,
    by: Sequence[int | Sequence[int]] | None = None,
    **state: Any,
):
    """Overwrite the current round of ``game`` with a position; totals, rounds won,
    round number and history are kept unless given.

    ``stock`` lists the stock bottom to top (the last card is drawn first); or
    ``stock_size`` keeps that many of the unplaced cards (lowest ids first, the top card
    being the last of them); by default every unplaced card is in the stock.
    ``by`` gives, per table group, the seat that placed it (or one seat per card).
    Other keyword arguments set :class:`GameState` fields directly (``draws``,
    ``opened``, ``totals``, ``pass_count``, ``rebuilds``, ``restricted`` ...)."""
    players = game.players
    assert len(hands) == players
    st = game.state
    rules = game.round_rules
    deck = make_deck(rules.decks, rules.jokers)

    st.hands = [ids(h) for h in hands]
    groups: list[list[int]] = []
    declared: dict[int, int] = {}
    for g in table:
        cards, decl = _group(g)
        groups.append(sort_group(cards, decl, rules.meld))
        declared.update(decl)
    st.table = Table(groups, declared, ids(loose))
    st.discard = ids(discard)
    st.by = {}
    if by is not None:
        for g, who in zip(groups, by):
            seats = [who] * len(g) if isinstance(who, int) else list(who)
            assert len(seats) == len(g)
            st.by.update(zip(g, seats))
    placed = [x for h in st.hands for x in h] + st.table.cards() + st.discard
    rest = [x for x in deck if x not in set(placed)]
    if stock is not None:
        st.stock = ids(stock)
        game.out_of_play = [x for x in rest if x not in set(st.stock)]
    elif stock_size is not None:
        st.stock = rest[:stock_size]
        game.out_of_play = rest[stock_size:]
    else:
        st.stock = rest
        game.out_of_play = []
    st.turn = turn
    if dealer is not None:
        st.dealer = dealer
    else:
        st.dealer = (turn - 1) % players
    st.phase = phase or ("play" if game.spec.family == "manipulation" else "draw")
    st.pass_count = 0
    st.draws = 0
    st.final_turns = None
    st.restricted = None
    st.obligation = None
    st.melded_now = False
    st.rebuilds = 0
    for key, value in state.items():
        if not hasattr(st, key):
            raise AttributeError(f"GameState has no field {key!r}")
        setattr(st, key, value)
    assert_consistent(game)
    return game


def assert_consistent(game) -> None:
    """Every card of the round's deck is in exactly one place."""
    st = game.state
    rules = game.round_rules
    everywhere = (
        [x for h in st.hands for x in h] + list(st.stock) + list(st.discard) + st.table.cards()
        + list(getattr(game, "out_of_play", []))
    )
    assert len(everywhere) == len(set(everywhere)), "a card is in two places"
    assert sorted(everywhere) == sorted(make_deck(rules.decks, rules.jokers)), "cards missing or foreign"
    for j in st.table.declared:
        assert j in {x for g in st.table.groups for x in g}, "a declaration for a joker not in a group"


def refused(game, seat: int, action: Any, code: str | tuple[str, ...]) -> IllegalAction:
    """``action`` is refused with ``code`` (or one of several acceptable codes) and the
    game state is left exactly as it was."""
    before = game.state.snapshot()
    log = len(game.log)
    with pytest.raises(IllegalAction) as info:
        game.apply(seat, action)
    codes = (code,) if isinstance(code, str) else code
    assert info.value.code in codes, f"refused with {info.value.code} {info.value.params}, expected {code}"
    assert game.state.snapshot() == before, "a refused action changed the state"
    assert len(game.log) == log
    return info.value


def kinds(events) -> list[str]:
    return [e.kind for e in events]


def event(events, kind: str):
    found = [e for e in events if e.kind == kind]
    assert found, f"no {kind} event in {kinds(events)}"
    return found[-1]


def hand_names(game, seat: int) -> list[str]:
    return sorted(names(game.state.hands[seat]))


def table_names(game) -> list[list[str]]:
    """The table's groups as sorted card names (order of groups ignored)."""
    return sorted(sorted(names(g)) for g in game.state.table.groups)


# -- the command line ---------------------------------------------------------------------

def cli(argv: Sequence[str], stdin: str | None = None) -> tuple[int, str]:
    """Run ``rummy-desktop ARGV``; returns the exit code and standard output."""
    out = io.StringIO()
    old_stdin = sys.stdin
    if stdin is not None:
        sys.stdin = io.StringIO(stdin)
    try:
        with contextlib.redirect_stdout(out):
            code = cli_main(list(argv))
    finally:
        sys.stdin = old_stdin
    return code, out.getvalue()


def check(variant: str, cards: Cards, options: dict[str, str] | None = None) -> tuple[int, str]:
    argv = ["check", "--variant", variant]
    for k, v in (options or {}).items():
        argv += ["--option", f"{k}={v}"]
    return cli(argv + ["--", *cards])


def score(variant: str, hands: Sequence[Cards], ending: dict, table: Sequence[Any] = (),
          options: dict[str, str] | None = None) -> dict:
    """``rummy-desktop score --json`` on a finished round; returns the parsed answer."""
    data = {"variant": variant, "options": options or {}, "table": list(table),
            "hands": [list(h) for h in hands], "ending": ending}
    code, out = cli(["score", "--json"], stdin=json.dumps(data))
    assert code == 0, out
    return json.loads(out)
