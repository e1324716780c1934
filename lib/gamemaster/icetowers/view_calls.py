# IceTowers' screens of a call taken: a drop's countdown, a loop's, and
# the end (called, or the time limit) with why it ended (referee_view: how
# the parts are loaded).  Apart from play's: each part compiles in a
# smaller heap, and a call is taken a few times a game.

from gamemaster.icetowers.referee import COLOURS, DROP, END, slots
from gamemaster.icetowers.referee_view import OFF, WARN, lines, mmss

WHITE = (255, 255, 255)
# Why the game ended (referee.BY_CALL, BY_LOOP, BY_TIME, BY_DROP): the big
# word and the lines, which all end with TAKE.
ENDS = (("END", "END called\n"), ("LOOP", "set the looped towers aside\nthen "),
        ("TIME", "time limit reached\n"),
        ("DROP", "deadlock: all held pieces down\neach counts as a lone tower\n"))
TAKE = "take the towers you cap"


def build(g, v, now):
    if g.phase == END:
        v.title = "Game over at " + mmss(g.elapsed_s(now))
        word, text = ENDS[g.reason]
        v.text(word)
        v.lines = lines(text + TAKE)
        v.ring = ("players", tuple(COLOURS[c] for c in slots(g.players, g.variant)[0]))
        v.hint = "tap: count the pips"
        return
    s = g.timer.shown(now)
    if g.phase == DROP:
        v.title = "Deadlock"
        v.text("DROP!" if s <= 1 else "%d" % (s - 1))
        v.lines = lines("all put your pieces down\nat the same moment\nthen " + (
            "play on" if g.settings.get("ICETOWERS_DROP_THEN") == "play" else "the game ends"))
        v.ring = ("fill", WHITE) if s <= 1 else (
            "count", s - 1, g.timer.limit // 1000 - 1, WHITE, OFF)
        v.hint = "tap: cancel the call"
        return
    # the loop
    v.title = "Loop!"
    v.text(mmss(s))             # the clock: no second "0:10" beside it
    v.seconds_left = s
    v.clock_total = g.timer.limit // 1000
    v.warning = s <= 5
    v.accent = WARN
    v.lines = lines("somebody must change\nor the game ends")
    v.ring = ("count", s, g.timer.limit // 1000, WARN, OFF)
    v.hint = "tap: somebody changed"
