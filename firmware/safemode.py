# CircuitPython runs this file instead of code.py when it boots into safe
# mode.  Transient crashes (hard fault, watchdog, brownout) reset the board so
# code.py resumes the saved game; a reset loop or a user request stays here.
import microcontroller
import supervisor

from gamemaster.recovery import COUNTER_INDEX, decide

reason = supervisor.runtime.safe_mode_reason
nvm = microcontroller.nvm
action, counter = decide(reason, nvm[COUNTER_INDEX])
print("safe mode:", reason, "->", action, "(count %d)" % counter)
if nvm[COUNTER_INDEX] != counter:
    nvm[COUNTER_INDEX] = counter
if action == "reset":
    microcontroller.reset()
