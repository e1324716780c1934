"""Compact bytes for a battle in progress (the device's NVM/undo snapshot).

A 6x6 battle with four golems and nested programs stays under ~110 bytes:
cells two per byte, three bytes per golem, one byte per plain or repeat
slot (three for a condition).
"""

from gamemaster.golems import cards
from gamemaster.golems.field import Field, Golem

_REP_BASE = 8           # 8..15 repeat 2, 16..23 repeat 3
_IF_ENEMY = 24
_IF_ATTACKED = 25


def pack_slot(slot, out):
    if isinstance(slot, int):
        out.append(slot)
    elif slot[0] == cards.REP:
        out.append(_REP_BASE + (slot[1] - 2) * 8 + slot[2])
    else:
        out.append(_IF_ENEMY if slot[1] == cards.ENEMY else _IF_ATTACKED)
        pack_slot(slot[2], out)
        pack_slot(slot[3], out)


def unpack_slot(data, at):
    """(slot, next position)."""
    b = data[at]
    if b < _REP_BASE:
        return b, at + 1
    if b < _IF_ENEMY:
        return cards.repeat(2 + (b - _REP_BASE) // 8, (b - _REP_BASE) % 8), at + 1
    if b > _IF_ATTACKED:
        raise ValueError("bad slot byte %d" % b)
    then, at = unpack_slot(data, at + 1)
    else_, at = unpack_slot(data, at)
    return cards.cond(cards.ENEMY if b == _IF_ENEMY else cards.ATTACKED, then, else_), at


def pack_program(program, out):
    for slot in program:
        pack_slot(slot, out)


def unpack_program(data, at):
    slots = []
    for _ in range(cards.SLOTS):
        slot, at = unpack_slot(data, at)
        slots.append(slot)
    return tuple(slots), at


def pack_field(field, out):
    """size, cells (4 bits each), golem count, then 3 bytes per golem."""
    out.append(field.size)
    cells = field.cells
    for i in range(0, len(cells), 2):
        hi = cells[i + 1] if i + 1 < len(cells) else 0
        out.append(cells[i] | (hi << 4))
    out.append(len(field.golems))
    for g in field.golems:
        out.append(g.colour | (g.facing << 2) | (g.lives << 4) | (int(g.carrying) << 6)
                   | (int(g.struck) << 7))
        out.append(g.row | (g.col << 4))
        out.append(g.start[0] | (g.start[1] << 4))


def unpack_field(data, at):
    size = data[at]
    at += 1
    n = size * size
    cells = []
    for i in range(0, n, 2):
        b = data[at]
        at += 1
        cells.append(b & 15)
        if i + 1 < n:
            cells.append(b >> 4)
    count = data[at]
    at += 1
    golems = []
    for _ in range(count):
        a, b, c = data[at], data[at + 1], data[at + 2]
        at += 3
        g = Golem(a & 3, b & 15, b >> 4, (a >> 2) & 3, (a >> 4) & 3, bool(a & 64))
        g.struck = bool(a & 128)
        g.start = (c & 15, c >> 4)
        golems.append(g)
    return Field(size, cells, golems), at
