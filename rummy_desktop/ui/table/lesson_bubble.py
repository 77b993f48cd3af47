"""The lesson's bubble over the table: the step's text next to what it talks about, the
highlighted cards, groups and piles outlined, and Back / Restart / Next / Leave.

Both widgets sit on the table's view from outside: they read where things are from the
scene's geometry and never change the table. The outline layer lets every click through.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QPoint, QRect, QRectF, QSizeF, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

OUTLINE = QColor("#ffd54a")
GAP = 12  # between the bubble and what it points at
BUBBLE_WIDTH = 380


# Piles that are whole areas of the table: outlined, but the bubble may lie over them
# (it keeps clear of the cards, groups and piles it points at).
AREAS = ("hand", "table")
PAD = 3  # between an outline and what it goes round
AREA_PAD = 10  # round the hand and table areas: clear of the outlines inside them


def card_blocks(scene, cards) -> list[QRectF]:
    """Where the outlines of ``cards`` go: round the part of each card that shows (a
    fanned or stacked card lies partly under the next one), cards next to each other in
    the hand, a group or a pile in one outline."""
    zones: dict[tuple, dict[int, QRectF]] = {}  # (kind, index) -> position -> the card's rect
    for item in scene.items_by_card.values():
        if item.zone is not None and item.isVisible():
            zones.setdefault((item.zone.kind, item.zone.index), {})[item.zone.at] = item.mapRectToScene(
                item.shape().boundingRect())  # the card, without its bounding box's margin
    chosen: dict[tuple, list[int]] = {}
    for card in cards:
        item = scene.items_by_card.get(card)
        if item is not None and item.isVisible() and item.zone is not None:
            chosen.setdefault((item.zone.kind, item.zone.index), []).append(item.zone.at)
    blocks: list[QRectF] = []
    for key, positions in chosen.items():
        rects = zones[key]
        block = None
        for at in sorted(set(positions)):
            shown = QRectF(rects[at])
            after = rects.get(at + 1)
            if after is not None and after.intersects(shown):
                if after.left() > shown.left():
                    shown.setRight(after.left())
                elif after.top() > shown.top():
                    shown.setBottom(after.top())
            if block is not None and at - 1 in positions:
                block = block.united(shown)
            else:
                if block is not None:
                    blocks.append(block)
                block = shown
        blocks.append(block)
    return blocks


def highlight_rects(table, highlight, areas: bool = True) -> list[QRect]:
    """Where ``highlight`` (a step's cards, groups and piles) is on the table's viewport;
    without the hand and table areas when ``areas`` is False. The outlines keep clear of
    each other: cards inside an outlined group or pile go without one of their own, and
    the areas' outlines go round the outlines inside them."""
    scene, view = table.scene, table.view_widget
    geo = scene.geometry
    if highlight is None or geo is None:
        return []
    boxes = [geo.groups[g][0] for g in highlight.groups if 0 <= g < len(geo.groups)]
    piles = {"stock": geo.stock, "discard": geo.discard_rect, "loose": geo.loose_rect,
             "hand": geo.hand_rect, "table": geo.table}
    shown = [name for name in highlight.piles
             if piles.get(name) is not None and not piles[name].isEmpty()]
    boxes += [piles[name] for name in shown if name not in AREAS]
    rects = [r for r in card_blocks(scene, highlight.cards)
             if not any(b.adjusted(-1, -1, 1, 1).contains(r) for b in boxes)] + boxes
    out = [view.mapFromScene(r.adjusted(-PAD, -PAD, PAD, PAD)).boundingRect() for r in rects]
    if areas:
        room = view.viewport().rect().adjusted(2, 2, -2, -2)
        wide = {name: view.mapFromScene(piles[name].adjusted(-AREA_PAD, -AREA_PAD, AREA_PAD, AREA_PAD))
                .boundingRect().intersected(room) for name in shown if name in AREAS}
        if len(wide) == 2:  # the hand's and the table's outlines share the space between them
            mid = (view.mapFromScene(geo.table.bottomLeft()).y() + view.mapFromScene(geo.hand_rect.topLeft()).y()) // 2
            wide["table"].setBottom(min(wide["table"].bottom(), mid - 3))
            wide["hand"].setTop(max(wide["hand"].top(), mid + 3))
        out += list(wide.values())
    return out


class HighlightLayer(QWidget):
    """Outlines over the table's viewport; clicks and drags go through to the table."""

    def __init__(self, viewport: QWidget) -> None:
        super().__init__(viewport)
        self.setAttribute(Qt.WA_TransparentForMouseEvents)
        self.setAttribute(Qt.WA_NoSystemBackground)
        self.rects: list[QRect] = []
        self.resize(viewport.size())

    def show_rects(self, rects: list[QRect]) -> None:
        self.rects = rects
        self.update()

    def paintEvent(self, event) -> None:  # noqa: N802
        if not self.rects:
            return
        p = QPainter(self)
        p.setRenderHint(QPainter.Antialiasing)
        p.setPen(QPen(OUTLINE, 3))
        for r in self.rects:
            p.drawRoundedRect(r, 6, 6)
        p.end()


def keep_clear_rects(table) -> list[QRect]:
    """What a bubble had better not cover even when it does not point at it: the piles,
    the seat panels, the table's groups and the hand's cards, on the table's viewport."""
    scene, view = table.scene, table.view_widget
    geo = scene.geometry
    if geo is None:
        return []
    rects = [r for r in (geo.stock, geo.discard_rect, geo.loose_rect) if r is not None and not r.isEmpty()]
    rects += list(geo.seats) + [g[0] for g in geo.groups]
    hand = [QRectF(p, QSizeF(geo.w, geo.h)) for p in geo.hand.values()]
    if hand:
        union = hand[0]
        for r in hand[1:]:
            union = union.united(r)
        rects.append(union)
    return [view.mapFromScene(r).boundingRect() for r in rects]


def place(size: tuple[int, int], targets: list[QRect], room: QRect, keep_clear: list[QRect] = ()) -> QPoint:
    """Where a bubble of ``size`` goes inside ``room``: beside what it points at (above,
    below, right or left of all of ``targets``, else of one of them, else a corner), at
    the first place that covers none of them and the least of ``keep_clear``; where it
    covers least of the targets when none is free."""
    w, h = size
    candidates = []
    if targets:
        union = targets[0]
        for r in targets[1:]:
            union = union.united(r)
        for t in [union] + targets:
            c = t.center()
            candidates += [QPoint(c.x() - w // 2, t.top() - GAP - h), QPoint(c.x() - w // 2, t.bottom() + GAP),
                           QPoint(t.right() + GAP, c.y() - h // 2), QPoint(t.left() - GAP - w, c.y() - h // 2)]
    else:
        candidates.append(QPoint(room.center().x() - w // 2, room.top() + GAP))
    candidates += [QPoint(room.center().x() - w // 2, room.center().y() - h // 2),
                   QPoint(room.left() + GAP, room.top() + GAP), QPoint(room.right() - GAP - w, room.top() + GAP),
                   QPoint(room.left() + GAP, room.bottom() - GAP - h),
                   QPoint(room.right() - GAP - w, room.bottom() - GAP - h)]

    def clamp(p: QPoint) -> QPoint:
        x = min(max(p.x(), room.left()), room.right() - w)
        y = min(max(p.y(), room.top()), room.bottom() - h)
        return QPoint(x, y)

    def covered(p: QPoint, rects) -> int:
        box = QRect(p.x(), p.y(), w, h)
        total = 0
        for t in rects:
            inter = box.intersected(t)
            if not inter.isEmpty():
                total += inter.width() * inter.height()
        return total

    placed = [clamp(p) for p in candidates]
    # the first place (in the order above) of the least cover: targets first, then the rest
    return min(placed, key=lambda p: (covered(p, targets), covered(p, keep_clear)))


class LessonBubble(QFrame):
    """The step's text and the lesson's buttons, over the table view."""

    backClicked = Signal()
    restartClicked = Signal()
    nextClicked = Signal()
    leaveClicked = Signal()
    playClicked = Signal()

    def __init__(self, table) -> None:
        view = table.view_widget
        super().__init__(view)
        self.table = table
        self.setObjectName("lessonBubble")
        self.setFrameShape(QFrame.StyledPanel)
        self.setAutoFillBackground(True)
        pal = self.palette()
        pal.setColor(self.backgroundRole(), QColor("#fffbea"))
        pal.setColor(self.foregroundRole(), QColor("#202020"))
        self.setPalette(pal)
        self.highlight = None
        self.layer = HighlightLayer(view.viewport())
        self.heading = QLabel(self)
        f = self.heading.font()
        f.setBold(True)
        self.heading.setFont(f)
        self.text = QLabel(self)
        self.text.setWordWrap(True)
        self.text.setTextFormat(Qt.PlainText)
        self.note = QLabel(self)
        self.note.setWordWrap(True)
        self.note.setTextFormat(Qt.PlainText)
        npal = self.note.palette()
        npal.setColor(self.note.foregroundRole(), QColor("#9a3412"))
        self.note.setPalette(npal)
        self.note.hide()
        self.btn_back = QPushButton(self)
        self.btn_restart = QPushButton(self)
        self.btn_next = QPushButton(self)
        self.btn_play = QPushButton(self)
        self.btn_leave = QPushButton(self)
        for b, signal in ((self.btn_back, self.backClicked), (self.btn_restart, self.restartClicked),
                          (self.btn_next, self.nextClicked), (self.btn_play, self.playClicked),
                          (self.btn_leave, self.leaveClicked)):
            b.setAutoDefault(False)
            b.setFocusPolicy(Qt.TabFocus)
            b.clicked.connect(signal)
        row = QHBoxLayout()
        row.setSpacing(6)
        for b in (self.btn_back, self.btn_restart):
            row.addWidget(b)
        row.addStretch(1)
        for b in (self.btn_next, self.btn_play, self.btn_leave):
            row.addWidget(b)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(12, 10, 12, 10)
        lay.addWidget(self.heading)
        lay.addWidget(self.text)
        lay.addWidget(self.note)
        lay.addLayout(row)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(0)
        self._timer.timeout.connect(self.reposition)
        table.scene.changed.connect(lambda *_: self._timer.start())
        self._watch = _ResizeWatch(self._timer.start)
        view.viewport().installEventFilter(self._watch)
        self.retranslate()

    def retranslate(self) -> None:
        self.btn_back.setText(self.tr("Back"))
        self.btn_back.setToolTip(self.tr("Back to the previous step (Alt+Left)"))
        self.btn_restart.setText(self.tr("Restart"))
        self.btn_restart.setToolTip(self.tr("Start the lesson again (Alt+Home)"))
        self.btn_next.setText(self.tr("Next"))
        self.btn_next.setToolTip(self.tr("Go on to the next step (Alt+Right)"))
        self.btn_play.setText(self.tr("Play this game now"))
        self.btn_leave.setText(self.tr("Leave"))
        self.btn_leave.setToolTip(self.tr("Leave the lesson (Esc)"))

    def show_step(self, heading: str, text: str, highlight, *, reading: bool, finished: bool,
                  can_go_back: bool) -> None:
        """Show a step (``reading``: it waits for Next, not for a move) or the end."""
        self.heading.setText(heading)
        self.text.setText(text)
        self.note.hide()
        self.highlight = highlight
        self.btn_next.setVisible(reading and not finished)
        self.btn_play.setVisible(finished)
        self.btn_back.setEnabled(can_go_back)
        self.setAccessibleDescription(text)
        self.reposition()
        self.show()
        self.raise_()

    def show_note(self, text: str) -> None:
        """A word about the last move (another legal move, an illegal one)."""
        self.note.setText(text)
        self.note.setVisible(bool(text))
        self.reposition()

    def reposition(self) -> None:
        view = self.table.view_widget
        vp = view.viewport()
        self.layer.resize(vp.size())
        self.layer.show_rects(highlight_rects(self.table, self.highlight))
        rects = highlight_rects(self.table, self.highlight, areas=False)
        if self.highlight is None:  # the end, or the others playing: keep clear of the table's groups
            geo = self.table.scene.geometry
            groups = [g[0] for g in geo.groups] if geo is not None else []
            rects = [view.mapFromScene(r).boundingRect() for r in groups]
        room = vp.rect()
        shown = [b for b in (self.btn_back, self.btn_restart, self.btn_next, self.btn_play, self.btn_leave)
                 if not b.isHidden()]
        margins = self.layout().contentsMargins()
        buttons = (sum(b.sizeHint().width() for b in shown) + 6 * len(shown) + 12
                   + margins.left() + margins.right())  # every button's text whole
        width = min(max(BUBBLE_WIDTH, buttons), max(200, room.width() - 2 * GAP))
        self.setFixedWidth(width)
        height = self.heightForWidth(width) if self.hasHeightForWidth() else self.sizeHint().height()
        height = max(height, self.minimumSizeHint().height())
        self.setFixedHeight(height)
        at = place((width, height), rects, room, keep_clear_rects(self.table))
        self.move(vp.mapTo(view, at))


class _ResizeWatch(QObject):
    def __init__(self, callback) -> None:
        super().__init__()
        self._callback = callback

    def eventFilter(self, obj, event) -> bool:  # noqa: N802
        if event.type() == QEvent.Resize:
            self._callback()
        return False
