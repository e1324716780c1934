"""Headless Chromium for the web page's tests and figures, driven through
chromedriver's W3C WebDriver HTTP API with the standard library only (no
selenium): start, open a page, run JavaScript, press the button with real
input events (key and touch actions, holds timed by the driver), reload,
take screenshots.

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


# WebDriver's code points for the keys that are the button (besides space)
KEYS = {"Enter": "\ue007", "ArrowRight": "\ue014"}


class WebDriverError(RuntimeError):
    pass


class Browser:
    """One Chromium with a fresh profile.  ``phone`` emulates a phone
    (touch, ``size`` in CSS pixels at device pixel ratio 2)."""

    def __init__(self, size=(1280, 800), phone=False, timeout=30):
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
                    "width": size[0], "height": size[1], "pixelRatio": 2.0,
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
            time.sleep(0.05)

    def screenshot(self):
        return base64.b64decode(self._s("GET", "/screenshot"))

    # -- the button, through real input events
    def _keys(self, *actions):
        self._s("POST", "/actions", {"actions": [
            {"type": "key", "id": "keyboard", "actions": list(actions)}]})

    def _pointer(self, kind, *actions):
        self._s("POST", "/actions", {"actions": [
            {"type": "pointer", "id": kind, "parameters": {"pointerType": kind},
             "actions": list(actions)}]})

    def key_down(self, key=" "):
        self._keys({"type": "keyDown", "value": KEYS.get(key, key)})

    def key_up(self, key=" "):
        self._keys({"type": "keyUp", "value": KEYS.get(key, key)})

    def press(self, ms=80, key=" ", gap_ms=100):
        """Press and release the key, held ``ms`` (the driver times the hold),
        then let ``gap_ms`` pass: a press within 40 ms of a release is contact
        bounce to the gesture classifier, as on the device."""
        k = KEYS.get(key, key)
        self._keys({"type": "keyDown", "value": k}, {"type": "pause", "duration": int(ms)},
                   {"type": "keyUp", "value": k}, {"type": "pause", "duration": int(gap_ms)})

    def _tap(self, kind, x, y, ms):
        self._pointer(kind, {"type": "pointerMove", "x": int(x), "y": int(y), "duration": 0},
                      {"type": "pointerDown", "button": 0},
                      {"type": "pause", "duration": int(ms)}, {"type": "pointerUp", "button": 0})

    def touch(self, x, y, ms=80):
        """A finger on the screen at (x, y) CSS pixels for ``ms``."""
        self._tap("touch", x, y, ms)

    def touch_down(self, x, y):
        """A finger goes down and stays (``touch_up`` lifts it)."""
        self._pointer("touch", {"type": "pointerMove", "x": int(x), "y": int(y), "duration": 0},
                      {"type": "pointerDown", "button": 0})

    def touch_up(self):
        # chromedriver drops a lone pointerUp sent in a later call; releasing
        # the input state lifts the finger
        self.release_all()

    def click(self, x, y, ms=80):
        """A mouse click at (x, y) CSS pixels, held ``ms``."""
        self._tap("mouse", x, y, ms)

    def release_all(self):
        self._s("DELETE", "/actions")

    def reset(self, site):
        """Forget what earlier pages left, as a fresh profile would: the
        origin's storage (the saved game), its service worker and caches,
        held keys, the network cut.  Tests share one Chromium per process
        (starting one costs ~1.5 s) and call this before each test."""
        self.release_all()
        if self.offline:
            self.set_offline(False)
        self.get(site + "manifest.webmanifest")         # the origin, without booting a game
        left = self._s("POST", "/execute/async", {"script": """
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
        if left != 0:
            raise WebDriverError("could not clear the page's storage: %r" % (left,))
        self.get("about:blank")                         # where a fresh browser starts

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
