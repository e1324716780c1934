# Golem Battle's setup screen: the variant, the players and the field to lay
# out.  Loaded by ``master`` while the setup is on screen (``common.VIEWS``).

from gamemaster import registry
from gamemaster.golems import common, master

# the field's colour key: the obstacle chars on show (field.TERRAIN_CHARS)
# and their colours on screen (gmfw.art_golems_rects.COLOURS)
# (each char's name: WORDS[12 + _KEY_NAME's number at its place])
_KEY = "~=|cto#"
_KEY_NAME = (0, 1, 1, 2, 3, 4, 5)


def start_picture(m):
    # The field to lay out: the battle's, the siege's or empty corners.
    # The start layouts (``layouts``) draw it without the field and the
    # text reader, loaded for it and dropped again (the view keeps the
    # picture until the screen changes).
    if m.battle():
        return m.field.picture()
    layouts = common.module("layouts")
    if m.variant == common.SIEGE:
        picture = layouts.siege_picture(m.seats)
    else:
        picture = layouts.start_picture(m.players, m.size)
    common.forget("layouts")
    return picture


def build(m, v, now):
    w = WORDS
    v.title = master.WORDS[0]           # title
    v.ring = m._players_ring()
    v.hint = w[0]                       # start_hint
    if m.load_error:
        # the drive's battle was refused: the whole line, with the screen's
        # full width (no picture: the battle is not played)
        # (a board without the RAM for battles: nothing to mend in the file)
        # (begin.refuse_battle's load_error is the word's id, "no_ram"; a
        # file's mistake a message, worded here in the language in use, its
        # words loaded for this and dropped: ``mistake``)
        if m.load_error == "no_ram":
            v.lines = (w[1], w[2])          # no_ram, by_hand
        else:
            why = common.module("mistake").text(m.load_error)
            common.forget("mistake")
            v.lines = (why, w[3])           # the file's mistake, mend
        v.hint = w[4]                   # hand_hint
        return
    picture = start_picture(m)
    v.art = ("golems", picture)
    lines = [w[5 + common.VARIANTS.index(m.variant)]]     # beginner .. siege
    kinds = picture[1]             # a start layout's cells, or the battle's (char, row, col)
    if not isinstance(kinds, str):
        kinds = [o[0] for o in kinds]
    if m.variant == common.SIEGE or (m.battle() and "c" in kinds):
        # a siege (castle floor: engine.siege_attacker): its goal; the
        # storming golem's seat is the first (``battle.seat``)
        lines.append(w[9] % (master.WORDS[2 + m.seats[0]],        # siege_goal
                             master.WORDS[2 + m.seats[1]]))
    else:
        lines.append(w[10] % (m.players, m.size, m.size))     # field
    if m.battle():
        lines.append(w[11])                                   # drive
    key = []
    for i in range(len(_KEY)):
        name = w[12 + _KEY_NAME[i]]     # water .. wall
        if _KEY[i] in kinds and name not in key:
            key.append(name)
    if key:
        lines.append(", ".join(key))
    v.lines = tuple(lines)


# the phase's words in the language in use (docs/architecture.md,
# "Languages"), loaded with its module; the golems' colours are the
# master's (``master.WORDS[2 + colour]``)
WORDS = registry.words("gamemaster.golems.words_view_setup")
