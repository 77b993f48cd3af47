"""The built-in computer players, registered through the public plugin hook."""

from rummy_desktop.plugins import hookimpl


def _random(seat: int, seed: int):
    from .random_player import RandomPlayer

    return RandomPlayer(seat, seed)


def _greedy(seat: int, seed: int):
    from .greedy import GreedyPlayer

    return GreedyPlayer(seat, seed)


@hookimpl
def rummy_register_players(registry):
    registry.add("random", _random, label="Random",
                 description="Picks uniformly among the legal moves it can list (for testing).")
    registry.add("greedy", _greedy, label="Greedy",
                 description="Plays the most it can without rearranging; discards its worst card.")
