"""The game-master in a browser: the page (index.html, app.js, render.js,
sw.js), the Python it runs in the MicroPython VM (py/), and host tools:
build.py (make web), browser.py (headless Chromium), bench.py (figures)."""

import importlib.util
import os

PY_DIR = os.path.join(os.path.dirname(os.path.abspath(__file__)), "py")


def load_view_dict():
    """web/py/webview.py's view_dict for CPython, loaded by its path: putting
    web/py on sys.path would let its displayio stand-ins shadow Blinka's."""
    spec = importlib.util.spec_from_file_location("gm_webview", os.path.join(PY_DIR, "webview.py"))
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod.view_dict
