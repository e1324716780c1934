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
    v.art = ("golems", start_picture(m))
    lines = [_VARIANT_TITLES[m_.VARIANTS.index(m.variant)],
             "%d players, %dx%d field" % (m.players, m.size, m.size)]
    if m.battle():
        lines.append("programs from the drive")
    if m.load_error:
        lines.append(m.load_error)
    v.lines = tuple(lines)
    v.ring = m._players_ring()
    v.hint = "press: start"
