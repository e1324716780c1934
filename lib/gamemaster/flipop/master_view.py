# What the Flipop game-master shows: its state -> a View.  Apart from the
# state machine (master.py) so each module compiles in a small heap.
#
# The board picture is art ("flipop", (w, b, g0, g1, path, turned, bar)):
# the position before the move, the move's path (first hole = the ball to
# move), the gates it turns, and the pick countdown in PICK_STEPS (0 = no
# bar); firmware/gmfw/art_flipop.py draws it.

from gamemaster.ticks import ticks_diff
from gamemaster.view import View
from gamemaster.flipop import board as B
from gamemaster.flipop.master import (BANK_CLOCK, BLINK_MS, CHOOSE, CLOCK, FLAG, OVER,
                                      PICK_STEPS, READY, SHOW, THINK)

COLOUR = ((230, 230, 230), (70, 100, 255))     # White, Black on the ring and titles
BACK = ((60, 60, 60), (0, 0, 24))              # the screen while that side is to move
DIM = ((40, 40, 40), (10, 16, 60))
RING_BG = (6, 6, 6)
WARN = (255, 120, 0)
FLAG_RED = (255, 0, 0)
NAMES = ("White", "Black")


def _words(name, *args):
    # rules_text.<name>(*args): the words are needed on the ready and end
    # screens only, so their module is loaded for the call and dropped
    from gamemaster.flipop import rules_text
    try:
        return getattr(rules_text, name)(*args)
    finally:
        from gamemaster.registry import _drop
        _drop("gamemaster.flipop.rules_text")


def _clock_text(ms):
    s = (ms + 999) // 1000
    return "%d:%02d" % (s // 60, s % 60)


def build(g, now):
    if g.mode == CLOCK:
        return _clock(g, now)
    return _versus(g, now)


def _clock(g, now):
    v = View("flipop", g.phase)
    v.cue = g.cue
    v.cue_id = g.cue_id
    side = g.side
    left = (g.clocks[0].left(now), g.clocks[1].left(now))
    v.info = (("mode", "clock"), ("move", g.moves), ("side", NAMES[side].lower()),
              ("white_s", (left[0] + 999) // 1000), ("black_s", (left[1] + 999) // 1000))
    bank = g.kind == BANK_CLOCK
    kind = "bank %ds +%ds" % (g.limit // 1000, g.inc // 1000) if bank else \
        "%ds a move" % (g.limit // 1000)
    if g.phase == READY:
        v.title = "Flipop clock"
        v.text("READY")
        v.lines = (kind, "White starts")
        v.ring = ("split", 1, 1, COLOUR[0], 1, 1, COLOUR[1], RING_BG)
        v.hint = "press to start White's clock"
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
    v.title = "%s to move" % NAMES[side]
    v.text(NAMES[side].upper())
    v.accent = COLOUR[side]
    v.background = BACK[side]
    if bank:
        v.lines = ("W %s  B %s" % (_clock_text(left[0]), _clock_text(left[1])),
                   "move %d, %s" % (g.moves + 1, kind))
    else:
        v.lines = ("move %d, %s" % (g.moves + 1, kind),)
    v.hint = "press when you have moved"
    if g.phase == FLAG:
        v.title = "%s: time!" % NAMES[side]
        v.text("FLAG")
        v.seconds_left = 0
        v.accent = FLAG_RED
        v.lines = ("%s lost on time" % NAMES[side],) + v.lines[:1]
        arcs[side] = (1, 1, FLAG_RED)
        v.hint = "press: new game"
    elif sec <= g.warn:
        v.warning = True
        v.accent = WARN
        if mover % 1000 >= BLINK_MS:
            arcs[side] = (arcs[side][0], arcs[side][1], WARN)
    v.ring = ("split",) + arcs[0] + arcs[1] + (RING_BG,)
    return v


def _versus(g, now):
    from gamemaster.flipop.moves import gates_turned
    v = View("flipop", g.phase)
    v.cue = g.cue
    v.cue_id = g.cue_id
    pos = g.pos
    human = g.human
    v.info = (("mode", "versus"), ("move", g.moves), ("side", NAMES[pos.side].lower()),
              ("white_off", pos.off(0)), ("black_off", pos.off(1)))
    path = ()
    bar = 0
    mark = 0
    score = "W off %d  B off %d" % (pos.off(0), pos.off(1))
    bank = ()
    if g.timed:
        # the player's bank, as a line (the large board leaves no room for
        # the big clock)
        left = g.clocks[human].left(now)
        v.info = v.info + (("bank_s", (left + 999) // 1000),)
        bank = ("your time %s" % _clock_text(left),)
    v.accent = COLOUR[pos.side]
    v.ring = ("split", pos.off(0), B.FULL, COLOUR[0], pos.off(1), B.FULL, COLOUR[1], RING_BG)
    p = g.phase
    if p == READY:
        v.title = "You: %s, level %d" % (NAMES[human], g.level)
        v.lines = ("White moves first",) + _words("rules_lines", pos.rules)
        if g.timed:
            v.lines += ("your time %s, +%d s a move" % (_clock_text(g.limit), g.inc // 1000),)
        v.hint = "press to start"
        v.text("")
        return v
    elif p == THINK:
        v.title = "Thinking..."
        v.lines = (score, "move %d" % (g.moves + 1))
        v.hint = "the device is choosing"
    elif p == SHOW:
        path = g.move
        v.info = v.info + (("shown", pos.describe(path)),)
        if path:
            v.title = "My move"
            v.lines = (pos.describe(path), "make it on the board")
            v.hint = "press when it is made"
        else:
            v.title = "I pass"
            v.lines = ("I cannot move", "nothing to do: your turn")
            v.hint = "your turn comes by itself"
    elif p == CHOOSE:
        moves = g.moves_offered()
        v.title = "Your move"
        if g.index < 0:
            # nothing shown yet: the balls that can move are marked
            n = len(moves)
            v.lines = ("%d move%s: tap to see the best first" % (n, "" if n == 1 else "s"),
                       score) + bank
            v.hint = "tap: show a move"
            for m in moves:
                if m:
                    mark |= 1 << m[0]
        else:
            path = moves[g.index]
            text = pos.describe(path)
            if g.armed:
                bar = PICK_STEPS - g.pick_step(now)
                left = (g.pick_ms - ticks_diff(now, g.pick_start) + 999) // 1000
                wait = "taken in %d s" % max(0, left)
                v.ring = ("count", bar, PICK_STEPS, COLOUR[human], RING_BG)
            else:
                wait = "tap: next"
            if path:
                v.lines = ("%d/%d %s" % (g.index + 1, len(moves), text), wait) + bank
                v.hint = "tap: next  wait: take it"
            else:
                v.title = "You pass"
                v.lines = ("you cannot move", wait)
                v.hint = "nothing to do on the board"
            v.info = v.info + (("shown", text),)
    elif p == OVER:
        r = None if g.flagged else pos.result()
        if g.flagged:
            r = (1 - human, -1)
            why = ("%s lost on time" % NAMES[human],)
        else:
            why = (_words("reason_words", pos, r[1]),)
            if r[1] != 0:
                why += ("equal balls on the board: a draw" if r[0] == B.DRAW else
                        "fewer balls on the board wins",)
        v.title = "Draw" if r[0] == B.DRAW else "%s wins" % NAMES[r[0]]
        v.accent = (255, 200, 0)
        v.lines = why + (score,)
        v.info = v.info + (("winner", ("white", "black", "draw")[r[0]]),)
        v.hint = "press: new game"
    turned = tuple(gates_turned(pos.g0, pos.g1, path)) if path else ()
    v.art = ("flipop", (pos.w, pos.b, pos.g0, pos.g1, tuple(path), turned, bar, mark, human))
    return v
