"""How many examples a property test draws.

Each hypothesis test states its full count, ``@settings(max_examples=
examples(400))``.  ``make test``, the loop a developer waits on, draws a
quarter of it (at least 10): every property still runs, on fewer random
cases.  ``make test-slow`` sets ``GM_EXAMPLES=full`` and draws the stated
count; CI runs both (.ci/run), so nothing leaves CI.  A failure hypothesis
finds in either is saved in .hypothesis/ and replayed first by both.
"""

import os

QUICK_SHARE = 4         # make test: stated count // 4
QUICK_MIN = 10


def full():
    return os.environ.get("GM_EXAMPLES", "").strip().lower() == "full"


def examples(n):
    if full():
        return n
    return max(min(n, QUICK_MIN), n // QUICK_SHARE)
