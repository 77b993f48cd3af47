"""The joker prompts: when a joker fits several cards, ask which one it is (RULES.md §2.0.3);
when a real card may either join a meld or take the place of the joker standing for it
(Rummy with jokers, §2.9), ask which."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QPoint, QRect, QSize, Qt
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QGridLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from .reasons import card_text, face_text


class JokerDialog(QDialog):
    """One button per face the joker may stand for."""

    def __init__(self, choices: Sequence[int], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(QCoreApplication.translate("Table", "Which card is the joker?"))
        self.setAccessibleName(QCoreApplication.translate("Table", "Which card is the joker?"))
        self.choice: int | None = None
        lay = QVBoxLayout(self)
        label = QLabel(QCoreApplication.translate("Table", "The joker fits more than one card here. Which card does it stand for?"))
        label.setWordWrap(True)
        lay.addWidget(label)
        grid = QGridLayout()
        for i, face in enumerate(choices):
            b = QPushButton(face_text(face))
            b.setAccessibleName(QCoreApplication.translate("Table", "Joker as {card}").format(card=face_text(face)))
            b.setMinimumWidth(64)
            colour = "#c8102e" if face // 13 in (1, 2) else "#111111"
            b.setStyleSheet(f"font-size: 16px; font-weight: bold; color: {colour};")
            b.clicked.connect(lambda _=False, f=face: self._pick(f))
            grid.addWidget(b, i // 6, i % 6)
        lay.addLayout(grid)
        box = QDialogButtonBox(QDialogButtonBox.Cancel)
        box.rejected.connect(self.reject)
        lay.addWidget(box)
        self.setWindowModality(Qt.WindowModal)

    def _pick(self, face: int) -> None:
        self.choice = face
        self.accept()


# Room for the window manager's title bar and borders round a dialog not yet shown.
FRAME = QSize(16, 40)


def keep_bubble_in_sight(dlg: QDialog, parent: QWidget | None) -> None:
    """Inside a lesson, put ``dlg`` where it leaves the lesson's bubble in sight (the
    bubble says which card the joker is to be): over the window's middle when that is
    clear of the bubble, else below, above or beside it."""
    bubble = parent.findChild(QWidget, "lessonBubble") if parent is not None else None
    if bubble is None or not bubble.isVisible():
        return
    dlg.adjustSize()
    size = dlg.size() + FRAME
    keep = QRect(bubble.mapToGlobal(QPoint(0, 0)), bubble.size())
    window = parent.window().frameGeometry()
    screen = parent.screen().availableGeometry()
    w, h, gap = size.width(), size.height(), 8
    centre = window.center()
    across, down = keep.center().x() - w // 2, keep.center().y() - h // 2
    places = [QPoint(centre.x() - w // 2, centre.y() - h // 2),
              QPoint(across, keep.bottom() + gap), QPoint(across, keep.top() - gap - h),
              QPoint(keep.left() - gap - w, down), QPoint(keep.right() + gap, down),
              window.topLeft(), QPoint(window.right() - w, window.top()),
              QPoint(window.left(), window.bottom() - h), QPoint(window.right() - w, window.bottom() - h)]
    for p in places:
        x = min(max(p.x(), screen.left()), screen.right() - w)
        y = min(max(p.y(), screen.top()), screen.bottom() - h)
        if not QRect(QPoint(x, y), size).intersects(keep):
            dlg.move(x, y)
            return


def ask_joker_face(parent: QWidget | None, joker: int, choices: Sequence[int]) -> int | None:
    """The face chosen for ``joker`` among ``choices``; None when the player cancels."""
    dlg = JokerDialog(choices, parent)
    keep_bubble_in_sight(dlg, parent)
    if dlg.exec() == QDialog.Accepted:
        return dlg.choice
    return None


class SwapDialog(QDialog):
    """The real card dropped on a meld whose joker stands for it: a fourth card, or the swap."""

    def __init__(self, card: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(QCoreApplication.translate("Table", "Swap the joker?"))
        self.setAccessibleName(QCoreApplication.translate("Table", "Swap the joker?"))
        self.choice: str | None = None
        lay = QVBoxLayout(self)
        label = QLabel(QCoreApplication.translate(
            "Table", "The joker in this meld stands for {card}. Put your {card} in its place and take the "
                     "joker into your hand, or add {card} to the meld?").format(card=card_text(card)))
        label.setWordWrap(True)
        lay.addWidget(label)
        box = QDialogButtonBox(self)
        self.swap_button = box.addButton(QCoreApplication.translate("Table", "&Swap for the joker"),
                                         QDialogButtonBox.AcceptRole)
        self.lay_off_button = box.addButton(QCoreApplication.translate("Table", "&Add to the meld"),
                                            QDialogButtonBox.AcceptRole)
        box.addButton(QDialogButtonBox.Cancel)
        self.swap_button.clicked.connect(lambda: self._pick("swap"))
        self.lay_off_button.clicked.connect(lambda: self._pick("lay_off"))
        box.rejected.connect(self.reject)
        lay.addWidget(box)
        self.swap_button.setDefault(True)
        self.setWindowModality(Qt.WindowModal)

    def _pick(self, choice: str) -> None:
        self.choice = choice
        self.accept()


def ask_swap_or_lay_off(parent: QWidget | None, card: int) -> str | None:
    """``"swap"`` or ``"lay_off"`` for a real ``card`` whose joker is in the meld it was
    dropped on; None when the player cancels."""
    dlg = SwapDialog(card, parent)
    keep_bubble_in_sight(dlg, parent)
    if dlg.exec() == QDialog.Accepted:
        return dlg.choice
    return None
