# What to do after CircuitPython boots into safe mode (``safemode.py``).
#
# Safe mode stops the device at the table with a message nobody reads.  Most
# reasons (a hard fault, a watchdog reset, a brownout when the cable is
# kicked) are transient: the right move is to reset and let ``code.py``
# resume the saved game.  A counter kept in the last NVM byte stops a reset
# loop: after ``MAX_RESETS`` safe-mode resets without a healthy run in
# between, the device stays in safe mode so a person can look.  The user's
# own request for safe mode (reset pressed during boot) is always honoured.

MAX_RESETS = 3
COUNTER_INDEX = -1          # last NVM byte; snapshots live at the start

TRANSIENT = ("HARD_FAULT", "WATCHDOG", "BROWNOUT", "STACK_OVERFLOW", "NLR_JUMP_FAIL",
             "GC_ALLOC_OUTSIDE_VM", "INTERRUPT_ERROR", "SDK_FATAL_ERROR", "FLASH_WRITE_FAIL",
             "NO_HEAP")


def reason_name(reason):
    """``supervisor.SafeModeReason.WATCHDOG`` prints as
    ``supervisor.SafeModeReason.WATCHDOG``; keep the last part."""
    text = str(reason)
    dot = text.rfind(".")
    return text[dot + 1:] if dot >= 0 else text


def decide(reason, counter):
    """Returns (action, new counter): action is "reset" or "stay"."""
    name = reason_name(reason)
    if counter == 0xFF:         # erased flash reads 0xFF: no count yet
        counter = 0
    if name not in TRANSIENT:
        return "stay", counter
    if counter >= MAX_RESETS:
        return "stay", counter
    return "reset", counter + 1


def healthy_counter():
    """Value code.py writes once it has run a while: the loop guard resets."""
    return 0


def mark_healthy(nvm):
    # code.py has run a while: the counter is cleared (written only when
    # it counts, so a healthy board does not erase flash at every boot)
    if nvm is not None and len(nvm) and nvm[COUNTER_INDEX] not in (0, 0xFF):
        nvm[COUNTER_INDEX] = healthy_counter()
