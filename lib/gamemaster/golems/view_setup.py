# Golem Battle's setup screen: the variant, the players and the field to lay
# out.  Loaded by ``master`` while the setup is on screen (``common.VIEWS``).

from gamemaster.golems import common
from gamemaster.golems.options import COLOUR_NAMES

# the field's colour key: the obstacle chars on show (field.TERRAIN_CHARS)
# and their colours on screen (gmfw.art_golems_rects.COLOURS)
_KEY = (("~", "teal water"), ("=", "teal band stream"), ("|", "teal band stream"),
        ("c", "slate castle"), ("t", "purple passage"), ("o", "brown barrel"),
        ("#", "grey wall"))


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
    v.title = m.TITLE
    v.ring = m._players_ring()
    v.hint = "press: start"
    if m.load_error:
        # the drive's battle was refused: the whole line, with the screen's
        # full width (no picture: the battle is not played)
        # (a board without the RAM for battles: nothing to mend in the file)
        v.lines = (m.load_error, "Move the golems by hand:" if m.load_error.startswith(
            "no device battles") else "Mend the file and restart, or")
        v.hint = "press: play by hand"
        return
    picture = start_picture(m)
    v.art = ("golems", picture)
    lines = [("Beginners", "Standard", "Autonomous golems",
              "Castle under siege")[common.VARIANTS.index(m.variant)]]
    kinds = picture[1]             # a start layout's cells, or the battle's (char, row, col)
    if not isinstance(kinds, str):
        kinds = [o[0] for o in kinds]
    if m.variant == common.SIEGE or (m.battle() and "c" in kinds):
        # a siege (castle floor: engine.siege_attacker): its goal; the
        # storming golem's seat is the first (``battle.seat``)
        lines.append("%s: end a row in the castle, %s: hold out" % (
            COLOUR_NAMES[m.seats[0]], COLOUR_NAMES[m.seats[1]]))
    else:
        lines.append("%d players, %dx%d field" % (m.players, m.size, m.size))
    if m.battle():
        lines.append("programs from the drive")
    key = []
    for ch, name in _KEY:
        if ch in kinds and name not in key:
            key.append(name)
    if key:
        lines.append(", ".join(key))
    v.lines = tuple(lines)
