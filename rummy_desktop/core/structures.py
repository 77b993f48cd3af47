"""Turn structures: how the turns of a round go, as components a rule set chooses and
parametrises.

A rule set names its structure in its declaration (``VariantSpec.family``) and gives it
the parameters that structure reads (``turn``, ``knock``, ``dig``, ``first_upcard``,
``buy``...: each structure lists its own in :attr:`TurnStructure.parameters` and refuses
the others' at start-up; ``rounds``, hand sizes and goals by round, and ``dead_hand`` are
every structure's, though only the draw-and-discard turn plays goals). The structure's own code plays the turns
(:meth:`TurnStructure.turns`), checks the parameters (:meth:`TurnStructure.check_rules`)
and lists the actions a seat may take (:meth:`TurnStructure.legal`, see
:mod:`.legal`).

The layers above the engine (the computer players, the hints, the review, the table)
never test a structure's name: they ask it what it offers (:attr:`~TurnStructure.working_copy`,
:attr:`~TurnStructure.discard_pile`, :meth:`~TurnStructure.cards_drawn`...), through
``rules.structure``. :func:`turn_structure` is the one registry.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .engine import Game
    from .legal import Legal
    from .variant import Rules


class TurnStructure(ABC):
    """What a turn structure offers the layers above the engine, and its own code."""

    #: Its name in declarations (``VariantSpec.family``) and saves.
    name: str = ""
    #: The turn styles it plays (``VariantSpec.turn``).
    styles: tuple[str, ...] = ()
    #: The joker policies it plays (``VariantSpec.joker_policy``).
    joker_policies: tuple[str, ...] = ()
    #: The declaration fields only this structure reads (another structure refuses them
    #: when they are not at their default).
    parameters: tuple[str, ...] = ()
    #: The seat rearranges a private working copy of the table and plays it whole (a
    #: ``Commit``, checked whole, never listed): the table shows Done and Undo, the hints
    #: and the Expert search the whole table.
    working_copy: bool = False
    #: The round has a discard pile, its first card turned up at the deal (the first
    #: upcard): the table shows it, the seats draw from it and discard to it.
    discard_pile: bool = False

    @abstractmethod
    def turns(self, game: Game) -> Any:
        """The object that plays the turns of ``game`` (``start_turn``, ``apply``,
        ``open_actions``, ``position``, ``round_outcome``)."""

    def check_rules(self, rules: Rules) -> None:
        """Refuse (:class:`~.variant.ReturnError`, in a sentence) parameters that do not
        hold together for this structure. The joker policy, the turn style and the other
        structures' parameters are checked before (:func:`~.checks.check_rules`)."""

    def foreign(self, names: list[str], family: str) -> str:
        """The sentence refusing this structure's parameters ``names`` in a rule set of
        the structure ``family``."""
        return f"{', '.join(names)}: the {self.name} family's, not the {family} family's"

    def cards_drawn(self, rules: Rules) -> int:
        """How many cards a draw from the stock brings when it ends the turn without a
        play (Guadalupe's turn: 2)."""
        return 1

    def draw_instead(self, rules: Rules) -> bool:
        """May a seat that could play draw instead, holding its cards back (no rule that
        it must play when able)?"""
        return True

    @abstractmethod
    def legal(self, view: Any) -> Legal:
        """The actions the engine would accept from the seat of ``view`` (a
        :class:`~.view.SeatView`, or anything with its fields): :mod:`.legal`."""

    @abstractmethod
    def legal_at(self, position: Any, types: Any) -> Legal:
        """:meth:`legal` from a position (:class:`~.drawdiscard.MeldPosition`) and the
        open action types."""

    def __repr__(self) -> str:
        return f"<turn structure {self.name}>"


_REGISTRY: dict[str, TurnStructure] = {}


def register(structure: TurnStructure) -> TurnStructure:
    """Add a turn structure to the registry (its name must be new)."""
    if structure.name in _REGISTRY and _REGISTRY[structure.name] is not structure:
        raise ValueError(f"a turn structure {structure.name!r} is registered already")
    _REGISTRY[structure.name] = structure
    return structure


def _builtins() -> None:
    from . import drawdiscard, manipulation  # noqa: F401  (each registers its structure)


def turn_structure(name: str) -> TurnStructure:
    """The turn structure a declaration names (``VariantSpec.family``); KeyError if none."""
    found = _REGISTRY.get(name)
    if found is None:
        _builtins()
        found = _REGISTRY[name]
    return found


def structures() -> dict[str, TurnStructure]:
    """Every registered turn structure, by name."""
    _builtins()
    return dict(_REGISTRY)
