"""The score sheet after each round and the final standings at the end of a game.

Both read the game through the seat's channel (its ``view()`` and ``seats()``, so a network
game shows them too), plus the ``round_ended`` event's data when the table passes it on,
for the points a variant shows apart from its scores.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from .fonts import scaled
from .seat_names import is_builtin, seat_name
from .variant_texts import vtr

SUIT_SYMBOLS = "♣♦♥♠"


def event_data(payload: Any) -> dict[str, Any]:
    """The data of a ``round_ended``/``game_ended`` event, however the table passes it."""
    if payload is None:
        return {}
    data = getattr(payload, "data", None)
    if isinstance(data, dict):
        return dict(data)
    if isinstance(payload, dict):
        return dict(payload)
    return {}


def _table(columns: int) -> QTableWidget:
    t = QTableWidget(0, columns)
    t.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    t.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
    t.verticalHeader().setVisible(False)
    t.setAlternatingRowColors(True)
    t.setWordWrap(True)
    t.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    t.horizontalHeader().setStretchLastSection(False)
    return t


def _cell(text: Any, bold: bool = False, number: bool = False) -> QTableWidgetItem:
    item = QTableWidgetItem(str(text))
    if number:
        item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
    if bold:
        f = QFont(item.font())
        f.setBold(True)
        item.setFont(f)
    return item


def _fit(table: QTableWidget, max_height: int = 420, stretch: Sequence[int] | None = None) -> None:
    """Size ``table`` to its contents (up to ``max_height``, then it scrolls). Extra width
    goes to the columns in ``stretch``, or is shared by all columns when it is None."""
    table.resizeColumnsToContents()
    table.resizeRowsToContents()
    header = table.horizontalHeader()
    h = header.sizeHint().height() + 2 * table.frameWidth()
    h += sum(table.rowHeight(r) for r in range(table.rowCount()))
    table.setFixedHeight(min(h + 2, max_height))
    widths = {c: table.columnWidth(c) for c in range(table.columnCount()) if not table.isColumnHidden(c)}
    shared = list(widths) if stretch is None else [c for c in stretch if c in widths]
    # stretched columns get equal widths, so each needs the room of the widest of them
    widest = max((widths[c] for c in shared), default=0)
    w = sum(v for c, v in widths.items() if c not in shared) + widest * len(shared)
    if h + 2 > max_height:
        w += table.verticalScrollBar().sizeHint().width()
    table.setMinimumWidth(min(w + 2 * table.frameWidth() + 2, 900))
    # the other columns keep their contents' width
    header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
    for c in shared:
        header.setSectionResizeMode(c, QHeaderView.ResizeMode.Stretch)


def lower_wins(view) -> bool:
    """Whether the lowest total wins this game (the rule set's declaration, in the view)."""
    return bool(view.rules is not None and view.rules.lower_wins)


class ScoreSheetDialog(QDialog):
    """One round's result: each seat's cards left and points, and the running totals;
    under it every round so far, with each seat's points and total after it.
    Between Shanghai's rounds the host chooses to continue or end the game."""

    continueChosen = Signal()
    endChosen = Signal()

    def __init__(self, channel, payload: Any, game_over: bool,
                 parent: QWidget | None = None, review: bool = False) -> None:
        """``channel`` is the seat's :class:`~rummy_desktop.session.seat_channel.SeatChannel`:
        the sheet reads the seat's view and the seats, never the engine."""
        super().__init__(parent)
        self.setObjectName("scoreSheet")
        self.channel = channel
        self.seat = channel.seat
        self.data = event_data(payload)
        self.game_over = game_over
        view = channel.view()
        self.choose = view.phase == "between_rounds" and not game_over and self.seat in (0, None) \
            and not getattr(channel, "spectator", False)  # (a network game's spectator decides nothing)
        self.review = review and not self.choose
        layout = QVBoxLayout(self)
        self.heading = scaled(QLabel(), 1.3, bold=True)
        layout.addWidget(self.heading)
        self.ending = QLabel()
        self.ending.setWordWrap(True)
        layout.addWidget(self.ending)
        self.sheet = _table(5)
        self.sheet.setObjectName("scoreTable")
        layout.addWidget(self.sheet)
        self.history_heading = QLabel()
        f = self.history_heading.font()
        f.setBold(True)
        self.history_heading.setFont(f)
        layout.addWidget(self.history_heading)
        self.history = _table(1)
        self.history.setObjectName("roundHistory")
        layout.addWidget(self.history)
        self.note = QLabel()
        self.note.setWordWrap(True)
        layout.addWidget(self.note)
        layout.addStretch(1)
        self.buttons = QDialogButtonBox()
        self.continue_button: QPushButton | None = None
        self.end_button: QPushButton | None = None
        self.close_button: QPushButton | None = None
        if self.choose:
            self.continue_button = self.buttons.addButton("", QDialogButtonBox.ButtonRole.AcceptRole)
            self.end_button = self.buttons.addButton("", QDialogButtonBox.ButtonRole.DestructiveRole)
            self.continue_button.clicked.connect(self._continue)
            self.end_button.clicked.connect(self._end)
            self.continue_button.setDefault(True)
        else:
            self.close_button = self.buttons.addButton("", QDialogButtonBox.ButtonRole.AcceptRole)
            self.close_button.clicked.connect(self.accept)
            self.close_button.setDefault(True)
        layout.addWidget(self.buttons)
        self.retranslate()
        self.resize(max(560, self.sizeHint().width()), self.sizeHint().height())

    def _continue(self) -> None:
        self.accept()
        self.continueChosen.emit()

    def _end(self) -> None:
        self.accept()
        self.endChosen.emit()

    def reject(self) -> None:
        if self.choose:
            return  # the host must choose; the choice cannot be skipped with Escape
        super().reject()

    def names(self) -> list[str]:
        seats = self.channel.seats()
        return [seat_name(seats, i, self.seat) for i in range(len(seats))]

    def label(self, s: int, names: list[str]) -> str:
        """A name in a column of names: the player's own seat is marked, unless its name
        already says "You"."""
        if s == self.seat and not is_builtin(self.channel.seats(), s):
            return self.tr("{name} (you)").format(name=names[s])
        return names[s]

    def card_text(self, card: int) -> str:
        if card >= 104:
            return self.tr("Joker")
        face = card % 52
        rank = face % 13 + 1
        letters = {1: self.tr("A", "rank: ace"), 11: self.tr("J", "rank: jack"),
                   12: self.tr("Q", "rank: queen"), 13: self.tr("K", "rank: king")}
        return letters.get(rank, str(rank)) + SUIT_SYMBOLS[face // 13]

    def retranslate(self) -> None:
        view = self.channel.view()
        last = dict(view.last_round or {})
        last.update({k: v for k, v in self.data.items() if k in ("display", "scores", "winners", "hands",
                                                                 "totals", "round", "ending", "undercut")})
        names = self.names()
        n = len(names)
        self.setWindowTitle(self.tr("Score sheet"))
        self.sheet.setAccessibleName(self.tr("Score sheet"))
        if last:
            self.heading.setText(self.tr("Round {n}").format(n=last.get("round", view.round_no)))
        else:
            self.heading.setText(self.tr("No round has ended yet"))
        self.ending.setText(self._ending_text(last, names) if last else "")
        hands = last.get("hands") or [[] for _ in range(n)]
        scores = last.get("scores") or [0] * n
        display = last.get("display") or scores
        totals = list(view.totals)
        winners = set(last.get("winners") or [])
        count_column = any(d != s for d, s in zip(display, scores))
        knock = view.rules is not None and getattr(view.rules, "knock", None) is not None
        headers = [self.tr("Player"), self.tr("Cards left"), self.tr("Deadwood") if knock else self.tr("Count in hand"),
                   self.tr("Round points"), self.tr("Total")]
        self.sheet.setHorizontalHeaderLabels(headers)
        # before any round has ended there are no cards left nor round points to show (a
        # "0 cards" would be untrue): the players and their totals only
        for column in (1, 3):
            self.sheet.setColumnHidden(column, not last)
        self.sheet.setColumnHidden(2, not (last and count_column))
        self.sheet.setRowCount(n)
        for s in range(n):
            name = self.label(s, names)
            if s in winners:
                name = "★ " + name
            if not view.active[s]:
                name = self.tr("{name} (out of the game)").format(name=name)
            cards = hands[s] if s < len(hands) else []
            shown = " ".join(self.card_text(c) for c in cards)
            left = f"{len(cards)}" + (f"  ({shown})" if shown else "")
            self.sheet.setItem(s, 0, _cell(name, bold=s in winners))
            self.sheet.setItem(s, 1, _cell(left))
            self.sheet.setItem(s, 2, _cell(display[s] if s < len(display) else "", number=True))
            self.sheet.setItem(s, 3, _cell(f"{scores[s]:+d}" if s < len(scores) and scores[s] else "0", number=True))
            self.sheet.setItem(s, 4, _cell(totals[s], bold=True, number=True))
        _fit(self.sheet, stretch=(1,) if last else (0,))
        self._fill_history(view, names)
        lower = lower_wins(view)
        notes = [self.tr("The lowest total is best.") if lower else self.tr("The highest total is best.")]
        if self.history.rowCount():
            notes.append(self.tr("Round by round: the points of each round, and in brackets the total so far."))
            rounds = view.rounds
            if rounds and list(view.totals) != list(rounds[-1].get("totals") or []):
                notes.append(self.tr("The totals include the bonuses given at the end of the game."))
        if self.choose:
            notes.append(self.tr("Play another round, or end the game with these totals?"))
        self.note.setText(" ".join(notes))
        if self.continue_button is not None:
            self.continue_button.setText(self.tr("&Continue"))
            self.end_button.setText(self.tr("&End game"))
        if self.close_button is not None:
            if self.review:
                self.close_button.setText(self.tr("Close"))
            elif self.game_over:
                self.close_button.setText(self.tr("&Final standings"))
            else:
                self.close_button.setText(self.tr("&Next round"))

    def _fill_history(self, view, names: list[str]) -> None:
        """One row per finished round: each seat's points and running total; then the
        totals now (which include any end-of-game bonus)."""
        rounds = list(getattr(view, "rounds", ()) or ())
        n = len(names)
        self.history_heading.setText(self.tr("Round by round"))
        self.history.setAccessibleName(self.tr("Round by round"))
        self.history.setColumnCount(n + 1)
        headers = [self.tr("Round")] + [self.label(s, names) for s in range(n)]
        self.history.setHorizontalHeaderLabels(headers)
        self.history.setRowCount(len(rounds) + 1 if rounds else 0)
        for row, r in enumerate(rounds):
            ending = self._ending_word(r)
            self.history.setItem(row, 0, _cell(f"{r.get('round', row + 1)}" + (f" · {ending}" if ending else ""),
                                               number=True))
            scores, totals = r.get("scores") or [], r.get("totals") or []
            winners = set(r.get("winners") or [])
            for s in range(n):
                points = scores[s] if s < len(scores) else 0
                total = totals[s] if s < len(totals) else 0
                shown = f"{points:+d}" if points else "0"
                item = _cell(f"{'★ ' if s in winners else ''}{shown} ({total})", bold=s in winners, number=True)
                item.setData(Qt.ItemDataRole.AccessibleTextRole, self.tr(
                    "Round {n}, {name}: {points} point(s), total {total}", "", abs(points)).format(
                    n=r.get("round", row + 1), name=names[s], points=points, total=total))
                self.history.setItem(row, s + 1, item)
        if rounds:
            last = len(rounds)
            self.history.setItem(last, 0, _cell(self.tr("Total"), bold=True))
            for s in range(n):
                total = view.totals[s] if s < len(view.totals) else 0
                self.history.setItem(last, s + 1, _cell(total, bold=True, number=True))
        shown = bool(rounds)
        self.history_heading.setVisible(shown)
        self.history.setVisible(shown)
        _fit(self.history, 260, stretch=range(1, n + 1))
        self.history.scrollToBottom()

    def _ending_word(self, r: dict[str, Any]) -> str:
        """A knock game's round in a word on the history's rows: knock, gin or undercut."""
        if r.get("undercut"):
            return self.tr("undercut", "a round of the score sheet")
        return {"knock": self.tr("knock", "a round of the score sheet"),
                "gin": self.tr("gin", "a round of the score sheet")}.get(r.get("ending"), "")

    def _ending_text(self, last: dict[str, Any], names: list[str]) -> str:
        ending = last.get("ending")
        seat = last.get("seat")
        who = names[seat] if isinstance(seat, int) and 0 <= seat < len(names) else ""
        if ending == "out":
            text = self.tr("You went out.") if seat == self.seat else self.tr("{name} went out.").format(name=who)
        elif ending == "gin":
            text = self.tr("You went gin: no deadwood.") if seat == self.seat else \
                self.tr("{name} went gin: no deadwood.").format(name=who)
        elif ending == "knock" and last.get("undercut"):
            text = self.tr("You knocked and were undercut.") if seat == self.seat else \
                self.tr("{name} knocked and was undercut.").format(name=who)
        elif ending == "knock":
            text = self.tr("You knocked.") if seat == self.seat else self.tr("{name} knocked.").format(name=who)
        elif ending == "blocked":
            text = self.tr("The round is blocked: everyone passed in a row.")
        elif ending == "stock":
            text = self.tr("The stock ran out.")
        else:
            text = str(ending or "")
        winners = [names[w] for w in last.get("winners") or [] if 0 <= w < len(names)]
        if winners:
            text += " " + self.tr("Round won by {names}.").format(names=", ".join(winners))
        else:
            text += " " + self.tr("Nobody won the round.")
        return text

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


class FinalStandingsDialog(QDialog):
    """The final standings: the winner or the draw, every total, the bonuses itemised
    under the labels their rule set declares; then a new game or back to the start
    screen."""

    newGameChosen = Signal()
    startChosen = Signal()

    def __init__(self, channel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("finalStandings")
        self.channel = channel
        self.seat = channel.seat
        layout = QVBoxLayout(self)
        self.heading = QLabel()
        self.heading.setObjectName("standingsHeading")
        scaled(self.heading, 1.5, bold=True)
        self.heading.setWordWrap(True)
        layout.addWidget(self.heading)
        self.sheet = _table(3)
        self.sheet.setObjectName("standingsTable")
        layout.addWidget(self.sheet)
        self.note = QLabel()
        self.note.setWordWrap(True)
        layout.addWidget(self.note)
        layout.addStretch(1)
        self.buttons = QDialogButtonBox()
        self.new_button = self.buttons.addButton("", QDialogButtonBox.ButtonRole.AcceptRole)
        self.start_button = self.buttons.addButton("", QDialogButtonBox.ButtonRole.ActionRole)
        self.close_button = self.buttons.addButton("", QDialogButtonBox.ButtonRole.RejectRole)
        self.new_button.clicked.connect(self._new)
        self.start_button.clicked.connect(self._start)
        self.close_button.clicked.connect(self.reject)
        self.new_button.setDefault(True)
        layout.addWidget(self.buttons)
        self.retranslate()
        self.resize(max(560, self.sizeHint().width()), self.sizeHint().height())

    def _new(self) -> None:
        self.accept()
        self.newGameChosen.emit()

    def _start(self) -> None:
        self.accept()
        self.startChosen.emit()

    def bonus_label(self, key: str) -> str:
        """The column title of a bonus: the label its rule set declares, translated."""
        rules = self.channel.view().rules
        label = next((b.label for b in getattr(rules, "bonuses", ()) if b.key == key), None)
        return vtr(label) if label else key

    def retranslate(self) -> None:
        view = self.channel.view()
        seats = self.channel.seats()
        names = [seat_name(seats, i, self.seat) for i in range(len(seats))]
        result = view.result or {"winners": [], "draw": False, "totals": list(view.totals), "bonuses": []}
        totals = list(result["totals"])
        bonuses = list(result.get("bonuses") or [])
        keys: list[str] = []
        for b in bonuses:
            keys.extend(k for k in b if k not in keys)
        lower = lower_wins(view)
        order = sorted(range(len(totals)), key=lambda s: (totals[s] if lower else -totals[s], s))
        winners = list(result["winners"])
        self.setWindowTitle(self.tr("Final standings"))
        self.sheet.setAccessibleName(self.tr("Final standings"))
        if result["draw"] or not winners:
            self.heading.setText(self.tr("The game is a draw."))
        elif winners == [self.seat]:
            self.heading.setText(self.tr("You win!"))
        elif len(winners) == 1:
            self.heading.setText(self.tr("{name} wins.").format(name=names[winners[0]]))
        elif self.seat in winners:
            self.heading.setText(self.tr("You share the win with {names}.").format(
                names=", ".join(names[w] for w in winners if w != self.seat)))
        else:
            self.heading.setText(self.tr("{names} share the win.").format(
                names=", ".join(names[w] for w in winners)))
        headers = [self.tr("Place"), self.tr("Player")]
        if keys:
            headers.append(self.tr("Points from rounds"))
            headers.extend(self.bonus_label(k) for k in keys)
        headers.append(self.tr("Total"))
        self.sheet.setColumnCount(len(headers))
        self.sheet.setHorizontalHeaderLabels(headers)
        self.sheet.setRowCount(len(totals))
        place = 0
        previous = None
        for row, s in enumerate(order):
            if totals[s] != previous:
                place = row + 1
                previous = totals[s]
            name = names[s] if s != self.seat or is_builtin(seats, s) else \
                self.tr("{name} (you)").format(name=names[s])
            win = s in winners and not result["draw"]
            self.sheet.setItem(row, 0, _cell(place, number=True))
            self.sheet.setItem(row, 1, _cell(("★ " if win else "") + name, bold=win))
            col = 2
            if keys:
                b = bonuses[s] if s < len(bonuses) else {}
                self.sheet.setItem(row, col, _cell(totals[s] - sum(b.values()), number=True))
                col += 1
                for k in keys:
                    self.sheet.setItem(row, col, _cell(f"+{b.get(k, 0)}", number=True))
                    col += 1
            self.sheet.setItem(row, col, _cell(totals[s], bold=True, number=True))
        _fit(self.sheet, stretch=(1,))
        self.note.setText(self.tr("The lowest total is best.") if lower else self.tr("The highest total is best."))
        self.new_button.setText(self.tr("&New game…"))
        self.start_button.setText(self.tr("&Back to the start screen"))
        self.close_button.setText(self.tr("&Look at the table"))

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
