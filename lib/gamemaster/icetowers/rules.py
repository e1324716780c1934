# IceTowers settings and colours.
#
# The rules text (the Polish IceTowers article, our authority) leaves places
# open; each is a setting here, with the default we read from the text.  The
# reasons are in docs/rules-interpretations.md, part 5.

# Colour indices.  A pyramid is one byte: colour << 2 | size (size 1..3), so a
# tower is a bytearray, bottom first.
# One scheme everywhere (the device, the engine, the score tool, the docs):
# player 1 red, 2 yellow, 3 green, 4 blue (the classic Icehouse colours);
# in the double variant player 1 plays red + green, player 2 yellow + blue.
RED = 0
YELLOW = 1
GREEN = 2
BLUE = 3
WHITE = 4            # Gus, the ghost of the two-player variant
NCOLOURS = 5
COLOUR_NAMES = ("red", "yellow", "green", "blue", "white")
# A table plays with the pyramids it owns: the Looney Pyramids' colours
# (the classic Icehouse four first, then white and the other sets sold);
# the engine's colours above are the seats' sets, which the score tool
# (tabletext) and the device (referee) name with the table's colours.
RANGE = ("red", "yellow", "green", "blue", "white", "black", "purple", "orange", "cyan", "clear")

PER_SIZE = 5         # a colour is 5 trios: five pyramids of each size
SIZES = (1, 2, 3)    # pips: small, medium, large

GUS = -1             # the owner of Gus's colour (no seat; anyone moves it)

STANDARD = 0
GHOST = 1            # two players and Gus
DOUBLE = 2           # two players with two colours each
VARIANT_NAMES = ("standard", "ghost", "double")


def piece(colour, size):
    return (colour << 2) | size


def colour_of(p):
    return p >> 2


def size_of(p):
    return p & 3


class Rules:
    # cap_same_size: a pyramid may cap one of the same size (the text: "tego
    #   samego rozmiaru lub większe"); False = strictly larger only.
    # mine_onto_single: a mined pyramid may be played on a lone pyramid (a
    #   "one-element tower", as the deadlock paragraph calls it).
    # mine_any_position: any of your pyramids in the tower may be mined;
    #   False = only your topmost one.
    # mine_table_only_if_stuck: a mined pyramid goes on the table only when it
    #   cannot cap any other tower (the text's "musi odłożyć"); False = the
    #   miner may always put it down instead.
    # split_own_tower: a player may split a tower he controls (the text only
    #   forbids splitting between pyramids of his own colour).
    # split_same_size_only: "touching" is read as adjacent in the stack; True
    #   = only two adjacent pyramids of the same size (fully nested) touch.
    # split_part_may_cap: the split-off upper part stands on the table (False)
    #   or the splitter may put it on another tower it can cap (True).
    # gus_can_mine: players may mine Gus's pyramids for him.
    # gus_can_win: Gus is a competitor; if he scores most, no player wins.
    # double_as_four: in the double variant each colour acts as a separate
    #   player ("tak, jakby ... czterech różnych graczy"): a player may mine a
    #   tower topped by his other colour and split his other colour's pairs.
    # singles_score: a lone pyramid scores as a one-element tower.
    # hand_limit: pyramids a colour may hold in hand at once (0 = no holding).
    # loop_limit: a position reached this many times ends the game as a loop
    #   (at the second time the players are warned that they loop).
    # stall_limit: a loop need not repeat a position exactly (four players
    #   mining small pyramids round several towers rarely do); this many
    #   actions in a row without the number of lone and held pyramids
    #   reaching a new low also ends the game as a loop (warned at half of
    #   it); the towers touched since that low are the loop's.  0 = off.
    # pass_resets: any action withdraws every standing "I am done"; False =
    #   a pass is final for that player.
    def __init__(self, **kw):
        self.cap_same_size = True
        self.mine_onto_single = True
        self.mine_any_position = True
        self.mine_table_only_if_stuck = True
        self.split_own_tower = True
        self.split_same_size_only = False
        self.split_part_may_cap = False
        self.gus_can_mine = True
        self.gus_can_win = True
        self.double_as_four = True
        self.singles_score = True
        self.hand_limit = 1
        self.loop_limit = 3
        self.stall_limit = 120
        self.pass_resets = True
        for name in sorted(kw):
            if not hasattr(self, name):
                raise ValueError("unknown IceTowers rule %r" % name)
            setattr(self, name, kw[name])
        if self.loop_limit < 2:
            raise ValueError("loop_limit must be at least 2")
        if self.stall_limit < 0:
            raise ValueError("stall_limit must be >= 0")
        if self.hand_limit < 0:
            raise ValueError("hand_limit must be >= 0")

    NAMES = ("cap_same_size", "mine_onto_single", "mine_any_position",
             "mine_table_only_if_stuck", "split_own_tower", "split_same_size_only",
             "split_part_may_cap", "gus_can_mine", "gus_can_win", "double_as_four",
             "singles_score", "hand_limit", "loop_limit", "stall_limit", "pass_resets")

    def describe(self):
        return " ".join(["%s=%s" % (n, getattr(self, n)) for n in self.NAMES])
