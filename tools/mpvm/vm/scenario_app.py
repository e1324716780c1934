# The session scenario driven through the whole appliance
# (gamemaster.app.App: gestures, undo stack, saves, the game registry):
# 80 ms taps into App.button, App.tick, App.stamp / App.view, App.take_save.

from scenario_session import BOOT_IMPORTS, Session

TAP_MS = 80


class AppSession(Session):
    IMPORTS = BOOT_IMPORTS + ("gamemaster.snapshot", "gamemaster.binary", "gamemaster.gestures",
                              "gamemaster.menu", "gamemaster.app")

    def start(self):
        from gamemaster.app import App
        self.app = App(self.settings)
        self.app.boot(self.now, None)

    def inputs(self, now):
        # returns constant tuples: building one per tick would be the
        # driver's own allocation, counted against the app's idle ticks
        edges = False
        if self.press_at is not None and ticks_diff(now, self.press_at) >= 0:
            self.app.button(True, self.press_at)
            self.release_at = ticks_add(self.press_at, TAP_MS)
            self.press_at = None
            edges = True
        if self.release_at is not None and ticks_diff(now, self.release_at) >= 0:
            self.app.button(False, self.release_at)
            self.release_at = None
            edges = True
        return (True, None) if edges else (False, None)

    def save(self, now, data):
        return self.app.take_save(now)


from gamemaster.ticks import ticks_add, ticks_diff  # noqa: E402 - after the class, as booted
