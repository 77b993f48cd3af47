"""What plugins register into: rule sets (and their house rules), computer players."""

from __future__ import annotations

import copy
import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from rummy_desktop.core.checks import check_declaration
from rummy_desktop.core.variant import OptionSpec, SpecError, Variant, VariantSpec

from .pages import PageSource, RulesPage, as_page


@dataclass(frozen=True)
class Problem:
    """Something a plugin registered that could not be used (its rule set still is)."""

    source: str  # the plugin's name
    target: str  # what was refused
    reason: str


@dataclass(frozen=True)
class Notice:
    """Something a plugin did that the player should know, though nothing is broken: it
    took over another plugin's rule set or computer player (``override=True``), or a
    translation of it was not used."""

    name: str  # the plugin it is about (its entry-point name)
    text: str


def taken_over(kind: str, key: str, winner: str, loser: str) -> Notice:
    return Notice(winner, f"took over the {kind} {key!r} of the plugin {loser!r} (override=True): "
                          f"{loser}'s {kind} is not used")


def taken(kind: str, key: str, owner: str, source: str) -> SpecError:
    return SpecError(f"duplicate_{kind.replace(' ', '_')}",
                     f"the {kind} {key!r} is taken by the plugin {owner!r}; the plugin {source!r} may take it "
                     f"over only with override=True", **{"id": key})


#: The declarations :func:`checked` found sound, by their JSON form.
_SOUND: set[str] = set()


def checked(spec: VariantSpec) -> VariantSpec:
    """``spec`` cross-checked (:func:`~rummy_desktop.core.checks.check_declaration`, for
    every player count and every combination of options): once per declaration and
    process, as the catalogue is gathered again after a plugin fails, and tests gather
    many. SpecError ``bad_declaration`` as the check says."""
    key = spec.model_dump_json()
    if key not in _SOUND:
        check_declaration(spec)
        _SOUND.add(key)
    return spec


class VariantRegistry:
    def __init__(self) -> None:
        self._variants: dict[str, Variant] = {}
        self._sources: dict[str, str] = {}
        self._pages: dict[str, RulesPage] = {}
        self._additions: dict[str, list[RulesPage]] = {}
        self.problems: list[Problem] = []
        self.notices: list[Notice] = []
        self.options: list[tuple[str, str, str]] = []  # (plugin, rule set, option key) of house rules
        # (plugin, rule set, option key, default) of the options that switch a plugin's house rules on
        self.switches: list[tuple[str, str, str, str]] = []
        self.source = "?"

    def mark(self) -> tuple:
        """What is registered now, for :meth:`rollback` (a plugin's hook that fails
        half way leaves nothing behind)."""
        return (dict(self._variants), dict(self._sources), dict(self._pages),
                {k: list(v) for k, v in self._additions.items()},
                {k: v.spec for k, v in self._variants.items()}, len(self.problems), len(self.options),
                len(self.notices), len(self.switches))

    def rollback(self, mark: tuple) -> None:
        self._variants, self._sources, self._pages, self._additions, specs, problems, options, notices, switches = mark
        del self.switches[switches:]
        for vid, spec in specs.items():
            self._variants[vid].spec = spec
        del self.problems[problems:]
        del self.options[options:]
        del self.notices[notices:]

    def source_of(self, variant_id: str) -> str:
        """The plugin that registered a rule set."""
        return self._sources.get(variant_id, "")

    def add(self, variant: Variant, rules_page: PageSource | None = None, override: bool = False) -> None:
        """Register a rule set, with its rules page (see :mod:`.pages`). Its id is first
        come, first served (the built-ins come first, see
        :func:`~rummy_desktop.plugins.manager.precedence`): a plugin that registers an id
        another plugin has is left out, unless it passes ``override=True``, which takes the
        id over and is reported in Help ▸ Plugins and ``rummy-desktop plugins``. The
        registry keeps a copy of ``variant`` (house rules extend the copy's declaration), so
        a plugin may hand the same object each time the catalogue is gathered."""
        if not isinstance(variant, Variant):
            raise SpecError("bad_variant", f"{variant!r} is not a Variant")
        if not isinstance(getattr(variant, "spec", None), VariantSpec):
            raise SpecError("bad_variant", f"{variant!r} carries no VariantSpec (its spec)")
        checked(variant.spec)
        variant = copy.copy(variant)
        vid = variant.spec.id
        if vid in self._variants:
            owner = self._sources[vid]
            if override is not True:
                raise taken("rule set", vid, owner, self.source)
            self.notices.append(taken_over("rule set", vid, self.source, owner))
            self._pages.pop(vid, None)
            self.options = [o for o in self.options if o[1] != vid]
            self.switches = [o for o in self.switches if o[1] != vid]
        self._variants[vid] = variant
        self._sources[vid] = self.source
        variant.plugin_name = self.source
        page = self._checked_page(rules_page, f"rules page of {vid!r}")
        if page is not None:
            self._pages[vid] = page

    def add_option(self, variant_id: str, option: OptionSpec,
                   overrides: dict[str, dict[str, Any]] | None = None,
                   rules_page: PageSource | None = None, switch: bool = False) -> None:
        """Add a house-rule option; ``rules_page`` explains it, as a section added at the
        end of the rule set's page. ``switch=True``: the option switches the plugin's house
        rules on. A plugin that adds options so is asked (its ``rummy_judge_meld``,
        ``rummy_judge_action``, ``rummy_adjust_round`` and ``rummy_adjust_scores``) only at
        tables where one of those options is set away from its default: elsewhere (a table
        of another rule set too) its house rules cost nothing. A plugin that adds none is
        asked at every table."""
        variant = self._variants.get(variant_id)
        if variant is None:
            raise SpecError("unknown_variant", f"no rule set {variant_id!r} to extend", variant=variant_id)
        if not isinstance(option, OptionSpec):
            raise SpecError("bad_option", f"{option!r} is not an OptionSpec")
        variant.spec = checked(variant.spec.with_option(option, overrides))
        self.options.append((self.source, variant_id, option.key))
        if switch:
            self.switches.append((self.source, variant_id, option.key, option.default))
        page = self._checked_page(rules_page, f"rules page of option {option.key!r} of {variant_id!r}")
        if page is not None:
            self._additions.setdefault(variant_id, []).append(page)

    def _checked_page(self, source: PageSource | None, target: str) -> RulesPage | None:
        if source is None:
            return None
        try:
            return as_page(source, target)
        except SpecError as exc:
            self.problems.append(Problem(self.source, target, str(exc)))
            return None

    def rules_page(self, variant_id: str) -> RulesPage | None:
        """The rule set's page followed by its house rules' sections (None: its plugin
        supplied no page; see :meth:`rules_additions`)."""
        page = self._pages.get(variant_id)
        if page is None:
            return None
        for extra in self._additions.get(variant_id, []):
            page = page.extended(extra)
        return page

    def rules_additions(self, variant_id: str) -> list[RulesPage]:
        """The house rules' sections of a rule set's page."""
        return list(self._additions.get(variant_id, []))

    def get(self, variant_id: str) -> Variant | None:
        """The rule set registered under ``variant_id`` so far, or None (a house rule
        checks that the rule set it extends is installed)."""
        return self._variants.get(variant_id)

    def all(self) -> list[Variant]:
        return list(self._variants.values())


@dataclass(frozen=True)
class PlayerKind:
    name: str
    factory: Callable[[int, int], Any]
    label: str
    description: str

    def create(self, seat: int, seed: int, time_budget: float | None = None) -> Any:
        """The player for ``seat``: ``factory(seat, seed)``, its ``time_budget`` attribute
        (when it has one) set to the player's thinking time, ``time_budget`` seconds per
        decision (None: the player's own default)."""
        player = self.factory(seat, seed)
        set_time_budget(player, time_budget)
        return player


def set_time_budget(player: Any, seconds: float | None) -> None:
    """Give ``player`` the thinking time ``seconds`` per decision, when it has a
    ``time_budget`` attribute (None: leave it as it is)."""
    if seconds is None or not hasattr(player, "time_budget"):
        return
    if not seconds > 0:
        raise ValueError(f"a thinking time must be positive, not {seconds!r}")
    player.time_budget = float(seconds)


#: A computer player's name (``--ai NAME``, ``--seats``, saves).
PLAYER_NAME = re.compile(r"^[a-z][a-z0-9_-]{0,47}$")


class PlayerRegistry:
    def __init__(self) -> None:
        self._players: dict[str, PlayerKind] = {}
        self.sources: dict[str, str] = {}
        self.notices: list[Notice] = []
        self.source = "?"

    def mark(self) -> tuple:
        return dict(self._players), dict(self.sources), len(self.notices)

    def rollback(self, mark: tuple) -> None:
        self._players, self.sources, notices = mark
        del self.notices[notices:]

    def add(self, name: str, factory: Callable[[int, int], Any], label: str = "", description: str = "",
            override: bool = False) -> None:
        """Register a computer player: ``factory(seat, seed)`` returns an object whose
        ``choose(view)`` returns that seat's action; ``label`` and ``description`` are shown
        in the new-game screen (English; translated by ``rummy_register_texts``). A player
        that searches within a time should have a ``time_budget`` attribute (seconds per
        decision, read at each decision): the program sets it to the player's thinking time
        (the settings, ``--think-time``) after the factory, and may change it during a game.
        Names are first come, first served like rule set ids (:meth:`VariantRegistry.add`):
        taking over a name needs ``override=True``, and is reported."""
        if not isinstance(name, str) or not PLAYER_NAME.match(name) or not callable(factory):
            raise SpecError("bad_player", f"computer player {name!r}: needs a name (lower case letters, digits, "
                                          "dashes; at most 48) and a factory(seat, seed)")
        if name in self._players:
            owner = self.sources[name]
            if override is not True:
                raise taken("computer player", name, owner, self.source)
            self.notices.append(taken_over("computer player", name, self.source, owner))
        self._players[name] = PlayerKind(name, factory, label or name, description)
        self.sources[name] = self.source

    def get(self, name: str) -> PlayerKind | None:
        return self._players.get(name)

    def names(self) -> list[str]:
        return list(self._players)

    def kinds(self) -> list[PlayerKind]:
        """Every computer player, in the order of :meth:`names`."""
        return list(self._players.values())
