# Reading ``settings.toml``: a parser for the file's subset and the
# checks that turn each bad line into a message naming the key.
#
# CircuitPython's ``os.getenv`` reads ``settings.toml`` but silently skips what
# it cannot parse and knows only strings and integers.  We read the file
# ourselves with the same subset (plus ``true``/``false``) so that every bad
# line produces a message naming the key, and the simulator (where
# ``os.getenv`` reads the process environment) behaves like the board.  A bad
# value never stops the device: the key keeps its default and a short message
# is collected in ``Settings.errors`` for the screen.  Used once at
# boot; kept apart from ``gamemaster.settings`` so a board compiles and holds
# the parser only while it reads the file.

from gamemaster import settings_rows
from gamemaster.settings import _DEFAULTS
from gamemaster.settings_rows import CORE, schema_rows
from gamemaster.settings_toml import parse_toml

# The rows a key of the file is checked against: the core's, and the rows of
# each game the file names a key of (a game's keys start with its id in
# capitals and "_": tests/lib/test_settings.py), loaded as the first such key
# comes.  A key of another game is checked and its value kept; a game the
# file says nothing of is not loaded at all, so its rows' names are never
# interned (a board keeps every interned name until it resets: ~30 of them,
# ~0.5 KB, were every game's).  This module goes again after boot, and
# gamemaster.settings_rows with it.
_BY_KEY = {}
for _row in CORE:
    _BY_KEY[_row[0]] = _row
    _DEFAULTS[_row[0]] = _row[2]        # (what Settings.get() holds from now on)
_LOADED = []


def row_of(key):
    # the row of ``key``, or None when no registered game has it
    if key not in _BY_KEY:
        game = settings_rows._game_of(key)
        if game is None and key[:3] == "GM_":
            game = "settings_board"         # an external button or ring's key
        if game is not None and game not in _LOADED:
            _LOADED.append(game)
            for row in schema_rows(game) if game != "settings_board" else _board_rows():
                _BY_KEY[row[0]] = row
    return _BY_KEY.get(key)


def _board_rows():
    from gamemaster import registry
    rows = registry._load("gamemaster.settings_board", "ROWS")
    registry._drop("gamemaster.settings_board")
    return rows


def check(key, value):
    # (ok, normalised value, expectation text, default) for a file value.
    row = row_of(key)
    ok, norm, expect = _validate(row, value)
    return ok, norm, expect, row[2]


def _validate(row, value):
    # Return (ok, normalised value, expectation text).
    key, kind, default, spec = row[0], row[1], row[2], row[3]
    if kind == "int":
        expect = "an integer %d..%d" % (spec[0], spec[1])
        if isinstance(value, bool) or not isinstance(value, int):
            return False, default, expect
        if not spec[0] <= value <= spec[1]:
            return False, default, expect
        if len(spec) > 2 and value not in spec[2]:
            return False, default, " or ".join("%d" % v for v in spec[2])
        return True, value, expect
    if kind == "bool":
        expect = "true or false"
        if isinstance(value, bool):
            return True, value, expect
        if isinstance(value, int) and value in (0, 1):
            return True, value == 1, expect
        return False, default, expect
    if kind == "choice":
        expect = "one of " + ", ".join('"%s"' % c for c in spec)
        if isinstance(value, str) and value in spec:
            return True, value, expect
        return False, default, expect
    if kind == "str":
        expect = "a string of at most %d characters" % spec
        if isinstance(value, str) and len(value) <= spec:
            return True, value, expect
        return False, default, expect
    if kind == "ints":
        count, lo, hi = spec
        expect = '"%d comma-separated integers %d..%d"' % (count, lo, hi)
        if not isinstance(value, str):
            return False, default, expect
        parts = value.split(",")
        if len(parts) != count:
            return False, default, expect
        out = []
        for p in parts:
            p = p.strip()
            if not p or not (p.isdigit()):
                return False, default, expect
            n = int(p)
            if not lo <= n <= hi:
                return False, default, expect
            out.append(n)
        if sum(out) <= 0:
            return False, default, expect + " (not all zero)"
        return True, ",".join(str(n) for n in out), expect
    return False, default, "?"


def apply_toml(settings, text):
    # Fill ``settings`` from the file's text (``None`` = no file).  Never raises.
    if text is None:
        return settings
    if isinstance(text, (bytes, bytearray)):
        # the one reader of text files (a byte-order mark, CRLF, binary data)
        from gamemaster import textfile
        try:
            text = textfile.decode(bytes(text), "settings.toml", settings.FILE_MAX)
        except ValueError as e:
            settings.errors.append("%s; using defaults" % e)
            return settings
    if text[:1] == "\ufeff":
        text = text[1:]
    if "\x00" in text:
        settings.errors.append("settings.toml: binary data, not text; using defaults")
        return settings
    pairs, problems = parse_toml(text)
    found = []
    for lineno, msg in problems:
        found.append((lineno, msg))
    seen = {}
    for lineno, key, value in pairs:
        if key in seen:
            found.append((lineno, "%s is set again (line %d's value is replaced)"
                          % (key, seen[key])))
        else:
            seen[key] = lineno
        if row_of(key) is None:
            if not (key.startswith("CIRCUITPY_") or key.startswith("WIFI") or key.startswith("ADAFRUIT_")):
                found.append((lineno, "unknown key %s (ignored)" % key))
            continue
        ok, norm, expect, default = check(key, value)
        if not ok:
            found.append((lineno, "%s must be %s; using %r" % (key, expect, default)))
        settings._values[key] = norm
    found.sort()
    for lineno, msg in found:
        settings.errors.append("settings.toml line %d: %s" % (lineno, msg))
    return settings
