"""A minute of each game's busiest phase on the page, in Chromium, its live
region watched as a screen reader is handed it: at most 8 announcements a
minute, each in words.  Four browsers at once (a minute of real time);
``make test-slow`` runs it (tests/web/test_speech.py checks the same rules
over the App's clock in the normal suite)."""

import threading
import time

import pytest

from tests.web.page_tools import open_page, view
from tests.web.test_page_phone import WATCH_LIVE
from tests.web.test_speech import BAD
from web import browser

pytestmark = pytest.mark.slow

BUSIEST = {
    # game: (address, the phase, a tap every ... s (None: left to run))
    "pipes": ("?seed=5&game=pipes", "turn", None),
    "golems": ("?seed=5&game=golems", "roll", None),
    "flipop": ("?seed=5&game=flipop", "turn", 10),
    "icetowers": ("?seed=5&game=icetowers", "play", None),
}


def _minute(site, gid, out):
    address, phase, every = BUSIEST[gid]
    try:
        with browser.Browser(size=(600, 600)) as b:
            open_page(b, site, address)
            b.js(WATCH_LIVE)
            for _ in range(6):
                start = b.js("return gm.heard.length")      # the phase's words from its start
                b.press()
                time.sleep(0.3)
                if view(b)["phase"] == phase:
                    break
                time.sleep(4.5)                   # a count or a roll runs out
                if view(b)["phase"] == phase:
                    break
            end = time.monotonic() + 60
            while time.monotonic() < end:
                time.sleep(min(every or 1, end - time.monotonic()))
                if every and time.monotonic() < end - 0.5:
                    b.press()
            out[gid] = (b.js("return gm.heard")[start:], b.js("return gm.errors"))
    except Exception as e:  # noqa: BLE001 - reported by the test
        out[gid] = ([], [repr(e)])


def test_a_minute_of_each_games_busiest_phase_says_at_most_8_things(site):
    out = {}
    threads = [threading.Thread(target=_minute, args=(site, gid, out)) for gid in sorted(BUSIEST)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    for gid in sorted(BUSIEST):
        heard, errors = out[gid]
        assert errors == [], (gid, errors)
        assert len(heard) <= 8, (gid, heard)
        for words in heard:
            assert words.strip() and not BAD.search(words), (gid, words)
        print("%s: %d announcements in a minute: %r" % (gid, len(heard), heard))
