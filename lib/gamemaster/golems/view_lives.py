# Golem Battle's lives entry (physical golems): the lives each golem still
# standing lost this round (a knocked-out or benched seat is not asked),
# then (siege) whether the storming golem took the castle.  Loaded by
# ``master`` while the entry is on screen (``common.VIEWS``), with what a
# tap and the short hold do there (``lives``).

from gamemaster.golems import common
from gamemaster.golems.lives import begin, enter, press  # noqa: F401 - the phase's moves
from gamemaster.golems.options import COLOUR_NAMES, COLOURS


def words(m):
    # (what a tap does, what the short hold enters): master.hold_entry
    if m.entry >= m.players:
        return ("change", "castle: " + ("YES" if m.castle else "NO"))
    c = m.entry
    return ("one more" if m.lost[c] < m.lives[c] else "nothing",
            "%s lost %d" % (COLOUR_NAMES[m.seats[c]], m.lost[c]))


def build(m, v, now):
    v.title = "Round %d: lives" % m.round
    if m.entry >= m.players:
        # the answer is the big word, on every screen size
        v.title = "%s in the castle?" % COLOUR_NAMES[m.seats[0]]
        v.text("YES" if m.castle else "NO")
        v.ring = ("fill", COLOURS[m.seats[0]]) if m.castle else ("off",)
        v.hint = "tap: change  hold 1 s: enter"
        return
    c = m.entry
    k = m.seats[c]                  # the seat's golem
    lost = m.lost[c]
    # the name in the title, in its colour; the big number alone (the
    # lives lost this round), so it has one size whoever is asked
    v.title = "%s lost" % COLOUR_NAMES[k]
    v.accent = COLOURS[k]
    v.text("%d" % lost)
    v.ring = ("energy", m.lives[c] - lost, common.START_LIVES, COLOURS[k])
    v.lines = ("lives: %d, then %d left" % (m.lives[c], m.lives[c] - lost),)
    # all its lives lost: a tap takes nothing more (``lives.press``)
    v.hint = ("tap: one more  " if lost < m.lives[c] else "") + "hold 1 s: enter"
