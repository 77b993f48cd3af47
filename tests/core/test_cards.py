import pytest

from rummy_desktop.core.cards import (
    CardError,
    assign_ids,
    card_name,
    make_deck,
    parse_card,
    parse_face,
    parse_token,
)


@pytest.mark.parametrize("text,name", [
    ("7h", "7H"), ("T♠", "10S"), ("10c", "10C"), ("a♦", "AD"), ("kS'", "KS'"), ("jk", "JK1"), ("JK3", "JK3"),
])
def test_notation_round_trip(text, name):
    assert card_name(parse_card(text)) == name
    assert parse_card(card_name(parse_card(text))) == parse_card(text)


@pytest.mark.parametrize("bad", ["", "1", "11H", "7X", "ZZ", "JK0", "JK9", "JK=ZZ", "7H''"])
def test_bad_cards_are_refused(bad):
    with pytest.raises(CardError):
        parse_card(bad)


def test_declared_joker_token():
    tok = parse_token("JK=qh")
    assert tok.joker and tok.declared == parse_face("QH")


def test_assign_ids_gives_twins_and_jokers_distinct_ids():
    ids, declared = assign_ids(["7H", "7H", "JK", "JK=5S", "JK"])
    assert card_name(ids[0]) == "7H" and card_name(ids[1]) == "7H'"
    assert len(set(ids)) == 5
    assert declared == {ids[3]: parse_face("5S")}
    with pytest.raises(CardError):
        assign_ids(["7H", "7H", "7H"])


def test_decks_have_physical_identity():
    deck = make_deck(2, 4)
    assert len(deck) == 108 and len(set(deck)) == 108
    assert sum(1 for c in deck if card_name(c).startswith("JK")) == 4
