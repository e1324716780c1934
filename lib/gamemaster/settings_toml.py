# The settings.toml subset: KEY = value lines with "strings" or 'literal
# strings', integers
# (decimal or 0x hex), true/false and # comments.  Separate from the checks
# (settings_file.py) so a board compiles each in a small heap; both are
# dropped again after boot.


def parse_toml(text):
    # Parse the ``settings.toml`` subset: ``KEY = value`` lines with
    # "strings" or 'literal strings', integers (decimal or 0x hex),
    # true/false, and # comments.
    #
    # Returns (pairs, problems): pairs is a list of (line number, key, value);
    # problems a list of (line number, message).  Never raises.
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
        if not key or not all(ch.isalpha() or ch.isdigit() or ch in "_-" for ch in key):
            problems.append((lineno, "bad key name %r" % key[:20]))
            continue
        value, err = _parse_value(rest)
        if err:
            problems.append((lineno, "%s: %s" % (key, err)))
            continue
        pairs.append((lineno, key, value))
    return pairs, problems


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
    if rest[0] == "'":
        # a TOML literal string: no escapes, ends at the next quote
        end = rest.find("'", 1)
        if end < 0:
            return None, "string has no closing quote"
        tail = rest[end + 1:].strip()
        if tail and tail[0] != "#":
            return None, "unexpected text after the closing quote"
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
    return None, "expected a \"string\", an integer, true or false (got %s)" % token[:16]
