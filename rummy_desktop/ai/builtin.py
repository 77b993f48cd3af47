"""The built-in computer players, registered through the public plugin hook."""

from rummy_desktop.plugins import hookimpl


def _random(seat: int, seed: int):
    # lazily: the catalog lists the players at start; a player's code is loaded when one is made
    from .random_player import RandomPlayer

    return RandomPlayer(seat, seed)


def _greedy(seat: int, seed: int):
    # lazily: the catalog lists the players at start; a player's code is loaded when one is made
    from .greedy import GreedyPlayer

    return GreedyPlayer(seat, seed)


def _level(level: str):
    def factory(seat: int, seed: int):
        # lazily: the catalog lists the players at start; a player's code is loaded when one is made
        from .levels import LevelPlayer

        return LevelPlayer(seat, seed, level)

    return factory


@hookimpl
def rummy_register_players(registry):
    registry.add("random", _random, label="Random",
                 description="Picks uniformly among the legal moves it can list (for testing).")
    registry.add("greedy", _greedy, label="Greedy",
                 description="Plays the most it can without rearranging; discards its worst card.")
    registry.add("beginner", _level("beginner"), label="Beginner",
                 description="Plays what it sees at a glance, with simple rearrangements; digs for a meld it sees.")
    registry.add("standard", _level("standard"), label="Standard",
                 description="Searches for the play that places the most cards, rebuilding up to three groups of the table; keeps its pairs.")
    registry.add("expert", _level("expert"), label="Expert",
                 description="Searches the whole table and plays for the score; remembers what the others pick up; throws its costliest cards when someone is about to go out; knocks with care.")
