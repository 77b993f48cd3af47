"""One hand of Gin Rummy played in two engines at once: ours and OpenSpiel's.

:func:`play_hand` deals a hand of our Gin Rummy plugin (``gin-rummy``) from a seed, deals
the same cards in OpenSpiel's ``gin_rummy`` (its deal is a run of chance actions: the first
player's ten cards, the second's, the upcard), and plays it to its end with one of our
computer players in one seat and OpenSpiel's ``SimpleGinRummyBot`` in the other. Every
action goes to both engines, translated; every card drawn from our stock is fed to
OpenSpiel as its chance outcome (so the stock order is ours), and after every action the two
states must agree (:meth:`Bridge.check_agreement`: the hands, the upcard, the pile, the stock's
size, who is to play). A disagreement the rules explain is counted under its reason
(:data:`KNOWN`); any other raises :class:`Disagreement`. The hand is scored by OUR rules.

The bot plays through OpenSpiel's own state (its observation); our rules change one thing
about it: it may not throw back the upcard it took (:meth:`Bridge.bot_action`).
The knock's layout (the knocker's melds, the other hand's lay-offs and melds) is not a
choice under our rules: our engine lays both hands out at their best, and the same layout
is played into OpenSpiel (the bot on its own never lays off).

The program never imports this; pyspiel is imported only by the functions that need it, so
the suite tests the pure helpers (card numbers, meld splits) without it.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

#: Our suits are clubs, diamonds, hearts, spades (0..3); OpenSpiel's are spades, clubs,
#: diamonds, hearts. A card is ``suit * 13 + rank`` (rank 0 the ace) in both.
_TO_OS_SUIT = (1, 2, 3, 0)
_FROM_OS_SUIT = (3, 0, 1, 2)

#: The disagreements the rules explain (see the docstring of peer_openspiel.py). The hand
#: is scored by our engine; after a refused knock or the upcard limit OpenSpiel stops
#: following it, after a refused lay-off OpenSpiel's own best layout is played instead.
KNOWN = {
    "os_knock_count": "OpenSpiel counts an 11-card hand's deadwood from its best melds less the "
                      "highest loose card, not the best of the 11 discards: it refused a knock ours allows",
    "os_layoff_depth": "OpenSpiel lets a run grow by lay-offs only one card past each of its ends",
    "os_upcard_limit": "OpenSpiel ends a hand after 50 upcard draws",
}


class Disagreement(AssertionError):
    """The two engines disagree where the rules say they should not."""


def to_os(card: int) -> int:
    """Our card id (one deck) -> OpenSpiel's card number."""
    f = card % 52
    return _TO_OS_SUIT[f // 13] * 13 + f % 13


def from_os(card: int) -> int:
    """OpenSpiel's card number -> our card id."""
    return _FROM_OS_SUIT[card // 13] * 13 + card % 13


def split_meld(cards: list[int]) -> list[list[int]]:
    """A meld of ours in OpenSpiel's pieces (as our card ids): OpenSpiel's melds are sets
    of 3 or 4 and runs of 3 to 5, so a longer run is laid as two or more runs, as even as
    they come (6 = 3 + 3, 7 = 4 + 3, 11 = 4 + 4 + 3)."""
    if len(cards) <= 5:
        return [list(cards)]
    run = sorted(cards, key=lambda c: c % 13)
    pieces = -(-len(run) // 5)
    out = []
    start = 0
    for i in range(pieces):
        size = len(run) // pieces + (1 if i < len(run) % pieces else 0)
        out.append(run[start:start + size])
        start += size
    return out


@dataclass
class HandResult:
    """One hand: how it ended, who scored what (our rules), and the knock's figures."""

    seed: int
    level_seat: int  # our seat of the level (the bot holds the other)
    level_first: bool  # the level played first (the dealer's opponent)
    ending: str  # "knock", "gin", "stock" (a void hand at the stock's floor)
    knocker: str | None  # "level", "bot" or None
    undercut: bool
    deadwood: dict[str, int]  # each side's deadwood at the end (after lay-offs)
    knock_deadwood: int | None  # the knocker's deadwood when it knocked
    net: int  # the level's round score less the bot's
    turns: int  # discards in the hand
    stock_at_end: int
    declined: list[tuple[int, int]] = field(default_factory=list)  # the level's turns with a knock it did not take: (deadwood, stock)
    bot_first_knock_turn: int | None = None  # the first discard where the bot could knock
    level_first_knock_turn: int | None = None  # ... and the level
    wall: dict[str, bool] = field(default_factory=dict)  # who could have knocked at OpenSpiel's wall
    adapted: dict[str, int] = field(default_factory=dict)  # the bot's actions our rules changed, by kind
    known: list[str] = field(default_factory=list)  # known disagreements met (KNOWN)
    os_returns: tuple[float, float] | None = None  # OpenSpiel's score of the hand (level, bot), when it followed
    actions: int = 0  # actions checked in both engines


def _os():
    import pyspiel

    return pyspiel


class Bridge:
    """Our game and OpenSpiel's state of one hand, and the seat of each OpenSpiel player."""

    def __init__(self, catalog: Any, seed: int) -> None:
        pyspiel = _os()
        self.pyspiel = pyspiel
        self.gr = pyspiel.gin_rummy
        self.game = catalog.new_game("gin-rummy", {}, 2, seed)
        st = self.game.state
        first = (st.dealer + 1) % 2
        #: OpenSpiel's player 0 plays first (the dealer's opponent), player 1 is the dealer
        self.seat_of = (first, st.dealer)
        self.player_of = {first: 0, st.dealer: 1}
        self.os_game = pyspiel.load_game("gin_rummy")
        self.params = self.os_game.get_parameters()
        self.utils = self.gr.GinRummyUtils(13, 4, 10)
        s = self.os_game.new_initial_state()
        for c in list(st.hands[first]) + list(st.hands[st.dealer]) + [st.discard[-1]]:
            self._chance(s, c)
        self.os = s
        self.following = True  # OpenSpiel still follows the hand (see KNOWN)
        self.actions = 0

    # -- applying ------------------------------------------------------------------

    def _chance(self, s: Any, card: int) -> None:
        if not s.is_chance_node():
            raise Disagreement(f"OpenSpiel expects a move, not the chance card {card}")
        c = to_os(card)
        if c not in {a for a, _ in s.chance_outcomes()}:
            raise Disagreement(f"card {card} is not left in OpenSpiel's deck")
        s.apply_action(c)

    def os_apply(self, action: int) -> None:
        """Play ``action`` in OpenSpiel, refused (Disagreement) when it is not legal there."""
        if action not in self.os.legal_actions():
            raise Disagreement(f"OpenSpiel refuses {self.os.action_to_string(self.os.current_player(), action)} "
                               f"(legal: {self.os.legal_actions()})\n{self.os}")
        self.os.apply_action(action)

    def os_meld(self, cards: list[int]) -> None:
        for piece in split_meld(cards):
            self.os_apply(self.gr.MELD_ACTION_BASE + self.utils.meld_to_int([to_os(c) for c in piece]))

    # -- checking ------------------------------------------------------------------

    def check_agreement(self) -> None:
        """The two states agree: hands, pile, upcard, stock, the player to act, the phase."""
        st = self.game.state
        s = self.os
        Phase = self.gr.Phase
        for p in (0, 1):
            ours = sorted(to_os(c) for c in st.hands[self.seat_of[p]])
            if ours != sorted(s.hands()[p]):
                raise Disagreement(f"player {p}'s hand: ours {ours}, OpenSpiel's {sorted(s.hands()[p])}\n{s}")
        if len(st.stock) != s.stock_size():
            raise Disagreement(f"stock: ours {len(st.stock)}, OpenSpiel's {s.stock_size()}")
        up = s.upcard()
        pile = sorted(to_os(c) for c in st.discard)
        theirs = sorted(list(s.discard_pile()) + ([up] if up is not None else []))
        if pile != theirs:
            raise Disagreement(f"pile: ours {pile}, OpenSpiel's {theirs}")
        phase = s.current_phase()
        if phase in (Phase.FIRST_UPCARD, Phase.DRAW):
            if st.phase != "draw" or up != to_os(st.discard[-1]):
                raise Disagreement(f"the upcard: ours {st.discard[-1]} ({st.phase}), OpenSpiel's {up} ({phase})")
        elif phase == Phase.DISCARD:
            if st.phase != "meld" or up is not None:
                raise Disagreement(f"phase: ours {st.phase}, OpenSpiel's {phase} (upcard {up})")
        else:
            raise Disagreement(f"OpenSpiel in phase {phase} while ours plays on ({st.phase})")
        if self.seat_of[s.current_player()] != st.turn:
            raise Disagreement(f"to play: ours seat {st.turn}, OpenSpiel's player {s.current_player()}")
        if (phase == Phase.FIRST_UPCARD) != (st.offer is not None):
            # OpenSpiel stays in FIRST_UPCARD after both passed, with a stock draw alone
            raise Disagreement(f"the first upcard's offer: ours {st.offer}, OpenSpiel's phase {phase}")

    # -- the bot -------------------------------------------------------------------

    def _bot(self, p: int) -> Any:
        """A new SimpleGinRummyBot for OpenSpiel's player ``p``: between knocks it keeps
        nothing from one decision to the next (it reads the state's observation), so a new
        one decides as the same bot would."""
        return self.pyspiel.make_simple_gin_rummy_bot(self.params, p)

    def _bot_discard(self, s: Any, p: int) -> tuple[str, int]:
        """The bot's discard in ``s`` (OpenSpiel's discard phase): ("knock", card) or
        ("discard", card), in OpenSpiel's card numbers."""
        bot = self._bot(p)
        a = bot.step(s)
        if a != self.gr.KNOCK_ACTION:
            return "discard", a
        look = s.clone()
        look.apply_action(a)
        return "knock", bot.step(look)

    def _knock_without(self, hand: list[int], restricted: int) -> int | None:
        """The discard (our card id) of the best knock of ``hand`` that keeps
        ``restricted``, or None when no knock keeps it."""
        from rummy_desktop.core.deadwood import best_knock

        rules = self.game.round_rules
        card, arrangement = best_knock(hand, rules.meld, rules.knock.points, restricted)
        return card if arrangement.points <= rules.knock.limit else None

    def bot_action(self, p: int, adapted: dict[str, int]) -> tuple[Any, list[int]]:
        """The bot's action for OpenSpiel's player ``p``: our action and OpenSpiel's.

        Our rules forbid throwing back the card taken from the pile in the same turn;
        OpenSpiel allows it, and the bot takes the upcard whenever it makes a knock
        possible, even one that throws it back. So, looking ahead at the bot's own discard:
        when it would throw the upcard back, it knocks with the best other discard
        (``knock_other_discard``) or, when there is none, does not take the upcard
        (``upcard_not_taken``): it draws from the stock, or passes the first upcard."""
        from rummy_desktop.core.actions import Discard, Draw, Knock, Pass, TakeDiscard

        gr = self.gr
        s = self.os
        phase = s.current_phase()
        if phase in (gr.Phase.FIRST_UPCARD, gr.Phase.DRAW):
            a = self._bot(p).step(s)
            if a == gr.DRAW_UPCARD_ACTION:
                look = s.clone()
                look.apply_action(a)
                kind, card = self._bot_discard(look, p)
                up = s.upcard()
                hand = [from_os(c) for c in look.hands()[p]]
                if card == up and (kind != "knock" or self._knock_without(hand, from_os(up)) is None):
                    adapted["upcard_not_taken"] = adapted.get("upcard_not_taken", 0) + 1
                    a = gr.PASS_ACTION if gr.PASS_ACTION in s.legal_actions() else gr.DRAW_STOCK_ACTION
            ours = {gr.DRAW_UPCARD_ACTION: TakeDiscard(), gr.DRAW_STOCK_ACTION: Draw(), gr.PASS_ACTION: Pass()}[a]
            return ours, [a]
        if phase != gr.Phase.DISCARD:
            raise Disagreement(f"the bot asked to play in OpenSpiel's phase {phase}")
        kind, card = self._bot_discard(s, p)
        restricted = self.game.state.restricted
        if restricted is not None and from_os(card) == restricted:
            alt = self._knock_without([from_os(c) for c in s.hands()[p]], restricted) if kind == "knock" else None
            if alt is None:
                raise Disagreement("the bot throws back the upcard it took (the look-ahead should have stopped it)")
            adapted["knock_other_discard"] = adapted.get("knock_other_discard", 0) + 1
            card = to_os(alt)
        if kind == "knock":
            return Knock(card=from_os(card)), [gr.KNOCK_ACTION, card]
        return Discard(card=from_os(card)), [card]

    # -- our player's actions in OpenSpiel ---------------------------------------------

    def os_actions(self, action: Any) -> list[int]:
        """Our action as OpenSpiel's actions (a draw's card follows as a chance outcome)."""
        gr = self.gr
        kind = action.type
        if kind == "take_discard":
            return [gr.DRAW_UPCARD_ACTION]
        if kind == "draw":
            return [gr.DRAW_STOCK_ACTION]
        if kind == "pass":
            return [gr.PASS_ACTION]
        if kind == "discard":
            return [to_os(action.card)]
        if kind == "knock":
            return [gr.KNOCK_ACTION, to_os(action.card)]
        raise Disagreement(f"no OpenSpiel action for {action!r}")

    # -- the knock's layout ------------------------------------------------------------

    def mirror_knock(self, knocker: int, events: list, gin: bool, known: list[str]) -> None:
        """Lay out in OpenSpiel what our engine laid out after ``knocker``'s knock: its
        melds, then the other hand's lay-offs and melds; each refused move a Disagreement,
        but a lay-off that OpenSpiel cannot make (:data:`KNOWN` ``os_layoff_depth``): the
        card stays in the hand, and the other hand lays OpenSpiel's best melds instead of
        ours (the deadwood may then differ: :func:`_result` says by how much)."""
        gr = self.gr
        for e in events:
            if e.kind == "melded" and e.seat == knocker:
                self.os_meld(list(e.data["cards"]))
        self.os_apply(gr.PASS_ACTION)
        if not gin:
            start = self.os.clone()
            for e in events:
                if e.kind == "laid_off":
                    c = to_os(e.data["card"])
                    if c not in self.os.legal_actions() and self._is_run(e.data["group"], events):
                        known.append("os_layoff_depth")
                        self.os = self._best_defence(start)
                        return
                    self.os_apply(c)
            self.os_apply(gr.PASS_ACTION)
        for e in events:
            if e.kind == "melded" and e.seat != knocker:
                self.os_meld(list(e.data["cards"]))
        self.os_apply(gr.PASS_ACTION)
        if not self.os.is_terminal():
            raise Disagreement(f"OpenSpiel's hand goes on after the layout\n{self.os}")

    def _best_defence(self, s: Any) -> Any:
        """OpenSpiel's best defence from ``s`` (the other hand to lay off, after the
        knocker's layout): every set of lay-offs OpenSpiel allows, then the best melds of
        what is left; the final state with the least deadwood."""
        gr = self.gr
        p = s.current_player()
        best = None
        seen: set[tuple[int, ...]] = set()

        def walk(t: Any) -> None:
            nonlocal best
            key = tuple(sorted(t.hands()[p]))
            if key in seen:
                return
            seen.add(key)
            for a in t.legal_actions():
                if a != gr.PASS_ACTION:
                    u = t.clone()
                    u.apply_action(a)
                    walk(u)
            u = t.clone()
            u.apply_action(gr.PASS_ACTION)
            for meld in self.utils.best_meld_group(list(u.hands()[p])):
                u.apply_action(gr.MELD_ACTION_BASE + self.utils.meld_to_int(list(meld)))
            u.apply_action(gr.PASS_ACTION)
            if best is None or u.deadwood()[p] < best.deadwood()[p]:
                best = u

        walk(s)
        return best

    @staticmethod
    def _is_run(group: int, events: list) -> bool:
        cards = next(e.data["cards"] for e in events if e.kind == "melded" and e.data["group"] == group)
        return len({c % 52 // 13 for c in cards}) == 1


def play_hand(catalog: Any, seed: int, level_seat: int, player: Any) -> HandResult:
    """Play the hand dealt by ``seed`` with ``player`` (one of our computer players) in
    ``level_seat`` and the bot in the other seat, in both engines; score it by our rules."""
    from rummy_desktop.core.actions import Discard, Knock
    from rummy_desktop.core.deadwood import best_knock

    b = Bridge(catalog, seed)
    game = b.game
    gr = b.gr
    bot_seat = 1 - level_seat
    side = {level_seat: "level", bot_seat: "bot"}
    adapted: dict[str, int] = {}
    known: list[str] = []
    declined: list[tuple[int, int]] = []
    first_knock: dict[str, int | None] = {"level": None, "bot": None}
    wall: dict[str, bool] = {}
    turns = 0
    rules = game.round_rules
    while True:
        if b.following:
            b.check_agreement()
        st = game.state
        seat = st.turn
        could = None
        if st.phase == "meld":
            card, arr = best_knock(list(st.hands[seat]), rules.meld, rules.knock.points, st.restricted)
            could = arr.points if arr.points <= rules.knock.limit else None
            if could is not None and first_knock[side[seat]] is None:
                first_knock[side[seat]] = turns
        if seat == level_seat:
            action = player.choose(game.view(seat))
            os_moves = b.os_actions(action) if b.following else []
            if could is not None and isinstance(action, Discard):
                declined.append((could, len(st.stock)))
        else:
            if not b.following:
                raise Disagreement("the bot cannot play once OpenSpiel has stopped following")
            action, os_moves = b.bot_action(b.player_of[seat], adapted)
        stock_before = len(st.stock)
        events = game.apply(seat, action)
        b.actions += 1
        if b.following:
            for i, a in enumerate(os_moves):
                if i == 0 and a == gr.KNOCK_ACTION and a not in b.os.legal_actions():
                    known.append("os_knock_count")
                    b.following = False
                    break
                b.os_apply(a)
            if b.following and action.type == "draw":
                drawn = next(e.private["cards"][0] for e in events if e.kind == "drew")
                b._chance(b.os, drawn)
        if isinstance(action, (Discard, Knock)):
            turns += 1
        end = next((e for e in events if e.kind == "round_ended"), None)
        if end is None:
            if b.following and b.os.is_terminal():  # OpenSpiel's cap on upcard draws: void here too
                known.append("os_upcard_limit")
                return _result(seed, level_seat, b, side, "stock", None, [0, 0], [0, 0], False, None, turns,
                               stock_before, declined, first_knock, wall, adapted, known)
            continue
        ending = end.data["ending"]
        scores = end.data["scores"]
        display = end.data["display"]
        if ending == "stock":
            if b.following:
                s = b.os
                if s.current_phase() != gr.Phase.WALL:
                    raise Disagreement(f"our hand is void at the stock's floor, OpenSpiel's is in {s.current_phase()}")
                wall[side[b.seat_of[s.current_player()]]] = gr.KNOCK_ACTION in s.legal_actions()
                b.os_apply(gr.PASS_ACTION)
            return _result(seed, level_seat, b, side, ending, None, scores, [0, 0], False, None, turns,
                           rules.stock_floor, declined, first_knock, wall, adapted, known)
        knocker = end.seat
        if b.following:
            b.mirror_knock(knocker, events, ending == "gin", known)
        return _result(seed, level_seat, b, side, ending, side[knocker], scores, display, end.data["undercut"],
                       display[knocker], turns, stock_before, declined,
                       first_knock, wall, adapted, known)


def _result(seed, level_seat, b, side, ending, knocker, scores, deadwood, undercut, knock_deadwood, turns, stock,
            declined, first_knock, wall, adapted, known) -> HandResult:
    bot_seat = 1 - level_seat
    os_returns = None
    if b.following:
        s = b.os
        if not s.is_terminal():
            raise Disagreement(f"our hand is over, OpenSpiel's is not\n{s}")
        dw = s.deadwood()
        if ending != "stock":
            for p in (0, 1):
                if dw[p] != deadwood[b.seat_of[p]] and not ("os_layoff_depth" in known and dw[p] > deadwood[b.seat_of[p]]):
                    raise Disagreement(f"deadwood: ours {deadwood}, OpenSpiel's {list(dw)} (player 0 is seat "
                                       f"{b.seat_of[0]})\n{s}")
        r = s.returns()
        os_returns = (r[b.player_of[level_seat]], r[b.player_of[bot_seat]])
    return HandResult(
        seed=seed, level_seat=level_seat, level_first=b.seat_of[0] == level_seat, ending=ending, knocker=knocker,
        undercut=undercut, deadwood={side[s]: deadwood[s] for s in (0, 1)}, knock_deadwood=knock_deadwood,
        net=scores[level_seat] - scores[bot_seat], turns=turns,
        stock_at_end=stock, declined=declined,
        bot_first_knock_turn=first_knock["bot"], level_first_knock_turn=first_knock["level"], wall=wall,
        adapted=adapted, known=known, os_returns=os_returns, actions=b.actions,
    )
