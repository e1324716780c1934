# The menu changes packed into a few NVM bytes (key id + value index each)
# so they survive a power cut: what every save with a change needs.  Kept
# small, and with no rows: it compiles in the tick of the first change,
# beside the open menu's code, and each change's index in its row's menu
# values is kept as it is made (Settings.picks).  Reading a record back:
# gamemaster.settings_restore.

from gamemaster.snapshot import crc16


# A change is stored under its key's id (the CRC-16 of the key's name), not
# its row's position: rows added to the core or to a game (every release adds
# some) would otherwise hand a stored change to the row that moved into its
# place.  A record starts with FORMAT; an older record (row positions) is not
# read at all.  ``tests/lib/test_settings.py`` checks no two keys share an id.
FORMAT = 0xFF


def key_id(key):
    return crc16(key.encode())


def encode(s):
    # FORMAT, then key id (2 bytes) + value index per menu-changeable
    # override, in id order; the held pairs of a game not in use as they are.
    pairs = dict(s.held)
    for key in s.picks:
        pairs[key_id(key)] = s.picks[key]
    out = bytearray([FORMAT])
    for kid in sorted(pairs):
        out.append(kid >> 8)
        out.append(kid & 0xFF)
        out.append(pairs[kid])
    return bytes(out)
