# Golem Battle's programming: what may be laid out and the optional clock.
# Loaded by ``master`` while programming is on screen (``common.VIEWS``);
# the phase's start, a press and the clock's end are the master's
# (``master._entered``), so this compiles in a small heap on a board.

from gamemaster.golems import common


def build(m, v, now):
    v.title = "Round %d: program" % m.round
    v.ring = m._energy_ring()
    if m.variant in (common.STANDARD, common.SIEGE):
        v.lines = m._roll_lines()
    elif m.variant == common.AUTONOMOUS:
        v.lines = ("Set the program once:", "it loops every round")
    else:
        v.lines = ("4 action cards, top to bottom",)
    if m.program_s:
        v.clock_total = m.program_s
        v.seconds_left = m.clock.shown(now)
        v.warning = v.seconds_left <= 10      # the last ten seconds
    if m.timed_out:
        v.text("Time!")
    else:
        v.text("Program")
    v.hint = "press: run the programs"
