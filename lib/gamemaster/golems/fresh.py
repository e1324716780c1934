# Golem Battle's settings read into the game (variant, players, field,
# programming time, the rule options) and the state of a game not yet
# started.  A part of ``master.GolemsMaster`` loaded when a game is made
# (held until it has started or been restored) and for a new game
# (``master.start``, then ``begin``): apart from ``begin`` so that each
# compiles in a small heap on a board.

from gamemaster.golems import options as rules
from gamemaster.golems.common import (BEGINNER, SETUP, SIEGE, STANDARD, START_ENERGY, START_LIVES,
                                      VARIANTS, forget)


def setting(m, key, default):
    try:
        v = m.settings.get(key)
    except (KeyError, AttributeError):
        return default
    return default if v is None else v


def read(m):
    # the settings into the game (also when a saved one is restored)
    v = setting(m, "GOLEMS_VARIANT", STANDARD)
    m.variant = v if v in VARIANTS else STANDARD
    p = setting(m, "GOLEMS_PLAYERS", 2)
    m.players = 2 if m.variant == SIEGE else min(4, max(2, int(p)))
    # the golems' colours, seat by seat (``lives``, ``rolls`` are by seat):
    # the corners' order (a siege's two sides: ``begin``)
    m.seats = (0, 1, 2, 3)[:m.players]
    s = setting(m, "GOLEMS_FIELD", 4)
    m.size = {BEGINNER: 4, SIEGE: 6}.get(m.variant, 6 if s == 6 else 4)
    m.program_s = max(0, int(setting(m, "GOLEMS_PROGRAM_SECONDS", 0)))
    if m.fixed_options is None:
        try:
            m.options = rules.Options(
                setting(m, "GOLEMS_MOVES", "relative"),
                setting(m, "GOLEMS_ATTACKED", "this_row"),
                setting(m, "GOLEMS_ENERGY_RULE", "stop_at_1"),
                int(setting(m, "GOLEMS_RECHARGE", 5)),
                bool(setting(m, "GOLEMS_BOX_TOKENS", False)))
        except ValueError:
            # settings were checked against the schema; a bad value
            # from elsewhere falls back to the readings we argue for
            m.options = rules.Options()
        forget("options_check")         # (what Options loaded to check them)


def clear(m):
    # the settings read and the state of a game not yet started (a new
    # master's, and what start() begins from)
    read(m)
    m.phase = SETUP
    m.energy = START_ENERGY
    m.round = 0
    m.row = 0
    m.rolls = [rules.FACE_BLANK] * 4
    m.lives = [START_LIVES] * 4    # physical games: the tokens, by colour
    m.entry = 0           # lives: whose losses are being entered
    m.castle = False      # physical siege: the players said the castle was taken
    m.benched = 0         # seats out at a tie's recharge (a bit each; lives 0)
    m.page = 0            # a battle's row report: the page shown (``battle``)
    m.drawn = False       # a tie: the players took the draw
    m.pick = 0            # a tie: the choice shown (0 the recharge, 1 the draw)
    m.lost = [0] * 4      # lives lost this round (the lives entry), by seat
    m.timed_out = False
    m.field = None        # battle on screen: the engine's field
    m.programs = None
    m.reports = ()
    m.load_error = ""
