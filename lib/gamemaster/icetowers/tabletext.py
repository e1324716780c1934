# The text form of an IceTowers table (docs/icetowers-formats.md): one tower
# per line, bottom first, e.g. "red3 yellow2 red1"; "#" starts a comment;
# optional "players: N" and "variant: standard|ghost|double" lines first.
# Errors name the line and column (1-based) of the word at fault.

from gamemaster.icetowers.engine import IceTowers, format_tower
from gamemaster.icetowers.rules import (
    COLOUR_NAMES, PER_SIZE, WHITE, NCOLOURS, STANDARD, GHOST, VARIANT_NAMES,
)

_SHORT = "rygbw"          # the first letters of COLOUR_NAMES


class TableTextError(ValueError):
    def __init__(self, line, col, message):
        ValueError.__init__(self, "line %d, column %d: %s" % (line, col, message))
        self.line = line
        self.col = col
        self.message = message


def _words(text):
    # (column, word) pairs of a line, columns 1-based.
    out = []
    i = 0
    n = len(text)
    while i < n:
        while i < n and text[i] in " \t,":
            i += 1
        if i >= n:
            break
        j = i
        while j < n and text[j] not in " \t,":
            j += 1
        out.append((i + 1, text[i:j]))
        i = j
    return out


def parse_pyramid(word):
    # "red3" / "r3" / "Red 3" -> (colour, size); ValueError with a reason.
    w = word.lower()
    if not w or w[-1] not in "0123456789":
        raise ValueError("%r is not a pyramid (a colour and a size, e.g. red3)" % word)
    k = len(w)
    while k > 0 and w[k - 1] in "0123456789":
        k -= 1
    name = w[:k]
    size = int(w[k:])
    if name == "gus":
        name = "white"             # the device calls Gus's white pyramids Gus
    if name in COLOUR_NAMES:
        colour = COLOUR_NAMES.index(name)
    elif len(name) == 1 and name in _SHORT:
        colour = _SHORT.index(name)
    else:
        raise ValueError("unknown colour %r (red, yellow, green, blue, white)" % name)
    if size < 1 or size > 3:
        raise ValueError("a pyramid has 1, 2 or 3 pips, not %d" % size)
    return colour, size


def parse(text, rules=None, players=None, variant=None):
    # -> IceTowers holding exactly the towers of the text.  players/variant
    # given here override the text's header lines.
    towers = []
    used = [False] * NCOLOURS
    counts = [[0, 0, 0, 0] for _ in range(NCOLOURS)]
    head_players = None
    head_variant = None
    lineno = 0
    for raw in text.split("\n"):
        lineno += 1
        line = raw
        cut = line.find("#")
        if cut >= 0:
            line = line[:cut]
        if not line.strip():
            continue
        colon = line.find(":")
        if colon >= 0:
            key = line[:colon].strip().lower()
            val = line[colon + 1:].strip().lower()
            col = len(line) - len(line.lstrip()) + 1
            rest = line[colon + 1:]
            vcol = colon + 2 + len(rest) - len(rest.lstrip())
            if towers:
                raise TableTextError(lineno, col, "settings come before the towers")
            if key == "players":
                if val not in ("2", "3", "4"):
                    raise TableTextError(lineno, vcol, "players must be 2, 3 or 4")
                head_players = int(val)
            elif key == "variant":
                # ICETOWERS_VARIANT's names (normal, gus) mean the same
                val = {"normal": "standard", "gus": "ghost"}.get(val, val)
                if val not in VARIANT_NAMES:
                    raise TableTextError(lineno, vcol,
                                         "variant must be standard (normal), ghost (gus) or double")
                head_variant = VARIANT_NAMES.index(val)
            else:
                raise TableTextError(lineno, col, "unknown setting %r" % key)
            continue
        tower = []
        for col, word in _words(line):
            try:
                colour, size = parse_pyramid(word)
            except ValueError as exc:
                raise TableTextError(lineno, col, str(exc))
            if tower and size > tower[-1][1]:
                raise TableTextError(lineno, col, "%s cannot stand on the smaller %s%d" % (
                    word, COLOUR_NAMES[tower[-1][0]], tower[-1][1]))
            counts[colour][size] += 1
            if counts[colour][size] > PER_SIZE:
                raise TableTextError(lineno, col, "a sixth %s%d: a colour has only %d of each size" % (
                    COLOUR_NAMES[colour], size, PER_SIZE))
            used[colour] = True
            tower.append((colour, size))
        towers.append((lineno, tower))
    if not towers:
        # every pyramid stands somewhere at the end: no towers is no table
        raise TableTextError(1, 1, "no towers: write one tower per line, bottom first"
                             " (e.g. red3 yellow1)")
    if variant is None:
        variant = head_variant
    if players is None:
        players = head_players
    if variant is None:
        variant = GHOST if used[WHITE] else STANDARD
    if players is None:
        if variant != STANDARD:
            players = 2
        else:
            players = 2
            for c in range(4):
                if used[c]:
                    players = max(players, c + 1)
    try:
        g = IceTowers(players, variant, rules, None, True)
    except ValueError as exc:
        raise TableTextError(1, 1, str(exc))
    for lineno, tower in towers:
        words = _words(_strip_comment(text.split("\n")[lineno - 1]))
        for k in range(len(tower)):
            colour = tower[k][0]
            if g.owner[colour] is None:
                raise TableTextError(lineno, words[k][0], "%s is not in a %d-player %s game" % (
                    COLOUR_NAMES[colour], players, VARIANT_NAMES[variant]))
        g.add_tower([(c << 2) | s for c, s in tower])
    return g


def _strip_comment(line):
    cut = line.find("#")
    return line if cut < 0 else line[:cut]


def format_table(g):
    # The inverse of parse for a game's towers (hands are not written).
    lines = ["players: %d" % g.players]
    if g.variant != STANDARD:
        lines.append("variant: %s" % VARIANT_NAMES[g.variant])
    for t in g.stacks:
        lines.append(format_tower(t))
    return "\n".join(lines) + "\n"
