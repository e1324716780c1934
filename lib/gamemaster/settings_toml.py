# The settings.toml subset: KEY = value lines with "strings" or 'literal
# strings', integers
# (decimal or 0x hex), true/false and # comments.  Separate from the checks
# (settings_file.py) so a board compiles each in a small heap; both are
# dropped again after boot.  A problem is (line number, its words' index,
# their arguments): settings_file.py says it in the file's language, known
# once every line is read (gamemaster/words_problems_<lang>.py).


def parse_toml(text):
    # Parse the ``settings.toml`` subset: ``KEY = value`` lines with
    # "strings" or 'literal strings', integers (decimal or 0x hex),
    # true/false, and # comments.
    #
    # Returns (pairs, problems): pairs is a list of (line number, key, value);
    # problems a list of (line number, words index, arguments).  Never raises.
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
            problems.append((lineno, 1, (line[:20],)))     # tables like %s are not supported...
            continue
        eq = line.find("=")
        if eq <= 0:
            problems.append((lineno, 2, ()))                # expected KEY = value
            continue
        key = line[:eq].strip()
        rest = line[eq + 1:].strip()
        if not key or not all(ch.isalpha() or ch.isdigit() or ch in "_-" for ch in key):
            problems.append((lineno, 3, (key[:20],)))       # bad key name %r
            continue
        value, err = _parse_value(rest)
        if err:
            problems.append((lineno, err[0], (key,) + err[1]))    # KEY: what is wrong
            continue
        pairs.append((lineno, key, value))
    return pairs, problems


def _parse_value(rest):
    # (value, None) or (None, (words index, arguments)) of the problem
    if not rest:
        return None, (4, ())                                # missing value
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
                    return None, (5, ())                    # unexpected text after the closing quote
                return "".join(out), None
            out.append(ch)
            i += 1
        return None, (6, ())                                # string has no closing quote
    if rest[0] == "'":
        # a TOML literal string: no escapes, ends at the next quote
        end = rest.find("'", 1)
        if end < 0:
            return None, (6, ())
        tail = rest[end + 1:].strip()
        if tail and tail[0] != "#":
            return None, (5, ())
        return rest[1:end], None
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
    return None, (7, (token[:16],))                         # expected a "string", ... (got %s)
