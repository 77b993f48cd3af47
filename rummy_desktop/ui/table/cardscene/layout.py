"""The card scene's layout: everything in card-size units, the card width the largest at
which nothing overlaps or leaves the view (so resizing just works)."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QPointF, QRectF
from PySide6.QtGui import QFont, QFontMetricsF

from .items import loose_caption
from .seats import seat_height
from .state import Geometry

if TYPE_CHECKING:
    from .scene import CardScene


def lay_out(scene: CardScene, w: int) -> Geometry:
    """Where everything goes with cards ``w`` wide (``ok``: nothing overlaps or leaves the view)."""
    st = scene.state
    vw, vh = scene.view_size
    h = round(w * scene.pixmaps.ratio)
    m = max(6, round(w * 0.12))
    fm_h = 15  # caption height
    geo_seats: list[QRectF] = []
    n = max(1, len(st.seats))
    pw = min(230.0, (vw - m * (n + 1)) / n)
    seat_h = max(38.0, seat_height(st.seats, pw, scene.font, scene.bold))
    x = (vw - (pw * n + m * (n - 1))) / 2
    for _ in st.seats:
        geo_seats.append(QRectF(x, m / 2, pw, seat_h))
        x += pw + m
    top = m / 2 + seat_h + m
    col_w = max(w + 2 * m, 70)
    # the stock's caption keeps clear of what is right of it (the spread discard pile's)
    stock_caption = QCoreApplication.translate("Table", "Stock: {n}").format(n=st.stock)
    col_w = max(col_w, math.ceil(QFontMetricsF(caption_font(scene, w)).horizontalAdvance(stock_caption)) + m)
    if st.loose or scene.has_loose_zone():
        # the loose cards' caption keeps clear of the groups (longer in French and
        # Portuguese, and the card width shrinks as the table fills up)
        caption = QFontMetricsF(caption_font(scene, w)).horizontalAdvance(loose_caption())
        col_w = max(col_w, math.ceil(caption) + m)
    # left column: stock, then the plain discard or the loose cards
    stock = QRectF(m, top, w, h)
    y = top + h + fm_h + m
    discard: dict[int, QPointF] = {}
    discard_rect = None
    loose: dict[int, QPointF] = {}
    loose_rect = None
    col_bottom = top + h + fm_h
    if st.has_discard and not st.spread:
        discard_rect = QRectF(m, y, w, h)
        for c in st.discard[-1:]:
            discard[c] = QPointF(m, y)
        col_bottom = y + h + fm_h
    if st.loose or scene.has_loose_zone():
        k = max(1, len(st.loose))
        step = h * 0.36
        loose_rect = QRectF(m, y, w, h + step * (k - 1))
        for i, c in enumerate(st.loose):
            loose[c] = QPointF(m, y + i * step)
        col_bottom = loose_rect.bottom() + fm_h
    lift = round(h * 0.2)
    hand_top = vh - m - h
    ok = col_bottom <= vh - m
    x0 = m + col_w
    # hand
    avail = vw - m - x0
    nh = len(st.hand)
    hand: dict[int, QPointF] = {}
    step = w * 0.62
    if nh > 1:
        step = min(step, (avail - w) / (nh - 1))
        if step < w * 0.28:
            ok = False
    total = w + step * max(0, nh - 1)
    hx = x0 + max(0.0, (avail - total) / 2)
    for i, c in enumerate(st.hand):
        hand[c] = QPointF(hx + i * step, hand_top)
    hand_rect = QRectF(x0, hand_top - lift, avail, h + lift)
    # table area
    table = QRectF(x0, top, vw - m - x0, hand_top - lift - m - top)
    gstep = w * 0.3
    gap = w * 0.42
    row_gap = max(4.0, h * 0.1)
    cx, cy = table.left(), table.top()
    if st.spread and st.has_discard:
        # the spread discard pile first, wrapping like a group
        k = len(st.discard)
        per_row = max(1, int((table.width() - w) / gstep) + 1)
        rows = max(1, -(-k // per_row))
        for i, c in enumerate(st.discard):
            r, col = divmod(i, per_row)
            discard[c] = QPointF(cx + col * gstep, cy + r * (h + row_gap))
        width = w + gstep * (min(k, per_row) - 1) if k else w
        discard_rect = QRectF(cx, cy, width, h + (rows - 1) * (h + row_gap))
        cy += discard_rect.height() + fm_h + row_gap
    groups: list[tuple[QRectF, list[QPointF]]] = []
    row_h = h + row_gap
    for g in st.groups:
        gw = w + gstep * (len(g) - 1)
        if cx > table.left() and cx + gw > table.right():
            cx = table.left()
            cy += row_h
        pts = [QPointF(cx + i * gstep, cy) for i in range(len(g))]
        groups.append((QRectF(cx - 3, cy - 3, gw + 6, h + 6), pts))
        cx += gw + gap
    new_slot = None
    if st.new_label:
        if cx > table.left() and cx + w > table.right():
            cx = table.left()
            cy += row_h
        new_slot = QRectF(cx, cy, w, h)
    bottom = cy + h if (st.groups or new_slot is not None) else cy
    if bottom > table.bottom() + 0.5 or table.height() < h:
        ok = False
    return Geometry(w, h, ok, hand, groups, new_slot, table, hand_rect, stock, discard, discard_rect,
                    loose, loose_rect, geo_seats)


def caption_font(scene: CardScene, w: int) -> QFont:
    """The piles' captions, for cards ``w`` wide."""
    font = QFont(scene.font)
    font.setPixelSize(max(10, min(13, int(w * 0.2))) + (3 if scene.large_print else 0))
    return font


def fit(scene: CardScene) -> Geometry:
    """The largest card width (a multiple of 4 px, so the cached faces change size
    rarely) at which everything fits."""
    vw, vh = scene.view_size
    w = int(min(130, vw / 8, (vh - 60) / scene.pixmaps.ratio / 3.2)) // 4 * 4
    geo = lay_out(scene, max(w, 18))
    while not geo.ok and w > 18:
        w -= 4
        geo = lay_out(scene, max(w, 18))
    return geo
