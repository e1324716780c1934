"""The web page's figures, measured in headless Chromium, merged into
bench/results.json (``web_*`` keys, their "how", and details["web"]).

    python web/bench.py [--out bench/results.json] [--loads 3] [--taps 12]
"""

import argparse
import json
import os
import platform
import statistics
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
if ROOT not in sys.path:
    sys.path.insert(0, ROOT)

from web import browser, build  # noqa: E402

READY = ("return !!(window.gm && gm.ready && gm.view && "
         "gm.figures.load_to_first_frame_ms !== undefined)")

HOW = {
    "web_load_to_first_frame_ms":
        "Headless Chromium %s (web/browser.py), page served by web/build.py on 127.0.0.1, a fresh "
        "profile per load (nothing cached): performance.now() at the end of the first canvas "
        "paint, i.e. from navigation start through fetching the page, the MicroPython VM (wasm) "
        "and %d Python files, importing lib/gamemaster and the firmware's Screen in the VM, to "
        "the first frame drawn; median of %d loads (each load and the reloads from the service "
        "worker's cache in details).",
    "web_press_to_frame_ms":
        "Same browser: %d taps (space, held 80 ms, the events stamped by web/browser.py) each starting the next Pipes "
        "turn, and the taps that end the water rounds on the way; from the key-up event's "
        "timestamp (a tap is decided on release) to the end of the "
        "requestAnimationFrame paint showing the new turn; median (max in details).  The page "
        "runs a tick at once on every button edge instead of waiting for its next timer (the "
        "game's wake_in: a second during a countdown, 20 ms at the least), and a key or a finger "
        "has no contact-bounce window (a tap is decided on its release), so the new frame is the "
        "next animation frame after the release.",
    "web_phone_game_area_fraction":
        "Same browser emulating a phone (touch, device pixel ratio 2) at 390x844 and at 844x390: "
        "the drawn screen's side (gm.geometry.screen, CSS px) over the viewport's short side; "
        "the smaller of the two orientations (both in details).",
    "web_vm_heap_live_bytes":
        "Same browser, after those turns (water rounds included): gc.mem_alloc() in the page's "
        "VM right after a gc.collect() called from JS (the page collects once a second; the "
        "port collects only between calls from JS), i.e. lib/gamemaster, the firmware's "
        "Screen and art modules on the displayio stand-ins and webgm.py, all compiled from .py "
        "in the VM; the largest allocation seen before a collection is in details.",
}


def _load(url):
    with browser.Browser(size=(1280, 800)) as b:
        b.get(url)
        b.wait(READY, timeout=60, what="the first frame")
        cold = b.js("return gm.figures.load_to_first_frame_ms")
        b.wait("return navigator.serviceWorker.ready.then(r => !!r.active)", timeout=30,
               what="the service worker")
        b.refresh()
        b.wait(READY, timeout=60, what="the first frame after a reload")
        warm = b.js("return gm.figures.load_to_first_frame_ms")
    return cold, warm


def phone_area(url):
    """{"390x844": fraction, "844x390": fraction}: the game's screen over the
    viewport's short side, a phone upright and on its side."""
    out = {}
    for w, h in ((390, 844), (844, 390)):
        with browser.Browser(size=(w, h), phone=True) as b:
            b.get(url + "?seed=7")
            b.wait(READY, timeout=60, what="the first frame")
            screen, iw, ih = b.js("return [gm.geometry.screen, innerWidth, innerHeight]")
            out["%dx%d" % (iw, ih)] = round(screen / min(iw, ih), 3)
    return out


def collect(url, loads=3, taps=12):
    cold, warm = [], []
    for _ in range(loads):
        c, w = _load(url + "?seed=7")
        cold.append(c)
        warm.append(w)
    with browser.Browser(size=(1280, 800)) as b:
        b.get(url + "?seed=7")
        b.wait(READY, timeout=60, what="the first frame")
        b.press()                                 # ready -> turn 1 (not timed)
        b.wait("return gm.view.turn === 1")
        b.js("gm.figures.press_to_frame_ms = []; gm.figures.frame_step_ms = []; "
             "gm.figures.input_delay_ms = []; return 1")
        for turn in range(2, taps + 2):
            b.press(gap_ms=250)
            b.wait("return gm.view.turn === %d || gm.view.phase === 'water'" % turn)
            while b.js("return gm.view.phase") == "water":
                b.press(gap_ms=250)
                b.wait("return gm.view.phase === 'turn'")
        time.sleep(2.5)                           # two of the page's collections
        fig = b.js("return gm.figures")
        state = b.js("return [gm.view.turn, gm.view.water_round, gm.errors]")
    presses = fig["press_to_frame_ms"]
    area = phone_area(url)
    details = {
        "load_cold_ms": cold, "load_warm_from_service_worker_ms": warm,
        "press_to_frame_ms": presses, "press_to_frame_max_ms": max(presses),
        # the VM's share: one Python call (tick + view + display list + JSON) per frame
        "frame_step_ms_median": statistics.median(fig["frame_step_ms"]),
        "frame_step_ms_max": max(fig["frame_step_ms"]),
        # the browser's: from the release event's timestamp to its handler running
        "input_delay_ms_median": statistics.median(fig["input_delay_ms"]),
        "vm_heap_peak_alloc_bytes": fig["vm_heap_peak_alloc_bytes"],
        "vm_heap_live_bytes": fig["vm_heap_live_bytes"],
        "played_to": {"turn": state[0], "water_round": state[1]}, "errors": state[2],
        "vm_initial_heap_bytes": 1024 * 1024,
        "phone_game_area_fraction": area,
    }
    figures = {
        "web_load_to_first_frame_ms": statistics.median(cold),
        "web_press_to_frame_ms": statistics.median(presses),
        "web_vm_heap_live_bytes": fig["vm_heap_live_bytes"],
        "web_phone_game_area_fraction": min(area.values()),
    }
    return figures, details


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", default=os.path.join(ROOT, "bench", "results.json"))
    ap.add_argument("--loads", type=int, default=3)
    ap.add_argument("--taps", type=int, default=12)
    args = ap.parse_args(argv)
    why = browser.missing()
    if why:
        print("web bench: %s" % why, file=sys.stderr)
        return 1
    with tempfile.TemporaryDirectory() as tmp:
        site = os.path.join(tmp, "site")
        manifest = build.build(site)
        server, url = browser.serve(site)
        try:
            figures, details = collect(url, args.loads, args.taps)
        finally:
            server.shutdown()
            server.server_close()
    chromium = os.popen("%s --version 2>/dev/null" % browser.tools()[0]).read().strip()
    details["chromium"] = chromium
    details["python_files"] = len(manifest["vm"])
    details["machine"] = {"cpus": os.cpu_count(), "platform": platform.platform()}
    results = {}
    if os.path.exists(args.out):
        with open(args.out) as f:
            results = json.load(f)
    results.update(figures)
    how = results.setdefault("how", {})
    how["web_load_to_first_frame_ms"] = HOW["web_load_to_first_frame_ms"] % (
        chromium or "?", len(manifest["vm"]), args.loads)
    how["web_press_to_frame_ms"] = HOW["web_press_to_frame_ms"] % args.taps
    how["web_vm_heap_live_bytes"] = HOW["web_vm_heap_live_bytes"]
    how["web_phone_game_area_fraction"] = HOW["web_phone_game_area_fraction"]
    results.setdefault("details", {})["web"] = details
    with open(args.out, "w") as f:
        json.dump(results, f, indent=1, sort_keys=True)
        f.write("\n")
    for k in sorted(figures):
        print("%-28s %s" % (k, figures[k]))
    print("details: %s" % json.dumps(details, sort_keys=True))
    print("written: %s" % args.out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
