"""The move log beside the table: each seat's actions this round, in words.

The entries come from :class:`rummy_desktop.session.move_log.MoveLog` (which reads the
events only as the table's seat may see them); this module words them in the player's
language and shows them in a scrollable list, the newest at the bottom. A language change
words the whole round again.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QLocale, QObject, Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFrame,
    QLabel,
    QListView,
    QListWidget,
    QListWidgetItem,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QVBoxLayout,
)

from rummy_desktop.session.move_log import Entry, Moved, Placed

from .reasons import card_text


def _cards(cards, declared=None) -> str:
    declared = declared or {}
    return " ".join(card_text(c, declared.get(c)) for c in cards)


def _group(cards, declared=None) -> str:
    return "[" + _cards(cards, declared) + "]"


class _WrappingRows(QStyledItemDelegate):
    """Row heights for the list's width now. Qt's list measures a wrapped row once, at the
    width it had then; after a resize (or a scroll bar coming or going) a row kept its old
    height, and its text was cut with "…" over an empty line. Here each row is measured at
    the viewport's width, and a resize of the viewport lays the rows out again."""

    def __init__(self, view: QListWidget) -> None:
        super().__init__(view)
        self.view = view
        view.viewport().installEventFilter(self)

    def sizeHint(self, option, index):
        opt = QStyleOptionViewItem(option)
        opt.rect.setWidth(max(1, self.view.viewport().width() - 2 * self.view.spacing()))
        return super().sizeHint(opt, index)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Resize:
            self.view.scheduleDelayedItemsLayout()
        return False


class MoveLogView(QFrame):
    """The list of this round's moves. ``show_entries`` words them again (a new language,
    new names); ``sync`` shows what changed."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.setObjectName("moveLog")
        self.title = QLabel(self)
        font = QFont(self.title.font())
        font.setBold(True)
        self.title.setFont(font)
        self.list = QListWidget(self)
        self.list.setWordWrap(True)
        self.list.setAlternatingRowColors(True)
        self.list.setSpacing(1)
        self.list.setResizeMode(QListView.Adjust)
        self.list.setSelectionMode(QAbstractItemView.NoSelection)
        self.list.setHorizontalScrollBarPolicy(Qt.ScrollBarAlwaysOff)
        self.list.setVerticalScrollMode(QAbstractItemView.ScrollPerPixel)
        self.list.setFocusPolicy(Qt.TabFocus)
        self.list.setItemDelegate(_WrappingRows(self.list))
        self.title.setBuddy(self.list)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(6, 4, 4, 4)
        lay.setSpacing(3)
        lay.addWidget(self.title)
        lay.addWidget(self.list, 1)
        self.setMinimumWidth(140)
        self.name: Callable[[int], str] = lambda s: str(s + 1)
        self.viewer: int | None = None
        self.you_named = False
        self._shown: list[Entry] = []
        self.retranslate()

    def retranslate(self) -> None:
        self.title.setText(self.tr("Moves this round"))
        self.list.setAccessibleName(self.tr("Moves this round"))
        self.list.setAccessibleDescription(self.tr("What each player did this round, the newest last"))

    # -- wording ------------------------------------------------------------------------
    # Each text said of a seat has a second form, disambiguated "you", said to the player
    # ("You drew…", which French conjugates differently from "Ana drew…").

    @staticmethod
    def _pick(you: bool, yours: str, theirs: str) -> str:
        return yours if you else theirs

    def _placed(self, p: Placed, declared) -> str:
        if p.new and set(p.cards) == set(p.target):
            return self.tr("laid down {group}").format(group=_group(p.target, declared))
        if p.new:
            return self.tr("put {cards} into a new group {group}").format(
                cards=_cards(p.cards, declared), group=_group(p.target, declared))
        return self.tr("put {cards} into {group}").format(
            cards=_cards(p.cards, declared), group=_group(p.target, declared))

    def _moved(self, m: Moved, declared, was) -> str:
        """Table cards moved: a joker named with the card it stood for in the group it left
        (``was``) and the card it stands for now (``declared``)."""
        values = {"cards": _cards(m.cards, declared), "source": _group(m.source, was or declared),
                  "target": _group(m.target, declared)}
        if not m.source:
            return self.tr("moved the loose {cards} into {target}").format_map(values)
        if self.viewer is not None and m.owners == (self.viewer,):
            return self.tr("moved your {cards} from {source} into {target}").format_map(values)
        return self.tr("moved {cards} from {source} into {target}").format_map(values)

    def entry_text(self, e: Entry) -> str:
        """``e`` in words. The viewer's entries use the forms said to the player unless the
        player has a name of their own (``you_named``)."""
        who = self.name(e.seat) if e.seat is not None else ""
        you = e.seat is not None and e.seat == self.viewer and not self.you_named
        pick = self._pick
        k = e.kind
        n = e.count
        if k == "round_started":
            if e.seat is None:
                return self.tr("Round {n}").format(n=e.number)
            if you:
                return self.tr("Round {n}: you play first").format(n=e.number)
            return self.tr("Round {n}: {who} plays first").format(n=e.number, who=who)
        if k == "drew":
            if e.cards:
                text = pick(you, self.tr("{who} drew {cards}", "you"), self.tr("{who} drew {cards}"))
            elif n == 1:
                text = pick(you, self.tr("{who} drew a card", "you"), self.tr("{who} drew a card"))
            else:  # two or more (the singular is the sentence above)
                text = pick(you, self.tr("{who} drew %n cards", "you", n), self.tr("{who} drew %n cards", "", n))
            return text.format(who=who, cards=_cards(e.cards))
        if k == "took_discard" and e.bought:
            text = pick(you, self.tr("{who} bought {card} out of turn", "you"), self.tr("{who} bought {card} out of turn"))
            return text.format(who=who, card=_cards(e.cards))
        if k == "took_discard":
            text = pick(you, self.tr("{who} took {card} from the discard pile", "you"),
                        self.tr("{who} took {card} from the discard pile"))
            return text.format(who=who, card=_cards(e.cards))
        if k == "dug":
            text = pick(you, self.tr("{who} dug {card} out of the discard pile, with {cards}", "you"),
                        self.tr("{who} dug {card} out of the discard pile, with {cards}"))
            return text.format(who=who, card=_cards(e.cards[:1]), cards=_cards(e.cards[1:]))
        if k == "melded":
            text = pick(you, self.tr("{who} melded {group}", "you"), self.tr("{who} melded {group}"))
            return text.format(who=who, group=_group(e.cards, e.declared))
        if k == "laid_off":
            text = pick(you, self.tr("{who} laid off {card} on {group}", "you"),
                        self.tr("{who} laid off {card} on {group}"))
            return text.format(who=who, card=_cards(e.cards, e.declared), group=_group(e.group, e.declared))
        if k == "swapped_joker":
            text = pick(you, self.tr("{who} put {card} in the place of the joker in {group} and took the joker", "you"),
                        self.tr("{who} put {card} in the place of the joker in {group} and took the joker"))
            return text.format(who=who, card=_cards(e.cards), group=_group(e.group, e.was))
        if k == "discarded":
            text = pick(you, self.tr("{who} discarded {card}", "you"), self.tr("{who} discarded {card}"))
            return text.format(who=who, card=_cards(e.cards))
        if k == "committed":
            lines = [pick(you, self.tr("{who} played:", "you"), self.tr("{who} played:")).format(who=who)]
            lines += ["• " + self._placed(p, e.declared) for p in e.placed]
            lines += ["• " + self._moved(m, e.declared, e.was) for m in e.moved]
            return "\n".join(lines)
        if k == "withdrew":
            if e.cards:
                text = pick(you, self.tr("{who} withdrew (+3) and drew {cards}", "you"),
                            self.tr("{who} withdrew (+3) and drew {cards}"))
            elif n == 0:
                text = pick(you, self.tr("{who} withdrew (+3); the stock is empty", "you"),
                            self.tr("{who} withdrew (+3); the stock is empty"))
            elif n == 1:
                text = pick(you, self.tr("{who} withdrew (+3) and drew a card", "you"),
                            self.tr("{who} withdrew (+3) and drew a card"))
            else:
                text = pick(you, self.tr("{who} withdrew (+3) and drew %n cards", "you", n),
                            self.tr("{who} withdrew (+3) and drew %n cards", "", n))
            return text.format(who=who, cards=_cards(e.cards))
        if k == "let_go":
            if e.others:  # several seats, none of them the player's: "Ana and Bia let 7♥ go"
                names = QLocale().createSeparatedList([who] + [self.name(s) for s in e.others])
                return self.tr("{who} let {card} go", "several", 1 + len(e.others)).format(
                    who=names, card=_cards(e.cards))
            text = pick(you, self.tr("{who} let {card} go", "you"), self.tr("{who} let {card} go"))
            return text.format(who=who, card=_cards(e.cards))
        if k == "passed":
            return pick(you, self.tr("{who} passed", "you"), self.tr("{who} passed")).format(who=who)
        if k == "knocked":
            return pick(you, self.tr("{who} knocked", "you"), self.tr("{who} knocked")).format(who=who)
        if k == "final_turns":
            return self.tr("The stock is empty: one more turn each")
        if k == "stock_rebuilt":
            return self.tr("The discard pile was shuffled into a new stock")
        if k == "round_ended":
            if e.ending == "out" and e.seat is not None:
                text = pick(you, self.tr("{who} went out: round {n} is over", "you"),
                            self.tr("{who} went out: round {n} is over"))
                return text.format(who=who, n=e.number)
            return self.tr("Round {n} is over").format(n=e.number)
        if k == "game_ended":
            return self.tr("The game is over")
        return ""

    def texts(self) -> list[str]:
        return [self.list.item(i).text() for i in range(self.list.count())]

    def _item(self, e: Entry) -> QListWidgetItem:
        text = self.entry_text(e)
        item = QListWidgetItem(text)
        item.setToolTip(text)
        item.setData(Qt.AccessibleTextRole, text)
        if e.kind in ("round_started", "round_ended", "game_ended"):
            font = QFont(self.list.font())
            font.setBold(True)
            item.setFont(font)
        return item

    def show_entries(self, entries: list[Entry]) -> None:
        """Word every entry again (a new language, a new name)."""
        self.list.clear()
        self._shown = []
        self.sync(entries)

    def sync(self, entries: list[Entry]) -> None:
        """Show ``entries``: rows already shown stay, changed and new ones follow; the
        newest is scrolled into view."""
        keep = 0
        for old, e in zip(self._shown, entries):
            if old is not e:
                break
            keep += 1
        while self.list.count() > keep:
            self.list.takeItem(self.list.count() - 1)
        for e in entries[keep:]:
            self.list.addItem(self._item(e))
        self._shown = list(entries)
        self.list.scrollToBottom()
