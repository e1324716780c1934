"""The memory budgets, and the runs that check them on the MicroPython VM.

* ``SESSION_BUDGET`` - a whole seeded Pipes game-master session (32 turns:
  12, then 20 with their water rounds; presses and timeouts), stepped one
  firmware loop tick per call, must complete in a 32 KB heap.  What counts
  is what a board holds for it: the bytecode of the modules it imports, the
  game's state, and each tick's garbage.
* ``GAME_BUDGET`` - a whole simulated 4-player Pipes game (rules engine and
  bots, boards given as text) must complete in a 64 KB heap.

A budget that fails is a bug in the code it measures, not a number to raise.
"""

import json

from tools import mpvm
from tools.mpvm import host

SESSION_BUDGET = 32 * 1024
GAME_BUDGET = 64 * 1024

SESSION_ARGS = {"seed": 7, "players_seed": 1, "turns": 32, "turn_seconds": 60, "tick_ms": 20,
                "record": False, "driver": "master"}
GAME_SEED = 1
GAME_PLAYERS = 4


def session_args(**changes):
    args = dict(SESSION_ARGS)
    args.update(changes)
    return args


def game_args(seed=GAME_SEED, players=GAME_PLAYERS, record=False):
    """Args for one simulated game on boards made here (CPython) as text."""
    host._ensure_path()
    from gamemaster.pipes.boardtext import format_board
    from gamemaster.pipes.generator import BoardSpec, generate_set
    boards = generate_set(BoardSpec(), players, seed)
    args = {"seed": seed, "players": players, "games": 1, "record": record,
            "boards": [format_board(b) for b in boards]}
    if len(json.dumps(args)) > 3000:
        raise ValueError("board texts too long to pass as arguments")
    return args


def run_on_vm(module, args, heap, timeout=300, preload=None, extra_dir=None):
    """Run a scenario on the VM, its lib/ modules preloaded one per call.

    ``extra_dir``: a host folder with more scenario modules (mounted at /extra).
    """
    if preload is None:
        preload = host.import_order(module, args)
    mounts, paths = mpvm.DEFAULT_MOUNTS, mpvm.DEFAULT_PATHS
    if extra_dir:
        mounts = mounts + ((extra_dir, "/extra"),)
        paths = paths + ("/extra",)
    return mpvm.run("step", [module, json.dumps(args, sort_keys=True)], heap=heap,
                    preload=preload, timeout=timeout, mounts=mounts, paths=paths)


def same_game(module, args, heap, extra_dir=None, preload=None):
    """(CPython result, MicroPython VMResult) of one scenario, to compare
    with ``host.comparable``."""
    on_cpython = host.run_cpython(module, args, extra_dir)
    return on_cpython, run_on_vm(module, args, heap, preload=preload, extra_dir=extra_dir)


def run_session(heap=SESSION_BUDGET, **changes):
    return run_on_vm("scenario_session", session_args(**changes), heap)


def run_game(heap=GAME_BUDGET, seed=GAME_SEED, record=False):
    return run_on_vm("scenario_match", game_args(seed=seed, record=record), heap)


def smallest_heap(run, low, high, step=1024):
    """The smallest cap (a multiple of ``step``) under which ``run(heap)``
    completes, by bisection; None when even ``high`` is not enough."""
    if not run(high).ok:
        return None
    lo, hi = low // step, high // step        # run(hi * step) passes
    while hi - lo > 1:
        mid = (lo + hi) // 2
        if run(mid * step).ok:
            hi = mid
        else:
            lo = mid
    return hi * step


def describe(result):
    """One paragraph about a budget run for a failure message."""
    s = result.stats
    parts = ["heap cap %s B" % s.get("heap_cap_bytes"),
             "baseline %s B" % s.get("baseline_alloc_bytes"),
             "live after loading the code %s B" % s.get("live_after_preload_bytes"),
             "peak live %s B" % s.get("peak_live_bytes")]
    loaded = s.get("preloaded") or []
    if loaded:
        prev = s.get("baseline_alloc_bytes") or 0
        sizes = []
        for mod, live in loaded:
            sizes.append("%s +%d" % (mod, live - prev))
            prev = live
        parts.append("code loaded (live bytes each adds): " + ", ".join(sizes))
    return "; ".join(parts) + "\n" + result.summary()
