# One big button, several meanings: timestamped press/release -> gestures.
#
# The table needs "continue" to be instant and fool-proof, and the rarer
# commands to be impossible to trigger by accident.  So a short press is
# always "tap"; longer holds pass through zones that the screen and ring show
# while the button is down, and the gesture is decided on release:
#
#     held < TAP_MAX_MS                 -> "tap"    (continue)
#     TAP_MAX_MS .. UNDO_MS             -> "pause"  (pause / resume)
#     UNDO_MS .. MENU_MS                -> "undo"   (take back the last press)
#     reaching MENU_MS while still held -> "menu"   (fires at once; the release is ignored)
#
# A tap is decided at its release, at once: the release edge of a contact
# that had been closed for ``CHATTER_MS`` is real (contacts bounce right after
# they move, not while they rest), so the table's "continue" never waits.
#
# Contacts bounce and ``keypad`` may drop events when its queue overflows, so:
# a release followed by a press within ``CHATTER_MS`` is one press (after a
# tap, the re-closed contact is the same press: its release gives nothing
# more); a release within ``CHATTER_MS`` of a press edge, and every release
# of a hold longer than a tap, is final only once ``CHATTER_MS`` has passed
# without a new press; a press while already pressed, or a release while
# released, is absorbed; and ``resync`` (after an overflow) abandons the
# gesture in progress rather than guessing, so the game can never be left
# waiting for a release.

from gamemaster.ticks import ticks_diff

TAP = "tap"
PAUSE = "pause"
UNDO = "undo"
MENU = "menu"

TAP_MAX_MS = 700
UNDO_MS = 2000
MENU_MS = 4000
CHATTER_MS = 40
CARRY_MS = 200      # keypad.reset() re-reports a held key within a scan or two


class GestureClassifier:
    # the hold thresholds are TAP_MAX_MS, UNDO_MS and MENU_MS above
    def __init__(self, chatter_ms=CHATTER_MS):
        self.chatter_ms = chatter_ms
        self._down = False          # debounced state
        self._down_at = 0           # when the current press began
        self._edge_at = 0           # the last press edge (a bounce's too)
        self._tapped = False        # this press already gave its tap
        self._up_at = 0             # when a tentative release happened
        self._release_pending = False
        self._menu_fired = False
        self._carry_menu = False    # an overflow hit a press that had opened the menu
        self._resync_at = 0
        self._out = []              # gestures decided, not yet taken

    def feed(self, pressed, timestamp):
        # One raw edge from keypad (``pressed`` True/False) at ``timestamp`` ms.
        if pressed:
            if self._release_pending or self._tapped:
                if 0 <= ticks_diff(timestamp, self._up_at) < self.chatter_ms:
                    # bounce: the press continues as if never released
                    self._release_pending = False
                    self._down = True
                    self._edge_at = timestamp
                    return
                if self._release_pending:
                    self._finish_release()
            if self._down:
                return              # duplicate press (a release was dropped)
            self._down = True
            self._down_at = self._edge_at = timestamp
            self._tapped = False
            # the same physical press reported again after an overflow, when
            # the menu had already opened: its release must stay silent
            self._menu_fired = self._carry_menu and ticks_diff(timestamp, self._resync_at) < CARRY_MS
            self._carry_menu = False
        else:
            if not self._down:
                return              # duplicate release
            self._down = False
            self._up_at = timestamp
            if (not self._tapped and not self._menu_fired
                    and ticks_diff(timestamp, self._edge_at) >= self.chatter_ms
                    and ticks_diff(timestamp, self._down_at) < TAP_MAX_MS):
                # a resting contact opened: the tap is real, now
                self._tapped = True
                self._out.append(TAP)
                return
            self._release_pending = True

    def poll(self, now):
        # Decide what time alone decides; returns the next gesture or None.
        if self._release_pending and ticks_diff(now, self._up_at) >= self.chatter_ms:
            self._finish_release()
        elif self._tapped and not self._down and ticks_diff(now, self._up_at) >= self.chatter_ms:
            self._tapped = False        # the tap's release stayed open: settled
        if self._down and not self._menu_fired and ticks_diff(now, self._down_at) >= MENU_MS:
            self._menu_fired = True
            self._out.append(MENU)
        if self._out:
            return self._out.pop(0)
        return None

    def _finish_release(self):
        self._release_pending = False
        if self._menu_fired:
            self._menu_fired = False
            return
        held = ticks_diff(self._up_at, self._down_at)
        if self._tapped:
            # the contact bounced after a tap and settled: that tap was the
            # press, unless the finger held on into a longer gesture
            self._tapped = False
            if held < TAP_MAX_MS:
                return
        if held < TAP_MAX_MS:
            self._out.append(TAP)
        elif held < UNDO_MS:
            self._out.append(PAUSE)
        elif held < MENU_MS:
            self._out.append(UNDO)
        else:
            self._out.append(MENU)

    def resync(self, pressed_now, now):
        # After lost events: forget the gesture in progress, adopt the
        # button's real state.  A press in progress is restarted at ``now``
        # (its earlier part is unknown), so it can still become a tap.
        self._carry_menu = self._menu_fired and self._down
        self._resync_at = now
        self._release_pending = False
        self._tapped = False
        self._menu_fired = self._carry_menu and bool(pressed_now)
        self._down = bool(pressed_now)
        self._down_at = self._edge_at = now

    def busy(self):
        # True while a gesture is being decided (held, or a release not yet
        # past the chatter window): time alone will change things.
        return self._down or self._release_pending or bool(self._out)

    def held_ms(self, now):
        # How long the button has been held, or -1 when it is up.
        if self._down:
            return ticks_diff(now, self._down_at)
        return -1

    def shown_ms(self, now):
        # The hold the screen and ring show: ``held_ms``, kept while a
        # release is being decided, so the zone stays up until its gesture
        # lands (no frame of the screen underneath in between).
        if self._release_pending:
            return ticks_diff(self._up_at, self._down_at)
        return self.held_ms(now)

    def pending(self, now):
        # The gesture a release now would give, or the one a release
        # being decided will give (for on-screen feedback).
        held = self.shown_ms(now)
        if held < 0 or self._menu_fired:
            return None
        if held < TAP_MAX_MS:
            return None if self._tapped else TAP
        if held < UNDO_MS:
            return PAUSE
        if held < MENU_MS:
            return UNDO
        return MENU
