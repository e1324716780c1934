"""The whole firmware on CircuitPython's own VM: CircuitPython 10.2.1's unix port.

``micropython-cp10.2.1-i386`` (not in this repository: ``GM_CP_UNIX``, or
``../shared/tools/circuitpython-unix/`` beside the repository, or
``/work/shared/tools/circuitpython-unix/``; its README says how it was
built) is CircuitPython 10.2.1's VM built 32-bit with a full firmware
build's VM settings: 1-byte interned-name hashes, one fixed heap of
``-X heapsize`` bytes whose collector runs inside a call when an allocation
needs room (as on a board), the collector's tables (1/32 of the heap) inside
that heap, a 2 KB Python stack beside it.  Its displayio.Bitmap, Palette and
ColorConverter, vectorio's shapes, bitmaptools and audiocore.RawSample are
the real C objects; what it lacks (board, busio, keypad, displayio's Group
and TileGrid, the supervisor...) are tools/mpvm/standins, as on the
MicroPython VM (tools/mpvm/vm/cp_firmware.py).

Two uses:

* ``figures``: each of firmware_ram's runs (its presses, boots and resume)
  on each nRF52840 profile: the live heap between ticks (a collection
  before every tick) and the smallest heap the run completes in, whole
  (no MemoryError, no picture turned off for want of heap), to 256 B; less
  what the stand-ins and the driver hold (measured in the same process),
  with the same things counted beside it as firmware_ram.counted (the
  Python stack, the tables, the flash cache): ``peak_bytes``, beside the
  MicroPython VM's (docs/performance.md, "On CircuitPython's own VM").
* ``soak``: every game on a profile played for hours of simulated time by a
  player of its own (tools/mpvm/vm/cp_soak.py: taps, pauses, undos, the
  menu, long waits, power cuts, a game's modes and the games changed in the
  menu, each boot a process with the NVM kept), in a fixed heap of
  ``SOAK_HEAP`` bytes plus what the stand-ins hold: no MemoryError, no error,
  no picture off; the smallest largest free block seen (a collection, then
  micropython.mem_info(), every ``SAMPLE_MS``) says how fragmented the heap
  got.

``python -m tools.mpvm.cpvm [--table] [--soak] [--board clue|cpb]``.
"""

import hashlib
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

from tools.mpvm import firmware_ram

ROOT = firmware_ram.ROOT
ENV = "GM_CP_UNIX"
NAME = "micropython-cp10.2.1-i386"
SHA256 = "d933fe9bb860126ac8819792d39b9bcfe580a3bde40a0ceb27db977fb79f6297"
PLACES = (os.path.join(ROOT, "..", "shared", "tools", "circuitpython-unix"),
          "/work/shared/tools/circuitpython-unix")
# the soak's heap: the ~137 KB the Python heap reaches on a CLUE or CPB
# (CircuitPython 10.2.1's builds, docs/performance.md "The budget") less the
# 4.2 KB flash cache CircuitPython 10 holds while a computer is attached
SOAK_HEAP = 132000
SOAK_HOURS = 2.0
SAMPLE_MS = 10000
# what a board holds besides the heap, as firmware_ram counts it
STACK = firmware_ram.CIRCUITPY[10]["stack_bytes"]
FLASH_CACHE = firmware_ram.CIRCUITPY[10]["flash_cache_bytes"]
STEP = 256
# the run-time pools' first six hold 20 + 40 + ... + 640 names (py/qstr.c)
POOLS_NAMES = 1260


def binary():
    """The VM's path, or None: ``GM_CP_UNIX`` (the file or its folder), else
    the shared folder beside the repository or under /work."""
    env = os.environ.get(ENV)
    places = [env] if env else []
    for p in places + list(PLACES):
        f = os.path.join(p, NAME) if os.path.isdir(p) else p
        if os.path.isfile(f) and os.access(f, os.X_OK):
            return os.path.abspath(f)
    return None


_CHECKED = {}


def missing():
    """Why the VM cannot run here, or None."""
    b = binary()
    if b is None:
        where = os.environ.get(ENV) or " or ".join(os.path.abspath(p) for p in PLACES)
        return "%s not found (%s; set %s to its path)" % (NAME, where, ENV)
    if b not in _CHECKED:
        with open(b, "rb") as f:
            _CHECKED[b] = hashlib.sha256(f.read()).hexdigest()
    if _CHECKED[b] != SHA256:
        return "%s is not the build its README describes (sha256 %s)" % (b, _CHECKED[b])
    return None


class Boot:
    """What one process (one boot of the board) did."""

    def __init__(self, returncode, out, err, timed_out=False):
        self.returncode = returncode
        self.out = out
        self.err = err
        self.timed_out = timed_out
        m = re.search(r"^CPVM (.*)$", out, re.M)
        self.figures = json.loads(m.group(1)) if m else {}
        # micropython.mem_info(): "GC: total: T, used: U, free: F" then
        # "... max free sz: N" (blocks of 16 B), after each "@FREE t"
        self.samples = [(int(t), int(total), int(used), int(free) * 16) for t, total, used, free in re.findall(
            r"^@FREE (\d+)\n(?:.*\n)*?GC: total: (\d+), used: (\d+).*\n.*max free sz: (\d+)", out, re.M)]
        q = re.search(r"@QSTR\nqstr pool: n_pool=(\d+), n_qstr=(\d+), n_str_data_bytes=(\d+), "
                      r"n_total_bytes=(\d+)", out)
        self.qstr = [int(x) for x in q.groups()] if q else None

    @property
    def ended(self):
        return self.figures.get("ended", "crashed" if not self.timed_out else "timed out")

    @property
    def whole(self):
        """Played through: no MemoryError, no error shown, no picture off."""
        res = self.figures.get("result", "")
        return (self.returncode == 0 and self.ended in ("end", "cut", "reload") and "ERRORS 0 " in res
                and not self.figures.get("degraded"))

    def summary(self):
        return ("ended %s, rc %s\n" % (self.ended, self.returncode)) + self.out[-3000:] + \
            ("\n[stderr]\n" + self.err[-3000:] if self.err.strip() else "")


class Folder:
    """A folder the VM runs in: the stand-ins (displayio's and audiocore's
    under other names: tools/mpvm/vm/cp_firmware.py), the drivers, a copy of
    boards/, the drive's golems (for the runs that read them), the NVM."""

    def __init__(self, drive=False, build=None):
        # ``build``: the CircuitPython build whose glyphs terminalio.FONT
        # holds (gamemaster.letters.BUILDS; None: the English one's ASCII)
        self.top = tempfile.mkdtemp(prefix="gm-cpvm-")
        st = os.path.join(self.top, "standins")
        shutil.copytree(os.path.join(ROOT, "tools", "mpvm", "standins"), st,
                        ignore=shutil.ignore_patterns("__pycache__"))
        if build is not None:
            from tools.mpvm.firmware_ram_lang import set_font
            set_font(st, build)
        shutil.copy(os.path.join(st, "displayio.py"), os.path.join(st, "_sdisplayio.py"))
        shutil.copy(os.path.join(st, "audiocore.py"), os.path.join(st, "_saudiocore.py"))
        vm = os.path.join(self.top, "vm")
        os.mkdir(vm)
        for name in ("scenario_firmware.py", "cp_firmware.py", "cp_soak.py"):
            shutil.copy(os.path.join(ROOT, "tools", "mpvm", "vm", name), vm)
        fwb = os.path.join(self.top, "fwb")
        shutil.copytree(os.path.join(ROOT, "boards"), os.path.join(fwb, "boards"),
                        ignore=shutil.ignore_patterns("__pycache__"))
        if drive:
            shutil.copytree(os.path.join(ROOT, "examples", "golems"), os.path.join(self.top, "golems"))
        # the firmware and lib/ linked in, every path short and relative
        # (a module's __file__ is interned: on a board it is "/lib/..." or
        # "/gmfw/...", so a long host path would count ~1 KB of names more)
        os.symlink(os.path.join(ROOT, "firmware"), os.path.join(self.top, "fw"))
        os.symlink(os.path.join(ROOT, "lib"), os.path.join(self.top, "lib"))
        self.path = "standins:vm:fw:fwb:lib"
        self._fill = {}

    def names(self, board):
        """How many names to intern before the firmware boots
        (cp_firmware.py _fill): the run-time pools' first six (1,260 names)
        less those the harness interned."""
        if board not in self._fill:
            r = self.run({"board": board, "names": True}, BIG)
            if r.qstr is None:
                raise RuntimeError("counting the CP VM harness's names failed:\n" + r.summary())
            if r.qstr[1] > POOLS_NAMES:
                raise RuntimeError("the CP VM's harness interns %d names, more than %d" % (r.qstr[1], POOLS_NAMES))
            self._fill[board] = POOLS_NAMES - r.qstr[1]
        return self._fill[board]

    def clear_nvm(self):
        nvm = os.path.join(self.top, "nvm.bin")
        if os.path.exists(nvm):
            os.remove(nvm)

    def nvm(self):
        with open(os.path.join(self.top, "nvm.bin"), "rb") as f:
            return f.read()

    def set_nvm(self, data):
        with open(os.path.join(self.top, "nvm.bin"), "wb") as f:
            f.write(data)

    def run(self, args, heap, timeout=900):
        """One boot with ``args`` (cp_firmware.py's) in a ``heap``-byte heap."""
        if not args.get("names"):
            args = dict(args, fill=self.names(args["board"]))
        with open(os.path.join(self.top, "args.json"), "w") as f:
            json.dump(args, f)
        cmd = [binary(), "-X", "heapsize=%d" % heap, os.path.join(self.top, "vm", "cp_firmware.py"),
               os.path.join(self.top, "args.json")]
        env = dict(os.environ, MICROPYPATH=self.path)
        try:
            p = subprocess.run(cmd, cwd=self.top, env=env, capture_output=True, text=True, timeout=timeout)
            return Boot(p.returncode, p.stdout, p.stderr)
        except subprocess.TimeoutExpired as e:
            out = e.stdout.decode() if isinstance(e.stdout, bytes) else (e.stdout or "")
            return Boot(-9, out, "", timed_out=True)

    def close(self):
        shutil.rmtree(self.top, ignore_errors=True)


def _boots(name):
    # firmware_ram's run as a list of boots' args (cp_firmware.py's), and the resumed boot's
    spec = dict(firmware_ram.BATTLE if name == "battle" else firmware_ram.RUNS[name])
    boots = spec.pop("boots", None) or [{}]
    spec.pop("drive", None)
    spec.pop("battle", None)
    out = [dict(spec, **dict((k, v) for k, v in b.items() if k != "loads")) for b in boots]
    return out, dict(spec, **firmware_ram.RESUME)


def _play(folder, boots, board, heap, collect):
    # every boot in turn, the NVM kept: the Boot of each (stops at the first
    # that is not whole)
    folder.clear_nvm()
    done = []
    for i, b in enumerate(boots):
        r = folder.run(dict(b, board=board, collect=collect), heap)
        done.append(r)
        if not r.whole:
            break
    return done


BIG = 512 * 1024


def figures_of(name, board, resume=True, smallest=True):
    """{name: figures, name + "_resumed": figures} on the CP VM for one of
    firmware_ram's runs on ``board`` (``smallest``: find the smallest heap
    too, a dozen runs more)."""
    boots, again = _boots(name)
    folder = Folder(drive=bool(firmware_ram.RUNS.get(name, {}).get("drive")))
    try:
        out = {}
        kinds = [(name, boots)] + ([(name + "_resumed", [again])] if resume else [])
        nvm_before = None
        for label, seq in kinds:
            if label.endswith("_resumed"):
                folder.set_nvm(nvm_before)
                runs = [folder.run(dict(seq[0], board=board, collect=True), BIG)]
            else:
                runs = _play(folder, seq, board, BIG, True)
                nvm_before = folder.nvm()
            for r in runs:
                if not r.whole:
                    raise RuntimeError("%s on %s (CP VM) did not play through:\n%s" % (label, board, r.summary()))
            harness = runs[0].figures["harness"]
            live = max(r.figures["live_max"] for r in runs) - harness
            port = runs[0].figures["port"]
            row = {"peak_live_bytes": live,
                   "after_boot_bytes": runs[0].figures["live_boot"] - harness,
                   "harness_bytes": harness,
                   "names": runs[-1].qstr[1] if runs[-1].qstr else None}
            if smallest:
                need = max(_smallest(folder, label, boots, again, i, board, nvm_before)
                           for i in range(len(runs))) - harness
                row["heap_peak_bytes"] = need
                row.update(firmware_ram.counted(need, port))
            row["result"] = " || ".join(r.figures["result"] for r in runs)
            out[label] = row
        return out
    finally:
        folder.close()


def _pool(heap):
    # the collector's pool in a ``heap``-byte heap (py/gc.c gc_setup_area,
    # CircuitPython 10: 2 + 1 + 1 bits of tables a 16-byte block)
    blocks = (heap - 1) * 8 // (16 * 8 + 4) // 4 * 4
    return blocks * 16


def _smallest(folder, label, boots, again, i, board, nvm_before):
    """The smallest pool (bytes of blocks, the tables left out) in which
    boot ``i`` of the run plays whole, to STEP bytes, by bisection: the NVM
    it boots with is the one the boots before it left (at a heap with room)."""
    if label.endswith("_resumed"):
        args, nvm = again, nvm_before
    else:
        args = boots[i]
        nvm = None
        if i:
            folder.clear_nvm()
            for b in boots[:i]:
                folder.run(dict(b, board=board, collect=False), BIG)
            nvm = folder.nvm()

    def ok(pool):
        heap = pool * 33 // 32 + 64
        while _pool(heap) < pool:
            heap += 16
        if nvm is None:
            folder.clear_nvm()
        else:
            folder.set_nvm(nvm)
        return folder.run(dict(args, board=board, collect=False), heap).whole

    lo, hi = 32 * 1024 // STEP, 200 * 1024 // STEP
    if not ok(hi * STEP):
        raise RuntimeError("%s boot %d on %s (CP VM): not whole even in %d B" % (label, i + 1, board, hi * STEP))
    while hi - lo > 1:
        mid = (lo + hi) // 2
        if ok(mid * STEP):
            hi = mid
        else:
            lo = mid
    return hi * STEP


def figures(which=None, boards=firmware_ram.PROFILES, resume=True, jobs=None):
    """{board: {run: figures}} on the CP VM for firmware_ram's runs."""
    which = tuple(which or firmware_ram.RUNS)
    work = [(b, n) for b in boards for n in which]
    jobs = jobs or max(1, min(4, os.cpu_count() or 1))
    if jobs > 1:
        from concurrent.futures import ThreadPoolExecutor
        with ThreadPoolExecutor(jobs) as pool:
            done = list(pool.map(lambda w: figures_of(w[1], w[0], resume), work))
    else:
        done = [figures_of(n, b, resume) for b, n in work]
    out = dict((b, {}) for b in boards)
    for (b, _n), f in zip(work, done):
        out[b].update(f)
    return out


# -- the soak -----------------------------------------------------------------

GAMES = ("pipes", "golems", "flipop", "icetowers")
# what the soak changes in each game's menu, in turn, every MODE_EVERY_MS of
# that game's play: a mode of its own where the game has one (Flipop's four,
# Golem Battle's variants; a change that needs other code restarts the
# board), else a setting of its menu
MODES = {"pipes": ("GM_TURN_SECONDS", (30, 90, 60)),
         "golems": ("GOLEMS_VARIANT", ("siege", "beginner", "standard")),
         "flipop": ("FLIPOP_MODE", ("versus", "move", "vs-clock", "bank")),
         "icetowers": ("ICETOWERS_VARIANT", ("gus", "double", "normal"))}
MODE_EVERY_MS = 30 * 60000
CUT_MS = (6 * 60000, 25 * 60000)          # a power cut this long after each boot


def harness_bytes(folder, board):
    """What the stand-ins, the driver and the run's own state hold in the
    CP VM's heap (a boot of the Pipes run, a heap with room)."""
    boots, _ = _boots("pipes")
    r = folder.run(dict(boots[0], board=board, end_ms=100), BIG)
    if "harness" not in r.figures:
        raise RuntimeError("measuring the CP VM's harness failed:\n" + r.summary())
    return r.figures["harness"]


def soak_heap(harness):
    """-X heapsize for the soak: SOAK_HEAP for the firmware, and room for
    what the harness holds (its blocks and their tables)."""
    return SOAK_HEAP + harness * 33 // 32 + 256


def soak(board, hours=SOAK_HOURS, seed=1, log=None, lang=None, build=None):
    """Every game on ``board``'s profile played ``hours`` of simulated time
    each, in a SOAK_HEAP heap (plus the harness's room): boots in turn, each
    ended by a power cut or the firmware's own restart for a change asked of
    the menu (the next game when one has had its hours, its next mode
    every MODE_EVERY_MS).  Raises on a boot that does not play whole (a
    MemoryError, an error shown, a picture off).  Returns {"heap_bytes",
    "harness_bytes", "boots", "reloads", "cuts", "hours": {game: h},
    "min_largest_free_bytes", "at", "max_used_bytes", "undos", "menus"}; ``log``
    (a file) gets a line a boot.  ``lang``: GM_LANG in settings.toml, on the
    font of ``build`` (None: the language's own build)."""
    import random
    dice = random.Random(seed)
    if lang is not None and build is None:
        from tools.mpvm.firmware_ram_lang import _letters
        build = _letters().BUILD_FOR[lang]
    folder = Folder(build=build)
    try:
        harness = harness_bytes(folder, board)
        heap = soak_heap(harness)
        folder.clear_nvm()
        played = dict((g, 0) for g in GAMES)
        modes = dict((g, 0) for g in GAMES)
        next_mode = dict((g, MODE_EVERY_MS) for g in GAMES)
        target = int(hours * 3600000)
        game = GAMES[0]
        out = {"heap_bytes": heap, "harness_bytes": harness, "boots": 0, "reloads": 0, "cuts": 0,
               "min_largest_free_bytes": None, "at": None, "max_used_bytes": 0, "undos": 0, "menus": 0}
        while any(played[g] < target for g in GAMES):
            goal = None
            goal_ms = dice.randrange(60000, 5 * 60000)
            if played[game] >= target:
                goal = ["GM_GAME", [g for g in GAMES if played[g] < target][0]]
                goal_ms = 3000
            elif played[game] >= next_mode[game]:
                key, values = MODES[game]
                goal = [key, values[modes[game] % len(values)]]
            args = {"mode": "soak", "board": board, "game": GAMES[0], "boot": "resume",
                    "cut_ms": dice.randrange(*CUT_MS), "goal": goal, "goal_ms": goal_ms,
                    "seed": dice.randrange(1, 1 << 30), "sample_ms": SAMPLE_MS}
            if lang is not None:
                args["settings"] = 'GM_LANG = "%s"\n' % lang
            r = folder.run(args, heap)
            out["boots"] += 1
            if not r.whole:
                raise RuntimeError("soak on %s, boot %d (%s, %.2f h played): not whole\n%s" % (
                    board, out["boots"], game, sum(played.values()) / 3.6e6, r.summary()))
            f = r.figures
            now = f["game"] or game
            if now != game and goal is None:
                raise RuntimeError("soak on %s: the game changed from %s to %s unasked" % (board, game, now))
            game = now
            played[game] += f["t"]
            res = f["result"]
            out["undos"] += int(res.split("UNDOS ")[1].split()[0])
            out["menus"] += f["soak"]["menus"]
            reached = f["soak"]["goals"] > 0
            if f["ended"] == "reload":
                out["reloads"] += 1
            else:
                out["cuts"] += 1
            if reached and goal[0] == "GM_GAME":
                game = goal[1]
            elif reached:
                modes[game] += 1
                next_mode[game] = played[game] + MODE_EVERY_MS
            for t, total, used, free in r.samples:
                out["max_used_bytes"] = max(out["max_used_bytes"], used - harness)
                if out["min_largest_free_bytes"] is None or free < out["min_largest_free_bytes"]:
                    out["min_largest_free_bytes"] = free
                    out["at"] = "%s, boot %d, %d s after it" % (game, out["boots"], t // 1000)
            if log is not None:
                low = min([s[3] for s in r.samples] or [0])
                log.write("boot %d %s %s: %d s, %s, largest free block %d B; hours %s\n" % (
                    out["boots"], board, game, f["t"] // 1000, f["ended"], low,
                    " ".join("%s %.2f" % (g, played[g] / 3.6e6) for g in GAMES)))
                log.flush()
        out["hours"] = dict((g, round(played[g] / 3.6e6, 2)) for g in GAMES)
        return out
    finally:
        folder.close()


def table(cp, mp):
    """The CP VM's figures beside the MicroPython VM's (firmware_ram.measure):
    a line per run and board."""
    lines = ["%-24s %-5s %7s %7s %7s %7s %7s %7s" % ("run", "board", "mp live", "cp live", "mp heap",
                                                    "cp heap", "mp peak", "cp peak")]
    for board in sorted(cp):
        for name in sorted(cp[board]):
            c, m = cp[board][name], mp[board][name]
            lines.append("%-24s %-5s %7d %7d %7d %7d %7d %7d" % (
                name, board, m["peak_live_bytes"], c["peak_live_bytes"], m["heap_peak_bytes"],
                c["heap_peak_bytes"], m["peak_bytes"], c["peak_bytes"]))
    return "\n".join(lines)


def main(argv=None):
    """``python -m tools.mpvm.cpvm [--table] [--soak] [--board B] [--hours H]``:
    the runs' figures on the CP VM (JSON, or ``--table`` beside the
    MicroPython VM's), or the soak (its summary; a line a boot on stderr)."""
    import argparse
    p = argparse.ArgumentParser(prog="python -m tools.mpvm.cpvm")
    p.add_argument("--table", action="store_true")
    p.add_argument("--soak", action="store_true")
    p.add_argument("--board", choices=firmware_ram.PROFILES, action="append")
    p.add_argument("--hours", type=float, default=SOAK_HOURS)
    args = p.parse_args(sys.argv[1:] if argv is None else argv)
    reason = missing()
    if reason:
        print("CircuitPython VM unavailable: " + reason, file=sys.stderr)
        return 2
    boards = tuple(args.board or firmware_ram.PROFILES)
    if args.soak:
        for b in boards:
            print(json.dumps({b: soak(b, args.hours, log=sys.stderr)}, sort_keys=True))
        return 0
    cp = figures(boards=boards)
    if args.table:
        print(table(cp, firmware_ram.measure(boards=boards, jobs=max(1, min(4, os.cpu_count() or 1)))))
    else:
        print(json.dumps(cp, indent=1, sort_keys=True))
    return 0


if __name__ == "__main__":
    sys.exit(main())
