# IceTowers on the device: the referee of a real-time game (no turns).
#
# Phases::
#
#   ready --tap--> countdown (3-2-1) --> play --tap--> call --hold--> the call shown:
#     call: a tap shows the next call (DROP, LOOP, END, back)
#     DROP --> drop (N..1, DROP!) --> end           (ICETOWERS_DROP_THEN = "play": play on)
#     LOOP --> loop (N s) --runs out--> end
#     END  --> end;   back --> play
#   drop, loop, and an end called with END: the hold withdraws them (play on)
#   A drop is counted when its countdown runs out (a withdrawn call is not);
#   a loop when it is called (the hold after it is the way out, not a cancel).
#   play/call/drop/loop --(time limit)--> end
#   end --tap--> score (one colour at a time, below)
#   score --(the hold on the last colour's ones)--> result --tap--> ready
#
# The entries (the call menu, a call's withdrawal, the pips) follow the
# device's one rule (gamemaster.game ``hold_entry``, docs/rules-interpretations.md
# "Entries"): a tap only changes what is shown, the short hold (0.7-2 s)
# enters it, time never takes or moves an entry.  A tap in a
# drop's or a loop's countdown does nothing: only the hold that made the
# call withdraws it.
#
# Scoring: the players count a colour's pips, then enter the number in two
# steps, tens then ones: taps add 10 (``step`` 0), the hold goes on to the
# ones, taps add 1 (``step`` 1), the hold enters the count and the next
# colour comes.  31 = 3 taps, hold, 1 tap, hold: 6 presses.  A wrong
# gesture is taken back with the app's undo (the state before it, exactly).
#
# Two clocks on the game clock (the app stops it while paused): ``clock`` is
# the game's own (count-up, or a countdown when ICETOWERS_LIMIT_MINUTES is
# set) and ``timer`` the current phase's countdown.  The view is built in
# referee_view.py and the screens' parts it loads phase by phase, the
# snapshot read back in referee_restore.py (loaded for a resume or an undo):
# a board compiles each in a small heap of its own.  The snapshot is
# written here: a board keeps it all game, and each module it holds costs
# its own globals and the names it imports (tools/mpvm/firmware_ram.py).

import struct

from gamemaster.clock import Clock
from gamemaster.game import Game
from gamemaster.registry import _drop

READY = "ready"
COUNTDOWN = "countdown"
PLAY = "play"
CALL = "call"
DROP = "drop"
LOOP = "loop"
END = "end"
SCORE = "score"
RESULT = "result"
PHASES = (READY, COUNTDOWN, PLAY, CALL, DROP, LOOP, END, SCORE, RESULT)
RUNNING = (PLAY, CALL, DROP, LOOP)              # the game clock runs
TIMED = (COUNTDOWN, DROP, LOOP)                 # the phase timer runs

CALLS = ("DROP", "LOOP", "END", "back")
BY_CALL, BY_LOOP, BY_TIME, BY_DROP = 0, 1, 2, 3     # why the game ended
VARIANTS = ("normal", "gus", "double")

COUNTDOWN_MS = 3000
STEPS = (10, 1)            # what a scoring tap adds: the tens, then the ones
PIPS_PER_SET = 30          # 5 trios of 1+2+3 pips
# the snapshot: phase, players, variant, call, reason, slot, step, drops,
# loops, clock limit + elapsed, timer limit + elapsed, cue id, the four
# sets' colours (a nibble each, ``palette``); then one byte of pips per
# scored colour
SNAP = "<BBBBBBBBBIIIIHH"
MAX_MS = 0x7FFFFFFF

# The pyramid sets a table may own: the Looney Pyramids' colours
# (rules.RANGE, in its order; the seed names Gus's white, the defaults are
# the classic Icehouse four); ICETOWERS_COLOURS names each player's in turn
# (``palette``).  Black is drawn grey and clear steel blue: a black
# tile or LED would not show.  Their (r, g, b) three bytes each (``rgb``:
# one object, not ten tuples a board holds all game).
COLOURS = b"\xe6\x00\x00\xe6\xb4\x00\x00\xbe\x28\x00\x46\xff\xc8\xc8\xc8\x6e\x6e\x6e\x96\x28\xdc\xff\x78\x00\x00\xc8\xdc\x82\xaa\xd2"
NAMES = ("Red", "Yellow", "Green", "Blue", "White", "Black", "Purple", "Orange", "Cyan", "Clear")


def rgb(c):
    # the colour ``c`` of NAMES as (r, g, b)
    return (COLOURS[3 * c], COLOURS[3 * c + 1], COLOURS[3 * c + 2])
GUS = 4                    # Gus's set (slots), and his white (COLOURS)


def slots(players, variant):
    # The sets scored one after another (0-3 the players' settings' colours,
    # ``palette``; GUS), and the side each one counts for.
    if variant == 1:
        return (0, 1, GUS), (0, 1, 2)
    if variant == 2:
        return (0, 1, 2, 3), (0, 1, 0, 1)
    return tuple(range(players)), tuple(range(players))


class IceTowersReferee(Game):
    ID = "icetowers"
    TITLE = "IceTowers"
    SNAPSHOT_TAG = 4
    # a speaker board keeps a sample of every frequency played, all game
    # (gmfw/sound.py): E5 is 660 Hz as in "ready", B5 988 Hz as in "warn"
    CUES = {
        "ready": (660, 60, 0, 40, 880, 60),
        "beep": (660, 120),
        "go": (1320, 350),
        "call": (880, 50),
        "tick": (1200, 25),
        "drop": (1047, 120, 0, 30, 1047, 300),
        "loop": (523, 90, 0, 40, 523, 90),
        "warn": (988, 90, 0, 60, 988, 90),
        "end": (784, 150, 660, 150, 523, 400),
        "pip": (1500, 20),
        "step": (988, 30),
        "next": (660, 60, 880, 60),
        "win": (523, 120, 660, 120, 784, 120, 1047, 400),
    }

    def __init__(self, settings, seed, files=None):
        Game.__init__(self, settings, seed, files)
        self.phase = READY
        self.players = 2
        self.variant = 0
        self.clock = Clock()       # the game: count-up, or the time limit
        self.timer = Clock()       # the phase: countdown, call, drop, loop, score
        self.call = 0              # index in CALLS
        self.reason = BY_CALL
        self.slot = 0              # colour being scored
        self.step = 0              # index in STEPS: what a scoring tap adds
        self.scores = bytearray(2)
        self.palette = (0, 1, 2, 3, GUS)  # each set's colour (COLOURS), Gus's white last
        self.drops = 0
        self.loops = 0
        self._second = -1          # the phase's shown second at the last tick
        self._saved_s = 0          # game seconds at the last save of a running clock

    # -- setup -------------------------------------------------------------
    def _configure(self):
        self.variant = VARIANTS.index(self.settings.get("ICETOWERS_VARIANT"))
        self.players = 2 if self.variant else self.settings.get("ICETOWERS_PLAYERS")
        self.scores = bytearray(len(slots(self.players, self.variant)[0]))
        # the table's colours: ICETOWERS_COLOURS names each set's (a name
        # of NAMES, apart by spaces, commas or dashes) in turn; a name that
        # is none, or two sets in play on one colour, are mended and told
        # by a module loaded only then
        palette = [0, 1, 2, 3, GUS]
        k = 0
        names = str(self.settings.get("ICETOWERS_COLOURS")).replace(",", " ").replace("-", " ")
        for v in names.split()[:4]:
            palette[k] = -1
            for n in range(len(NAMES)):
                if NAMES[n].lower() == v.lower():
                    palette[k] = n
            k += 1
        self.palette = tuple(palette)
        used = self.sets()
        if -1 in palette or len(set(used)) < len(used):
            from gamemaster.icetowers import referee_colours
            try:
                referee_colours.mend(self)
            finally:
                _drop("gamemaster.icetowers.referee_colours")

    def sets(self):
        # the colours (COLOURS, NAMES) of the sets scored, in their order
        return tuple(self.palette[c] for c in slots(self.players, self.variant)[0])

    def start(self, now, skip_ready=False):
        self._configure()
        self.phase = READY
        self.call = 0
        self.reason = BY_CALL
        self.slot = 0
        self.step = 0
        self.drops = 0
        self.loops = 0
        self.clock.reset(now, self.settings.get("ICETOWERS_LIMIT_MINUTES") * 60000, run=False)
        self.timer.reset(now, 0, run=False)
        # skip_ready (GM_BOOT = "play") is not taken: a real-time game starts
        # when every player's hands are ready, never at power-on, so the
        # ready screen waits for the tap that starts 3-2-1-GO
        self.changed("ready")

    def _enter(self, now, phase, timer_ms, cue, save=False):
        self.phase = phase
        if timer_ms:
            self.timer.reset(now, timer_ms)
        else:
            self.timer.reset(now, 0, run=False)
        self._second = self.timer.shown(now)
        self.changed(cue, save=save)

    # -- the button ----------------------------------------------------------
    # A gesture acts on the screen shown: only play's tap catches up with
    # time first (the time limit may have ended the game this tick).
    def press(self, now):
        p = self.phase
        if p == PLAY:
            self.tick(now)
            p = self.phase
        self._saved_s = self.elapsed_s(now)       # the app saves every press
        if p == READY:
            self._enter(now, COUNTDOWN, COUNTDOWN_MS, "beep")
        elif p in (COUNTDOWN, DROP, LOOP):
            return False               # wait for GO; a call is withdrawn by the hold
        elif p == PLAY:
            self.call = 0
            self._play(now, CALL, "call")
        elif p == CALL:
            self.call = (self.call + 1) % len(CALLS)
            self.changed("call")
        elif p == END:
            self.slot = 0
            self._colour(now)
        elif p == SCORE:
            add = STEPS[self.step]
            if self.scores[self.slot] + add > PIPS_PER_SET * len(self.scores):
                return False           # more than the whole table
            self.scores[self.slot] += add
            self.changed("pip")
        else:
            self.start(now, skip_ready=False)
        return True

    def hold_entry(self, now, act=0):
        # The entry open (gamemaster.game): the call menu, a drop, a loop or
        # an END call to withdraw, the pips; the words from the phase's part.
        # Entered (act 2): the call taken, a call withdrawn (play on; a loop
        # stays counted: it was made), the tens done, or a colour's count.
        p = self.phase
        if p not in (CALL, DROP, LOOP, SCORE) and (p != END or self.reason != BY_CALL):
            return None
        if act == 1:
            from gamemaster.icetowers.referee_view import entry_words
            return entry_words(self)
        if not act:
            return True
        self._saved_s = self.elapsed_s(now)
        if p == CALL:
            self._take(now)
        elif p != SCORE:
            self.clock.start(now)       # (an END call had stopped it)
            self._play(now, PLAY, "go")
        elif not self.step:
            self.step = 1
            self.changed("step")
        else:
            self.slot += 1
            if self.slot >= len(self.scores):
                self._enter(now, RESULT, 0, "win")
            else:
                self._colour(now)
        return True

    def _play(self, now, phase, cue):
        # play, or the call menu over it: the game clock's seconds on screen
        self._enter(now, phase, 0, cue)
        self._second = self.clock.shown(now)

    def _colour(self, now):
        # The next colour to count, from its tens.
        self.step = 0
        self._enter(now, SCORE, 0, "next")

    # -- time ------------------------------------------------------------------
    def tick(self, now):
        moved = False
        for _ in range(len(PHASES)):
            if not self._step(now):
                break
            moved = True
        s = self.timer.shown(now) if self.phase in TIMED else self.clock.shown(now)
        if s != self._second:
            self._second = s
            moved = True
            p = self.phase
            if p == COUNTDOWN:
                self.changed("beep")
            elif p == DROP:
                self.changed("drop" if s == 1 else "tick")
            elif p == LOOP and s <= 5:
                self.changed("tick")
            elif p == PLAY and self.clock.limit and (s == 60 or 0 < s <= 10):
                self.changed("warn" if s == 60 else "tick")
        return moved

    def _step(self, now):
        # One change that time makes; True when it made one.
        p = self.phase
        if p in RUNNING and self.clock.expired(now):
            self._end(now, BY_TIME)
            return True
        if p not in TIMED or not self.timer.expired(now):
            return False
        if p == COUNTDOWN:
            self.clock.reset(now, self.clock.limit)
            self._enter(now, PLAY, 0, "go", save=True)
            self._saved_s = 0
            self._second = self.clock.shown(now)
        elif p == DROP:
            self.drops += 1            # counted once it happens: a tap before cancels it
            if self.settings.get("ICETOWERS_DROP_THEN") == "end":
                # the rules' deadlock ends the game: the put-down pyramids
                # score as one-pyramid towers
                self._end(now, BY_DROP)
            else:
                self._play(now, PLAY, None)
        else:
            self._end(now, BY_LOOP)
        return True

    def _take(self, now):
        c = CALLS[self.call]
        if c == "DROP":
            self._enter(now, DROP, (self.settings.get("ICETOWERS_DROP_SECONDS") + 1) * 1000,
                        "tick")
        elif c == "LOOP":
            self.loops += 1
            self._enter(now, LOOP, self.settings.get("ICETOWERS_LOOP_SECONDS") * 1000,
                        "loop")
        elif c == "END":
            self._end(now, BY_CALL)
        else:
            self._play(now, PLAY, None)

    def _end(self, now, reason):
        self.clock.stop(now)
        self.reason = reason
        self._enter(now, END, 0, "end", save=True)

    # -- reading -------------------------------------------------------------
    def elapsed_s(self, now):
        e = self.clock.elapsed(now)
        if self.clock.limit and e > self.clock.limit:
            e = self.clock.limit
        return e // 1000 if e > 0 else 0

    def totals(self):
        # Points per side (a double player's two colours summed, Gus apart).
        owners = slots(self.players, self.variant)[1]
        out = [0] * (max(owners) + 1)
        for i in range(len(self.scores)):
            out[owners[i]] += self.scores[i]
        return out

    def winners(self):
        t = self.totals()
        best = max(t)
        return [i for i in range(len(t)) if t[i] == best]

    def stamp(self, now):
        # Changes exactly when view(now) would, without allocating.
        p = self.phase
        if p in TIMED:
            bucket = self.timer.shown(now)
        elif p in (PLAY, CALL):
            bucket = self.clock.elapsed(now) // 1000
        else:
            bucket = 0
        return (self.changes << 12) | (bucket & 0xFFF)

    def wake_in(self, now):
        p = self.phase
        if p in TIMED:
            due = self.timer.wake_in(now)
            if due < 0:
                return 0
        elif p not in RUNNING:
            return -1
        else:
            due = 1000
        if p in RUNNING:
            e = self.clock.elapsed(now)
            if self.clock.limit and e >= self.clock.limit:
                return 0
            due = min(due, 1000 - e % 1000)
        return due

    def save_due(self, now):
        # The clock runs the whole game, so it is saved every
        # GM_CHECKPOINT_SECONDS of play since the last save, a press's too
        # (a power cut gives back at most that much, as every game's clock).
        # Of the changes time makes, only GO and the end save: a drop or a
        # loop are timers in the snapshot and simply run out again after a
        # resume.
        if Game.save_due(self, now):
            self._saved_s = self.elapsed_s(now)
            return True
        every = self.checkpoint_every()
        if self.phase in RUNNING and every:
            s = self.elapsed_s(now)
            if s - self._saved_s >= every:
                self._saved_s = s
                return True
        return False

    def where(self):
        if self.phase in RUNNING:
            s = self.clock.base // 1000       # as restored: the clock's last stop
            return "IceTowers, %d:%02d played" % (s // 60, s % 60)
        if self.phase == SCORE:
            return "IceTowers, %s %d pips" % (NAMES[self.sets()[self.slot]], self.scores[self.slot])
        return "IceTowers, " + self.phase

    def view(self, now):
        from gamemaster.icetowers.referee_view import build
        return build(self, now)

    # -- snapshots: ~30 bytes for NVM and undo --------------------------------
    # Both clocks are kept as (limit, elapsed), so a restore is exact: undo
    # brings back the state before the last gesture, the call menu and the
    # pips as they were (no entry is ever taken by time).
    def snapshot(self, now=None):
        c = self.clock
        t = self.timer
        ce = c.elapsed(now) if now is not None else c.base
        te = t.elapsed(now) if now is not None else t.base
        return struct.pack(SNAP, PHASES.index(self.phase), self.players, self.variant, self.call,
                           self.reason, self.slot, self.step,
                           self.drops & 0xFF, self.loops & 0xFF, c.limit, max(0, ce), t.limit,
                           max(0, te), self.cue_id, self.palette[0] | (self.palette[1] << 4)
                           | (self.palette[2] << 8) | (self.palette[3] << 12)) + bytes(self.scores)

    def restore(self, data, now, restart_turn=False):
        # The snapshot's reading is its own module, loaded for a resume or
        # an undo and dropped: a board holds it only while it reads.
        from gamemaster.icetowers import referee_restore
        try:
            referee_restore.restore(self, data, now, restart_turn)
        finally:
            _drop("gamemaster.icetowers.referee_restore")
