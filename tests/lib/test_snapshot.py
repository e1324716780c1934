from gamemaster.binary import Reader, Writer
from gamemaster.snapshot import SnapshotError, crc16, frame, payload_of
from gamemaster.snapshot_read import unframe

from mpcompat import raises


def test_crc16_ccitt_false_check_value():
    assert crc16(b"123456789") == 0x29B1


def _crc16_bitwise(data, crc=0xFFFF):
    # the definition, one bit at a time
    for b in data:
        crc ^= b << 8
        for _ in range(8):
            crc = ((crc << 1) ^ 0x1021) & 0xFFFF if crc & 0x8000 else (crc << 1) & 0xFFFF
    return crc


def test_crc16_by_nibbles_equals_the_bitwise_definition():
    x = 12345
    for n in range(0, 300, 7):
        data = bytearray()
        for _ in range(n):
            x = (x * 1103515245 + 12345) & 0x7FFFFFFF
            data.append(x >> 16 & 0xFF)
        assert crc16(data) == _crc16_bitwise(data), n
        assert crc16(data, 0x1D0F) == _crc16_bitwise(data, 0x1D0F), n
    for b in range(256):
        assert crc16(bytes([b])) == _crc16_bitwise(bytes([b])), b


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


def test_the_quiet_check_refuses_exactly_what_unframe_refuses():
    # a save in play checks a slot with payload_of (no reasons held in RAM);
    # the boot's reader names the reason: both must give one verdict
    data = frame(b"hello world")
    cases = [data, data[:-1], data[:4], b"", b"\xff" * 16, data + b"x", frame(b"")]
    for i in range(len(data)):
        for bit in (0x01, 0x40):
            bad = bytearray(data)
            bad[i] ^= bit
            cases.append(bytes(bad))
    for case in cases:
        try:
            want = unframe(case)
        except SnapshotError:
            want = None
        assert payload_of(case) == want, case


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
