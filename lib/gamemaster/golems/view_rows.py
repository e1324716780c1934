# Golem Battle's rows: the row to call out (physical golems), or (a battle
# the device plays: ``battle.row_view``) the field and what each golem did,
# and the row that ended a battle (``final_row``).  Loaded by ``master``
# while a row is on screen (``common.VIEWS``), with what a press does there
# (``rows``).

from gamemaster import registry
from gamemaster.golems import common
from gamemaster.golems.options import SLOTS
from gamemaster.golems.rows import begin, press  # noqa: F401 - the phase's moves


def build(m, v, now):
    w = WORDS
    v.title = w[0] % (m.round, m.row)   # title
    v.ring = m._energy_ring()
    v.hint = w[1] if m.row < SLOTS else w[2]    # next_hint, end_hint
    if m.battle():
        common.module("battle").row_view(m, v)
        return
    v.text(w[3] % m.row)                # row
    if m.variant == common.BEGINNER:      # no bonus cards: no conditions
        v.lines = (w[4], w[5])          # moves, strike2
    else:
        v.lines = (w[4], w[6], w[7])    # moves, conditions, strike3
    if m.row == SLOTS:
        v.hint = w[8]                   # lives_hint


# the phase's words in the language in use (docs/architecture.md,
# "Languages"), loaded with its module (a battle's pages say them too:
# ``battle.row_view``)
WORDS = registry.words("gamemaster.golems.words_view_rows")
