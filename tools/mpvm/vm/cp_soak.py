# The soak's player on CircuitPython's own VM (tools/mpvm/cpvm.py soak,
# run by cp_firmware.py): one boot of the board played by a person who taps,
# pauses, takes presses back, opens the menu and looks around, waits a long
# while now and then, until the power is cut (``cut_ms`` after boot) or a
# change asked of the menu (``goal``: [key, value], from ``goal_ms``) is made
# and a new game started, which may restart the board (supervisor.reload).
# Each action is planned as the last one's release has been delivered,
# from what the app shows then (the menu's entries read from it).

from scenario_firmware import FirmwareRun

TAP, PAUSE, UNDO, MENU = 80, 1200, 2500, 4600
WAITS = (300, 700, 1500, 3000, 8000, 20000, 60000, 150000)
# the entries a look around the menu may change (a game or a mode only as
# asked: ``goal``)
FREE = ("GM_SOUND", "GM_BRIGHTNESS", "GM_RESUME", "GM_TURN_SECONDS")


class SoakRun(FirmwareRun):
    def __init__(self, args, dice):
        FirmwareRun.__init__(self, dict(args, presses=[], end_ms=args["cut_ms"]))
        self.dice = dice
        self.goal = args.get("goal")
        self.goal_ms = args.get("goal_ms", 0)
        self.cut = False
        self.goals = 0                    # goals reached (a new game started after the change)
        self.menus = 0

    def step(self):
        # the next action is planned once the app has taken the last one
        # (a release is final CHATTER_MS after it: 300 ms of ticks later)
        if self.dev is not None and self.next_event >= self.n_events and \
                (self.n_events == 0 or self.t >= self.events[2 * self.n_events - 2] + 300):
            self._plan()
        more = FirmwareRun.step(self)
        if not more and self.reload_at < 0:
            self.cut = True
        return more

    def _skip_quiet(self, quiet_ms):
        if self.next_event < self.n_events:            # none skipped before the plan
            FirmwareRun._skip_quiet(self, quiet_ms)

    def soak(self):
        return {"goals": self.goals, "menus": self.menus}

    def _press(self, at, hold):
        self.events[0] = at
        self.events[1] = 1
        self.events[2] = at + hold
        self.events[3] = 0
        self.n_events = 2
        self.next_event = 0

    def _plan(self):
        app = self.dev.app
        t = self.t
        menu = app.menu
        if menu.open:
            if not hasattr(menu, "index"):           # opening: its frame first
                self._press(t + 1000, TAP)
            else:
                self._in_menu(app, menu, t)
            return
        if self.goal is not None and t >= self.goal_ms:
            self.menus += 1
            self._press(t + 500, MENU)
            return
        r = self.dice.below(100)
        wait = WAITS[self.dice.below(len(WAITS))]
        if r < 72:
            hold = TAP
        elif r < 80:
            hold = PAUSE
        elif r < 92:
            hold = UNDO
        else:
            self.menus += 1
            hold = MENU
        self._press(t + wait, hold)

    def _in_menu(self, app, menu, t):
        items = menu.items(app)
        at = menu.index % len(items)
        kind, key = items[at][0], items[at][1]
        goal = self.goal
        if goal is not None:
            want = "new" if app.settings.get(goal[0]) == goal[1] else goal[0]
            if (kind == "new" and want == "new") or (key is not None and key == want):
                if kind == "new":
                    self.goal = None
                    self.goals += 1
                self._press(t + 700, PAUSE)
            else:
                self._press(t + 700, TAP)
            return
        r = self.dice.below(10)
        if r < 6:
            self._press(t + 900, TAP)
        elif r < 8 or not (kind != "setting" or key in FREE):
            self._press(t + 900, UNDO)                # leave the menu
        else:
            self._press(t + 900, PAUSE)               # resume, a new game, a setting changed
