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
    # (ok, normalised value, expectation text, default) for a file value;
    # the expectation in the language in use.
    from gamemaster import registry
    row = row_of(key)
    ok, norm, note = _validate(row, value)
    return ok, norm, expect(row, registry.words("gamemaster.words_problems"), note), row[2]


def _validate(row, value):
    # (ok, normalised value, the words index of a note on what is wrong or None)
    kind, default, spec = row[1], row[2], row[3]
    if kind == "int":
        if isinstance(value, bool) or not isinstance(value, int):
            return False, default, None
        if not spec[0] <= value <= spec[1]:
            return False, default, None
        if len(spec) > 2 and value not in spec[2]:
            return False, default, 12                   # one of the row's list: 4 or 6
        return True, value, None
    if kind == "bool":
        if isinstance(value, bool):
            return True, value, None
        if isinstance(value, int) and value in (0, 1):
            return True, value == 1, None
        return False, default, None
    if kind == "choice":
        return (True, value, None) if isinstance(value, str) and value in spec else (False, default, None)
    if kind == "str":
        return (True, value, None) if isinstance(value, str) and len(value) <= spec else (False, default, None)
    if kind == "ints":
        count, lo, hi = spec
        if not isinstance(value, str):
            return False, default, None
        parts = value.split(",")
        if len(parts) != count:
            return False, default, None
        out = []
        for p in parts:
            p = p.strip()
            if not p or not (p.isdigit()):
                return False, default, None
            n = int(p)
            if not lo <= n <= hi:
                return False, default, None
            out.append(n)
        if sum(out) <= 0:
            return False, default, 17                   # (not all zero)
        return True, ",".join(str(n) for n in out), None
    return False, default, None


def expect(row, words, note=None):
    # What a row's value must be, in ``words`` (words_problems_<lang>.py).
    kind, spec = row[1], row[3]
    if kind == "int":
        if note == 12:
            return words[12].join("%d" % v for v in spec[2])       # 4 or 6
        text = words[11] % (spec[0], spec[1])                      # an integer lo..hi
    elif kind == "bool":
        text = words[13]                                           # true or false
    elif kind == "choice":
        text = words[14] + ", ".join('"%s"' % c for c in spec)     # one of "a", "b"
    elif kind == "str":
        text = words[15] % spec                                    # a string of at most n characters
    elif kind == "ints":
        text = words[16] % spec                                    # "n comma-separated integers lo..hi"
    else:
        text = "?"
    return text + words[note] if note else text


def apply_toml(settings, text):
    # Fill ``settings`` from the file's text (``None`` = no file).  Never
    # raises.  Its problems are said once every line is read: in the
    # language the file chose (GM_LANG).
    from gamemaster import registry
    found = []
    if text is not None:
        _read(settings, text, found)
    # GM_LANG's value in use from now on (gamemaster.lang, loaded only when
    # it changes the language)
    if settings.get("GM_LANG") != registry.LANG:
        from gamemaster.lang import use
        use(settings.get("GM_LANG"))
        registry._drop("gamemaster.lang")
    if found:
        words = registry.words("gamemaster.words_problems")
        found.sort()
        for lineno, index, args in found:
            if index == 10:             # KEY must be <what its row says>; using <default>
                args = (args[0], expect(args[1], words, args[2]), args[3])
            msg = words[index] % args
            settings.errors.append(words[0] % (lineno, msg) if lineno else msg)
    return settings


def _read(settings, text, found):
    # the file's lines into settings._values; each problem into ``found``
    # as (line number or 0, words index, arguments)
    if isinstance(text, (bytes, bytearray)):
        # the one reader of text files (a byte-order mark, CRLF, binary data)
        from gamemaster import textfile
        try:
            text = textfile.decode(bytes(text), "settings.toml", settings.FILE_MAX)
        except ValueError as e:
            found.append((0, 18, (str(e),)))            # %s; using defaults
            return
    if text[:1] == "\ufeff":
        text = text[1:]
    if "\x00" in text:
        found.append((0, 19, ()))                       # binary data, not text; using defaults
        return
    pairs, problems = parse_toml(text)
    found.extend(problems)
    seen = {}
    for lineno, key, value in pairs:
        if key in seen:
            found.append((lineno, 8, (key, seen[key])))     # %s is set again (line %d's ...)
        else:
            seen[key] = lineno
        if row_of(key) is None:
            if not (key.startswith("CIRCUITPY_") or key.startswith("WIFI") or key.startswith("ADAFRUIT_")):
                found.append((lineno, 9, (key,)))       # unknown key %s (ignored)
            continue
        row = row_of(key)
        ok, norm, note = _validate(row, value)
        if not ok:
            found.append((lineno, 10, (key, row, note, row[2])))
        settings._values[key] = norm
