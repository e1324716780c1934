# Flipop geometry, settings and notation.
#
# Holes: h = y * 5 + x, x = file a..e (0..4), y = rank 1..5 (0..4).  White
# starts on rank 1, black on rank 5.  Lattice points (corners of holes) are
# (i, j), 0..5 each; the 16 interior ones (1..4, 1..4) carry the gates.
# Anchor index a = (j - 1) * 4 + (i - 1).  A gate's direction (N E S W =
# 0 1 2 3) is the way it points from its anchor along one grid segment, and
# that segment is the boundary between two holes: the passage it opens.
#
# Gate names in notation: the anchor at the top-right corner of hole a1 is
# gate "a1" (so gates are a1..d4): lattice (i, j) = corner of hole (i-1, j-1).
#
#   rank 2  +----+----+        a ball in a1 can go to a2 only if gate a1
#           | a2 | b2 |        points W (along the a1|a2 boundary), and to
#           +----a1---+        b1 only if it points S.  A corner hole has
#   rank 1  | a1 | b1 |        one gate near it: the tip's "isolated" corner.
#           +----+----+
#
# Passing through a gate turns it 90 degrees about its anchor, pushed by the
# ball: its free end moves the way the ball moves, so its new direction IS
# the ball's direction.  Ball b1 -> b2 (N) through gate a1 pointing E:
#
#     +----+----+           +----+----+
#     | a2 | b2 |           | a2 |b2  |       the gate sweeps through b2
#     +----a1===+    ->     +----a1---+       and ends along the a2|b2
#     | a1 | b1 |           | a1 | b1 |       boundary, pointing N; from
#     +----+----+           +----+----+       b2 only the way west is open
#                                             (through it: b2 -> a2).
# A gate from the other end (gate b1 pointing W) would turn N the same way:
# the ball parts a double gate "to both sides".  Boundaries that end on the
# board's edge touch one anchor only: one gate can cover them, never two.

N, E, S, W = 0, 1, 2, 3
WHITE, BLACK, DRAW = 0, 1, 2
FILES = "abcde"
SIDE_NAMES = ("W", "B")
FULL = 5

# exits: the middle three holes of the opponent's starting edge
EXIT_MASK = ((1 << 21) | (1 << 22) | (1 << 23), (1 << 1) | (1 << 2) | (1 << 3))
START_WHITE = 0x1F
START_BLACK = 0x1F << 20

# Rules settings (docs/rules-interpretations.md part 4 says why each default)
CHAIN_PERP, CHAIN_ANY, CHAIN_STRAIGHT = 0, 1, 2
REV_FIRST, REV_CHAIN, REV_OFF = 0, 1, 2
END_STUCK, END_EXIT, END_QUIET = 0, 1, 2
CHAIN_NAMES = ("perp", "any", "straight")
REV_NAMES = ("first", "chain", "off")
END_NAMES = ("stuck", "exit", "quiet")


class Rules:
    # chain: where a struck ball may go (at right angles / any way but back /
    # straight on); last_gate: whether the last ball of a chain needs a gate
    # too; reverse: what the no-reverse rule forbids; end: when a game ends
    # besides "all five off"; exit_depth: moves of its own within which a
    # ball must reach an exit (END_EXIT); quiet_limit: plies without a ball
    # taken off (END_QUIET); max_plies: a hard cap on every game (0 = none).
    # textin.rules_key() writes them as FLIPOP_RULES does.
    def __init__(self, chain=CHAIN_PERP, last_gate=False, reverse=REV_CHAIN, end=END_EXIT,
                 exit_depth=4, quiet_limit=60, max_plies=300):
        self.chain = chain
        self.last_gate = last_gate
        self.reverse = reverse
        self.end = end
        self.exit_depth = exit_depth
        self.quiet_limit = quiet_limit
        self.max_plies = max_plies


def hole_name(h):
    return FILES[h % 5] + str(h // 5 + 1)


def gate_name(a):
    return FILES[a % 4] + str(a // 4 + 1)


def _build():
    # NB[h*4+d]: the neighbour hole, or 255 off the board; COVER[(h*4+d)*4:]
    # up to two (anchor, dir) pairs, 255 for none, whose gate pointing that
    # way lies on the boundary crossed.  bytes: a few hundred bytes of RAM
    # where tuples of tuples took about 6 KB.
    out = bytearray()           # NB
    data = bytearray()          # COVER
    for h in range(25):
        x, y = h % 5, h // 5
        for d in range(4):
            # end: the boundary's two ends, (i, j, the way a gate there points along it)
            if d == N:
                n = h + 5 if y < 4 else 255
                end = ((x, y + 1, E), (x + 1, y + 1, W))
            elif d == E:
                n = h + 1 if x < 4 else 255
                end = ((x + 1, y, N), (x + 1, y + 1, S))
            elif d == S:
                n = h - 5 if y > 0 else 255
                end = ((x, y, E), (x + 1, y, W))
            else:
                n = h - 1 if x > 0 else 255
                end = ((x, y, N), (x, y + 1, S))
            out.append(n)
            c = []
            if n != 255:
                for i, j, need in end:
                    # the anchor at lattice point (i, j), if interior
                    if 1 <= i <= 4 and 1 <= j <= 4:
                        a = (j - 1) * 4 + (i - 1)
                        c.append(a)
                        c.append(need)
            while len(c) < 4:
                c.append(255)
            data.extend(bytes(c))
    return bytes(out), bytes(data)


NB, COVER = _build()
del _build


# The start: the pinwheel.  Each gate points clockwise around the board's
# centre, to the next anchor of its ring (outer ring of 12, inner ring of
# 4), so no gate touches a corner hole.  Gates a1..d4 (rank 4 on top):
#     E E E S
#     N E S S        packed two bits each, anchors 0-7 in the first int and
#     N N W S        8-15 in the second, so each stays a small int on a
#     N W W W        board (tests/lib/test_flipop_rules.py rebuilds them).
START_GATES = (45308, 38308)


def gate_dir(g0, g1, a):
    return ((g1 if a >= 8 else g0) >> ((a & 7) << 1)) & 3


def set_gate(g0, g1, a, d):
    s = (a & 7) << 1
    if a >= 8:
        return g0, (g1 & ~(3 << s)) | (d << s)
    return (g0 & ~(3 << s)) | (d << s), g1


def count(mask):
    n = 0
    while mask:
        mask &= mask - 1
        n += 1
    return n
