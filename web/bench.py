"""The web page's figures, measured in headless Chromium, merged into
bench/results.json (``web_*`` keys, their "how", and details["web"]).

    python web/bench.py [--out bench/results.json] [--loads 3] [--taps 12] [--no-lighthouse]

The phone-network figures use Lighthouse's mobile profile as DevTools
applies it (Lighthouse's own "devtools" throttling: slow 4G = 562.5 ms a
request, 1,474.56 kbit/s down, 607.5 up; the CPU 4x slower; a 412x823 phone
at pixel ratio 1.75), and Lighthouse itself (package.json's pin) for the
total blocking time, the largest contentful paint and the requests.
"""

import argparse
import json
import os
import platform
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
if ROOT not in sys.path:
    sys.path.insert(0, ROOT)

from web import browser, build  # noqa: E402

READY = ("return !!(window.gm && gm.ready && gm.view && "
         "gm.figures.load_to_first_frame_ms !== undefined)")
PAINTED = "return !!(window.gm && gm.figures.first_frame_painted_ms !== undefined)"
LIGHTHOUSE = os.path.join(ROOT, "node_modules", ".bin", "lighthouse")
# Lighthouse's mobile slow 4G as DevTools applies it (lighthouse-core
# constants: throttling.mobileSlow4G with DevTools' adjustments)
SLOW_4G = {"offline": False, "latency": 150 * 3.75, "downloadThroughput": 1638.4 * 0.9 * 1024 / 8,
           "uploadThroughput": 675 * 0.9 * 1024 / 8}
CPU_SLOWDOWN = 4
PHONE = (412, 823)                 # Lighthouse's emulated phone (Moto G Power), CSS px

HOW = {
    "web_load_to_first_frame_ms":
        "Headless Chromium %s (web/browser.py), page served by web/build.py on 127.0.0.1, a fresh "
        "profile per load (nothing cached): performance.now() at the end of the first canvas "
        "paint, i.e. from navigation start through fetching the page, the MicroPython VM (wasm) "
        "and the Python (%d files in archives of .mpy), loading lib/gamemaster and the firmware's Screen in the VM, to "
        "the first frame drawn; median of %d loads (each load and the reloads from the service "
        "worker's cache in details).  No throttling: web_slow4g_first_frame_ms is the phone's.",
    "web_press_to_new_turn_ms":
        "Same browser: %d taps (space, held 80 ms, the events stamped by web/browser.py) each starting the next Pipes "
        "turn, and the taps that end the water rounds on the way; from the key-up event's "
        "timestamp (a tap is decided on release) to the paint showing the new turn (a task "
        "queued from the requestAnimationFrame that drew it runs once that frame is painted); "
        "median (all in details).  The page steps the game in the event's handler, and a key "
        "or a finger has no contact-bounce window, so the new turn is the next frame painted.",
    "web_press_to_first_change_ms":
        "The same taps: from the key-down event's timestamp to the paint showing the press "
        "(the hold feedback: the ring's first twelfth and the hint), measured the same way; "
        "median (all in details).",
    "web_slow4g_first_frame_ms":
        "Chromium %s on Lighthouse's mobile profile as DevTools applies it (slow 4G: 562.5 ms "
        "a request, 1,474.56 kbit/s; CPU 4x slower; a 412x823 phone), a fresh profile each "
        "load: navigation start to the paint of the game's first frame (gm:first frame); "
        "median of %d cold loads (each, and the reloads from the offline cache, in details; "
        "the machine's load average in details.load_average).",
    "web_slow4g_first_frame_cached_ms":
        "The same loads reloaded once the service worker holds the build (the offline cache), "
        "same throttling: navigation start to the first frame painted; median.",
    "web_requests_cold":
        "Those cold loads: the requests the page's server answered from the navigation until "
        "the service worker is active and a second more (the other games' code and the "
        "offline cache's filling included); the most of the %d loads (each load's paths in "
        "details; Lighthouse's count of its own window in details.lighthouse).",
    "web_total_blocking_ms":
        "Lighthouse %s (package.json's pin), mobile, DevTools throttling (as above), a cold "
        "load of ?seed=7: total blocking time (the long tasks' time over 50 ms between the "
        "first contentful paint and interactive); the median of 3 runs (each in "
        "details.lighthouse).",
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


# the browser's own largest-contentful-paint entries, as Lighthouse reads them
LCP_WATCH = """
window.gmLcp = [];
new PerformanceObserver((list) => {
  for (const e of list.getEntries())
    gmLcp.push([Math.round(e.startTime), e.element ? (e.element.id || e.element.tagName) : null, e.size]);
}).observe({ type: "largest-contentful-paint", buffered: true });"""


def slow4g(url, server, loads=3):
    """Cold loads on the phone profile, each reloaded from the offline
    cache: ([cold ms], [cached ms], [{stage: ms}] of the first load,
    [[LCP ms, element id, size] of each cold load], [the paths ``server``
    answered for each cold visit, its offline cache filled])."""
    cold, cached, stages, lcps, answered = [], [], [], [], []
    for i in range(loads):
        with browser.Browser(size=PHONE, phone=True, pixel_ratio=1.75) as b:
            b.get("about:blank")
            b._cdp("Page.enable", {})
            b._cdp("Page.addScriptToEvaluateOnNewDocument", {"source": LCP_WATCH})
            b._cdp("Network.enable", {})
            b._cdp("Network.emulateNetworkConditions", SLOW_4G)
            b._cdp("Emulation.setCPUThrottlingRate", {"rate": CPU_SLOWDOWN})
            n = len(server.answered)
            b.get(url + "?seed=7")
            b.wait(PAINTED, timeout=120, what="the first frame on slow 4G")
            cold.append(b.js("return gm.figures.first_frame_painted_ms"))
            stages.append(b.js("return Object.fromEntries(performance.getEntriesByType('measure')"
                               ".map((m) => [m.name, Math.round(m.duration)]))"))
            time.sleep(1.5)                      # the first frame's image decoded and painted
            lcps.append(b.js("return gmLcp[gmLcp.length - 1]"))
            b.wait("return navigator.serviceWorker.ready.then(r => !!r.active)", timeout=120,
                   what="the service worker")
            time.sleep(1)
            answered.append(server.answered[n:])
            b.refresh()
            b.wait(PAINTED, timeout=60, what="the first frame from the offline cache")
            cached.append(b.js("return gm.figures.first_frame_painted_ms"))
    return cold, cached, stages, lcps, answered


def lighthouse(url):
    """Lighthouse (package.json's pin) on the mobile profile with DevTools
    throttling: its figures, or None when it is not installed."""
    if not os.path.isfile(LIGHTHOUSE):
        return None
    chromium = browser.tools()[0]
    flags = " ".join(f for f in browser.FLAGS if not f.startswith("--autoplay"))
    out = subprocess.run([LIGHTHOUSE, url + "?seed=7", "--only-categories=performance", "--output=json",
                          "--quiet", "--form-factor=mobile", "--throttling-method=devtools",
                          "--chrome-flags=" + flags], capture_output=True, text=True, timeout=300,
                         env=dict(os.environ, CHROME_PATH=chromium))
    r = json.loads(out.stdout)
    a = r["audits"]
    items = a["network-requests"]["details"]["items"]
    lcp = a.get("largest-contentful-paint-element", {}).get("details", {})
    node = None
    for it in lcp.get("items", []):
        for sub in (it.get("items") or [it]):
            n = sub.get("node")
            if n:
                node = {"selector": n.get("selector"), "snippet": n.get("snippet")}
                break
        if node:
            break
    timings = {u["name"]: round(u.get("startTime", 0))
               for u in a.get("user-timings", {}).get("details", {}).get("items", [])
               if u["name"] == "gm:first frame"}
    return {
        "version": r.get("lighthouseVersion"),
        "performance": r["categories"]["performance"]["score"],
        "requests": len(items),
        # over the network: not the blob of the first frame's image, nor the
        # page's own reads of the HTTP cache filling the offline cache
        "network_requests": len([i for i in items if i.get("transferSize", 0) > 0]),
        "request_urls": [i["url"].rsplit("/", 1)[-1] or "/" for i in items],
        "transfer_bytes": sum(i.get("transferSize", 0) for i in items),
        "total_blocking_ms": round(a["total-blocking-time"]["numericValue"]),
        "first_contentful_paint_ms": round(a["first-contentful-paint"]["numericValue"]),
        "largest_contentful_paint_ms": round(a["largest-contentful-paint"]["numericValue"]),
        "largest_contentful_paint_element": node,
        "first_frame_user_timing_ms": timings.get("gm:first frame"),
        "runtime_error": r.get("runtimeError"),
    }


def collect(url, server, loads=3, taps=12, lighthouse_run=True):
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
        time.sleep(0.2)
        b.js("gm.figures.press_to_frame_ms = []; gm.figures.press_to_first_change_ms = []; "
             "gm.figures.frame_step_ms = []; gm.figures.input_delay_ms = []; return 1")
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
    firsts = fig["press_to_first_change_ms"]
    area = phone_area(url)
    load_before = os.getloadavg()[0]
    s4_cold, s4_cached, s4_stages, s4_lcp, s4_answered = slow4g(url, server, max(5, loads))
    # Lighthouse three times (a shared machine's load moves the blocking
    # time): the run of the median blocking time, every run's in details
    lh = None
    if lighthouse_run:
        runs = [r for r in (lighthouse(url) for _ in range(3)) if r]
        if runs:
            runs.sort(key=lambda r: r["total_blocking_ms"])
            lh = dict(runs[len(runs) // 2])
            lh["total_blocking_ms_runs"] = [r["total_blocking_ms"] for r in runs]
            lh["first_frame_user_timing_ms_runs"] = [r["first_frame_user_timing_ms"] for r in runs]
    details = {
        "load_cold_ms": cold, "load_warm_from_service_worker_ms": warm,
        "press_to_new_turn_ms": presses, "press_to_first_change_ms": firsts,
        # the VM's share: one Python call (tick + view + display list + JSON) per frame
        "frame_step_ms_median": statistics.median(fig["frame_step_ms"]),
        "frame_step_ms_max": max(fig["frame_step_ms"]),
        # the browser's: from the event's timestamp to its handler running
        "input_delay_ms_median": statistics.median(fig["input_delay_ms"]),
        "vm_heap_peak_alloc_bytes": fig["vm_heap_peak_alloc_bytes"],
        "vm_heap_live_bytes": fig["vm_heap_live_bytes"],
        "played_to": {"turn": state[0], "water_round": state[1]}, "errors": state[2],
        "vm_initial_heap_bytes": 1024 * 1024,
        "phone_game_area_fraction": area,
        "slow4g_cold_ms": s4_cold, "slow4g_from_offline_cache_ms": s4_cached,
        "slow4g_stages_ms": s4_stages[0],
        # Chromium's largest contentful paint of each cold load: [ms, element id, size]
        "slow4g_largest_contentful_paint": s4_lcp,
        # what a cold visit asked the server for, its offline cache filled
        "requests_cold_visit": s4_answered[0],
        "lighthouse": lh,
        # the shared machine's 1-minute load average before and after the
        # throttled loads and Lighthouse (the CPU figures move with it)
        "load_average": [round(load_before, 1), round(os.getloadavg()[0], 1)],
    }
    figures = {
        "web_load_to_first_frame_ms": statistics.median(cold),
        "web_press_to_new_turn_ms": statistics.median(presses),
        "web_press_to_first_change_ms": statistics.median(firsts),
        "web_vm_heap_live_bytes": fig["vm_heap_live_bytes"],
        "web_phone_game_area_fraction": min(area.values()),
        "web_slow4g_first_frame_ms": statistics.median(s4_cold),
        "web_slow4g_first_frame_cached_ms": statistics.median(s4_cached),
        # the most a cold visit asked the server for, the offline cache's filling included
        "web_requests_cold": max(len(a) for a in s4_answered),
    }
    if lh:
        figures["web_total_blocking_ms"] = lh["total_blocking_ms"]
    return figures, details


def build_bytes(site, manifest):
    """What a load fetches, [bytes, brotli'd bytes]: the wasm, the scripts
    (index.html, app.js, render.js, micropython.mjs), the Python a plain
    address's load waits for (python.bin and the first game's archive), every
    archive; and the Python source on the page."""
    def size(*names):
        raw = sum(os.path.getsize(os.path.join(site, n)) for n in names)
        br = sum(os.path.getsize(os.path.join(site, n + ".br")) for n in names)
        return [raw, br]
    archives = [u for u in manifest["urls"] if u.endswith(".bin")]
    source = sum(os.path.getsize(src) for src, _ in build.page_files(build._python_files()) if src.endswith(".py"))
    return {"wasm": size("vendor/micropython.wasm"),
            "scripts": size("index.html", "app.js", "render.js", "vendor/micropython.mjs"),
            "python_first_load": size("python.bin", "python-%s.bin" % manifest["games"][0]),
            "python_archives": size(*archives), "python_source": source}


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", default=os.path.join(ROOT, "bench", "results.json"))
    ap.add_argument("--loads", type=int, default=3)
    ap.add_argument("--taps", type=int, default=12)
    ap.add_argument("--no-lighthouse", action="store_true", help="leave out Lighthouse's run")
    args = ap.parse_args(argv)
    why = browser.missing()
    if why:
        print("web bench: %s" % why, file=sys.stderr)
        return 1
    with tempfile.TemporaryDirectory() as tmp:
        site = os.path.join(tmp, "site")
        manifest = build.build(site)
        sizes = build_bytes(site, manifest)
        server, url = browser.serve(site)
        try:
            figures, details = collect(url, server, args.loads, args.taps, not args.no_lighthouse)
        finally:
            server.shutdown()
            server.server_close()
    chromium = os.popen("%s --version 2>/dev/null" % browser.tools()[0]).read().strip()
    details["chromium"] = chromium
    details["python_files"] = len(manifest["vm"])
    details["build_files"] = manifest["urls"]
    details["bytes"] = sizes
    details["machine"] = {"cpus": os.cpu_count(), "platform": platform.platform()}
    results = {}
    if os.path.exists(args.out):
        with open(args.out) as f:
            results = json.load(f)
    results.pop("web_press_to_frame_ms", None)         # now the two press figures below
    results.update(figures)
    how = results.setdefault("how", {})
    how.pop("web_press_to_frame_ms", None)
    how["web_load_to_first_frame_ms"] = HOW["web_load_to_first_frame_ms"] % (
        chromium or "?", len(manifest["vm"]), args.loads)
    how["web_press_to_new_turn_ms"] = HOW["web_press_to_new_turn_ms"] % args.taps
    how["web_press_to_first_change_ms"] = HOW["web_press_to_first_change_ms"]
    how["web_vm_heap_live_bytes"] = HOW["web_vm_heap_live_bytes"]
    how["web_phone_game_area_fraction"] = HOW["web_phone_game_area_fraction"]
    how["web_slow4g_first_frame_ms"] = HOW["web_slow4g_first_frame_ms"] % (chromium or "?", max(5, args.loads))
    how["web_slow4g_first_frame_cached_ms"] = HOW["web_slow4g_first_frame_cached_ms"]
    how["web_requests_cold"] = HOW["web_requests_cold"] % max(5, args.loads)
    if "web_total_blocking_ms" in figures:
        how["web_total_blocking_ms"] = HOW["web_total_blocking_ms"] % details["lighthouse"]["version"]
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
