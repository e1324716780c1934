# Golem Battle's programming: what may be laid out and the optional clock,
# and what a press and the clock's end do there.  Loaded by ``master``
# while programming is on screen (``common.VIEWS``).

from gamemaster.golems import common


def begin(m, now):
    m.timed_out = False
    limit = m.program_s * 1000
    m.clock.reset(now, limit, run=limit > 0)


def press(m, now):
    m.changed()
    m._to(common.EXECUTE, now)
    return True


def timeout(m, now):
    m.timed_out = True
    m.changed("timeout")


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
