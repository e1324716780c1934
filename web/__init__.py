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


def page_words(lang):
    """web/py/words_page_<lang>.py's WORDS (the page's own words), read on
    CPython by its path."""
    path = os.path.join(PY_DIR, "words_page_%s.py" % lang)
    spec = importlib.util.spec_from_file_location("gm_words_page_" + lang, path)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod.WORDS


LANGS = ("en", "pl", "cs", "ru")


def load_speech():
    """web/py/speech (the live region's words) for CPython, as the package
    ``speech``, loaded by its path for the same reason."""
    import sys
    if "speech" in sys.modules:
        return sys.modules["speech"]
    d = os.path.join(PY_DIR, "speech")
    spec = importlib.util.spec_from_file_location("speech", os.path.join(d, "__init__.py"),
                                                  submodule_search_locations=[d])
    mod = importlib.util.module_from_spec(spec)
    sys.modules["speech"] = mod
    spec.loader.exec_module(mod)
    return mod
