"""RULES.md §2 deal tables: cards, hand sizes and stock after the deal for every rule set and
player count, the first player on the dealer's left (§1.7)."""

from __future__ import annotations

import pytest

from rummy_desktop.plugins.manager import default_catalog

# variant, options, players -> (cards in play, hand size, stock, discard, loose)
DEALS = [
    *[("manipulation", {}, n, 104, 7, s, 0, 0) for n, s in ((2, 90), (3, 83), (4, 76), (5, 69))],
    *[("machiavelli", {}, n, 104, 13, s, 0, 0) for n, s in ((2, 78), (3, 65), (4, 52), (5, 39))],
    *[("shanghai", {}, n, 104, 10, s, 0, 0) for n, s in ((2, 84), (3, 74), (4, 64), (5, 54))],
    *[("guadalupe", {}, n, 104, 5, s, 0, 0) for n, s in ((2, 94), (3, 89), (4, 84), (5, 79))],
    *[("carousel", {}, n, c, 10, s, 0, 0) for n, c, s in ((2, 53, 33), (3, 106, 76), (4, 106, 66), (5, 106, 56))],
    *[("vatican", {}, n, 106, 13, s, 0, 0) for n, s in ((2, 80), (3, 67), (4, 54), (5, 41))],
    *[("tahiti", {}, n, 108, 5, s, 0, 4) for n, s in ((2, 94), (3, 89), (4, 84), (5, 79))],
    *[("rummy-500", {}, n, c, h, c - n * h - 1, 1, 0)
      for n, c, h in ((2, 52, 13), (3, 52, 7), (4, 52, 7), (5, 104, 7), (6, 104, 7), (7, 104, 7))],
    *[("rummy", {}, n, c, h, c - n * h - 1, 1, 0)
      for n, c, h in ((2, 52, 10), (3, 52, 7), (4, 52, 7), (5, 104, 10), (6, 104, 10))],
    ("rummy", {"jokers": "on"}, 2, 54, 10, 33, 1, 0),
    ("rummy", {"jokers": "on"}, 6, 106, 10, 45, 1, 0),
    *[("rummy-multiplayer", {}, n, 52, h, 52 - n * h - 1, 1, 0) for n, h in ((2, 10), (3, 7), (4, 7))],
]


@pytest.mark.parametrize("variant, options, players, cards, hand, stock, discard, loose", DEALS,
                         ids=[f"{d[0]}-{d[2]}p{'-' + ','.join(d[1].values()) if d[1] else ''}" for d in DEALS])
def test_deal(variant, options, players, cards, hand, stock, discard, loose):
    game = default_catalog().new_game(variant, options, players, 21)
    st = game.state
    assert st.card_count() == cards
    assert len(set(x for h in st.hands for x in h) | set(st.stock) | set(st.discard) | set(st.table.cards())) == cards
    assert [len(h) for h in st.hands] == [hand] * players
    assert len(st.stock) == stock and len(st.discard) == discard and len(st.table.loose) == loose
    assert st.turn == (st.dealer + 1) % players


@pytest.mark.parametrize("variant, players", [("machiavelli", 1), ("manipulation", 6), ("rummy-multiplayer", 5),
                                              ("rummy", 7), ("rummy-500", 8)])
def test_player_counts_outside_the_rule_set_are_refused(variant, players):
    from rummy_desktop.core.variant import SpecError

    with pytest.raises(SpecError) as info:
        default_catalog().new_game(variant, {}, players, 1)
    assert info.value.code == "bad_players"
