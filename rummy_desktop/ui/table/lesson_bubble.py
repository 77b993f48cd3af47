"""The lesson's bubble over the table: the step's text next to what it talks about, the
highlighted cards, groups and piles outlined, and Back / Restart / Next / Leave.

Both widgets sit on the table's view from outside: they read where things are from the
scene's geometry and never change the table. The outline layer lets every click through.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QPoint, QRect, QRectF, QSize, QSizeF, Qt, QTimer, Signal
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


def _pile_rects(scene, name: str) -> list[QRectF]:
    """A pile with its caption ("Stock: 31", "Discard pile: 2"), in scene coordinates."""
    geo = scene.geometry
    if name == "stock":
        return [geo.stock, scene.stock_label.sceneBoundingRect()]
    if geo.discard_rect is None:
        return []
    out = [geo.discard_rect]
    if scene.discard_frame.isVisible() and scene.discard_frame.caption.text():
        out.append(scene.discard_frame.caption.sceneBoundingRect())
    return out


def move_rects(table, expect) -> list[QRect]:
    """Where the step's expected move (an engine action) happens on the table's viewport:
    the cards it plays, the pile it draws from or discards on, the groups it changes
    and the new-group slot when it makes a group: what the bubble must leave in sight."""
    scene, view = table.scene, table.view_widget
    geo = scene.geometry
    if expect is None or geo is None:
        return []
    kind = expect.type
    rects: list[QRectF] = []
    cards: list[int] = []
    if kind == "draw":
        rects += _pile_rects(scene, "stock")
    elif kind in ("take_discard", "dig", "discard"):
        rects += _pile_rects(scene, "discard")
        cards = [expect.card] if kind != "take_discard" else []
    elif kind == "meld":
        cards = list(expect.cards)
        rects += [geo.new_slot] if geo.new_slot is not None else []
    elif kind in ("lay_off", "swap_joker"):
        cards = [expect.card]
        if 0 <= expect.group < len(geo.groups):
            rects.append(geo.groups[expect.group][0])
    elif kind == "commit":
        view_ = table.flow.view
        wanted = [frozenset(g) for g in expect.table]
        cards = [c for g in expect.table for c in g if c in set(view_.hand)]
        for i, group in enumerate(scene.state.groups):
            if frozenset(group) not in wanted and i < len(geo.groups):
                rects.append(geo.groups[i][0])  # a group the move changes, or one being built
        if len(expect.table) > len(view_.table) and geo.new_slot is not None:
            rects.append(geo.new_slot)
    rects += card_blocks(scene, cards)
    return [view.mapFromScene(r.adjusted(-PAD, -PAD, PAD, PAD)).boundingRect() for r in rects if not r.isEmpty()]


def in_play_rects(table) -> list[QRect]:
    """What the player is handling at the table, on its viewport: the cards selected
    (raised in the hand) or picked up, and the new-group slot while it is offered (where
    a meld goes, whatever the step says)."""
    scene, view = table.scene, table.view_widget
    geo = scene.geometry
    if geo is None:
        return []
    rects = card_blocks(scene, set(scene.selection) | set(getattr(table, "held", ())))
    if geo.new_slot is not None and scene.new_frame.isVisible():
        rects.append(geo.new_slot)
    return [view.mapFromScene(r.adjusted(-PAD, -PAD, PAD, PAD)).boundingRect() for r in rects if not r.isEmpty()]


class HighlightLayer(QWidget):
    """Outlines over the table's viewport; clicks and drags go through to the table."""

    def __init__(self, viewport: QWidget) -> None:
        super().__init__(viewport)
        self.setAttribute(Qt.WA_TransparentForMouseEvents)
        self.setAttribute(Qt.WA_NoSystemBackground)
        self.rects: list[QRect] = []
        self.resize(viewport.size())
        self.show()  # a child of a viewport already shown (a table built again: Back, Restart, Try again)

    def show_rects(self, rects: list[QRect]) -> None:
        self.rects = rects
        self.update()

    def paintEvent(self, event) -> None:
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


def _edges(rects) -> list[tuple[int, int, int, int]]:
    return [(r.x(), r.y(), r.x() + r.width(), r.y() + r.height()) for r in rects]


def _cover(x: int, y: int, w: int, h: int, edges) -> int:
    total = 0
    for left, top, right, bottom in edges:
        across = min(x + w, right) - max(x, left)
        if across > 0:
            down = min(y + h, bottom) - max(y, top)
            if down > 0:
                total += across * down
    return total


def cover(box: QRect, rects) -> int:
    """How much of ``rects`` ``box`` covers (in square pixels)."""
    return _cover(box.x(), box.y(), box.width(), box.height(), _edges(rects))


def place(size: tuple[int, int], targets: list[QRect], room: QRect, keep_clear: list[QRect] = ()) -> QPoint:
    """Where a bubble of ``size`` goes inside ``room``: beside what it points at (above,
    below, right or left of all of ``targets``, else of one of them, else a corner, else
    anywhere in the room), at the first place that covers none of them and the least of
    ``keep_clear``; where it covers least of the targets when none is free."""
    w, h = size
    candidates = []
    if targets:
        union = targets[0]
        for r in targets[1:]:
            union = union.united(r)
        for t in [union] + targets:
            c = t.center()
            candidates += [(c.x() - w // 2, t.top() - GAP - h), (c.x() - w // 2, t.bottom() + GAP),
                           (t.right() + GAP, c.y() - h // 2), (t.left() - GAP - w, c.y() - h // 2)]
    else:
        candidates.append((room.center().x() - w // 2, room.top() + GAP))
    candidates += [(room.center().x() - w // 2, room.center().y() - h // 2),
                   (room.left() + GAP, room.top() + GAP), (room.right() - GAP - w, room.top() + GAP),
                   (room.left() + GAP, room.bottom() - GAP - h),
                   (room.right() - GAP - w, room.bottom() - GAP - h)]
    aims, clear = _edges(targets), _edges(keep_clear)
    low_x, high_x = room.left(), room.right() + 1 - w
    low_y, high_y = room.top(), room.bottom() + 1 - h

    def clamp(p: tuple[int, int]) -> tuple[int, int]:
        return min(max(p[0], low_x), high_x), min(max(p[1], low_y), high_y)

    def best(points):  # the first place (in the order given) of the least cover: targets first
        scored = [(_cover(x, y, w, h, aims), (x, y)) for x, y in points]
        least = min(score for score, _ in scored)
        return min((p for score, p in scored if score == least), key=lambda p: _cover(*p, w, h, clear))

    at = best([clamp(p) for p in candidates])
    if _cover(*at, w, h, aims):  # every place beside them covers one: look over the whole room
        step = max(8, min(w, h) // 6)
        sweep = [clamp((x, y)) for y in range(low_y, high_y + step, step) for x in range(low_x, high_x + step, step)]
        at = best([at] + sweep)
    return QPoint(*at)


class LessonBubble(QFrame):
    """The step's text and the lesson's buttons, over the table view."""

    backClicked = Signal()
    restartClicked = Signal()
    nextClicked = Signal()
    leaveClicked = Signal()
    playClicked = Signal()
    retryClicked = Signal()

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
        self.expect = None  # the step's expected move: what it needs stays in sight
        self._placed: tuple | None = None  # what the bubble was last placed by
        self.docked = False  # in a band above the table (no place over it was free)
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
        self.btn_retry = QPushButton(self)
        self.btn_retry.hide()
        for b, signal in ((self.btn_back, self.backClicked), (self.btn_restart, self.restartClicked),
                          (self.btn_next, self.nextClicked), (self.btn_play, self.playClicked),
                          (self.btn_leave, self.leaveClicked), (self.btn_retry, self.retryClicked)):
            b.setAutoDefault(False)
            b.setFocusPolicy(Qt.TabFocus)
            b.clicked.connect(signal)
        # the heading shares the buttons' row: a bubble one row lower fits where the
        # table leaves little room (the smallest window, a note under the text)
        row = QHBoxLayout()
        row.setSpacing(6)
        row.addWidget(self.heading)
        row.addStretch(1)
        for b in (self.btn_back, self.btn_restart, self.btn_retry, self.btn_next, self.btn_play, self.btn_leave):
            row.addWidget(b)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(10, 6, 10, 8)
        lay.setSpacing(4)
        lay.addLayout(row)
        lay.addWidget(self.text)
        lay.addWidget(self.note)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(0)
        self._timer.timeout.connect(self.reposition)
        table.scene.changed.connect(lambda *_: self._timer.start())
        table.scene.settled.connect(self._timer.start)
        self._watch = _ResizeWatch(self._timer.start)
        view.viewport().installEventFilter(self._watch)
        self.retranslate()

    @property
    def placing(self) -> bool:
        """The table changed: the bubble is placed again once the event loop comes round."""
        return self._timer.isActive()

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
        self.btn_retry.setText(self.tr("Try again"))
        self.btn_retry.setToolTip(self.tr("Put the table back as it was at the start of this step"))

    def show_step(self, heading: str, text: str, highlight, *, reading: bool, finished: bool,
                  can_go_back: bool, expect=None) -> None:
        """Show a step (``reading``: it waits for Next, not for a move; ``expect``: the
        move it waits for) or the end."""
        self.undock()
        self.heading.setText(heading)
        self.text.setText(text)
        self.text.show()
        self.note.hide()
        self.btn_retry.hide()
        self.btn_restart.show()
        self.highlight = highlight
        self.expect = expect
        self.btn_next.setVisible(reading and not finished)
        self.btn_play.setVisible(finished)
        self.btn_back.setEnabled(can_go_back)
        self.setAccessibleDescription(text)
        self.reposition()
        self.show()
        self.raise_()

    def show_note(self, text: str, retry: bool = False) -> None:
        """A word about the last move (another legal move, an illegal one) and the way
        forward, under the step's text, which stays; the next step, Try again or Back takes
        it away. ``retry``: offer Try again (the table was changed)."""
        self.note.setText(text)
        self.note.setVisible(bool(text))
        self.btn_retry.setVisible(retry)
        self.btn_restart.setVisible(not retry)  # Try again is the nearer way back (Alt+Home still restarts)
        self.setAccessibleDescription(f"{self.text.text()} {text}" if text else self.text.text())
        self.reposition()

    def clear_note(self) -> None:
        """The note no longer fits the table: the step's text alone again."""
        self.note.hide()
        self.btn_retry.hide()
        self.btn_restart.show()
        self.setAccessibleDescription(self.text.text())
        self.reposition()

    def reposition(self) -> None:
        """Place the bubble where it covers nothing the step needs (see :meth:`needed_rects`),
        once the table stands still."""
        view = self.table.view_widget
        vp = view.viewport()
        self.layer.resize(vp.size())
        self.layer.show_rects(highlight_rects(self.table, self.highlight))
        if self.docked:
            self._band()
            return
        if self.table.scene.busy:
            return  # cards moving or dragged: placed when the table settles
        rects = self.needed_rects()
        if self.highlight is None:  # the end, or the others playing: keep clear of the table's groups
            geo = self.table.scene.geometry
            groups = [g[0] for g in geo.groups] if geo is not None else []
            rects = [view.mapFromScene(r).boundingRect() for r in groups] + in_play_rects(self.table)
        room = vp.rect()
        shown = [b for b in (self.btn_back, self.btn_restart, self.btn_retry, self.btn_next, self.btn_play,
                             self.btn_leave) if not b.isHidden()]
        keep_clear = keep_clear_rects(self.table)
        key = (tuple(_edges(rects + keep_clear)), room.size().toTuple(), tuple(b.text() for b in shown),
               self.heading.text(), self.text.text() if not self.text.isHidden() else "",
               self.note.text() if not self.note.isHidden() else "")
        if key == self._placed:
            return  # nothing it is placed by has changed (the scene changes at every frame of a move)
        self._placed = key
        margins = self.layout().contentsMargins()
        buttons = (self.heading.sizeHint().width() + sum(b.sizeHint().width() for b in shown) + 6 * len(shown) + 12
                   + margins.left() + margins.right())  # the heading and every button's text whole
        widest = max(200, room.width() - 2 * GAP)
        usual = min(max(BUBBLE_WIDTH, buttons), widest)
        best = None
        # the usual width first; while the bubble would cover what it must not, wider (and
        # so lower), then narrower (down to its buttons' width)
        widths = list(range(usual, widest, 80)) + [widest] + list(range(usual - 60, min(buttons, usual) - 1, -60))
        for width in widths:
            height = self.heightForWidth(width) if self.hasHeightForWidth() else self.sizeHint().height()
            height = max(height, self.minimumSizeHint().height())
            at = place((width, height), rects, room, keep_clear)
            box = QRect(at, QSize(width, height))
            covers = (cover(box, rects), cover(box, keep_clear))  # what it must not cover, then the rest
            if best is None or covers < best[0]:
                best = (covers, width, height, at)
            if covers == (0, 0):
                break
        covers, width, height, at = best
        if covers[0]:  # no place over the table leaves what the step needs in sight
            self._dock()
            return
        self.setFixedSize(width, height)
        self.move(vp.mapTo(view, at))

    # -- docked: a band above the table, which the table leaves to it ----------------------

    def _dock(self) -> None:
        """The bubble takes a band across the top of the view, and the table is laid out
        below it (the view's viewport starts under the band): it covers nothing, whatever
        the step needs. It stays there until the next step (see :meth:`undock`)."""
        self.docked = True
        self._placed = None
        self._band()

    def _band(self) -> None:
        view = self.table.view_widget
        width = view.width()
        height = self.heightForWidth(width) if self.hasHeightForWidth() else self.sizeHint().height()
        height = max(height, self.minimumSizeHint().height())
        self.setFixedSize(width, height)
        self.move(0, 0)
        if view.viewportMargins().top() != height:
            view.setViewportMargins(0, height, 0, 0)

    def undock(self) -> None:
        """Back over the table (a new step: placed beside what it points at if it can)."""
        if self.docked:
            self.docked = False
            self._placed = None
            self.table.view_widget.setViewportMargins(0, 0, 0, 0)

    def needed_rects(self) -> list[QRect]:
        """What the bubble leaves in sight, on the view's viewport: what the step points
        at, where its move is made, the cards the player has raised or picked up and the
        new-group slot."""
        return (highlight_rects(self.table, self.highlight, areas=False) + move_rects(self.table, self.expect)
                + in_play_rects(self.table))


class _ResizeWatch(QObject):
    def __init__(self, callback) -> None:
        super().__init__()
        self._callback = callback

    def eventFilter(self, obj, event) -> bool:
        if event.type() == QEvent.Resize:
            self._callback()
        return False
