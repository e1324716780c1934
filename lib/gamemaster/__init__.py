# Shared, portable game-master logic.
#
# Runs unchanged on CircuitPython, MicroPython and CPython: no hardware
# imports, time only as integer milliseconds passed in, randomness only from
# :mod:`gamemaster.prng`.

VERSION = "0.1.0"
