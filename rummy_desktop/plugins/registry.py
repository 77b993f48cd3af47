"""What plugins register into: rule sets (and their house rules), computer players."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable

from rummy_desktop.core.variant import OptionSpec, SpecError, Variant


class VariantRegistry:
    def __init__(self) -> None:
        self._variants: dict[str, Variant] = {}
        self._sources: dict[str, str] = {}
        self.source = "?"

    def add(self, variant: Variant) -> None:
        if not isinstance(variant, Variant):
            raise SpecError("bad_variant", f"{variant!r} is not a Variant")
        vid = variant.spec.id
        if vid in self._variants:
            raise SpecError(
                "duplicate_variant",
                f"rule set {vid!r} registered twice ({self._sources[vid]} and {self.source})",
                variant=vid,
            )
        self._variants[vid] = variant
        self._sources[vid] = self.source

    def add_option(self, variant_id: str, option: OptionSpec,
                   overrides: dict[str, dict[str, Any]] | None = None) -> None:
        variant = self._variants.get(variant_id)
        if variant is None:
            raise SpecError("unknown_variant", f"no rule set {variant_id!r} to extend", variant=variant_id)
        variant.spec = variant.spec.with_option(option, overrides)

    def get(self, variant_id: str) -> Variant | None:
        return self._variants.get(variant_id)

    def all(self) -> list[Variant]:
        return list(self._variants.values())


@dataclass(frozen=True)
class PlayerKind:
    name: str
    factory: Callable[[int, int], Any]
    label: str
    description: str


class PlayerRegistry:
    def __init__(self) -> None:
        self._players: dict[str, PlayerKind] = {}

    def add(self, name: str, factory: Callable[[int, int], Any], label: str = "", description: str = "") -> None:
        if name in self._players:
            raise SpecError("duplicate_player", f"computer player {name!r} registered twice", player=name)
        self._players[name] = PlayerKind(name, factory, label or name, description)

    def get(self, name: str) -> PlayerKind | None:
        return self._players.get(name)

    def names(self) -> list[str]:
        return list(self._players)
