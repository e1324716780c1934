# What the IceTowers referee shows: its state -> a View.
#
# Apart from the state machine (referee.py) so each module compiles in a
# small heap on a board; IceTowersReferee.view delegates here.  The ring is
# the clock: during play one lap per minute in the colour of the minute (the
# players' colours in turn), or, with a time limit, the time left; in the
# call menu and while scoring it is the bar that runs down to "taken".

from gamemaster.view import View
from gamemaster.icetowers.referee import (
    CALL, CALLS, COLOURS, COUNTDOWN, DROP, END, GUS, LOOP, NAMES, PLAY, READY, SCORE, STEPS,
    VARIANTS, slots)

OFF = (0, 0, 0)
DIM_BG = (8, 8, 8)
WARN = (255, 120, 0)
CALL_COLOURS = ((255, 255, 255), (255, 120, 0), (255, 0, 0), (0, 200, 60))
COUNT_COLOURS = ((0, 190, 40), (230, 180, 0), (230, 0, 0))      # 1, 2, 3
# Why the game ended (referee.BY_CALL, BY_LOOP, BY_TIME, BY_DROP): the big
# word and the lines, which all end with TAKE.  A screen's fixed lines are
# one string split at "\n" (_lines): a board holds each string as an object
# of its own, so one per screen is less heap than one per line.
ENDS = (("END", "END called\n"), ("LOOP", "set the looped towers aside\nthen "),
        ("TIME", "time limit reached\n"),
        ("DROP", "deadlock: all held pieces down\neach counts as a lone tower\n"))
TAKE = "take the towers you cap"


def _lines(text):
    return tuple(text.split("\n"))


def _limit(limit_s):
    return "limit %d min" % (limit_s // 60) if limit_s else "no time limit"


def _bar(g, now, rgb):
    # the ring as the bar that runs down the phase's timer, in 0.1 s
    return ("count", (g.timer.left(now) + 99) // 100, g.timer.limit // 100, rgb, OFF)


def _mmss(s):
    return "%d:%02d" % (s // 60, s % 60)


def _n(k, word):
    # "1 drop", "2 drops"
    return "%d %s%s" % (k, word, "" if k == 1 else "s")


def _colour_name(g, c):
    return "Gus" if c == GUS and g.variant == 1 else NAMES[c]


def _dim(rgb):
    return (rgb[0] // 6, rgb[1] // 6, rgb[2] // 6)


def side_name(g, side):
    colours, owners = slots(g.players, g.variant)
    if g.variant == 1 and side == 2:
        return "Gus"
    return "+".join(NAMES[colours[i]] for i in range(len(colours)) if owners[i] == side)


def _side_colours(g, side):
    colours, owners = slots(g.players, g.variant)
    return tuple(COLOURS[colours[i]] for i in range(len(colours)) if owners[i] == side)


def _pairs(items):
    # "a  b" per line, two to a line: fits the 240 px screen.
    out = []
    for i in range(0, len(items), 2):
        out.append("  ".join(items[i:i + 2]))
    return tuple(out)


def build(g, now):
    v = View("icetowers", g.phase)
    colours = slots(g.players, g.variant)[0]
    e = g.elapsed_s(now)
    v.info = (("elapsed", e), ("players", g.players), ("variant", VARIANTS[g.variant]),
              ("call", CALLS[g.call] if g.phase == CALL else None), ("drops", g.drops),
              ("loops", g.loops), ("slot", g.slot), ("scores", tuple(g.scores)),
              ("step", STEPS[g.step] if g.phase == SCORE else None))
    v.cue = g.cue
    v.cue_id = g.cue_id
    p = g.phase
    v.title = "IceTowers"
    limit_s = g.clock.limit // 1000
    if p == READY:
        # one tile per colour, in the pyramids' colour, with its player
        owners = slots(g.players, g.variant)[1]
        v.art = ("rolls", tuple((COLOURS[colours[i]], "G" if colours[i] == GUS else
                                 "%d" % (owners[i] + 1)) for i in range(len(colours))))
        if g.variant == 1:
            who = "Red, Yellow + Gus (White)"
        elif g.variant == 2:
            who = "Red+Green v Yellow+Blue"
        else:
            who = "%d players: " % g.players + ", ".join(NAMES[c] for c in colours)
        v.lines = (who, _limit(limit_s))
        v.ring = ("players", tuple(COLOURS[c] for c in colours))
        v.hint = "tap: 3-2-1-GO"
        return v
    if p == COUNTDOWN:
        s = g.timer.shown(now)
        v.title = "Get ready"
        v.text("%d" % s)
        v.lines = _lines("hands off the pieces\neverybody starts on GO")
        v.ring = ("fill", COUNT_COLOURS[min(max(s, 1), 3) - 1])
        v.hint = "wait for GO"
        return v
    if p == PLAY:
        v.text("GO!" if g.clock.elapsed(now) < 1000 else _mmss(e))
        v.lines = (_n(g.drops, "drop") + ", " + _n(g.loops, "loop"), _limit(limit_s))
        v.hint = "tap: call DROP / LOOP / END"
        minute = e // 60
        if limit_s:
            left = limit_s - e
            v.seconds_left = left
            v.clock_total = limit_s
            warn = left <= 60
            v.warning = warn
            if warn:
                v.accent = WARN
            v.ring = ("count", left, limit_s, WARN if warn else COLOURS[colours[0]], DIM_BG)
        else:
            c = COLOURS[colours[minute % len(colours)]]
            bg = _dim(COLOURS[colours[(minute - 1) % len(colours)]]) if minute else DIM_BG
            v.ring = ("count", e % 60, 60, c, bg)
        return v
    if p == CALL:
        # the game clock runs on while a call is picked (the others play on)
        v.title = "Call, clock " + _mmss(e)
        v.text(CALLS[g.call])
        v.lines = _lines("tap: next call\nno tap for 2 s: take it")
        v.accent = CALL_COLOURS[g.call]
        v.ring = _bar(g, now, CALL_COLOURS[g.call])
        v.hint = "DROP > LOOP > END > back"
        return v
    if p == DROP:
        s = g.timer.shown(now)
        v.title = "Deadlock"
        v.text("DROP!" if s <= 1 else "%d" % (s - 1))
        v.lines = _lines("all put your pieces down\nat the same moment\nthen " + (
            "play on" if g.settings.get("ICETOWERS_DROP_THEN") == "play" else "the game ends"))
        v.ring = ("fill", (255, 255, 255)) if s <= 1 else (
            "count", s - 1, g.timer.limit // 1000 - 1, (255, 255, 255), OFF)
        v.hint = "tap: cancel the call"
        return v
    if p == LOOP:
        s = g.timer.shown(now)
        v.title = "Loop!"
        v.text(_mmss(s))             # the clock: no second "0:10" beside it
        v.seconds_left = s
        v.clock_total = g.timer.limit // 1000
        v.warning = s <= 5
        v.accent = WARN
        v.lines = _lines("somebody must change\nor the game ends")
        v.ring = ("count", s, g.timer.limit // 1000, WARN, OFF)
        v.hint = "tap: somebody changed"
        return v
    if p == END:
        v.title = "Game over at " + _mmss(e)
        word, text = ENDS[g.reason]
        v.text(word)
        v.lines = _lines(text + TAKE)
        v.ring = ("players", tuple(COLOURS[c] for c in colours))
        v.hint = "tap: count the pips"
        return v
    if p == SCORE:
        c = colours[g.slot]
        rgb = COLOURS[c]
        v.title = "Pips: " + _colour_name(g, c)
        v.text("%d" % g.scores[g.slot])
        v.accent = rgb
        v.background = _dim(_dim(rgb))
        add = STEPS[g.step]
        if add:
            what = "tap: +%d" % add
        elif g.slot + 1 < len(colours):
            what = "tap: done, %s next" % _colour_name(g, colours[g.slot + 1])
        else:
            what = "tap: done, the winner"
        # the steps in turn, the one a tap takes now in brackets
        cycle = " ".join(("[%s]" if i == g.step else "%s") % (
            "+%d" % STEPS[i] if STEPS[i] else "done") for i in range(len(STEPS)))
        v.lines = (what, cycle) + _pairs(["%s %d" % (_colour_name(g, colours[i]), g.scores[i])
                                          for i in range(g.slot)])
        v.ring = _bar(g, now, rgb)
        v.hint = "undo: hold 2-4 s"
        return v
    # result
    t = g.totals()
    w = g.winners()
    if len(w) > 1:
        v.title = "Tie: " + ", ".join(side_name(g, i) for i in w)
    else:
        v.title = side_name(g, w[0]) + " wins"
        v.accent = _side_colours(g, w[0])[0]
    # one tile per side in its (first) colour with its points
    v.art = ("rolls", tuple((_side_colours(g, i)[0], "%d" % t[i]) for i in range(len(t))))
    v.lines = _pairs(["%s %d" % (side_name(g, i), t[i]) for i in range(len(t))])
    lit = ()
    for i in w:
        lit = lit + _side_colours(g, i)
    v.ring = ("players", lit)
    v.hint = "tap: new game"
    return v
