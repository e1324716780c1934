"""A whole game: move legality, water timing, the second-crossing rule
(with and without cascades), eliminations, ties, solo score, transcript."""
from mpcompat import raises

from gamemaster.pipes import elements as el
from gamemaster.pipes.board import IllegalMove
from gamemaster.pipes.boardtext import parse
from gamemaster.pipes.match import Match, Move, PASS, Rules, apply_move


class Script:
    """Plays the given Move on the given turn, passes otherwise."""

    def __init__(self, moves=None):
        self.moves = moves or {}

    def move(self, match, player, element):
        return self.moves.get(match.turn, PASS)


def _water_lines(m):
    return [line for line in m.transcript if line.startswith("W")]


# -- moves ------------------------------------------------------------------------

def test_apply_move_uses_the_allowance_and_rotates():
    b = parse("....\n.>..\n....\nactions rotation=1 crossing=1 teleport=1")
    left = list(b.allowance)
    drawn = apply_move(b, left, el.STRAIGHT_VERTICAL,
                       Move((1, 2), 1, ((1, 3),), ((0, 0, 1, 2, 3, 2),)))
    assert drawn == el.STRAIGHT_HORIZONTAL
    assert b.element_at(1, 2) == el.STRAIGHT_HORIZONTAL
    assert b.element_at(1, 3) == el.CROSSING
    assert b.teleports == [(0, 0, 1, 2, 3, 2)]
    assert left == [0, 0, 0]
    for move in (Move((0, 1), 1), Move(None, 0, ((0, 1),)), Move(None, 0, (), ((0, 1, 0, 0, 2, 0),))):
        with raises(IllegalMove, "left"):
            apply_move(b, left, el.CROSSING, move)


def test_illegal_moves_change_nothing():
    text = "...\n.>.\n...\nactions rotation=1 crossing=2 teleport=1"
    bad = (Move((1, 1)),                                  # the valve
           Move((0, 0), 0, ((0, 0),)),                    # one field twice
           Move((0, 0), 0, ((0, 1), (3, 3))),             # off the board
           Move(None, 2),                                 # rotation without drawing
           Move((0, 0), 4),                               # not a rotation
           Move((0, 0), 0, (), ((2, 2, 1, 2, 2, 1),)),    # both ends on one edge
           Move((0, 0), 0, (), ((2, 2, 1, 0, 0, 3),)))    # teleport onto the element
    for move in bad:
        b = parse(text)
        left = list(b.allowance)
        with raises(IllegalMove):
            apply_move(b, left, el.CROSSING, move)
        assert b == parse(text), move.text(el.CROSSING)
        assert left == [1, 2, 1]


def test_move_text():
    assert PASS.text(el.CROSSING) == "-"
    m = Move((3, 4), 1, ((2, 2),), ((1, 1, 0, 5, 5, 2),))
    assert m.text(el.CURVE_RIGHT_DOWN) == "R1 73,4 X2,2 T1,1N:5,5S"   # r turned once = 7


# -- water timing and the crossing rule ---------------------------------------------

DOUBLE = "....\n.r7.\nr+J.\nL+-#\n.^..\n"          # recrosses in fields 6 and 9, wall at 11
LATE = "....\n.r7.\nr+J.\nL+-#\n.|..\n.^..\n"     # the same one field later
LINE = ">" + "-" * 20 + "."


def test_first_water_round_follows_turn_12():
    boards = [parse(LINE)]
    m = Match(boards, [Script()], 5)
    while m.round == 0:
        m.step()
    t = m.transcript
    assert t[0].startswith("T1 ") and t[-3].startswith("T12 ") and t[-1] == "W1 0:0,1"
    m.step()
    assert m.transcript[-2].startswith("T13 ") and m.transcript[-1] == "P0 -"


def test_second_crossing_pass_gives_the_others_an_extra_field():
    m = Match([parse(DOUBLE), parse(LINE)], [Script(), Script()], 1, Rules(water_after_turn=1))
    m.run()
    w = _water_lines(m)
    assert w[5] == "W6 0:2,1* 1:0,6;0,7"
    assert w[8] == "W9 0:3,1* 1:0,10;0,11"
    assert w[10] == "W11 0:!wall 1:0,13"
    assert m.winners == [1] and m.transcript[-1] == "END 1"
    assert m.players[1].water.filled == 13


def test_cascade_setting():
    on = Match([parse(DOUBLE), parse(LATE)], [Script(), Script()], 1,
               Rules(water_after_turn=1)).run()
    w = _water_lines(on)
    assert w[5] == "W6 0:2,1*;2,0 1:2,2;2,1*"
    assert w[7] == "W8 0:3,1*;3,2 1:3,0;3,1*"
    assert w[8] == "W9 0:!wall 1:3,2" and on.winners == [1]
    off = Match([parse(DOUBLE), parse(LATE)], [Script(), Script()], 1,
                Rules(water_after_turn=1, crossing_cascade=False)).run()
    w = _water_lines(off)
    assert w[5] == "W6 0:2,1* 1:2,2;2,1*"
    assert w[8] == "W9 0:3,1*;3,2 1:3,1*;3,2"
    assert w[9] == "W10 0:!wall 1:!wall" and off.winners == [0, 1]


SHORT_WALL = "....\n.r7.\nr+J.\nL+##\n.^..\n"


def test_ties_in_the_last_round():
    # Two players recross in round 8 and die on the extra field that gives
    # them; the third dies on the round's ordinary field.
    boards = [parse(SHORT_WALL), parse(SHORT_WALL), parse(">" + "-" * 9 + ".")]
    together = Match(boards, [Script(), Script(), Script()], 1, Rules(water_after_turn=1)).run()
    assert _water_lines(together)[-1] == "W8 0:3,1*;!wall 1:3,1*;!wall 2:!empty"
    assert together.winners == [0, 1, 2] and together.transcript[-1] == "END 0,1,2"
    apart = Match(boards, [Script(), Script(), Script()], 1,
                  Rules(water_after_turn=1, same_round_ties=False)).run()
    assert apart.winners == [0, 1]


def test_eliminated_players_stop_playing():
    m = Match([parse(".v.\n...\n"), parse(LINE), parse(LINE)],
              [Script({13: Move((1, 1))}), Script(), Script()], 3).run()
    t = m.transcript
    i = t.index("W1 0:!empty 1:0,1 2:0,1")
    assert t[i + 2:i + 4] == ["P1 -", "P2 -"]       # seat 0 is not asked any more
    assert m.players[0].out_round == 1
    assert m.players[0].passes == 12


def test_solo_score_is_how_long_the_water_ran():
    snake = ".......\n>-7r+7.\n+.LJ.|.\n|....+.\nL+7r-J.\n..LJ...\n"
    m = Match([parse(snake)], [Script()], 9).run()
    assert m.score == 19 and m.round == 20 and m.winners == [0]
    assert m.transcript[-1] == "END score 19"
    assert m.players[0].out == 5           # ran back into the valve


def test_player_moves_reach_the_board_and_transcript():
    b = parse("....\n.>..\n....\nactions rotation=1 crossing=0 teleport=0")
    m = Match([b], [Script({1: Move((1, 2), 1)})], 4)
    m.step()
    element = m.element
    assert m.players[0].board.element_at(1, 2) == el.rotate(element, 1)
    assert m.transcript[1] == "P0 R1 %s1,2" % el.CHARS[el.rotate(element, 1)]
    assert m.players[0].left == [0, 0, 0] and m.players[0].used == [1, 0, 0]
    assert b.element_at(1, 2) is None       # the match plays on a copy


def test_refused_moves_count_as_passes():
    m = Match([parse(">.")], [Script({1: Move((0, 0))})], 4)
    m.step()
    assert m.transcript[1] == "P0 -" and m.players[0].illegal == 1


def test_same_seed_same_game_and_digest():
    def run(seed):
        return Match([parse(LINE), parse(DOUBLE)], [Script(), Script()], seed).run()
    a, b, c = run(7), run(7), run(8)
    assert a.transcript == b.transcript and a.digest == b.digest
    assert a.transcript != c.transcript and a.digest != c.digest
    h = 0x811C9DC5
    for ch in "\n".join(a.transcript) + "\n":
        h = ((h ^ ord(ch)) * 0x01000193) & 0xFFFFFFFF
    assert h == a.digest


def test_element_weights_setting():
    m = Match([parse(LINE)], [Script()], 3, Rules(element_weights=(0, 0, 0, 0, 0, 0, 1)))
    for _ in range(5):
        m.step()
    assert [line for line in m.transcript if line.startswith("T")][:3] == ["T1 +", "T2 +", "T3 +"]
