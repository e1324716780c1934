# What stands on the Golem Battle field (``art_golems``, then
# ``art_golems_rects`` shows it): each cell's kind, a colour index of
# ``art_golems_rects.COLOURS`` (the ground, an obstacle in its terrain's
# colour, a char not in TERRAIN) and the golem standing there, if one does
# (its colour and the side it faces), each cell's tile's key.
#
# Compiled for each new picture and dropped as it is read (the screen holds
# ``art_golems`` alone): on the nRF52840 boards the field shows only on the
# setup screen, the peak of a game started there, and this module and
# ``art_golems_rects`` each compile in a small heap there, one after the
# other (tools/mpvm/firmware_ram.py compile_need).

TERRAIN = ".o#~ct=|"


def marks(art, picture):
    from gamemaster.registry import _drop
    _drop("gmfw.art_golems_marks")        # compiled again for the next picture
    n = picture[0]
    step = art.px // n
    gap = max(1, step // 16)         # the dark gap around each cell
    # each cell's colour index, from the obstacles as (char, row, col)
    # (gamemaster.golems.field.Field.picture) or a start layout's cells in
    # one string, row by row (gamemaster.golems.layouts); a char not in
    # TERRAIN: the colour after the terrains'
    cells = picture[1]
    if isinstance(cells, str):
        kinds = [TERRAIN.find(ch) for ch in cells]
    else:
        kinds = [0] * (n * n)
        for ch, r, c in cells:
            kinds[r * n + c] = TERRAIN.find(ch)
    for i in range(len(kinds)):
        if kinds[i] < 0:
            kinds[i] = len(TERRAIN)
    # a golem on its cell: its colour and facing in the cell's tile (16 a
    # golem: colour * 4 + facing + 1, times 16, over the kind)
    for g in picture[2]:
        kinds[g[1] * n + g[2]] += 16 * (g[0] * 4 + g[3] + 1)
    return step, gap, kinds
