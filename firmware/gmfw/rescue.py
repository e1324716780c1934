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


def save_problem(dev, problem):
    # A save that failed (``problem``: its exception) or a flash page worn
    # out (the list of worn pages), from gmfw.main Device.save: one line on
    # screen, once, in the language in use, and in English in the telemetry;
    # this module dropped again
    from gamemaster.registry import _drop, words
    _drop("gmfw.rescue")
    if isinstance(problem, Exception):
        text, i = "save failed: %s" % problem, 6                          # save_failed
    else:
        text, i = "flash page worn out: saving in the other one", 7      # flash_worn
    if text != dev.problem:
        dev.problem = text
        telemetry.record_error(text)
        line = words("gamemaster.words_notices")[i]
        dev.app.notices.append(line % problem if i == 6 else line)


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
        msg = words("gamemaster.words_notices")[10] % (err,)     # error, in the language in use
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
