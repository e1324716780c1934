"""Issue 15, item 6: the puzzle conditions of "Головоломки" ("определенное
число ходов, все карты, использование Повторов или Условий") in the solver
and ``golems solve``.  Small puzzles worked out by hand."""

import io

from host_sim import cli_golems
from gamemaster.golems import cards, engine, solver
from gamemaster.golems.textfmt import parse_field

# The golem at (1,0) faces the barrel at (0,0): Take alone brings it "home"
# (it is carrying on its start field), so the plain shortest program is T.
TINY = "o   .\nR^  .\n"


def replay(field, slots):
    """The slot after which the barrel is home (1-based), or None."""
    g = field.copy()
    start = g.golems[0].start
    for k, s in enumerate(slots):
        engine.play_row(g, ((s,),), 0)
        golem = g.golems[0]
        if golem.carrying and (golem.row, golem.col) == start:
            return k + 1
    return None


def solve(text, **kw):
    return solver.bring_barrel(parse_field(text), puzzle=solver.Puzzle(**kw))


def test_plain_shortest_is_the_single_take():
    assert solve(TINY) == ((cards.TAKE,), None)


def test_exact_number_of_slots():
    # 3 slots: the barrel may only arrive with the 3rd, so two cards that do
    # not take it first (F is blocked by the barrel, S stands), then T.
    slots, why = solve(TINY, slots=3)
    assert why is None and len(slots) == 3 and replay(parse_field(TINY), slots) == 3
    assert slots[-1] == cards.TAKE
    # 1 slot is the plain answer; 9 slots outlast one round's 3 Forward cards.
    assert solve(TINY, slots=1) == ((cards.TAKE,), None)
    slots, _ = solve(TINY, slots=9)
    assert len(slots) == 9 and replay(parse_field(TINY), slots) == 9
    for r in solver.as_rounds(slots):
        cards.check_program(r, (), 0, False)


def test_a_required_repeat():
    # Take cannot be repeated and a repeat cannot take, so one slot is not
    # enough; 2 slots are: a repeat that changes nothing (2(F) into the
    # barrel, or 2(B) into the edge), then T.
    slots, why = solve(TINY, require=(solver.REPEAT,))
    assert why is None and len(slots) == 2
    assert slots[0][0] == cards.REP and slots[1] == cards.TAKE
    assert replay(parse_field(TINY), slots) == 2


def test_a_required_condition():
    # One slot: "Enemy?" sees the barrel (then: T), or "Attacked?" is false
    # alone on the field (else: T).
    slots, why = solve(TINY, require=(solver.CONDITION,))
    assert why is None and len(slots) == 1 and slots[0][0] == cards.IF
    taken = slots[0][2] if slots[0][1] == cards.ENEMY else slots[0][3]
    assert taken == cards.TAKE
    cards.check_program(solver.as_rounds(slots)[0], cards.BONUS_CARDS, 4, False)


def test_use_all_cards_of_a_hand():
    # F, T, L: T must come last (taking ends the puzzle), and F then L or L
    # then F leave the golem facing west: T finds nothing. Impossible.
    assert solve(TINY, hand=solver.parse_hand("F T L"), all_cards=True) == \
        (None, "impossible")
    # F, T, L, R: L and R cancel out, F is blocked, so any order of F, L, R
    # and then T works: 4 slots, every card once.
    hand = solver.parse_hand("F T L R")
    slots, why = solve(TINY, hand=hand, all_cards=True)
    assert why is None and len(slots) == 4 and slots[-1] == cards.TAKE
    assert sorted(slots) == sorted((cards.FORWARD, cards.TAKE, cards.TURN_LEFT,
                                    cards.TURN_RIGHT))
    # Without all_cards the hand only limits: T alone.
    assert solve(TINY, hand=hand) == ((cards.TAKE,), None)
    # A hand with a Repeat 2 card and all_cards: the repeat must be used.
    slots, _ = solve(TINY, hand=solver.parse_hand("T F 2"), all_cards=True)
    assert slots == (cards.repeat(2, cards.FORWARD), cards.TAKE)


def test_bad_conditions_are_refused():
    for kw in ({"all_cards": True}, {"require": ("loop",)}, {"slots": 0}):
        try:
            solver.Puzzle(**kw)
        except ValueError:
            continue
        raise AssertionError(kw)
    try:
        solver.parse_hand("F Q")
    except ValueError as e:
        assert "not a card: 'Q'" in str(e)
    else:
        raise AssertionError("Q accepted")


def run(*argv):
    out = io.StringIO()
    return cli_golems.main(list(argv), out), out.getvalue()


def test_solve_flags(tmp_path, capsys):
    p = tmp_path / "tiny.txt"
    p.write_text(TINY)
    code, out = run("solve", str(p), "--goal", "bring-barrel", "--slots", "3")
    assert code == 0 and out.startswith("exactly: 3 slots, 1 round(s)\n")
    code, out = run("solve", str(p), "--goal", "bring-barrel", "--require", "repeat")
    assert code == 0 and out.startswith("shortest: 2 slots")
    code, out = run("solve", str(p), "--goal", "bring-barrel", "--require", "condition")
    assert code == 0 and ("round 1: E?(T," in out or "round 1: A?(" in out)
    code, out = run("solve", str(p), "--goal", "bring-barrel", "--hand", "F T L",
                    "--all-cards")
    assert code == 3 and "under these conditions" in out
    code, out = run("solve", str(p), "--goal", "bring-barrel", "--all-cards")
    assert code == 2 and "needs the hand" in capsys.readouterr().err
