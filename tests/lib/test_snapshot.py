from gamemaster.binary import Reader, Writer
from gamemaster.snapshot import SnapshotError, crc16, frame, unframe

from mpcompat import raises


def test_crc16_ccitt_false_check_value():
    assert crc16(b"123456789") == 0x29B1


def test_frame_roundtrip_and_corruption():
    payload = Writer().u8(3).u16(500).u32(123456789).blob(b"abc").bytes()
    data = frame(payload)
    assert unframe(data) == payload
    r = Reader(unframe(data))
    assert (r.u8(), r.u16(), r.u32(), r.blob()) == (3, 500, 123456789, b"abc")
    r.done()
    for i in range(len(data)):
        bad = bytearray(data)
        bad[i] ^= 0x40
        with raises(SnapshotError):
            unframe(bytes(bad))


def test_blank_foreign_truncated():
    with raises(SnapshotError, "blank or foreign"):
        unframe(b"\xff" * 64)
    with raises(SnapshotError, "too short"):
        unframe(b"GM")
    data = frame(b"hello world")
    with raises(SnapshotError, "truncated"):
        unframe(data[:-3])
    other = bytearray(data)
    other[2] = 99
    with raises(SnapshotError, "version"):
        unframe(bytes(other))


def test_writer_range_checks():
    with raises(SnapshotError):
        Writer().u8(256)
    with raises(SnapshotError):
        Writer().u16(-1)
    with raises(SnapshotError):
        Reader(b"\x01").u16()
