"""Search by sampling (determinization) for the draw-and-discard games; its worlds
(:func:`deal_world`) and live views serve the Manipulation family's search too
(:mod:`.manipulation_search`).

A seat cannot see the other hands nor the stock. To judge an action it deals those cards
at random, consistently with everything its views have shown (:class:`Memory`): the sizes
of the other hands and of the stock, the cards it saw another player take from the
discard pile (or dig from Rummy 500's spread pile) and not put down since, the cards it
saw go into the pile, and its discards the next player left there (that player's hand,
as dealt, makes no meld with them, as far as a few deals again can manage). A player who
has drawn and thrown away for a few turns holds cards that go together, not a random
hand: each other hand is dealt :data:`EVOLVE_CARDS` cards more and gives back those with
the fewest partners (measured against the Standard's real hands: about as many pairs and
near-runs as they hold, where a plain deal has half as many). In each such world
(:func:`deal_world`) every candidate action is played, and the round is played on to its
end by fast players (the greedy player for every seat, who in Rummy 500 also digs the
spread pile: :class:`RolloutPlayer`, :func:`rollout`); the round is scored by the rule
set's own scoring. The candidate with the best average wins
(:func:`search`). Every candidate meets the same worlds, so their difference is not
blurred by luck of the deal; the candidates clearly worse than the first are dropped as
the worlds come, so the close calls get the time.

Nothing here reads hidden state: a world is built from a :class:`SeatView` and the
memory of the seat's earlier views only, and the random choices come from the seat's
seed, so a decision is reproducible.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from rummy_desktop.core.actions import Dig, Discard, IllegalAction, LayOff, Meld, SwapJoker, TakeDiscard
from rummy_desktop.core.cards import JOKER_BASE, make_deck
from rummy_desktop.core.deadwood import best_arrangement, lay_off
from rummy_desktop.core.drawdiscard import can_meld_card
from rummy_desktop.core.engine import Game, round_score
from rummy_desktop.core.rng import Pcg32, derive_seed
from rummy_desktop.core.state import GameState
from rummy_desktop.core.table_check import Table
from rummy_desktop.core.variant import RoundOutcome
from rummy_desktop.core.view import SeatView
from rummy_desktop.solver.melds import melds_with
from rummy_desktop.solver.values import value_of

from .common import legal as legal_of
from .greedy import GreedyPlayer, may_meld

#: Seat given for a card known to be in some other hand, but not whose.
SOMEONE = -1
#: How many of its discards another player left on the pile a seat remembers (the latest).
PASSES_KEPT = 2
#: How many times a world is dealt again at most to give the others hands that make no
#: meld with the discards they left (:attr:`Memory.passed`); the last deal stands.
PASS_REDEALS = 8
#: A world deals each other player this many cards more than it holds (at most the seat's
#: turns so far less one) and takes back those with the fewest partners in the hand. The
#: hands then hold as many pairs and near-runs as the Standard's real hands do at the same
#: turns (``partners`` summed over a hand, 2 players, from the third turn on: Rummy 3.59 real,
#: 2.01 plain deal, 3.48 with 2, 4.04 with 3; Rummy Multiplayer 3.44, 1.92, 3.33; Rummy 500
#: 3.19, 1.59, 3.14). On the tuning deals (Expert against Standard, seats swapped, search
#: at 64 worlds) Rummy went from 31 won of 57 to 25 of 36 (the same 36 games: 11 won that
#: the plain deals lost, 4 the other way), Rummy 500 with its digs 47 against 50 of 61.
EVOLVE_CARDS = 2
#: A rollout that has not ended the round after this many actions is scored as it stands,
#: as if the stock had run out (a round between greedy players takes about 50 actions).
ROLLOUT_ACTIONS = 240


@dataclass
class Memory:
    """What one seat has seen of the cards it cannot see now (draw-and-discard games).

    ``held`` maps a card to the seat known to hold it (:data:`SOMEONE` when it went into
    another hand but whose is not known); ``piled`` holds the cards seen go into a pile
    that shows only its top card (basic Rummy, Rummy Multiplayer); ``passed`` maps a seat
    to the last :data:`PASSES_KEPT` discards of this seat that it left on the pile, the
    first to draw after them (a player leaves a card that makes a meld with its hand
    only to hide its hand: the worlds mostly deal hands that agree, see
    :func:`deal_world`)."""

    seat: int
    held: dict[int, int] = field(default_factory=dict)
    piled: set[int] = field(default_factory=set)
    passed: dict[int, list[int]] = field(default_factory=dict)
    melded_now: bool = False  # this seat melded or laid off in the turn in progress
    turns: int = 0  # this seat's turns in the round so far
    _round: int = 0
    _rebuilds: int = 0
    _discarded: int | None = None  # its last discard (a pile that shows its top only)
    _count_after: int = 0  # the pile's size just after that discard
    _pile_after: tuple[int, ...] | None = None  # the spread pile just after its discard

    def observe(self, view: SeatView) -> None:
        """Take in a view of this seat (call it with every view the seat decides on)."""
        if view.round_no != self._round:
            self.held.clear()
            self.piled.clear()
            self.passed.clear()
            self.turns = 0
            self._round, self._rebuilds = view.round_no, view.rebuilds
            self._forget_turn()
        if view.rebuilds != self._rebuilds:
            # the pile became the stock: the hands are as they were
            self.piled.clear()
            self._rebuilds = view.rebuilds
            self._forget_turn()
        others = [s for s in range(view.players) if s != self.seat and view.active[s]]
        nxt = next((s for s in ((self.seat + i) % view.players for i in range(1, view.players))
                    if view.active[s]), None)
        if view.phase == "draw":
            self.melded_now = False
            self.turns += 1
            if view.rules.dig and self._pile_after is not None:
                # the spread pile shows every card: what went from it went into a hand
                gone = set(self._pile_after) - set(view.discard)
                for c in gone:
                    self.held[c] = others[0] if len(others) == 1 else SOMEONE
                if not gone and nxt is not None:
                    self._passed(nxt, self._pile_after[-1])
            elif self._discarded is not None and nxt is not None:
                d = self._discarded
                took = view.discard_count < self._count_after + len(others)
                # with two players only the other could have taken it; with more, a later
                # player may have taken another card instead, so nothing is known for sure
                if took and d not in view.discard and len(others) == 1:
                    self.held[d] = nxt
                    self.piled.discard(d)
                elif not took:  # nobody took from the pile: the next player left it
                    self._passed(nxt, d)
            self._forget_turn()
        if not view.rules.dig and view.discard:
            self.piled.add(view.discard[-1])
        seen = set(view.hand) | {c for g in view.table for c in g} | set(view.discard)
        for c in [c for c in self.held if c in seen]:
            del self.held[c]
        self.piled -= set(view.hand) | {c for g in view.table for c in g}

    def acted(self, view: SeatView, action: Any) -> None:
        """Remember what this seat just did in ``view`` (its discard, its melds)."""
        if isinstance(action, (Meld, LayOff, SwapJoker)):
            self.melded_now = True
        elif isinstance(action, Discard):
            self._discarded = action.card
            self._count_after = view.discard_count + 1
            self._pile_after = tuple(view.discard) + (action.card,) if view.rules.dig else None
            if not view.rules.dig:
                self.piled.add(action.card)
        elif isinstance(action, Dig):
            self._pile_after = None

    def _passed(self, seat: int, card: int) -> None:
        if card < JOKER_BASE:
            self.passed[seat] = (self.passed.get(seat, []) + [card])[-PASSES_KEPT:]

    def _forget_turn(self) -> None:
        self._discarded = None
        self._pile_after = None


def deal_world(view: SeatView, memory: Memory, variant: Any, rng: Pcg32) -> Game | None:
    """A game whose every field that ``view`` shows is as shown, and whose hidden cards
    (the other hands, the stock, the covered part of the pile) are dealt at random from
    the cards the seat cannot see, with the cards ``memory`` places in a hand or in the
    pile put there. None when the view's counts do not add up to the deck (a position
    that no game reaches)."""
    rules = view.rules
    me = view.seat
    assert me is not None  # a player's view, not a spectator's
    deck = make_deck(rules.decks, rules.jokers)
    table_cards = [c for g in view.table for c in g]
    visible = list(view.hand) + table_cards + list(view.discard) + list(view.loose)
    if len(set(visible)) != len(visible) or not set(visible) <= set(deck):
        return None
    vis = set(visible)
    rest = [c for c in deck if c not in vis]
    restset = set(rest)
    others = [s for s in range(view.players) if s != me]
    hands: list[list[int]] = [[] for _ in range(view.players)]
    hands[me] = list(view.hand)
    anyone: list[int] = []
    for c, s in sorted(memory.held.items()):
        if c not in restset:
            continue
        if s == SOMEONE or s == me or not 0 <= s < view.players:
            anyone.append(c)
        elif len(hands[s]) < view.hand_counts[s]:
            hands[s].append(c)
    covered = view.discard_count - len(view.discard)  # the pile's cards under the top
    in_hands = {c for h in hands for c in h}
    piled = sorted(c for c in memory.piled if c in restset and c not in in_hands)
    rng.shuffle(piled)
    piled = piled[:max(0, covered)]
    for c in anyone:
        if c in in_hands or c in piled:
            continue
        room = [s for s in others if len(hands[s]) < view.hand_counts[s]]
        if room:
            s = room[rng.below(len(room))]
            hands[s].append(c)
            in_hands.add(c)
    taken = in_hands | set(piled)
    unknown = [c for c in rest if c not in taken]
    need = sum(view.hand_counts[s] - len(hands[s]) for s in others) + covered - len(piled) + view.stock_count
    if need != len(unknown) or covered < 0:
        return None
    known = [list(h) for h in hands]
    for _ in range(1 + (PASS_REDEALS if memory.passed else 0)):
        rng.shuffle(unknown)
        hands = [list(h) for h in known]
        pos = 0
        back: list[int] = []
        spare = len(unknown) - sum(view.hand_counts[s] - len(hands[s]) for s in others)
        for s in others:
            k = view.hand_counts[s] - len(hands[s])
            # a player who has drawn and thrown away for a few turns keeps cards that go
            # together: deal a few more and take back those with the fewest partners
            e = max(0, min(EVOLVE_CARDS, memory.turns - 1, spare)) if k else 0
            spare -= e
            dealt = unknown[pos:pos + k + e]
            if e:
                partners = partners_in(hands[s] + dealt)
                dealt.sort(key=lambda c: 99 if c >= JOKER_BASE else partners(c))  # jokers are kept
                back += dealt[:e]
                dealt = dealt[e:]
            hands[s].extend(dealt)
            pos += k + e
        if not any(_melds_a_pass(hands[s], memory.passed.get(s, ()), rules.meld) for s in others):
            break
    if back:  # the cards taken back go to the stock and the covered pile, at random
        left = unknown[pos:] + back
        rng.shuffle(left)
        unknown = unknown[:pos] + left
    under = piled + unknown[pos:pos + covered - len(piled)]
    pos += covered - len(piled)
    rng.shuffle(under)
    stock = unknown[pos:]
    offer = None
    if "pass" in view.open_actions and view.phase == "draw":  # the first upcard's offer: who passed it
        order = [s for s in ((view.dealer + i) % view.players for i in range(1, view.players + 1)) if view.active[s]]
        offer = order.index(me) if me in order else 0
    before = [s for s in ((view.turn - i) % view.players for i in range(1, view.players)) if view.active[s]]
    discarder = before[0] if before and view.discard and view.turn_no > 1 else None  # who threw the top, likely
    state = GameState(
        offer=offer, buys=list(view.buys), discarder=discarder,
        players=view.players, dealer=view.dealer, round_no=view.round_no, turn=view.turn, phase=view.phase,
        hands=hands, stock=stock, discard=under + list(view.discard),
        table=Table([list(g) for g in view.table], dict(view.declared), list(view.loose)),
        by=dict(view.by), totals=list(view.totals), rounds_won=list(view.rounds_won), active=list(view.active),
        turn_no=view.turn_no, draws=view.draws, pass_count=view.pass_count, final_turns=view.final_turns, opened=list(view.opened),
        restricted=view.restricted, obligation=view.obligation, melded_before=list(view.melded_before),
        melded_now=view.melded_now, rebuilds=view.rebuilds, upcard=view.upcard,
    )
    return Game.from_state(variant, rules, state, rng.next_u32())


def partners_in(hand: Sequence[int]) -> Callable[[int], int]:
    """How many natural cards of ``hand`` go with a natural card: the others of its rank,
    and those of its suit within two ranks (a twin of its own face counts for neither)."""
    count = [0] * 52  # natural cards by face
    for c in hand:
        if c < JOKER_BASE:
            count[c % 52] += 1
    by_rank = [count[r] + count[13 + r] + count[26 + r] + count[39 + r] for r in range(13)]

    def partners(card: int) -> int:
        f = card % 52
        rank = f % 13
        lo = f - rank
        return by_rank[rank] - 2 * count[f] + sum(count[lo + max(0, rank - 2):lo + min(12, rank + 2) + 1])

    return partners


def _melds_a_pass(hand: list[int], passed: Sequence[int], meld: Any) -> bool:
    """Does ``hand`` make a new meld with one of the cards ``passed``?"""
    for p in passed:
        if p not in hand and may_meld(p, hand, True) and melds_with(p, hand + [p], meld):
            return True
    return False


class RolloutPlayer(GreedyPlayer):
    """The greedy player, keeping its pairs and near-runs: it throws away the card with
    the fewest partners in its hand (a card of the same rank, or of the same suit within
    two ranks), the costliest first (the Standard's rule, without its search for the best
    split). In Rummy 500 it also digs the spread pile (:meth:`_dig`). It remembers the melds
    it found in each hand: the worlds of one search share their start, so the same hands
    come back again and again."""

    def __init__(self, seat: int, value: Callable[[int], int]) -> None:
        super().__init__(seat)
        self._melds: dict[tuple, list] = {}
        self._value = value
        self._thirds = [value(f) / 3 for f in range(52)]  # a natural's value goes by its face

    def discard_choice(self, view: Any, choices: list[int]) -> int:
        """The card of ``choices`` with the lowest ``3 * partners - value / 3``
        (:func:`partners_in`, over the hand; the highest card id breaks a tie), a joker last;
        never the card taken from the pile."""
        hand = view.hand
        if len(hand) <= 1:
            return super().discard_choice(view, choices)
        count = [0] * 52  # partners_in, written out: the rollouts ask this at every discard
        for c in hand:
            if c < JOKER_BASE:
                count[c % 52] += 1
        thirds = self._thirds
        r = view.restricted
        # (best: choices[0] only if every choice were the restricted card, which the engine never lists)
        best, best_key = choices[0], None
        for c in choices:  # never the card taken from the pile, nor what a house rule refused
            if c == r:
                continue
            if c >= JOKER_BASE:
                key: tuple[float, int] = (100.0, c)
            else:
                f = c % 52
                rank = f % 13
                lo = f - rank
                partners = (count[rank] + count[13 + rank] + count[26 + rank] + count[39 + rank] - 2 * count[f]
                            + sum(count[lo + max(0, rank - 2):lo + min(12, rank + 2) + 1]))
                key = (3.0 * partners - thirds[f], -c)
            if best_key is None or key < best_key:
                best, best_key = c, key
        return best

    def _draw_discard(self, view: Any) -> Any:
        action = super()._draw_discard(view)
        if view.phase == "draw" and not isinstance(action, TakeDiscard) and "dig" in view.open_actions:
            dig = self._dig(view)
            if dig is not None and legal_of(view).accepts(dig):  # the engine's digs only
                return dig
        return action

    def _dig(self, view: Any) -> Dig | None:
        """Rummy 500: the nearest card below the top of the spread pile that it melds at
        once (in its split of the hand and the cards taken, or laid off on the table), when
        what that meld scores outweighs half the value of the taken cards it cannot meld.
        The worlds would otherwise never see a player dig, the game's main chance."""
        pile = view.discard
        meld = view.rules.meld
        jokers_ok = view.rules.joker_policy != "none"
        hand = list(view.hand)
        value = self._value
        ext = self._table_extensions(view.table, view.declared, meld)[1]
        have = [0] * 52  # natural faces in the hand and the cards above the one looked at
        wild = False
        for c in hand + [pile[-1]]:
            if c < JOKER_BASE:
                have[c % 52] += 1
            else:
                wild = True
        for i in range(len(pile) - 2, -1, -1):
            card = pile[i]
            if card >= JOKER_BASE:
                wild = True
                continue
            f = card % 52
            rank, lo = f % 13, f - f % 13
            # a quick test first: two more of its rank, or two of its suit within two ranks
            maybe = wild or have[rank] + have[13 + rank] + have[26 + rank] + have[39 + rank] >= 2 or \
                have[lo + (rank - 2) % 13] + have[lo + (rank - 1) % 13] + have[lo + (rank + 1) % 13] + \
                have[lo + (rank + 2) % 13] >= 2
            have[f] += 1
            if f in ext:
                melded = [card]
            elif maybe:
                pool = hand + list(pile[i:])
                if not can_meld_card(card, pool, (), view.declared, meld):
                    continue
                group = next((g for g, _ in self.hand_melds(pool, meld, jokers_ok) if card in g), None)
                if group is None:
                    continue
                melded = list(group)
            else:
                continue
            taken = pile[i:]
            rest = sum(value(c) for c in taken if c not in melded)
            if sum(value(c) for c in melded) > rest / 2:
                return Dig(card=card)
        return None

    def hand_melds(self, cards, meld, jokers_ok):
        key = (tuple(cards), meld, jokers_ok)
        found = self._melds.get(key)
        if found is None:
            found = self._melds[key] = [(tuple(g), decl) for g, decl in GreedyPlayer.hand_melds(cards, meld, jokers_ok)]
        return found


class _LiveView:
    """The fields of a seat's view the greedy player reads, straight from a world's state
    (no copies: the rollouts make thousands of decisions). It stands in for a SeatView
    (duck-typed: its calls to ``choose`` tell the type checker so with a ``type: ignore``)."""

    __slots__ = ("seat", "phase", "hand", "table", "declared", "discard", "open_actions", "rules",
                 "restricted", "obligation", "loose", "opened", "final_turns", "_state")

    def __init__(self, game: Game, seat: int) -> None:
        st = game.state
        self.seat = seat
        self.phase = st.phase
        self.hand = st.hands[seat]
        self.table = st.table.groups
        self.declared = st.table.declared
        self.discard = st.discard
        self.open_actions = game.turns.open_actions(seat)
        self.rules = game.round_rules
        self.restricted = st.restricted
        self.obligation = st.obligation
        self.loose = st.table.loose  # the Manipulation family's fields
        self.opened = st.opened
        self.final_turns = st.final_turns
        self._state = st

    # what a house rule's judges read too (MeldPosition.of_view), asked only then
    round_no = property(lambda self: self._state.round_no)
    turn_no = property(lambda self: self._state.turn_no)
    by = property(lambda self: self._state.by)
    discard_count = property(lambda self: len(self._state.discard))
    stock_count = property(lambda self: len(self._state.stock))
    dealer = property(lambda self: self._state.dealer)
    upcard = property(lambda self: self._state.upcard)
    melded_before = property(lambda self: self._state.melded_before)
    melded_now = property(lambda self: self._state.melded_now)
    hand_counts = property(lambda self: [len(h) for h in self._state.hands])
    draws = property(lambda self: self._state.draws)
    buys = property(lambda self: self._state.buys)


def utility(game: Game, outcome: RoundOutcome, seat: int) -> float:
    """The round's result for ``seat`` by the rule set's scoring: its score against the
    others' average (penalty points count against where low totals win)."""
    outcome.active = list(game.state.active)
    scores = round_score(game.variant, game.round_rules, outcome, game.players).scores
    rivals = [s for s in range(game.players) if s != seat and game.state.active[s]]
    if not rivals:
        return 0.0
    diff = scores[seat] - sum(scores[s] for s in rivals) / len(rivals)
    return -diff if game.round_rules.lower_wins else diff


def _stopped(game: Game) -> RoundOutcome:
    """The round as it stands, scored as if the stock had run out."""
    st = game.state
    return RoundOutcome(hands=[list(h) for h in st.hands], ending="stock", table=[list(g) for g in st.table.groups],
                        by=dict(st.by), declared=dict(st.table.declared))


def rollout(game: Game, seat: int, players: Sequence[GreedyPlayer], limit: int = ROLLOUT_ACTIONS,
            judge: Callable[[Game, RoundOutcome, int], float] = utility) -> float:
    """Play ``game`` to the end of its round with ``players`` (one per seat; they decide
    from the seat's cards and the table only) and return ``judge`` (:func:`utility`) of
    the round for ``seat``."""
    turns = game.turns
    for _ in range(limit):
        if turns.round_outcome is not None:
            break
        s = game.state.turn
        try:
            turns.apply(s, players[s].choose(_LiveView(game, s)))  # type: ignore[arg-type]  # (see _LiveView)
        except IllegalAction:
            break
    outcome = turns.round_outcome or _stopped(game)
    return judge(game, outcome, seat)


#: The judge's rollouts (:func:`horizon_rollout`) play this many turns of every seat after
#: the candidate's own turn, then score the round from where it stands (:func:`leaf_value`).
HORIZON_TURNS = 3
#: In :func:`leaf_value`, each loose card more than another seat's makes a seat this many
#: times (e to the power) less likely to be the one who ends the round.
LEAF_CARD_ODDS = 1.0


def leaf_value(game: Game, seat: int, value: Callable[[int], int]) -> float:
    """What the round is worth to ``seat`` from where it stands (a rollout's leaf), in the
    rule set's round points (:func:`utility`): every active hand is split into its best
    melds (by ``value``, what a card costs in hand), which go on the table as that seat's,
    and where the rules let a player lay off in turn its other cards are laid off where
    they fit; the cards left are its loose cards. Each active seat ``w`` may be the one who
    ends the round (goes out, or knocks where the rules have a knock) with odds
    ``exp(-LEAF_CARD_ODDS * (its loose cards))`` (in a knock game: the loose cards it must
    still shed to knock), and the round is scored by the rule set's own scoring as if
    ``w`` had ended it then, the others holding their loose cards. The value is the mean
    of those results, weighted by the odds: a smooth function of the hands, so that two
    candidates played in the same world differ by what they leave in the hands, not by
    who happened to draw the last card."""
    st = game.state
    rules = game.round_rules
    n = game.players
    active = [s for s in range(n) if st.active[s]]
    knock = rules.knock
    table = [list(g) for g in st.table.groups]
    by = dict(st.by)
    declared = dict(st.table.declared)
    loose: dict[int, list[int]] = {}
    for s in active:
        # its naturals in the melds that leave the least out; a joker is left out of both
        # (it joins a meld later, or is laid off: it costs nothing here)
        arranged = best_arrangement([c for c in st.hands[s] if c < JOKER_BASE], rules.meld, value)
        for m in arranged.melds:
            table.append(list(m))
            for c in m:
                by[c] = s
        rest = list(arranged.deadwood)
        if knock is None and rest:
            made, table, rest = lay_off(rest, table, rules.meld)
            for c, _ in made:
                by[c] = s
        loose[s] = rest
    if knock is not None:
        points = [sum(knock.points(c) for c in loose[s]) if s in loose else 0 for s in range(n)]

        def shed(s: int) -> int:  # the loose cards to drop, costliest first, to knock
            pts, k = points[s], 0
            for c in sorted(loose[s], key=knock.points, reverse=True):
                if pts <= knock.limit:
                    break
                pts -= knock.points(c)
                k += 1
            return k
        distance = {s: shed(s) for s in active}
    else:
        distance = {s: len(loose[s]) for s in active}
    low = min(distance.values())
    odds = {s: math.exp(-LEAF_CARD_ODDS * (distance[s] - low)) for s in active}
    total = sum(odds.values())
    result = 0.0
    for w in active:
        if knock is not None:
            own = sorted(loose[w], key=knock.points)
            kept, pts = [], 0  # the knocker keeps its cheapest loose cards within the limit
            for c in own:
                if pts + knock.points(c) <= knock.limit:
                    kept.append(c)
                    pts += knock.points(c)
            hands = [list(loose[s]) if s in loose else [] for s in range(n)]
            hands[w] = kept
            dead = [sum(knock.points(c) for c in h) if st.active[s] else 0 for s, h in enumerate(hands)]
            gin = dead[w] == 0
            undercut = knock.undercut and not gin and any(dead[s] <= dead[w] for s in active if s != w)
            outcome = RoundOutcome(hands=hands, ending="gin" if gin else "knock", seat=w, table=table, by=by,
                                   declared=declared, deadwood=dead, undercut=undercut)
        else:
            hands = [list(loose[s]) if s in loose and s != w else [] for s in range(n)]
            outcome = RoundOutcome(hands=hands, ending="out", seat=w, table=table, by=by, declared=declared)
        outcome.round_no, outcome.dealer = st.round_no, st.dealer
        result += odds[w] / total * utility(game, outcome, seat)
    return result


def horizon_rollout(game: Game, seat: int, players: Sequence[GreedyPlayer], turns: int = HORIZON_TURNS,
                    limit: int = ROLLOUT_ACTIONS) -> float:
    """Play ``game`` on with ``players`` for ``turns`` turns of every active seat after the
    turn in progress, and return the round's result for ``seat``: by the rule set's scoring
    when it ended meanwhile, else its :func:`leaf_value` (the judge's rollouts: a round
    played to its end is won or lost by one player going out, and the paired difference of
    two candidates then carries that luck)."""
    tx = game.turns
    left = turns * sum(1 for a in game.state.active if a)
    last = game.state.turn
    for _ in range(limit):
        if tx.round_outcome is not None:
            return utility(game, tx.round_outcome, seat)
        s = game.state.turn
        if s != last:
            last = s
            left -= 1
            if left < 0:
                break
        try:
            tx.apply(s, players[s].choose(_LiveView(game, s)))  # type: ignore[arg-type]  # (see _LiveView)
        except IllegalAction:
            break
    if tx.round_outcome is not None:
        return utility(game, tx.round_outcome, seat)
    return leaf_value(game, seat, value_of(game.round_rules))


#: Every this many worlds the search drops the candidates that are clearly worse than the
#: first (their mean gain over it below ``PRUNE_ERRORS`` standard errors under zero): the
#: worlds left go to the close calls, and a search whose alternatives are all clearly worse
#: stops there.
PRUNE_EVERY = 16
PRUNE_ERRORS = 2.0


@dataclass
class SearchResult:
    """The action chosen, each candidate's mean result, and for each its mean gain over
    the first candidate with that gain's standard error, over the worlds it was played in
    (a candidate dropped as clearly worse was played in fewer); ``worlds`` is how many
    worlds the search dealt."""

    action: Any
    means: list[float]
    gains: list[float]
    errors: list[float]
    worlds: int


def _compare(rows: list[list[float]], k: int) -> tuple[float, float, float]:
    """Candidate ``k``'s mean, its mean gain over candidate 0 and that gain's standard
    error, over ``rows`` (one row per world)."""
    n = len(rows)
    mean = sum(r[k] for r in rows) / n
    diffs = [r[k] - r[0] for r in rows]
    gain = sum(diffs) / n
    var = sum((d - gain) ** 2 for d in diffs) / (n - 1) if n > 1 else 0.0
    return mean, gain, ((var / n) ** 0.5 if n > 1 else float("inf"))


def search(view: SeatView, memory: Memory, variant: Any, candidates: Sequence[Any], seed: int,
           worlds: int, budget: float, confidence: float = 0.0, *,
           players: Sequence[GreedyPlayer] | None = None,
           play: Callable[[Game, int, Sequence[GreedyPlayer]], float] = rollout,
           strict: bool = False,
           enough: Callable[[list[tuple[int, float, float, float]]], bool] | None = None) -> SearchResult | None:
    """Judge ``candidates`` by ``play`` (:func:`rollout`, with ``players``: by default a
    :class:`RolloutPlayer` per seat) over up to ``worlds`` worlds dealt from ``view``,
    stopping at ``budget`` seconds with the worlds finished so far (the candidates still
    in play are judged on the same worlds; the first world is always finished, unless
    ``strict``), and dropping the clearly worse ones as it goes (:data:`PRUNE_EVERY`);
    ``enough``, given then (candidate, mean, gain over the first, its standard error) of each
    candidate still in play, may stop it there (the game review stops once its verdict is
    settled).
    The first candidate is the default: another is chosen only when its mean gain over the
    first exceeds ``confidence`` standard errors (a sample of a few dozen worlds is noisy;
    the default should not be thrown away on noise). None when no world can be dealt from
    the view, or (``strict``) none was finished within the budget."""
    deadline = time.perf_counter() + budget
    if players is None:
        value = value_of(view.rules)
        players = [RolloutPlayer(s, value) for s in range(view.players)]
    count = len(candidates)
    alive = list(range(count))
    rows: list[list[float]] = []  # per world, every candidate's result (nan: not played)
    stats: dict[int, tuple[float, float, float]] = {}  # a dropped candidate's figures
    me = view.seat
    assert me is not None  # a player's view, not a spectator's
    for i in range(worlds):
        world = deal_world(view, memory, variant, Pcg32(derive_seed(seed, i)))
        if world is None:
            return None
        results = [float("nan")] * count
        done = 0
        for k in alive:
            # each candidate in its own copy of the world, as dealt
            game = Game.from_state(world.variant, world.rules, world.state.copy(), world.seed)
            done += 1
            try:
                game.turns.apply(me, candidates[k])
            except IllegalAction:
                results[k] = -1e9
                continue
            results[k] = play(game, me, players)
            if time.perf_counter() > deadline and (rows or strict):
                break
        if done < len(alive):
            break  # out of time in the middle of a world: keep the whole worlds only
        rows.append(results)
        if time.perf_counter() > deadline:
            break
        if len(rows) % PRUNE_EVERY == 0 and len(alive) > 1:
            for k in alive[1:]:
                mean, gain, error = _compare(rows, k)
                if gain + PRUNE_ERRORS * error < 0:
                    stats[k] = (mean, gain, error)
            alive = [k for k in alive if k not in stats]
            if len(alive) == 1:
                break
            if enough is not None and enough([(k, *_compare(rows, k)) for k in alive]):
                break
    if not rows:
        return None
    for k in alive:
        stats[k] = _compare(rows, k)
    means = [stats[k][0] for k in range(count)]
    gains = [stats[k][1] for k in range(count)]
    errors = [stats[k][2] for k in range(count)]
    best = max(alive, key=lambda k: (means[k], -k))
    if best and not gains[best] > confidence * errors[best]:
        best = 0
    return SearchResult(candidates[best], means, gains, errors, len(rows))
