"""Headless Chromium for the web page's tests and figures, driven through
chromedriver's W3C WebDriver HTTP API with the standard library only (no
selenium): start, open a page, run JavaScript, press the button with real
input events (keys, mouse and touch through Chromium's input pipeline, each
stamped with its time), reload, take screenshots.

Debian: ``apt-get install -y chromium chromium-driver``.
"""

import base64
import json
import shutil
import socket
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.request

# the flags the project starts Chromium with (quiet, no network of its own)
FLAGS = ("--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
         "--disable-background-networking", "--disable-component-update", "--disable-sync",
         "--disable-dev-shm-usage", "--autoplay-policy=no-user-gesture-required")


def tools():
    """(chromium, chromedriver) paths, either None when missing."""
    chromium = None
    for name in ("chromium", "chromium-browser", "google-chrome"):
        chromium = shutil.which(name)
        if chromium:
            break
    return chromium, shutil.which("chromedriver")


def missing():
    """None when headless Chromium can run here, else why not."""
    chromium, driver = tools()
    if not chromium or not driver:
        return "chromium and chromedriver not found (apt-get install -y chromium chromium-driver)"
    return None


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


# the keys that are the button, as DevTools' Input.dispatchKeyEvent takes them
CDP_KEYS = {" ": {"key": " ", "code": "Space", "windowsVirtualKeyCode": 32, "text": " "},
            "Enter": {"key": "Enter", "code": "Enter", "windowsVirtualKeyCode": 13, "text": "\r"},
            "ArrowRight": {"key": "ArrowRight", "code": "ArrowRight", "windowsVirtualKeyCode": 39}}


class WebDriverError(RuntimeError):
    pass


class Browser:
    """One Chromium with a fresh profile.  ``phone`` emulates a phone
    (touch, ``size`` in CSS pixels at device pixel ratio ``pixel_ratio``)."""

    def __init__(self, size=(1280, 800), phone=False, timeout=30, pixel_ratio=2.0):
        chromium, driver = tools()
        if not chromium or not driver:
            raise WebDriverError(missing())
        self.port = free_port()
        self.profile = tempfile.mkdtemp(prefix="gm-chromium-")
        self.proc = subprocess.Popen([driver, "--port=%d" % self.port],
                                     stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        self.base = "http://127.0.0.1:%d" % self.port
        self.session = None
        self.offline = False
        self._held = {}         # source -> (time stamped down, x, y)
        self._next = 0.0        # no event stamped before this (a release plus its gap)
        try:
            deadline = time.monotonic() + timeout
            while True:
                try:
                    if self._call("GET", "/status")["ready"]:
                        break
                except (OSError, WebDriverError):
                    pass
                if time.monotonic() > deadline:
                    raise WebDriverError("chromedriver did not start")
                time.sleep(0.1)
            args = list(FLAGS) + ["--user-data-dir=" + self.profile]
            options = {"binary": chromium, "args": args}
            if phone:
                options["mobileEmulation"] = {"deviceMetrics": {
                    "width": size[0], "height": size[1], "pixelRatio": pixel_ratio,
                    "touch": True, "mobile": True}}
            else:
                args.append("--window-size=%d,%d" % size)
            caps = {"capabilities": {"alwaysMatch": {"browserName": "chrome",
                                                     "goog:chromeOptions": options}}}
            self.session = self._call("POST", "/session", caps)["sessionId"]
        except BaseException:
            self.close()
            raise

    def _call(self, method, path, body=None):
        data = json.dumps(body).encode() if body is not None else None
        req = urllib.request.Request(self.base + path, data=data, method=method,
                                     headers={"Content-Type": "application/json"})
        try:
            with urllib.request.urlopen(req, timeout=120) as r:
                reply = json.loads(r.read())
        except urllib.error.HTTPError as e:
            reply = json.loads(e.read() or b"{}")
            v = reply.get("value", {})
            raise WebDriverError("%s %s: %s" % (method, path, v.get("message", reply)))
        return reply.get("value")

    def _s(self, method, path, body=None):
        return self._call(method, "/session/%s%s" % (self.session, path), body)

    def get(self, url):
        self._s("POST", "/url", {"url": url})

    def refresh(self):
        self._s("POST", "/refresh", {})

    def js(self, script, *args):
        """Run ``script`` (a function body: use ``return``) in the page."""
        return self._s("POST", "/execute/sync", {"script": script, "args": list(args)})

    def wait(self, script, timeout=20.0, what=None):
        """Poll ``script`` until it returns something truthy; that value."""
        deadline = time.monotonic() + timeout
        while True:
            value = self.js(script)
            if value:
                return value
            if time.monotonic() > deadline:
                raise AssertionError("timed out waiting for %s" % (what or script))
            time.sleep(0.1)

    def screenshot(self):
        return base64.b64decode(self._s("GET", "/screenshot"))

    # -- the button, through real input events.  Each event goes through
    # Chromium's input pipeline (DevTools' Input domain, which chromedriver's
    # own actions use) with its time stamped, as an OS stamps a key at the
    # keyboard: the page times a press by its events' timeStamp, so an 80 ms
    # tap stays an 80 ms tap however late a busy machine delivers the release
    # (with the driver timing the hold, a starved test run turned taps into
    # pauses).
    def _cdp(self, cmd, params):
        return self._s("POST", "/goog/cdp/execute", {"cmd": cmd, "params": params})

    def _stamp(self, at=None):
        """The time to stamp the next event with (seconds since the epoch):
        ``at``, or now; never before the last event plus its gap, and never
        in the future (the page ticks on its own clock), so sleep till then."""
        t = max(time.time() if at is None else at, self._next)
        wait = t - time.time()
        if wait > 0:
            time.sleep(wait)
        return t

    def _edge(self, source, down, t, x=0, y=0):
        if source.startswith("key:"):
            key = source[4:]
            p = dict(CDP_KEYS.get(key) or {"key": key, "text": key})
            p.update(type="keyDown" if down else "keyUp", timestamp=t)
            if not down:
                p.pop("text", None)
            self._cdp("Input.dispatchKeyEvent", p)
        elif source == "mouse":
            if down:
                self._cdp("Input.dispatchMouseEvent", {"type": "mouseMoved", "x": x, "y": y, "timestamp": t})
            self._cdp("Input.dispatchMouseEvent", {
                "type": "mousePressed" if down else "mouseReleased", "x": x, "y": y,
                "button": "left", "buttons": 1 if down else 0, "clickCount": 1, "timestamp": t})
        else:
            self._cdp("Input.dispatchTouchEvent", {
                "type": "touchStart" if down else "touchEnd",
                "touchPoints": [{"x": x, "y": y}] if down else [], "timestamp": t})
        if down:
            self._held[source] = (t, x, y)
        else:
            self._held.pop(source, None)
            self._next = t

    def _hold(self, source, ms, gap_ms, x=0, y=0):
        t = self._stamp()
        self._edge(source, True, t, x, y)
        self._edge(source, False, self._stamp(t + ms / 1000.0), x, y)
        self._next = self._stamp(self._next + gap_ms / 1000.0)

    def _up(self, source, held_ms):
        t0, x, y = self._held[source]
        self._edge(source, False, self._stamp(None if held_ms is None else t0 + held_ms / 1000.0), x, y)

    def press(self, ms=80, key=" ", gap_ms=100):
        """Press and release the key, held ``ms``, then let ``gap_ms`` pass:
        a press within 40 ms of a release is contact bounce to the gesture
        classifier, as on the device."""
        self._hold("key:" + key, ms, gap_ms)

    def touch(self, x, y, ms=80, gap_ms=100):
        """A finger on the screen at (x, y) CSS pixels for ``ms``."""
        self._hold("touch", ms, gap_ms, int(x), int(y))

    def click(self, x, y, ms=80, gap_ms=100):
        """A mouse click at (x, y) CSS pixels, held ``ms``."""
        self._hold("mouse", ms, gap_ms, int(x), int(y))

    def key_down(self, key=" "):
        """The key goes down and stays (``key_up`` releases it)."""
        self._edge("key:" + key, True, self._stamp())

    def key_up(self, key=" ", held_ms=None):
        """Release the key: now, or stamped ``held_ms`` after it went down
        (waiting until then if that is still to come)."""
        self._up("key:" + key, held_ms)

    def touch_down(self, x, y):
        """A finger goes down and stays (``touch_up`` lifts it)."""
        self._edge("touch", True, self._stamp(), int(x), int(y))

    def touch_up(self, held_ms=None):
        self._up("touch", held_ms)

    def release_all(self):
        """Lift whatever is still held (a test that failed mid-hold)."""
        for source in sorted(self._held):
            self._up(source, None)
        self._next = 0.0

    def reset(self, site):
        """Forget what earlier pages left, as a fresh profile would: the
        origin's storage (the saved game), its service worker and caches,
        held keys, the network cut.  Tests share one Chromium per process
        (starting one costs ~1.5 s) and call this before each test."""
        self.release_all()
        if self.offline:
            self.set_offline(False)
        self.get(site + "manifest.webmanifest")         # the origin, without booting a game
        # a worker still installing (the last page registered it as it
        # went) may open its cache again after the clear: clear until none
        for _ in range(20):
            left = self._clear_origin()
            if left == 0:
                break
            time.sleep(0.25)
        if left != 0:
            raise WebDriverError("could not clear the page's storage: %r" % (left,))
        self.get("about:blank")                         # where a fresh browser starts

    def _clear_origin(self):
        return self._s("POST", "/execute/async", {"script": """
            const done = arguments[arguments.length - 1];
            localStorage.clear();
            sessionStorage.clear();
            const regs = navigator.serviceWorker ? navigator.serviceWorker.getRegistrations()
                                                 : Promise.resolve([]);
            regs.then((rs) => Promise.all(rs.map((r) => r.unregister())))
              .then(() => caches.keys())
              .then((ks) => Promise.all(ks.map((k) => caches.delete(k))))
              .then(() => caches.keys())
              .then((ks) => done(localStorage.length + ks.length))
              .catch((e) => done(String(e)));""", "args": []})

    def set_offline(self, offline):
        """Cut the network (Chromium's network emulation), for the offline check."""
        self.offline = bool(offline)
        self._s("POST", "/chromium/network_conditions", {"network_conditions": {
            "offline": bool(offline), "latency": 0,
            "download_throughput": -1, "upload_throughput": -1}})

    def close(self):
        try:
            if self.session:
                self._s("DELETE", "")
        except (OSError, WebDriverError):
            pass
        self.session = None
        if self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(10)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait()
        shutil.rmtree(self.profile, ignore_errors=True)

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()


def serve(out_dir):
    """Serve ``out_dir`` on 127.0.0.1 in a thread: (server, base url)."""
    import threading
    from web.build import make_server
    server = make_server(out_dir, 0)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, "http://127.0.0.1:%d/" % server.server_address[1]


if __name__ == "__main__":
    print(missing() or "ok: %s, %s" % tools())
    sys.exit(1 if missing() else 0)
