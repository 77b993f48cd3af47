"""The review page's cards: the player's move and the best move side by side, as cards
(:class:`MovesSideBySide`), and every hand as cards on the table (:class:`HandsBand`, a
band across the top of the table view, which the table is laid out below).

Cards are drawn by the table's own :class:`~.table.cards.CardPixmaps`, so they follow
its deck, colours and large print.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent, QObject, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QSizePolicy, QVBoxLayout, QWidget

from rummy_desktop.core.cards import JOKER_BASE

from .fonts import large_print_on

MARK = QColor(255, 213, 74)  # a card the move places or moves (the table's hint yellow)
FELT = QColor("#1f5a3a")


def move_cards(action: Any, view: Any) -> tuple[list[list[int | None]], set[int]]:
    """What ``action`` (an engine action, made in ``view``) shows as cards: groups of
    cards (None: the stock's back) and the cards it plays, to be marked. A meld, a lay-off
    or a rearranged table shows the groups as they end; a draw the stock; a take or a dig
    the cards taken; a discard the card."""
    kind = action.type
    if kind == "draw":
        return [[None]], set()
    if kind == "take_discard":
        return ([[view.discard[-1]]], {view.discard[-1]}) if view.discard else ([], set())
    if kind == "dig":
        pile = list(view.discard)
        taken = pile[pile.index(action.card):] if action.card in pile else [action.card]
        return [taken], {action.card}
    if kind == "meld":
        return [list(action.cards)], set(action.cards)
    if kind in ("lay_off", "swap_joker"):
        group = list(view.table[action.group]) if 0 <= action.group < len(view.table) else []
        if kind == "lay_off":
            group.append(action.card)
        return [group], {action.card}
    if kind in ("discard", "knock"):
        return [[action.card]], {action.card}
    if kind == "commit":
        before = {frozenset(g) for g in view.table}
        hand = set(view.hand)
        changed = [list(g) for g in action.table if frozenset(g) not in before]
        return changed, {c for g in changed for c in g if c in hand}
    return [], set()  # pass, withdraw: words only


class CardStrip(QWidget):
    """Groups of cards side by side, each fanned as on the table, drawn by ``pixmaps``;
    the marked ones outlined. ``card_w`` is the largest card width: with less room the
    cards get narrower, then the groups go on a second row (and more)."""

    ROW_GAP = 4
    LEAST = 26  # the narrowest card (its corner index still reads)

    def __init__(self, pixmaps: Any, parent: QWidget | None = None, card_w: int = 40) -> None:
        super().__init__(parent)
        self.pixmaps = pixmaps
        self.card_w = card_w
        self.groups: list[list[int | None]] = []
        self.marked: set[int] = set()
        self.declared: dict[int, int] = {}
        policy = QSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        policy.setHeightForWidth(True)
        self.setSizePolicy(policy)

    def set_cards(self, groups: list[list[int | None]], marked: set[int] | None = None,
                  declared: dict[int, int] | None = None) -> None:
        self.groups = [list(g) for g in groups if g]
        self.marked = set(marked or ())
        self.declared = dict(declared or {})
        self.updateGeometry()
        self.update()

    def _widest(self) -> int:
        return round(self.card_w * (1.2 if large_print_on() else 1.0))

    def _rows(self, width: int, room: float) -> list[list[int]]:
        """The groups (by index) on each row, for cards ``width`` wide in ``room`` pixels."""
        rows: list[list[int]] = [[]]
        x = 0.0
        for i, group in enumerate(self.groups):
            span = width + (len(group) - 1) * width * 0.42
            if rows[-1] and x + width * 0.3 + span > room:
                rows.append([])
                x = 0.0
            x += (width * 0.3 if rows[-1] else 0) + span
            rows[-1].append(i)
        return rows

    def plan(self, room: float) -> tuple[int, list[list[int]]]:
        """(card width, the groups of each row) for ``room`` pixels across: the widest
        cards on one row, else on two, else as narrow as they read, on as many rows."""
        for most in (1, 2):
            for width in range(self._widest(), self.LEAST - 1, -2):
                rows = self._rows(width, room)
                if len(rows) <= most:
                    return width, rows
        return self.LEAST, self._rows(self.LEAST, room)

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        if not self.groups:
            return 0
        card, rows = self.plan(width - 4)
        return len(rows) * (round(card * self.pixmaps.ratio) + self.ROW_GAP) + 4

    def sizeHint(self) -> QSize:
        w = self._widest()
        cards = sum(len(g) for g in self.groups)
        n = len(self.groups)
        across = n * w + (cards - n) * w * 0.42 + max(0, n - 1) * w * 0.3
        return QSize(round(across) + 4, self.heightForWidth(round(across) + 4))

    def minimumSizeHint(self) -> QSize:
        return QSize(60, self.heightForWidth(max(60, self.width())))

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        if self.heightForWidth(self.width()) != self.height():
            self.updateGeometry()  # another number of rows: the layout gives the height they need

    def paintEvent(self, event) -> None:
        if not self.groups:
            return
        width, rows = self.plan(self.width() - 4)
        height = round(width * self.pixmaps.ratio)
        step, gap = width * 0.42, width * 0.3
        dpr = self.devicePixelRatioF()
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        for r, row in enumerate(rows):
            x, y = 2.0, 2.0 + r * (height + self.ROW_GAP)
            for g in row:
                group = self.groups[g]
                for i, card in enumerate(group):
                    if card is None:
                        pm = self.pixmaps.back_pixmap(width, dpr)
                    else:
                        pm = self.pixmaps.face(card, width, dpr, self.declared.get(card))
                    at = QPointF(x + i * step, y)
                    p.drawPixmap(at, pm)
                    if card is not None and card in self.marked:
                        p.setPen(QPen(MARK, max(2.0, width / 20)))
                        p.setBrush(QColor(MARK.red(), MARK.green(), MARK.blue(), 40))
                        p.drawRoundedRect(QRectF(at, QSize(width, height)).adjusted(1, 1, -1, -1), width * 0.07,
                                          width * 0.07)
                x += width + (len(group) - 1) * step + gap
        p.end()


class MovePanel(QFrame):
    """A move in words over its cards."""

    def __init__(self, pixmaps: Any, name: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName(name)
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.caption = QLabel(self)
        self.caption.setWordWrap(True)
        self.caption.setTextFormat(Qt.TextFormat.PlainText)
        self.cards = CardStrip(pixmaps, self, card_w=34)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(6, 4, 6, 4)
        lay.setSpacing(2)
        lay.addWidget(self.caption)
        lay.addWidget(self.cards)

    def show_move(self, caption: str, groups: list, marked: set, declared: dict) -> None:
        self.caption.setText(caption)
        self.cards.set_cards(groups, marked, declared)
        self.cards.setVisible(bool(groups))


class MovesSideBySide(QWidget):
    """The player's move and the best move, side by side, each in words and as cards."""

    def __init__(self, pixmaps: Any, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("reviewMoveCards")
        self.mine = MovePanel(pixmaps, "yourMove", self)
        self.best = MovePanel(pixmaps, "bestMove", self)
        lay = QHBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.addWidget(self.mine, 1)
        lay.addWidget(self.best, 1)

    def show_moves(self, mine: tuple[str, Any], best: tuple[str, Any] | None, view: Any) -> None:
        """``mine`` and ``best``: (caption, engine action) of the move made and of the best
        move in ``view`` (``best`` None: the move made was the best, said on its own)."""
        declared = dict(view.declared)
        for panel, move in ((self.mine, mine), (self.best, best)):
            panel.setVisible(move is not None)
            if move is None:
                continue
            caption, action = move
            groups, marked = move_cards(action, view)
            panel.show_move(caption, groups, marked, {**declared, **getattr(action, "jokers", {})})


class HandsBand(QWidget):
    """Every other hand as cards, in a band across the top of the table ``view`` (a
    :class:`~.table.widget.TableView`), which the table is laid out below: the view's
    viewport starts under the band. ``show_hands([(name, cards)...])``; ``[]`` hides it."""

    def __init__(self, view: Any, pixmaps: Any) -> None:
        super().__init__(view)
        self.setObjectName("reviewHandsBand")
        self.view = view
        self.pixmaps = pixmaps
        self.setAutoFillBackground(True)
        pal = self.palette()
        pal.setColor(self.backgroundRole(), FELT.darker(125))
        pal.setColor(self.foregroundRole(), QColor("#f1f6f2"))
        self.setPalette(pal)
        self.row = QHBoxLayout(self)
        self.row.setContentsMargins(6, 4, 6, 4)
        self.row.setSpacing(12)
        self.seats: list[tuple[QLabel, CardStrip]] = []
        self._watch = _Resized(self._fit)
        view.installEventFilter(self._watch)
        self.hide()

    def show_hands(self, hands: list[tuple[str, list[int]]]) -> None:
        while len(self.seats) < len(hands):
            box = QVBoxLayout()
            box.setSpacing(2)
            name = QLabel(self)
            name.setTextFormat(Qt.TextFormat.PlainText)
            strip = CardStrip(self.pixmaps, self, card_w=36)
            box.addWidget(name)
            box.addWidget(strip)
            self.row.addLayout(box, 1)
            self.seats.append((name, strip))
        for i, (name, strip) in enumerate(self.seats):
            shown = i < len(hands)
            name.setVisible(shown)
            strip.setVisible(shown)
            if shown:
                who, cards = hands[i]
                name.setText(f"{who}: {len(cards)}" if cards else f"{who}: —")
                strip.set_cards([sorted(cards, key=_suit_order)] if cards else [])
        self.setVisible(bool(hands))
        self._fit()

    def _fit(self) -> None:
        """The band across the view's top, and the viewport below it; the cards a size
        that follows the window's (the table's own cards stay the larger)."""
        view = self.view
        for _, strip in self.seats:
            strip.card_w = card_width(view.window().height(), 36)
        if self.isHidden():
            if view.viewportMargins().top():
                view.setViewportMargins(0, 0, 0, 0)
            return
        height = self.layout().heightForWidth(view.width()) if self.layout().hasHeightForWidth() else \
            self.layout().sizeHint().height()
        height = max(height, self.layout().minimumSize().height())
        self.setGeometry(0, 0, view.width(), height)
        if view.viewportMargins().top() != height:
            view.setViewportMargins(0, height, 0, 0)
        self.raise_()


def card_width(window_height: int, least: int) -> int:
    """The cards' width in the review's strips for a window this high: ``least`` in the
    smallest window, up to half as large again in a tall one."""
    return max(least, min(round(least * 1.5), round(window_height / 18)))


def _suit_order(card: int) -> tuple:
    return (1, card) if card >= JOKER_BASE else (0, (card % 52) // 13, card % 13)


class _Resized(QObject):
    def __init__(self, callback) -> None:
        super().__init__()
        self._callback = callback

    def eventFilter(self, obj, event) -> bool:
        if event.type() == QEvent.Type.Resize:
            self._callback()
        return False
