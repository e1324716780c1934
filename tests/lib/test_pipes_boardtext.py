"""The board text format: parsing, errors with line and column, round trip."""
from mpcompat import raises

from gamemaster.pipes import elements as el
from gamemaster.pipes.board import WALL, EMPTY, TELEPORT, PIPE
from gamemaster.pipes.boardtext import parse, format_board, BoardTextError

SAMPLE = """; a comment
; another
r-7#.
|T<J.
L+-JT

teleport 1,1,N 2,4,W
actions rotation=3 crossing=2 teleport=1
"""


def test_parse_every_character():
    b = parse(SAMPLE)
    assert (b.rows, b.cols) == (3, 5)
    assert b.valve == (1, 2, el.LEFT)
    assert b.get(0, 3) == WALL and b.get(0, 4) == EMPTY
    expect = {(0, 0): "r", (0, 1): "-", (0, 2): "7", (1, 0): "|", (1, 3): "J",
              (2, 0): "L", (2, 1): "+", (2, 2): "-", (2, 3): "J"}
    for rc in sorted(expect):
        assert b.get(rc[0], rc[1]) == PIPE + el.CHARS.index(expect[rc]), rc
    assert b.get(1, 1) == TELEPORT and b.get(2, 4) == TELEPORT
    assert b.teleports == [(1, 1, 0, 2, 4, 3)]
    assert b.allowance == (3, 2, 1)


def test_valve_characters():
    for ch, d in (("^", 0), (">", 1), ("v", 2), ("<", 3)):
        assert parse(".%s.\n" % ch).valve == (0, 1, d)


def test_round_trip():
    b = parse(SAMPLE)
    text = format_board(b)
    assert parse(text) == b
    assert format_board(parse(text)) == text
    assert text.startswith("r-7#.\n|T<J.\nL+-JT\nteleport 1,1,N 2,4,W\n")


def test_one_field_with_both_ends():
    b = parse(">T\nteleport 0,1,W 0,1,E\n")
    assert b.teleports == [(0, 1, 3, 0, 1, 1)]


def _error(text):
    with raises(BoardTextError) as e:
        parse(text)
    return str(e.value)


def test_errors_say_line_column_and_what_was_expected():
    assert _error("..\n.x\n>.") == \
        "line 2, column 2: expected one of . # ^ > v < - | + r 7 L J T, got 'x'"
    assert _error("...\n..\n>..").startswith("line 2, column 3: expected a row of 3 fields")
    assert _error("...\n...") == "line 1, column 1: expected one valve (^ > v <) in the grid, found none"
    assert _error(">.<").startswith("line 1, column 3: a second valve")
    assert _error("; only a comment\n") == "line 2, column 1: expected the board's rows, found none"
    assert _error(">T\nteleport 0,1,W 0,1,X") == \
        "line 2, column 20: expected an edge N, E, S or W, got 'X'"
    assert _error(">T\nteleport 0,1,W") == "line 2, column 1: expected 'teleport R,C,E R,C,E'"
    assert _error(">T\nteleport 0,a,W 0,1,E") == \
        "line 2, column 12: expected a column (a number >= 0), got 'a'"
    assert "expected 'T' in the grid there" in _error(">T.\nteleport 0,1,W 0,2,E")
    assert "both ends of this teleport on edge W" in _error(">T\nteleport 0,1,W 0,1,W")
    assert "no teleport line has an end there" in _error(">TT\nteleport 0,1,W 0,1,E")
    assert "outside" in _error(">T\nteleport 0,1,W 5,1,E")
    assert "grid rows must come first" in _error(">T\nteleport 0,1,W 0,1,E\n..")
    assert "expected rotation=N" in _error(">.\nactions spin=2")
    assert "already holds an end" in _error(
        ">TT\nteleport 0,1,W 0,2,E\nteleport 0,1,N 0,2,S")
