"""gamemaster.textfile on any bytes: a text or one ValueError line naming the
file; its own UTF-8 check (what MicroPython needs, its UnicodeError has no
position) agrees with CPython's decoder byte for byte."""

from hypothesis import given, settings, strategies as st

from examples import examples
from gamemaster import textfile

# bytes that look like UTF-8 often enough to reach every branch
PIECES = st.lists(st.one_of(st.binary(max_size=3),
                            st.text(max_size=3).map(lambda t: t.encode("utf-8")),
                            st.sampled_from([b"\xef\xbb\xbf", b"\r\n", b"\x00", b"\xed\xa0\x80",
                                             b"\xf4\x90\x80\x80", b"\xe0\x80"])),
                  max_size=12).map(b"".join)


@settings(max_examples=examples(2000))
@given(PIECES)
def test_bad_byte_is_where_cpython_stops(data):
    try:
        data.decode("utf-8")
        expected = len(data)
    except UnicodeDecodeError as e:
        expected = e.start
    assert textfile.bad_byte(data) == expected


@settings(max_examples=examples(2000))
@given(PIECES)
def test_any_bytes_are_text_or_one_line_naming_the_file(data):
    try:
        text = textfile.decode(data, "f.txt", 30)
    except ValueError as e:
        msg = str(e)
        assert msg.startswith("f.txt: ") and "\n" not in msg
        return
    body = data[3:] if data.startswith(textfile.BOM) else data      # one mark is dropped
    assert text == body.decode("utf-8").replace("\r\n", "\n") and "\x00" not in text
    assert len(data) <= 30
