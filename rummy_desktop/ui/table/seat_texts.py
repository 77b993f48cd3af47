"""The seat panels' texts: each seat's name, cards and points, the points it has melded
where the rule set scores them as the round goes, its computer level and, in a network
game, its connection or its turn clock (see :class:`~.scene.SeatInfo`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject

from rummy_desktop.core.variant import RoundOutcome
from rummy_desktop.plugins.manager import default_catalog

from ..variant_texts import vtr
from .cardscene import SeatInfo

if TYPE_CHECKING:
    from .flow import SeatFlow


def level_label(seat) -> str:
    """A computer seat's level, by its translated name ("" for a player)."""
    level = getattr(seat, "level", None)
    if not level or not getattr(seat, "computer", False):
        return ""
    try:
        return vtr(default_catalog().player(level).label)
    except Exception:  # a level no longer installed is named by its id
        return level


#: the rule sets whose seats score the cards they meld, shown as the round goes
MELD_SCORING = frozenset({"rummy-500"})


def meld_points(view) -> list[int] | None:
    """Each seat's points in the melds it has put on the table this round, as the rule set
    scores them (its own scoring, the hands left out); None for a rule set that does not."""
    if view.variant not in MELD_SCORING or view.rules is None:
        return None
    outcome = RoundOutcome(hands=[[] for _ in range(view.players)], ending="blocked",
                           table=[list(g) for g in view.table], by=dict(view.by),
                           declared=dict(view.declared), active=list(view.active))
    return list(default_catalog().variant(view.variant).score_round(view.rules, outcome).scores)


class SeatTexts(QObject):
    """The seat panels of one seat's table (see the module docstring)."""

    def __init__(self, flow: SeatFlow) -> None:
        super().__init__(flow)
        self.flow = flow

    def info(self, count: int, total: int, active: bool = True, seat=None) -> str:
        """A seat's second line. A total may be negative (Rummy 500): its plural form follows
        its size. ``seat`` (the channel's seat info) adds a network seat's connection: a
        player reconnecting, with the seconds left, or a computer holding the seat."""
        parts, _status, text, _short = self.texts(count, total, active, seat)
        return " · ".join(parts + ((text,) if text else ()))

    def texts(self, count: int, total: int, active: bool = True,
              seat=None) -> tuple[tuple[str, ...], str, str, str]:
        """A seat panel's texts (see :class:`~.scene.SeatInfo`): the cards and the points
        (or out of the game), the connection's kind (or the turn clock), in words, and in
        short (after a picture, in a narrow panel)."""
        if not active:
            return (self.tr("out of the game"),), "", "", ""
        parts = (self.tr("%n card(s)", "", count), self.tr("{s} point(s)", "", abs(total)).format(s=total))
        connection = getattr(seat, "connection", "connected")
        if connection == "reconnecting":
            left = getattr(seat, "seconds_left", None)
            if left is None:
                return parts, "reconnecting", self.tr("reconnecting…"), ""
            return (parts, "reconnecting", self.tr("reconnecting… %n s left", "", left),
                    self.tr("%n s", "seconds left, after a picture in a narrow seat panel", left))
        if connection == "left":
            return parts, "left", self.tr("left the table"), ""
        if connection == "computer" and not getattr(seat, "computer", False):
            return (parts, "computer", self.tr("played by the computer"),
                    self.tr("computer", "a seat played by the computer, after a picture in a narrow seat panel"))
        clock = getattr(seat, "clock", None)
        if clock is not None:  # a network game's turn clock
            return (parts, "clock", self.tr("%n s left to play", "", clock),
                    self.tr("%n s", "seconds left, after a picture in a narrow seat panel", clock))
        return parts, "", "", ""

    def seats(self) -> list[SeatInfo]:
        """The seat panels, the player's own last, as the channel describes the seats."""
        flow = self.flow
        v = flow.view
        seats = []
        infos = flow.channel.seats()
        me = flow.seat if flow.seat is not None else v.players - 1  # a spectator: the seats in order
        order = [(me + i) % v.players for i in range(1, v.players + 1)]
        melded = meld_points(v)
        for s in order:
            info = infos[s] if s < len(infos) else None
            parts, status, status_text, status_short = self.texts(v.hand_counts[s], v.totals[s], v.active[s], info)
            if v.active[s]:
                if melded is not None:
                    parts += (self.tr("{n} melded", "Rummy 500: the points of the cards a seat has melded "
                                      "this round").format(n=melded[s]),)
                level = level_label(info)
                if level:
                    parts += (level,)
            seats.append(SeatInfo(s, flow.seat_name(s), v.hand_counts[s], v.totals[s],
                                  to_act=v.turn == s and v.phase not in ("over", "between_rounds"),
                                  active=v.active[s], me=s == flow.seat,
                                  info=" · ".join(parts + ((status_text,) if status_text else ())),
                                  parts=parts, status=status, status_text=status_text, status_short=status_short,
                                  short=flow.seat_short(s)))
        return seats
