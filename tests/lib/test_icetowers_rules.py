"""IceTowers rules engine: every action's legal and illegal cases, Gus, double
players, scoring with ties, loops and deadlock.  Each expected value is worked
out by hand from the Polish rules text (seed 001) in the comment above it.
Runs on MicroPython."""

from mpcompat import raises

from gamemaster.icetowers.engine import (
    IceTowers, CAP, HCAP, MINE, SPLIT, TAKE, TABLE,
    PLAYING, END_NO_MOVES, END_ALL_PASSED, END_LOOP, format_tower,
)
from gamemaster.icetowers.rules import (
    Rules, RED, YELLOW, GREEN, BLUE, WHITE, GUS, STANDARD, GHOST, DOUBLE, piece,
)
from gamemaster.prng import Rng

LETTERS = {"r": RED, "y": YELLOW, "g": GREEN, "b": BLUE, "w": WHITE}


def P(word):
    return piece(LETTERS[word[0]], int(word[1]))


def table(towers, players=2, variant=STANDARD, **rules):
    # A game with exactly these towers (bottom first, e.g. "r3 y2 r1").
    g = IceTowers(players, variant, Rules(**rules), empty=True)
    ids = [g.add_tower([P(w) for w in t.split()]) for t in towers]
    return g, ids


def shown(g, tid):
    return format_tower(g.tower(tid))


def cap(c, size, src, dst):
    return (CAP, c, size, src, 0, dst)


def mine(c, size, src, pos, dst):
    return (MINE, c, size, src, pos, dst)


def split(c, size, src, pos, dst=TABLE):
    return (SPLIT, c, size, src, pos, dst)


# -- setup -----------------------------------------------------------------
def test_setup_puts_15_free_standing_pyramids_per_colour_on_the_table():
    # "1 zestaw (Kolor) piramidek dla każdego gracza", 5 trios = 5 of each size,
    # all standing on the table at the start.
    g = IceTowers(4, rng=Rng(3))
    assert len(g.stacks) == 60
    assert all(len(t) == 1 for t in g.stacks)
    census = g.census()
    for c in (RED, YELLOW, GREEN, BLUE):
        assert census[c] == [0, 5, 5, 5]
    assert census[WHITE] == [0, 0, 0, 0]
    # Every lone pyramid is its own one-element tower: 30 pips per colour.
    assert g.player_scores() == [30, 30, 30, 30]
    assert IceTowers(2, GHOST).census()[WHITE] == [0, 5, 5, 5]
    assert IceTowers(2, DOUBLE).player_scores() == [60, 60]


def test_player_counts_and_variants_are_checked():
    for bad in (1, 5):
        with raises(ValueError):
            IceTowers(bad)
    with raises(ValueError):
        IceTowers(3, GHOST)
    with raises(ValueError):
        IceTowers(4, DOUBLE)
    with raises(ValueError):
        Rules(no_such_rule=True)


def test_a_tower_keeps_its_order_largest_at_the_bottom():
    # "Piramidka nigdy nie może nakrywać mniejszej od siebie"
    g, _ = table([])
    with raises(ValueError):
        g.add_tower([P("r1"), P("y2")])
    with raises(ValueError):
        g.add_tower([P("g1")])          # green is not in a 2-player game


# -- cap -------------------------------------------------------------------
def test_cap_a_free_standing_pyramid_onto_a_larger_or_equal_top():
    # Red's lone r1 may cap the tower b3 b2 (2 >= 1): red now controls its
    # 3+2+1 = 6 pips; yellow's score drops from 5 (tower) + 0 to 0.
    g, (r1, t) = table(["r1", "y3 y2"])
    assert g.player_scores() == [1, 5]
    g.apply(0, cap(RED, 1, r1, t))
    assert shown(g, t) == "yellow3 yellow2 red1"
    assert g.tower(r1) is None
    assert g.player_scores() == [6, 0]


def test_cap_same_size_is_allowed_by_default_and_a_setting():
    # "Piramidkę można nakładać na piramidki tego samego rozmiaru lub większe"
    g, (r2, b2, b1) = table(["r2", "y2", "y1"])
    assert g.is_legal(0, cap(RED, 2, r2, b2))
    g, (r2, b2, b1) = table(["r2", "y2", "y1"], cap_same_size=False)
    assert not g.is_legal(0, cap(RED, 2, r2, b2))


def test_cap_never_onto_a_smaller_top():
    g, (r3, t) = table(["r3", "y3 y2"])
    assert g.why_illegal(0, cap(RED, 3, r3, t)) == "cannot cap that tower"


def test_cap_onto_a_lone_pyramid_of_any_colour_even_ones_own():
    # "umieszczenie jej na innej piramidce lub wieży": any other pyramid.
    g, (r1, b1, r2) = table(["r1", "y1", "r2"])
    assert g.is_legal(0, cap(RED, 1, r1, b1))
    assert g.is_legal(0, cap(RED, 1, r1, r2))
    # ... but not onto itself
    assert not g.is_legal(0, cap(RED, 1, r1, r1))


def test_cap_only_with_ones_own_free_standing_pyramid():
    # "Nie wolno brać ze stołu cudzych piramidek. Nie wolno brać piramidek
    # wchodzących w skład wieży."
    g, (b1, t, u) = table(["y1", "r3 r2", "y3"])
    assert g.why_illegal(0, cap(YELLOW, 1, b1, u)) == "not a colour this player moves"
    # r2 is the top of a tower, not free-standing
    assert not g.is_legal(0, cap(RED, 2, t, u))
    # the size in the action must be the pyramid's
    assert not g.is_legal(1, cap(YELLOW, 2, b1, u))
    assert g.is_legal(1, cap(YELLOW, 1, b1, u))


# -- mine ------------------------------------------------------------------
def test_mine_one_of_two_of_yours_from_a_tower_you_do_not_control():
    # T = r3 r2 b1: yellow controls it (top b1) and red has two pyramids in it.
    # Red takes r2 out and plays it on U = b3 (a one-element tower; 3 >= 2).
    # Before: yellow 6 + 3 = 9, red 0.  After: T = r3 b1 (yellow, 4), U = b3 r2
    # (red, 5).
    g, (t, u) = table(["r3 r2 y1", "y3"])
    assert g.player_scores() == [0, 9]
    g.apply(0, mine(RED, 2, t, 1, u))
    assert shown(g, t) == "red3 yellow1" and shown(g, u) == "yellow3 red2"
    assert g.player_scores() == [5, 4]


def test_mine_may_take_any_of_your_pyramids_unless_the_setting_says_topmost():
    g, (t, u) = table(["r3 r2 y1", "y3"])
    assert g.is_legal(0, mine(RED, 3, t, 0, u))          # the bottom one, 3 on 3
    g, (t, u) = table(["r3 r2 y1", "y3"], mine_any_position=False)
    assert not g.is_legal(0, mine(RED, 3, t, 0, u))
    assert g.is_legal(0, mine(RED, 2, t, 1, u))


def test_mine_needs_more_than_one_of_yours_and_a_tower_you_do_not_control():
    # one red only: no mine
    g, (t, u) = table(["r3 y2 y1", "y3"])
    assert g.why_illegal(0, mine(RED, 3, t, 0, u)) == "cannot mine that pyramid"
    # red controls r3 b2 r1 r1? no: r3 r2 r1 is red's own tower
    g, (t, u) = table(["r3 r2 y1 r1", "y3"])
    assert not g.is_legal(0, mine(RED, 2, t, 1, u))
    # yellow's pyramid cannot be mined by red
    g, (t, u) = table(["y3 r2 r2 y1", "y3"])
    assert not g.is_legal(0, mine(RED, 3, t, 0, u))
    assert g.is_legal(0, mine(RED, 2, t, 1, u))


def test_mined_pyramid_goes_on_another_tower_and_on_the_table_only_when_stuck():
    # "Jeżeli po akcji mine gracz nie może wydobytym elementem nakryć żadnej
    # innej wieży, musi odłożyć ten element na stół."
    g, (t, u) = table(["r3 r2 y1", "y3"])
    assert not g.is_legal(0, mine(RED, 2, t, 1, t))       # "inną wieżę"
    assert g.why_illegal(0, mine(RED, 2, t, 1, TABLE)) == "the mined pyramid can cap a tower"
    # With only b1 left to cap, r2 fits nowhere (2 > 1): it goes on the table.
    g, (t, b1) = table(["r3 r2 y1", "y1"])
    assert not g.is_legal(0, mine(RED, 2, t, 1, b1))
    g.apply(0, mine(RED, 2, t, 1, TABLE))
    assert sorted([format_tower(s) for s in g.stacks]) == sorted(["yellow1", "red2", "red3 yellow1"])
    # The setting that lets the miner always choose the table:
    g, (t, u) = table(["r3 r2 y1", "y3"], mine_table_only_if_stuck=False)
    assert g.is_legal(0, mine(RED, 2, t, 1, TABLE))


def test_mine_onto_a_lone_pyramid_is_a_setting():
    g, (t, u, v) = table(["r3 r2 y1", "y3", "y3 y3"], mine_onto_single=False)
    assert not g.is_legal(0, mine(RED, 2, t, 1, u))
    assert g.is_legal(0, mine(RED, 2, t, 1, v))


# -- split -----------------------------------------------------------------
def test_split_where_two_pyramids_of_one_colour_touch():
    # T = r3 r2 b1: r3 and r2 touch.  Yellow (not red's owner) splits between
    # them: lower part r3 (red, 3 pips) stays, upper part r2 b1 (yellow, 3 pips)
    # stands on the table.  Before: yellow controls all 6.
    g, (t, u) = table(["r3 r2 y1", "y3"])
    assert g.player_scores() == [0, 9]
    g.apply(1, split(YELLOW, 2, t, 1))
    assert sorted([format_tower(s) for s in g.stacks]) == sorted(["yellow3", "red2 yellow1", "red3"])
    assert g.player_scores() == [3, 6]


def test_the_owner_of_the_touching_colour_cannot_split_there():
    g, (t, u) = table(["r3 r2 y1", "y3"])
    assert g.why_illegal(0, split(RED, 2, t, 1)) == "cannot split there"
    # a pair of different colours does not touch in the rule's sense
    g, (t, u) = table(["r3 y2 r1", "y3"])
    assert not g.is_legal(1, split(YELLOW, 2, t, 1))
    assert not g.is_legal(1, split(YELLOW, 1, t, 2))


def test_a_player_may_split_his_own_tower_unless_the_setting_forbids_it():
    # b3 r2 r2 b1: yellow controls it and splits the red pair.
    g, (t, u) = table(["y3 r2 r2 y1", "r3"])
    assert g.is_legal(1, split(YELLOW, 2, t, 2))
    g, (t, u) = table(["y3 r2 r2 y1", "r3"], split_own_tower=False)
    assert not g.is_legal(1, split(YELLOW, 2, t, 2))
    assert not g.has_move(1)


def test_touching_may_be_read_as_same_size_only():
    g, (t, u) = table(["r3 r2 y1", "r2 r2 y1"], split_same_size_only=True)
    assert not g.is_legal(1, split(YELLOW, 2, t, 1))
    assert g.is_legal(1, split(YELLOW, 2, u, 1))


def test_splitting_the_top_pair_frees_the_top_pyramid():
    # "nie rozdzielaj szczytowych elementów wieży. W ten sposób uwalniasz
    # przeciwnikowi jego piramidki": b3 r2 r1 split at 2 leaves b3 r2 (red 5)
    # and a lone r1, which red may now pick up and cap with.
    g, (t, u) = table(["y3 r2 r1", "y2"])
    g.apply(1, split(YELLOW, 1, t, 2))
    single = [g.ids[i] for i in range(len(g.stacks)) if format_tower(g.stacks[i]) == "red1"][0]
    assert g.player_scores() == [6, 2]
    assert g.is_legal(0, cap(RED, 1, single, u))


def test_the_split_off_part_may_cap_another_tower_when_the_setting_allows():
    # r2 b1 (the upper part of r3 r2 b1) may go onto b3: 3 >= 2.
    g, (t, u) = table(["r3 r2 y1", "y3"])
    assert not g.is_legal(1, split(YELLOW, 2, t, 1, u))
    g, (t, u) = table(["r3 r2 y1", "y3"], split_part_may_cap=True)
    g.apply(1, split(YELLOW, 2, t, 1, u))
    assert shown(g, u) == "yellow3 red2 yellow1" and shown(g, t) == "red3"


# -- stable order of legal actions ---------------------------------------------
def test_legal_actions_come_in_a_stable_order():
    # Red: r1 caps b3 b2 (2 >= 1) and b1 (1 >= 1), in tower order; b3 b2 is
    # a touching yellow pair red may split; r1 may be picked up.  Nothing to
    # mine.  Yellow: b1 may cap r1 and the b3 b2 tower; nothing else.
    g, (r1, t, b1) = table(["r1", "y3 y2", "y1"])
    assert g.legal_actions(0) == [
        cap(RED, 1, r1, t), cap(RED, 1, r1, b1), split(RED, 2, t, 1), (TAKE, RED, 1, r1, 0, TABLE)]
    assert g.legal_actions(1) == [
        cap(YELLOW, 1, b1, r1), cap(YELLOW, 1, b1, t), (TAKE, YELLOW, 1, b1, 0, TABLE)]
    for p in (0, 1):
        for a in g.legal_actions(p):
            assert g.is_legal(p, a)


# -- holding and deadlock --------------------------------------------------------
def test_a_held_pyramid_cannot_be_capped_and_caps_from_the_hand():
    g, (r1, b1, t) = table(["r1", "y1", "y3 y3"])
    assert g.is_legal(1, cap(YELLOW, 1, b1, r1))
    g.apply(0, (TAKE, RED, 1, r1, 0, TABLE))
    assert not g.is_legal(1, cap(YELLOW, 1, b1, r1))
    # the held r1 still scores 1 (it will be put down at the end)
    assert g.player_scores() == [1, 7]
    # one hand: a second pyramid cannot be held (hand_limit 1)
    g2, (a, b, _) = table(["r1", "r2", "y3"])
    g2.apply(0, (TAKE, RED, 1, a, 0, TABLE))
    assert g2.why_illegal(0, (TAKE, RED, 2, b, 0, TABLE)) == "cannot hold it"
    g.apply(0, (HCAP, RED, 1, -1, 0, t))
    assert shown(g, t) == "yellow3 yellow3 red1" and g.holding() == 0


def test_deadlock_everyone_holding_and_waiting_puts_the_pyramids_down():
    # "obaj gracze są zobowiązani do odłożenia swoich piramidek na stół.
    # Punkty za nie zostają naliczone jak za typowe wieże jednoelementowe."
    # Red and yellow each hold a 1 and both declare they are done: the game
    # ends, both 1s stand on the table and score 1 each; yellow's b3 b3 tower
    # gives yellow 6 more.
    g, (r1, b1, t) = table(["r1", "y1", "y3 y3"])
    g.apply(0, (TAKE, RED, 1, r1, 0, TABLE))
    g.apply(1, (TAKE, YELLOW, 1, b1, 0, TABLE))
    g.pass_(0)
    assert g.over == PLAYING
    g.pass_(1)
    assert g.over == END_ALL_PASSED and g.deadlock
    assert sorted([format_tower(s) for s in g.stacks]) == sorted(["yellow1", "yellow3 yellow3", "red1"])
    assert g.player_scores() == [1, 7] and g.winners() == [1]


def test_all_done_ends_the_game_and_an_action_withdraws_the_passes():
    g, (r1, b1, t) = table(["r1", "y1", "y3 y3"])
    g.pass_(0)
    g.apply(1, cap(YELLOW, 1, b1, t))      # yellow acts: red's "done" no longer stands
    assert g.passed == [False, False]
    g.pass_(1)
    assert g.over == PLAYING
    g.pass_(0)
    assert g.over == END_ALL_PASSED and not g.deadlock
    with raises(ValueError):
        g.apply(0, cap(RED, 1, r1, t))
    # pass_resets=False: a pass is final
    g, (r1, b1, t) = table(["r1", "y1", "y3 y3"], pass_resets=False)
    g.pass_(0)
    g.apply(1, cap(YELLOW, 1, b1, t))
    g.pass_(1)
    assert g.over == END_ALL_PASSED


def test_the_game_ends_when_no_move_is_possible():
    # r3 caps b3: b3 r3.  Yellow has no free pyramid, one yellow in the tower
    # (no mine), no touching pair (no split); red has nothing left either.
    g, (r3, b3) = table(["r3", "y3"])
    g.apply(0, cap(RED, 3, r3, b3))
    assert g.over == END_NO_MOVES
    assert g.player_scores() == [6, 0] and g.winners() == [0]
    assert g.legal_actions(0) == [] and g.legal_actions(1) == []


# -- loops -------------------------------------------------------------------
def test_a_loop_warns_then_ends_the_game_and_its_towers_score_nothing():
    # T = b3 r2 r2.  Yellow splits the red pair: b3 r2 and a lone r2; red caps
    # the lone r2 back onto b3 r2 (2 >= 2): T is b3 r2 r2 again.  The first
    # return is a warning ("zobowiązani są spróbować wykonać jakąś inną
    # akcję"), the third time the position stands the game ends and T, the
    # tower in the loop, scores nothing.  Yellow's lone b1 is not in the loop.
    g, (t, b1) = table(["y3 r2 r2", "y1"])
    for rnd in range(2):
        g.apply(1, split(YELLOW, 2, t, 2))
        lone = g.ids[-1]
        assert g.over == PLAYING
        g.apply(0, cap(RED, 2, lone, t))
        if rnd == 0:
            assert g.loop_warning and g.loop_towers == [t] and g.over == PLAYING
    assert g.over == END_LOOP
    assert g.void == [t]
    assert g.player_scores() == [0, 1] and g.winners() == [1]


def test_doing_something_else_clears_the_loop_warning():
    g, (t, b1, b3) = table(["y3 r2 r2", "y1", "y3"])
    g.apply(1, split(YELLOW, 2, t, 2))
    g.apply(0, cap(RED, 2, g.ids[-1], t))
    assert g.loop_warning
    g.apply(1, cap(YELLOW, 1, b1, b3))
    assert not g.loop_warning and g.loop_towers == []


def test_a_stall_without_progress_ends_the_game_as_a_loop():
    # stall_limit 6 (loop_limit 10 so exact repeats do not end it first).
    # Progress is a new low of lone + held pyramids: at the start b1 and r1
    # stand alone (2).  Yellow splits b3 r2 r2 (lone r2: 3), red caps it back
    # (2): no new low, the stall grows by one per action; at 3 (half of 6)
    # the players are warned.  Red capping r1 onto b3 b3 leaves only b1
    # alone (1): a new low, the stall starts again.  Three more split/cap
    # pairs make 6 actions without progress: the game ends as a loop and
    # b3 r2 r2 (the only tower they touched that still stands) scores
    # nothing; red keeps b3 b3 r1 (7), yellow b1 (1).
    g, (t, b1, r1, u) = table(["y3 r2 r2", "y1", "r1", "y3 y3"], loop_limit=10, stall_limit=6)

    def split_and_cap_back():
        g.apply(1, split(YELLOW, 2, t, 2))
        g.apply(0, cap(RED, 2, g.ids[-1], t))

    split_and_cap_back()
    g.apply(1, split(YELLOW, 2, t, 2))
    assert g.loop_warning
    g.apply(0, cap(RED, 2, g.ids[-1], t))
    g.apply(0, cap(RED, 1, r1, u))
    assert not g.loop_warning
    split_and_cap_back()
    split_and_cap_back()
    assert g.over == PLAYING and g.loop_warning
    split_and_cap_back()
    assert g.over == END_LOOP and g.void == [t]
    assert g.player_scores() == [7, 1]


# -- Gus ---------------------------------------------------------------------
def test_gus_never_caps_a_single_pyramid_but_either_player_moves_him():
    g, (w1, b3, t) = table(["w1", "y3", "r3 r2"], 2, GHOST)
    assert not g.is_legal(0, cap(WHITE, 1, w1, b3))
    assert g.is_legal(0, cap(WHITE, 1, w1, t))
    assert g.is_legal(1, cap(WHITE, 1, w1, t))
    # not even with a mined white pyramid
    g, (t, b3, u) = table(["w3 w2 r1", "y3", "y3 y3"], 2, GHOST)
    assert not g.is_legal(0, mine(WHITE, 2, t, 1, b3))
    assert g.is_legal(0, mine(WHITE, 2, t, 1, u))
    # and nobody holds Gus's pyramids
    g, (w1, b3, t) = table(["w1", "y3", "r3 r2"], 2, GHOST)
    assert not g.is_legal(0, (TAKE, WHITE, 1, w1, 0, TABLE))


def test_gus_never_splits_but_his_pairs_can_be_split():
    g, (t, u) = table(["w3 w2 r1", "y3 y2 r1"], 2, GHOST)
    assert g.is_legal(0, split(RED, 2, t, 1))
    assert g.is_legal(1, split(YELLOW, 2, t, 1))
    assert not g.is_legal(0, split(WHITE, 2, u, 1))      # Gus splitting yellow's pair
    assert g.is_legal(0, split(RED, 2, u, 1))


def test_gus_mining_is_a_setting():
    g, (t, u) = table(["w3 w2 r1", "y3 y3"], 2, GHOST, gus_can_mine=False)
    assert not g.is_legal(0, mine(WHITE, 2, t, 1, u))


def test_gus_competes_and_can_win():
    # w3 w2 w1 (Gus 6) against r3 (3) and b2 (2): Gus has the most: nobody
    # of the two players wins.  With gus_can_win=False red wins.
    g, _ = table(["w3 w2 w1", "r3", "y2"], 2, GHOST)
    assert g.competitors() == [(0, 3), (1, 2), (GUS, 6)]
    assert g.winners() == [GUS]
    assert g.ranks() == [2, 3, 1]
    g, _ = table(["w3 w2 w1", "r3", "y2"], 2, GHOST, gus_can_win=False)
    assert g.winners() == [0]


# -- double players -------------------------------------------------------------
def test_double_players_add_their_two_colours():
    # player 0: red + green, player 1: yellow + blue.
    g, _ = table(["r3 g1", "g2", "y3 y1", "b3", "b2"], 2, DOUBLE)
    assert g.player_scores() == [6, 9]
    assert g.winners() == [1]


def test_double_players_act_as_four_unless_the_setting_says_otherwise():
    # r3 r2 g1: green (player 0's other colour) controls it.  As four players
    # red does not control it and may mine r2; as one player he does.
    g, (t, u) = table(["r3 r2 g1", "y3"], 2, DOUBLE)
    assert g.is_legal(0, mine(RED, 2, t, 1, u))
    g, (t, u) = table(["r3 r2 g1", "y3"], 2, DOUBLE, double_as_four=False)
    assert not g.is_legal(0, mine(RED, 2, t, 1, u))
    # g3 g2 b1: player 0 acting as red may split his green pair (as four).
    g, (t, u) = table(["g3 g2 y1", "y3"], 2, DOUBLE)
    assert g.is_legal(0, split(RED, 2, t, 1))
    assert not g.is_legal(0, split(GREEN, 2, t, 1))
    g, (t, u) = table(["g3 g2 y1", "y3"], 2, DOUBLE, double_as_four=False)
    assert not g.is_legal(0, split(RED, 2, t, 1))
    assert g.is_legal(1, split(YELLOW, 2, t, 1))


# -- scoring -------------------------------------------------------------------
def test_scores_per_colour_and_ties():
    # 3 players: r3 b2 (yellow 5), g3 g2 (green 5), r2 r1 (red 3).  Yellow and
    # green tie for first: both win, red is third.
    g, _ = table(["r3 y2", "g3 g2", "r2 r1"], 3)
    assert g.colour_scores()[:3] == [3, 5, 5]
    assert g.winners() == [1, 2]
    assert g.ranks() == [3, 1, 1]


def test_lone_pyramids_scoring_is_a_setting():
    g, _ = table(["r3 y2", "r2"], singles_score=False)
    assert g.player_scores() == [0, 5]


# -- snapshot -----------------------------------------------------------------
def test_to_bytes_round_trip_one_byte_per_pyramid():
    g = IceTowers(3, rng=Rng(9))
    rng = Rng(4)
    for _ in range(20):
        p = rng.below(3)
        acts = g.legal_actions(p)
        if g.over:
            break
        if acts:
            g.apply(p, rng.choice(acts))
    data = g.to_bytes()
    # 12 header bytes, 3 per tower, 1 per pyramid (45, on the table or
    # held), 5 hand lengths, 1 void count.
    assert len(data) == 12 + 3 * len(g.stacks) + 45 + 5 + 1
    h = IceTowers.from_bytes(data)
    assert h.to_bytes() == data
    assert h.legal_actions(0) == g.legal_actions(0)
    assert h.player_scores() == g.player_scores()
    with raises(ValueError):
        IceTowers.from_bytes(data[:-1])
    with raises(ValueError):
        IceTowers.from_bytes(b"X" + data[1:])
