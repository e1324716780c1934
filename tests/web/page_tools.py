"""What the page tests share: open the page, read its view, wait for one."""

import contextlib

READY = ("return !!(window.gm && gm.ready && gm.view && "
         "gm.figures.load_to_first_frame_ms !== undefined)")


def open_page(b, url, query=""):
    b.get(url + query)
    b.wait(READY, what="the page's first frame")
    assert b.js("return gm.errors") == []


def view(b):
    return b.js("return gm.view")


def wait_view(b, cond, what, timeout=10):
    """Wait until ``cond`` (JS over ``v`` = the current view) holds."""
    try:
        b.wait("const v = gm.view; return !!(%s);" % cond, timeout=timeout, what=what)
    except AssertionError as e:
        # what the page shows and how late the button's events arrived
        raise AssertionError("%s; the view: %r; input delays (ms): %r" % (
            e, view(b), b.js("return gm.figures.input_delay_ms"))) from None
    return view(b)


@contextlib.contextmanager
def on_new_document(b, source):
    """``source`` runs in every page ``b`` opens until the block ends."""
    sid = b._cdp("Page.addScriptToEvaluateOnNewDocument", {"source": source})["identifier"]
    try:
        yield
    finally:
        b._cdp("Page.removeScriptToEvaluateOnNewDocument", {"identifier": sid})
