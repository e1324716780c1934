# Flipop on the device, two modes (FLIPOP_MODE):
#
# clock (FLIPOP_MODE bank or move): a two-player clock for the physical board.  The device does not
# see the board; a tap is "I moved" and hands the clock over.
#
#     ready --press--> turn (White) --press--> turn (Black) --press--> ...
#                        |  the mover's clock runs out
#                        v
#                      flag --press--> ready (a new game)
#
#   move: every move gets FLIPOP_SECONDS; bank: each player
#   has FLIPOP_SECONDS for the game and gains FLIPOP_INCREMENT per move made
#   (Fischer).  A flag that falls ends the game: that player lost on time.
#
# versus, clock (FLIPOP_MODE): the human plays FLIPOP_HUMAN on the physical board against the
# device (FLIPOP_LEVEL), which keeps the position so the table and the screen stay in step;
# with "vs-clock" the human has a time bank (FLIPOP_SECONDS + FLIPOP_INCREMENT
# per move), running while they choose.
#
#     ready --press--> think --(search done)--> show --press--> think/choose
#     choose: nothing shown until a tap (the balls that can move are marked);
#             tap = the next legal move, best first (versus.order);
#             the short hold takes the move shown (the device's entry rule,
#             gamemaster.game ``hold_entry``); with FLIPOP_PICK > 0, that many
#             seconds without a gesture take it too (the seconds, a
#             shrinking bar and the ring count down), never while the
#             button is down (the app does not tick an open entry then)
#     a pass (nothing to do on the board) is shown and taken without a tap
#     any move that ends the game, or the bank running out --> over --press--> ready
#
#   Why the timed take is kept, off by default: docs/rules-interpretations.md,
#   part 4.  The opponent (ai.Searcher) and, under the exit end rule, the
#   exit search run a chunk per tick(), so the loop never freezes (wake_in =
#   0 then).
#
# Loaded when needed, so each compiles in a small heap and each mode holds
# only its own code: clock.py and versus.py (each mode's moves and its
# snapshots' part, g.mod), the views view_clock.py and view_versus.py.
#
# Snapshots for NVM and undo: the head "<BBIHH" (mode, phase, seed, cue id,
# moves made; snapshot() below), then the mode's part: 28 bytes in all in
# clock mode; in versus mode 23 bytes plus the position (16 + its last
# move's path) plus the device's move shown.

import struct

from gamemaster import registry
from gamemaster.snapshot import SnapshotError
from gamemaster.game import Game
from gamemaster.prng import Rng

READY = "ready"
TURN = "turn"
FLAG = "flag"
THINK = "think"
SHOW = "show"
CHOOSE = "choose"
OVER = "over"
PHASES = (READY, TURN, FLAG, THINK, SHOW, CHOOSE, OVER)

CLOCK, VERSUS = 0, 1
MOVE_CLOCK, BANK_CLOCK = 0, 1
NAMES = ("White", "Black")       # the sides in the telemetry (a screen's: its words module)
COLOUR = ((230, 230, 230), (70, 100, 255))     # White, Black on the ring and titles
RING_BG = (6, 6, 6)
MAX_MS = 0x7FFFFFFF


def clock_text(ms):
    # "m:ss", the seconds rounded up (both views)
    s = (ms + 999) // 1000
    return "%d:%02d" % (s // 60, s % 60)


def left_ms(c, now):
    # what clock c has left (now None: as last stopped), for the snapshot
    return min(MAX_MS, max(0, c.limit - (c.elapsed(now) if now is not None else c.base)))


class FlipopMaster(Game):
    ID = "flipop"
    TITLE = "Flipop"
    SNAPSHOT_TAG = 3
    CUES = {
        "ready": (660, 60, 0, 40, 880, 60),
        "turn": (880, 60),
        "tick": (1200, 25),
        "warn": (988, 90, 0, 60, 988, 90),
        "flag": (440, 250, 0, 80, 330, 450),
        "next": (1320, 20),
        "take": (784, 60, 988, 80),
        "mine": (523, 80, 659, 80, 784, 100),
        "over": (784, 120, 659, 120, 523, 240),
    }

    def __init__(self, settings, seed, files=None):
        Game.__init__(self, settings, seed, files)
        self.rng = Rng(seed)
        self.mode = CLOCK
        self.phase = READY
        # clock mode
        self.kind = BANK_CLOCK
        self.limit = 0              # ms per move or per bank
        self.inc = 0                # ms added to a bank per move
        # the two clocks (gamemaster.clock), made by the modes that run them:
        # the clock mode and vs-clock; a game against the device without a
        # bank holds no clock and no Clock code (~1.4 KB of a board's heap)
        self.clocks = ()
        self.side = 0               # whose clock runs (0 White, 1 Black)
        self.moves = 0              # moves made (both modes)
        self.warn = 10
        self._second = -1
        # versus mode
        self.human = 0
        self.pos = None
        self.index = -1             # the legal move shown in choose, -1 none
        self.armed = False          # a timed take's countdown runs (FLIPOP_PICK)
        self.pick_start = 0
        self.pick_ms = 2500         # a timed take's delay: FLIPOP_PICK, else a pass's
        self.level = 2              # FLIPOP_LEVEL
        self.timed = False          # versus with the human's time bank (vs-clock)
        self.flagged = False        # the human's bank ran out: game over
        self.offer = None           # the human's legal moves, best first (choose)
        self.move = None            # the device's move (show)
        self.rng_mark = 0           # rng state before the search (think)
        self.job = None             # a search or the exit check, stepped in tick
        self._judge = None          # the exit check's answer list
        self.vs = None              # the versus module (versus.py) once loaded
        self.mod = None             # the mode's module: clock.py or versus.py

    # -- both modes ----------------------------------------------------
    def start(self, now, skip_ready=False):
        mode = self.settings.get("FLIPOP_MODE")
        self.mode = VERSUS if mode in ("versus", "vs-clock") else CLOCK
        self.phase = READY
        self.moves = 0
        self.side = 0
        self.job = None
        self.move = None
        self.index = -1
        self.armed = False
        self.offer = None
        self.flagged = False
        self.timed = mode == "vs-clock"
        self.clocks = ()
        if self.mode == CLOCK or self.timed:
            self.kind = MOVE_CLOCK if mode == "move" else BANK_CLOCK
            self.limit = self.settings.get("FLIPOP_SECONDS") * 1000
            self.inc = self.settings.get("FLIPOP_INCREMENT") * 1000 if self.kind else 0
            for c in self.make_clocks():
                c.reset(now, self.limit, run=False)
        if self.use_mode() is self.vs:
            self.vs.start(self)
        self.warn = self.settings.get("GM_WARN_SECONDS")
        self.changed("ready")
        if skip_ready:
            self.press(now)

    def press(self, now):
        p = self.phase
        if p == READY:
            if self.mode == CLOCK:
                self.mod.hand_over(self, now, 0)
            else:
                self.mod.next_turn(self, now)
            return True
        if p in (FLAG, OVER):
            self.start(now)
            return True
        return self.mod.press(self, now)

    def hold_entry(self, now, act=0):
        # a move shown on your turn (versus): the short hold takes it
        if self.phase == CHOOSE and self.index >= 0:
            if act == 2:
                vs = self.mod
                vs.play(self, now, vs.moves_offered(self)[self.index], "take")
            if act == 1:
                from gamemaster.flipop import view_versus
                return view_versus.WORDS[23:25]     # next, take: "release: take"
            return True

    def tick(self, now):
        return self.mod.tick(self, now)

    def stamp(self, now):
        return (self.changes << 12) | (self.mod.stamp(self, now) & 0xFFF)

    def wake_in(self, now):
        return self.mod.wake_in(self, now)

    def save_due(self, now):
        if Game.save_due(self, now):
            return True
        # A Flipop clock runs all game long (a Pipes turn stops at the water
        # round), and a tap every 20-40 s saves anyway: checkpoints every 20 s
        # at least keep it within the NVM budget (docs/reliability.md).
        n = self.checkpoint_every()         # seconds between checkpoints, 0 none
        if n:
            n = max(n, 20)                  # at most every 20 s (the NVM budget)
        if self.phase == CHOOSE and self.timed:
            return self.clocks[self.human].checkpoint_due(now, n)
        return self.phase == TURN and self.clocks[self.side].checkpoint_due(now, n)

    def where(self):
        if self.phase == READY:
            return self.TITLE
        # where, in the words the mode's view holds (loaded with the mode),
        # or, while the menu has freed the view (menu()), its words alone
        import sys
        if self.mode == CLOCK:
            mod = sys.modules.get("gamemaster.flipop.view_clock")
            return (mod.WORDS if mod else registry.words("gamemaster.flipop.words_view_clock"))[19] % (
                self.moves + 1)
        mod = sys.modules.get("gamemaster.flipop.view_versus")
        return (mod.WORDS if mod else registry.words("gamemaster.flipop.words_view_versus"))[27] % (
            self.moves + 1)

    def menu(self):
        # The menu opens (gamemaster.app): the views' code and words, and
        # the search's when no search is under way, are not needed while it
        # shows (the game is paused), so the menu's code and a change
        # compile in the heap they held; each is imported again where it is
        # used (view(), where(), hold_entry, versus.next_turn)
        for name in ("view_clock", "view_versus") + (() if self.job else ("ai",)):
            registry._drop("gamemaster.flipop." + name)

    def view(self, now):
        if self.mode == CLOCK:
            from gamemaster.flipop.view_clock import build
        else:
            from gamemaster.flipop.view_versus import build
        return build(self, now)

    def snapshot(self, now=None):
        head = struct.pack("<BBIHH", self.mode, PHASES.index(self.phase), self.seed & 0xFFFFFFFF,
                           self.cue_id, self.moves & 0xFFFF)
        if self.mode == CLOCK:
            from gamemaster.flipop.clock import pack_clock
            return head + pack_clock(self, now)
        return head + self.versus().pack_versus(self, now)

    def restore(self, data, now, restart_turn=False):
        n = struct.calcsize("<BBIHH")
        if len(data) < n:
            raise SnapshotError("bad Flipop snapshot length %d" % len(data))
        mode, phase, seed, cue_id, moves = struct.unpack("<BBIHH", data[:n])
        # (phases 0-2, ready, turn and flag, are the clock's; a versus game's ready too)
        if mode > VERSUS or phase >= len(PHASES) or (phase < 3) != (mode == CLOCK or phase == 0):
            raise SnapshotError("inconsistent Flipop snapshot")
        if mode == CLOCK:
            from gamemaster.flipop.clock import unpack_clock
            unpack_clock(self, data[n:], now, PHASES[phase], restart_turn)
        else:
            self.versus().unpack_versus(self, data[n:], now, PHASES[phase])
        self.mode = mode
        self.use_mode()
        self.seed = seed
        self.cue_id = cue_id
        self.cue = None
        self.moves = moves
        self.warn = self.settings.get("GM_WARN_SECONDS")
        self._second = -1
        self.changed()
        if self.phase == THINK:
            # redo the exit check or the search (unpack_versus dropped the job);
            # the rng state saved is the one the search started from, so it
            # gives the same move again
            self.vs.next_turn(self, now)

    def make_clocks(self):
        # the two clocks, for the modes that run them (start, the snapshots)
        from gamemaster.clock import Clock
        self.clocks = (Clock(), Clock())
        return self.clocks

    def use_mode(self):
        # self.mode's module (clock.py or versus.py), loaded as it starts
        if self.mode == VERSUS:
            self.mod = self.versus()
        else:
            from gamemaster.flipop import clock
            # its view too, now, as the versus mode's (versus() below)
            from gamemaster.flipop import view_clock  # noqa: F401
            self.mod = clock
        return self.mod

    # -- versus mode ---------------------------------------------------
    def versus(self):
        # the versus mode's functions (versus.py), loaded on its first game
        if self.vs is None:
            from gamemaster.flipop import versus
            # its view too, now (at boot or as the mode starts): compiled
            # before the first frame builds the board picture, in a lighter
            # heap than the first frame's
            from gamemaster.flipop import view_versus  # noqa: F401
            self.vs = versus
        return self.vs
