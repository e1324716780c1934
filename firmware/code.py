# The game-master appliance: CircuitPython entry point.
#
# Everything interesting lives in the gmfw package (hardware glue) and in
# lib/gamemaster (the portable game logic).  This file stays tiny so that a
# crash message points at a real module, and so the desktop simulator can run
# it unchanged.
from gmfw.main import run

run()
