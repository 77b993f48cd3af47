"""The main window's size and place: its preferred and smallest sizes cut down to the screen,
the layouts' own minimum (which follows the language and large print), the whole frame kept
on the screen, and the size and place kept for the next start (:mod:`rummy_desktop.storage.window_state`).

Imported with the window at start-up: Qt's core and widgets only.
"""

from __future__ import annotations

from PySide6.QtCore import QByteArray, QEvent, QObject, QTimer
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication, QMainWindow, QWidget

from rummy_desktop.storage import window_state

# The window's preferred and smallest sizes, both cut down to what the screen offers.
PREFERRED_SIZE = (1100, 720)
MINIMUM_SIZE = (800, 560)
# Room left for the window manager's title bar and borders, before the real frame is
# known (it is measured once the window is on screen, see ``keep_on_screen``).
DECORATION = (16, 40)


def fit_size(preferred: tuple[int, int], minimum: tuple[int, int], available: tuple[int, int],
             decoration: tuple[int, int] = DECORATION) -> tuple[tuple[int, int], tuple[int, int]]:
    """(size, minimum size) of a window whose frame must fit in ``available`` (the
    screen's available width and height), ``decoration`` being the frame's extra width
    and height."""
    room = (max(1, available[0] - decoration[0]), max(1, available[1] - decoration[1]))
    size = (min(preferred[0], room[0]), min(preferred[1], room[1]))
    least = (min(minimum[0], size[0]), min(minimum[1], size[1]))
    return size, least


def recentre(placed: dict) -> None:
    """Put each window of ``placed`` (window: its frame's centre and its size before) back
    on its centre if its size changed, inside its screen."""
    for w, (centre, size) in placed.items():
        try:
            if not w.isVisible() or w.size() == size:
                continue
        except RuntimeError:  # closed and deleted meanwhile
            continue
        frame = w.frameGeometry()
        frame.moveCenter(centre)
        screen = w.screen()
        if screen is not None:
            avail = screen.availableGeometry()
            frame.moveLeft(max(avail.left(), min(frame.left(), avail.right() + 1 - frame.width())))
            frame.moveTop(max(avail.top(), min(frame.top(), avail.bottom() + 1 - frame.height())))
        w.move(frame.topLeft())


class WindowSize(QObject):
    """The size rules of the main window (its parent), whose pages are in ``stack`` under
    its menu bar and above its status bar. (A child of the window, which it reaches as its
    parent: a reference of its own would keep the window alive.)"""

    def __init__(self, window: QMainWindow, stack: QWidget) -> None:
        super().__init__(window)
        self.stack = stack
        self.floor = MINIMUM_SIZE

    @property
    def window(self) -> QMainWindow:
        return self.parent()

    def available(self):
        """The available geometry (without panels and docks) of the window's screen."""
        screen = self.window.screen()
        if screen is None:
            screen = QGuiApplication.primaryScreen()
        return screen.availableGeometry() if screen is not None else None

    def fit_to_screen(self) -> None:
        """The preferred size, or less on a small screen: the whole window, frame
        included, must fit, or the buttons under the table would be cut off."""
        avail = self.available()
        if avail is None:
            size, least = PREFERRED_SIZE, self.least_size()
        else:
            size, least = fit_size(PREFERRED_SIZE, self.least_size(), (avail.width(), avail.height()))
        self.limit(least)
        self.window.resize(*size)

    def restore(self) -> None:
        """The size and place the window had when it was last closed (then kept on the
        screen, see ``keep_on_screen``)."""
        saved = window_state.state()["geometry"]
        if saved:
            self.window.restoreGeometry(QByteArray.fromBase64(saved.encode("ascii", "replace")))

    def remember(self) -> str:
        """Keep the window's size and place (and the split of the table, see TableWidget) for
        the next start; the reason when they could not be written."""
        window_state.state()["geometry"] = bytes(self.window.saveGeometry().toBase64()).decode("ascii")
        try:
            window_state.save()
        except OSError as e:
            return e.strerror or str(e)
        return ""

    def least_size(self) -> tuple[int, int]:
        """The smallest size at which nothing overlaps: :data:`MINIMUM_SIZE`, or more when the
        page needs it (the texts of some languages are longer; the table shows more buttons
        between rounds). It is the layouts' own minimum, so it follows them as they change."""
        need = self.window.minimumSizeHint()
        return max(MINIMUM_SIZE[0], need.width()), max(MINIMUM_SIZE[1], need.height())

    def limit(self, least: tuple[int, int]) -> None:
        """No explicit minimum while the screen has room for the layouts' own (an explicit one
        would hide it, and texts would overlap); a smaller one only on a screen too small."""
        window = self.window
        status = window.statusBar()
        # the pages get what the menu bar and the status bar leave of it (counting only the
        # menu bar, the window's own minimum grew by the status bar's height at every call)
        for bar in (window.menuBar(), status):  # their sizes as their layouts will have them (a new font)
            QApplication.sendPostedEvents(bar, QEvent.Type.LayoutRequest)
        bars = window.menuBar().sizeHint().height() + (0 if status.isHidden() else status.sizeHint().height())
        self.floor = (min(MINIMUM_SIZE[0], least[0]), min(MINIMUM_SIZE[1], least[1]))
        self.stack.setMinimumSize(self.floor[0], max(0, self.floor[1] - bars))
        if least == self.least_size():
            window.setMinimumSize(0, 0)  # the layouts decide, page by page and language by language
        else:
            window.setMinimumSize(*least)

    def show_status_bar(self, shown: bool) -> None:
        """The status bar on the start page, none over a table (it has its own status
        line): the pages' floor follows, so the window's smallest size stays the same."""
        status = self.window.statusBar()
        if status.isHidden() != shown:
            return
        status.setVisible(shown)
        self.limit(self.floor)

    def keep_on_screen(self) -> None:
        """Once the frame is known: shrink and move the window so that all of it, frame
        included, lies inside the screen's available geometry."""
        window = self.window
        if window.isMaximized() or window.isFullScreen() or not window.isVisible():
            return
        avail = self.available()
        if avail is None:
            return
        frame, inner = window.frameGeometry(), window.geometry()
        if avail.contains(frame):
            return
        extra = (frame.width() - inner.width(), frame.height() - inner.height())
        size, least = fit_size((inner.width(), inner.height()), self.least_size(),
                               (avail.width(), avail.height()), extra)
        self.limit(least)
        window.resize(*size)
        width, height = size[0] + extra[0], size[1] + extra[1]
        x = min(max(frame.x(), avail.x()), avail.x() + avail.width() - width)
        y = min(max(frame.y(), avail.y()), avail.y() + avail.height() - height)
        window.move(x, y)

    def resized(self) -> None:
        """Below its minimum size the window cuts its contents off, and the buttons overlap.
        A window manager keeps it from getting there; without one (or with one that ignores
        the size hints) the window takes its minimum back itself."""
        window = self.window
        least = (window.minimumWidth(), window.minimumHeight())
        if window.isVisible() and not (window.isMaximized() or window.isFullScreen()) and \
                (window.width() < least[0] or window.height() < least[1]):
            QTimer.singleShot(0, self, self._back_to_minimum)

    def _back_to_minimum(self) -> None:
        window = self.window
        window.resize(max(window.width(), window.minimumWidth()), max(window.height(), window.minimumHeight()))

    def fit_after_font(self) -> None:
        """After a change of the interface's font (Qt has told every widget): the
        minimum size again, and the window grown to it if it is now smaller."""
        window = self.window
        self.limit(self.floor)  # the bars' heights changed with the font
        least = self.least_size()
        if window.width() < least[0] or window.height() < least[1]:
            window.resize(max(window.width(), least[0]), max(window.height(), least[1]))
