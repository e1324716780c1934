# The whole firmware on CircuitPython's own VM: CircuitPython 10.2.1's unix
# port (tools/mpvm/cpvm.py finds it, builds the folder this runs in and
# reads what it prints).  One process is one boot of the board: code.py's
# Device() and its loop ticks, as tools/mpvm/vm/scenario_firmware.py plays
# them on the MicroPython VM (FirmwareRun, reused here), until the run's end,
# a power cut or the firmware's own restart (supervisor.reload); the NVM is
# read from and written to nvm.bin beside settings.toml.
#
# Stand-ins only for what the unix port lacks (tools/mpvm/standins: board,
# busio, keypad, the display bus, the supervisor...): its displayio.Bitmap,
# Palette and ColorConverter, vectorio's shapes, bitmaptools and
# audiocore.RawSample are the real C objects.  displayio's Group and
# TileGrid, which it lacks, come from the stand-in module (copied here as
# _sdisplayio.py: a built-in module's name cannot be a file's), with the
# real classes put in it.  PWMAudioOut's stand-in sizes its DMA buffer from
# the sample's length, which a real RawSample does not say: RawSample is
# wrapped by a function noting each new sample's length (the last four).
#
#   micropython-cp10.2.1-i386 -X heapsize=N cp_firmware.py args.json
#
# args: "mode" "run" (a scripted run: firmware_ram's presses) or "soak" (a
# player of its own, below); "collect": collect before every tick and
# report the live heap (else the collector runs only when the heap is
# full, as on a board); "sample_ms": in a soak, how often the largest free
# block is read (a collection, then micropython.mem_info()); and
# FirmwareRun's (board, game, settings, boot, presses, end_ms).
# Prints "CPVM <json>" at the end: the result, the live heap's figures, the
# interned names, why the boot ended.

import gc
import sys

import micropython


def _real_modules():
    import _saudiocore
    import _sdisplayio
    import array
    import audiocore
    import displayio
    for name in ("Bitmap", "Palette", "ColorConverter"):
        setattr(_sdisplayio, name, getattr(displayio, name))
    sys.modules["displayio"] = _sdisplayio
    # [id, bytes] of the last 4 samples made, and how many were
    lengths = _saudiocore.LENGTHS = array.array("L", [0] * 9)

    def raw_sample(buffer, **kw):
        s = audiocore.RawSample(buffer, **kw)
        i = lengths[8] % 4
        lengths[2 * i] = id(s)
        lengths[2 * i + 1] = len(buffer) * (2 if getattr(buffer, "typecode", "b") in "hH" else 1)
        lengths[8] += 1
        return s
    _saudiocore.RawSample = raw_sample
    sys.modules["audiocore"] = _saudiocore


HARNESS = ("_cheap", "terminalio", "fontio", "keypad", "adafruit_pixelbuf", "neopixel_write", "board",
           "supervisor", "microcontroller", "watchdog", "audiopwmio", "digitalio", "busio", "fourwire",
           "busdisplay", "vectorio", "bitmaptools", "scenario_firmware")


class _Lcg:
    # the soak's own dice (no random module: the same run on every VM)
    def __init__(self, seed):
        self.s = seed & 0x7FFFFFFF or 1

    def below(self, n):
        self.s = (self.s * 1103515245 + 12345) & 0x7FFFFFFF
        return (self.s >> 8) % n


def _fill(n):
    # ``n`` names more, so the run-time pools hold exactly the 1,260 names of
    # their first six (20, 40, ... 640) and the firmware's names open the
    # seventh (1,280 names: 7,704 B, a board's first six for the firmware's
    # names alone come to 7,744 B): a board's C modules' names are in its
    # firmware, the stand-ins' here are interned at run time, and without
    # this the firmware's would open a pool a board never makes, late, in a
    # fragmented heap (tools/mpvm/cpvm.py)
    class _Names:
        pass
    o = _Names()
    for i in range(n):
        setattr(o, "_q%d" % i, 0)


def _sample(t):
    # the largest free block after a collection: mem_info prints it
    gc.collect()
    print("@FREE", t)
    micropython.mem_info()


def main():
    import json
    with open(sys.argv[1]) as f:
        args = json.load(f)
    _real_modules()
    for name in HARNESS:
        __import__(name)
    if args.get("names"):
        # how many names the harness interned (tools/mpvm/cpvm.py fills the
        # run-time pools up from there)
        print("@QSTR")
        micropython.qstr_info()
        return
    _fill(args.get("fill", 0))
    import microcontroller
    try:
        with open("nvm.bin", "rb") as f:
            microcontroller.nvm[0:len(microcontroller.nvm)] = f.read()
    except OSError:
        pass
    from scenario_firmware import FirmwareRun
    args["notes"] = False
    if args.get("mode") == "soak":
        from cp_soak import SoakRun
        run = SoakRun(args, _Lcg(args.get("seed", 1)))
    else:
        run = FirmwareRun(args)
    # what the run holds of its own (its press schedule, its notes), taken
    # off with the stand-ins; the supervisor's allocations (run.port) count
    gc.collect()
    harness = gc.mem_alloc() - run.port
    collect = args.get("collect", False)
    sample_ms = args.get("sample_ms", 0)
    next_sample = 0
    live_max = live_boot = 0
    ended = "end"
    err = None
    try:
        while True:
            if collect:
                gc.collect()
                live = gc.mem_alloc()
                if run.dev is not None:
                    if not live_boot:
                        live_boot = live
                    live_max = max(live_max, live)
            more = run.step()
            if sample_ms and run.t >= next_sample:
                _sample(run.t)
                next_sample = run.t + sample_ms
            if not more:
                break
    except MemoryError as e:
        ended, err = "MemoryError", e
    if run.reload_at >= 0:
        ended = "reload"
    elif getattr(run, "cut", False):
        ended = "cut"
    with open("nvm.bin", "wb") as f:
        for p in range(len(microcontroller.nvm) // 256):
            f.write(microcontroller.nvm[p * 256:(p + 1) * 256])
    if err is not None:
        run = None
        gc.collect()
        import traceback
        traceback.print_exception(err)
        print("CPVM " + json.dumps({"ended": ended, "harness": harness}))
        return
    if sample_ms:
        _sample(run.t)
    # the board's part ends here: the firmware let go before the run's
    # figures are written (their text is the harness's, not the board's)
    game = run.game()
    run.dev = None
    for name in list(sys.modules):
        if name.startswith(("gamemaster", "gmfw.", "boards")) and name != "gmfw.telemetry":
            del sys.modules[name]
    gc.collect()
    print("@QSTR")
    micropython.qstr_info()
    from gmfw import telemetry
    soak = run.soak() if hasattr(run, "soak") else None
    if soak is not None:
        # a soak's boot says only what the soak reads, in a short text: at
        # its end the heap may have no room for a long one
        result = "FRAMES %d ERRORS %d %s UNDOS %d RELOAD %d" % (
            telemetry.frame, len(telemetry.errors), " | ".join(telemetry.errors), run.undos, run.reload_at)
    else:
        result = run.result().split(" MODULES")[0]
    print("CPVM " + json.dumps({"ended": ended, "harness": harness, "port": run.port, "t": run.t,
                                 "live_max": live_max, "live_boot": live_boot,
                                 "degraded": bool(telemetry.degraded), "game": game, "soak": soak,
                                 "result": result}))


main()
