"""The keyboard focus of the card scene: a ring that moves between the piles, the groups,
the new-group slot and the hand, row by row as they are shown; Space, Enter and Esc are
the controller's."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPen
from PySide6.QtWidgets import QGraphicsRectItem

from .places import DISCARD, GROUP, HAND, LOOSE, NEW, STOCK, Target

if TYPE_CHECKING:
    from .scene import CardScene


class KeyboardFocus:
    """The focus of one scene (see the module docstring): ``zone`` is the row of the focus
    (see :meth:`rows`), by what it is, ``index`` its slot along the row."""

    def __init__(self, scene: CardScene) -> None:
        self.scene = scene
        self.ring = QGraphicsRectItem()
        self.ring.setPen(QPen(QColor("#00e5ff"), 3, Qt.DashLine))
        self.ring.setZValue(5000)
        self.ring.hide()
        scene.addItem(self.ring)
        self.zone: tuple = (HAND,)
        self.index = 0

    def rows(self) -> list[tuple[tuple, list[tuple]]]:
        """The rows of focus slots in their order on the screen, top to bottom: the piles
        (the stock, the discard pile, the loose cards), each group of the table in reading
        order, the new-group slot after them, and the hand at the bottom. Each row with
        its key: ``("piles",)``, ``(GROUP, index)``, ``(NEW,)``, ``(HAND,)``."""
        st = self.scene.state
        piles: list[tuple] = [(STOCK, None)]
        if st.has_discard:
            piles += [(DISCARD, c) for c in (st.discard if st.spread else st.discard[-1:])] or [(DISCARD, None)]
        piles += [(LOOSE, c) for c in st.loose]
        rows: list[tuple[tuple, list[tuple]]] = [(("piles",), piles)]
        rows += [((GROUP, gi), [(GROUP, gi, c) for c in g]) for gi, g in enumerate(st.groups)]
        if st.new_label:
            rows.append(((NEW,), [(NEW, None)]))
        rows.append(((HAND,), [(HAND, c) for c in st.hand] or [(HAND, None)]))
        return rows

    def put(self, zone: tuple, index: int) -> None:
        """The focus on row ``zone``'s ``index``-th slot, the ring round it."""
        self.zone, self.index = zone, index
        self.place()

    def find(self, slot: tuple) -> tuple[tuple, int] | None:
        """The row and index of ``slot`` (its kind and card, a group's group too), or None."""
        for key, row in self.rows():
            for i, s in enumerate(row):
                if s[0] == slot[0] and s[-1] == slot[-1] and (len(slot) < 3 or s[1] == slot[1]):
                    return key, i
        return None

    def _row(self, rows: list[tuple[tuple, list[tuple]]]) -> int:
        """The row of the focus; a row that is gone (a group played away) gives way to the
        hand, or to the last group when groups went."""
        keys = [k for k, _ in rows]
        if self.zone in keys:
            return keys.index(self.zone)
        if self.zone[0] == GROUP:
            groups = [i for i, k in enumerate(keys) if k[0] == GROUP]
            if groups:
                return groups[min(self.zone[1], len(groups) - 1)]
        return len(rows) - 1

    def slot(self) -> tuple | None:
        rows = self.rows()
        r = self._row(rows)
        self.zone, row = rows[r]
        self.index = max(0, min(self.index, len(row) - 1))
        return row[self.index]

    def move(self, dz: int, di: int) -> None:
        """``dz`` rows down (negative: up) the screen, no further than the top or the
        bottom row, to the slot nearest below (above) the focus; ``di`` slots along the row,
        round it."""
        rows = self.rows()
        if dz:
            old = self.slot_rect(self.slot())
            r = max(0, min(len(rows) - 1, self._row(rows) + dz))
            self.zone, row = rows[r]
            self.index = self._nearest(row, old)
        if di:
            row = rows[self._row(rows)][1]
            self.index = (self.index + di) % len(row)
        self.place()

    def _nearest(self, row: list[tuple], rect: QRectF | None) -> int:
        """The slot of ``row`` whose middle is nearest, left to right, to ``rect``'s."""
        if rect is None:
            return 0
        x = rect.center().x()
        best, index = None, 0
        for i, slot in enumerate(row):
            r = self.slot_rect(slot)
            if r is not None and (best is None or abs(r.center().x() - x) < best):
                best, index = abs(r.center().x() - x), i
        return index

    def slot_rect(self, slot: tuple) -> QRectF | None:
        geo = self.scene.geometry
        if geo is None or slot is None:
            return None
        kind = slot[0]
        card = slot[-1]
        if isinstance(card, int) and card in self.scene.items_by_card:
            item = self.scene.items_by_card[card]
            return QRectF(item.rest.x(), item.rest.y(), geo.w, geo.h)
        if kind == STOCK:
            return geo.stock
        if kind == NEW:
            return geo.new_slot
        if kind == DISCARD:
            return geo.discard_rect
        if kind == HAND:
            return geo.hand_rect
        return None

    def place(self) -> None:
        slot = self.slot()
        rect = self.slot_rect(slot)
        if rect is None or not self.has_keyboard_focus():
            self.ring.hide()
        else:
            self.ring.setRect(rect.adjusted(-3, -3, 3, 3))
            self.ring.show()
        if self.scene.controller is not None and slot is not None:
            self.scene.focusChanged.emit(self.scene.controller.describe_slot(slot))

    def has_keyboard_focus(self) -> bool:
        views = self.scene.views()
        return bool(views) and views[0].hasFocus()

    def key(self, event) -> bool:
        """A key pressed on the scene; False when it is none of the table's."""
        self.scene.hurry()
        if self.scene.controller is None:
            return True
        key = event.key()
        if key in (Qt.Key_Left, Qt.Key_Right):
            self.move(0, -1 if key == Qt.Key_Left else 1)
        elif key in (Qt.Key_Up, Qt.Key_Down):
            self.move(1 if key == Qt.Key_Down else -1, 0)
        elif key == Qt.Key_Space:
            slot = self.slot()
            if slot is not None and not self.scene.busy:
                self.scene.controller.key_select(slot)
        elif key in (Qt.Key_Return, Qt.Key_Enter):
            slot = self.slot()
            if slot is not None and not self.scene.busy:
                self.scene.controller.key_activate(slot)
        elif key == Qt.Key_Escape:
            self.scene.controller.key_cancel()
        else:
            return False
        return True

    def slot_target(self, slot: tuple) -> Target | None:
        kind = slot[0]
        if kind == HAND:
            return Target(HAND, None, self.scene.state.hand.index(slot[1]) if slot[1] in self.scene.state.hand else None)
        if kind == GROUP:
            return Target(GROUP, slot[1])
        if kind in (NEW, DISCARD, STOCK, LOOSE):
            return Target(kind)
        return None
