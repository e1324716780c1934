# Golem Battle's start: the settings read into the game (variant, players,
# field, programming time, the rule options) and a new game's first state,
# with the drive's battle loaded or refused.  A part of
# ``master.GolemsMaster`` loaded when a game is made and dropped once it has
# started or been restored (``master``): a board holds this code only then.

from gamemaster.golems import options as rules
from gamemaster.golems.common import (AUTONOMOUS, BEGINNER, SETUP, SIEGE, STANDARD, START_ENERGY,
                                      START_LIVES, VARIANTS, module)


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
    m.castle = False      # physical siege: the players said Red took the castle
    m.drawn = False       # a tie's wait ran out: the players took the draw
    m.timed_out = False
    m.field = None        # battle on screen: the engine's field
    m.programs = None
    m.reports = ()
    m.load_error = ""


def start(m, now, skip_ready):
    clear(m)
    if m.variant == AUTONOMOUS and m.files is not None:
        if getattr(m.files, "battles", True):
            module("battle").load(m)
        elif refuse_battle(m):
            m.tell(rules.FIELD_FILE + ": this board has too little RAM for battles "
                   "the device plays; move the golems by hand")
    m.changed("start")
    m.changed()
    if skip_ready and not m.load_error:
        # (GM_BOOT = "play") a refused drive file keeps the setup
        # screen, which says why, rather than a silent game by hand
        m._begin_round(now)


def refuse_battle(m):
    # The board's profile says its heap cannot hold the engine
    # (device_battles, boards/__init__.py): a battle on the drive is
    # refused (the setup screen says so) and played by hand.  True when
    # there is one.
    try:
        if m.files.get(rules.FIELD_FILE) is None:
            return False
    except ValueError:         # there, but not text: still no battle
        pass
    m.load_error = "no device battles here: too little RAM"
    return True
