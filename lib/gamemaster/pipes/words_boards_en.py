# The printed boards' words (host_sim/pipes_print.py, ``pipes boards
# --lang``): a host tool's, never on a board.  English.  One entry a line,
# its id in the comment (docs/architecture.md, "Languages").
WORDS = (
    "Pipes",                            # title
    "board %d of %d",                   # board_of
    "set seed %d",                      # seed
    "Player: ____________________________",    # player
    "special actions",                  # actions
    "%s x%d",                           # action_count: an action's name, how many
    "rotation",                         # rotation
    "crossing",                         # crossing_action
    "teleport",                         # teleport
    "Elements",                         # elements
    "curve R-D",                        # curve_right_down
    "curve L-D",                        # curve_left_down
    "curve U-R",                        # curve_up_right
    "curve U-L",                        # curve_up_left
    "straight -",                       # straight_horizontal
    "straight |",                       # straight_vertical
    "crossing",                         # crossing
    "Each turn: draw the shown element in any empty field, or pass. Elements are never turned",    # note_1
    "unless you cross out a rotation. Cross out an icon for every special action you use.",       # note_2
    "After turn 12 the water runs from the valve, one field per round, along Table 1 of the rules.",   # note_3
    "It stops at an empty field, a wall, a pipe turned the wrong way or the edge: you are out.",  # note_4
    "A crossing may be passed twice; each second pass gives every other player one extra field.",  # note_5
    "Teleport: two ends stuck to field edges; water enters one end by its edge and leaves the other.",    # note_6
    "board %d of %d   set seed %d   %s",    # footer: the set's spec last
)
