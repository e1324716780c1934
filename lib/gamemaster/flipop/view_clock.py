# What the Flipop clock mode shows: its state -> a View (the state machine
# is master.py; this is loaded for the clock mode's first frame, so each
# module compiles in a small heap and versus games never load it).

from gamemaster import registry
from gamemaster.view import View
from gamemaster.flipop.clock import BLINK_MS
from gamemaster.flipop.master import (BANK_CLOCK, COLOUR, FLAG, NAMES, READY,
                                      RING_BG, clock_text)

BACK = ((60, 60, 60), (0, 0, 24))              # the screen while that side is to move
DIM = ((40, 40, 40), (10, 16, 60))
WARN = (255, 120, 0)
FLAG_RED = (255, 0, 0)


def build(g, now):
    w = WORDS
    v = View("flipop", g.phase)
    v.cue = g.cue
    v.cue_id = g.cue_id
    side = g.side
    left = (g.clocks[0].left(now), g.clocks[1].left(now))
    v.info = (("mode", "clock"), ("move", g.moves), ("side", NAMES[side].lower()),
              ("white_s", (left[0] + 999) // 1000), ("black_s", (left[1] + 999) // 1000))
    bank = g.kind == BANK_CLOCK
    kind = w[4] % (g.limit // 1000, g.inc // 1000) if bank else \
        w[5] % (g.limit // 1000)                    # bank, per_move
    if g.phase == READY:
        v.title = w[0]                              # title
        v.text(w[1])                                # ready
        v.lines = (kind, w[2])                      # starts
        v.ring = ("split", 1, 1, COLOUR[0], 1, 1, COLOUR[1], RING_BG)
        v.hint = w[3]                               # start_hint
        return v
    total = g.limit
    arcs = []
    for s in (0, 1):
        full = max(total, left[s])
        if not bank and s != side:
            arcs.append((1, 1, DIM[s]))
        else:
            arcs.append((left[s], full, COLOUR[s] if s == side else DIM[s]))
    mover = left[side]
    v.seconds_left = sec = (mover + 999) // 1000
    v.clock_total = max(total // 1000, sec)
    v.title = w[6 + side]                           # to_move_white, to_move_black
    v.text(w[8 + side])                             # big_white, big_black
    v.accent = COLOUR[side]
    v.background = BACK[side]
    if bank:
        v.lines = (w[10] % (clock_text(left[0]), clock_text(left[1])),     # banks
                   w[11] % (g.moves + 1, kind))                         # move_kind
    else:
        v.lines = (w[11] % (g.moves + 1, kind),)
    v.hint = w[12]                                  # turn_hint
    if g.phase == FLAG:
        v.title = w[13 + side]                      # time_white, time_black
        v.text(w[15])                               # flag
        v.seconds_left = 0
        v.accent = FLAG_RED
        v.lines = (w[16 + side],) + v.lines[:1]     # lost_white, lost_black
        arcs[side] = (1, 1, FLAG_RED)
        v.hint = w[18]                              # new_hint
    elif sec <= g.warn:
        v.warning = True
        v.accent = WARN
        if mover % 1000 >= BLINK_MS:
            arcs[side] = (arcs[side][0], arcs[side][1], WARN)
    v.ring = ("split",) + arcs[0] + arcs[1] + (RING_BG,)
    return v


WORDS = registry.words("gamemaster.flipop.words_view_clock")
