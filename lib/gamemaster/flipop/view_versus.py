# What Flipop's versus mode shows: its state -> a View (the state machine
# is master.py and versus.py; this is loaded for a versus game's first
# frame, so each module compiles in a small heap and the clock never loads it).
#
# The board picture is art ("flipop", (w, b, g0, g1, path, turned, bar,
# mark, human)): the position before the move, the move's path (first hole
# = the ball to move), the gates it turns, the pick countdown in PICK_STEPS
# (0 = no bar), the holes of the balls that can move (a bit mask) and the
# human's side; firmware/gmfw/art_flipop.py draws it.

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
    line = "W off %d  B off %d" % off
    end = ()
    if g.timed:
        # the player's bank (end: its line) (the large board leaves no room for
        # the big clock)
        left = g.clocks[human].left(now)
        v.info = v.info + (("bank_s", (left + 999) // 1000),)
        end = ("your time %s" % clock_text(left),)
    v.accent = COLOUR[pos.side]
    v.ring = ("split", off[0], B.FULL, COLOUR[0], off[1], B.FULL, COLOUR[1], RING_BG)
    p = g.phase
    # the move you made (taken by the hold or by time), shown while the
    # device answers it (in place of a line: a board holds the view)
    you = None
    if pos.side != human and pos.last:
        you = "you: " + "-".join(map(B.hole_name, pos.last))
    if p == READY:
        _words("ready_text", "ready", g, v)
        v.text("")
        return v
    elif p == THINK:
        v.title = "Thinking..."
        v.lines = (line, you or "move %d" % (g.moves + 1))
        v.hint = "the device is choosing"
    elif p == SHOW:
        path = g.move
        v.info = v.info + (("shown", pos.describe(path)),)
        if path:
            v.title = "My move"
            v.lines = (pos.describe(path), you or "make it on the board")
            v.hint = "press when it is made"
        else:
            v.title = "I pass"
            v.lines = ("I cannot move", "nothing to do: your turn")
            v.hint = "your turn comes by itself"
    elif p == CHOOSE:
        moves = moves_offered(g)
        v.title = "Your move"
        if g.index < 0:
            # nothing shown yet: the balls that can move are marked
            n = len(moves)
            v.lines = ("%d move%s: tap to see the best first" % (n, "" if n == 1 else "s"),
                       line) + end
            v.hint = "tap: show a move"
            for m in moves:
                if m:
                    mark |= 1 << m[0]
        else:
            path = moves[g.index]
            text = pos.describe(path)
            if g.armed:
                bar = PICK_STEPS - pick_step(g, now)
                left = (g.pick_ms - ticks_diff(now, g.pick_start) + 999) // 1000
                wait = "taken in %d s" % max(0, left)
                v.ring = ("count", bar, PICK_STEPS, COLOUR[human], RING_BG)
            else:
                wait = "hold 1 s: take it"
            if path:
                v.lines = ("%d/%d %s" % (g.index + 1, len(moves), text), wait) + end
                v.hint = "tap: next  hold 1 s: take"
            else:
                v.title = "You pass"
                v.lines = ("you cannot move", wait)
                v.hint = "nothing to do on the board"
            v.info = v.info + (("shown", text),)
    elif p == OVER:
        _words("rules_text", "over", g, v, line)
    turned = tuple(gates_turned(pos.g0, pos.g1, path)) if path else ()
    v.art = ("flipop", (pos.w, pos.b, pos.g0, pos.g1, tuple(path), turned, bar, mark, human))
    return v
