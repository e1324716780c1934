# A framed snapshot (gamemaster.snapshot) read back, or the one line that
# says why it cannot be: code a board runs at boot and for a restore only
# (gmfw/nvmread.py, gamemaster.app_boot); in play a save needs only the
# verdict (gamemaster.snapshot.payload_of).

from gamemaster.snapshot import HEADER, MAGIC, OVERHEAD, VERSION, SnapshotError, payload_of


def unframe(data, magic=MAGIC):
    # Payload bytes, or SnapshotError saying what is wrong (one line): the
    # verdict is payload_of()'s; the checks before the CRC, in its order, name
    # the first that fails.
    body = payload_of(data, magic)
    if body is not None:
        return body
    if len(data) < OVERHEAD:
        raise SnapshotError("no snapshot (too short)")
    if bytes(data[0:2]) != magic:
        raise SnapshotError("no snapshot (blank or foreign data)")
    if data[2] != VERSION:
        raise SnapshotError("snapshot from another firmware version (%d)" % data[2])
    if HEADER + (data[3] | (data[4] << 8)) + 2 > len(data):
        raise SnapshotError("snapshot truncated")
    raise SnapshotError("snapshot corrupt (CRC mismatch)")
