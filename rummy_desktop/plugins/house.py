"""The house rules' hooks of a catalogue, asked in the order of
:func:`~rummy_desktop.plugins.manager.precedence`, each answer checked and each failure named
(:class:`~rummy_desktop.core.house.HouseRules`, carried by ``Rules.house``)."""

from __future__ import annotations

from typing import Any, Callable

import pluggy

from rummy_desktop.core.actions import IllegalAction
from rummy_desktop.core.checks import check_round_score
from rummy_desktop.core.house import HouseRules, MeldCheck
from rummy_desktop.core.reasons import REASONS
from rummy_desktop.core.groups import GROUP_REASONS
from rummy_desktop.core.variant import PluginError, ReturnError, RoundScore, Rules, SpecError, run_plugin


class PluginHouseRules(HouseRules):
    """The ``rummy_judge_meld``, ``rummy_judge_action`` and ``rummy_adjust_scores`` of
    the plugins of ``pm`` (in the order of ``order``); ``reasons`` tells the reason codes
    a refusal may use (the engine's and those plugins declare with ``add_reasons``)."""

    def __init__(self, pm: pluggy.PluginManager, order: Callable[[Any], list], reasons: Callable[[], dict]) -> None:
        self._melds = self._impls(pm.hook.rummy_judge_meld, order)
        self._actions = self._impls(pm.hook.rummy_judge_action, order)
        self._scores = self._impls(pm.hook.rummy_adjust_scores, order)
        self._rounds = self._impls(pm.hook.rummy_adjust_round, order)
        self.meld_judges, self.action_judges = bool(self._melds), bool(self._actions)
        self.score_adjusters = bool(self._scores)
        self.round_adjusters = bool(self._rounds)
        self._reasons = reasons

    def __bool__(self) -> bool:
        return self.meld_judges or self.action_judges or self.score_adjusters or self.round_adjusters

    @staticmethod
    def _impls(hook: Any, order: Callable[[Any], list]) -> list[tuple[str, Callable, tuple[str, ...]]]:
        return [(impl.plugin_name, impl.function, tuple(impl.argnames)) for impl in order(hook.get_hookimpls())]

    def _judge(self, impls: list, hook: str, args: dict[str, Any]) -> None:
        """Ask each judge in turn (the engine, the players and their searches ask often:
        the plain call first, the naming of a failure only when there is one)."""
        for plugin, function, names in impls:
            try:
                verdict = function(**{n: args[n] for n in names})
            except IllegalAction as refusal:
                refusal.from_plugin = True  # raised after the engine's checks: the action is rolled back
                if refusal.code not in REASONS and refusal.code not in GROUP_REASONS \
                        and refusal.code not in self._reasons():
                    raise PluginError(plugin, ReturnError(
                        f"refused with the reason code {refusal.code!r}, which no plugin declares "
                        f"(registry.add_reasons in rummy_register_texts)"), hook) from refusal
                raise
            except SpecError:
                raise
            except Exception as exc:  # third-party code: anything may come out of it
                raise PluginError(plugin, exc, hook) from exc
            if verdict is not None:
                raise PluginError(plugin, ReturnError(
                    f"returned {type(verdict).__name__}; a judge returns None, or raises IllegalAction to refuse"), hook)

    def judge_meld(self, rules: Rules, check: MeldCheck, position: Any = None) -> None:
        if self._melds:
            self._judge(self._melds, "rummy_judge_meld", {"rules": rules, "meld": check, "position": position})

    def judge_action(self, rules: Rules, position: Any, action: Any) -> None:
        if self._actions:
            self._judge(self._actions, "rummy_judge_action", {"rules": rules, "position": position, "action": action})

    def adjust_round(self, rules: Rules) -> Rules:
        from rummy_desktop.core.engine import round_changed

        for plugin, function, names in self._rounds:
            args = {"rules": rules}
            rules = run_plugin(plugin, lambda: function(**{n: args[n] for n in names}), hook="rummy_adjust_round",
                               check=lambda change, before=rules: round_changed(before, change))
        return rules

    def adjust_scores(self, rules: Rules, outcome: Any, score: RoundScore, players: int) -> RoundScore:
        for plugin, function, names in self._scores:
            args = {"rules": rules, "outcome": outcome, "score": score}
            score = run_plugin(plugin, lambda: function(**{n: args[n] for n in names}), hook="rummy_adjust_scores",
                               check=lambda new, old=score: old if new is None else check_round_score(new, players))
        return score

