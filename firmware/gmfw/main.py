# The main loop: button edges in, frames out, snapshots to NVM.
#
# Per loop tick: drain keypad events into the app (timestamps from keypad, so
# a slow frame never misjudges a hold), advance the app, and redraw only when
# the app's stamp changed.  The watchdog is fed only after a whole tick, so a
# hang anywhere in it resets the board, which then resumes from NVM.  An
# exception inside a tick is shown on screen and the game continues from its
# last snapshot instead of stopping the table.

import gc
import sys
import time

import supervisor

from gamemaster.ticks import ticks_diff
from gmfw import nvmstore, telemetry

LOOP_SLEEP_S = 0.02
HEALTHY_AFTER_MS = 60000


def _entropy():
    try:
        import os
        b = os.urandom(4)
        return b[0] | (b[1] << 8) | (b[2] << 16) | (b[3] << 24)
    except (ImportError, AttributeError, NotImplementedError, OSError):
        return supervisor.ticks_ms()


class Device:
    def __init__(self):
        # settings.toml, the profile, the hardware, the screen, the app and
        # the game resumed from NVM: gmfw/boot.py, code needed once, dropped
        # when the board is up (it arms the watchdog last)
        from gmfw import boot
        boot.start(self)
        from gamemaster.registry import _drop, forget_games
        _drop("gmfw.boot")
        forget_games()              # the games' table: boot, the menu and a new game read it

    def _afford_picture(self, view):
        # A picture's module (gmfw.art_<kind>) is compiled when it first
        # shows: with too little heap the screen shows it in words instead.
        # The check (gmfw.heap) is loaded for this and dropped: pictures
        # come rarely, and its code would be held all game.
        # A picture off screen whose module stays loaded (RESIDENT) compiles
        # nothing when it comes back, so the check is not loaded for it.
        # True when the picture's code is to be compiled (tick() draws the
        # frame at the start of the next tick).
        art = view.art
        screen = self.screen
        if screen is None or art is None or art[0] == "text" or screen.degraded or \
                art[0] in screen.arts:
            return False
        name = "gmfw.art_" + art[0]
        if name in sys.modules:
            return False
        from gamemaster.registry import _drop
        from gmfw import heap
        line = heap.short(name)
        _drop("gmfw.heap")
        if line is not None:
            screen.drop_art()
            telemetry.degraded = True
            self.app.notices.append(line)
            return False
        return True

    def _new_app(self):
        from gamemaster.app import App
        from gmfw.hardware import DriveFiles
        app = App(self.settings, _entropy, DriveFiles(self.device_battles))
        app.needs_restart = self.needs_restart
        return app

    def needs_restart(self, settings):
        # Whether a new game of the settings' game and mode needs code this
        # boot did not load (gmfw/boot.py: dev.loaded): another game, or
        # another mode of a game whose boot loads by mode.  Compiled beside
        # the code loaded, another game's peaked 96.5 KB (Flipop's clock to
        # against the device: docs/performance.md); after a restart it
        # compiles first, in a heap that holds nothing else.
        game, mode, kept = self.loaded
        if settings.get("GM_GAME") != game:
            return True
        return mode is not None and (settings.get(mode[0]) in mode[1]) != kept

    def restart(self, now):
        # The menu chose such a game (App.switching): the menu's changes
        # saved as the game to start (App.snapshot(switch=True)), written at
        # once whatever the pacing, then supervisor.reload(): code.py runs
        # again, NVM kept, and boot starts that game (gmfw/boot.py
        # read_saved).  The reload takes effect as the VM next checks for a
        # pending exception (CircuitPython's supervisor/shared/reload.c):
        # the ticks until then do nothing.  Without NVM, or when the write
        # fails, the game starts here as before.
        app = self.app
        app.switching = None
        wrote = False
        if self.hw.nvm is not None:
            gap, self.store.gap = self.store.gap, 0
            try:
                wrote = self.store.save(app.snapshot(now, switch=True), now, app.snapshot)
            except OSError:          # the flash worn out (nvmstore.write): start it here
                wrote = False
            self.store.gap = gap
        if wrote:
            telemetry.saves += 1
            supervisor.reload()
        else:
            app.switching = False
            app.new_game(now)

    def tick(self):
        now = supervisor.ticks_ms()
        if self.pending is not None:
            # a frame whose picture's code is not loaded, built (and its
            # heap checked) in the last tick: drawn first in this one, so
            # the picture compiles before anything else of the tick is made
            # (beside the last tick's view build and that frame's own
            # labels it was the peak of a game: docs/performance.md)
            view, self.pending = self.pending, None
            self.render(view, now)
        app = self.app
        keys = self.hw.keys
        if keys is not None:
            ev = keys.events.get()
            while ev is not None:
                app.button(ev.pressed, ev.timestamp)
                ev = keys.events.get()
            if keys.events.overflowed:
                # overflowed is read-only on CircuitPython; clear() resets it
                keys.events.clear()
                keys.reset()                  # a held key reports a fresh press
                app.button_lost(False, now)
        app.tick(now)
        if app.switching is not False:
            # a new game this boot has not the code for: saved, restarted
            if app.switching:
                self.restart(now)
            if app.switching is None:
                return
        stamp = app.stamp(now)
        if stamp != self.stamp:
            # (the first frame after a boot is drawn in its tick: the board
            # shows the game as soon as code.py first sleeps)
            shown = self.stamp is not None
            self.stamp = stamp
            view = app.view(now)
            if self._afford_picture(view) and shown:
                self.pending = view
            else:
                self.render(view, now)
        self.sound.service(now)
        data = app.take_save(now)
        if data is not None or self.store.held:
            self.save(data, now)
        if not self.healthy and ticks_diff(now, self.boot_ticks) > HEALTHY_AFTER_MS:
            self.mark_healthy()
        self.failures = 0
        telemetry.quiet_from = now
        telemetry.quiet_ms = 0 if self.pending is not None else self.quiet_ms(now)

    def quiet_ms(self, now):
        # ms from now during which a tick without button events does nothing
        # but feed the watchdog (-1: until a button event; 0: any tick may
        # act): the app's wake_in, the note playing, the healthy mark.
        # Published in telemetry for the simulator, which skips those ticks.
        w = self.app.wake_in(now)
        if w == 0:
            return 0
        held = self.store.wait_ms(now)
        if held >= 0:
            w = held if w < 0 else min(w, held)
        s = self.sound
        if s.playing or s.queue:
            left = ticks_diff(s.until, now)
            if left <= 0:
                return 0
            w = left if w < 0 else min(w, left)
        if not self.healthy:
            left = HEALTHY_AFTER_MS + 1 - ticks_diff(now, self.boot_ticks)
            if left <= 0:
                return 0
            w = left if w < 0 else min(w, left)
        return w

    def mark_healthy(self):
        """Running fine for a while: clear safemode.py's reset-loop counter."""
        self.healthy = True
        # safemode.py's rules (gamemaster.recovery) once, then dropped
        from gamemaster import recovery
        from gamemaster.registry import _drop
        recovery.mark_healthy(self.hw.nvm)
        _drop("gamemaster.recovery")

    def render(self, view, now):
        self.sound.enabled = self.settings.get("GM_SOUND")
        # the screen first: a picture it compiles meets less of the tick
        if self.screen is not None:
            from gamemaster.registry import LANG
            if LANG != "en":
                # letters the font may lack, spelt plainly (gmfw.glyphs: an
                # English board never loads it)
                from gmfw import glyphs
                view = glyphs.view(self, view)
            try:
                self.screen.show(view)
            except MemoryError:
                gc.collect()
                self.screen.drop_art()
                telemetry.degraded = True
                self.screen.show(view)
            self.screen.refresh()
        if self.ring is not None:
            b = self.hw.brightness(self.settings)
            if b != self.brightness:
                self.brightness = b
                self.ring.set_brightness(b)
            self.ring.show(view.ring)
        self.sound.cue(self.app.cue_tones(view.cue), view.cue_id, now)
        telemetry.publish(view)

    def save(self, data, now):
        # data None: write the state now when the pacer holds a save and its
        # gap is over
        if data is not None:
            self.last_saved = data
        worn = len(nvmstore.worn)
        problem = None
        try:
            if self.store.save(data, now, self.app.snapshot):
                telemetry.saves += 1
        except Exception as e:  # noqa: BLE001 - a failed save must not stop play
            problem = e
        if problem is None and len(nvmstore.worn) > worn:
            problem = nvmstore.worn          # a page worn out: the other one holds the saves
        if problem is not None:
            # one line on screen, once, in the language in use (gmfw.rescue,
            # loaded for it and dropped); the game goes on
            from gmfw.rescue import save_problem
            save_problem(self, problem)


def _failed(dev, err):
    # A tick raised: gmfw/rescue.py (code needed only then) shows it and
    # rebuilds the app, or resets the board.  The app is freed first, so
    # the module compiles in the heap the game held.
    dev.app = None
    dev.pending = None
    gc.collect()
    from gamemaster.registry import _drop
    try:
        from gmfw import rescue
        rescue.failed(dev, err)
    except Exception as again:  # noqa: BLE001 - recovery itself failed
        print("recovery failed:", again)
        import microcontroller
        microcontroller.reset()
    finally:
        _drop("gmfw.rescue")


def run():
    dev = Device()
    while True:
        try:
            dev.tick()
        except Exception as e:  # noqa: BLE001 - keep the table playing (MemoryError too)
            _failed(dev, e)
        try:
            dev.hw.feed()
            time.sleep(LOOP_SLEEP_S)
        except Exception as e:  # noqa: BLE001 - a RAISE-mode timeout lands anywhere
            _failed(dev, e)
