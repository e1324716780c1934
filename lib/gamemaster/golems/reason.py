# Why a Golem Battle ended, in one line: the result's screen (``view_end``)
# and a drive battle's last row (``view_rows``) show it.  Its own module so
# that the result's screen compiles in a small heap on a board.

from gamemaster.golems.options import CASTLE_TAKEN, COLOUR_NAMES, KNOCKOUT


def line(m):
    why = m.end_reason()
    if why == CASTLE_TAKEN:
        return "%s took the castle" % COLOUR_NAMES[m.result()[1]]
    if why == KNOCKOUT:
        if m.battle():
            out = [COLOUR_NAMES[g.colour] for g in m.field.golems if g.lives <= 0]
        else:
            out = [COLOUR_NAMES[c] for c in range(m.players) if m.lives[c] <= 0]
        return "Knocked out: %s" % ", ".join(out)
    return "Energy out"
