"""Golem Battle's setup screen: the variant, the players and the field to lay
out.  Loaded by ``master`` while the setup is on screen (``master._VIEWS``)."""

from gamemaster.golems import master as m_

_VARIANT_TITLES = ("Beginners", "Standard", "Autonomous golems", "Castle under siege")


def start_picture(m):
    """The field to lay out: the battle's, the siege's or empty corners.
    The start layouts (``scenarios``) are loaded for it and dropped when a
    round begins."""
    if m.battle():
        return m.field.picture()
    scenarios = m_._module("scenarios")
    if m.variant == m_.SIEGE:
        return scenarios.siege_field().picture()
    return scenarios.start_field(m.players, m.size).picture()


def build(m, v, now):
    v.title = m.TITLE
    v.ring = m._players_ring()
    v.hint = "press: start"
    if m.load_error:
        # the drive's battle was refused: the whole line, with the screen's
        # full width (no picture: the battle is not played)
        v.lines = (m.load_error, "press: play by hand, or mend the file and restart")
        return
    v.art = ("golems", start_picture(m))
    lines = [_VARIANT_TITLES[m_.VARIANTS.index(m.variant)],
             "%d players, %dx%d field" % (m.players, m.size, m.size)]
    if m.battle():
        lines.append("programs from the drive")
    v.lines = tuple(lines)
