"""The render process of the SVG card decks: QtSvg renders the cards here, in a process of
their own, so the table never waits for it (PySide6 keeps Python's lock through a render
call, so a thread of the program's own would stall its window just the same).

The program talks to it through its standard input and output (see :mod:`.render`):
requests are JSON lines; each answer is a JSON line, followed for an image by its pixels
(``n`` bytes, 32-bit premultiplied ARGB, rows top to bottom).

* ``{"op": "load", "svg": PATH, "kind": "kde" | "aisleriot"}`` reads a deck and answers
  ``{"op": "loaded", "svg": PATH, "ok": true, "ratio": H/W, "has": [ELEMENT...]}`` (the
  optional elements it has: back, jokers), or ``"ok": false`` with ``"error"``: a file that
  is not a readable SVG, or that lacks a card.
* ``{"op": "render", "svg": PATH, "kind": KIND, "w": W, "h": H, "items": [[KEY, [ELEMENT...]],
  ...]}`` renders each item's first element there is, W×H pixels, answering
  ``{"op": "image", "key": KEY, "w": W, "h": H, "n": N}`` and the pixels (``"n": 0`` when the
  deck has none of the elements). A deck that cannot be read answers "loaded" as above.

Started as ``python -m rummy_desktop.ui.decks.worker``, or, in the frozen program, as
the program itself with ``RUMMY_DESKTOP_CARD_WORKER=1`` (see installer/launcher.py).
"""

from __future__ import annotations

import gzip
import io
import json
import os
import sys

from PySide6.QtCore import QByteArray, QRectF
from PySide6.QtGui import QGuiApplication, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

from . import AISLERIOT, GRID, RANKS, SUITS

MAX_SVG_BYTES = 64 * 1024 * 1024  # unpacked; KDE's largest deck is about 20 MB


def face_elements(kind: str) -> list[str]:
    if kind == AISLERIOT:
        return [f"{s}_{r}" for s in SUITS for r in RANKS]
    return [f"{r}_{s}" for s in SUITS for r in RANKS]


class Deck:
    def __init__(self, path: str, kind: str) -> None:
        with open(path, "rb") as f:
            data = f.read(MAX_SVG_BYTES + 1)
        if data[:2] == b"\x1f\x8b":
            try:
                data = gzip.GzipFile(fileobj=io.BytesIO(data)).read(MAX_SVG_BYTES + 1)
            except (OSError, EOFError) as e:
                raise ValueError(f"not a readable gzipped SVG ({e})") from e
        if len(data) > MAX_SVG_BYTES:
            raise ValueError("the SVG is too large")
        self.kind = kind
        self.renderer = QSvgRenderer(QByteArray(data))
        if not self.renderer.isValid():
            raise ValueError("not a readable SVG")
        missing = [e for e in face_elements(kind) if not self.renderer.elementExists(e)]
        if missing:
            raise ValueError("it has no card " + ", ".join(missing[:4]) + ("…" if len(missing) > 4 else ""))
        box = self.box(face_elements(kind)[0])
        if box.width() <= 0 or box.height() <= 0:
            raise ValueError("its cards have no size")
        self.ratio = box.height() / box.width()
        if not 1.1 <= self.ratio <= 1.8:
            raise ValueError(f"its cards have an unusual shape (height/width {self.ratio:.2f})")

    def bounds(self, element: str):
        r = self.renderer
        return r.transformForElement(element).mapRect(r.boundsOnElement(element))

    def box(self, element: str):
        """The card's rectangle in the document: the element's bounds (KDE), or the cell of
        Aisleriot's grid the element starts in."""
        bounds = self.bounds(element)
        if self.kind != AISLERIOT:
            return bounds
        view = self.renderer.viewBoxF()
        cw, ch = view.width() / GRID[0], view.height() / GRID[1]
        col = min(GRID[0] - 1, max(0, int((bounds.left() - view.left() + 0.5) // cw)))
        row = min(GRID[1] - 1, max(0, int((bounds.top() - view.top() + 0.5) // ch)))
        return QRectF(view.left() + col * cw, view.top() + row * ch, cw, ch)

    def render(self, element: str, w: int, h: int):
        image = QImage(w, h, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(0)
        box, bounds = self.box(element), self.bounds(element)
        sx, sy = w / box.width(), h / box.height()
        target = QRectF((bounds.left() - box.left()) * sx, (bounds.top() - box.top()) * sy,
                        bounds.width() * sx, bounds.height() * sy)
        p = QPainter(image)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        p.setClipRect(QRectF(0, 0, w, h))
        self.renderer.render(p, element, target)
        p.end()
        return image


def answer(out, header: dict, data: bytes = b"") -> None:
    out.write(json.dumps(header).encode() + b"\n")
    if data:
        out.write(data)
    out.flush()


def serve(inp, out) -> None:
    decks: dict[tuple[str, str], Deck] = {}  # the decks read, the last used last

    def deck_of(req: dict) -> Deck:
        key = (str(req["svg"]), str(req.get("kind", "kde")))
        deck = decks.pop(key, None) or Deck(*key)
        decks[key] = deck
        while len(decks) > 2:
            decks.pop(next(iter(decks)))
        return deck

    for line in inp:
        try:
            req = json.loads(line)
        except ValueError:
            answer(out, {"op": "error", "error": "not a JSON request"})
            continue
        op = req.get("op")
        if op == "quit":
            return
        try:
            deck = deck_of(req)
        except (OSError, ValueError, KeyError) as e:
            answer(out, {"op": "loaded", "svg": req.get("svg"), "ok": False, "error": str(e) or type(e).__name__})
            continue
        if op == "load":
            has = [e for e in ("back", "red_joker", "black_joker", "joker_red", "joker_black", "joker")
                   if deck.renderer.elementExists(e)]
            answer(out, {"op": "loaded", "svg": req["svg"], "ok": True, "ratio": deck.ratio, "has": has})
        elif op == "render":
            w, h = max(1, min(2000, int(req["w"]))), max(1, min(3000, int(req["h"])))
            for key, elements in req.get("items", []):
                found = next((e for e in elements if deck.renderer.elementExists(e)), None)
                data = b""
                if found is not None:
                    image = deck.render(found, w, h)
                    data = bytes(image.constBits())[: w * h * 4]
                answer(out, {"op": "image", "key": key, "w": w, "h": h, "n": len(data)}, data)


def main() -> None:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    _app = QGuiApplication.instance() or QGuiApplication([sys.argv[0], "-platform", "offscreen"])  # kept while it serves
    serve(sys.stdin.buffer, sys.stdout.buffer)


if __name__ == "__main__":
    main()
