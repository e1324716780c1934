# Golem Battle's game-master in parts: what ``master`` (the state, the
# clocks' faces, the view and the snapshot) and the parts loaded on demand
# (each phase's module ``view_*``: its screen and what a press and its
# clock do there; ``begin``, ``battle``, ``restore``, ``reason``) share:
# the phases, variants, cues and timings, and how a part is loaded and
# dropped.  The master is split so that each module compiles in
# a small heap on a board (CircuitPython compiles .py in RAM, about three
# times the source while it does).

SETUP = "setup"
ROLL = "roll"
PROGRAM = "program"
EXECUTE = "execute"
ROUND_END = "round_end"
GAME_OVER = "game_over"
LIVES = "lives"            # physical games: lives lost this round, per player
FINAL_ROW = "final_row"    # drive battles: the row that ended it, before the result
PHASES = (SETUP, ROLL, PROGRAM, EXECUTE, ROUND_END, GAME_OVER, LIVES, FINAL_ROW)
# the module (gamemaster.golems.<name>) of each phase, in PHASES order: its
# screen, and what a press and its clock's end do there
VIEWS = ("view_setup", "view_roll", "view_program", "view_rows", "view_round", "view_end",
         "view_lives", "view_rows")
# what a phase's module loads and holds with it, dropped with it: the rows'
# and the lives entry's moves, the result's, its lines, who won and why, a
# tie's recharge
PARTS = ("rows", "lives", "ending", "reason", "outcome", "recharge")

BEGINNER = "beginner"
STANDARD = "standard"
AUTONOMOUS = "autonomous"
SIEGE = "siege"
VARIANTS = (BEGINNER, STANDARD, AUTONOMOUS, SIEGE)

CUE_NAMES = (None, "roll", "timeout", "row", "hit", "round", "game_over", "recharge", "start",
             "life", "next", "draw")

START_ENERGY = 10
START_LIVES = 3          # "Жетоны жизни - 3 шт. для каждого игрока"
ROLL_MS = 1200           # the die tumbles this long before the results show
ROLL_FRAME_MS = 100
SNAP_VERSION = 5         # 3: lives, the lives entry, the draw; phases lives/final_row;
                         # 4 (two of them, never read): one side's fields below alone;
                         # 5: the lives lost in the round, the tie's choice, the seats'
                         # colours, the benched, a row's page


def module(name):
    # The modules only a battle the device plays itself needs (``battle``,
    # the rules engine, the text formats, the drive reader, the snapshot
    # packing: ~23 KB compiled), imported at their first use: physical
    # games, where the players run the golems, never load them.  The drive
    # reader and the text formats go again once the battle is read.  The
    # start layouts (``layouts``) are loaded this way too, for the setup
    # screen's picture only (a physical game never loads the field); and
    # each phase's screen (``VIEWS``) while it is shown.
    return __import__("gamemaster.golems." + name, None, None, ("x",))


def forget(*names):
    from gamemaster.registry import _drop
    for name in names:
        _drop("gamemaster.golems." + name)
