# Golem Battle's start: a new game (its state cleared and the settings
# read by ``fresh``), with the drive's battle loaded or refused.  A part of
# ``master.GolemsMaster`` loaded when a game starts and dropped once it has
# (``master``; a restore asks it whether a battle is refused): a board holds
# this code only then.

from gamemaster.golems import options as rules
from gamemaster.golems.common import AUTONOMOUS, SIEGE, module


def start(m, now, skip_ready):
    # (the state cleared and the settings read just before: ``fresh``)
    if m.variant == SIEGE:
        # the siege's two golems, GOLEMS_SIEGE = "storms/holds": any two
        # ("Фигурки големов ... на выбор"); a snapshot keeps them
        s = str(m.settings.get("GOLEMS_SIEGE")).split("/")
        c = ("red", "blue", "yellow", "green")
        if len(s) == 2 and s[0] in c and s[1] in c and s[0] != s[1]:
            m.seats = (c.index(s[0]), c.index(s[1]))
    if m.variant == AUTONOMOUS and m.files is not None:
        if getattr(m.files, "battles", True):
            module("battle").load(m)
        elif refuse_battle(m):
            # (the setup screen's words, asked for the notice alone)
            from gamemaster import registry
            m.tell(registry.words("gamemaster.golems.words_view_setup")[18]
                   % rules.FIELD_FILE)          # tell_no_ram
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
    m.load_error = "no_ram"         # (view_setup says it in the language in use)
    return True
