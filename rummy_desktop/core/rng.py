"""The project's own random generator, so a seed deals the same cards on every Python.

Python's ``random`` module may change its algorithms between versions, so shuffles use
PCG32 (M. E. O'Neill, "PCG: A Family of Simple Fast Space-Efficient Statistically Good
Algorithms for Random Number Generation", 2014), variant XSH-RR with 64-bit state:

* ``state' = state * 6364136223846793005 + inc  (mod 2**64)``, ``inc`` odd;
* output ``rotr32(((state ^ (state >> 18)) >> 27) & 0xFFFFFFFF, state >> 59)``
  computed from the *old* state.

Seeding follows the reference ``pcg32_srandom_r(initstate, initseq)`` with
``initstate = seed mod 2**64`` and ``initseq = 0xDA3E39CB94B95BDB``.

``below(n)`` draws uniformly from ``0..n-1`` by rejection (no modulo bias), and
``shuffle`` is Fisher-Yates from the last position down: for ``i`` from ``len-1`` to 1,
swap item ``i`` with item ``below(i + 1)``. ``tests/core/test_rng.py`` pins the output.
"""

from __future__ import annotations

_MASK64 = (1 << 64) - 1
_MULT = 6364136223846793005
_DEFAULT_SEQ = 0xDA3E39CB94B95BDB


class Pcg32:
    __slots__ = ("state", "inc")

    def __init__(self, seed: int, seq: int = _DEFAULT_SEQ) -> None:
        self.state = 0
        self.inc = ((seq << 1) | 1) & _MASK64
        self.next_u32()
        self.state = (self.state + (seed & _MASK64)) & _MASK64
        self.next_u32()

    def next_u32(self) -> int:
        old = self.state
        self.state = (old * _MULT + self.inc) & _MASK64
        xorshifted = (((old >> 18) ^ old) >> 27) & 0xFFFFFFFF
        rot = old >> 59
        return ((xorshifted >> rot) | (xorshifted << ((-rot) & 31))) & 0xFFFFFFFF

    def below(self, n: int) -> int:
        """A uniform integer in ``0..n-1`` (``n`` between 1 and 2**32)."""
        if n <= 0:
            raise ValueError("below() needs a positive bound")
        threshold = (1 << 32) % n
        while True:
            r = self.next_u32()
            if r >= threshold:
                return r % n

    def shuffle(self, items: list) -> None:
        # (below(i + 1) for each place from the last, with next_u32 written out: a deal
        # shuffles every card)
        state, inc = self.state, self.inc
        for i in range(len(items) - 1, 0, -1):
            n = i + 1
            threshold = (1 << 32) % n
            while True:
                old = state
                state = (old * _MULT + inc) & _MASK64
                xorshifted = (((old >> 18) ^ old) >> 27) & 0xFFFFFFFF
                rot = old >> 59
                r = ((xorshifted >> rot) | (xorshifted << ((-rot) & 31))) & 0xFFFFFFFF
                if r >= threshold:
                    break
            j = r % n
            items[i], items[j] = items[j], items[i]
        self.state = state

    def getstate(self) -> tuple[int, int]:
        return (self.state, self.inc)

    def setstate(self, st: tuple[int, int]) -> None:
        self.state, self.inc = st


def derive_seed(seed: int, *labels: int) -> int:
    """A seed for a sub-stream (a computer seat, a simulated game) from a base seed."""
    r = Pcg32(seed, _DEFAULT_SEQ ^ (sum((x + 1) * 0x9E3779B97F4A7C15 for x in labels) & _MASK64))
    return (r.next_u32() << 32) | r.next_u32()
