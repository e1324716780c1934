# Golem Battle's lives entry (physical golems): each player's lost lives,
# then (siege) whether the castle was taken.  Loaded by ``master`` while the
# entry is on screen (``common.VIEWS``), with what a tap and a wait do there
# (``lives``).

from gamemaster.golems import common
from gamemaster.golems.lives import begin, press, timeout  # noqa: F401 - the phase's moves
from gamemaster.golems.options import COLOUR_NAMES, COLOURS


def build(m, v, now):
    v.title = "Round %d: lives" % m.round
    v.clock_total = common.LIVES_MS // 1000
    v.seconds_left = m.clock.shown(now)
    if m.entry >= m.players:
        # the answer is the big word, on every screen size
        v.title = "%s in the castle?" % COLOUR_NAMES[m.seats[0]]
        v.text("YES" if m.castle else "NO")
        v.ring = ("fill", COLOURS[m.seats[0]]) if m.castle else ("off",)
        v.hint = "tap: change, wait: done"
        return
    c = m.entry
    k = m.seats[c]                  # the seat's golem
    # the name in the title, in its colour; the big number alone, so it has
    # one size whoever is asked ("Yellow 3" was smaller than "Red 3")
    v.title = "%s's lives" % COLOUR_NAMES[k]
    v.accent = COLOURS[k]
    v.text("%d" % m.lives[c])
    v.ring = ("energy", m.lives[c], common.START_LIVES, COLOURS[k])
    v.lines = ("Lives %s has left" % COLOUR_NAMES[k],)
    # none left: a tap takes nothing (``lives.press``)
    v.hint = "tap: one life lost, wait: next" if m.lives[c] else "wait: next player"
