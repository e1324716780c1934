# Golem Battle between rounds and at the end: the energy to move, the
# result, a tie's recharge.  Loaded by ``master`` while one is on screen
# (``common.VIEWS``).

from gamemaster.golems import common as c_
from gamemaster.golems.options import COLOUR_NAMES, COLOURS, ENERGY_OUT


def _lives_line(m):
    return "  ".join("%s %d" % (COLOUR_NAMES[c], m.lives[c]) for c in range(m.players))


def build(m, v, now):
    if m.phase == c_.ROUND_END:
        v.title = "Tie: recharged" if m.cue == "recharge" else "Round %d done" % m.round
        v.text("Energy %d" % m.energy)
        v.lines = ("Move the energy marker to %d" % m.energy,)
        if not m.battle():
            v.lines = v.lines + (_lives_line(m),)
        v.ring = m._energy_ring()
        v.hint = "press: next round"
        return
    v.title = "Game over"
    res = m.result()
    if res[0] == "win":
        # the name alone is the big word, so it has one size whoever won
        # ("Yellow wins" was smaller than "Red wins" on a 240x240 screen)
        v.title = "Winner"
        v.accent = COLOURS[res[1]]
        v.text(COLOUR_NAMES[res[1]])
        v.ring = ("fill", COLOURS[res[1]])
    else:
        v.text("Draw" if res[0] == "draw" or m.drawn else "Tie")
        v.ring = ("fill", c_.WHITE)
    lines = [m._reason_line()]
    if m.battle():
        lines.append("  ".join("%s %d" % (COLOUR_NAMES[g.colour], g.lives)
                               for g in m.field.golems))
    elif m.variant == c_.SIEGE and m.end_reason() == ENERGY_OUT:
        lines.append("Blue held the castle")
    else:
        lines.append(_lives_line(m))
    if m.can_recharge():
        lines.append("tap: energy back to %d, wait: draw" % m.options.recharge)
        v.clock_total = c_.TIE_MS // 1000
        v.seconds_left = m.clock.shown(now)
        v.hint = "tap: recharge, wait: draw"
    v.lines = tuple(lines)
