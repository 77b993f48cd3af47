"""A seat's view of the moves, in words: the status line's sentences for the events of a
move ("You drew 7♥", "Computer 2 melded…"). The player's own moves have sentences of
their own, as the verb agrees with its subject in other languages."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject

from .reasons import card_text

if TYPE_CHECKING:
    from .flow import SeatFlow


class EventWords(QObject):
    """The events of one seat's game in words (see the module docstring)."""

    def __init__(self, flow: SeatFlow) -> None:
        super().__init__(flow)
        self.flow = flow

    def events(self, events: list) -> str:
        parts: list[str] = []
        for ev in events:
            text = self.event(ev)
            if text:
                parts.append(text)
        return " · ".join(parts)

    def event(self, ev) -> str:
        """One event in words. The player's own moves have sentences of their own ("You
        drew"), as the verb agrees with its subject in other languages."""
        s = ev.seat
        me = s is not None and s == self.flow.seat
        who = self.flow.seat_name(s) if s is not None else ""
        d = ev.data
        k = ev.kind
        if k == "drew":
            cards = (ev.private or {}).get("cards") if me else None
            n = int(d.get("count", 1))
            last = self.flow.log.entries[-1] if self.flow.log.entries else None
            if last is not None and last.kind == "drew" and last.seat == s and last.count > n:
                # draws in a row make one line of the move log: the status line says the same
                n, cards = last.count, (list(last.cards) or None) if me else None
            if cards:
                return self.tr("You drew {cards}").format(cards=" ".join(card_text(c) for c in cards))
            if n > 1:
                return self.tr("You drew %n card(s)", "", n) if me else \
                    self.tr("{who} drew %n card(s)", "", n).format(who=who)
            return self.tr("You drew a card") if me else self.tr("{who} drew a card").format(who=who)
        if k == "took_discard":
            card = card_text(d["card"])
            if d.get("bought"):
                return self.tr("You bought {card}").format(card=card) if me else \
                    self.tr("{who} bought {card}").format(who=who, card=card)
            return self.tr("You took {card} from the pile").format(card=card) if me else \
                self.tr("{who} took {card} from the pile").format(who=who, card=card)
        if k == "dug":
            card = card_text(d["card"])
            return self.tr("You dug {card} from the pile").format(card=card) if me else \
                self.tr("{who} dug {card} from the pile").format(who=who, card=card)
        if k == "melded":
            cards = " ".join(card_text(c, d.get("declared", {}).get(c)) for c in d["cards"])
            return self.tr("You melded {cards}").format(cards=cards) if me else \
                self.tr("{who} melded {cards}").format(who=who, cards=cards)
        if k == "laid_off":
            card = card_text(d["card"], d.get("declared"))
            return self.tr("You laid off {card}").format(card=card) if me else \
                self.tr("{who} laid off {card}").format(who=who, card=card)
        if k == "swapped_joker":
            card = card_text(d["card"])
            return self.tr("You swapped {card} for a joker").format(card=card) if me else \
                self.tr("{who} swapped {card} for a joker").format(who=who, card=card)
        if k == "discarded":
            card = card_text(d["card"])
            return self.tr("You discarded {card}").format(card=card) if me else \
                self.tr("{who} discarded {card}").format(who=who, card=card)
        if k == "committed":
            placed = list(d.get("placed", []))
            n = len(placed)
            text = self.tr("You played %n card(s)", "", n) if me else \
                self.tr("{who} played %n card(s)", "", n).format(who=who)
            if not placed:
                return text
            declared = d.get("declared") or {}
            table = d.get("table") or [placed]
            ordered = [c for g in table for c in g if c in set(placed)]  # as the table shows them
            names = " ".join(card_text(c, declared.get(c)) for c in ordered or placed)
            return self.tr("{played}: {cards}").format(played=text, cards=names)
        if k == "passed":
            view = self.flow.view  # still the view before the events
            if view is not None and view.phase == "buy" and view.discard:  # a buy declined: the card named
                card = card_text(view.discard[-1])
                return self.tr("You let {card} go").format(card=card) if me else \
                    self.tr("{who} let {card} go").format(who=who, card=card)
            return self.tr("You passed") if me else self.tr("{who} passed").format(who=who)
        if k == "withdrew":
            n = int(d.get("count", 0))
            return self.tr("You withdrew and drew %n card(s)", "", n) if me else \
                self.tr("{who} withdrew and drew %n card(s)", "", n).format(who=who)
        if k == "knocked":
            return self.tr("You knocked") if me else self.tr("{who} knocked").format(who=who)
        if k == "final_turns":
            return self.tr("The stock is empty: one more turn each")
        if k == "stock_rebuilt":
            return self.tr("The discard pile was shuffled into a new stock")
        if k == "round_ended":
            return self.tr("Round {n} is over").format(n=d.get("round", ""))
        if k == "round_started":
            first = d.get("first", 0)
            if first == self.flow.seat:
                return self.tr("Round {n}: you play first").format(n=d.get("round", ""))
            return self.tr("Round {n}: {who} plays first").format(n=d.get("round", ""), who=self.flow.seat_name(first))
        if k == "game_ended":
            return self.tr("The game is over")
        return ""
