# The seven pipeline elements and Table 1 of the rules, as data.
#
# Directions are ints: 0 = up (north), 1 = right (east), 2 = down (south),
# 3 = left (west).  ``(d + 2) % 4`` is the opposite side, ``(d + 1) % 4`` is a
# quarter turn clockwise.
#
# Table 1 of the rules is transcribed literally below (rows: the side the water
# flows in from; columns: the seven elements; ``None`` = "end", the flow stops).
# Everything else (which sides an element joins, rotation) is derived from it,
# so the rule lives in exactly one place.
#
# A board holds this module all game (the element on screen, its picture),
# so what only one host tool needs lives in that tool (the printed labels:
# host_sim/pipes_print.py).

UP = 0
RIGHT = 1
DOWN = 2
LEFT = 3
EDGE_LETTERS = "NESW"          # the board text format's edge letters
DELTA = ((-1, 0), (0, 1), (1, 0), (0, -1))   # (drow, dcol) per direction

CURVE_RIGHT_DOWN = 0
CURVE_LEFT_DOWN = 1
CURVE_UP_RIGHT = 2
CURVE_UP_LEFT = 3
STRAIGHT_HORIZONTAL = 4
STRAIGHT_VERTICAL = 5
CROSSING = 6
COUNT = 7

NAMES = (
    "curve_right_down", "curve_left_down", "curve_up_right", "curve_up_left",
    "straight_horizontal", "straight_vertical", "crossing",
)
# The board text format's characters, in element order.
CHARS = "r7LJ-|+"

# Table 1, row by row: inflow side -> outflow direction for elements 0..6.
# (Order of rows as printed: left, right, up, down.)
_T1_LEFT = (None, DOWN, None, UP, RIGHT, None, RIGHT)
_T1_RIGHT = (DOWN, None, UP, None, LEFT, None, LEFT)
_T1_UP = (None, None, RIGHT, LEFT, None, DOWN, DOWN)
_T1_DOWN = (RIGHT, LEFT, None, None, None, UP, UP)

# OUTFLOW[element][inflow_side] -> outflow direction or None.
OUTFLOW = tuple(
    (_T1_UP[e], _T1_RIGHT[e], _T1_DOWN[e], _T1_LEFT[e]) for e in range(COUNT)
)
del _T1_LEFT, _T1_RIGHT, _T1_UP, _T1_DOWN


def outflow(element, inflow_side):
    # Direction the water leaves ``element`` when it enters through
    # ``inflow_side`` (the side of the field it comes in by), or None.
    return OUTFLOW[element][inflow_side]


def sides(element):
    # The set of sides an element's pipe touches, as a sorted tuple.
    out = []
    for d in range(4):
        if OUTFLOW[element][d] is not None:
            out.append(d)
    return tuple(out)


def rotate(element, quarter_turns):
    # The element drawn rotated clockwise by ``quarter_turns`` x 90 degrees.
    q = quarter_turns % 4
    want = tuple(sorted(((d + q) % 4) for d in sides(element)))
    if element == CROSSING:
        return CROSSING
    for e in range(COUNT - 1):
        if sides(e) == want:
            return e
    raise ValueError("no element joins sides %r" % (want,))


def by_name(name):
    for i in range(COUNT):
        if NAMES[i] == name:
            return i
    raise ValueError("unknown element name: %r" % (name,))


def weighted(rng, weights):
    # An element (an index of ``weights``, ints >= 0) drawn from ``rng`` with
    # probability proportional to its weight (PIPES_DRAW = "weighted").
    total = 0
    for w in weights:
        total += w
    if total <= 0:
        raise ValueError("weights must not all be zero")
    r = rng.below(total)
    for i in range(len(weights)):
        r -= weights[i]
        if r < 0:
            return i
    return len(weights) - 1
