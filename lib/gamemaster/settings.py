"""Settings: the schema, a ``settings.toml`` reader, validation, menu values.

CircuitPython's ``os.getenv`` reads ``settings.toml`` but silently skips what
it cannot parse and knows only strings and integers.  We read the file
ourselves with the same subset (plus ``true``/``false``) so that every bad
line produces a message naming the key, and the simulator (where
``os.getenv`` reads the process environment) behaves like the board.

A bad value never stops the device: the key keeps its default and a short
message is collected in ``Settings.errors`` for the screen.
"""

# (key, kind, default, spec, menu values, description)
# kind: "int" (spec = (lo, hi)), "bool", "choice" (spec = tuple of strings),
#       "str" (spec = max length), "ints" (spec = (count, lo, hi): comma list)
SCHEMA = (
    ("GM_GAME", "choice", "pipes", ("pipes", "golems"), None,
     "game to start: pipes or golems"),
    ("GM_BOOT", "choice", "resume", ("resume", "new", "play"), None,
     "at power-on: resume the saved game, start a new one at its ready screen, or go straight into play"),
    ("GM_SEED", "int", 0, (0, 2147483647), None,
     "PRNG seed for the next new game; 0 = a fresh seed from the clock"),
    ("GM_TURN_SECONDS", "int", 60, (0, 600), (30, 45, 60, 90, 120, 180, 0),
     "length of a turn in seconds; 0 = no time limit"),
    ("GM_WARN_SECONDS", "int", 10, (0, 60), None,
     "warning (amber ring, ticking) in the last seconds of a turn"),
    ("GM_SOUND", "bool", True, None, (True, False),
     "beeps on boards with a speaker"),
    ("GM_BRIGHTNESS", "int", 30, (1, 100), (10, 20, 30, 50, 75, 100),
     "ring brightness in percent"),
    ("GM_BOARD", "str", "", 40, None,
     "force a board profile by its module name in boards/ (empty = by board_id)"),
    ("GM_RING_PIXELS", "int", 0, (0, 64), None,
     "override the ring's pixel count (0 = the profile's)"),
    ("GM_RESUME", "choice", "exact", ("exact", "restart_turn"), ("exact", "restart_turn"),
     "after a power cut: resume the turn clock where it was saved, or restart the turn"),
    ("GM_CHECKPOINT_SECONDS", "int", 15, (0, 600), None,
     "save progress inside a turn this often (0 = only at phase boundaries); each save is a flash erase"),
    ("PIPES_DRAW", "choice", "uniform", ("uniform", "bag", "weighted"), ("uniform", "bag", "weighted"),
     "element draws: uniform, bag (each element once per 7 turns) or weighted (PIPES_WEIGHTS)"),
    ("PIPES_WEIGHTS", "ints", "1,1,1,1,1,1,1", (7, 0, 100), None,
     "weights of the 7 elements for PIPES_DRAW = weighted, in Table 1 order"),
    ("PIPES_WATER_AFTER", "int", 12, (1, 99), None,
     "turns before the water starts flowing (the rules: 12)"),
    ("GOLEMS_PLAYERS", "int", 2, (2, 4), (2, 3, 4),
     "Golem Battle: number of players"),
    ("GOLEMS_VARIANT", "choice", "standard", ("beginner", "standard", "autonomous", "siege"),
     ("beginner", "standard", "autonomous", "siege"),
     "Golem Battle: variant"),
    ("GOLEMS_PROGRAM_SECONDS", "int", 0, (0, 600), (0, 60, 90, 120, 180),
     "Golem Battle: programming time limit in seconds (0 = none)"),
    ("GOLEMS_FIELD", "int", 4, (4, 6), (4, 6),
     "Golem Battle: field size, 4 or 6"),
)

_BY_KEY = {}
for _row in SCHEMA:
    _BY_KEY[_row[0]] = _row


def schema_row(key):
    return _BY_KEY.get(key)


def _validate(row, value):
    """Return (ok, normalised value, expectation text)."""
    key, kind, default, spec = row[0], row[1], row[2], row[3]
    if kind == "int":
        expect = "an integer %d..%d" % spec
        if isinstance(value, bool) or not isinstance(value, int):
            return False, default, expect
        if not spec[0] <= value <= spec[1]:
            return False, default, expect
        if key == "GOLEMS_FIELD" and value not in (4, 6):
            return False, default, "4 or 6"
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


def parse_toml(text):
    """Parse the ``settings.toml`` subset: ``KEY = value`` lines with
    "strings", integers (decimal or 0x hex), true/false, and # comments.

    Returns (pairs, problems): pairs is a list of (line number, key, value);
    problems a list of (line number, message).  Never raises.
    """
    pairs = []
    problems = []
    lineno = 0
    for raw in text.split("\n"):
        lineno += 1
        line = raw.strip()
        if line.endswith("\r"):
            line = line[:-1].strip()
        if not line or line[0] == "#":
            continue
        if line[0] == "[":
            problems.append((lineno, "tables like %s are not supported; keys after it are still read" % line[:20]))
            continue
        eq = line.find("=")
        if eq <= 0:
            problems.append((lineno, "expected KEY = value"))
            continue
        key = line[:eq].strip()
        rest = line[eq + 1:].strip()
        if not _is_key(key):
            problems.append((lineno, "bad key name %r" % key[:20]))
            continue
        value, err = _parse_value(rest)
        if err:
            problems.append((lineno, "%s: %s" % (key, err)))
            continue
        pairs.append((lineno, key, value))
    return pairs, problems


def _is_key(key):
    if not key:
        return False
    for ch in key:
        if not (ch.isalpha() or ch.isdigit() or ch in "_-"):
            return False
    return True


def _parse_value(rest):
    if not rest:
        return None, "missing value"
    if rest[0] == '"':
        out = []
        i = 1
        while i < len(rest):
            ch = rest[i]
            if ch == "\\" and i + 1 < len(rest):
                nxt = rest[i + 1]
                out.append({"n": "\n", "t": "\t", '"': '"', "\\": "\\"}.get(nxt, nxt))
                i += 2
                continue
            if ch == '"':
                tail = rest[i + 1:].strip()
                if tail and tail[0] != "#":
                    return None, "unexpected text after the closing quote"
                return "".join(out), None
            out.append(ch)
            i += 1
        return None, "string has no closing quote"
    token = rest.split("#")[0].strip()
    if token == "true":
        return True, None
    if token == "false":
        return False, None
    body = token
    sign = 1
    if body[:1] in "+-" and len(body) > 1:
        sign = -1 if body[0] == "-" else 1
        body = body[1:]
    try:
        if body[:2] in ("0x", "0X"):
            return sign * int(body[2:], 16), None
        if body.replace("_", "").isdigit():
            return sign * int(body.replace("_", "")), None
    except ValueError:
        pass
    return None, "expected a \"string\", an integer, true or false (got %s)" % token[:16]


class Settings:
    """Current values: defaults < settings.toml < menu changes (kept in NVM)."""

    def __init__(self):
        self._values = {}
        for row in SCHEMA:
            self._values[row[0]] = row[2]
        self.errors = []       # short messages for the screen, in file order
        self.overrides = {}    # menu changes: key -> value (persisted)

    @classmethod
    def from_toml(cls, text):
        """Build from the file's text (``None`` = no file).  Never raises."""
        s = cls()
        if text is None:
            return s
        if isinstance(text, (bytes, bytearray)):
            try:
                text = text.decode("utf-8")
            except UnicodeError:
                s.errors.append("settings.toml is not UTF-8 text; using defaults")
                return s
        if "\x00" in text:
            s.errors.append("settings.toml holds binary data; using defaults")
            return s
        pairs, problems = parse_toml(text)
        found = []
        for lineno, msg in problems:
            found.append((lineno, msg))
        for lineno, key, value in pairs:
            row = _BY_KEY.get(key)
            if row is None:
                if not (key.startswith("CIRCUITPY_") or key.startswith("WIFI") or key.startswith("ADAFRUIT_")):
                    found.append((lineno, "unknown key %s (ignored)" % key))
                continue
            ok, norm, expect = _validate(row, value)
            if not ok:
                found.append((lineno, "%s must be %s; using %r" % (key, expect, row[2])))
            s._values[key] = norm
        found.sort()
        for lineno, msg in found:
            s.errors.append("settings.toml line %d: %s" % (lineno, msg))
        return s

    def get(self, key):
        if key in self.overrides:
            return self.overrides[key]
        return self._values[key]

    def set(self, key, value):
        """A menu change: validated, remembered as an override."""
        row = _BY_KEY.get(key)
        if row is None:
            raise KeyError(key)
        ok, norm, expect = _validate(row, value)
        if not ok:
            raise ValueError("%s must be %s" % (key, expect))
        self.overrides[key] = norm

    def menu_values(self, key):
        row = _BY_KEY[key]
        if row[4] is not None:
            return row[4]
        if row[1] == "choice":
            return row[3]
        if row[1] == "bool":
            return (True, False)
        return (self.get(key),)

    def cycle(self, key):
        """Menu: move the key to its next menu value; returns the new value."""
        values = self.menu_values(key)
        cur = self.get(key)
        idx = -1
        for i in range(len(values)):
            if values[i] == cur:
                idx = i
        nxt = values[(idx + 1) % len(values)]
        self.set(key, nxt)
        return nxt

    def pipes_weights(self):
        return [int(p) for p in self.get("PIPES_WEIGHTS").split(",")]

    # -- persistence of menu changes (a few bytes in the NVM snapshot) -----
    def encode_overrides(self):
        """key index (1 byte) + value (2 bytes) per menu-changeable override."""
        out = bytearray()
        for i in range(len(SCHEMA)):
            row = SCHEMA[i]
            key = row[0]
            if key not in self.overrides or row[4] is None:
                continue
            values = self.menu_values(key)
            v = self.overrides[key]
            for j in range(len(values)):
                if values[j] == v:
                    out.append(i)
                    out.append(j)
        return bytes(out)

    def decode_overrides(self, data):
        """Inverse of encode_overrides; silently skips entries that no
        longer fit the schema (a firmware update changed it)."""
        for k in range(0, len(data) - 1, 2):
            i, j = data[k], data[k + 1]
            if i >= len(SCHEMA):
                continue
            row = SCHEMA[i]
            if row[4] is None:
                continue
            values = self.menu_values(row[0])
            if j < len(values):
                self.overrides[row[0]] = values[j]


def describe(value):
    """Human text for a menu value."""
    if value is True:
        return "on"
    if value is False:
        return "off"
    return str(value)


def example_toml():
    """The commented settings.toml example shipped in the bundle (generated
    from SCHEMA so documentation and code never drift)."""
    lines = ["# settings.toml for the game-master appliance.",
             "# Values: \"strings\", integers, true/false.  A bad value is reported on",
             "# screen and replaced by its default; nothing is lost.", ""]
    for row in SCHEMA:
        key, kind, default, spec, _menu, desc = row
        if kind == "int":
            rng = " (%d..%d)" % spec
        elif kind == "choice":
            rng = " (" + " | ".join(spec) + ")"
        else:
            rng = ""
        lines.append("# %s%s" % (desc, rng))
        if isinstance(default, bool):
            val = "true" if default else "false"
        elif isinstance(default, int):
            val = str(default)
        else:
            val = '"%s"' % default
        lines.append("# %s = %s" % (key, val))
        lines.append("")
    return "\n".join(lines)
