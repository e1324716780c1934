"""Water flow: Table 1 (transcribed again here, independently of
elements.py), crossings twice, teleports, and every way a flow ends."""
from gamemaster.pipes import elements as el
from gamemaster.pipes.board import Board
from gamemaster.pipes.boardtext import parse
from gamemaster.pipes.flow import Water, run_flow, flow_limit, OK

# Table 1 of the rules as printed: row = side the water flows in from,
# columns = the seven elements in the order curve R-D, L-D, U-R, U-L,
# straight -, straight |, crossing ("end" = the flow stops).
TABLE_1 = """
left  end   down end   up    right end  right
right down  end  up    end   left  end  left
up    end   end  right left  end   down down
down  right left end   end   end   up   up
"""
ELEMENT_CHARS = "r7LJ-|+"
SIDE = {"up": 0, "right": 1, "down": 2, "left": 3}


def _table():
    rows = {}
    for line in TABLE_1.strip().split("\n"):
        words = line.split()
        rows[words[0]] = words[1:]
    return rows


def test_table_1_every_element_and_inflow_side():
    table = _table()
    checked = 0
    for inflow in sorted(table):
        s = SIDE[inflow]
        # the valve sits on the inflow side of the middle field of a 3x3 board
        vr, vc = 1 + el.DELTA[s][0], 1 + el.DELTA[s][1]
        for k in range(7):
            b = Board(3, 3, (vr, vc, (s + 2) % 4))
            b.place(1, 1, el.CHARS.index(ELEMENT_CHARS[k]))
            filled, rnd, reason = run_flow(b)
            want = table[inflow][k]
            if want == "end":
                assert (filled, rnd, reason) == ([], 1, "blocked"), (inflow, k)
            else:
                # the water leaves towards ``want``: the next field is
                # empty, or the valve when it would go straight back
                assert filled == [[1, 1]], (inflow, k)
                assert rnd == 2
                out = SIDE[want]
                assert reason == ("valve" if out == s else "empty"), (inflow, k, reason)
            checked += 1
    assert checked == 28


def test_every_end_reason():
    cases = (("..\n>.", [], "empty"), (">#", [], "wall"), ("<.", [], "edge"),
             (">|", [], "blocked"), (">-", [[0, 1]], "edge"),
             ("r<\nLJ", [[0, 0], [1, 0], [1, 1]], "valve"),
             ("r-<\n|#.\nL-J", [[0, 1], [0, 0], [1, 0], [2, 0], [2, 1], [2, 2]], "empty"))
    for text, filled, reason in cases:
        f, rnd, why = run_flow(parse(text))
        assert (f, rnd, why) == (filled, len(filled) + 1, reason), text


DOUBLE = """
....
.r7.
r+J.
L+-#
.^..
"""


def test_crossings_twice_and_the_recrossed_flag():
    w = Water(parse(DOUBLE))
    flags = []
    while w.advance() == OK:
        flags.append(w.recrossed)
    assert flags == [False, False, False, False, False, True, False, False, True, False]
    assert w.filled == 10
    assert w.wet[2 * 4 + 1] == 3 and w.wet[3 * 4 + 1] == 3   # both axes of both crossings


def test_a_straight_crossing_counts_once():
    w = Water(parse(">++."))
    while w.advance() == OK:
        assert not w.recrossed
    assert w.filled == 2


def test_teleports():
    # in by the second end, out of the first; one field with both ends
    f, rnd, why = run_flow(parse(".>T.\n....\nT...\n|...\nteleport 2,0,S 0,2,W"))
    assert (f, why) == ([[0, 2], [3, 0]], "edge")
    f, rnd, why = run_flow(parse(">T.\nteleport 0,1,W 0,1,E"))
    assert (f, why) == ([[0, 1]], "empty")
    f, rnd, why = run_flow(parse(".T\n>T\nteleport 1,1,W 1,1,N\nteleport 0,1,E 0,1,N"))
    assert (f, why) == ([[1, 1]], "blocked")        # 0,1 has no end on its south edge


def test_teleport_exit_is_wet_and_flow_stays_ended():
    w = Water(parse(">T..T.\nteleport 0,1,W 0,4,E"))
    assert w.advance() == OK
    assert (w.fr, w.fc, w.xr, w.xc) == (0, 1, 0, 4)
    assert w.wet[1] and w.wet[4]
    end = w.advance()
    assert end != OK and w.end == end
    assert w.advance() == end and w.filled == 1


def test_flow_limit_bounds_the_longest_possible_flow():
    b = parse(">" + "-" * 9)
    f, rnd, why = run_flow(b)
    assert len(f) == 9 and rnd <= flow_limit(b)
