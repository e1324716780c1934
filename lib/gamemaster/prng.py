# Our own seeded PRNG: the same seed gives the same game on every VM.
#
# ``random`` differs between CPython, MicroPython and CircuitPython (and the
# latter two lack ``shuffle``/``sample``), so games draw only from this
# xorshift32 generator.  What one game alone draws lives in that game (Pipes'
# weighted elements: gamemaster.pipes.elements.weighted): every game holds
# this module.  Its whole state is one 32-bit integer, which is what
# the NVM snapshot stores.

_MASK32 = 0xFFFFFFFF


class Rng:
    # xorshift32 (Marsaglia 2003, shifts 13/17/5); period 2**32 - 1.

    def __init__(self, seed=1):
        # splitmix-style mixing so that small, similar seeds (1, 2, 3...)
        # start far apart; the state is never 0 (xorshift's only fixed point)
        x = ((int(seed) & _MASK32) * 0x9E3779B1 + 0x7F4A7C15) & _MASK32
        x ^= x >> 16
        x = (x * 0x85EBCA6B) & _MASK32
        x ^= x >> 13
        x = (x * 0xC2B2AE35) & _MASK32
        x ^= x >> 16
        self.state = x or 0x6D2B79F5

    def next32(self):
        x = self.state
        x ^= (x << 13) & _MASK32
        x ^= x >> 17
        x ^= (x << 5) & _MASK32
        self.state = x
        return x

    def below(self, n):
        # Uniform integer in ``[0, n)``; rejection sampling keeps it unbiased.
        if n <= 0:
            raise ValueError("below() needs n > 0")
        limit = _MASK32 - (_MASK32 + 1) % n
        while True:
            x = self.next32()
            if x <= limit:
                return x % n

    def choice(self, seq):
        return seq[self.below(len(seq))]

    def shuffle(self, items):
        # Fisher-Yates in place (``random.shuffle`` is missing on the boards).
        i = len(items) - 1
        while i > 0:
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]
            i -= 1
        return items

    def fork(self):
        # An independent generator seeded from this one (for sub-systems).
        return Rng(self.next32())
