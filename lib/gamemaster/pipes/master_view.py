# What the Pipes game-master shows: its state -> a View.
#
# Apart from the state machine (``master.py``) so each module compiles in a
# small heap on a board; ``PipesMaster.view`` delegates here.

from gamemaster.ticks import ticks_diff
from gamemaster.view import View
from gamemaster.pipes import master
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
    w = master.WORDS
    if phase == WATER:
        on = not (ticks_diff(now, g.phase_start) // FLASH_MS) & 1
        v.title = w[1]                                          # water
        v.text("%d" % g.water_round)
        v.lines = (w[2] % g.water_round, w[3] % g.turn)         # water_round, after_turn
        v.background = WATER_BG if on else WATER_DIM
        v.ring = ("fill", WATER_BLUE if on else WATER_DIM)
        v.hint = w[4]                                           # water_hint
        return v
    done = g.turn - (phase != READY)
    v.ring = ("count", min(done, after), after, TURN_COLOUR, TURN_BG)
    # when the water comes, on the ready screen and each turn up to it (the
    # game goes on after that turn: "turn 3 of 12" read as a 12-turn game)
    line = w[5] % after                                         # water_after
    if phase == READY:
        v.title = w[0]                                          # title
        v.text(w[6])                                            # ready
        v.lines = (w[7] % g.settings.get("GM_TURN_SECONDS"), line)  # turn_seconds
        v.hint = w[8]                                           # start_hint
        return v
    v.title = w[9] % g.turn                                     # turn
    v.art = ("pipe", NAMES[g.element])
    v.clock_total = g.clock.limit // 1000
    if g.turn > after:
        line = w[10] % g.water_round                            # after_water
    v.lines = (line,)
    v.hint = w[11]                                              # turn_hint
    if phase == TIMEOUT:
        v.seconds_left = 0
        v.accent = TIMEOUT_COLOUR
        v.title = w[12]                                         # time_up
        v.lines = (w[13] % g.turn,)                             # turn_over
        v.ring = ("fill", TIMEOUT_COLOUR)
        v.hint = w[14]                                          # timeout_hint
    elif g.clock.limit:
        left = g.clock.left(now)
        v.seconds_left = s = (left + 999) // 1000
        if s <= g.warn:
            v.warning = True
            v.accent = WARN_COLOUR
            if left % 1000 >= BLINK_MS:
                v.ring = v.ring[:4] + (WARN_COLOUR,)
    return v
