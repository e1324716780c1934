# Flipop's clock mode (master.py draws its states): a two-player clock for
# the physical board, a tap hands it over.  Loaded when a clock game
# starts, so a versus game never compiles or holds it; the master calls
# these functions with itself (g) as the first argument.  Its snapshots'
# part is at the end.

import struct

from gamemaster.flipop.master import BANK_CLOCK, FLAG, MAX_MS, MOVE_CLOCK, TURN, left_ms

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


# The clock mode's snapshots (master.py has the head): "<BBIIII",
# side to move, clock kind, limit ms, increment ms, ms left W, B.


def pack_clock(g, now):
    return struct.pack("<BBIIII", g.side, g.kind, g.limit, g.inc, left_ms(g.clocks[0], now),
                       left_ms(g.clocks[1], now))


def unpack_clock(g, data, now, phase, restart_turn):
    from gamemaster.snapshot import SnapshotError
    if len(data) != struct.calcsize("<BBIIII"):
        raise SnapshotError("bad Flipop clock snapshot")
    side, kind, limit, inc, x, y = struct.unpack("<BBIIII", data)      # x, y: ms left W, B
    if side > 1 or kind > 1 or not 0 < limit <= 5400000 or x > MAX_MS or y > MAX_MS:
        raise SnapshotError("inconsistent Flipop clock snapshot")
    g.phase = phase
    g.side = side
    g.kind = kind
    g.limit = limit
    g.inc = inc
    g.make_clocks()
    for s, left in ((0, x), (1, y)):
        run = phase == TURN and s == side
        again = restart_turn and run and kind == MOVE_CLOCK
        g.clocks[s].restore(now, limit, limit - left, run, restart=again)
