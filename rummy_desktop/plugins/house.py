"""The house rules' hooks of a catalogue, asked in the order of
:func:`~rummy_desktop.plugins.manager.precedence`, each answer checked and each failure named
(:class:`~rummy_desktop.core.house.HouseRules`, carried by ``Rules.house``).

A judge (``rummy_judge_meld``, ``rummy_judge_action``) that raises anything but
IllegalAction, returns something else than None, or refuses with a reason code nobody
declared is a refusal like any other: IllegalAction ``plugin_error`` naming the plugin and
the hook. So the engine, the hints, the computer players and their searches, which all ask
the judges and all take IllegalAction for "refused", count it as a refusal, and none of them
fails with it. The failure is charged to the plugin (``on_failure``: the catalogue switches
it off for the session)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import pluggy

from rummy_desktop.core.actions import IllegalAction
from rummy_desktop.core.checks import check_round_score
from rummy_desktop.core.engine import round_changed
from rummy_desktop.core.groups import GROUP_REASONS
from rummy_desktop.core.house import HouseRules, MeldCheck
from rummy_desktop.core.reasons import REASONS
from rummy_desktop.core.variant import PluginError, ReturnError, RoundScore, Rules, run_plugin

#: Told of each failure: (plugin, hook, what failed in words).
OnFailure = Callable[[str, str, str], Any]


def _ignore(plugin: str, hook: str, error: str) -> None:
    return None


class PluginHouseRules(HouseRules):
    """The ``rummy_judge_meld``, ``rummy_judge_action`` and ``rummy_adjust_scores`` of
    the plugins of ``pm`` (in the order of ``order``); ``reasons`` tells the reason codes
    a refusal may use (the engine's and those plugins declare with ``add_reasons``);
    ``on_failure`` is told of each failure; ``switches`` are the options that switch a
    plugin's house rules on (plugin, rule set, option key, default: ``add_option(...,
    switch=True)``), which :meth:`for_rules` reads."""

    def __init__(self, pm: pluggy.PluginManager, order: Callable[[Any], list], reasons: Callable[[], dict],
                 on_failure: OnFailure = _ignore, switches: Sequence[tuple[str, str, str, str]] = ()) -> None:
        self._set(self._impls(pm.hook.rummy_judge_meld, order), self._impls(pm.hook.rummy_judge_action, order),
                  self._impls(pm.hook.rummy_adjust_scores, order), self._impls(pm.hook.rummy_adjust_round, order))
        self._reasons = reasons
        self._on_failure = on_failure
        self._switches = tuple(switches)
        self._switched = {plugin for plugin, _, _, _ in self._switches}
        self._subsets: dict[frozenset[str], PluginHouseRules] = {}

    def _set(self, melds: list, actions: list, scores: list, rounds: list) -> None:
        self._melds, self._actions, self._scores, self._rounds = melds, actions, scores, rounds
        self.meld_judges, self.action_judges = bool(self._melds), bool(self._actions)
        self.score_adjusters = bool(self._scores)
        self.round_adjusters = bool(self._rounds)

    def for_rules(self, rules: Rules) -> PluginHouseRules | None:
        """The house rules switched on at a table played by ``rules`` (None: none is): the
        hooks of every plugin that declares no switch, and of each plugin one of whose
        switches (for this rule set) is set away from its default. A house rule no table
        has switched on is never asked, so it costs nothing."""
        if not self._switched:
            return self if self else None
        on = {plugin for plugin, vid, key, default in self._switches
              if vid == rules.variant and rules.options.get(key, default) != default}
        off = frozenset(self._switched - on)
        found = self._subsets.get(off)
        if found is None:
            found = object.__new__(PluginHouseRules)
            found.__dict__.update(self.__dict__)
            found._set(*([i for i in impls if i[0] not in off]
                         for impls in (self._melds, self._actions, self._scores, self._rounds)))
            found._switched, found._switches, found._subsets = set(), (), {}
            self._subsets[off] = found
        return found if found else None

    def __bool__(self) -> bool:
        return self.meld_judges or self.action_judges or self.score_adjusters or self.round_adjusters

    def plugins(self) -> list[str]:
        """The plugins whose house-rule hooks these are, in the order they are asked."""
        names = [plugin for impls in (self._melds, self._actions, self._rounds, self._scores) for plugin, _, _ in impls]
        return list(dict.fromkeys(names))

    @staticmethod
    def _impls(hook: Any, order: Callable[[Any], list]) -> list[tuple[str, Callable, tuple[str, ...]]]:
        return [(impl.plugin_name, impl.function, tuple(impl.argnames)) for impl in order(hook.get_hookimpls())]

    def _failed(self, plugin: str, hook: str, error: BaseException) -> IllegalAction:
        """A judge's failure as the refusal it counts as, charged to its plugin."""
        failure = PluginError(plugin, error, hook)
        self._on_failure(plugin, hook, str(failure.params["error"]).removeprefix(hook + ": "))
        refusal = IllegalAction("plugin_error", **failure.params)
        refusal.from_plugin = True  # raised after the engine's checks: the action is rolled back
        return refusal

    def _judge(self, impls: list, hook: str, args: dict[str, Any]) -> None:
        """Ask each judge in turn (the engine, the players and their searches ask often:
        the plain call first, the naming of a failure only when there is one)."""
        for plugin, function, names in impls:
            try:
                verdict = function(**{n: args[n] for n in names})
            except IllegalAction as refusal:
                if refusal.code not in REASONS and refusal.code not in GROUP_REASONS \
                        and refusal.code not in self._reasons():
                    raise self._failed(plugin, hook, ReturnError(
                        f"refused with the reason code {refusal.code!r}, which no plugin declares "
                        f"(registry.add_reasons in rummy_register_texts)")) from refusal
                refusal.from_plugin = True  # raised after the engine's checks: the action is rolled back
                raise
            except Exception as exc:  # third-party code: anything may come out of it
                raise self._failed(plugin, hook, exc) from exc
            if verdict is not None:
                raise self._failed(plugin, hook, ReturnError(
                    f"returned {type(verdict).__name__}; a judge returns None, or raises IllegalAction to refuse"))

    def judge_meld(self, rules: Rules, check: MeldCheck, position: Any = None) -> None:
        if self._melds:
            self._judge(self._melds, "rummy_judge_meld", {"rules": rules, "meld": check, "position": position})

    def judge_action(self, rules: Rules, position: Any, action: Any) -> None:
        if self._actions:
            self._judge(self._actions, "rummy_judge_action", {"rules": rules, "position": position, "action": action})

    def adjust_round(self, rules: Rules) -> Rules:
        """The rules of a round just dealt as every plugin's ``rummy_adjust_round`` leaves
        them; PluginError naming the first that fails (charged to it)."""
        for plugin, function, names in self._rounds:
            args = {"rules": rules}
            try:
                rules = run_plugin(plugin, lambda: function(**{n: args[n] for n in names}),
                                   hook="rummy_adjust_round",
                                   check=lambda change, before=rules: round_changed(before, change))
            except PluginError as exc:
                self._on_failure(plugin, exc.hook, str(exc.params["error"]).removeprefix(exc.hook + ": "))
                raise
        return rules

    def adjust_scores(self, rules: Rules, outcome: Any, score: RoundScore, players: int) -> RoundScore:
        """The round's score as every plugin's ``rummy_adjust_scores`` leaves it;
        PluginError naming the first that fails (charged to it)."""
        for plugin, function, names in self._scores:
            args = {"rules": rules, "outcome": outcome, "score": score}
            try:
                score = run_plugin(plugin, lambda: function(**{n: args[n] for n in names}),
                                   hook="rummy_adjust_scores",
                                   check=lambda new, old=score: old if new is None else check_round_score(new, players))
            except PluginError as exc:
                self._on_failure(plugin, exc.hook, str(exc.params["error"]).removeprefix(exc.hook + ": "))
                raise
        return score
