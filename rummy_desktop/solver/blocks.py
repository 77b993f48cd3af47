"""Tahiti's jokered groups, *blocks*, in both models of the move search (:mod:`.flow` and
:mod:`.exact`'s template model).

A table group holding a joker (one joker per group in Tahiti) is either

* kept: its cards stay together, and only hand naturals may extend it, to any group shape
  holding all its faces (one binary per such shape, worth the tie-break's 1 when it is the
  group's own shape); or
* freed: a hand natural of its joker's face must be placed, its naturals become ordinary
  table cards and its joker a wild one.

A model calls :func:`add_blocks` with its face rows and its wild-joker row, and
:func:`lay_out_blocks` to turn an answer's blocks back into card ids.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass

from rummy_desktop.core.cards import JOKER_BASE

from .lp import IntProgram
from .templates import templates_with

INF = float("inf")
Shape = tuple[int, ...]


@dataclass
class Block:
    group: int  # the index of the table group
    joker: int
    face: int  # the face its joker stands for


@dataclass
class BlockColumns:
    """A model's columns for its blocks."""

    kept: dict[int, int]  # block -> 1 when it is kept
    shapes: dict[int, list[tuple[int, Shape]]]  # block -> (column, the group shape it is kept as)
    unchanged: list[int]  # the columns of blocks kept exactly as they are (the tie-break's groups)


def find_blocks(groups: Sequence[Sequence[int]], declared: Mapping[int, int]) -> dict[int, Block]:
    """The groups holding a joker, by group index (Tahiti: one joker per group)."""
    out = {}
    for gi, g in enumerate(groups):
        js = [c for c in g if c >= JOKER_BASE]
        if js:
            out[gi] = Block(gi, js[0], declared[js[0]])
    return out


def _face(card: int, declared: Mapping[int, int]) -> int:
    return declared[card] if card >= JOKER_BASE else card % 52


def add_blocks(lp: IntProgram, blocks: Sequence[Block], groups: Sequence[Sequence[int]],
               declared: Mapping[int, int], ace_mode: str, hand_count: Mapping[int, int],
               hand_column: Mapping[int, int], term: Callable[[int, int], None],
               wild: list[tuple[int, int]]) -> BlockColumns:
    """Add the blocks to ``lp``: ``term(face, column)`` adds a column's use of a face to the
    model's face rows, ``wild`` (the wild-joker row, whose right-hand side the caller raises
    by one per block) gets the kept blocks. ``hand_count`` / ``hand_column``: the hand's
    naturals by face and the columns placing them."""
    cols = BlockColumns({}, {}, [])
    ext_use: dict[int, list[tuple[int, float]]] = {}
    freed_by_face: dict[int, list[int]] = {}
    for bi, block in enumerate(blocks):
        g = groups[block.group]
        own = frozenset(_face(c, declared) for c in g)
        kb = cols.kept[bi] = lp.var(0, 1)
        wild.append((kb, 1))
        for c in g:
            if c < JOKER_BASE:
                term(c % 52, kb)
        freed_by_face.setdefault(block.face, []).append(kb)
        shapes = []
        for t in templates_with(ace_mode).get(block.face, ()):
            if not own.issubset(t):
                continue
            extra = [f for f in t if f not in own]
            if any(hand_count.get(f, 0) == 0 for f in extra):
                continue
            ev = lp.var(0, 1)
            if not extra:
                cols.unchanged.append(ev)
            shapes.append((ev, t))
            for f in extra:
                term(f, ev)
                ext_use.setdefault(f, []).append((ev, 1))
        cols.shapes[bi] = shapes
        lp.row([(ev, 1) for ev, _ in shapes] + [(kb, -1)], 0, 0)
    for f, terms in ext_use.items():
        lp.row([(hand_column[f], 1)] + [(ev, -1) for ev, _ in terms], 0, INF)
    for x, kbs in freed_by_face.items():
        # a block is freed only by a hand natural of its joker's face
        terms = [(kb, -1) for kb in kbs]
        if x in hand_column:
            terms.append((hand_column[x], -1))
        lp.row(terms, -INF, -len(kbs))
    return cols


def lay_out_blocks(blocks: Sequence[Block], groups: Sequence[Sequence[int]], declared: Mapping[int, int],
                   cols: BlockColumns, sol: Sequence[int], hand_nat: dict[int, list[int]],
                   wild: list[int], nat_pool: dict[int, list[int]], decl: dict[int, int],
                   error: type[Exception]) -> list[list[int]]:
    """The kept blocks of the answer ``sol``, extended by the hand naturals they take (out
    of ``hand_nat``); a freed block's joker goes to ``wild`` and its naturals to
    ``nat_pool``; ``decl`` gets the kept jokers' faces. ``error`` when the answer cannot be
    laid out."""
    kept = []
    for bi, block in enumerate(blocks):
        g = groups[block.group]
        if sol[cols.kept[bi]]:
            t = next(t for ev, t in cols.shapes[bi] if sol[ev])
            own = {_face(c, declared) for c in g}
            grp = list(g)
            for f in t:
                if f not in own:
                    if not hand_nat.get(f):
                        raise error("extension")
                    grp.append(hand_nat[f].pop())
            decl[block.joker] = block.face
            kept.append(grp)
        else:
            wild.append(block.joker)
            for c in g:
                if c < JOKER_BASE:
                    nat_pool.setdefault(c % 52, []).append(c)
    return kept
