"""The plugin manager: loads the entry-point group ``rummy_desktop``, validates every
hook implementation, and gathers what the plugins register into a :class:`Catalog`."""

from __future__ import annotations

from functools import lru_cache
from typing import Any, Iterable, Mapping

import pluggy

from rummy_desktop.core.engine import Game
from rummy_desktop.core.variant import Rules, SpecError, Variant

from . import hookspecs
from .registry import PlayerKind, PlayerRegistry, VariantRegistry

ENTRY_POINT_GROUP = "rummy_desktop"


def make_plugin_manager(plugins: Iterable[Any] = (), entry_points: bool = True) -> pluggy.PluginManager:
    """A validated plugin manager. ``plugins`` are registered besides (or, with
    ``entry_points=False``, instead of) the installed ones; tests use that."""
    pm = pluggy.PluginManager(hookspecs.PROJECT)
    pm.add_hookspecs(hookspecs)
    if entry_points:
        pm.load_setuptools_entrypoints(ENTRY_POINT_GROUP)
    for plugin in plugins:
        pm.register(plugin)
    pm.check_pending()  # a misspelt hook name fails here, loudly
    return pm


class Catalog:
    """Everything the plugins provide: rule sets (with house rules) and computer players."""

    def __init__(self, pm: pluggy.PluginManager) -> None:
        self.pm = pm
        self.variants = VariantRegistry()
        for impl in reversed(pm.hook.rummy_register_variants.get_hookimpls()):
            self.variants.source = impl.plugin_name
            impl.function(**({"registry": self.variants} if "registry" in impl.argnames else {}))
        pm.hook.rummy_register_house_rules(registry=self.variants)
        self.players = PlayerRegistry()
        pm.hook.rummy_register_players(registry=self.players)

    def variant(self, variant_id: str) -> Variant:
        v = self.variants.get(variant_id)
        if v is None:
            known = ", ".join(sorted(x.spec.id for x in self.variants.all()))
            raise SpecError("unknown_variant", f"no rule set {variant_id!r} (installed: {known})",
                            variant=variant_id)
        return v

    def adjust(self, rules: Rules) -> Rules:
        for change in self.pm.hook.rummy_adjust_rules(rules=rules):
            if change:
                rules = rules.adjusted(change)
        return rules

    def player(self, name: str) -> PlayerKind:
        p = self.players.get(name)
        if p is None:
            raise SpecError("unknown_player", f"no computer player {name!r} (installed: "
                            f"{', '.join(self.players.names())})", player=name)
        return p

    def new_game(self, variant_id: str, options: Mapping[str, str] | None = None, players: int = 2,
                 seed: int = 0) -> Game:
        return Game(self.variant(variant_id), options or {}, players, seed, self.adjust)

    def rules(self, variant_id: str, options: Mapping[str, str] | None = None, players: int | None = None) -> Rules:
        spec = self.variant(variant_id).spec
        return self.adjust(spec.resolve(options or {}, players or spec.min_players))


@lru_cache(maxsize=1)
def default_catalog() -> Catalog:
    """The catalogue of the installed plugins (loaded once per process)."""
    return Catalog(make_plugin_manager())
