"""The mouse on the card scene: hit testing (which card, which place), and drag and drop:
a press lifts the card (the selected cards of its place with it; Shift takes the rest of
its group; the stock's top card or a card of the pile with those above it), the cards
follow the mouse and, on release, the scene's controller says whether the drop is allowed
(a refused drop animates back). A click without a drag is the controller's too.

A press takes the card under the pointer as the player sees it, a card in flight too, and
then ends the moves under way (the card jumps to its place): the click or the drag is that
card's."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, Qt
from PySide6.QtWidgets import QApplication

from .items import CardItem
from .places import DISCARD, GROUP, HAND, LOOSE, NEW, STOCK, Target

if TYPE_CHECKING:
    from .scene import CardScene


class Pointer:
    """The mouse of one scene (see the module docstring)."""

    def __init__(self, scene: CardScene) -> None:
        self.scene = scene
        self.pressed: tuple[QPointF, CardItem | None, str | None] | None = None
        self.press_shift = False
        self.jump = QPointF()  # how far the press moved the card pressed (to the end of its move)
        self.drag: list[CardItem] = []  # the cards lifted
        self.offset = QPointF()
        self.source: Target | None = None
        self.pile: tuple[str, int | None] | None = None  # a drag from the stock or the pile: (kind, card)

    def card_at(self, pos: QPointF, exclude: tuple = ()) -> CardItem | None:
        for item in self.scene.items(pos):
            # a card on the table, not one flying away or lingering under the pile
            if (isinstance(item, CardItem) and item.card >= 0 and item not in exclude
                    and self.scene.items_by_card.get(item.card) is item):
                return item
        return None

    def target_at(self, pos: QPointF, exclude: tuple = ()) -> Target | None:
        geo = self.scene.geometry
        if geo is None:
            return None
        item = self.card_at(pos, exclude)
        if item is not None and item.zone is not None:
            z = item.zone
            if z.kind == HAND:
                return Target(HAND, None, self._hand_index(pos.x(), exclude))
            if z.kind == GROUP:
                return Target(GROUP, z.index, self._group_index(z.index, pos.x()))
            return Target(z.kind, z.index)
        for gi, (rect, _) in enumerate(geo.groups):
            if rect.adjusted(-geo.w * 0.2, -4, geo.w * 0.2, 4).contains(pos):
                return Target(GROUP, gi, self._group_index(gi, pos.x()))
        if geo.new_slot is not None and geo.new_slot.contains(pos):
            return Target(NEW)
        if geo.discard_rect is not None and geo.discard_rect.adjusted(-8, -8, 8, 8).contains(pos):
            return Target(DISCARD)
        if geo.stock.contains(pos):
            return Target(STOCK)
        if geo.loose_rect is not None and geo.loose_rect.contains(pos):
            return Target(LOOSE)
        if geo.hand_rect.contains(pos):
            return Target(HAND, None, self._hand_index(pos.x(), exclude))
        if geo.table.contains(pos):
            return Target(NEW)
        return None

    def _hand_index(self, x: float, exclude=()) -> int:
        geo = self.scene.geometry
        dragged = {i.card for i in exclude}
        cards = [c for c in self.scene.state.hand if c not in dragged]
        for i, c in enumerate(cards):
            if x < geo.hand[c].x() + geo.w / 2:
                return self.scene.state.hand.index(c)
        return len(self.scene.state.hand)

    def _group_index(self, gi: int, x: float) -> int:
        geo = self.scene.geometry
        pts = geo.groups[gi][1]
        for k, p in enumerate(pts):
            if x < p.x() + geo.w * 0.15:
                return k
        return len(pts)

    def press(self, event) -> None:
        pos = event.scenePos()
        # the card under the pointer as the player sees it, moving or not (the cards waiting
        # for the deal are the stock's)
        item = self.card_at(pos, exclude=self.scene.undealt())
        seen = item.pos() if item is not None else QPointF()
        self.scene.hurry()  # then a click ends a deal or a move under way, and counts at once
        if event.button() != Qt.LeftButton or self.drag or not self.scene.interactive:
            event.accept()
            return
        stock = self.scene.geometry is not None and self.scene.geometry.stock.contains(pos)
        self.pressed = (pos, item, STOCK if stock and item is None else None)
        self.jump = item.pos() - seen if item is not None else QPointF()
        self.press_shift = bool(event.modifiers() & Qt.ShiftModifier)
        event.accept()

    def _on_pressed(self, item: CardItem, pos: QPointF) -> bool:
        """The pointer at ``pos`` is still on ``item``, the card pressed: the card under it,
        or, when the press ended the card's move, the point where it held the card then."""
        if self.jump.isNull():
            return item is self.card_at(pos)
        return item.contains(item.mapFromScene(pos + self.jump))

    def move(self, event) -> None:
        pos = event.scenePos()
        if self.drag:
            for i, item in enumerate(self.drag):
                item.setPos(pos - self.offset + QPointF(i * self.scene.card_w * 0.3, 0))
            event.accept()
            return
        if self.pressed is None:
            return
        start, item, what = self.pressed
        if item is None and what != STOCK:
            return
        if (pos - start).manhattanLength() < QApplication.startDragDistance():
            return
        ctl = self.scene.controller
        if ctl is None or self.scene.animating:
            return
        if item is None or (item.zone is not None and item.zone.kind == DISCARD and not ctl.draggable(item.card)):
            if self._lift_pile(item, start):
                self.move(event)
            return
        if not ctl.draggable(item.card):
            return
        cards = [item.card]
        zone = item.zone
        if self.press_shift and zone is not None and zone.kind == GROUP:
            # Shift-drag takes the card and the rest of its group: a split
            cards = list(self.scene.state.groups[zone.index][zone.at:])
        elif item.card in self.scene.selection:
            zone = item.zone
            cards = [c for c in self._display_order() if c in self.scene.selection and self._same_zone(c, zone)]
        self.drag = [self.scene.items_by_card[c] for c in cards]
        self.source = item.zone
        # the card comes with the pointer at the point it was pressed (where it was seen then)
        self.offset = start - item.pos() + self.jump + QPointF(cards.index(item.card) * self.scene.card_w * 0.3, 0)
        for i, it in enumerate(self.drag):
            it.setZValue(4000 + i)
        self.move(event)

    def _lift_pile(self, item: CardItem | None, start: QPointF) -> bool:
        """Lift the stock's top card (``item`` None) or a card of the discard pile with the
        cards above it (a dig takes them all): dropped on the hand, they are drawn as a
        click on the pile draws them (see the controller's ``pile_dropped``)."""
        st = self.scene.state
        if item is None:
            if st.stock <= 0:
                return False
            lifted, self.pile = [self.scene.stock_item], (STOCK, None)
        else:
            shown = st.discard if st.spread else st.discard[-1:]
            lifted = [self.scene.items_by_card[c] for c in shown[shown.index(item.card):]]
            self.pile = (DISCARD, item.card)
        first = lifted[0]
        self.drag = lifted
        self.source = Target(self.pile[0])
        self.offset = start - first.pos() + self.jump
        for i, it in enumerate(lifted):
            it.setZValue(4000 + i)
        return True

    def _same_zone(self, card: int, zone: Target | None) -> bool:
        it = self.scene.items_by_card.get(card)
        if it is None or it.zone is None or zone is None:
            return False
        if zone.kind in (HAND, LOOSE):
            return it.zone.kind == zone.kind
        return it.zone.kind == zone.kind  # table cards from several groups may move together

    def _display_order(self) -> list[int]:
        st = self.scene.state
        return list(st.hand) + [c for g in st.groups for c in g] + list(st.loose)

    def release(self, event) -> None:
        pos = event.scenePos()
        press, self.pressed = self.pressed, None
        if self.drag:
            dragged, self.drag = self.drag, []
            pile, self.pile = self.pile, None
            target = self.target_at(pos, exclude=tuple(dragged))
            cards = [i.card for i in dragged]
            accepted = False
            if self.scene.controller is not None and pile is not None:
                accepted = self.scene.controller.pile_dropped(pile[0], pile[1], target)
            elif self.scene.controller is not None and target is not None:
                accepted = self.scene.controller.drop(cards, target)
            if not accepted:
                self.scene.relayout(animate=True)  # back where they came from
            event.accept()
            return
        if press is None or self.scene.controller is None:
            return
        start, item, what = press
        if item is not None and self._on_pressed(item, pos):
            self.scene.controller.click(item.card, item.zone)
        elif what == STOCK and self.scene.geometry.stock.contains(pos):
            self.scene.controller.stock_clicked()
        elif item is None and (pos - start).manhattanLength() < QApplication.startDragDistance():
            self.scene.controller.target_clicked(self.target_at(pos))
        event.accept()
