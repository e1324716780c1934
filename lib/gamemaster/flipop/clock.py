# Flipop's clock mode (master.py draws its states): a two-player clock for
# the physical board, a tap hands it over.  Loaded when a clock game
# starts, so a versus game never compiles or holds it; the master calls
# these functions with itself (g) as the first argument.

from gamemaster.flipop.master import BANK_CLOCK, FLAG, TURN

BLINK_MS = 500            # last seconds: the mover's arc blinks


def press(g, now):
    # a tap in turn: the mover has moved, the other clock runs
    if g.phase != TURN:
        return False
    c = g.clocks[g.side]
    c.stop(now)
    if g.kind == BANK_CLOCK:
        c.add(g.inc)
    g.moves += 1
    hand_over(g, now, 1 - g.side)
    return True


def hand_over(g, now, side):
    g.phase = TURN
    g.side = side
    c = g.clocks[side]
    if g.kind == BANK_CLOCK:
        c.start(now)
        c._saved_s = c.shown(now)   # the press saves: checkpoints count from here
    else:
        c.reset(now, g.limit)
    g._second = -1
    g.changed("turn")


def tick(g, now):
    if g.phase != TURN:
        return False
    c = g.clocks[g.side]
    if c.expired(now):
        c.stop(now)
        g.phase = FLAG
        g.changed("flag", save=True)
        return True
    sec = c.shown(now)
    if sec == g._second:
        return False
    g._second = sec
    if sec <= g.warn:
        g.changed("warn" if sec == g.warn else "tick")
    return True


def stamp(g, now):
    # what the turn screen shows changes with: the second, and in the
    # last seconds the blink's half
    if g.phase != TURN:
        return 0
    left = g.clocks[g.side].left(now)
    bucket = (left + 999) // 1000
    if bucket <= g.warn:
        bucket = bucket * 2 + (left % 1000 >= BLINK_MS)
    return bucket


def wake_in(g, now):
    if g.phase != TURN:
        return -1
    c = g.clocks[g.side]
    return c.wake_in(now, half=c.shown(now) <= g.warn)
