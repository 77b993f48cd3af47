"""The separate example distribution (plugins/example-house-rule) adds a house rule to Rummy."""

from pathlib import Path

import pytest

from rummy_desktop.core.actions import IllegalAction, Meld
from rummy_desktop.core.cards import parse_card
from rummy_desktop.plugins.manager import Catalog, make_plugin_manager
from rummy_desktop.session.headless import play

EXAMPLE = Path(__file__).resolve().parents[2] / "plugins" / "example-house-rule"


@pytest.fixture
def house_catalog(monkeypatch):
    pm = make_plugin_manager()  # `make venv` installs the example: it comes by entry point
    if pm.get_plugin("distinct-suits") is None:  # not installed here: register it from its folder
        monkeypatch.syspath_prepend(str(EXAMPLE))
        import rummy_house_distinct_suits

        pm.register(rummy_house_distinct_suits)
    return Catalog(pm)


def test_the_example_is_its_own_distribution():
    text = (EXAMPLE / "pyproject.toml").read_text()
    assert "[project.entry-points.rummy_desktop]" in text
    assert 'name = "rummy-house-distinct-suits"' in text


def test_the_option_appears_on_rummy_only(house_catalog):
    spec = house_catalog.variant("rummy").spec
    assert spec.option("set_suits").default == "any"
    assert house_catalog.variant("rummy-500").spec.option("set_suits") is None


def test_distinct_suits_changes_the_meld_judge(house_catalog):
    game = house_catalog.new_game("rummy", {"set_suits": "distinct"}, 5, 11)
    st = game.state
    seat = st.turn
    twins = [parse_card("7C"), parse_card("7D"), parse_card("7D'")]
    # put the three sevens in the player's hand, taken from wherever they are
    for c in twins:
        for pile in [*st.hands, st.stock, st.discard]:
            if c in pile:
                pile.remove(c)
    st.hands[seat][:0] = twins
    st.stock.extend(st.hands[seat][3:6])
    del st.hands[seat][3:6]
    from rummy_desktop.core.actions import Draw

    game.apply(seat, Draw())
    with pytest.raises(IllegalAction) as e:
        game.apply(seat, Meld(cards=tuple(twins)))
    assert e.value.params["why"] == "set_repeated_suit"

    plain = house_catalog.new_game("rummy", {}, 5, 11)
    assert plain.rules.meld.distinct_suits is False


def test_a_whole_game_with_the_house_rule(house_catalog):
    game, summary = play(house_catalog, "rummy", {"set_suits": "distinct"}, 5, 3, ["greedy"] * 5)
    assert summary.winners
    for rec in game.state.history:
        for group in rec.outcome.table:
            ranks = {c % 13 for c in group}
            if len(ranks) == 1:
                suits = [(c % 52) // 13 for c in group]
                assert len(set(suits)) == len(suits)
