"""The Expert's search by sampling in the draw-and-discard games: the worlds it deals
match its view and its memory, and nothing else; its decisions follow from its view and
its seed."""

from dataclasses import asdict

import pytest

try:
    from hidden_state import scrambled
except ImportError:  # run as a package
    from .hidden_state import scrambled

import rummy_desktop.ai.sampling as sampling
from rummy_desktop.ai.levels import LevelPlayer
from rummy_desktop.ai.sampling import Memory, deal_world, search
from rummy_desktop.core.actions import Discard, Draw, Meld, TakeDiscard
from rummy_desktop.core.cards import parse_card
from rummy_desktop.core.rng import Pcg32

DRAW_DISCARD = ["rummy", "rummy-multiplayer", "rummy-500"]


def cards(text: str) -> list[int]:
    return [parse_card(t) for t in text.split()]


def played(catalog, variant, seed, steps, players=2):
    """A game after ``steps`` actions of Standard players."""
    game = catalog.new_game(variant, {}, players, seed)
    seats = [LevelPlayer(s, s, "standard") for s in range(players)]
    for _ in range(steps):
        seat = game.to_act
        game.apply(seat, seats[seat].choose(game.view(seat)))
    return game


def same_round(a, b):
    """The two views agree on every field of the round in play."""
    da, db = asdict(a), asdict(b)
    for key in ("rounds", "last_round", "result"):
        da.pop(key), db.pop(key)
    return da == db


@pytest.mark.parametrize("variant", DRAW_DISCARD)
def test_a_world_matches_the_view_and_hides_the_rest_at_random(catalog, variant):
    game = played(catalog, variant, 11, 25)
    seat = game.to_act
    view = game.view(seat)
    memory = Memory(seat, turns=6)  # the other hands are dealt a few cards more, and give some back
    worlds = [deal_world(view, memory, game.variant, Pcg32(k)) for k in range(3)]
    for world in worlds:
        assert world is not None and same_round(world.view(seat), view)
        assert sorted(c for h in world.state.hands for c in h) != []
        assert world.state.card_count() == game.state.card_count()
    # the hidden cards differ from world to world
    other = 1 - seat
    assert len({tuple(sorted(w.state.hands[other])) for w in worlds}) > 1


def test_a_card_taken_from_the_pile_is_in_the_takers_hand_in_every_world(catalog):
    game = played(catalog, "rummy", 5, 0)
    me = game.to_act
    other = 1 - me
    memory = Memory(me)
    game.apply(me, Draw())
    view = game.view(me)
    memory.observe(view)
    thrown = max(view.hand)
    memory.acted(view, Discard(card=thrown))
    game.apply(me, Discard(card=thrown))
    game.apply(other, TakeDiscard())
    game.apply(other, Discard(card=next(c for c in game.state.hands[other] if c != thrown)))
    view = game.view(me)
    memory.observe(view)
    assert memory.held == {thrown: other}
    for k in range(5):
        assert thrown in deal_world(view, memory, game.variant, Pcg32(k)).state.hands[other]


def test_rummy_500_remembers_the_cards_dug_from_the_spread_pile(catalog):
    game = played(catalog, "rummy-500", 3, 0)
    me = game.to_act
    other = 1 - me
    memory = Memory(me)
    game.apply(me, Draw())
    view = game.view(me)
    memory.observe(view)
    memory.acted(view, Discard(card=view.hand[0]))
    game.apply(me, Discard(card=view.hand[0]))
    pile = list(game.state.discard)
    game.apply(other, TakeDiscard())
    game.apply(other, Discard(card=next(c for c in game.state.hands[other] if c != pile[-1])))
    view = game.view(me)
    memory.observe(view)
    assert memory.held == {pile[-1]: other}


def test_a_view_no_game_reaches_deals_no_world(catalog):
    from dataclasses import replace

    game = played(catalog, "rummy", 2, 3)
    view = game.view(game.to_act)
    assert deal_world(replace(view, stock_count=view.stock_count + 1), Memory(view.seat), game.variant,
                      Pcg32(0)) is None


def rigged(catalog, hand, variant="rummy"):
    """A Rummy game in which the seat to play has drawn and holds exactly ``hand``."""
    game = catalog.new_game(variant, {}, 2, 9)
    me = game.to_act
    game.apply(me, Draw())
    st = game.state
    st.stock.extend(st.hands[me])
    st.hands[me] = []
    for c in hand:
        if c in st.stock:
            st.stock.remove(c)
        else:
            place = st.discard if c in st.discard else st.hands[1 - me]
            spare = next(x for x in st.stock if x not in hand)
            st.stock.remove(spare)
            place[place.index(c)] = spare
        st.hands[me].append(c)
    assert st.card_count() == 52
    return game, me


def test_the_search_prefers_going_out(catalog):
    game, me = rigged(catalog, cards("7H 8H 9H KS"))
    view = game.view(me)
    hold, out = Discard(card=parse_card("KS")), Meld(cards=tuple(cards("7H 8H 9H")))
    found = search(view, Memory(me), game.variant, [hold, out], 1, 6, 60.0)
    assert found.action == out and found.worlds == 6
    assert found.means[1] > 0 > found.means[0] - found.means[1]


def test_the_search_stops_at_its_budget_with_whole_worlds(catalog):
    game, me = rigged(catalog, cards("7H 8H 9H KS"))
    view = game.view(me)
    hold, out = Discard(card=parse_card("KS")), Meld(cards=tuple(cards("7H 8H 9H")))
    found = search(view, Memory(me), game.variant, [hold, out], 1, 50, 1e-9)
    assert found.worlds == 1 and len(found.means) == 2


@pytest.mark.parametrize("variant", DRAW_DISCARD)
def test_the_experts_search_reads_only_its_view_and_its_seed(catalog, variant, monkeypatch):
    searched = []
    real = sampling.search

    def spy(*args, **kwargs):
        found = real(*args, **kwargs)
        searched.append(found is not None)
        return found

    monkeypatch.setattr(sampling, "search", spy)
    monkeypatch.setattr("rummy_desktop.ai.levels.SEARCH_WORLDS", 3)
    game = played(catalog, variant, 21, 0)
    players = [LevelPlayer(s, 8, "expert", time_budget=100.0) for s in range(2)]
    checked = 0
    for step in range(24):
        seat = game.to_act
        view = game.view(seat)
        if step % 3 == 0:
            twin = scrambled(catalog, game, seat, step)
            assert twin.state.hands != game.state.hands or twin.state.stock != game.state.stock
            one = LevelPlayer(seat, 8, "expert", time_budget=100.0).choose(twin.view(seat))
            assert one == LevelPlayer(seat, 8, "expert", time_budget=100.0).choose(view)
            checked += 1
        game.apply(seat, players[seat].choose(view))
    assert checked and searched and all(searched)


def test_a_game_between_experts_replays_from_its_seeds(catalog, monkeypatch):
    monkeypatch.setattr("rummy_desktop.ai.levels.SEARCH_WORLDS", 2)
    logs = []
    for _ in range(2):
        game = catalog.new_game("rummy", {}, 2, 4)
        players = [LevelPlayer(s, 30 + s, "expert", time_budget=100.0) for s in range(2)]
        for _ in range(30):
            seat = game.to_act
            game.apply(seat, players[seat].choose(game.view(seat)))
        logs.append(game.log)
    assert logs[0] == logs[1]


@pytest.mark.parametrize("variant", DRAW_DISCARD)
def test_the_expert_never_searches_putting_off_a_meld(catalog, variant, monkeypatch):
    """A meld or lay-off is not put against discards: the rollouts meld at the next turn,
    so holding melds looked cheap and the Expert held them turn after turn (issue 13)."""
    firsts = []
    real = sampling.search

    def spy(view, memory, variant_, candidates, *args, **kwargs):
        firsts.append((view.phase, type(candidates[0]).__name__, {type(c).__name__ for c in candidates[1:]}))
        return real(view, memory, variant_, candidates, *args, **kwargs)

    monkeypatch.setattr(sampling, "search", spy)
    monkeypatch.setattr("rummy_desktop.ai.levels.SEARCH_WORLDS", 2)
    game = catalog.new_game(variant, {}, 2, 9)
    players = [LevelPlayer(0, 3, "expert", time_budget=100.0), LevelPlayer(1, 4, "standard")]
    melds = 0
    while not game.over and len(game.log) < 150:
        seat = game.to_act
        action = players[seat].choose(game.view(seat))
        melds += seat == 0 and isinstance(action, Meld)
        game.apply(seat, action)
    assert melds and any(phase == "meld" for phase, _, _ in firsts)  # it melded, and searched its discards
    assert all(first == "Discard" for phase, first, _ in firsts if phase == "meld"), firsts


def test_the_search_drops_a_clearly_worse_candidate_and_stops(catalog):
    """Holding a run instead of going out loses in every world: it is dropped at the first
    check, and the search stops there instead of playing all the worlds it may."""
    game, me = rigged(catalog, cards("7H 8H 9H KS"))
    view = game.view(me)
    out, hold = Meld(cards=tuple(cards("7H 8H 9H"))), Discard(card=parse_card("KS"))
    found = search(view, Memory(me), game.variant, [out, hold], 1, 50, 60.0)
    assert found.action == out and found.worlds == sampling.PRUNE_EVERY
    assert found.gains[1] + sampling.PRUNE_ERRORS * found.errors[1] < 0


def passed_game(catalog, seed):
    """A Rummy game in which the first player discarded a card and the other drew from
    the stock, leaving it; the first player's memory and view at its next turn."""
    game = catalog.new_game("rummy", {}, 2, seed)
    me = game.to_act
    other = 1 - me
    memory = Memory(me)
    game.apply(me, Draw())
    view = game.view(me)
    memory.observe(view)
    thrown = sorted(view.hand, key=lambda c: c % 13)[len(view.hand) // 2]  # a middle rank
    memory.acted(view, Discard(card=thrown))
    game.apply(me, Discard(card=thrown))
    game.apply(other, Draw())
    game.apply(other, Discard(card=max(game.state.hands[other])))
    view = game.view(me)
    memory.observe(view)
    return game, view, memory, thrown, other


def test_a_discard_left_on_the_pile_shapes_the_others_hand_in_the_worlds(catalog, monkeypatch):
    from rummy_desktop.solver.melds import melds_with

    game, view, memory, thrown, other = passed_game(catalog, 12)
    assert memory.passed == {other: [thrown]}
    meld = view.rules.meld

    def melding_worlds() -> int:
        hands = [deal_world(view, memory, game.variant, Pcg32(k)).state.hands[other] for k in range(30)]
        return sum(1 for h in hands if melds_with(thrown, h + [thrown], meld))

    assert melding_worlds() == 0
    monkeypatch.setattr(sampling, "PASS_REDEALS", 0)  # without the redeals, some worlds do
    assert melding_worlds() > 0


def test_the_rollouts_throw_away_the_card_with_fewest_partners():
    from rummy_desktop.solver.values import value_function

    class View:
        hand = cards("KS KH 5D 9C 2H 4D")
        restricted = None

    player = sampling.RolloutPlayer(0, value_function("rummy"))
    # KS and KH pair up, 5D and 4D are a near-run: 9C and 2H are alone, 9C costs more
    assert player.discard_choice(View, list(View.hand)) == parse_card("9C")
    View.restricted = parse_card("9C")
    assert player.discard_choice(View, list(View.hand)) == parse_card("2H")


def _draw_view(catalog, hand: str, pile: str, table=()):
    """A draw-phase view of Rummy 500 with ``hand``, the spread ``pile`` and ``table``."""
    from rummy_desktop import testing
    from rummy_desktop.core.cards import card_name

    used = set(cards(hand)) | set(cards(pile)) | {c for g in table for c in cards(g)}
    other = [card_name(c) for c in range(52) if c not in used][:7]
    game = testing.deal(catalog, "rummy-500", hands=[hand.split(), other], discard=pile.split(),
                        table=[g.split() for g in table])
    return game.view(0)


def test_the_rollouts_dig_rummy_500s_pile_for_a_meld_worth_its_cards(catalog):
    from rummy_desktop.core.actions import Dig
    from rummy_desktop.solver.values import value_function

    player = sampling.RolloutPlayer(0, value_function("rummy-500"))
    # 9H makes 7H 8H 9H: worth taking 3D and 5C above it
    assert player.choose(_draw_view(catalog, "7H 8H KS 2C", "9H 3D 5C")) == Dig(card=parse_card("9H"))
    # the nearest card that melds: QC on the table's run, not 9H below it
    assert player.choose(_draw_view(catalog, "7H 8H KS 2C", "9H QC 5C", ["9C 10C JC"])) == Dig(card=parse_card("QC"))
    # 2H 3H 4H scores 9: not worth 49 points of cards it cannot meld
    assert player.choose(_draw_view(catalog, "2H 3H", "4H KD QC JS 10D 9C")) == Draw()


def test_rollout_players_play_rummy_500_rounds_with_legal_digs(catalog):
    from rummy_desktop.core.actions import Dig
    from rummy_desktop.solver.values import value_function

    dug = 0
    for seed in range(6):
        game = catalog.new_game("rummy-500", {}, 2, seed)
        players = [sampling.RolloutPlayer(s, value_function("rummy-500")) for s in range(2)]
        for _ in range(400):
            if game.turns.round_outcome is not None:
                break
            seat = game.state.turn
            action = players[seat].choose(sampling._LiveView(game, seat))
            dug += isinstance(action, Dig)
            game.turns.apply(seat, action)  # an illegal choice raises here
        assert game.turns.round_outcome is not None
    assert dug > 0


@pytest.mark.parametrize("variant", DRAW_DISCARD)
def test_the_other_hands_in_the_worlds_keep_cards_that_go_together(catalog, variant, monkeypatch):
    monkeypatch.setattr(sampling, "EVOLVE_CARDS", 2)
    game = played(catalog, variant, 11, 25)
    seat = game.to_act
    view = game.view(seat)
    other = 1 - seat

    def links(turns: int) -> tuple[float, list]:
        worlds = [deal_world(view, Memory(seat, turns=turns), game.variant, Pcg32(k)) for k in range(40)]
        hands = [w.state.hands[other] for w in worlds]
        return sum(sampling.partners_in(h)(c) for h in hands for c in h) / len(hands), hands

    first, plain = links(1)  # at its first turn the seat has seen no other turn: a plain deal
    monkeypatch.setattr(sampling, "EVOLVE_CARDS", 0)
    assert links(6)[1] == plain
    monkeypatch.setattr(sampling, "EVOLVE_CARDS", 2)
    later, _ = links(6)
    assert later > 1.3 * first


def _leaf(catalog, variant, hands, seat=0, **position):
    from rummy_desktop import testing
    from rummy_desktop.solver.values import value_of

    game = testing.deal(catalog, variant, hands=hands, **position)
    return sampling.leaf_value(game, seat, value_of(game.round_rules))


@pytest.mark.parametrize("variant", ["rummy", "rummy-500", "gin-rummy"])
def test_the_leaf_value_favours_the_hand_nearer_to_going_out(catalog, variant):
    """The judge's rollouts end in the leaf value: the seat whose cards meld (or lay off)
    leads, the other trails by as much in a two-player game, and it turns round with the
    hands."""
    close = "7H 8H 9H 2S 2D 2C KD QC JS 10D".split()
    far = "3H 5S 7D 9C JH KS 4C 6D 8S QD".split()
    ahead = _leaf(catalog, variant, [close, far])
    assert ahead > 0
    assert _leaf(catalog, variant, [close, far], seat=1) == pytest.approx(-ahead)
    assert _leaf(catalog, variant, [far, close]) == pytest.approx(-ahead)


def test_the_leaf_value_counts_cards_laid_off_on_the_table(catalog):
    table = [["4S", "5S", "6S"]]
    alone = _leaf(catalog, "rummy", [["3H", "9D"], ["2C", "8D"]], table=table)
    fits = _leaf(catalog, "rummy", [["7S", "9D"], ["2C", "8D"]], table=table)  # 7S extends the run
    assert fits > alone


def test_a_rollout_cut_short_plays_the_turns_then_scores_the_leaf(catalog):
    """With a horizon past the round's end the rollout is the whole round's; with none it
    is the leaf of the position once the turn in progress is played."""
    from rummy_desktop.core.engine import Game
    from rummy_desktop.solver.values import value_of

    game = played(catalog, "rummy", 3, 6)
    value = value_of(game.round_rules)
    players = [sampling.RolloutPlayer(s, value) for s in range(2)]

    def fresh():
        return Game.from_state(game.variant, game.rules, game.state.copy(), 11)

    seat = game.to_act
    assert sampling.horizon_rollout(fresh(), seat, players, turns=10_000) == sampling.rollout(fresh(), seat, players)
    ended = fresh()
    while ended.state.turn == seat and ended.turns.round_outcome is None:
        ended.turns.apply(seat, players[seat].choose(sampling._LiveView(ended, seat)))
    assert ended.turns.round_outcome is None
    assert sampling.horizon_rollout(fresh(), seat, players, turns=0) == sampling.leaf_value(ended, seat, value)
