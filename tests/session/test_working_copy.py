"""The Manipulation family's private working copy (RULES.md §2.0.2, §2.0.6, §2.0.7, §2.5)."""

from __future__ import annotations

import pytest

from rummy_desktop.core.actions import Draw, IllegalAction, Withdraw
from rummy_desktop.core.cards import joker, parse_card
from rummy_desktop.core.table_check import Table
from rummy_desktop.session.working_copy import GROUP, HAND, LOOSE, NEW, EditRefused, Target, WorkingCopy


def cards(text: str) -> list[int]:
    return [parse_card(t) for t in text.split()]


def game_at(catalog, variant: str, hand: str, table: list[str], options=None, loose: str = "", seed: int = 3,
            players: int = 2):
    """A game whose player to act holds ``hand`` with ``table`` on the table."""
    game = catalog.new_game(variant, options or {}, players, seed)
    st = game.state
    seat = st.turn
    wanted = set(cards(hand)) | {c for g in table for c in cards(g)} | set(cards(loose) if loose else [])
    for h in st.hands:
        h[:] = [c for c in h if c not in wanted]
    st.stock = [c for c in st.stock if c not in wanted]
    st.table = Table([cards(g) for g in table], {}, cards(loose) if loose else [])
    st.hands[seat] = cards(hand)
    st.opened = [True] * game.players
    return game, seat


def test_meld_from_hand_builds_a_commit_the_engine_accepts(catalog, monkeypatch, tmp_path):
    monkeypatch.setenv("RUMMY_DESKTOP_HOME", str(tmp_path))
    game, seat = game_at(catalog, "manipulation", "5H 6H 7H 9C", ["2C 3C 4C"], {"mandatory_meld": "trust"})
    wc = WorkingCopy(game.view(seat))
    assert not wc.touched and not wc.changed
    wc.move(cards("5H 6H 7H"), Target(NEW))
    assert wc.touched and wc.placed == cards("5H 6H 7H")
    assert wc.hand == cards("9C")
    assert wc.invalid_groups() == []
    wc.check()
    events = game.apply(seat, wc.commit())
    assert "committed" in [e.kind for e in events]
    assert game.state.hands[seat] == cards("9C")


def test_table_card_never_goes_back_to_the_hand(catalog):
    game, seat = game_at(catalog, "manipulation", "5H 6H", ["2C 3C 4C 5C"])
    wc = WorkingCopy(game.view(seat))
    with pytest.raises(EditRefused) as e:
        wc.move(cards("5C"), Target(HAND))
    assert e.value.code == "table_to_hand"
    assert wc.groups == [cards("2C 3C 4C 5C")] and not wc.touched


def test_invalid_groups_are_marked_live_and_done_refused(catalog):
    game, seat = game_at(catalog, "manipulation", "5H 6H 9S", ["2C 3C 4C 5C"])
    wc = WorkingCopy(game.view(seat))
    wc.move(cards("5C"), Target(NEW))  # 2-3-4 stays; 5C alone
    wc.move(cards("5H"), Target(GROUP, 1))
    assert wc.invalid_groups() == [1]
    assert wc.group_problem(1) == "too_few_cards"
    with pytest.raises(IllegalAction) as e:
        wc.check()
    assert e.value.code == "invalid_group"
    wc.move(cards("9S"), Target(GROUP, 1))
    assert wc.group_problem(1) == "mixed"
    wc.move(cards("9S"), Target(HAND))
    assert wc.hand == cards("6H 9S")  # a hand card may come back
    wc.move(cards("6H"), Target(GROUP, 1, at=0))
    assert wc.groups[1] == cards("6H 5C 5H")
    assert wc.group_problem(1) == "mixed"


def test_split_a_group_and_rebuild(catalog):
    game, seat = game_at(catalog, "manipulation", "6C 6D 6S", ["3C 4C 5C 6H 7H 8H"])
    wc = WorkingCopy(game.view(seat))
    assert wc.invalid_groups() == [0]  # the table as dealt here is not valid: it is the test's
    wc.split(0, 3)
    assert wc.groups == [cards("3C 4C 5C"), cards("6H 7H 8H")]
    assert wc.touched and wc.invalid_groups() == []
    wc.move(cards("6C 6D 6S"), Target(NEW))
    wc.check()


def test_undo_restores_everything_without_penalty(catalog):
    game, seat = game_at(catalog, "machiavelli", "5H 6H 7H", ["2C 3C 4C"])
    wc = WorkingCopy(game.view(seat))
    wc.move(cards("5H"), Target(GROUP, 0))
    assert not wc.undo_is_withdraw  # default option: Undo, no penalty
    assert wc.press_undo() == "undo"
    assert wc.groups == [cards("2C 3C 4C")] and sorted(wc.hand) == sorted(cards("5H 6H 7H"))
    assert not wc.touched and not wc.changed


def test_withdraw_arms_then_acts_and_blocks_draw(catalog):
    game, seat = game_at(catalog, "machiavelli", "5H 6H 7H", ["2C 3C 4C"], {"incomplete_move": "withdraw"})
    wc = WorkingCopy(game.view(seat))
    assert wc.withdraw_mode and not wc.undo_is_withdraw and wc.draw_allowed
    wc.move(cards("5H"), Target(NEW))
    wc.move(cards("5H"), Target(HAND))  # moved back by hand: still touched (sticky)
    assert wc.touched and wc.undo_is_withdraw and not wc.draw_allowed
    assert wc.press_undo() == "arm" and wc.withdraw_armed
    wc.move(cards("6H"), Target(NEW))  # any other action disarms
    assert not wc.withdraw_armed
    assert wc.press_undo() == "arm"
    assert wc.press_undo() == "withdraw"
    events = game.apply(seat, Withdraw())
    assert "withdrew" in [e.kind for e in events] and len(game.state.hands[seat]) == 6


def test_reordering_the_hand_is_not_touching(catalog):
    game, seat = game_at(catalog, "machiavelli", "5H 6H 7H", ["2C 3C 4C"], {"incomplete_move": "withdraw"})
    wc = WorkingCopy(game.view(seat))
    wc.move(cards("7H"), Target(HAND, at=0))
    assert wc.hand == cards("7H 5H 6H") and not wc.touched


def test_mandatory_meld_reminder_once_per_position(catalog):
    game, seat = game_at(catalog, "manipulation", "5H 6H 7H 9S", ["2C 3C 4C"], {"mandatory_meld": "remind"})
    wc = WorkingCopy(game.view(seat))
    assert wc.press_draw(True) == "remind"
    assert wc.press_draw(True) == "act"  # second press in the same position acts
    wc.move(cards("9S"), Target(NEW))  # an edit re-arms
    assert wc.press_draw(True) == "remind"
    assert wc.press_draw(lambda: True) == "act"
    # a draw changes the position too
    game.apply(seat, Draw())
    wc.rebase(game.view(seat))
    assert wc.placed == cards("9S")  # the edits survive a draw that keeps the turn
    assert wc.press_draw(True) == "remind"
    # no play: act at once
    wc2 = WorkingCopy(game.view(seat))
    assert wc2.press_draw(False) == "act"


def test_trust_mode_never_reminds(catalog):
    game, seat = game_at(catalog, "manipulation", "5H 6H 7H", ["2C 3C 4C"], {"mandatory_meld": "trust"})
    wc = WorkingCopy(game.view(seat))
    assert wc.press_draw(True) == "act"


def test_tahiti_loose_cards(catalog):
    game, seat = game_at(catalog, "tahiti", "5H 6H 9S", [], loose="7H KD")
    wc = WorkingCopy(game.view(seat))
    assert wc.loose == cards("7H KD")
    wc.move(cards("5H 6H"), Target(NEW))
    wc.move(cards("7H"), Target(GROUP, 0))
    assert wc.loose == cards("KD") and wc.invalid_groups() == []
    with pytest.raises(EditRefused) as e:
        wc.move(cards("9S"), Target(LOOSE))
    assert e.value.code == "not_loose"
    with pytest.raises(EditRefused):
        wc.move(cards("KD"), Target(HAND))
    result = wc.check()
    assert result.table.loose == cards("KD")
    # a loose card moved alone into a group of its own is loose again
    wc.move(cards("7H"), Target(NEW))
    assert cards("7H")[0] in wc.loose


def test_joker_declaration_and_knock_in_carousel(catalog):
    game, seat = game_at(catalog, "carousel", "5H 6H JK1 2C", ["9S 10S JS"], players=3)
    game.apply(seat, Draw())
    view = game.view(seat)
    wc = WorkingCopy(view)
    drawn = [c for c in view.hand if c not in cards("5H 6H JK1 2C")]
    wc.move(cards("5H 6H") + [joker(0)], Target(NEW))
    with pytest.raises(IllegalAction) as e:
        wc.check()
    assert e.value.code == "joker_declaration_needed"
    choices = e.value.params["choices"]
    assert len(choices) >= 2
    wc.declare(joker(0), choices[0])
    wc.check()
    left = [c for c in wc.hand]
    assert sorted(left) == sorted(cards("2C") + drawn)
    expect = sum(min(10, c % 13 + 1) if c < 104 else 25 for c in left) <= 5
    assert wc.knock_offered() == expect
    commit = wc.commit(knock=wc.knock_offered())
    game.apply(seat, commit)
    assert game.state.table.declared[joker(0)] == choices[0] or game.state.round_no >= 1


# -- the order of a group while it is built (issue 10, point 7) ------------------------------


@pytest.mark.parametrize("variant", ["manipulation", "machiavelli"])  # ace high; high or low
def test_a_run_to_the_ace_is_shown_in_order_while_built(catalog, variant):
    game, seat = game_at(catalog, variant, "AH QH KH 9C", ["2C 3C 4C"], {"mandatory_meld": "trust"}
                         if variant == "manipulation" else None)
    wc = WorkingCopy(game.view(seat))
    wc.move(cards("AH"), Target(NEW))
    wc.move(cards("QH"), Target(GROUP, 1))
    assert wc.groups[1] == cards("QH AH")  # two cards already in the order of a run
    wc.move(cards("KH"), Target(GROUP, 1, at=0))  # dropped in front: still Q K A
    assert wc.groups[1] == cards("QH KH AH")
    wc.check()
    events = game.apply(seat, wc.commit())
    assert "committed" in [e.kind for e in events]
    assert list(game.state.table.groups[1]) == wc.groups[1]  # the same order after Done


def test_a_low_run_and_a_set_are_ordered_as_the_engine_orders_them(catalog):
    game, seat = game_at(catalog, "machiavelli", "3S AS 2S 7D 7C 7H", ["9C 10C JC"])
    wc = WorkingCopy(game.view(seat))
    wc.move(cards("3S AS 2S"), Target(NEW))
    assert wc.groups[1] == cards("AS 2S 3S")  # high or low: here the ace is low
    wc.move(cards("7H 7C 7D"), Target(NEW))
    assert wc.groups[2] == cards("7C 7D 7H")  # a set by suit, as after Done
    wc.move(cards("JC"), Target(GROUP, 0, at=0))
    assert wc.groups[0] == cards("9C 10C JC")  # an untouched group keeps its order


def test_a_group_that_is_nothing_yet_stays_as_placed(catalog):
    game, seat = game_at(catalog, "manipulation", "9S 2H 5D", ["2C 3C 4C"])
    wc = WorkingCopy(game.view(seat))
    wc.move(cards("9S 2H 5D"), Target(NEW))
    assert wc.groups[1] == cards("9S 2H 5D")


def test_jokers_take_their_place_in_a_run_being_built(catalog, monkeypatch, tmp_path):
    monkeypatch.setenv("RUMMY_DESKTOP_HOME", str(tmp_path))
    j = joker(0)
    game, seat = game_at(catalog, "carousel", "KH QH 9C", ["2C 3C 4C"])
    game.state.hands[seat].append(j)
    game.state.stock = [c for c in game.state.stock if c != j]
    for h in game.state.hands[:seat] + game.state.hands[seat + 1:]:
        h[:] = [c for c in h if c != j]
    game.apply(seat, Draw())
    wc = WorkingCopy(game.view(seat))
    wc.move([j, parse_card("KH")], Target(NEW))
    assert wc.groups[1] == [j, parse_card("KH")]  # the joker's face is open: it keeps its place
    wc.move(cards("QH"), Target(GROUP, 1))
    assert wc.groups[1] == [j, *cards("QH KH")]  # J or A: the joker stays in front
    wc.declare(j, parse_card("JH"))
    wc.forget([j])  # a Done refused after the question: the face is asked again
    assert wc.declarations == {} and wc.groups[1] == [j, *cards("QH KH")]
    with pytest.raises(IllegalAction) as err:
        wc.check()
    assert err.value.code == "joker_declaration_needed"
    wc.declare(j, parse_card("AH"))
    assert wc.groups[1] == [*cards("QH KH"), j]  # declared the ace: Q K A
    wc.check()
    game.apply(seat, wc.commit())
    assert list(game.state.table.groups[1]) == wc.groups[1]
