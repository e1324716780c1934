# What the Pipes game-master shows: its state -> a View.
#
# Apart from the state machine (``master.py``) so each module compiles in a
# small heap on a board; ``PipesMaster.view`` delegates here.

from gamemaster.ticks import ticks_diff
from gamemaster.view import View
from gamemaster.pipes.elements import NAMES
from gamemaster.pipes.master import BLINK_MS, FLASH_MS, READY, TIMEOUT, WATER

TURN_COLOUR = (0, 200, 60)       # completed turns on the ring
TURN_BG = (8, 8, 8)
WARN_COLOUR = (255, 120, 0)
TIMEOUT_COLOUR = (255, 0, 0)
WATER_BLUE = (0, 60, 255)
WATER_DIM = (0, 8, 40)
WATER_BG = (0, 40, 200)


def build(g, now):
    # The frame for the game-master ``g`` at game time ``now``.
    v = View("pipes", g.phase)
    v.info = (("turn", g.turn), ("water_round", g.water_round),
              ("element", NAMES[g.element] if g.phase in ("turn", TIMEOUT) else None))
    v.cue = g.cue
    v.cue_id = g.cue_id
    after = g.settings.get("PIPES_WATER_AFTER")
    phase = g.phase
    if phase == WATER:
        on = not (ticks_diff(now, g.phase_start) // FLASH_MS) & 1
        v.title = "WATER"
        v.text("%d" % g.water_round)
        v.lines = ("water round %d" % g.water_round, "after turn %d" % g.turn)
        v.background = WATER_BG if on else WATER_DIM
        v.ring = ("fill", WATER_BLUE if on else WATER_DIM)
        v.hint = "press when the water is marked"
        return v
    done = g.turn - (phase != READY)
    v.ring = ("count", min(done, after), after, TURN_COLOUR, TURN_BG)
    # when the water comes, on the ready screen and each turn up to it (the
    # game goes on after that turn: "turn 3 of 12" read as a 12-turn game)
    line = "water after turn %d" % after
    if phase == READY:
        v.title = "Pipes"
        v.text("READY")
        v.lines = ("%d-second turns" % g.settings.get("GM_TURN_SECONDS"), line)
        v.hint = "press to start"
        return v
    v.title = "Turn %d" % g.turn
    v.art = ("pipe", NAMES[g.element])
    v.clock_total = g.clock.limit // 1000
    if g.turn > after:
        line = "after water round %d" % g.water_round
    v.lines = (line,)
    v.hint = "press when all have moved"
    if phase == TIMEOUT:
        v.seconds_left = 0
        v.accent = TIMEOUT_COLOUR
        v.title = "TIME!"
        v.lines = ("Turn %d is over: pass" % g.turn,)
        v.ring = ("fill", TIMEOUT_COLOUR)
        v.hint = "press to go on"
    elif g.clock.limit:
        left = g.clock.left(now)
        v.seconds_left = s = (left + 999) // 1000
        if s <= g.warn:
            v.warning = True
            v.accent = WARN_COLOUR
            if left % 1000 >= BLINK_MS:
                v.ring = v.ring[:4] + (WARN_COLOUR,)
    return v
