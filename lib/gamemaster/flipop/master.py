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
#             tap = the next legal move, best first (picker.py);
#             FLIPOP_PICK s without a tap take the move shown (the seconds,
#             a shrinking bar and the ring count down)
#     a pass (nothing to do on the board) is shown and taken without a tap
#     any move that ends the game, or the bank running out --> over --press--> ready
#
#   A hold cannot mean "take this one": holds are the app's pause and undo,
#   so choosing is by waiting (docs/rules-interpretations.md, part 4).  The
#   opponent (ai.Searcher) and, under the exit end rule, the exit search
#   run a chunk per tick(), so the loop never freezes (wake_in = 0 then).
#
# View, snapshot: master_view.py, master_snapshot.py, loaded when needed.

from gamemaster.clock import Clock
from gamemaster.game import Game
from gamemaster.prng import Rng
from gamemaster.ticks import ticks_diff
from gamemaster.flipop import board as B

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
BLINK_MS = 500            # last seconds: the mover's arc blinks
PICK_STEPS = 12           # the pick countdown's bar and ring steps
PASS_MS = 2500            # a pass is shown this long, then taken
CHUNK = 20                # search nodes per tick
JUDGE_STEPS = 4           # exit-search positions per tick
MIN_CHECKPOINT_S = 20     # clock checkpoints at most this often (NVM budget)


def rules_from(settings):
    # FLIPOP_RULES "chain/last/reverse/end" (board.Rules.key()'s form); an
    # empty part keeps the engine's default, and so does one that names
    # nothing, which is kept in r.bad (the ready screen names it)
    parts = settings.get("FLIPOP_RULES").lower().split("/")
    r = B.Rules()
    names = (B.CHAIN_NAMES, ("free", "gate"), B.REV_NAMES, B.END_NAMES)
    got = []
    bad = []
    for i in range(max(4, len(parts))):
        p = parts[i].strip() if i < len(parts) else ""
        ok = i < 4 and p in names[i]
        got.append(names[i].index(p) if ok else -1)
        if p and not ok:
            bad.append(p)
    if got[0] >= 0:
        r.chain = got[0]
    if got[1] >= 0:
        r.last_gate = got[1] == 1
    if got[2] >= 0:
        r.reverse = got[2]
    if got[3] >= 0:
        r.end = got[3]
    r.bad = bad
    return r


class FlipopMaster(Game):
    ID = "flipop"
    TITLE = "Flipop"
    SNAPSHOT_TAG = 3
    MENU = ("FLIPOP_MODE", "FLIPOP_SECONDS", "FLIPOP_INCREMENT", "FLIPOP_HUMAN", "FLIPOP_LEVEL",
            "FLIPOP_PICK")
    CUES = {
        "ready": ((660, 60), (0, 40), (880, 60)),
        "turn": ((880, 60),),
        "tick": ((1200, 25),),
        "warn": ((988, 90), (0, 60), (988, 90)),
        "flag": ((440, 250), (0, 80), (330, 450)),
        "next": ((1320, 20),),
        "take": ((784, 60), (988, 80)),
        "mine": ((523, 80), (659, 80), (784, 100)),
        "over": ((784, 120), (659, 120), (523, 240)),
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
        self.clocks = (Clock(), Clock())
        self.side = 0               # whose clock runs (0 White, 1 Black)
        self.moves = 0              # moves made (both modes)
        self.warn = 10
        self._second = -1
        # versus mode
        self.human = 0
        self.pos = None
        self.index = -1             # the legal move shown in choose, -1 none
        self.armed = False          # the pick countdown runs (after a tap)
        self.pick_start = 0
        self.pick_ms = 3000         # FLIPOP_PICK
        self.level = 2              # FLIPOP_LEVEL
        self.timed = False          # versus with the human's time bank (vs-clock)
        self.flagged = False        # the human's bank ran out: game over
        self.offer = None           # the human's legal moves, best first (choose)
        self.move = None            # the device's move (show)
        self.rng_mark = 0           # rng state before the search (think)
        self.job = None             # a search or the exit check, stepped in tick
        self._judge = None          # the exit check's answer list

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
        if self.mode == CLOCK or self.timed:
            self.kind = MOVE_CLOCK if mode == "move" else BANK_CLOCK
            self.limit = self.settings.get("FLIPOP_SECONDS") * 1000
            self.inc = self.settings.get("FLIPOP_INCREMENT") * 1000 if self.kind else 0
            for c in self.clocks:
                c.reset(now, self.limit, run=False)
        if self.mode == VERSUS:
            from gamemaster.flipop.position import Position
            self.human = 1 if self.settings.get("FLIPOP_HUMAN") == "black" else 0
            self.level = self.settings.get("FLIPOP_LEVEL")
            self.pick_ms = self.settings.get("FLIPOP_PICK") * 1000
            rules = rules_from(self.settings)
            if rules.bad:
                self.tell("FLIPOP_RULES: unknown %s" % "/".join(rules.bad))
            if rules.chain == B.CHAIN_STRAIGHT and rules.end == B.END_EXIT:
                # no ball can get out in 4 moves from the start: over at once
                self.tell("FLIPOP_RULES: straight chains need end quiet or stuck")
            self.pos = Position(rules)
        self.warn = self.settings.get("GM_WARN_SECONDS")
        self.changed("ready")
        if skip_ready:
            self.press(now)

    def press(self, now):
        p = self.phase
        if p == READY:
            if self.mode == CLOCK:
                self._hand_over(now, 0)
            else:
                self._next(now)
            return True
        if p in (FLAG, OVER):
            self.start(now)
            return True
        if p == TURN:
            c = self.clocks[self.side]
            c.stop(now)
            if self.kind == BANK_CLOCK:
                c.add(self.inc)
            self.moves += 1
            self._hand_over(now, 1 - self.side)
            return True
        if p == SHOW:
            self._play(now, self.move)
            return True
        if p == CHOOSE:
            self.index = (self.index + 1) % len(self.moves_offered())
            self.armed = True
            self.pick_start = now
            self.changed("next")
            return True
        return False                # think: the device is busy

    def tick(self, now):
        p = self.phase
        if p == TURN:
            return self._tick_clock(now)
        if p == THINK:
            return self._think(now)
        if p == CHOOSE:
            if self.timed and self.clocks[self.human].expired(now):
                self.clocks[self.human].stop(now)
                self.flagged = True
                self.phase = OVER
                self.changed("flag", save=True)
                return True
            if self.armed and ticks_diff(now, self.pick_start) >= self.pick_ms:
                self._play(now, self.moves_offered()[self.index], "take")
                return True
            if self.timed:
                return self._tick_bank(now)
        if p == SHOW and not self.move and ticks_diff(now, self.pick_start) >= PASS_MS:
            self._play(now, self.move)          # the device passes: nothing to make
            return True
        return False

    def stamp(self, now):
        bucket = 0
        if self.phase == TURN:
            left = self.clocks[self.side].left(now)
            bucket = (left + 999) // 1000
            if bucket <= self.warn:
                bucket = bucket * 2 + (left % 1000 >= BLINK_MS)
        elif self.phase == CHOOSE:
            if self.armed:
                bucket = self.pick_step(now) + 1
            if self.timed:
                bucket |= self.clocks[self.human].shown(now) << 4
        return (self.changes << 12) | (bucket & 0xFFF)

    def wake_in(self, now):
        p = self.phase
        if p == TURN:
            c = self.clocks[self.side]
            return c.wake_in(now, half=c.shown(now) <= self.warn)
        if p == THINK:
            return 0
        best = -1
        if p == CHOOSE and self.armed:
            e = ticks_diff(now, self.pick_start)
            nxt = ((self.pick_step(now) + 1) * self.pick_ms + PICK_STEPS - 1) // PICK_STEPS
            best = max(1, min(nxt, self.pick_ms) - e)
        if p == CHOOSE and self.timed:
            w = self.clocks[self.human].wake_in(now)
            best = w if best < 0 else min(best, w)
        if p == SHOW and not self.move:
            best = max(1, PASS_MS - ticks_diff(now, self.pick_start))
        return best

    def save_due(self, now):
        if Game.save_due(self, now):
            return True
        # A Flipop clock runs all game long (a Pipes turn stops at the water
        # round), and a tap every 20-40 s saves anyway: checkpoints every 20 s
        # at least keep it within the NVM budget (docs/reliability.md).
        every = self.checkpoint_every()
        if every:
            every = max(every, MIN_CHECKPOINT_S)
        if self.phase == CHOOSE and self.timed:
            return self.clocks[self.human].checkpoint_due(now, every)
        return self.phase == TURN and self.clocks[self.side].checkpoint_due(now, every)

    def where(self):
        if self.phase == READY:
            return self.TITLE
        return "Flipop, move %d" % (self.moves + 1)

    def view(self, now):
        from gamemaster.flipop.master_view import build
        return build(self, now)

    def snapshot(self, now=None):
        from gamemaster.flipop.master_snapshot import pack
        return pack(self, now)

    def restore(self, data, now, restart_turn=False):
        from gamemaster.flipop.master_snapshot import unpack
        unpack(self, data, now, restart_turn)

    # -- clock mode ----------------------------------------------------
    def _hand_over(self, now, side):
        self.phase = TURN
        self.side = side
        c = self.clocks[side]
        if self.kind == BANK_CLOCK:
            c.start(now)
            c._saved_s = c.shown(now)   # the press saves: checkpoints count from here
        else:
            c.reset(now, self.limit)
        self._second = -1
        self.changed("turn")

    def _tick_clock(self, now):
        c = self.clocks[self.side]
        if c.expired(now):
            c.stop(now)
            self.phase = FLAG
            self.changed("flag", save=True)
            return True
        sec = c.shown(now)
        if sec == self._second:
            return False
        self._second = sec
        if sec <= self.warn:
            self.changed("warn" if sec == self.warn else "tick")
        return True

    def ms_left(self, side, now):
        return self.clocks[side].left(now)

    # -- versus mode ---------------------------------------------------
    def moves_offered(self):
        # the human's legal moves in the picker's order (picker.py)
        if self.offer is None:
            from gamemaster.flipop.picker import order
            self.offer = order(self.pos)
        return self.offer

    def _tick_bank(self, now):
        sec = self.clocks[self.human].shown(now)
        if sec == self._second:
            return False
        self._second = sec
        return True

    def pick_step(self, now):
        # steps of the pick countdown gone, 0..PICK_STEPS
        e = ticks_diff(now, self.pick_start)
        return min(PICK_STEPS, e * PICK_STEPS // self.pick_ms) if e > 0 else 0

    def _play(self, now, move, cue=None):
        if self.timed and self.pos.side == self.human:
            c = self.clocks[self.human]
            c.stop(now)
            c.add(self.inc)
        self.pos = self.pos.apply(move)
        self.moves += 1
        self.move = None
        self.index = -1
        self.armed = False
        self.offer = None
        self._next(now, cue)

    def _next(self, now, cue=None):
        # After a move (or at the start): check the end, then whose turn.
        # Under the exit end rule the check is a search, stepped in tick.
        pos = self.pos
        if pos.rules.end == B.END_EXIT and pos.exits is None:
            from gamemaster.flipop.ending import search
            self._judge = []
            self.job = search(pos, self._judge)
            self.phase = THINK
            self.changed(cue, save=True)
            return
        self._judge = None
        if pos.result() is not None:
            self.phase = OVER
            self.job = None
            self.changed("over", save=True)
        elif pos.side == self.human:
            self.phase = CHOOSE
            self.job = None
            self.offer = None
            self._choose(now)
            self.changed(cue or "turn", save=True)
        else:
            self._search()
            self.changed(cue, save=True)

    def _choose(self, now):
        # the human's turn starts (or is restored): their bank runs; a
        # forced pass is shown at once and taken after the pick delay
        if self.timed:
            self.clocks[self.human].start(now)
            self._second = -1
        if self.moves_offered() == [()]:
            self.index = 0
            self.armed = True
            self.pick_start = now

    def _search(self):
        from gamemaster.flipop.ai import LEVEL_NODES, Searcher
        self.phase = THINK
        self.rng_mark = self.rng.state
        self.job = Searcher(self.pos, nodes=LEVEL_NODES[self.level], chunk=CHUNK, rng=self.rng)

    def _think(self, now):
        job = self.job
        if self._judge is not None:
            for _ in range(JUDGE_STEPS):
                try:
                    next(job)
                except StopIteration:
                    self.pos.exits = self._judge[0]
                    self._next(now)
                    return True
            return False
        if job.step():
            return False
        self.move = job.best
        self.job = None
        self.phase = SHOW
        self.pick_start = now
        self.changed("mine", save=True)
        return True

    def resume_versus(self, now):
        # After a restore in think: redo the check or the search; the rng
        # state saved is the one the search started from, so it gives the
        # same move again.
        self._judge = None
        self.job = None
        self._next(now)
