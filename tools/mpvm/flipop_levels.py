"""``python -m tools.mpvm.flipop_levels [--moves N] [--levels 1,2,3]``: the
Flipop opponent's think time per move at each level on the MicroPython VM.

Runs the Flipop scenario (tools/mpvm/vm/scenario_flipop.py: engine against
engine from the start, the search stepped as on a board, 5 nodes a step) at
each level under the quiet end rule (so the time is the opponent's search
alone; the exit rule's check between moves is the same at every level) and
prints the search time per move (docs/rules-interpretations.md, part 4,
"Levels", has the figures).
"""

import argparse
import sys

from tools import mpvm
from tools.mpvm import budgets


def per_move_ms(level, moves=12, seed=1):
    args = {"seed": seed, "moves": moves, "level": level, "chunk": 5, "rules": {"end": 2}}
    result = budgets.run_on_vm("scenario_flipop", args, 256 * 1024, timeout=600)
    if not result.ok:
        raise RuntimeError(result.summary())
    for line in result.result.splitlines():
        if line.startswith("# search_us "):
            us = int(line.split()[2])
            played = len([x for x in result.result.splitlines() if x[:1].isdigit()])
            return us / 1000.0 / max(1, played), played
    raise RuntimeError("no search time in:\n" + result.result)


def main(argv=None):
    p = argparse.ArgumentParser(prog="python -m tools.mpvm.flipop_levels")
    p.add_argument("--moves", type=int, default=12, help="moves per level (default 12)")
    p.add_argument("--levels", default="1,2,3,4", help="levels to time (default 1,2,3,4)")
    args = p.parse_args(argv)
    reason = mpvm.missing()
    if reason:
        print("MicroPython VM unavailable: " + reason, file=sys.stderr)
        return 2
    for level in [int(x) for x in args.levels.split(",")]:
        ms, played = per_move_ms(level, args.moves)
        print("level %d: %.0f ms per move on the MicroPython VM (%d moves)" % (level, ms, played))
        sys.stdout.flush()
    return 0


if __name__ == "__main__":
    sys.exit(main())
