# What a loop tick that raised leads to (gmfw.main run): loaded only then,
# after main has freed the app, and dropped again.
#
# The error is shown and the app rebuilt from the last snapshot.  If the
# rebuilt game fails again straight away, the snapshot itself may be what
# breaks it: the third failure in a row starts a new game instead; should
# even that keep failing, the board resets (and ``safemode.py``'s loop guard
# stops a reset loop).  A RAISE-mode watchdog timeout (nRF52840) ends like
# RESET mode's, in a reset that resumes from NVM.

import supervisor

from gmfw import telemetry

NEW_GAME_AFTER_FAILURES = 3    # the snapshot keeps failing: start a new game
RESET_AFTER_FAILURES = 6       # even a new game fails: reset the board


def said(problem):
    # a save's problem (gmfw.main Device.save, in English for the
    # telemetry) in the language in use; this module dropped again
    from gamemaster.registry import _drop, words
    _drop("gmfw.rescue")
    w = words("gamemaster.notices")
    head = "save failed: "
    if problem[:len(head)] == head:
        return w[6] % problem[len(head):]                # save_failed
    return w[7]                                          # flash_worn


def failed(dev, err):
    import microcontroller
    timeout = dev.hw.watchdog_timeout
    if timeout is not None and isinstance(err, timeout):
        print("watchdog timeout: reset")
        microcontroller.reset()
    dev.failures += 1
    msg = "error: %s" % (err,)
    telemetry.record_error(msg)
    print(msg)
    if dev.failures > RESET_AFTER_FAILURES:
        microcontroller.reset()
    app = dev.app = dev._new_app()
    now = supervisor.ticks_ms()
    from gamemaster.snapshot import SnapshotError
    resumed = False
    if dev.last_saved is not None and dev.failures < NEW_GAME_AFTER_FAILURES:
        try:
            resumed = app.restore(dev.last_saved, now)
        except SnapshotError:
            resumed = False
    if not resumed:
        app.new_game(now)
    try:
        from gamemaster.registry import words
        msg = words("gamemaster.notices")[10] % (err,)     # error, in the language in use
    except Exception:  # noqa: BLE001 - the words may be what fails: as the code says it
        pass
    app.notices.append(msg)
    dev.stamp = None
    if dev.screen is not None:
        # the message shown whole, in red, at once (rendering may be what
        # failed): the screen's hint panel
        try:
            dev.screen._show_hint(msg)
            dev.screen.hint.color = 0xFF4040
        except Exception:  # noqa: BLE001 - nothing more can be done on screen
            pass
