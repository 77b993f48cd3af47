"""Cards, faces and the card notation.

Every physical card has a small integer id, so hands, tables and saves follow ids
while rule checks compare faces (RULES.md §1.2):

* naturals: ``id = copy * 52 + suit * 13 + (rank - 1)`` with ``copy`` 0 or 1,
  ``suit`` 0..3 for clubs, diamonds, hearts, spades and ``rank`` 1 (ace) .. 13 (king);
* jokers: ``id = 104 + n`` for joker number ``n`` (0-based; written ``JK1``, ``JK2`` ...).

A *face* is ``suit * 13 + (rank - 1)``, 0..51: the (rank, suit) pair a natural shows
or a joker is declared as.

Notation (case-insensitive): rank ``A 2-10 J Q K`` (``T`` also 10), suit ``C D H S``
or ``♣ ♦ ♥ ♠``. A trailing ``'`` names the second copy (the twin, ``7H'``). ``JK`` is a
joker (``JK2`` a numbered one), ``JK=QH`` a joker declared as the queen of hearts.
"""

from __future__ import annotations

from dataclasses import dataclass

SUITS = "CDHS"
SUIT_SYMBOLS = "♣♦♥♠"
RANKS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
JOKER_BASE = 104
MAX_JOKERS = 8

_RANK_IN = {name: i + 1 for i, name in enumerate(RANKS)}
_RANK_IN["T"] = 10
_RANK_IN["1"] = 1
_SUIT_IN = {c: i for i, c in enumerate(SUITS)}
_SUIT_IN.update({c: i for i, c in enumerate(SUIT_SYMBOLS)})


class CardError(ValueError):
    """Raised for text that is not a card in the notation."""


def is_joker(card: int) -> bool:
    return card >= JOKER_BASE


def face_of(card: int) -> int:
    """The face of a natural card (jokers have none: their declaration is kept apart)."""
    return card % 52


#: The first upcard's "face" when it is a joker (``Rules.upcard``, ``SeatView.upcard``).
JOKER_UPCARD = 52


def upcard_face(card: int | None) -> int | None:
    """A round's first upcard as the rules, the views and the judges know it: its face
    (0-51; a joker: :data:`JOKER_UPCARD`), never the card's id (the card may be in a hand
    by now)."""
    if card is None:
        return None
    return JOKER_UPCARD if card >= JOKER_BASE else card % 52


def rank_of_face(face: int) -> int:
    return face % 13 + 1


def suit_of_face(face: int) -> int:
    return face // 13


def make_face(rank: int, suit: int) -> int:
    return suit * 13 + rank - 1


def natural(rank: int, suit: int, copy: int = 0) -> int:
    return copy * 52 + suit * 13 + rank - 1


def joker(n: int) -> int:
    return JOKER_BASE + n


def face_name(face: int, symbols: bool = False) -> str:
    suits = SUIT_SYMBOLS if symbols else SUITS
    return RANKS[face % 13] + suits[face // 13]


def card_name(card: int, symbols: bool = False) -> str:
    """The canonical text of a card id: ``7H``, ``7H'`` (twin), ``JK1``."""
    if card >= JOKER_BASE:
        return f"JK{card - JOKER_BASE + 1}"
    return face_name(card % 52, symbols) + ("'" if card >= 52 else "")


def parse_face(text: str) -> int:
    t = text.strip().upper()
    if len(t) < 2:
        raise CardError(f"not a card: {text!r}")
    rank = _RANK_IN.get(t[:-1])
    suit = _SUIT_IN.get(t[-1])
    if rank is None or suit is None:
        raise CardError(f"not a card: {text!r}")
    return make_face(rank, suit)


@dataclass(frozen=True, slots=True)
class CardToken:
    """A parsed card: ``joker`` True with ``number`` (None when unnumbered) and an
    optional ``declared`` face, or a natural with ``face`` and ``copy`` (None when the
    text did not say which twin)."""

    joker: bool
    face: int | None = None
    copy: int | None = None
    number: int | None = None
    declared: int | None = None


def parse_token(text: str) -> CardToken:
    t = text.strip().upper()
    if t.startswith("JK"):
        rest = t[2:]
        declared = None
        if "=" in rest:
            rest, decl = rest.split("=", 1)
            declared = parse_face(decl)
        number = None
        if rest:
            if not rest.isdigit() or int(rest) < 1 or int(rest) > MAX_JOKERS:
                raise CardError(f"not a card: {text!r}")
            number = int(rest) - 1
        return CardToken(joker=True, number=number, declared=declared)
    copy = None
    if t.endswith("'"):
        copy = 1
        t = t[:-1]
    return CardToken(joker=False, face=parse_face(t), copy=copy)


def parse_card(text: str) -> int:
    """Parse canonical text to a card id; an unmarked natural is copy 0, ``JK`` is joker 1."""
    tok = parse_token(text)
    if tok.joker:
        return joker(tok.number or 0)
    assert tok.face is not None  # a natural's token always has its face (parse_token)
    return tok.face + 52 * (tok.copy or 0)


def assign_ids(texts: list[str]) -> tuple[list[int], dict[int, int]]:
    """Turn loose notation (where twins and jokers need not be numbered) into distinct
    ids: the first unmarked ``7H`` is copy 0, the second copy 1; unnumbered jokers take
    the lowest free numbers. Returns the ids and the jokers' declared faces."""
    tokens = [parse_token(t) for t in texts]
    used: set[int] = set()
    for tok in tokens:
        if tok.joker and tok.number is not None:
            used.add(joker(tok.number))
        elif not tok.joker and tok.copy is not None:
            assert tok.face is not None  # a natural's token always has its face (parse_token)
            used.add(tok.face + 52 * tok.copy)
    ids: list[int] = []
    declared: dict[int, int] = {}
    cid: int | None
    for text, tok in zip(texts, tokens):
        if tok.joker:
            if tok.number is not None:
                cid = joker(tok.number)
            else:
                cid = next((joker(n) for n in range(MAX_JOKERS) if joker(n) not in used), None)
                if cid is None:
                    raise CardError(f"more than {MAX_JOKERS} jokers")
                used.add(cid)
            if tok.declared is not None:
                declared[cid] = tok.declared
        else:
            face = tok.face
            assert face is not None  # a natural's token always has its face (parse_token)
            if tok.copy is not None:
                cid = face + 52 * tok.copy
            else:
                free = [face + 52 * c for c in (0, 1) if face + 52 * c not in used]
                if not free:
                    raise CardError(f"more than two copies of {text!r}")
                cid = free[0]
                used.add(cid)
        if cid in ids:
            raise CardError(f"card given twice: {text!r}")
        ids.append(cid)
    return ids, declared


def make_deck(decks: int, jokers: int) -> list[int]:
    """The physical cards of ``decks`` 52-card decks plus ``jokers`` jokers, in id order."""
    return [c for copy in range(decks) for c in range(copy * 52, copy * 52 + 52)] + [
        joker(n) for n in range(jokers)
    ]
