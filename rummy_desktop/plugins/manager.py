"""The plugin manager: loads the entry-point group ``rummy_desktop``, validates every
hook implementation, and gathers what the plugins register into a :class:`Catalog`.

Plugins register in a fixed order, first come, first served (:func:`precedence`): the
program's own, then the others by distribution name. A plugin switched off is not loaded;
one made for other versions of the program, that cannot be imported, or whose hooks do not
validate is left out and listed in ``Catalog.broken`` with the reason.

A failure is charged to the plugin whose code failed, and to no other: a plugin whose
registration hook raises (an invalid declaration, an id another plugin has), or whose
``rummy_adjust_rules``, judges, score adjustment or rule set code fails while the lessons
are checked at start-up, is switched off and everything is gathered again without it, so
nothing it registered stays and no other plugin's lesson is charged with its failure
(``Catalog.broken``). One that fails later, during play, is switched off for the rest of
the session the same way (``Catalog.failures``; :meth:`Catalog.plugin_failed`): the move
that ran into it is refused (``plugin_error``), games in progress keep the rules they
were dealt with (its judges keep refusing there), and the next game is set up without it.
:meth:`Catalog.plugins` tells what each plugin adds (Help ▸ Plugins, ``rummy-desktop
plugins``)."""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, replace
from functools import lru_cache
from importlib import metadata
from typing import Any

import pluggy

from rummy_desktop.core.checks import check_rules
from rummy_desktop.core.engine import Game
from rummy_desktop.core.variant import PluginError, ReturnError, Rules, SpecError, Variant, run_plugin

from . import hookspecs
from .house import PluginHouseRules
from .installed import ENTRY_POINT_GROUP, incompatible, is_program, precedence, switched_off
from .installed import origin as _origin
from .lessons import LessonRegistry
from .pages import RulesPage
from .registry import Notice, PlayerKind, PlayerRegistry, VariantRegistry
from .texts import TextRegistry


@dataclass(frozen=True)
class BrokenPlugin:
    """An installed plugin that could not be used, and why (shown to the player)."""

    name: str  # the entry point's name
    target: str  # module[:object] it points at
    reason: str
    distribution: str = ""  # the installed distribution it comes from, with its version
    version: str = ""


@dataclass(frozen=True)
class PluginInfo:
    """An installed plugin and what it adds (Help ▸ Plugins, ``rummy-desktop plugins``)."""

    name: str
    target: str
    distribution: str  # "" for a plugin registered by code (tests), not installed
    version: str
    variants: tuple[str, ...] = ()  # rule set ids
    house_rules: tuple[str, ...] = ()  # "rummy:set_suits"
    players: tuple[str, ...] = ()  # computer player names
    lessons: tuple[str, ...] = ()  # lesson ids
    languages: tuple[str, ...] = ()  # the languages its texts are translated into


def make_plugin_manager(plugins: Iterable[Any] = (), entry_points: bool = True,
                        disabled: Iterable[str] | None = None,
                        select: Callable[[metadata.EntryPoint], bool] | None = None) -> pluggy.PluginManager:
    """A validated plugin manager. ``plugins`` are registered besides (or, with
    ``entry_points=False``, instead of) the installed ones, after them; tests use that, and
    a misspelt hook among them fails here, loudly. The installed ones (those ``select``
    keeps, when given) are registered in
    the order of :func:`precedence`, but those ``disabled`` names (by default the ones
    switched off, :func:`~.installed.switched_off`), listed in ``pm.switched_off``. An
    *installed* plugin made for other versions of the program, that cannot be imported,
    whose hooks do not validate, or whose entry-point name another distribution's plugin
    has taken already is left out and listed in ``pm.broken``: one broken third-party
    plugin must not keep the program from starting."""
    pm = pluggy.PluginManager(hookspecs.PROJECT)
    pm.add_hookspecs(hookspecs)
    broken: list[BrokenPlugin] = []
    off: list[BrokenPlugin] = []
    notices: list[Notice] = []
    installed: dict[int, BrokenPlugin] = {}
    origins: dict[str, tuple[str, str, str]] = {}  # plugin name -> (target, distribution, version)
    if entry_points:
        names_off = switched_off() if disabled is None else set(disabled)
        taken: dict[str, str] = {}  # entry-point name -> the distribution that has it
        for ep in precedence(metadata.entry_points(group=ENTRY_POINT_GROUP)):
            if select is not None and not select(ep):
                continue
            dist, version = _origin(ep)
            if ep.name in names_off:
                if not is_program(ep):
                    off.append(BrokenPlugin(ep.name, ep.value, "switched off", dist, version))
                    continue
                notices.append(Notice(ep.name, "is one of the program's own plugins: it cannot be switched off"))
            why = incompatible(ep)
            if why is not None:
                broken.append(BrokenPlugin(ep.name, ep.value, why, dist, version))
                continue
            if ep.name in taken:
                broken.append(BrokenPlugin(ep.name, ep.value, (
                    f"the entry-point name {ep.name!r} is taken by {taken[ep.name]}: each plugin needs a "
                    f"name of its own (in the [project.entry-points.{ENTRY_POINT_GROUP}] table of its "
                    "pyproject.toml)"), dist, version))
                continue
            taken[ep.name] = f"{dist} {version}".strip() or ep.value
            try:
                plugin = ep.load()
                pm.register(plugin, name=ep.name)
            except Exception as exc:  # any error in third-party code: report, go on
                broken.append(BrokenPlugin(ep.name, ep.value, f"{type(exc).__name__}: {exc}", dist, version))
                continue
            installed[id(plugin)] = BrokenPlugin(ep.name, ep.value, "", dist, version)
            origins[ep.name] = (ep.value, dist, version)
    for plugin in plugins:
        register(pm, plugin)
    while True:
        try:
            pm.check_pending()
            break
        except pluggy.PluginValidationError as exc:
            entry = installed.get(id(exc.plugin))
            if entry is None:
                raise
            pm.unregister(exc.plugin)
            origins.pop(entry.name, None)
            broken.append(BrokenPlugin(entry.name, entry.target, str(exc), entry.distribution, entry.version))
    pm.broken = broken  # type: ignore[attr-defined]  # what the manager found, kept on it
    pm.switched_off = off  # type: ignore[attr-defined]  # what the manager found, kept on it
    pm.notices = notices  # type: ignore[attr-defined]  # what the manager found, kept on it
    pm.origins = origins  # type: ignore[attr-defined]  # what the manager found, kept on it
    return pm


def register(pm: pluggy.PluginManager, plugin: Any) -> str:
    """Register a plugin given by code (tests, the testing kit) under a name every message
    can show: its module's name, or its class's (``package.module.Class``), with ``#2``,
    ``#3``... when that name is taken; never a number. The name."""
    base = getattr(plugin, "__name__", None) or f"{type(plugin).__module__}.{type(plugin).__qualname__}"
    name, k = base, 2
    while pm.has_plugin(name) or pm.is_blocked(name):
        name, k = f"{base}#{k}", k + 1
    pm.register(plugin, name=name)
    return name


def in_order(pm: pluggy.PluginManager, impls: Iterable[Any]) -> list[Any]:
    """Hook implementations in the order their plugins were registered (see
    :func:`precedence`; pluggy itself calls the last registered first)."""
    rank = {name: i for i, (name, _) in enumerate(pm.list_name_plugin())}
    return sorted(impls, key=lambda impl: rank.get(impl.plugin_name, len(rank)))


#: What one gathering of the plugins' registrations holds; a catalogue swaps them in whole
#: (see :meth:`Catalog._build`), so a reader on another thread never sees half of one.
CONTENTS = ("variants", "players", "texts", "lessons", "house", "problems", "notices")


class Catalog:
    """Everything the plugins provide: rule sets (with house rules) and computer players.

    ``broken`` lists the plugins left out (and why): those that could not be loaded, and
    those switched off because their code failed while the catalogue was gathered (a
    registration hook that raised, a judge that failed while the lessons were checked);
    ``failures`` those whose code failed later, during play, switched off for the rest of
    the session (:meth:`plugin_failed`); ``problems`` what a plugin in use registered that
    could not be used (a rules page, a lesson: the plugin itself is used); ``notices``
    what the player should know though nothing broke (an ``override=True``, a translation
    not taken). Each names the plugin by its entry point, and a failure names only the
    plugin whose code failed. ``listeners`` are called with each plugin switched off during
    play (a :class:`BrokenPlugin`), from the thread that ran into the failure: the window
    says so."""

    def __init__(self, pm: pluggy.PluginManager) -> None:
        self.pm = pm
        self.broken: list[BrokenPlugin] = list(getattr(pm, "broken", []))
        self.switched_off: list[BrokenPlugin] = list(getattr(pm, "switched_off", []))  # on purpose: not broken
        self.origins: dict[str, tuple[str, str, str]] = dict(getattr(pm, "origins", {}))
        self.failures: list[BrokenPlugin] = []  # plugins whose code failed in a game (plugin_failed)
        self.listeners: list[Callable[[BrokenPlugin], None]] = []
        self._lock = threading.RLock()
        self._failing: list[tuple[str, str]] | None = None  # while gathering: the plugins whose code failed
        self._off: set[str] = set()  # the plugins switched off after a failure
        self._gone: dict[tuple[str, str | None], str] = {}  # (rule set, option or None) -> its plugin, switched off
        self._owner = self  # the catalogue failures are charged to (a staging one's is the real one)
        self._build()

    # -- gathering what the plugins register ------------------------------------------------

    def _build(self) -> None:
        """Gather what the plugins register into fresh registries and swap them in. A
        plugin whose code fails on the way (a registration hook, or any hook while the
        lessons are played through) is switched off, listed in ``broken``, and everything
        is gathered again without it: nothing it registered stays, and nothing of another
        plugin is charged with its failure. Each round leaves one plugin out at least, so
        it ends."""
        with self._lock:
            while True:
                staging = Catalog.__new__(Catalog)
                staging.pm, staging.origins, staging._owner = self.pm, self.origins, self
                self._failing = []
                try:
                    staging._gather()
                    failing = self._failing
                finally:
                    self._failing = None
                if not failing:
                    self.__dict__.update({key: staging.__dict__[key] for key in CONTENTS})
                    return
                for name, reason in failing:
                    self._switch_off(name, reason, self.broken)

    def _gather(self) -> None:
        """Call every plugin's registration hooks into new registries, build the house
        rules of the plugins in use and play every lesson through (this is a staging
        catalogue: failures go to ``_owner``, which gathers again without the culprit)."""
        pm, owner = self.pm, self._owner
        self.variants = VariantRegistry()
        self._register(pm.hook.rummy_register_variants, self.variants)
        self._register(pm.hook.rummy_register_house_rules, self.variants)
        self.players = PlayerRegistry()
        self._register(pm.hook.rummy_register_players, self.players)
        self.texts = TextRegistry(self._text_owners())
        self._register(pm.hook.rummy_register_texts, self.texts)
        self.lessons = LessonRegistry()
        self._register(pm.hook.rummy_register_lessons, self.lessons)
        # the house rules' hooks of the plugins in use, carried by every game's rules
        self.house = PluginHouseRules(pm, lambda impls: in_order(pm, impls), self.texts.reasons, owner.plugin_failed,
                                      self.variants.switches)
        if owner._failing:
            return  # gathered again without the culprit: the lessons are checked then
        self.lessons.check(self)  # a lesson that does not hold up is left out and reported
        # a rules page or a lesson that does not hold up is reported; its plugin is used
        self.problems: list[BrokenPlugin] = [self._broken(p.source, p.reason, p.target)
                                             for p in self.variants.problems + self.lessons.problems]
        self.notices: list[Notice] = (list(getattr(pm, "notices", [])) + self.variants.notices + self.players.notices
                                      + self.texts.notices)

    def _register(self, hook: Any, registry: Any) -> None:
        """Call each plugin's registration hook; one that raises is charged with the
        failure (what it registered in that call is taken back at once)."""
        for impl in in_order(self.pm, hook.get_hookimpls()):
            registry.source = impl.plugin_name
            mark = registry.mark()
            try:
                impl.function(**({"registry": registry} if "registry" in impl.argnames else {}))
            except Exception as exc:  # third-party code: charge it, go on without the plugin
                registry.rollback(mark)
                self._owner.plugin_failed(impl.plugin_name, hook.name, f"{type(exc).__name__}: {exc}")

    # -- failures ---------------------------------------------------------------------------

    def plugin_failed(self, name: str, hook: str, error: str) -> bool:
        """Charge a failure to the plugin ``name``: its ``hook`` (``rummy_judge_meld``,
        ``score_round``...) raised or returned something unusable, ``error`` says what, in
        words. The plugin is switched off: while the catalogue is gathered, it is gathered
        again without it (``broken``); during play, for the rest of the session
        (``failures``): everything is gathered again without it, so the next game is set
        up without its rule sets, house rules, players and lessons, and the ``listeners``
        are told. Games in progress keep the rules they were dealt with. False when ``name``
        is no plugin in use (nothing to switch off). Any thread may call it."""
        if name in self._off:
            return True
        told: list[BrokenPlugin] = []
        with self._lock:
            if name in self._off:
                return True
            if self.pm.get_plugin(name) is None:
                return False
            if self._failing is not None:  # this thread is gathering: it starts again without the plugin
                if all(n != name for n, _ in self._failing):
                    self._failing.append((name, f"{hook}: {error}" if hook else error))
                return True
            before = len(self.broken)
            told.append(self._switch_off(name, f"{hook} failed during play: {error}" if hook else
                                         f"failed during play: {error}", self.failures))
            self._build()
            told += self.broken[before:]  # plugins the gathering found failing in turn
        for record in told:
            for listener in list(self.listeners):
                try:
                    listener(record)
                except Exception:  # a listener gone (a closed window): it never hides the refusal
                    if listener in self.listeners:
                        self.listeners.remove(listener)
        return True

    def _switch_off(self, name: str, reason: str, into: list[BrokenPlugin]) -> BrokenPlugin:
        record = self._broken(name, reason)  # named while it is still registered
        into.append(record)
        if into is self.failures:  # what it added, to name it when a game asks for it (see _gone_with)
            registries: VariantRegistry | None = getattr(self, "variants", None)  # (none before the first _build)
            if registries is not None:
                for v in registries.all():
                    if registries.source_of(v.spec.id) == name:
                        self._gone[(v.spec.id, None)] = name
                for source, vid, key in registries.options:
                    if source == name:
                        self._gone[(vid, key)] = name
        self._off.add(name)
        plugin = self.pm.get_plugin(name)
        if plugin is not None:
            self.pm.unregister(plugin)
        return record

    def note_failure(self, refusal: Any) -> None:
        """A refusal ``plugin_error`` (or a PluginError) met during play: the plugin it
        names is switched off (:meth:`plugin_failed`) and listed in Help ▸ Plugins and
        ``rummy-desktop plugins``; other refusals are ignored."""
        if getattr(refusal, "code", None) != "plugin_error":
            return
        name, hook = str(refusal.params.get("plugin", "?")), str(refusal.params.get("hook") or "")
        error = failure_detail(refusal)
        if not self.plugin_failed(name, hook, error) and not any(f.name == name for f in self.failures):
            # a failure that names no plugin in use (a plugin switched off already, code given by hand)
            self.failures.append(self._broken(name, f"{hook} failed during play: {error}" if hook else
                                              f"failed during play: {error}"))

    def is_off(self, name: str) -> bool:
        """Was the plugin ``name`` switched off after a failure?"""
        return name in self._off

    def _text_owners(self) -> dict[str, set[str]]:
        """Each English text the plugins declared (names, descriptions, options' and
        choices' labels, computer players' labels) and the plugins that declared it: a
        plugin's translations of another plugin's texts are not taken
        (:class:`~.texts.TextRegistry`)."""
        owners: dict[str, set[str]] = {}

        def own(plugin: str, *texts: str) -> None:
            for text in texts:
                if text:
                    owners.setdefault(text, set()).add(plugin)

        house = {(vid, key): src for src, vid, key in self.variants.options}
        for v in self.variants.all():
            src = self.variants.source_of(v.spec.id)
            own(src, v.spec.name, v.spec.description)
            for opt in v.spec.options:
                by = house.get((v.spec.id, opt.key), src)
                own(by, opt.label, opt.description)
                for choice in opt.choices:
                    own(by, choice.label, choice.description)
        for kind in self.players.kinds():
            own(self.players.sources[kind.name], kind.label, kind.description)
        return owners

    def _broken(self, name: str, reason: str, target: str = "") -> BrokenPlugin:
        module, dist, version = self.origin(name)
        return BrokenPlugin(name, target or module, reason, dist, version)

    def origin(self, name: str) -> tuple[str, str, str]:
        if name in self.origins:
            return self.origins[name]
        plugin = self.pm.get_plugin(name)
        module = getattr(plugin, "__name__", None) or type(plugin).__module__ if plugin is not None else name
        return module, "", ""

    def plugins(self) -> list[PluginInfo]:
        """Every plugin in use and what it adds, by name."""
        out = []
        for name, _plugin in sorted(self.pm.list_name_plugin()):
            target, dist, version = self.origin(name)

            def mine(sources: dict[str, str]) -> tuple[str, ...]:
                return tuple(sorted(k for k, src in sources.items() if src == name))

            out.append(PluginInfo(
                name, target, dist, version,
                variants=mine({v.spec.id: self.variants.source_of(v.spec.id) for v in self.variants.all()}),
                house_rules=tuple(f"{vid}:{key}" for src, vid, key in self.variants.options if src == name),
                players=mine(self.players.sources),
                lessons=mine(self.lessons.sources),
                languages=tuple(sorted(self.texts.languages_by_source.get(name, ()))),
            ))
        return out

    def variant(self, variant_id: str) -> Variant:
        """The rule set ``variant_id`` (its ``spec`` is the declaration, house rules'
        options included); SpecError ``unknown_variant`` naming the installed ones."""
        v = self.variants.get(variant_id)
        if v is None:
            self._owner._gone_with(variant_id)
            known = ", ".join(sorted(x.spec.id for x in self.variants.all()))
            raise SpecError("unknown_variant", f"no rule set {variant_id!r} (installed: {known})",
                            variant=variant_id, installed=known)
        return v

    def adjust(self, rules: Rules) -> Rules:
        """``rules`` changed by every plugin's :func:`~.hookspecs.rummy_adjust_rules`, in
        the order of :func:`precedence`, each change checked (a mapping of fields a plugin
        may change, values that fit and hold together: :func:`~rummy_desktop.core.checks.check_rules`),
        with the house rules' judges of the plugins in use (``Rules.house``). PluginError
        naming the plugin whose hook raised or returned something unusable; that plugin
        is switched off (:meth:`plugin_failed`): the next game is dealt without it."""
        return self._adjust_with(self._adjusters(), self.house, self.variants, rules)

    def adjuster(self) -> Callable[[Rules], Rules]:
        """:meth:`adjust` as the plugins in use make it now, kept as it is: what a game
        is dealt with (:meth:`new_game`). A game keeps the rules it was dealt with, house
        rules and their judges included, for all its rounds, even when one of their
        plugins is switched off meanwhile: that plugin's failures keep refusing the moves
        that run into them (``plugin_error``), and the next game is set up without it."""
        impls, house, variants = self._adjusters(), self.house, self.variants
        return lambda rules: self._adjust_with(impls, house, variants, rules)

    def _adjusters(self) -> list[Any]:
        return in_order(self.pm, self.pm.hook.rummy_adjust_rules.get_hookimpls())

    def _adjust_with(self, impls: list[Any], house: Any, variants: VariantRegistry, rules: Rules) -> Rules:
        variant = variants.get(rules.variant)
        family = variant.spec.family if variant is not None else self.variant(rules.variant).spec.family
        for impl in impls:
            args = {"rules": rules} if "rules" in impl.argnames else {}
            try:
                rules = run_plugin(impl.plugin_name, lambda: impl.function(**args), hook="rummy_adjust_rules",
                                   check=lambda change, before=rules: _adjusted(before, change, family))
            except PluginError as exc:
                self._owner.plugin_failed(exc.plugin, exc.hook, failure_detail(exc))
                raise
        house = house.for_rules(rules) if house else None  # (those the table switched on)
        return replace(rules, house=house) if house is not rules.house else rules

    def player(self, name: str) -> PlayerKind:
        """The computer player ``name`` (``random``, ``beginner``, ``greedy``, ``standard``,
        ``expert``, or one a plugin adds): ``.create(seat, seed, time_budget)`` makes one for
        a seat. SpecError ``unknown_player`` naming the installed ones."""
        p = self.players.get(name)
        if p is None:
            known = ", ".join(self.players.names())
            raise SpecError("unknown_player", f"no computer player {name!r} (installed: {known})",
                            player=name, installed=known)
        return p

    def new_game(self, variant_id: str, options: Mapping[str, str] | None = None, players: int = 2,
                 seed: int = 0) -> Game:
        """A game of ``variant_id`` for ``players``, dealt now from ``seed`` (the seeded
        shuffle: the same seed deals the same cards), with ``options`` (the others at their
        defaults) and the rules the plugins in use give it (it keeps them: :meth:`adjuster`).
        SpecError for an unknown rule set or option, or a player count it does not take."""
        variant = self.variant(variant_id)
        for key in options or {}:
            if variant.spec.option(key) is None:
                self._owner._gone_with(variant_id, key)
        return Game(variant, options or {}, players, seed, self.adjuster())

    def _gone_with(self, variant_id: str, option: str | None = None) -> None:
        """SpecError ``plugin_switched_off`` when the rule set (or its option) asked for
        came from a plugin switched off during this session: said so, not "unknown"."""
        name = self._gone.get((variant_id, option))
        if name is None:
            return
        what = f"the option {option!r} of {variant_id}" if option else f"the rule set {variant_id!r}"
        raise SpecError("plugin_switched_off", f"{what} came from the plugin {name!r}, switched off after it failed",
                        plugin=name)

    def rules_page(self, variant_id: str) -> RulesPage | None:
        """The rules page its plugin (and house-rule plugins) supplied for a rule set."""
        self.variant(variant_id)
        return self.variants.rules_page(variant_id)

    def rules_additions(self, variant_id: str) -> list[RulesPage]:
        """House rules' sections for a rule set whose own plugin supplied no page."""
        self.variant(variant_id)
        return self.variants.rules_additions(variant_id)

    def rules(self, variant_id: str, options: Mapping[str, str] | None = None, players: int | None = None) -> Rules:
        """The rules a game of ``variant_id`` would be dealt with (options, players: the
        fewest by default), house rules' adjustments included."""
        spec = self.variant(variant_id).spec
        for key in options or {}:
            if spec.option(key) is None:
                self._owner._gone_with(variant_id, key)
        return self.adjust(spec.resolve(options or {}, spec.min_players if players is None else players))


def failure_detail(error: Any) -> str:
    """What failed in a PluginError or a refusal ``plugin_error``, without its hook's name
    (``ZeroDivisionError: division by zero``)."""
    hook = str(error.params.get("hook") or "")
    detail = str(error.params.get("error", ""))
    return detail.removeprefix(hook + ": ") if hook else detail


def _adjusted(rules: Rules, change: Any, family: str) -> Rules:
    """``rules`` with what a plugin's ``rummy_adjust_rules`` returned (None: unchanged);
    ReturnError when that is not a mapping of fields it may change to values that fit."""
    if change is None:
        return rules
    if not isinstance(change, Mapping):
        raise ReturnError(f"returned {type(change).__name__}, not a mapping of rules fields (or None)")
    return check_rules(rules.adjusted(change), family)


@lru_cache(maxsize=1)
def default_catalog() -> Catalog:
    """The catalogue of the installed plugins (loaded once per process)."""
    return Catalog(make_plugin_manager())
