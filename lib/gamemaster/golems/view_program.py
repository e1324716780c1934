# Golem Battle's programming: what may be laid out and the optional clock.
# Loaded by ``master`` while programming is on screen (``common.VIEWS``);
# the phase's start, a press and the clock's end are the master's
# (``master._entered``), so this compiles in a small heap on a board.

from gamemaster import registry
from gamemaster.golems import common


def build(m, v, now):
    w = WORDS
    v.title = w[0] % m.round            # title
    v.ring = m._energy_ring()
    if m.variant in (common.STANDARD, common.SIEGE):
        v.lines = m._roll_lines()
    elif m.variant == common.AUTONOMOUS:
        v.lines = (w[1], w[2])          # once, loops
    else:
        v.lines = (w[3],)               # cards
    if m.program_s:
        v.clock_total = m.program_s
        v.seconds_left = m.clock.shown(now)
        v.warning = v.seconds_left <= 10      # the last ten seconds
    v.text(w[4] if m.timed_out else w[5])     # time_up, program
    v.hint = w[6]                       # hint


# the phase's words in the language in use (docs/architecture.md,
# "Languages"), loaded with its module
WORDS = registry.words("gamemaster.golems.words_view_program")
