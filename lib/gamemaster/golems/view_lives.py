# Golem Battle's lives entry (physical golems): the lives each golem still
# standing lost this round (a knocked-out or benched seat is not asked),
# then (siege) whether the storming golem took the castle.  Loaded by
# ``master`` while the entry is on screen (``common.VIEWS``), with what a
# tap and the short hold do there (``lives``).

from gamemaster import registry
from gamemaster.golems import common, master
from gamemaster.golems.lives import begin, enter, press  # noqa: F401 - the phase's moves
from gamemaster.golems.options import COLOURS


def words(m):
    # (what a tap does, what the short hold enters): master.hold_entry
    w = WORDS
    if m.entry >= m.players:
        return (w[0], w[1] % w[2 if m.castle else 3])          # change, castle: yes / no
    c = m.entry
    return (w[4] if m.lost[c] < m.lives[c] else w[5],         # one_more, nothing
            w[6] % (master.WORDS[2 + m.seats[c]], m.lost[c]))     # lost_n


def build(m, v, now):
    w = WORDS
    v.title = w[7] % m.round            # title
    if m.entry >= m.players:
        # the answer is the big word, on every screen size
        v.title = w[8] % master.WORDS[2 + m.seats[0]]     # in_castle
        v.text(w[2] if m.castle else w[3])      # yes, no
        v.ring = ("fill", COLOURS[m.seats[0]]) if m.castle else ("off",)
        v.hint = w[9]                   # castle_hint
        return
    c = m.entry
    k = m.seats[c]                  # the seat's golem
    lost = m.lost[c]
    # the name in the title, in its colour; the big number alone (the
    # lives lost this round), so it has one size whoever is asked
    v.title = w[10] % master.WORDS[2 + k]       # lost
    v.accent = COLOURS[k]
    v.text("%d" % lost)
    v.ring = ("energy", m.lives[c] - lost, common.START_LIVES, COLOURS[k])
    v.lines = (w[11] % (m.lives[c], m.lives[c] - lost),)     # left
    # all its lives lost: a tap takes nothing more (``lives.press``)
    v.hint = w[12] if lost < m.lives[c] else w[13]      # hint, hint_all


# the phase's words in the language in use (docs/architecture.md,
# "Languages"), loaded with its module; the golems' colours are the
# master's (``master.WORDS[2 + colour]``)
WORDS = registry.words("gamemaster.golems.words_view_lives")
