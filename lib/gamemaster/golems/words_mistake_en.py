# A mistake in a Golem Battle drive file (mistake.py: textfmt, cards,
# field.battle_problem, drive.load_battle).  English.  One entry a line, its id in the comment
# (docs/architecture.md, "Languages").
WORDS = (
    "%s: %s",                           # file: a file's name, its mistake
    ("line %d, column %d: "
     "expected %s, found %s"),  # parse: line, column, what was expected, what was found
    "missing (the field has a %s golem)",  # missing: a program file missing: the golem's colour
    "Red",                              # red: the colours, in field.COLOUR_NAMES order
    "Blue",                             # blue
    "Yellow",                           # yellow
    "Green",                            # green
    ("a field (. o # ~ = | c t) or a golem "
     "like R^ B> Yv G< (optionally on c or t)"),  # cell: expected: a field's cell
    ("an action (F B L R S X D T), a repeat 2(..) / "
     "3(..) or a condition E?(then,else) / A?(then,else)"),  # slot: expected: a program's slot
    "an action (F B L R S X D T) or a repeat 2(..) / 3(..)",  # branch: expected: a condition's card
    ("a row of cells (settings "
     "go before the grid)"),  # grid_first: expected: a setting after the grid
    "a golem letter (R B Y G)",         # golem_letter: expected
    ("'size', 'lives' "
     "or a row of cells"),  # setting: expected: a setting's word (as the file writes it)
    "a grid of cells",                  # grid: expected
    "2 to 9 rows",                      # rows: expected
    "%d rows for a %dx%d field",        # rows_for: expected: size, size, size
    "%d cells in the row",              # cells: expected: the size
    "one golem of each colour",         # one_each: expected
    "a %s golem on the field for its 'lives' line",  # lives_golem: expected: the golem's letter
    "0 or 2 tunnel mouths (t)",         # mouths: expected
    "at most %d %s tokens (the box has %d)",  # box: expected: count, a token's name (below), count
    "barrel",                           # barrel: the box's tokens, as box writes them
    "water",                            # water
    "wall",                             # wall
    "a number %d..%d",                  # number: expected: lowest, highest
    "end of line",                      # end: expected or found
    "a space (a golem cannot stand on %s)",  # no_standing: expected: the cell's character
    "a facing (^ > v <) after the golem letter",  # facing: expected
    "a space after the golem",          # after_golem: expected
    "a program of %d slots",            # program: expected: the slots (4)
    "one program line",                 # one_line: expected
    "end of line after %d slots",       # end_after: expected: the slots (4)
    "a space between slots",            # between: expected
    "%d slots (got %d)",                # slots: expected: the slots (4), the slots written
    "'(' after the repeat count",       # rep_open: expected
    "an action card (F B L R S X D T) on the repeat",  # rep_action: expected
    "')' closing the repeat",           # rep_close: expected
    "an action or a repeat (a condition cannot hold a condition)",  # no_nesting: expected
    "'(' after the condition",          # cond_open: expected
    "',' between the condition's two cards",  # comma: expected
    "')' closing the condition",        # cond_close: expected
    "no rows",                          # no_rows: found
    "%d rows",                          # n_rows: found: rows
    "a second %s golem",                # second: found: the golem's letter
    "none",                             # none: found
    "token number %d",                  # token: found: the token's number
    "an empty file",                    # empty: found
    "a second line",                    # second_line: found
    "a battle needs 2 to 4 golems, found %d",  # golems: a field's battle: the golems found
    "a siege (castle floor c) is two golems, found %s",  # siege_two: the golems' colours
    ("a siege (castle floor c) needs one golem "
     "in the castle and one outside, found %s %s"),  # siege_sides: colours, both_*
    "both inside",                      # both_inside
    "both outside",                     # both_outside
    ("slot %d: the %s bonus "
     "card is used twice"),  # twice: a program's cards: the slot, a bonus card's name (below)
    "slot %d: the %s bonus card is not allowed now",  # not_now: the slot, a bonus card's name
    "%d bonus cards used, at most %d allowed",  # bonuses: used, allowed
    ("%d '%s' cards used, "
     "a player has %d"),  # too_many: used, an action card's name (below), a player's
    "enemy?",                           # enemy: the bonus cards, in cards.BONUS_CARDS order
    "attacked?",                        # attacked
    "repeat2",                          # repeat2
    "repeat3",                          # repeat3
    "forward",                          # forward: the action cards, in cards.NAMES order
    "back",                             # back
    "turn left",                        # turn_left
    "turn right",                       # turn_right
    "stand",                            # stand
    "strike",                           # strike
    "defend",                           # defend
    "take",                             # take
)
