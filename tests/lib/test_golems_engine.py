"""Golem Battle rules engine: every card, every obstacle reaction, the worked
examples of "Возможные ситуации в игре", the variants.  Runs on MicroPython."""

from mpcompat import raises

from gamemaster.golems import cards, drive, engine, mistake, scenarios, textfmt
from gamemaster.golems.engine import Battle, Options, play_row
from gamemaster.golems.field import BARREL, CASTLE, EMPTY, EAST, NORTH, SOUTH, WALL, WATER, WEST
from gamemaster.golems.textfmt import format_field, parse_field, parse_program


def setup(text, *programs):
    return parse_field(text), [parse_program(p) for p in programs]


def run(field, programs, rows=4, options=engine.DEFAULT):
    return [play_row(field, programs, r, options) for r in range(rows)]


def where(golem):
    return (golem.row, golem.col, golem.facing)


# -- cards ---------------------------------------------------------------
def test_a_player_has_18_action_cards_and_4_bonus_cards():
    assert sum(cards.COUNTS) == 18
    assert dict(zip(cards.LETTERS, cards.COUNTS)) == {
        "F": 3, "B": 3, "L": 2, "R": 2, "S": 3, "X": 2, "D": 2, "T": 1}
    assert len(cards.BONUS_CARDS) == 4


def test_check_program_counts_every_card_including_those_on_bonus_cards():
    cards.check_program(parse_program("F F X D"))
    with raises(ValueError, "'forward' cards"):
        cards.check_program(parse_program("F F F F"))
    with raises(ValueError, "'take' cards"):
        cards.check_program(parse_program("E?(T,T) S S S"))
    with raises(ValueError, "'strike' cards"):
        cards.check_program(parse_program("2(X) X X S"))
    with raises(ValueError, "slots"):
        cards.check_program((0, 0, 5))


def test_bonus_cards_follow_the_variant():
    beginner = ()
    with raises(ValueError, "not allowed"):
        cards.check_program(parse_program("2(F) S S S"), beginner, 0, False)
    rep3 = cards.bonuses_for_face(cards.FACE_REPEAT3)
    cards.check_program(parse_program("3(F) S S X"), rep3, 1, False)
    with raises(ValueError, "not allowed"):
        cards.check_program(parse_program("2(F) S S X"), rep3, 1, False)
    condition = cards.bonuses_for_face(cards.FACE_CONDITION)
    cards.check_program(parse_program("A?(D,X) S S F"), condition, 1, False)
    with raises(ValueError, "at most 1"):
        cards.check_program(parse_program("A?(D,X) E?(X,F) S F"), condition, 1, False)
    with raises(ValueError, "only for autonomous"):
        cards.check_program(parse_program("E?(2(F),X) S S S"), cards.BONUS_CARDS, 4, False)
    cards.check_program(parse_program("E?(2(F),X) A?(D,3(B)) S S"))      # autonomous
    with raises(ValueError, "used twice"):
        cards.check_program(parse_program("2(F) 2(B) S S"))
    assert cards.bonuses_for_face(cards.FACE_BLANK) == ()


def test_die_has_every_sign_and_blanks():
    for face in (cards.FACE_CONDITION, cards.FACE_REPEAT2, cards.FACE_REPEAT3, cards.FACE_BLANK):
        assert face in cards.DIE_FACES
    assert len(cards.DIE_FACES) == 6


# -- moves ---------------------------------------------------------------
ONE = """
. . . .
. . . .
. R^ . .
. . . .
"""


def test_forward_back_and_turns_are_relative_to_the_facing():
    f, p = setup(ONE, "F R F B")
    g = f.golems[0]
    play_row(f, p, 0)
    assert where(g) == (1, 1, NORTH)
    play_row(f, p, 1)
    assert where(g) == (1, 1, EAST)
    play_row(f, p, 2)
    assert where(g) == (1, 2, EAST)
    play_row(f, p, 3)
    assert where(g) == (1, 1, EAST)        # back keeps the facing
    f, p = setup(ONE, "L L L S")
    run(f, p)
    assert where(f.golems[0]) == (2, 1, EAST)   # three left turns = one right turn


def test_example_moving_the_golem_stops_at_the_edge():
    # "Вперед, Направо, Вперед, Вперед: на 4 Действии Голем достигает края поля"
    f, p = setup(". . . .\n. . . .\n. . . .\n. . R^ .", "F R F F")
    rows = run(f, p)
    assert where(f.golems[0]) == (2, 3, EAST)
    assert [r[0].result for r in rows] == [engine.OK, engine.OK, engine.OK, engine.EDGE]


def test_two_golems_entering_one_field_both_fail():
    f, p = setup(". . . .\nR> . B< .\n. . . .\n. . . .", "F S S S", "F S S S")
    rows = run(f, p, 1)
    assert (f.golems[0].col, f.golems[1].col) == (0, 2)
    assert rows[0][0].result == engine.CLASH and rows[0][1].result == engine.CLASH


def test_swapping_places_fails_and_moving_onto_a_standing_golem_fails():
    f, p = setup(". . . .\nR> B< . .\n. . . .\n. . . .", "F S S S", "F S S S")
    run(f, p, 1)
    assert (f.golems[0].col, f.golems[1].col) == (0, 1)
    f, p = setup(". . . .\nR> B< . .\n. . . .\n. . . .", "F S S S", "S S S S")
    run(f, p, 1)
    assert (f.golems[0].col, f.golems[1].col) == (0, 1)


def test_following_a_golem_that_leaves_succeeds_but_not_one_that_is_stopped():
    f, p = setup(". . . .\nR> B> . .\n. . . .\n. . . .", "F S S S", "F S S S")
    run(f, p, 1)
    assert (f.golems[0].col, f.golems[1].col) == (1, 2)
    f, p = setup(". . . .\nR> B> # .\n. . . .\n. . . .", "F S S S", "F S S S")
    rows = run(f, p, 1)
    assert (f.golems[0].col, f.golems[1].col) == (0, 1)
    assert rows[0][1].result == engine.BLOCKED and rows[0][0].result == engine.CLASH


def test_absolute_moves_option_moves_up_down_left_right_and_faces_there():
    f, p = setup(ONE, "F R B L")
    opts = Options(moves="absolute")
    g = f.golems[0]
    play_row(f, p, 0, opts)
    assert where(g) == (1, 1, NORTH)
    play_row(f, p, 1, opts)
    assert where(g) == (1, 2, EAST)
    play_row(f, p, 2, opts)
    assert where(g) == (2, 2, SOUTH)
    play_row(f, p, 3, opts)
    assert where(g) == (2, 1, WEST)
    with raises(ValueError):
        Options(moves="diagonal")



# Found by the property test: Blue (1 life, carrying) steps down into water
# and is knocked out while Red, following it down, steps onto Blue's field.
DROWNED_FOLLOWED = """
size 6
lives %s 1
lives %s 1
lives Y 1
t%s^ .   Y^  .   .   .
%s<* t   .   .   .   .
.   .   .   .   .   .
~   .   .   .   .   .
.   .   .   .   .   .
.   .   .   .   .   .
"""


def test_a_golem_knocked_out_by_water_still_blocks_its_field_for_that_step():
    # Red and Blue both play 2(B) in absolute mode (Down twice): step 1 Red
    # follows Blue; step 2 Blue drowns and leaves its barrel where it stood.
    # Red must not end up on that barrel, whichever golem the engine
    # handles first (the colours are swapped in the second run).
    opts = Options(moves="absolute")
    for top, bottom in (("R", "B"), ("B", "R")):
        f, p = setup(DROWNED_FOLLOWED % (top, bottom, top, bottom),
                     "R F F 2(B)", "F F L 2(B)", "F F F F")
        follower = f.golems[0] if top == "R" else f.golems[1]
        drowned = f.golems[1] if top == "R" else f.golems[0]
        rows = play_row(f, p, 3, opts)
        i_follow = f.golems.index(follower)
        i_drown = f.golems.index(drowned)
        assert drowned.lives == 0 and rows[i_drown].result == engine.WATER
        assert rows[i_drown].lost == 1
        assert f.at(2, 0) == BARREL                  # the barrel it carried stays
        assert where(follower) == (1, 0, SOUTH)      # step 1 made, step 2 clashed
        assert rows[i_follow].result == engine.CLASH
        assert f.golem_at(2, 0) is None

# -- strike, defend, take ------------------------------------------------
def test_strike_hits_only_the_adjacent_field_ahead():
    for text, hit in ((". . . .\nR> B< . .\n. . . .\n. . . .", True),
                      (". . . .\nR> . B< .\n. . . .\n. . . .", False),   # two fields away
                      (". . . .\nR^ B< . .\n. . . .\n. . . .", False),   # beside, not ahead
                      (". . . .\nR< B< . .\n. . . .\n. . . .", False)):  # behind
        f, p = setup(text, "X S S S", "S S S S")
        rows = run(f, p, 1)
        assert (f.golems[1].lives == 2) == hit
        assert (rows[0][0].result == engine.HIT) == hit


def test_defence_works_against_a_strike_from_any_side():
    for text in (". . . .\nR> Bv . .\n. . . .\n. . . .",
                 ". . . .\nR> B> . .\n. . . .\n. . . .",
                 ". . . .\nR> B< . .\n. . . .\n. . . .",
                 ". . . .\nR> B^ . .\n. . . .\n. . . ."):
        f, p = setup(text, "X S S S", "D S S S")
        rows = run(f, p, 1)
        assert f.golems[1].lives == 3
        assert rows[0][0].result == engine.DEFENDED


def test_golems_striking_each_other_both_lose_a_life():
    f, p = setup(". . . .\nR> B< . .\n. . . .\n. . . .", "X S S S", "X S S S")
    run(f, p, 1)
    assert (f.golems[0].lives, f.golems[1].lives) == (2, 2)


def test_example_attack_and_defence():
    # Red: Forward, Strike, Stand, Defend; Blue: Right, Right, Defend, Strike.
    # Red hits Blue on row 2; Blue defends against nothing on row 3; Blue's
    # strike on row 4 meets Red's defence.  (Layout built to fit the text.)
    f, p = setup(". . . .\n. . . .\nR> . B> .\n. . . .", "F X S D", "R R D X")
    red, blue = f.golems
    rows = run(f, p)
    assert where(red) == (2, 1, EAST) and where(blue) == (2, 2, WEST)
    assert rows[1][0].result == engine.HIT and rows[1][1].lost == 1
    assert rows[2][1].action == cards.DEFEND
    assert rows[3][1].result == engine.DEFENDED
    assert (red.lives, blue.lives) == (3, 2)


def test_example_avoiding_an_attack():
    # "Вперед 2" (Repeat 2 on Forward) versus a strike: moves come first, so
    # the strike lands on an empty field.  A plain Forward dodges the same way.
    for red_program in ("2(F) S S S", "F S S S"):
        f, p = setup(". . . .\n. . . .\nB> R^ . .\n. . . .", red_program, "X S S S")
        red, blue = f.golems
        rows = run(f, p, 1)
        assert red.lives == 3
        assert rows[0][1].result == engine.MISS
    assert red.row == 1


def test_example_destructible_obstacle():
    # Forward (a barrel is in the way), Strike (the barrel breaks), Forward, Forward.
    f, p = setup(". . . .\n. . . .\no . . .\nR^ . . .", "F X F F")
    g = f.golems[0]
    rows = run(f, p)
    assert [r[0].result for r in rows] == [engine.BLOCKED, engine.SMASHED, engine.OK, engine.OK]
    assert f.at(2, 0) == EMPTY and (g.row, g.col) == (1, 0)


def test_take_picks_up_the_barrel_ahead_only():
    f, p = setup(". . . .\n. o . .\n. R^ . .\n. . . .", "T S S S")
    rows = run(f, p, 1)
    assert f.golems[0].carrying and f.at(1, 1) == EMPTY and rows[0][0].result == engine.TOOK
    f, p = setup(". . . .\n. . . .\n. R^ o .\n. . . .", "T S S S")
    rows = run(f, p, 1)
    assert not f.golems[0].carrying and rows[0][0].result == engine.NOTHING


def test_a_carried_barrel_protects_and_drops_in_the_strike_direction():
    f, p = setup(". . . .\nR> B^* . .\n. . . .\n. . . .", "X S S S", "S S S S")
    rows = run(f, p, 1)
    blue = f.golems[1]
    assert blue.lives == 3 and not blue.carrying and rows[0][1].dropped
    assert f.at(1, 2) == BARREL


def test_a_dropped_barrel_goes_to_another_free_field_when_the_one_ahead_is_taken():
    f, p = setup(". . . .\nR> B^* # .\n. . . .\n. . . .", "X S S S", "S S S S")
    run(f, p, 1)
    # the strike goes east; east is a wall, so the struck golem's right (south)
    assert f.at(2, 1) == BARREL and f.at(1, 2) == WALL
    f, p = setup(". # . .\nR> B^* # .\n. ~ . .\n. . . .", "X S S S", "S S S S")
    run(f, p, 1)
    assert f.golems[1].lives == 3
    assert [f.at(r, c) for (r, c) in ((0, 1), (1, 2), (2, 1))] == [WALL, WALL, WATER]


# The carrier and the golem it knocks out strike each other.  The barrel's
# first choices (west: off the field, north: a barrel, south: a wall) fail,
# so it goes back toward the striker, whose field is empty by then.
KNOCKED_OUT_STRIKER = """
size 4
lives %s 1
o   .   .   .
%s>* %s<  .   .
#   .   .   .
.   .   .   .
"""


def test_a_golem_knocked_out_in_the_row_leaves_its_field_before_barrels_land():
    for carrier, victim in (("R", "B"), ("B", "R")):
        f, p = setup(KNOCKED_OUT_STRIKER % (victim, carrier, victim), "X S S S", "X S S S")
        c = f.golems[0] if carrier == "R" else f.golems[1]
        v = f.golems[1] if carrier == "R" else f.golems[0]
        rows = play_row(f, p, 0)
        assert v.lives == 0 and rows[f.golems.index(v)].lost == 1
        assert c.lives == 3 and not c.carrying and rows[f.golems.index(c)].dropped
        assert f.at(1, 1) == BARREL, carrier

def test_a_barrel_absorbs_one_strike_only():
    f, p = setup(". Rv . .\nY> B^* . .\n. . . .\n. . . .", "X S S S", "S S S S", "X S S S")
    run(f, p, 1)
    blue = f.golems[1]
    assert blue.lives == 2 and not blue.carrying


def test_repeats_do_the_attached_card_two_or_three_times():
    f, p = setup(". . . .\n. . . .\n. . . .\nR^ . . .", "3(F) 2(R) S S")
    run(f, p)
    assert where(f.golems[0]) == (0, 0, SOUTH)
    f, p = setup(". . . .\n. . . .\n. . . .\nR^ . . .", "2(R) 3(F) S S")
    rows = run(f, p, 2)
    assert where(f.golems[0]) == (3, 0, SOUTH) and rows[1][0].result == engine.EDGE
    f, p = setup(". . . .\nR> B< . .\n. . . .\n. . . .", "2(X) S S S", "S S S S")
    run(f, p, 1)
    assert f.golems[1].lives == 1
    f, p = setup(". . . .\nR> B< . .\n. . . .\n. . . .", "3(X) S S S", "S S S S")
    run(f, p, 1)
    assert f.golems[1].lives == 0 and f.golem_at(1, 1) is None


# -- obstacles -----------------------------------------------------------
def test_wall_blocks_is_no_enemy_cannot_be_broken_or_taken():
    f, p = setup(". . . .\n. # . .\n. R^ . .\n. . . .", "F X T E?(S,F)")
    rows = run(f, p)
    assert [r[0].result for r in rows] == [engine.BLOCKED, engine.MISS, engine.NOTHING,
                                           engine.BLOCKED]
    assert rows[3][0].branch is False and f.at(1, 1) == WALL and f.golems[0].lives == 3


def test_water_costs_a_life_and_the_move_fails_and_it_is_no_enemy():
    f, p = setup(". . . .\n. ~ . .\n. R^ . .\n. . . .", "F X T E?(S,F)")
    rows = run(f, p)
    g = f.golems[0]
    assert [r[0].result for r in rows] == [engine.WATER, engine.MISS, engine.NOTHING,
                                           engine.WATER]
    assert rows[3][0].branch is False        # "Голем будет пытаться перейти на эту клетку"
    assert (g.row, g.col, g.lives) == (2, 1, 1) and f.at(1, 1) == WATER


def test_barrel_blocks_counts_as_enemy_breaks_and_can_be_taken():
    f, p = setup(". . . .\n. o . .\n. R^ . .\n. . . .", "F E?(T,F) S S")
    rows = run(f, p, 2)
    assert rows[0][0].result == engine.BLOCKED
    assert rows[1][0].branch is True and f.golems[0].carrying


def test_two_golems_into_one_water_field_both_lose_a_life():
    f, p = setup(". . . .\nR> ~ B< .\n. . . .\n. . . .", "F S S S", "F S S S")
    run(f, p, 1)
    assert (f.golems[0].lives, f.golems[1].lives) == (2, 2)


def test_strike_and_take_on_one_barrel_in_one_row_breaks_it():
    f, p = setup(". . . .\nR> o B< .\n. . . .\n. . . .", "X S S S", "T S S S")
    rows = run(f, p, 1)
    assert f.at(1, 1) == EMPTY and not f.golems[1].carrying
    assert rows[0][1].result == engine.NOTHING


# -- conditions ----------------------------------------------------------
def test_enemy_condition_is_checked_after_the_opponents_move():
    f, p = setup(". . . .\n. . . .\nR> . . .\n. B^ . .", "E?(X,F) S S S", "F S S S")
    rows = run(f, p, 1)
    assert rows[0][0].branch is True and rows[0][0].result == engine.HIT
    assert f.golems[1].lives == 2


def test_enemy_condition_else_branch_moves_after_the_plain_moves():
    f, p = setup(". . . .\n. . . .\nR> . . .\n. . . Bv", "E?(X,F) S S S", "F S S S")
    rows = run(f, p, 1)
    assert rows[0][0].branch is False and (f.golems[0].row, f.golems[0].col) == (2, 1)


def test_attacked_condition_reacts_to_a_strike_in_the_same_row():
    f, p = setup(". . . .\nR> B< . .\n. . . .\n. . . .", "X S S S", "A?(D,X) A?(D,X) S S")
    rows = run(f, p, 2)
    assert rows[0][1].branch is True and rows[0][1].action == cards.DEFEND
    assert f.golems[1].lives == 3
    assert rows[1][1].branch is False and rows[1][1].result == engine.HIT
    assert f.golems[0].lives == 2


def test_attacked_condition_can_dodge_with_a_move():
    f, p = setup(". . . .\nR> B< . .\n. . . .\n. . . .", "X S S S", "A?(2(B),X) S S S")
    rows = run(f, p, 1)
    assert rows[0][0].result == engine.MISS and f.golems[1].col == 3


def test_attacked_condition_last_row_option():
    f, p = setup(". . . .\nR> B< . .\n. . . .\n. . . .", "X S S S", "A?(D,S) A?(D,S) S S")
    opts = Options(attacked="last_row")
    rows = run(f, p, 2, opts)
    assert rows[0][1].branch is False and f.golems[1].lives == 2
    assert rows[1][1].branch is True


def test_repeat_inside_a_condition():
    f, p = setup(". . . .\n. . . .\n. . . .\nR^ . . .", "E?(X,2(F)) S S S")
    run(f, p, 1)
    assert f.golems[0].row == 1


# -- battles and variants --------------------------------------------------
def idle_battle(**kw):
    f = scenarios.start_field(2, 4)
    p = [parse_program("S S S S"), parse_program("S S S S")]
    return Battle(f, p, **kw)


def test_energy_marker_reaching_1_ends_the_game_after_9_rounds():
    b = idle_battle()
    n = 0
    while not b.over():
        b.play_round()
        n += 1
    assert n == 9 and b.energy == 1
    b = idle_battle(options=Options(energy_rule="spend_all"))
    n = 0
    while not b.over():
        b.play_round()
        n += 1
    assert n == 10


def test_equal_lives_is_a_tie_and_a_recharge_gives_5_more_energy():
    b = idle_battle()
    while not b.over():
        b.play_round()
    assert b.result() == ("tie", (0, 1))
    b.recharge()
    assert b.energy == 5 and not b.over()
    n = 0
    while not b.over():
        b.play_round()
        n += 1
    assert n == 4


def test_a_golem_left_alone_wins_at_once():
    f, p = setup(". . . .\nR> B< . .\n. . . .\n. . . .", "3(X) S S S", "S S S S")
    b = Battle(f, p)
    rows = b.play_round()
    assert len(rows) == 1 and b.over() and b.result() == ("win", 0)


def test_autonomous_program_loops_every_round():
    f, p = setup(". . . .\n. . . .\n. . . .\nR^ . . Bv", "F R F R", "S S S S")
    b = Battle(f, p)
    b.play_round()
    assert where(f.golems[0]) == (2, 1, SOUTH)
    b.play_round()
    assert where(f.golems[0]) == (3, 0, NORTH)      # the loop closes a square
    assert b.round == 2 and b.energy == 8


def test_start_field_puts_golems_in_corners():
    f = scenarios.start_field(4, 6)
    assert [(g.row, g.col) for g in f.golems] == [(5, 0), (0, 5), (0, 0), (5, 5)]
    assert f.golems[0].facing == NORTH and f.golems[1].facing == SOUTH


def test_siege_layout_and_underground_passage():
    f = scenarios.siege_field()
    assert f.size == 6
    water = [k for k in f.cells if k == WATER]
    assert len(water) == 5
    assert f.at(2, 4) == BARREL                        # the gate on the bridge
    assert len(f.castle()) == 5
    # the passage: stepping on the mouth at (0,0) comes out in the cellar (0,3)
    f.golems[0].row, f.golems[0].col = 1, 0
    play_row(f, [parse_program("F S S S"), None], 0)
    assert (f.golems[0].row, f.golems[0].col) == (0, 3)


def test_siege_red_wins_by_entering_the_castle_through_the_gate():
    f = scenarios.siege_field()
    red = f.golems[0]
    red.row, red.col = 3, 4
    p = [parse_program("X F F S"), parse_program("S S S S")]
    b = Battle(f, p, siege=scenarios.SIEGE_ATTACKER)
    b.play_round()
    assert (red.row, red.col) == (1, 4)
    assert b.over() and b.result() == ("win", 0)


def test_siege_blue_wins_when_energy_runs_out():
    f = scenarios.siege_field()
    b = Battle(f, [parse_program("S S S S"), parse_program("S S S S")], siege=0)
    while not b.over():
        b.play_round()
    assert b.result() == ("win", 1)


def test_field_text_round_trips():
    f = scenarios.siege_field()
    f.golems[0].lives = 2
    f.golems[0].carrying = True
    again = parse_field(format_field(f))
    assert again.key() == f.key()


# -- issue 15: the passage obeys the occupied-field rule ---------------------
# Mouths at (0,0) and (0,3); Red at (1,0) facing up steps onto the mouth (0,0).
PASSAGE = """
t%s .   .   t%s
R^  .   .   %s
.   .   .   .
.   .   .   .
"""


def test_a_golem_cannot_step_onto_a_passage_mouth_where_a_golem_stays():
    # Blue stands on the mouth Red steps onto: a move onto a golem that stays
    # fails, so Red stays at (1,0) (it used to slip through to (0,3)).
    f, p = setup(PASSAGE % ("Bv", "", "."), "F S S S", "S S S S")
    rows = run(f, p, 1)
    assert (f.golems[0].row, f.golems[0].col) == (1, 0)
    assert rows[0][0].result == engine.CLASH and rows[0][0].steps == [engine.CLASH]
    # Blue leaves the mouth eastward in the same step: Red follows it in and
    # comes out of the other mouth, (0,3).
    f, p = setup(PASSAGE % ("B>", "", "."), "F S S S", "F S S S")
    run(f, p, 1)
    assert (f.golems[0].row, f.golems[0].col) == (0, 3)
    assert (f.golems[1].row, f.golems[1].col) == (0, 1)
    # The far mouth taken by a golem that stays: the move fails too.
    f, p = setup(PASSAGE % ("", "Bv", "."), "F S S S", "S S S S")
    rows = run(f, p, 1)
    assert (f.golems[0].row, f.golems[0].col) == (1, 0)
    assert rows[0][0].result == engine.CLASH


def test_two_golems_entering_the_passage_from_both_ends_both_fail():
    # Red enters at (0,0) bound for (0,3); Blue at (1,3) facing up enters at
    # (0,3) bound for (0,0): they would pass each other underground, a swap.
    f, p = setup(PASSAGE % ("", "", "B^"), "F S S S", "F S S S")
    rows = run(f, p, 1)
    assert (f.golems[0].row, f.golems[0].col) == (1, 0)
    assert (f.golems[1].row, f.golems[1].col) == (1, 3)
    assert rows[0][0].result == engine.CLASH and rows[0][1].result == engine.CLASH


# -- issue 15: every step of a repeated move is reported ---------------------
def test_a_repeated_move_reports_each_step():
    # Step 1: Red (2,0) and Blue (1,1 facing west) both want (1,0): both fail.
    # Step 2: only Red still moves (Blue's F is one step): (1,0) is free, ok.
    f, p = setup(". . . .\n. B< . .\nR^ . . .\n. . . .", "2(F) S S S", "F S S S")
    rows = run(f, p, 1)
    red = rows[0][0]
    assert (f.golems[0].row, f.golems[0].col) == (1, 0)
    assert red.steps == [engine.CLASH, engine.OK] and red.result == engine.CLASH
    assert rows[0][1].steps == [engine.CLASH]
    again = engine.Report.unpack(red.pack())
    assert again.steps == red.steps and again.result == red.result and again.times == 2
    assert len(red.pack()) == engine.Report.SIZE
    # 3(F) into water with 2 lives: a life per step, out after step 2, so the
    # third step is never played.
    f, p = setup("lives R 2\n. . . .\n. ~ . .\n. R^ . .\n. . . .", "3(F) S S S")
    rows = run(f, p, 1)
    red = rows[0][0]
    assert red.steps == [engine.WATER, engine.WATER] and red.lost == 2 and red.times == 3
    assert engine.Report.unpack(red.pack()).steps == red.steps


def test_one_row_formatter_names_steps_and_the_branch_taken():
    f, p = setup(". . . .\n. B< . .\nR^ . . .\n. . . .", "2(F) S S S", "F S S S")
    rows = run(f, p, 1)
    assert textfmt.format_row(f, rows[0]) == "Red: 2(F) clash/ok; Blue: F clash"
    # Red faces Blue: "Enemy?" is true, so the then branch (strike) is played.
    f, p = setup(". . . .\nR> B< . .\n. . . .\n. . . .", "E?(X,L) S S S", "A?(D,S) S S S")
    rows = run(f, p, 1)
    assert rows[0][0].branch is True and rows[0][1].branch is True
    assert textfmt.format_row(f, rows[0]) == "Red: then X defended; Blue: then D ok"
    back = engine.Report.unpack(rows[0][1].pack())
    assert back.branch is True and back.action == cards.DEFEND


# -- issue 15: one decision of a battle's end ---------------------------------
def test_decide_checks_the_castle_after_every_row_and_before_knock_outs():
    # Red (2,1) facing up walks onto castle floor (1,1): captured after row 1.
    f, p = setup(". . . .\n. c . cBv\n. R^ . .\n. . . .", "F S S S", "S S S S")
    siege = engine.siege_attacker(f)
    assert siege == 0 and engine.decide(f, siege, engine.DEFAULT) is None
    play_row(f, p, 0)
    assert engine.decide(f, siege, engine.DEFAULT) == ("win", 0)
    assert engine.end_reason(f, siege) == engine.CASTLE_TAKEN
    # No castle: no siege; equal lives in mid-round go on, at energy 1 a tie.
    f = scenarios.start_field(2, 4)
    assert engine.siege_attacker(f) is None
    assert engine.decide(f, None, engine.DEFAULT) is None
    assert engine.decide(f, None, engine.DEFAULT, 2) is None
    assert engine.decide(f, None, engine.DEFAULT, 1) == ("tie", (0, 1))
    assert engine.decide(f, None, Options(energy_rule="spend_all"), 1) is None
    # Siege at energy out: the defender held the castle.
    f = scenarios.siege_field()
    assert engine.decide(f, 0, engine.DEFAULT, 1) == ("win", 1)
    assert engine.end_reason(f, 0) == engine.ENERGY_OUT


def test_a_battle_never_outruns_the_energy_track():
    b = idle_battle(max_rounds=12)
    n = 0
    while not b.over():
        b.play_round()
        n += 1
    assert n == 9 and b.energy == 1 and not b.stopped() and b.ended == (9, 4)
    b = idle_battle(max_rounds=2)
    while not b.over():
        b.play_round()
    assert b.round == 2 and b.stopped() and b.energy == 8


def test_a_knocked_off_barrel_never_covers_castle_floor():
    # Red (2,1) strikes north at Blue (1,1) carrying; north of Blue is castle
    # floor (0,1), so the barrel goes to Blue's right of north: east, (1,2).
    f, p = setup(". c . .\n. B^* . .\n. R^ . .\n. . . .", "X S S S", "S S S S")
    run(f, p, 1)
    assert f.at(0, 1) == CASTLE and f.at(1, 2) == BARREL


# -- issue 15: the box's tokens (10 barrels, 5 water, 6 walls) as an option ---
ELEVEN_BARRELS = """
o  o  o  o  o  o
o  o  o  o  .  .
.  .  .  .  .  .
.  .  .  .  .  .
.  .  .  .  .  .
R^* .  .  .  .  Bv
"""


def test_box_tokens_option_refuses_fields_the_box_cannot_lay_out():
    # 10 barrels on the grid plus the one Red carries: 11 barrel tokens.
    f = parse_field(ELEVEN_BARRELS)                  # off by default
    assert f.cells.count(BARREL) == 10
    with raises(ValueError, "line 7, column 1: expected at most 10 barrel tokens "
                            "(the box has 10), found token number 11"):
        parse_field(ELEVEN_BARRELS, True)
    parse_field(ELEVEN_BARRELS.replace("R^*", "R^"), True)   # exactly 10: fine
    six_water = "~ ~ ~ ~\n~ ~ . .\n. . . .\nR^ . . Bv\n"
    with raises(ValueError, "line 2, column 3: expected at most 5 water tokens"):
        parse_field(six_water, True)
    seven_walls = "# # # #\n# # # .\n. . . .\nR^ . . Bv\n"
    with raises(ValueError, "expected at most 6 wall tokens"):
        parse_field(seven_walls, True)
    # the siege uses exactly the box's 5 water tokens
    parse_field(scenarios.SIEGE_TEXT, True)
    files = {drive.FIELD_FILE: seven_walls, "golems/p1.txt": "F X S D",
             "golems/p2.txt": "F X S D"}
    assert drive.load_battle(files) is not None
    with raises(ValueError, "golems/field.txt: line 2"):
        drive.load_battle(files, Options(box_tokens=True))


# -- issue 36: any two golems besiege; a tie's recharge; streams ------------
# The siege of examples/golems/siege.txt with other figures ("Фигурки
# големов ... на выбор"): the golem that starts in the castle holds it.
def _siege(attacker, defender):
    text = scenarios.SIEGE_TEXT.replace("R^", attacker + "^").replace("cBv", "c%sv" % defender)
    return parse_field(text)


def test_any_two_golems_besiege_the_one_in_the_castle_holds_it():
    # Worked by hand: the attacker at (3,4) below the gate (a barrel at
    # (2,4)): X smashes it, F F walk over the bridge onto castle floor (1,4)
    # at row 3, S.  Yellow storming Green, Red storming Green, Green storming
    # Red: each captures at round 1, row 3, as Red did against Blue.
    for att, dfd, colour in (("Y", "G", 2), ("R", "G", 0), ("G", "R", 3), ("B", "Y", 1)):
        f = _siege(att, dfd)
        assert f.battle_problem() == ""
        assert engine.siege_attacker(f) == colour, (att, dfd)
        a = [g for g in f.golems if g.colour == colour][0]
        a.row, a.col = 3, 4
        programs = [parse_program("X F F S") if g.colour == colour else parse_program("S S S S")
                    for g in f.golems]
        b = Battle(f, programs, siege=engine.siege_attacker(f))
        b.play_round()
        assert (a.row, a.col) == (1, 4) and b.ended == (1, 3), (att, dfd)
        assert b.result() == ("win", colour) and b.captured
        assert textfmt.format_result(b.result(), b.captured) == \
            "%s captures the castle" % engine.COLOUR_NAMES[colour]
    # the defender holds out: energy out without a capture
    f = _siege("Y", "G")
    b = Battle(f, [parse_program("S S S D"), parse_program("S S S D")],
               siege=engine.siege_attacker(f))
    while not b.over():
        b.play_round()
    assert b.result() == ("win", 3) and not b.captured


def test_a_siege_field_needs_two_golems_one_of_them_in_the_castle():
    f = parse_field(scenarios.SIEGE_TEXT.replace("R^  .   .", "R^  .   Y^", 1))
    # (a message: mistake.text words it, here in English)
    assert mistake.text(f.battle_problem()) == \
        "a siege (castle floor c) is two golems, found Red, Blue, Yellow"
    assert engine.siege_attacker(f) is None
    both_out = parse_field(scenarios.SIEGE_TEXT.replace("cBv", "c").replace(
        ".   .   .   .   .   .\nR^", ".   .   .   .   .   Bv\nR^", 1))
    assert mistake.text(both_out.battle_problem()) == ("a siege (castle floor c) needs one golem in the "
                                         "castle and one outside, found Red, Blue both outside")
    both_in = parse_field(scenarios.SIEGE_TEXT.replace("R^", ".").replace(
        "c   c   c", "cR^ c   c", 1))
    assert mistake.text(both_in.battle_problem()).endswith("found Red, Blue both inside")
    # the defender keeps its side when it walks out of the castle: the
    # side is where it started
    f = _siege("Y", "G")
    g = f.golems[1]
    g.row, g.col = 4, 4
    assert engine.siege_attacker(f) == 2 and not engine.captured(f, 2)


def test_a_tie_recharges_only_the_golems_tied_with_most_lives():
    # "Если Големы после исчерпания всей энергии имеют равное число жизней
    # ... зарядить Големов на новый раунд": at 3-3-2-1 lives nobody is hit in
    # 9 rounds, so energy out is a tie of Red and Blue; the recharge (5) gives
    # them 4 rounds more, Yellow (2) and Green (1) are out, ranked in that
    # order, and the second energy out is a tie of Red and Blue again.
    f, p = setup("lives Y 2\nlives G 1\nR> . . Bv\n. . . .\n. . . .\nY^ . . G<",
                 "S S D S", "S S D S", "S S D S", "S S D S")
    b = Battle(f, p)
    while not b.over():
        b.play_round()
    assert b.round == 9 and b.result() == ("tie", (0, 1))
    b.recharge()
    assert [g.colour for g in f.golems] == [0, 1] and len(b.programs) == 2
    assert [(g.colour, g.lives) for g in b.benched] == [(2, 2), (3, 1)]
    assert b.energy == 5 and not b.over()
    rounds = 0
    while not b.over():
        rows = b.play_round()
        assert all(len(r) == 2 for r in rows)     # only the two tied play
        rounds += 1
    assert rounds == 4 and b.result() == ("tie", (0, 1))
    # a Yellow with 3 lives is in the tie and plays on
    f, p = setup("lives G 1\nR> . . Bv\n. . . .\n. . . .\nY^ . . G<",
                 "S S D S", "S S D S", "S S D S", "S S D S")
    b = Battle(f, p)
    while not b.over():
        b.play_round()
    assert b.result() == ("tie", (0, 1, 2))
    b.recharge()
    assert [g.colour for g in f.golems] == [0, 1, 2] and [g.colour for g in b.benched] == [3]


# A stream (= at (1,1)) Red (1,0) steps into from its west end: carried to
# (1,2), past its east end.
STREAM = ". . . .\nR> = %s .\n. . . .\n. . . %s"


def test_a_carry_the_stream_cannot_finish_is_water_whatever_blocks_it():
    # Worked by hand: with (1,2) free Red lands there for a life; a wall, a
    # barrel, or Blue standing there (S) leave Red on its bank for a life
    # ("water"), as stepping into any water does ("теряет одну жизнь и ход
    # не выполняется"): the landing field decides nothing about the life.
    for there, blue, where_red, step in (
            (".", "Bv", (1, 2), engine.CARRIED), ("#", "Bv", (1, 0), engine.WATER),
            ("o", "Bv", (1, 0), engine.WATER), ("Bv", ".", (1, 0), engine.WATER)):
        f, p = setup(STREAM % (there, blue), "F S S S", "S S S S")
        rows = run(f, p, 1)
        red = f.golems[0]
        assert ((red.row, red.col), red.lives) == (where_red, 2), there
        assert rows[0][0].steps == [step] and rows[0][0].lost == 1, there
        assert f.golems[1].lives == 3
    # Blue leaving (1,2) in the same step: Red follows it there
    f, p = setup(STREAM % ("B>", "."), "F S S S", "F S S S")
    run(f, p, 1)
    assert (f.golems[0].col, f.golems[1].col) == (2, 3) and f.golems[0].lives == 2


def test_two_golems_a_stream_carries_onto_one_field_both_lose_a_life():
    # Red enters the = stream at (1,1) from the west, Blue the | stream at
    # (2,2) from the south: both would land on (1,2), so neither moves and
    # each loses the life of the water it stepped into; Yellow walking onto
    # (1,2) from (0,2) at the same time clashes (no water, no life).
    f, p = setup(". . . .\nR> = . .\n. . | .\n. . B^ .", "F S S S", "F S S S")
    rows = run(f, p, 1)
    assert [(g.row, g.col, g.lives) for g in f.golems] == [(1, 0, 2), (3, 2, 2)]
    assert rows[0][0].steps == rows[0][1].steps == [engine.WATER]
    f, p = setup(". . Yv .\nR> = . .\n. . . .\n. . . Bv", "F S S S", "S S S S", "F S S S")
    rows = run(f, p, 1)
    assert [(g.row, g.col, g.lives) for g in f.golems] == [(1, 0, 2), (3, 3, 3), (0, 2, 3)]
    assert rows[0][0].steps == [engine.WATER] and rows[0][2].steps == [engine.CLASH]
