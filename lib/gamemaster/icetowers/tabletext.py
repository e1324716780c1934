# The text form of an IceTowers table (docs/icetowers-formats.md): one tower
# per line, bottom first, e.g. "red3 yellow2 red1"; "#" starts a comment;
# optional "players: N", "variant: standard|ghost|double" and "colours: ..."
# lines first.  Errors name the line and column (1-based) of the word at
# fault.
#
# A table plays with the pyramids it owns: any colours of the Looney
# Pyramids' range (rules.RANGE), one set a player ("1 zestaw (Kolor)
# piramidek dla każdego gracza").  The players are the colours written,
# never more: with no "colours:" line, in the range's order (red, yellow,
# green, blue first, as on the device); Gus (the ghost game) plays white.
# The engine's colours are the seats' sets (rules: 0-3, Gus 4), named
# after the table's colours in ``IceTowers.names``.

from gamemaster.icetowers.engine import IceTowers, format_tower
from gamemaster.icetowers.rules import (
    COLOUR_NAMES, DOUBLE, GHOST, PER_SIZE, RANGE, STANDARD, VARIANT_NAMES, WHITE,
)

_SHORT = "rygbw"          # red, yellow, green, blue, white by their first letter
_GUS = -1                 # a word naming Gus's pyramid ("gus3")
_ORDINAL = ("first", "second", "third", "fourth", "fifth")


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


def _colour(name):
    # a colour of the range (its index), Gus, or ValueError
    if name == "gus":
        return _GUS               # the device calls Gus's white pyramids Gus
    if name in RANGE:
        return RANGE.index(name)
    if len(name) == 1 and name in _SHORT:
        return RANGE.index(COLOUR_NAMES[_SHORT.index(name)])
    raise ValueError("unknown colour %r (%s)" % (name, ", ".join(RANGE)))


def parse_pyramid(word):
    # "red3" / "r3" / "Red 3" / "gus2" -> (colour, size): a colour of
    # rules.RANGE (-1 for Gus); ValueError with a reason.
    w = word.lower()
    if not w or w[-1] not in "0123456789":
        raise ValueError("%r is not a pyramid (a colour and a size, e.g. red3)" % word)
    k = len(w)
    while k > 0 and w[k - 1] in "0123456789":
        k -= 1
    colour = _colour(w[:k])
    digits = w[k:]
    if len(digits) > 3:
        # (int() of thousands of digits is an error of its own on CPython)
        raise ValueError("a pyramid has 1, 2 or 3 pips, not a %d-digit number" % len(digits))
    size = int(digits)
    if size < 1 or size > 3:
        raise ValueError("a pyramid has 1, 2 or 3 pips, not %d" % size)
    return colour, size


def _header(lineno, line, colon, towers, head):
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
        head["players"] = int(val)
    elif key == "variant":
        # ICETOWERS_VARIANT's names (normal, gus) mean the same
        val = {"normal": "standard", "gus": "ghost"}.get(val, val)
        if val not in VARIANT_NAMES:
            raise TableTextError(lineno, vcol,
                                 "variant must be standard (normal), ghost (gus) or double")
        head["variant"] = VARIANT_NAMES.index(val)
    elif key in ("colours", "colors"):
        # each player's colour in seat order ("red, purple, black"); a
        # double player's two joined by "+" ("red+green, yellow+blue")
        seats = []
        for c, item in _words(rest):
            c += colon + 1                  # (the column in the line)
            sets = []
            for name in item.lower().split("+"):
                try:
                    k = _colour(name)
                except ValueError as exc:
                    raise TableTextError(lineno, c, str(exc))
                if k == _GUS or k in sets or any(k in x[1] for x in seats):
                    raise TableTextError(lineno, c, "%s: each colour once, and not Gus (he "
                                         "plays white)" % name)
                sets.append(k)
            seats.append((c, tuple(sets)))
        if not seats:
            raise TableTextError(lineno, vcol, "colours: name each player's colour")
        head["colours"] = (lineno, seats)
    else:
        raise TableTextError(lineno, col, "unknown setting %r" % key)


def parse(text, rules=None, players=None, variant=None):
    # -> IceTowers holding exactly the towers of the text.  players/variant
    # given here override the text's header lines.
    towers = []
    counts = {}
    head = {}
    lineno = 0
    # line ends: \n, \r\n, or a lone \r (an old Mac editor's)
    for raw in text.replace("\r\n", "\n").replace("\r", "\n").split("\n"):
        lineno += 1
        line = raw
        cut = line.find("#")
        if cut >= 0:
            line = line[:cut]
        if not line.strip():
            continue
        colon = line.find(":")
        if colon >= 0:
            _header(lineno, line, colon, towers, head)
            continue
        tower = []
        words = _words(line)
        if not words:
            raise TableTextError(lineno, len(line) - len(line.lstrip()) + 1,
                                 "no pyramid on this line: a tower is one or more, e.g. red3 yellow1")
        for col, word in words:
            try:
                colour, size = parse_pyramid(word)
            except ValueError as exc:
                raise TableTextError(lineno, col, str(exc))
            if tower and size > tower[-1][1]:
                raise TableTextError(lineno, col, "%s cannot stand on the smaller %s" % (
                    word, _name(tower[-1][0], tower[-1][1])))
            key = (RANGE.index("white") if colour == _GUS else colour, size)   # Gus's are white
            n = counts.get(key, 0) + 1
            counts[key] = n
            if n > PER_SIZE:
                raise TableTextError(lineno, col, "a sixth %s: a colour has only %d of each size" % (
                    _name(colour, size), PER_SIZE))
            tower.append((colour, size, col))
        towers.append((lineno, tower))
    if not towers:
        # every pyramid stands somewhere at the end: no towers is no table
        raise TableTextError(1, 1, "no towers: write one tower per line, bottom first"
                             " (e.g. red3 yellow1)")
    if variant is None:
        variant = head.get("variant")
    if variant is None:
        variant = GHOST if any(c[0] == _GUS for _, t in towers for c in t) else STANDARD
    if players is None:
        players = head.get("players")
    if variant != STANDARD and players not in (None, 2):
        raise TableTextError(1, 1, "the ghost and double variants are for 2 players")
    seats, at = _seats(towers, head, variant)
    want = 2 if variant != STANDARD else players
    if want is not None and len(seats) > want:
        raise TableTextError(at[want][0], at[want][1], "%s is a %s player's colour, but the game "
                             "has %d players" % (_set(seats[want]), _ORDINAL[want], want))
    if len(seats) < (want or 2):
        where = at[-1] if at else (1, 1)
        raise TableTextError(where[0], where[1], "%d players, but the table has %d player "
                             "colour%s (%s): name every player's in a 'colours:' line" % (
                                 want or 2, len(seats), "" if len(seats) == 1 else "s",
                                 ", ".join(_set(x) for x in seats)))
    if len(seats) > 4:
        raise TableTextError(at[4][0], at[4][1], "%s is a fifth player's colour: a game has 2 to 4"
                             " players" % _set(seats[4]))
    white = RANGE.index("white")
    if variant == GHOST and any(white in x for x in seats):
        where = at[[white in x for x in seats].index(True)]
        raise TableTextError(where[0], where[1], "white is Gus's colour in the ghost game")
    # the seats' sets as the engine's colours: player p's first set is p,
    # a double player's second p + 2, Gus WHITE
    slot = {}
    for p in range(len(seats)):
        for k in range(len(seats[p])):
            slot[seats[p][k]] = p + 2 * k
    try:
        g = IceTowers(len(seats), variant, rules, None, True)
    except ValueError as exc:
        raise TableTextError(1, 1, str(exc))
    names = list(COLOUR_NAMES)
    for c in slot:
        names[slot[c]] = RANGE[c]
    g.names = names
    for lineno, tower in towers:
        pieces = []
        for colour, size, col in tower:
            if colour == _GUS or (variant == GHOST and colour == RANGE.index("white")):
                s = WHITE
            elif colour in slot:
                s = slot[colour]
            else:
                raise TableTextError(lineno, col, "%s is not one of the colours: line's (%s)" % (
                    _name(colour, size), ", ".join(_set(x) for x in seats)))
            pieces.append((s << 2) | size)
        g.add_tower(pieces)
    return g


def _name(colour, size):
    return "%s%d" % ("gus" if colour == _GUS else RANGE[colour], size)


def _set(colours):
    return "+".join(RANGE[c] for c in colours)


def _seats(towers, head, variant):
    # The players' sets in seat order, each a tuple of range colours (two in
    # the double game), and where each was named: the "colours:" line, else
    # the first word of each colour written in the towers, the colours in
    # the range's order (white is Gus's in the ghost game).
    if "colours" in head:
        lineno, listed = head["colours"]
        per = 2 if variant == DOUBLE else 1
        for c, sets in listed:
            if len(sets) != per:
                raise TableTextError(lineno, c, "a %s game's player has %d colour%s, found %d" % (
                    VARIANT_NAMES[variant], per, "s" if per > 1 else "", len(sets)))
        return [s for _, s in listed], [(lineno, c) for c, _ in listed]
    first = {}
    for lineno, tower in towers:
        for colour, size, col in tower:
            if colour == _GUS or (variant == GHOST and colour == RANGE.index("white")):
                continue
            if colour not in first:
                first[colour] = (lineno, col)
    used = sorted(first)
    if variant == DOUBLE:
        if len(used) != 4:
            where = first[used[-1]] if used else (1, 1)
            raise TableTextError(where[0], where[1], "a double game has 4 colours, 2 a player; "
                                 "the table has %d (%s): name them in a 'colours:' line" % (
                                     len(used), ", ".join(RANGE[c] for c in used)))
        # player 1 the first and third (red + green), player 2 the others
        return [(used[0], used[2]), (used[1], used[3])], [first[used[0]], first[used[1]]]
    return [(c,) for c in used], [first[c] for c in used]


def format_table(g):
    # The inverse of parse for a game's towers (hands are not written).
    lines = ["players: %d" % g.players]
    if g.variant != STANDARD:
        lines.append("variant: %s" % VARIANT_NAMES[g.variant])
    names = getattr(g, "names", COLOUR_NAMES)
    lines.append("colours: " + ", ".join("+".join(names[c] for c in g.own_colours(p))
                                         for p in range(g.players)))
    for t in g.stacks:
        lines.append(format_tower(t, names))
    return "\n".join(lines) + "\n"
