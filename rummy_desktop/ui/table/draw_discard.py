"""The draw-and-discard turn at the table (Rummy, Rummy 500, Gin, Contract Rummy...): draw
from the stock or take from the pile, meld, lay off, swap a joker, discard, knock. Its
parts, each answering only when the engine offers what it is about (the seat's open
actions), never by a rule set's name: the discard offered out of turn
(:class:`~.buy_offer.BuyOffer`) and the round's goal laid whole (:mod:`.round_goal`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from rummy_desktop.core.actions import Discard, Draw, IllegalAction, Knock, LayOff, Meld, Pass, SwapJoker
from rummy_desktop.core.cards import JOKER_BASE
from rummy_desktop.core.deadwood import best_arrangement, best_knock
from rummy_desktop.core.drawdiscard import MeldPosition, accepted

from . import joker_prompt, round_goal
from .buy_offer import BuyOffer
from .cardscene import DISCARD, GROUP, HAND, NEW, TableState, Target
from .flow import Controls, SeatFlow
from .reasons import card_text

if TYPE_CHECKING:
    from rummy_desktop.session.seat_channel import SeatChannel

    from .widget import TableWidget


class DrawDiscardFlow(SeatFlow):
    """A seat of a draw-and-discard game (see the module docstring)."""

    def __init__(self, table: TableWidget, channel: SeatChannel, seat: int, lesson: Any = None,
                 own_channel: bool = False) -> None:
        super().__init__(table, channel, seat, lesson, own_channel)
        self.buy_offer = BuyOffer(self)  # the discard offered out of turn: Buy beside Pass

    def parts(self) -> list[Any]:
        return [self.buy_offer]

    # -- what the widget shows -------------------------------------------------------------

    def controls(self) -> Controls:
        v = self.view
        mine = self.my_turn()
        acts = set(v.open_actions)
        if "pass" in acts and "draw" not in acts:  # the first upcard's offer
            primary = "pass"
        elif "knock" in acts:
            primary = "knock"
        else:
            primary = "draw"
        knock = self.knock_choice()
        if primary == "knock":
            enabled = mine and knock is not None and knock[1] <= v.rules.knock.limit
        else:
            enabled = mine and primary in acts
        self.buy_offer.update()
        return Controls(primary=primary, primary_enabled=bool(enabled),
                        knock_card=knock[0] if primary == "knock" and knock is not None else None,
                        deadwood=self.deadwood(knock))

    def table_state(self, hand: list[int], seats: list) -> TableState:
        v = self.view
        return self.shown_state(hand, seats, [list(g) for g in v.table], list(v.loose), dict(v.declared))

    def new_slot(self) -> str:
        v = self.view
        if self.my_turn() and v.phase == "meld":
            if "meld" in v.open_actions:  # not where melds stay in the hand
                return "meld"
            if round_goal.laid_whole(v):  # the round's goal, all its melds at once
                return "goal"
        return ""

    def knock_choice(self) -> tuple[int, int] | None:
        """In a game with a knock, after drawing: the card Knock discards (the one card
        selected, else the one that leaves the least deadwood) and the deadwood it leaves;
        None otherwise. The engine judges the knock; this only tells whether to offer it."""
        v = self.view
        rules = v.rules
        if rules is None or rules.knock is None or v.phase != "meld" or not self.my_turn():
            return None
        hand = list(v.hand)
        chosen = [c for c in self.table.scene.selection if c in hand]
        if len(chosen) == 1 and chosen[0] != v.restricted:
            rest = [c for c in hand if c != chosen[0]]
            return chosen[0], best_arrangement(rest, rules.meld, rules.knock.points).points
        found = best_knock(hand, rules.meld, rules.knock.points, v.restricted)
        return (found[0], found[1].points) if found is not None else None

    def _prompt_mine(self, v: Any) -> str:
        acts = set(v.open_actions)
        if v.phase == "buy":
            return self.buy_offer.prompt(v)
        if v.phase == "draw":
            if "pass" in acts and "draw" not in acts:
                return self.tr("Your turn: take the card turned up (click the discard pile), or press Pass.")
            if "dig" in acts and "draw" in acts:
                return self.tr("Your turn: click the stock, or a card of the pile to take it (and those above it).")
            if "draw" in acts and "take_discard" in acts:
                return self.tr("Your turn: click the stock or the discard pile to draw.")
            if "draw" in acts:
                return self.tr("Your turn: click the stock to draw.")
            return self.tr("Your turn: the stock is empty, click the discard pile to take its card.")
        if v.obligation is not None:
            return self.tr("Meld {card}, which you dug, now: drag it to the table with cards of your hand.").format(
                card=card_text(v.obligation))
        if round_goal.laid_whole(v):
            return round_goal.prompt(v)
        if "meld" not in acts and "knock" in acts:
            return self.tr("Drop a card on the pile to discard it, or select it and press Knock.")
        if v.table:
            return self.tr("Drag cards to the table to meld or lay off; drop one on the pile to discard.")
        return self.tr("Drag cards to the table to meld; drop one on the pile to discard.")

    # -- the hint's words ------------------------------------------------------------------

    def no_play_text(self) -> str:
        if self.view.phase == "draw":
            return self.tr("No play found: draw a card.")
        return self.tr("No meld or lay-off found: discard a card.")

    def draw_hint_text(self) -> str:
        return self.tr("Hint: draw a card from the stock.")

    def pass_hint_text(self) -> str:
        return self.tr("Hint: pass: the card turned up does not help your hand.")

    def offer_pass(self, view: Any) -> tuple[tuple, str, str]:
        top = view.discard[-1] if view.discard else None
        if view.phase == "buy":  # the discard offered out of turn
            return (DISCARD, top), "", self.tr("Show me: press Enter, or click Pass, to let {card} go.").format(
                card=card_text(top) if top is not None else "")
        return (DISCARD, top), "", self.tr("Show me: click Pass to let the card turned up go.")  # the first upcard

    # -- the player's gestures -------------------------------------------------------------

    def press_primary(self) -> None:
        controls = self.table.controls
        if not self.my_turn() or self.busy() or not controls.primary_enabled:
            return
        if controls.primary == "knock":  # discard the card chosen and knock
            choice = self.knock_choice()
            if choice is not None:
                self.submit(Knock(card=choice[0]))
            return
        self.submit(Pass() if controls.primary == "pass" else Draw())

    def stock_clicked(self) -> None:
        if not self.my_turn() or self.busy():
            return
        self.submit(Draw())

    def pile_clicked(self, card: int, selected: list[int]) -> None:
        if self.my_turn() and self.buy_offer.pile_clicked():  # the discard offered out of turn
            return
        super().pile_clicked(card, selected)

    def _drop_here(self, cards: list[int], target: Target) -> bool:
        v = self.view
        hand = set(v.hand)
        if len(cards) == 1 and cards[0] >= JOKER_BASE and cards[0] in v.declared:
            return self._take_joker(cards[0], target)
        if not all(c in hand for c in cards):
            self.table.show_refusal("table_to_hand", {"card": cards[0]})
            return False
        if v.phase == "draw":
            self.table.show_refusal("must_draw_first")
            return False
        if target.kind == DISCARD:
            if len(cards) != 1:
                self.table.show_status(self.tr("Discard one card at a time."))
                return False
            return self.submit(Discard(card=cards[0]))
        if target.kind == NEW and round_goal.laid_whole(v):  # the round's goal: all its melds at once
            return round_goal.lay(self, cards)
        if target.kind == NEW:
            ordered = sorted(cards, key=self.table.sort_key("suit"))
            return self.submit_with_jokers(lambda j: Meld(cards=tuple(ordered), jokers=dict(j)))
        if target.kind == GROUP:
            return self._lay_off_all(cards, target.index or 0)
        self.table.show_refusal("drop_nowhere")
        return False

    def _lay_off_all(self, cards: list[int], group: int) -> bool:
        """Lay ``cards`` off on ``group`` (in whatever order they fit). A natural card that
        a joker of the group stands for may take the joker's place instead (Rummy with
        jokers): when both are legal the player chooses."""
        left = list(cards)
        done_any = False
        last: IllegalAction | None = None
        while left:
            progress = False
            for c in list(left):
                if not self.my_turn() or self.view.phase != "meld":
                    return done_any
                try:
                    swap = self._swap_instead(c, group)
                    if swap is None:
                        self.table.show_status(self.tr("Cancelled."))
                        return done_any
                    if swap:
                        ok = self.apply_asking(lambda j, c=c: SwapJoker(card=c, group=group))
                    else:
                        ok = self.apply_asking(lambda j, c=c: LayOff(card=c, group=group, joker_as=j.get(c)))
                except IllegalAction as e:
                    last = e
                    continue
                if not ok:
                    return done_any
                left.remove(c)
                done_any = progress = True
            if not progress:
                if last is not None:
                    self.table.show_refusal(last.code, last.params)
                return done_any
        return done_any

    def _swap_instead(self, card: int, group: int) -> bool | None:
        """Should ``card`` dropped on ``group`` take the place of a joker there rather than
        be laid off? Judged by the engine's own checks; the player is asked when both are
        legal (None: they cancelled)."""
        pos = MeldPosition.of_view(self.view)
        if not accepted(pos, SwapJoker(card=card, group=group)):
            return False
        if not accepted(pos, LayOff(card=card, group=group)):
            return True
        if self.hinting.answers.get("swap") is not None:  # Show me makes the hint's choice
            return self.hinting.answers["swap"]
        choice = joker_prompt.ask_swap_or_lay_off(self.table, card)
        return None if choice is None else choice == "swap"

    def _take_joker(self, joker: int, target: Target) -> bool:
        """A table joker dragged out of its meld: the swap where the rules allow it (the card
        it stands for, from the hand, takes its place), else the reason it stays."""
        v = self.view
        face = v.declared[joker]
        group = next((i for i, g in enumerate(v.table) if joker in g), None)
        if v.rules is None or v.rules.joker_policy != "swap" or group is None:
            self.table.show_refusal("swap_not_allowed")
            return False
        if v.phase != "meld":
            self.table.show_refusal("must_draw_first")
            return False
        real = [c for c in v.hand if c < JOKER_BASE and c % 52 == face]
        if not real:
            self.table.show_refusal("joker_swap_needs_card", {"face": face})
            return False
        if target.kind != HAND:
            self.table.show_refusal("joker_swap_to_hand", {"face": face})
            return False
        return self.submit_with_jokers(lambda j: SwapJoker(card=real[0], group=group))
