"""Text formats for fields and programs (see docs/golems-formats.md).

Both are small enough to type on the board's drive with any editor, and both
report mistakes as ``line L, column C: expected ..., found ...`` so a player
can fix a file without reading code.  Comments start with ``;`` (``#`` is a
wall).
"""

from gamemaster.golems import cards
from gamemaster.golems.mistake import Mistake
from gamemaster.golems.field import (
    BARREL, CASTLE, COLOUR_LETTERS, COLOUR_NAMES, EMPTY, FACING_CHARS, Field, Golem, LIVES,
    STREAM_EW, STREAM_NS, TERRAIN_CHARS, TUNNEL, WALL, WATER,
)

COMMENT = ";"
# The mistakes' words are ``words_mistake_<lang>.py``'s, by id (``mistake``):
# ``expected`` and ``found`` are messages, ``(id, argument, ...)``, or what
# the file holds as typed (``repr``), worded when the mistake is shown.
_END = (25,)                    # end: "end of line"


class ParseError(Mistake):
    def __init__(self, line, col, expected, found):
        self.line = line
        self.col = col
        self.expected = expected
        self.found = found
        super().__init__(1, line, col, expected, found)     # parse


def _found(text, i):
    if i >= len(text):
        return _END
    return repr(text[i])


def _content_lines(text):
    """(line number, text without comment) for non-blank lines."""
    out = []
    n = 0
    for raw in text.split("\n"):
        n += 1
        cut = raw.find(COMMENT)
        line = (raw if cut < 0 else raw[:cut]).rstrip()
        if line.strip():
            out.append((n, line))
    return out


def _tokens(line):
    """(column, token) pairs of a whitespace-separated line (1-based columns)."""
    out = []
    i = 0
    while i < len(line):
        if line[i] in " \t\r":
            i += 1
            continue
        j = i
        while j < len(line) and line[j] not in " \t\r":
            j += 1
        out.append((i + 1, line[i:j]))
        i = j
    return out


# -- fields ------------------------------------------------------------
# Obstacle tokens in the box ("10 жетонов Бочек, 5 жетонов Воды и 6 жетонов
# Стен"): kind -> count, for ``parse_field(text, box=True)``.
# (the token's name: words_mistake's barrel, water, wall)
BOX_TOKENS = ((BARREL, 10, 21), (WATER, 5, 22), (WALL, 6, 23))
# a stream's cells are water tokens too (the rules' "Поток" is water)
_TOKEN_KIND = {STREAM_EW: WATER, STREAM_NS: WATER}


def parse_field(text, box=False):
    """A ``Field`` from text: optional ``size N`` / ``lives R 2`` lines, then
    one line of N cells per row.  ``box``: refuse a field that needs more
    obstacle tokens than the box holds (a carried barrel is a token too)."""
    size = None
    lives = {}
    rows = []
    for n, line in _content_lines(text):
        toks = _tokens(line)
        word = toks[0][1]
        if len(word) > 1 and word.isalpha() and word.islower():
            if rows:
                raise ParseError(n, toks[0][0], (10,), repr(word))      # grid_first
            if word == "size":
                size = _int_arg(n, toks, 1, 2, 9)
                _no_more(n, toks, 2)
            elif word == "lives":
                if len(toks) < 2 or toks[1][1] not in COLOUR_LETTERS:
                    raise ParseError(n, toks[1][0] if len(toks) > 1 else len(line) + 1,
                                     (11,),                          # golem_letter
                                     repr(toks[1][1]) if len(toks) > 1 else _END)
                lives[COLOUR_LETTERS.index(toks[1][1])] = _int_arg(n, toks, 2, 1, LIVES)
                _no_more(n, toks, 3)
            else:
                raise ParseError(n, toks[0][0], (12,), repr(word))      # setting
            continue
        rows.append((n, toks))
    if not rows:
        raise ParseError(1, 1, (13,), (41,))        # grid, no_rows
    if size is None:
        size = len(rows)
        if not 2 <= size <= 9:
            raise ParseError(rows[-1][0], 1, (14,), (42, size))     # rows, n_rows
    if len(rows) != size:
        n = rows[-1][0] + 1 if len(rows) < size else rows[size][0]
        raise ParseError(n, 1, (15, size, size, size), (42, len(rows)))    # rows_for, n_rows
    cells = [EMPTY] * (size * size)
    golems = []
    seen = {}
    used = [0] * len(TERRAIN_CHARS)
    for r in range(size):
        n, toks = rows[r]
        if len(toks) != size:
            col = toks[size][0] if len(toks) > size else len(" ".join(t[1] for t in toks)) + 1
            raise ParseError(n, col, (16, size), len(toks))      # cells
        for c in range(size):
            col, tok = toks[c]
            kind, golem = _cell(n, col, tok, r, c)
            cells[r * size + c] = kind
            used[_TOKEN_KIND.get(kind, kind)] += 1
            if golem is not None and golem.carrying:
                used[BARREL] += 1
            if box:
                _box_check(n, col, used)
            if golem is not None:
                if golem.colour in seen:
                    raise ParseError(n, col, (17,),                 # one_each, second
                                     (43, COLOUR_LETTERS[golem.colour]))
                seen[golem.colour] = True
                golems.append(golem)
    for colour in sorted(lives):
        if colour not in seen:
            raise ParseError(1, 1, (18, COLOUR_LETTERS[colour]), (44,))     # lives_golem, none
    for g in golems:
        if g.colour in lives:
            g.lives = lives[g.colour]
    mouths = 0
    for k in cells:
        if k == TUNNEL:
            mouths += 1
    if mouths not in (0, 2):
        raise ParseError(rows[-1][0], 1, (19,), mouths)      # mouths
    return Field(size, cells, golems)


def _box_check(n, col, used):
    for kind, count, name in BOX_TOKENS:
        if used[kind] > count:
            raise ParseError(n, col, (20, count, (name,), count),     # box, token
                             (45, used[kind]))


def _int_arg(n, toks, k, lo, hi):
    if len(toks) <= k:
        raise ParseError(n, len(" ".join(t[1] for t in toks)) + 2,
                         (24, lo, hi), _END)                    # number
    col, tok = toks[k]
    try:
        v = int(tok)
    except ValueError:
        raise ParseError(n, col, (24, lo, hi), repr(tok))
    if not lo <= v <= hi:
        raise ParseError(n, col, (24, lo, hi), repr(tok))
    return v


def _no_more(n, toks, k):
    if len(toks) > k:
        raise ParseError(n, toks[k][0], _END, repr(toks[k][1]))


def _cell(n, col, tok, r, c):
    i = 0
    kind = EMPTY
    if tok[0] in TERRAIN_CHARS:
        kind = TERRAIN_CHARS.index(tok[0])
        i = 1
        if len(tok) == 1:
            return kind, None
        if kind not in (EMPTY, CASTLE, TUNNEL):
            raise ParseError(n, col + 1, (26, repr(tok[0])), repr(tok[1]))  # no_standing
    if tok[i] not in COLOUR_LETTERS:
        raise ParseError(n, col + i, (7,), repr(tok[i]))        # cell
    colour = COLOUR_LETTERS.index(tok[i])
    if i + 1 >= len(tok) or tok[i + 1] not in FACING_CHARS:
        raise ParseError(n, col + i + 1, (27,), _found(tok, i + 1))     # facing
    golem = Golem(colour, r, c, FACING_CHARS.index(tok[i + 1]))
    j = i + 2
    if j < len(tok) and tok[j] == "*":
        golem.carrying = True
        j += 1
    if j < len(tok):
        raise ParseError(n, col + j, (28,), repr(tok[j]))       # after_golem
    return kind, golem


def format_field(field, with_settings=True):
    """Text that ``parse_field`` reads back into the same field (golems that
    are out are left off)."""
    lines = []
    if with_settings:
        lines.append("size %d" % field.size)
        for g in field.golems:
            if 0 < g.lives < LIVES:
                lines.append("lives %s %d" % (COLOUR_LETTERS[g.colour], g.lives))
    for r in range(field.size):
        toks = []
        for c in range(field.size):
            kind = field.at(r, c)
            g = field.golem_at(r, c)
            if g is None:
                toks.append(TERRAIN_CHARS[kind])
            else:
                t = "" if kind == EMPTY else TERRAIN_CHARS[kind]
                t += COLOUR_LETTERS[g.colour] + FACING_CHARS[g.facing]
                if g.carrying:
                    t += "*"
                toks.append(t)
        lines.append(" ".join("%-3s" % t for t in toks).rstrip())
    return "\n".join(lines) + "\n"


# -- programs ----------------------------------------------------------
def parse_program(text):
    """The one program in ``text`` (blank lines and ``;`` comments allowed)."""
    lines = _content_lines(text)
    if not lines:
        raise ParseError(1, 1, (29, cards.SLOTS), (46,))        # program, empty
    if len(lines) > 1:
        raise ParseError(lines[1][0], 1, (30,), (47,))  # one_line, second_line
    n, line = lines[0]
    return parse_program_line(line, n)


def parse_program_line(line, n=1):
    """``F F X D``, ``E?(X,F) 2(F) S D`` ... -> a program tuple (4 slots).
    Only the shape is checked here; card counts are ``cards.check_program``."""
    p = _Cursor(line, n)
    slots = []
    while True:
        p.skip()
        if p.at_end():
            break
        if len(slots) == cards.SLOTS:
            p.fail((31, cards.SLOTS))              # end_after
        slots.append(_slot(p, False))
        if not p.at_end() and p.peek() not in " \t\r":
            p.fail((32,))                          # between
    if len(slots) != cards.SLOTS:
        p.fail((33, cards.SLOTS, len(slots)))      # slots
    return tuple(slots)


class _Cursor:
    def __init__(self, text, line):
        self.text = text
        self.i = 0
        self.line = line

    def at_end(self):
        return self.i >= len(self.text)

    def peek(self):
        return self.text[self.i] if self.i < len(self.text) else ""

    def skip(self):
        while self.i < len(self.text) and self.text[self.i] in " \t\r":
            self.i += 1

    def take(self, ch, expected=None):
        self.skip()
        if self.peek() != ch:
            self.fail(expected or repr(ch))
        self.i += 1

    def fail(self, expected):
        raise ParseError(self.line, self.i + 1, expected, _found(self.text, self.i))


def _slot(p, in_condition):
    ch = p.peek().upper()
    if ch in ("2", "3"):
        p.i += 1
        p.take("(", (34,))                     # rep_open
        p.skip()
        a = _action(p, (35,))                   # rep_action
        p.take(")", (36,))                     # rep_close
        return cards.repeat(int(ch), a)
    if ch in ("E", "A") and p.i + 1 < len(p.text) and p.text[p.i + 1] == "?":
        if in_condition:
            p.fail((37,))                      # no_nesting
        p.i += 2
        kind = cards.ENEMY if ch == "E" else cards.ATTACKED
        p.take("(", (38,))                     # cond_open
        p.skip()
        then = _slot(p, True)
        p.take(",", (39,))                     # comma
        p.skip()
        else_ = _slot(p, True)
        p.take(")", (40,))                     # cond_close
        return cards.cond(kind, then, else_)
    return _action(p, (9,) if in_condition else (8,))      # branch, slot


def _action(p, expected):
    ch = p.peek().upper()
    if ch == "" or ch not in cards.LETTERS:
        p.fail(expected)
    p.i += 1
    return cards.LETTERS.index(ch)


def format_slot(slot):
    if isinstance(slot, int):
        return cards.LETTERS[slot]
    if slot[0] == cards.REP:
        return "%d(%s)" % (slot[1], cards.LETTERS[slot[2]])
    return "%s?(%s,%s)" % ("E" if slot[1] == cards.ENEMY else "A",
                           format_slot(slot[2]), format_slot(slot[3]))


def format_program(program):
    return " ".join(format_slot(s) for s in program)


# -- what happened (one formatter for the host's transcript and the device) --
def format_report(golem, report):
    """``Red: then 3(F) ok/clash/ok, loses 1`` (``engine.format_report``: the
    device formats its battle's rows without this module)."""
    from gamemaster.golems.engine import format_report
    return format_report(golem, report)


def format_row(field, reports):
    return "; ".join(format_report(field.golems[i], reports[i]) for i in range(len(reports)))


def format_result(res, castle=False):
    """``Red wins`` / ``Red captures the castle`` / ``tie (Red, Blue)`` /
    ``draw (no golem left)`` for a result of ``engine.result``."""
    if res[0] == "win":
        return "%s %s" % (COLOUR_NAMES[res[1]], "captures the castle" if castle else "wins")
    if res[0] == "tie":
        return "tie (%s)" % ", ".join(COLOUR_NAMES[c] for c in res[1])
    return "draw (no golem left)"
