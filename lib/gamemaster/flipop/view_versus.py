# What Flipop's versus mode shows: its state -> a View (the state machine
# is master.py and versus.py; this is loaded for a versus game's first
# frame, so each module compiles in a small heap and the clock never loads it).
#
# The board picture is art ("flipop", (w, b, g0, g1, path, turned, bar,
# mark, human)): the position before the move, the move's path (first hole
# = the ball to move), the gates it turns, the pick countdown in PICK_STEPS
# (0 = no bar), the holes of the balls that can move (a bit mask) and the
# human's side; firmware/gmfw/art_flipop.py draws it.

from gamemaster import registry
from gamemaster.ticks import ticks_diff
from gamemaster.view import View
from gamemaster.flipop import board as B
from gamemaster.flipop.master import (CHOOSE, COLOUR, NAMES, OVER, READY, RING_BG, SHOW, THINK,
                                      clock_text)
from gamemaster.flipop.versus import PICK_STEPS, moves_offered, pick_step


def _words(module, name, *args):
    # <module>.<name>(*args) (ready_text, rules_text): the words are needed
    # on the ready and end screens only, so their module is loaded for the
    # call and dropped
    from gamemaster.registry import _drop
    module = "gamemaster.flipop." + module
    try:
        return getattr(__import__(module, None, None, (name,)), name)(*args)
    finally:
        _drop(module)


def build(g, now):
    from gamemaster.flipop.moves import gates_turned
    w = WORDS
    v = View("flipop", g.phase)
    v.cue = g.cue
    v.cue_id = g.cue_id
    pos = g.pos
    human = g.human
    off = (pos.off(0), pos.off(1))          # balls taken off, White's and Black's
    v.info = (("mode", "versus"), ("move", g.moves), ("side", NAMES[pos.side].lower()),
              ("white_off", off[0]), ("black_off", off[1]))
    path = ()
    bar = 0
    mark = 0
    line = w[0] % off                       # off
    end = ()
    if g.timed:
        # the player's bank (end: its line) (the large board leaves no room for
        # the big clock)
        left = g.clocks[human].left(now)
        v.info = v.info + (("bank_s", (left + 999) // 1000),)
        end = (w[1] % clock_text(left),)    # bank
    v.accent = COLOUR[pos.side]
    v.ring = ("split", off[0], B.FULL, COLOUR[0], off[1], B.FULL, COLOUR[1], RING_BG)
    p = g.phase
    # the move you made (taken by the hold or by time), shown while the
    # device answers it (in place of a line: a board holds the view)
    you = None
    if pos.side != human and pos.last:
        you = w[2] % "-".join(map(B.hole_name, pos.last))       # you
    if p == READY:
        _words("ready_text", "ready", g, v)
        v.text("")
        return v
    elif p == THINK:
        v.title = w[3]                      # think
        v.lines = (line, you or w[4] % (g.moves + 1))           # move
        v.hint = w[5]                       # think_hint
    elif p == SHOW:
        path = g.move
        text = pos.describe(path)
        v.info = v.info + (("shown", text),)
        if path:
            v.title = w[6]                  # mine
            # the notation (Position.describe: "W b1-b2 g a1") with the
            # language's letter for the side and word for the gates
            v.lines = (w[25][pos.side] + text[1:].replace(" g ", w[26]),    # sides, gates
                       you or w[7])                                         # make
            v.hint = w[8]                   # made_hint
        else:
            v.title = w[9]                  # i_pass
            v.lines = (w[10], w[11])        # i_cannot, your_turn
            v.hint = w[12]                  # pass_hint
    elif p == CHOOSE:
        moves = moves_offered(g)
        v.title = w[13]                     # yours
        if g.index < 0:
            # nothing shown yet: the balls that can move are marked
            n = len(moves)
            v.lines = (w[14 if n == 1 else 15] % n, line) + end      # moves_one, moves
            v.hint = w[16]                  # show_hint
            for m in moves:
                if m:
                    mark |= 1 << m[0]
        else:
            path = moves[g.index]
            text = pos.describe(path)
            if g.armed:
                bar = PICK_STEPS - pick_step(g, now)
                left = (g.pick_ms - ticks_diff(now, g.pick_start) + 999) // 1000
                wait = w[17] % max(0, left)         # taken_in
                v.ring = ("count", bar, PICK_STEPS, COLOUR[human], RING_BG)
            else:
                wait = w[18]                        # hold_take
            v.info = v.info + (("shown", text),)
            if path:
                text = w[25][pos.side] + text[1:].replace(" g ", w[26])     # (as in show)
                v.lines = ("%d/%d %s" % (g.index + 1, len(moves), text), wait) + end
                v.hint = w[19]              # choose_hint
            else:
                v.title = w[20]             # you_pass
                v.lines = (w[21], wait)     # you_cannot
                v.hint = w[22]              # nothing
    elif p == OVER:
        _words("rules_text", "over", g, v, line)
    turned = tuple(gates_turned(pos.g0, pos.g1, path)) if path else ()
    v.art = ("flipop", (pos.w, pos.b, pos.g0, pos.g1, tuple(path), turned, bar, mark, human))
    return v


WORDS = registry.words("gamemaster.flipop.words_view_versus")
