"""The discard offered out of turn (a rule set with a ``buy``): while the engine asks this
seat, the table shows a Buy button beside Pass (the primary button), with the card, the
penalty cards and the buys left in words. Buy (the button, the key B, or a click or Enter
on the discard pile) takes the card with its penalty cards; Pass (the button, the key D)
lets it go round. Nothing here names a rule set: the offer, its price and its limit come
from the seat's view and the rules.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QObject, Qt
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QPushButton

from rummy_desktop.core.actions import Buy, Pass

from .reasons import card_text

if TYPE_CHECKING:
    from .draw_discard import DrawDiscardFlow


def offered(view: Any) -> bool:
    """The discard is offered to this seat now."""
    return view.phase == "buy" and "buy" in view.open_actions


class BuyOffer(QObject):
    """The Buy button and what goes with it, for one seat's controller (a part of the
    draw-and-discard turn: the widget puts its button in its bar)."""

    def __init__(self, flow: DrawDiscardFlow) -> None:
        super().__init__(flow)
        self.flow = flow
        table = flow.table
        self.button = QPushButton(table)
        self.button.setAutoDefault(False)
        self.button.setFocusPolicy(Qt.TabFocus)
        self.button.clicked.connect(self.buy)
        self.button.setVisible(False)
        self.shortcut = QShortcut(QKeySequence("B"), table, self.buy)
        self.shortcut.setContext(Qt.WidgetWithChildrenShortcut)
        self.retranslate()

    def retranslate(self) -> None:
        self.button.setText(self.tr("Buy"))
        self.button.setAccessibleName(self.tr("Buy the discard"))

    def _view(self) -> Any:
        return self.flow.view

    def update(self) -> None:
        """Shown while the discard is offered to this seat, with its price in the tooltip."""
        view = self._view()
        shown = offered(view) and self.flow.my_turn()
        self.button.setVisible(shown)
        self.button.setEnabled(shown)
        if shown:
            self.button.setToolTip(self.price(view) + " (B)")

    def price(self, view: Any) -> str:
        """What buying costs, in words."""
        buy = view.rules.buy
        top = view.discard[-1] if view.discard else None
        left = buy.limit - view.buys[view.seat]
        return self.tr("Take {card} with %n penalty card(s) from the stock", "", buy.penalty).format(
            card=card_text(top) if top is not None else "") + " · " + \
            self.tr("%n buy(s) left this round", "", left)

    def prompt(self, view: Any) -> str:
        """The status line while the discard is offered to this seat."""
        who = self.flow.seat_name(view.in_turn) if view.in_turn is not None else ""
        top = view.discard[-1] if view.discard else None
        return self.tr("{who} drew from the stock: buy {card} out of turn (Buy, or click the pile) or let it "
                       "go (Pass)? {price}.").format(who=who, card=card_text(top) if top is not None else "",
                                                     price=self.price(view))

    def buy(self) -> None:
        flow = self.flow
        if not offered(self._view()) or not flow.my_turn() or flow.busy():
            return
        flow.submit(Buy())

    def pile_clicked(self) -> bool:
        """A click (or Enter) on the discard pile while it is offered: a buy, or the pass
        Show me offers there. False when it is not offered to this seat (the pile does what
        it always does)."""
        flow = self.flow
        if not offered(self._view()) or not flow.my_turn():
            return False
        if flow.hinting.offers_pass():  # Show me's step: Enter lets the card go
            if not flow.busy():
                flow.submit(Pass())
            return True
        self.buy()
        return True

    @staticmethod
    def hint_text(action: Any, view: Any) -> str | None:
        """A hint's text for the offer (Buy or Pass), or None when the hint is no answer to it."""
        if not offered(view):
            return None
        top = view.discard[-1] if view.discard else None
        card = card_text(top) if top is not None else ""
        if isinstance(action, Buy):
            return QCoreApplication.translate("BuyOffer", "Hint: buy {card}: it helps your hand.").format(card=card)
        return QCoreApplication.translate("BuyOffer", "Hint: pass: {card} is not worth a penalty card to you.").format(
            card=card)
