"""What the hidden-state tests share: a game in which everything one seat cannot see is
shuffled."""

from rummy_desktop.core.engine import Game
from rummy_desktop.core.rng import Pcg32


def scrambled(catalog, game, seat, seed):
    """A copy of ``game`` in which everything ``seat`` cannot see is shuffled: the other
    hands and the stock exchange cards at random (each keeps its size)."""
    other = Game.replay(game.variant, game.options, game.players, game.seed, game.log, catalog.adjust)
    st = other.state
    hidden = [c for s, h in enumerate(st.hands) if s != seat for c in h] + st.stock
    Pcg32(seed).shuffle(hidden)
    pos = 0
    for s, h in enumerate(st.hands):
        if s != seat:
            st.hands[s] = hidden[pos:pos + len(h)]
            pos += len(h)
    st.stock = hidden[pos:]
    return other
