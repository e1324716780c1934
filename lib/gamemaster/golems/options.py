# Golem Battle's rule options, end reasons and golem colours: what the
# device's game-master needs in every game.  The rules engine (``engine``:
# playing rows, deciding battles) is loaded only for the battles the device
# plays itself (autonomous golems from the drive), and the field (``field``)
# only for such a battle too; they use and re-export these names.

SLOTS = 4          # rows of a program (``cards``: one card slot per row)

COLOURS = ((255, 0, 0), (0, 80, 255), (255, 200, 0), (0, 200, 0))
# (their names, and the die faces', are the words of the language in use on
# the device, words_master; in English for the host's tools: field.COLOUR_NAMES,
# cards.FACE_NAMES)


class Options:
    # Engine choices for the places the rules can be read two ways
    # (docs/rules-interpretations.md, part 3, "Settings"); the defaults are
    # the readings we argue for there.
    #
    # ``moves``: "relative" (cards are Forward/Back/Turn as printed) or
    # "absolute" (the four move cards mean Up/Down/Left/Right on the field and
    # the golem turns to face where it went).  ``attacked``: "this_row" or
    # "last_row" (``engine``'s notes).  ``energy_rule``: "stop_at_1" (the game ends
    # when the marker reaches 1: 9 rounds) or "spend_all" (the round at energy
    # 1 is played: 10 rounds).  ``recharge``: energy set by a tie's recharge.
    # ``box_tokens``: refuse fields that need more obstacle tokens than the box
    # holds (``textfmt.BOX_TOKENS``: 10 barrels, 5 water, 6 walls).

    def __init__(self, moves="relative", attacked="this_row", energy_rule="stop_at_1",
                 recharge=5, box_tokens=False):
        self.moves = moves
        self.attacked = attacked
        self.energy_rule = energy_rule
        self.recharge = recharge
        self.box_tokens = bool(box_tokens)
        # the values checked by a module of their own, loaded only here: a
        # board makes options at a game's start, and plays on holding them
        # (``fresh`` drops it again)
        from gamemaster.golems import options_check
        options_check.check(self)


def energy_over(energy, options):
    # True when the energy marker at ``energy`` ends the game.
    return energy <= (1 if options.energy_rule == "stop_at_1" else 0)


# Why a battle ended (``engine.end_reason``).
CASTLE_TAKEN = "castle"
KNOCKOUT = "knockout"
ENERGY_OUT = "energy"


# Die / top faces (``cards.bonuses_for_face``: the bonus cards each unlocks).
FACE_BLANK = 0
FACE_CONDITION = 1
FACE_REPEAT2 = 2
FACE_REPEAT3 = 3
FACE_SIGNS = ("-", "<>", "@2", "@3")    # the signs printed on the die
# Our six-sided die: the rules name the signs but not how many of each.
# Two Condition faces because a condition is the only bonus that reacts to
# the opponent; one of each repeat; two blanks so a third of rounds have no
# bonus.  See docs/rules-interpretations.md (part 3).
DIE_FACES = (FACE_CONDITION, FACE_CONDITION, FACE_REPEAT2, FACE_REPEAT3,
             FACE_BLANK, FACE_BLANK)

# the battle's field on the board's drive (golems/drive.py reads it and the
# programs; the master only asks whether it is there)
FIELD_FILE = "golems/field.txt"
