"""Whole games between computer players, with no window (``rummy-desktop simulate``)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from rummy_desktop.core.actions import IllegalAction
from rummy_desktop.core.engine import Game
from rummy_desktop.core.rng import derive_seed

#: A game still running after this many actions is a bug in a player or a rule set.
MAX_ACTIONS = 200_000


class RunawayGame(RuntimeError):
    """A game that did not end within MAX_ACTIONS."""


class PlayerFailed(RuntimeError):
    """A computer player raised, or chose a move the engine refused: said in a sentence
    naming the player and the plugin that registered it."""


@dataclass
class GameSummary:
    game: int
    seed: int
    winners: list[int]
    draw: bool
    scores: list[int]
    rounds: int
    turns: int
    actions: int


def game_seed(base: int, index: int) -> int:
    return derive_seed(base, index)


def play(catalog, variant: str, options: Mapping[str, str], players: int, seed: int,
         ai: Sequence[str], index: int = 0, think_time: float | None = None) -> tuple[Game, GameSummary]:
    """Play one game to its end with computer players (``ai``: one name per seat), each
    thinking ``think_time`` seconds per decision at most (None: its own default)."""
    game = catalog.new_game(variant, options, players, seed)
    seats = [catalog.player(ai[s]).create(s, derive_seed(seed, s + 1), think_time) for s in range(players)]
    turns = 0
    def who(seat: int) -> str:
        source = catalog.players.sources.get(ai[seat], "?")
        return f"the computer player {ai[seat]!r} (plugin {source!r}) of seat {seat}"

    while not game.over:
        seat = game.to_act
        try:
            action = seats[seat].choose(game.view(seat))
        except Exception as e:  # a player's code: named, never a traceback
            raise PlayerFailed(f"{who(seat)} failed: {type(e).__name__}: {e}") from e
        try:
            events = game.apply(seat, action)
        except IllegalAction as e:
            if e.code == "plugin_error":  # the rule set's plugin failed, not the player
                catalog.note_failure(e)
                raise
            raise PlayerFailed(f"{who(seat)} chose a move the rules refuse, {action!r}: {e} ({e.code})") from e
        for ev in events:
            if ev.kind == "turn_ended":
                turns += 1
        if len(game.log) > MAX_ACTIONS:
            raise RunawayGame(f"{variant} game {seed} did not end in {MAX_ACTIONS} actions")
    res = game.state.result
    return game, GameSummary(index, seed, list(res.winners), res.draw, list(res.totals),
                             game.state.round_no, turns, len(game.log))
