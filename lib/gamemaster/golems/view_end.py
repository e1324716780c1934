# Golem Battle between rounds and at the end: the energy to move, the
# result, a tie's recharge.  Loaded by ``master`` while one is on screen
# (``common.VIEWS``).

from gamemaster.golems import common
from gamemaster.golems.options import CASTLE_TAKEN, COLOUR_NAMES, COLOURS, ENERGY_OUT, KNOCKOUT


def _lives_line(m):
    return "  ".join("%s %d" % (COLOUR_NAMES[c], m.lives[c]) for c in range(m.players))


def reason(m):
    # why the battle ended (here and on a drive battle's last row, ``view_rows``)
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


def build(m, v, now):
    if m.phase == common.ROUND_END:
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
        v.ring = ("fill", (255, 255, 255))
    lines = [reason(m)]
    if m.battle():
        lines.append("  ".join("%s %d" % (COLOUR_NAMES[g.colour], g.lives)
                               for g in m.field.golems))
    elif m.variant == common.SIEGE and m.end_reason() == ENERGY_OUT:
        lines.append("Blue held the castle")
    else:
        lines.append(_lives_line(m))
    if m.can_recharge():
        lines.append("tap: energy back to %d, wait: draw" % m.options.recharge)
        v.clock_total = common.TIE_MS // 1000
        v.seconds_left = m.clock.shown(now)
        v.hint = "tap: recharge, wait: draw"
    v.lines = tuple(lines)
