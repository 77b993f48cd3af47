"""What each seat did this round, as structured entries a table words in its language.

:class:`MoveLog` reads the engine's events the way one seat (the viewer) may see them
(``Event.for_seat``: another player's drawn card is only a count) together with the table
as that seat saw it before the events, and keeps:

* ``entries``: one :class:`Entry` per action, this round only (a new round's start clears
  the round before: between rounds, while the next is not dealt, the last one stays
  readable);
* ``marked``: the table cards the other seats placed or moved since the viewer's last
  action;
* ``fresh``: the cards the viewer's last draw (take, dig, withdraw, joker swap) brought
  into the hand, until the viewer's next action.

A rearrangement (the Manipulation family's commit) is described as what changed: the hand
cards placed and into which group, and the table cards moved out of which group into which,
pairing the groups before and after with :func:`~rummy_desktop.core.table_order.match_groups`;
a joker is named with the card it stood for in the group it left (``was``) and the card it
stands for in the group it joined (``declared``). Groups are kept in the order the table
shows them (a card laid off takes its place in the run).
No Qt: the desktop table words the entries, and a network client can use the same log.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from rummy_desktop.core.table_check import sort_group
from rummy_desktop.core.table_order import match_groups

#: Events that are a seat's own action (the viewer's clear the marks).
ACTIONS = frozenset({
    "drew", "took_discard", "dug", "melded", "laid_off", "swapped_joker", "discarded", "committed",
    "passed", "withdrew", "knocked",
})


@dataclass(frozen=True)
class Placed:
    """Hand cards put into one group; ``new``: a group the turn made (no old group in it)."""

    cards: tuple[int, ...]
    target: tuple[int, ...]
    new: bool


@dataclass(frozen=True)
class Moved:
    """Table cards that left ``source`` (as it was; empty for loose cards) for ``target``
    (as it is now). ``owners``: the seats that had put them on the table this round."""

    cards: tuple[int, ...]
    source: tuple[int, ...]
    target: tuple[int, ...]
    owners: tuple[int, ...] = ()


@dataclass(frozen=True)
class Entry:
    """One line of the log. ``kind`` is the event's kind; the other fields as it needs:
    ``cards`` the cards named (never another player's hidden draw), ``count`` how many
    cards were drawn, ``group`` the meld a card went to (as it was before), ``joker`` the
    joker swapped out, ``placed`` / ``moved`` a rearrangement, ``number`` a round number or
    the final turns left, ``ending`` how a round ended."""

    kind: str
    seat: int | None = None
    cards: tuple[int, ...] = ()
    count: int = 0
    group: tuple[int, ...] = ()
    joker: int | None = None
    placed: tuple[Placed, ...] = ()
    moved: tuple[Moved, ...] = ()
    declared: Mapping[int, int] = field(default_factory=dict)
    was: Mapping[int, int] = field(default_factory=dict)  # the jokers' faces before a commit
    number: int | None = None
    ending: str = ""
    bought: bool = False  # a discard taken out of turn (a buy)
    others: tuple[int, ...] = ()  # more seats that did the same ("let_go": one line for the offer)


def _event(ev: Any, viewer: int | None) -> dict[str, Any]:
    return ev.for_seat(viewer) if hasattr(ev, "for_seat") else dict(ev)


def describe_commit(
    before: Sequence[Sequence[int]], loose: Iterable[int], after: Sequence[Sequence[int]],
    placed: Iterable[int], owners: Mapping[int, int] | None = None,
) -> tuple[tuple[Placed, ...], tuple[Moved, ...]]:
    """What a commit changed: hand cards ``placed`` into which groups, and which table cards
    moved. Each group before is paired with at most one group after; a card moved when its
    group's partner is not where it went (a dissolved group's cards all moved)."""
    owners = owners or {}
    pairs = match_groups(before, after)
    partner = {i: j for j, i in pairs.items()}
    placed_set = set(placed)
    loose_set = set(loose)
    old_group = {c: i for i, g in enumerate(before) for c in g}
    put: list[Placed] = []
    moved: dict[tuple[int, int], list[int]] = {}
    for j, g in enumerate(after):
        from_hand = tuple(c for c in g if c in placed_set)
        if from_hand:
            put.append(Placed(from_hand, tuple(g), j not in pairs))
        for c in g:
            if c in loose_set:
                moved.setdefault((-1, j), []).append(c)
            elif c in old_group and partner.get(old_group[c]) != j:
                moved.setdefault((old_group[c], j), []).append(c)
    moves = tuple(
        Moved(tuple(cs), tuple(before[i]) if i >= 0 else (), tuple(after[j]),
              tuple(sorted({owners[c] for c in cs if c in owners})))
        for (i, j), cs in sorted(moved.items(), key=lambda kv: (kv[0][1], kv[0][0]))
    )
    return tuple(put), moves


class MoveLog:
    """The log of one round for seat ``viewer`` (None: a spectator, who sees no hand)."""

    def __init__(self, viewer: int | None) -> None:
        self.viewer = viewer
        self.entries: list[Entry] = []
        self.marked: set[int] = set()
        self.fresh: set[int] = set()
        self._owners: dict[int, int] = {}
        self._meld: Any = None  # the rule set's meld rules, to keep groups in order

    def begin(self, view: Any) -> None:
        """Open the log on a round in progress (a game resumed, a table opened): a header
        with the round's number, which the round's own start replaces when it follows."""
        round_no: int = getattr(view, "round_no", 0)
        if not self.entries and round_no:
            self.entries.append(Entry("round_started", None, number=round_no))

    def acted(self) -> None:
        """The viewer did something that is not an engine action (an edit of the working
        copy): the marks of the last turns and of the drawn card have served."""
        self.marked.clear()
        self.fresh.clear()

    def feed(self, before: Any, events: Iterable[Any]) -> list[Entry]:
        """Add ``events`` (engine events or their ``for_seat`` dicts), which happened to the
        table ``before`` shows (a seat view: ``table``, ``loose``). Returns the new entries."""
        groups = [list(g) for g in getattr(before, "table", ())]
        loose = list(getattr(before, "loose", ()))
        declared = dict(getattr(before, "declared", None) or {})
        rules = getattr(before, "rules", None)
        if rules is not None:
            self._meld = rules.meld
        new: list[Entry] = []
        for raw in events:
            ev = _event(raw, self.viewer)
            kind, seat = ev.get("kind"), ev.get("seat")
            if kind == "round_started":
                self._round_started(ev, new)
                if getattr(before, "round_no", None) != ev.get("round"):
                    groups, loose, declared = [], [], {}  # else ``before`` shows the deal already (the first round)
                continue
            if kind in ACTIONS and seat == self.viewer:
                self.acted()
            entry = self._entry(ev, groups, loose, declared)
            if entry is not None and kind == "passed" and getattr(before, "phase", None) == "buy" and before.discard:
                entry = Entry("let_go", seat, cards=(before.discard[-1],))  # a buy declined: the card named
            if entry is None:
                continue
            self._mark(entry)
            last = self.entries[-1] if self.entries else None
            if entry.kind == "drew" and last is not None and last.seat == seat and last.kind in ("drew", "withdrew") \
                    and (last.kind == "drew" or (last.count and not last.cards)):
                # a penalty draw words its withdraw; draws in a row (draw until able) make one line
                self.entries.pop()
                if new and new[-1] is last:
                    new.pop()
                count = entry.count + (last.count if last.kind == "drew" else 0)
                entry = Entry(last.kind, seat, cards=last.cards + entry.cards, count=count)
            elif entry.kind == "let_go" and last is not None and last.kind == "let_go" and last.cards == entry.cards \
                    and seat is not None and self.viewer not in (seat, last.seat):
                # the other seats that let one offered card go make one line
                self.entries.pop()
                if new and new[-1] is last:
                    new.pop()
                entry = Entry("let_go", last.seat, cards=entry.cards, others=(*last.others, seat))
            new.append(entry)
            self.entries.append(entry)
        return new

    # -- one event ------------------------------------------------------------------

    def _round_started(self, ev: Mapping[str, Any], new: list[Entry]) -> None:
        self.marked.clear()
        self.fresh.clear()
        self._owners.clear()
        self.entries.clear()  # the round before (or the header of :meth:`begin` for this one)
        new.clear()
        entry = Entry("round_started", ev.get("first"), number=ev.get("round"))
        self.entries.append(entry)
        new.append(entry)

    def _ordered(self, group: list[int], declared: Mapping[int, int]) -> list[int]:
        """``group`` in the order the table shows it (as it is when the rules are unknown)."""
        if self._meld is None:
            return group

        try:
            return sort_group(group, {c: declared[c] for c in group if c in declared}, self._meld)
        except (KeyError, ValueError):
            return group

    def _entry(self, ev: Mapping[str, Any], groups: list[list[int]], loose: list[int],
               declared: dict[int, int]) -> Entry | None:
        kind, seat = ev.get("kind"), ev.get("seat")
        if kind == "drew":
            cards = tuple(ev.get("cards") or ()) if seat == self.viewer else ()
            return Entry("drew", seat, cards=cards, count=int(ev.get("count", len(cards) or 1)))
        if kind == "took_discard":
            return Entry(kind, seat, cards=(ev["card"],), bought=bool(ev.get("bought")))
        if kind == "dug":
            taken = tuple(ev.get("taken") or (ev["card"],))
            return Entry(kind, seat, cards=(ev["card"],) + tuple(c for c in taken if c != ev["card"]),
                         count=len(taken))
        if kind == "melded":
            decl = dict(ev.get("declared") or {})
            declared.update(decl)
            cards = tuple(self._ordered(list(ev["cards"]), declared))
            groups.append(list(cards))
            return Entry(kind, seat, cards=cards, declared=decl)
        if kind == "laid_off":
            gi = ev.get("group", -1)
            group = tuple(groups[gi]) if 0 <= gi < len(groups) else ()
            face = ev.get("declared")
            if face is not None:
                declared[ev["card"]] = face
            if 0 <= gi < len(groups):
                groups[gi] = self._ordered(groups[gi] + [ev["card"]], declared)
            return Entry(kind, seat, cards=(ev["card"],), group=group,
                         declared={**{c: declared[c] for c in group if c in declared},
                                   **({ev["card"]: face} if face is not None else {})})
        if kind == "swapped_joker":
            gi = ev.get("group", -1)
            group = tuple(groups[gi]) if 0 <= gi < len(groups) else ()
            was = {c: declared[c] for c in group if c in declared}
            if 0 <= gi < len(groups):
                groups[gi] = [ev["card"] if c == ev.get("joker") else c for c in groups[gi]]
            if ev.get("joker") is not None:
                declared.pop(ev["joker"], None)
            return Entry(kind, seat, cards=(ev["card"],), group=group, joker=ev.get("joker"), was=was)
        if kind == "discarded":
            return Entry(kind, seat, cards=(ev["card"],))
        if kind == "committed":
            after = [list(g) for g in ev.get("table", ())]
            placed, moved = describe_commit(groups, loose, after, ev.get("placed", ()), self._owners)
            groups[:] = after
            loose[:] = list(ev.get("loose", ()))
            was = dict(declared)
            declared.clear()
            declared.update(ev.get("declared") or {})
            return Entry(kind, seat, placed=placed, moved=moved, declared=dict(declared), was=was)
        if kind == "withdrew":
            return Entry(kind, seat, count=int(ev.get("count", 0)))
        if kind in ("passed", "knocked"):
            return Entry(kind, seat)
        if kind == "final_turns":
            return Entry(kind, None, number=ev.get("turns"))
        if kind == "stock_rebuilt":
            return Entry(kind, None)
        if kind == "round_ended":
            return Entry(kind, seat, number=ev.get("round"), ending=str(ev.get("ending", "")))
        if kind == "game_ended":
            return Entry(kind, None)
        return None  # turn_ended and the like say nothing new

    def _mark(self, e: Entry) -> None:
        mine = e.seat is not None and e.seat == self.viewer
        on_table: tuple[int, ...] = ()
        if e.kind in ("melded", "laid_off", "swapped_joker"):
            on_table = e.cards
        elif e.kind == "committed":
            on_table = tuple(c for p in e.placed for c in p.cards)
            if not mine:
                self.marked.update(c for m in e.moved for c in m.cards)
        for c in on_table:
            if e.seat is not None:
                self._owners[c] = e.seat
        if not mine:
            self.marked.update(on_table)
            return
        if e.kind in ("drew", "withdrew", "took_discard", "dug"):
            self.fresh.update(e.cards)
        elif e.kind == "swapped_joker" and e.joker is not None:
            self.fresh.add(e.joker)
