"""The program's side of the deck render process (:mod:`.worker`): it starts the process,
asks it to read decks and render cards, and keeps the images as they come, on the UI
thread (QProcess: nothing here waits for the process). One process and one store of images
serve the whole program (:func:`deck_images`); every card table shows from them."""

from __future__ import annotations

import json
import os
import sys

from PySide6.QtCore import QCoreApplication, QObject, QProcess, QProcessEnvironment, QTimer, Signal
from PySide6.QtGui import QImage

from . import WORKER_ENV, Deck

#: decks that could not be read this session: id -> why (Settings greys them out)
FAILED: dict[str, str] = {}
#: sizes of images kept per deck (the current one and a few to come back to)
KEEP_SIZES = 4


def worker_command() -> tuple[str, list[str]]:
    """The program and arguments that start the render process."""
    if getattr(sys, "frozen", False):  # the PyInstaller program runs it (installer/launcher.py)
        return sys.executable, []
    return sys.executable, ["-m", "rummy_desktop.ui.decks.worker"]


class DeckImages(QObject):
    """Card images of the SVG decks, rendered by the render process.

    ``loaded(deck_id, ratio, error)``: a deck was read (``error`` empty) or could not be;
    ``arrived(deck_id)``: images of the deck came (repaint)."""

    loaded = Signal(str, float, str)
    arrived = Signal(str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.process: QProcess | None = None
        self._buffer = bytearray()
        self._header: dict | None = None
        self._decks: dict[str, Deck] = {}  # by svg path
        self.ratios: dict[str, float] = {}  # deck id -> height / width of its cards
        self.optional: dict[str, set[str]] = {}  # deck id -> the back and jokers it has
        self._images: dict[tuple, QImage] = {}  # (deck id, element key, w, h) -> image (null: none)
        self._asked: set[tuple] = set()
        self._queue: dict[tuple, list[tuple]] = {}  # (deck id, w, h) -> [(key, elements)]
        self._flush = QTimer(self)
        self._flush.setSingleShot(True)
        self._flush.setInterval(0)
        self._flush.timeout.connect(self._send_queue)

    # -- the process --------------------------------------------------------------------

    def _start(self) -> QProcess:
        if self.process is not None:
            return self.process
        process = QProcess(self)
        env = QProcessEnvironment.systemEnvironment()
        env.insert(WORKER_ENV, "1")
        env.insert("QT_QPA_PLATFORM", "offscreen")
        process.setProcessEnvironment(env)
        process.readyReadStandardOutput.connect(self._read)
        process.finished.connect(self._finished)
        program, args = worker_command()
        process.start(program, args)
        self.process = process
        self._buffer.clear()
        self._header = None
        return process

    def _send(self, request: dict) -> None:
        self._start().write(json.dumps(request).encode() + b"\n")

    def _read(self) -> None:
        process = self.process
        if process is None:
            return
        self._buffer += bytes(process.readAllStandardOutput())
        while True:
            if self._header is None:
                end = self._buffer.find(b"\n")
                if end < 0:
                    return
                line = bytes(self._buffer[:end])
                del self._buffer[:end + 1]
                try:
                    self._header = json.loads(line)
                except ValueError:
                    continue
            header = self._header
            n = int(header.get("n", 0)) if header.get("op") == "image" else 0
            if len(self._buffer) < n:
                return
            data = bytes(self._buffer[:n])
            del self._buffer[:n]
            self._header = None
            self._answer(header, data)

    def _answer(self, header: dict, data: bytes) -> None:
        op = header.get("op")
        if op == "loaded":
            deck = self._decks.get(str(header.get("svg")))
            if deck is None:
                return
            if header.get("ok"):
                self.ratios[deck.id] = float(header.get("ratio") or 1.4)
                self.optional[deck.id] = set(header.get("has", ()))
                FAILED.pop(deck.id, None)
                self.loaded.emit(deck.id, self.ratios[deck.id], "")
            else:
                self._fail(deck, str(header.get("error") or "?"))
        elif op == "image":
            key = tuple(header.get("key") or ())
            if len(key) != 4:
                return
            w, h = int(header["w"]), int(header["h"])
            image = QImage(data, w, h, w * 4, QImage.Format.Format_ARGB32_Premultiplied).copy() if data else QImage()
            self._asked.discard(key)
            self._images[key] = image
            self.arrived.emit(key[0])

    def _fail(self, deck: Deck, error: str) -> None:
        FAILED[deck.id] = error
        self.ratios.pop(deck.id, None)
        for key in [k for k in self._asked if k[0] == deck.id]:
            self._asked.discard(key)
        self.loaded.emit(deck.id, 0.0, error)

    def _finished(self, *_args) -> None:
        process, self.process = self.process, None
        if process is None:
            return
        error = bytes(process.readAllStandardError()).decode(errors="replace").strip().splitlines()
        process.deleteLater()
        reason = error[-1] if error else "the card renderer stopped"
        pending = {k[0] for k in self._asked} | {d.id for d in self._decks.values()
                                                 if d.id not in self.ratios and d.id not in FAILED}
        for deck in list(self._decks.values()):
            if deck.id in pending:
                self._fail(deck, reason)
        self._asked.clear()

    def close(self) -> None:
        """End the render process (the program is closing)."""
        process, self.process = self.process, None
        if process is None:
            return
        process.finished.disconnect(self._finished)
        if process.state() != QProcess.ProcessState.NotRunning:
            process.write(b'{"op": "quit"}\n')
            process.closeWriteChannel()
            if not process.waitForFinished(2000):
                process.kill()
                process.waitForFinished(1000)
        process.deleteLater()

    # -- what the card tables ask -------------------------------------------------------

    def load(self, deck: Deck) -> None:
        """Read ``deck`` (the answer comes as :attr:`loaded`; at once when it is known)."""
        if deck.id in self.ratios:
            self.loaded.emit(deck.id, self.ratios[deck.id], "")
            return
        if deck.id in FAILED:
            self.loaded.emit(deck.id, 0.0, FAILED[deck.id])
            return
        self._decks[os.fspath(deck.svg)] = deck
        self._send({"op": "load", "svg": os.fspath(deck.svg), "kind": deck.kind})

    def image(self, deck: Deck, key: str, elements: list[str], w: int, h: int) -> QImage | None:
        """The card ``key`` of ``deck`` at w×h device pixels: an image (a null one when the
        deck has none of ``elements``), or None while it is being rendered (asked now)."""
        k = (deck.id, key, w, h)
        found = self._images.get(k)
        if found is not None or deck.id in FAILED:
            return found
        if k not in self._asked:
            self._asked.add(k)
            self._decks[os.fspath(deck.svg)] = deck
            self._queue.setdefault((deck.id, w, h), []).append((key, elements))
            self._flush.start()
        return None

    def _send_queue(self) -> None:
        queue, self._queue = self._queue, {}
        for (deck_id, w, h), items in queue.items():
            deck = next((d for d in self._decks.values() if d.id == deck_id), None)
            if deck is None or deck_id in FAILED:
                continue
            self._send({"op": "render", "svg": os.fspath(deck.svg), "kind": deck.kind, "w": w, "h": h,
                        "items": [[[deck_id, key, w, h], elements] for key, elements in items]})
        self._evict()

    def _evict(self) -> None:
        sizes: dict[str, list[tuple[int, int]]] = {}
        for deck_id, _key, w, h in self._images:
            seen = sizes.setdefault(deck_id, [])
            if (w, h) not in seen:
                seen.append((w, h))
        for deck_id, seen in sizes.items():
            old = set(seen[:-KEEP_SIZES])
            for k in [k for k in self._images if k[0] == deck_id and (k[2], k[3]) in old]:
                del self._images[k]


_IMAGES: DeckImages | None = None


def deck_images() -> DeckImages:
    """The program's one store of SVG card images (its render process ends with the program)."""
    global _IMAGES
    if _IMAGES is None:
        app = QCoreApplication.instance()
        _IMAGES = DeckImages(app)
        app.aboutToQuit.connect(_IMAGES.close)
    return _IMAGES


def close_deck_images() -> None:
    """End the render process and forget the images (tests; the program's end)."""
    global _IMAGES
    if _IMAGES is not None:
        _IMAGES.close()
        _IMAGES.deleteLater()
        _IMAGES = None
    FAILED.clear()
