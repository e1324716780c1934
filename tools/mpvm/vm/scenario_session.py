# Scenario: a whole seeded Pipes session on the game-master, as the board runs it.
#
# Each tick is one firmware loop tick (firmware/gmfw/main.py without the
# hardware); step() runs the quiet ticks up to the next one that does
# something, and that one (see QUIET_TICKS_PER_CALL).  Simulated players press after seeded delays: most turns end
# with a press, some run out into a timeout first; from turn 12 on every
# turn is followed by a water round they acknowledge.  The session ends when
# turn `turns` + 1 would start.
#
# driver "master" (default): the Pipes game-master alone through the Game
# interface (press, tick, stamp, view when the stamp changed, a snapshot at
# every press as the app keeps one) - what the 32 KB budget is about.
# driver "app": the whole appliance (scenario_app.AppSession).
#
# Args: driver, seed, players_seed (press timing), turns (32 = 12 + 20 with
# water rounds), turn_seconds, tick_ms (20, as the firmware), record.
# Result: one line per changed frame "ms phase turn water big seconds cue",
# then DIGEST / FRAMES ...; "#" lines give the bytes allocated by ticks where
# nothing visible changed (MicroPython only).
#
# The lib/ modules are imported while booting, one per loop call, in the
# firmware's order (settings first): this driver stands for code.py, which a
# board compiles before anything it imports, and this VM frees garbage only
# between calls.

from scenario_util import Digest, arg, mem_alloc

BOOT_TICKS = (1 << 29) - 60000     # CircuitPython starts ticks_ms a minute before the wrap
BOOT_IMPORTS = ("gamemaster.ticks", "gamemaster.prng", "gamemaster.registry", "gamemaster.settings",
                "settings.toml", "gamemaster.snapshot", "gamemaster.game", "gamemaster.view",
                "gamemaster.clock", "gamemaster.pipes", "gamemaster.pipes.elements",
                "gamemaster.pipes.master", "gamemaster.pipes.master_view",
                "gamemaster.pipes.master_snapshot")


class Session:
    def __init__(self, args):
        self.seed = arg(args, "seed", 7)
        self.turns = arg(args, "turns", 32)
        self.turn_seconds = arg(args, "turn_seconds", 60)
        self.tick_ms = arg(args, "tick_ms", 20)
        self.players_seed = arg(args, "players_seed", 1)
        self.digest = Digest(arg(args, "record", True))
        self.app = self.settings = self.players = self.stamp = self.where = None
        self.press_at = self.release_at = None
        self.boot_step = 0
        self.now = self.boot = BOOT_TICKS
        self.done = False
        self.ticks = self.saves = self.timeouts = self.water_rounds = 0
        self.idle_ticks = self.idle_alloc = self.idle_alloc_max = 0

    def _boot(self):
        if self.boot_step < len(self.IMPORTS):
            name = self.IMPORTS[self.boot_step]
            self.boot_step += 1
            if name != "settings.toml":
                __import__(name)
                return
            from gamemaster.settings import Settings
            self.settings = Settings.from_toml(
                'GM_GAME = "pipes"\nGM_BOOT = "play"\nGM_SEED = %d\nGM_TURN_SECONDS = %d\n'
                % (self.seed, self.turn_seconds))
            if self.settings.errors:
                raise ValueError("session settings: %s" % self.settings.errors)
            return
        global ticks_add, ticks_diff
        from gamemaster.prng import Rng
        from gamemaster.ticks import ticks_add, ticks_diff
        self.players = Rng(self.players_seed)
        self.start()

    IMPORTS = BOOT_IMPORTS

    def start(self):
        from gamemaster.pipes.master import PipesMaster
        self.app = PipesMaster(self.settings, self.seed)
        self.app.start(self.now, skip_ready=True)

    def _plan(self, phase, now):
        # The players' next press for the phase just shown.
        rng = self.players
        if phase == "turn":
            if rng.below(4) == 0:
                self.press_at = None          # nobody presses: the clock runs out
                return
            delay = 3000 + rng.below(self.turn_seconds * 900 - 3000 if self.turn_seconds else 40000)
        elif phase == "timeout":
            self.timeouts += 1
            delay = 1000 + rng.below(3000)
        elif phase == "water":
            self.water_rounds += 1
            delay = 2000 + rng.below(10000)
        else:
            delay = 1000
        self.press_at = ticks_add(now, delay)

    def inputs(self, now):
        # Press when due (the app keeps a snapshot then); returns (edges, save).
        if self.press_at is not None and ticks_diff(now, self.press_at) >= 0:
            data = self.app.snapshot(now)
            self.app.press(now)
            self.press_at = None
            return True, data
        return False, None

    def save(self, now, data):
        return data

    # Quiet ticks (no press, no save, no visible change) allocate nothing
    # (the idle figures below prove it on every run), so a run of them shares
    # one VM call with the tick that ends it: the garbage of any tick that
    # does something is still collected before the next one, as on a board,
    # and the session costs ~40x fewer calls.  A quiet tick that allocated
    # would show in idle_alloc_bytes and would only raise the in-call peak.
    QUIET_TICKS_PER_CALL = 250

    def step(self):
        if self.app is None:
            self._boot()
            return True
        for _ in range(self.QUIET_TICKS_PER_CALL):
            more, quiet = self._tick()
            if not (more and quiet):
                return more
        return True

    def _tick(self):
        app = self.app
        now = self.now
        before = mem_alloc()
        edges, data = self.inputs(now)
        app.tick(now)
        stamp = app.stamp(now)
        changed = stamp != self.stamp
        if changed:
            self.stamp = stamp
            v = app.view(now)
            turn = v.fact("turn", 0)
            water = v.fact("water_round", 0)
            self.digest.add("%d %s %d %d %s %s %s" % (
                ticks_diff(now, self.boot), v.phase, turn, water, v.art[1] if v.art else None,
                v.seconds_left, v.cue))
            where = (v.phase, turn, water)
            if where != self.where:
                self.where = where
                if v.phase == "turn" and turn > self.turns:
                    self.done = True
                else:
                    self._plan(v.phase, now)
        data = self.save(now, data)
        if data is not None:
            self.saves += 1
        quiet = not changed and not edges and data is None
        if quiet and before >= 0:
            spent = mem_alloc() - before
            self.idle_ticks += 1
            self.idle_alloc += spent
            if spent > self.idle_alloc_max:
                self.idle_alloc_max = spent
        self.ticks += 1
        self.now = ticks_add(now, self.tick_ms)
        return not self.done, quiet

    def result(self):
        d = self.digest
        lines = list(d.lines)
        lines.append("DIGEST %08x" % d.value)
        lines.append("FRAMES %d TICKS %d SAVES %d TIMEOUTS %d WATER %d"
                     % (d.count, self.ticks, self.saves, self.timeouts, self.water_rounds))
        if mem_alloc() >= 0:
            lines.append("# idle_ticks %d idle_alloc_bytes %d idle_alloc_max_bytes %d"
                         % (self.idle_ticks, self.idle_alloc, self.idle_alloc_max))
        return "\n".join(lines)


def make(args):
    driver = arg(args, "driver", "master")
    if driver == "app":
        from scenario_app import AppSession
        return AppSession(args)
    if driver != "master":
        raise ValueError("driver must be master or app, got %r" % (driver,))
    return Session(args)
