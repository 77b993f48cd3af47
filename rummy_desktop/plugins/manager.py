"""The plugin manager: loads the entry-point group ``rummy_desktop``, validates every
hook implementation, and gathers what the plugins register into a :class:`Catalog`."""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from importlib import metadata
from typing import Any, Iterable, Mapping

import pluggy

from rummy_desktop.core.engine import Game
from rummy_desktop.core.variant import Rules, SpecError, Variant

from . import hookspecs
from .lessons import LessonRegistry
from .pages import RulesPage
from .registry import PlayerKind, PlayerRegistry, VariantRegistry

ENTRY_POINT_GROUP = "rummy_desktop"


@dataclass(frozen=True)
class BrokenPlugin:
    """An installed plugin that could not be used, and why (shown to the player)."""

    name: str  # the entry point's name
    target: str  # module[:object] it points at
    reason: str


def make_plugin_manager(plugins: Iterable[Any] = (), entry_points: bool = True) -> pluggy.PluginManager:
    """A validated plugin manager. ``plugins`` are registered besides (or, with
    ``entry_points=False``, instead of) the installed ones; tests use that, and a
    misspelt hook among them fails here, loudly. An *installed* plugin that cannot be
    imported or whose hooks do not validate is left out and listed in ``pm.broken``:
    one broken third-party plugin must not keep the program from starting."""
    pm = pluggy.PluginManager(hookspecs.PROJECT)
    pm.add_hookspecs(hookspecs)
    broken: list[BrokenPlugin] = []
    installed: dict[int, BrokenPlugin] = {}
    if entry_points:
        for ep in metadata.entry_points(group=ENTRY_POINT_GROUP):
            if pm.get_plugin(ep.name) is not None or pm.is_blocked(ep.name):
                continue
            try:
                plugin = ep.load()
                pm.register(plugin, name=ep.name)
            except Exception as exc:  # any error in third-party code: report, go on
                broken.append(BrokenPlugin(ep.name, ep.value, f"{type(exc).__name__}: {exc}"))
                continue
            installed[id(plugin)] = BrokenPlugin(ep.name, ep.value, "")
    for plugin in plugins:
        pm.register(plugin)
    while True:
        try:
            pm.check_pending()
            break
        except pluggy.PluginValidationError as exc:
            entry = installed.get(id(exc.plugin))
            if entry is None:
                raise
            pm.unregister(exc.plugin)
            broken.append(BrokenPlugin(entry.name, entry.target, str(exc)))
    pm.broken = broken  # type: ignore[attr-defined]
    return pm


class Catalog:
    """Everything the plugins provide: rule sets (with house rules) and computer players."""

    def __init__(self, pm: pluggy.PluginManager) -> None:
        self.pm = pm
        self.broken: list[BrokenPlugin] = list(getattr(pm, "broken", []))
        self.variants = VariantRegistry()
        for hook in (pm.hook.rummy_register_variants, pm.hook.rummy_register_house_rules):
            for impl in reversed(hook.get_hookimpls()):
                self.variants.source = impl.plugin_name
                impl.function(**({"registry": self.variants} if "registry" in impl.argnames else {}))
        # a rules page that does not hold up is reported like a broken plugin
        self.broken += [BrokenPlugin(p.source, p.target, p.reason) for p in self.variants.problems]
        self.players = PlayerRegistry()
        pm.hook.rummy_register_players(registry=self.players)
        self.lessons = LessonRegistry()
        for impl in reversed(pm.hook.rummy_register_lessons.get_hookimpls()):
            self.lessons.source = impl.plugin_name
            impl.function(**({"registry": self.lessons} if "registry" in impl.argnames else {}))
        self.lessons.check(self)  # a lesson that does not hold up is left out and reported
        self.broken += [BrokenPlugin(p.source, p.target, p.reason) for p in self.lessons.problems]

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

    def rules_page(self, variant_id: str) -> RulesPage | None:
        """The rules page its plugin (and house-rule plugins) supplied for a rule set."""
        self.variant(variant_id)
        return self.variants.rules_page(variant_id)

    def rules_additions(self, variant_id: str) -> list[RulesPage]:
        """House rules' sections for a rule set whose own plugin supplied no page."""
        self.variant(variant_id)
        return self.variants.rules_additions(variant_id)

    def rules(self, variant_id: str, options: Mapping[str, str] | None = None, players: int | None = None) -> Rules:
        spec = self.variant(variant_id).spec
        return self.adjust(spec.resolve(options or {}, spec.min_players if players is None else players))


@lru_cache(maxsize=1)
def default_catalog() -> Catalog:
    """The catalogue of the installed plugins (loaded once per process)."""
    return Catalog(make_plugin_manager())
