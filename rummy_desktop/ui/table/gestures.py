"""The player's gestures on the card scene, as the seat's controller understands them: the
scene's controller (:class:`~.scene.TableScene` asks it on a click, a drag and drop and
the keys, see :class:`~.cardscene.SceneController`). Selecting, picking up with the
keyboard and saying what the focus is on are the table's; what a gesture plays is the
seat's controller's (:class:`~.flow.SeatFlow`: a drop, the stock, the pile).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject

from rummy_desktop.core.actions import Dig, TakeDiscard

from .cardscene import DISCARD, GROUP, HAND, LOOSE, NEW, STOCK, Target
from .reasons import card_text

if TYPE_CHECKING:
    from .widget import TableWidget


class Gestures(QObject):
    """The scene's controller for one table (see the module docstring)."""

    def __init__(self, table: TableWidget) -> None:
        super().__init__(table)
        self.table = table

    @property
    def flow(self):
        return self.table.flow

    @property
    def scene(self):
        return self.table.scene

    # -- the mouse ---------------------------------------------------------------------------

    def drop(self, cards: list[int], target: Target) -> bool:
        return self.flow.drop(cards, target)

    def draggable(self, card: int) -> bool:
        return self.flow.draggable(card)

    def click(self, card: int, zone: Target | None) -> None:
        flow = self.flow
        if zone is None:
            return
        if zone.kind != HAND and flow.busy() and not (flow.selects_on_table() and zone.kind in (GROUP, LOOSE)):
            return
        if zone.kind == HAND:
            self.toggle(card)
        elif zone.kind in (GROUP, LOOSE):
            if flow.selects_on_table():
                self.toggle(card)
            elif zone.kind == GROUP and self.scene.selection and flow.my_turn():
                flow.drop(self.selected_in_order(), Target(GROUP, zone.index))
        elif zone.kind == DISCARD:
            flow.pile_clicked(card, self.selected_in_order())

    def toggle(self, card: int) -> None:
        """Select ``card``, or unselect it, and say what is selected."""
        sel = set(self.scene.selection)
        sel ^= {card}
        self.scene.set_selection(sel)
        sel = self.selected_in_order()
        view = self.flow.view
        if view.rules is not None and view.rules.knock is not None:
            self.table.update_buttons()  # Knock discards the card selected
        if sel:
            self.table.show_status(self.tr("Selected: {cards}").format(cards=" ".join(card_text(c) for c in sel)))

    def selected_in_order(self) -> list[int]:
        st = self.scene.state
        order = list(st.hand) + [c for g in st.groups for c in g] + list(st.loose)
        return [c for c in order if c in self.scene.selection]

    def stock_clicked(self) -> None:
        self.flow.stock_clicked()

    def pile_dropped(self, kind: str, card: int | None, target: Target | None) -> bool:
        """A card dragged from the stock (``card`` None) or the discard pile: dropped on the
        hand it is drawn, taken or dug out (with the cards above it), as a click on it
        does; the engine says why when that is not possible now."""
        flow = self.flow
        if target is None or target.kind != HAND:
            self.table.show_refusal("pile_to_hand")
            return False
        if not flow.my_turn():
            self.table.show_refusal("not_my_turn_drop")
            return False
        view = flow.view
        if kind == STOCK:
            flow.stock_clicked()
        else:
            top = view.discard[-1] if view.discard else None
            flow.submit(TakeDiscard() if card == top else Dig(card=card))
        return flow.view is not view  # played: the table is laid out anew, the cards fly in

    def target_clicked(self, target: Target | None) -> None:
        """A click on an empty place: the new-group slot, a group's frame, the pile."""
        if target is None or self.flow.busy():
            return
        sel = self.selected_in_order()
        if target.kind in (NEW, GROUP, LOOSE) and sel:
            self.flow.drop(sel, target)
        elif target.kind == STOCK:
            self.flow.stock_clicked()

    # -- the keyboard ------------------------------------------------------------------------

    def describe_slot(self, slot: tuple) -> str:
        """The focused place in words (for a screen reader: the view's description)."""
        st = self.scene.state
        kind = slot[0]
        card = slot[-1] if isinstance(slot[-1], int) else None
        sel = card is not None and card in self.scene.selection
        name = card_text(card, st.declared.get(card)) if card is not None else ""
        if sel:
            name = self.tr("{card}, selected").format(card=name)
        if card is not None and card in st.fresh:
            name = self.tr("{card}, just drawn").format(card=name)
        elif card is not None and card in st.marked:
            name = self.tr("{card}, played since your last move").format(card=name)
        if kind == HAND:
            text = self.tr("Your hand: {card}").format(card=name) if card is not None else self.tr("Your hand (empty)")
        elif kind == STOCK:
            text = self.tr("Stock: %n card(s)", "", self.flow.view.stock_count)
        elif kind == DISCARD:
            text = self.tr("Discard pile: {card}").format(card=name) if card is not None else self.tr("Discard pile (empty)")
        elif kind == LOOSE:
            text = self.tr("Loose card: {card}").format(card=name)
        elif kind == GROUP:
            text = self.tr("Group {n}: {card}").format(n=slot[1] + 1, card=name)
            why = st.problems.get(slot[1])
            if why:
                text = self.tr("{place}, not valid: {why}").format(place=text, why=why)
        else:
            text = st.new_label
        self.table.view_widget.setAccessibleDescription(text)
        return text

    def key_select(self, slot: tuple) -> None:
        card = slot[-1]
        if not isinstance(card, int):
            return
        kind = slot[0]
        if kind == HAND or (kind in (GROUP, LOOSE) and self.flow.selects_on_table()):
            self.toggle(card)

    def key_activate(self, slot: tuple) -> None:
        table, flow = self.table, self.flow
        if flow.hinting.between_steps():  # Enter again as Show me's next step comes
            return
        kind = slot[0]
        card = slot[-1] if isinstance(slot[-1], int) else None
        if table.held:
            cards, table.held = table.held, []
            target = self.scene.focus.slot_target(slot)
            if target is not None and flow.drop(cards, target):
                return
            self.scene.relayout(animate=False)
            return
        if kind == STOCK:
            flow.stock_clicked()
            return
        if kind == DISCARD and card is not None and not self.scene.selection:
            flow.pile_clicked(card, self.selected_in_order())
            return
        sel = self.selected_in_order()
        if not sel and card is not None and flow.draggable(card):
            sel = [card]
        if not sel:
            table.show_refusal("nothing_selected")
            return
        if kind == DISCARD:
            flow.drop(sel, Target(DISCARD))
            return
        table.held = sel
        table.show_status(self.tr("Picked up {cards}: move to a place and press Enter (Esc cancels).").format(
            cards=" ".join(card_text(c) for c in sel)))

    def key_cancel(self) -> None:
        self.flow.hinting.stop()
        self.table.held = []
        self.scene.set_selection(set())
        self.table.show_status("")
