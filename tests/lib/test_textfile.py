"""gamemaster.textfile: the one reader of text files (host tools, settings.toml,
the board's drive files).  Runs on MicroPython too (tests/micropython.toml),
where UnicodeError carries no position and bad_byte finds it."""

from mpcompat import raises

from gamemaster import textfile

BOM = b"\xef\xbb\xbf"


def test_utf8_with_or_without_a_bom_and_crlf_or_lf_read_the_same():
    plain = "red3 blue2\n# zażółć\nyellow1\n"
    raw = plain.encode("utf-8")
    for data in (raw, BOM + raw, raw.replace(b"\n", b"\r\n"), BOM + raw.replace(b"\n", b"\r\n")):
        assert textfile.decode(data, "t.txt") == plain
    assert textfile.decode(b"", "t.txt") == ""
    assert textfile.decode(BOM, "t.txt") == ""


def test_each_problem_is_one_line_naming_the_file_and_the_offset():
    with raises(ValueError) as e:
        textfile.decode(b"red3\n\xff\xfe", "table.txt")
    assert str(e.value) == "table.txt: not UTF-8 text (byte 0xff at offset 5)"
    with raises(ValueError) as e:               # offsets count from the file's first byte
        textfile.decode(BOM + b"ab\xe9t\xe9", "f.txt")
    assert str(e.value) == "f.txt: not UTF-8 text (byte 0xe9 at offset 5)"
    with raises(ValueError) as e:
        textfile.decode(b"PK\x03\x04\x00\x00", "p1.txt")
    assert str(e.value) == "p1.txt: binary data, not text (a zero byte at offset 4)"
    with raises(ValueError) as e:               # whichever comes first is named
        textfile.decode(b"ab\x00\xff", "x")
    assert str(e.value) == "x: binary data, not text (a zero byte at offset 2)"
    with raises(ValueError) as e:
        textfile.decode(b"a" * 4097, "golems/field.txt", 4096)
    assert str(e.value) == "golems/field.txt: too large (more than 4096 bytes)"
    assert textfile.decode(b"a" * 4096, "f", 4096) == "a" * 4096


# (issue 39) each problem as the language in use words it when it is shown
WORDED = {
    "pl": ("table.txt: to nie tekst UTF-8 (bajt 0xff na pozycji 5)",
           "p1.txt: dane binarne, nie tekst (bajt zerowy na pozycji 4)",
           "golems/field.txt: za duży (ponad 4096 bajtów)"),
    "cs": ("table.txt: není text v UTF-8 (bajt 0xff na pozici 5)",
           "p1.txt: binární data, ne text (nulový bajt na pozici 4)",
           "golems/field.txt: příliš velký (více než 4096 bajtů)"),
    "ru": ("table.txt: не текст UTF-8 (байт 0xff на позиции 5)",
           "p1.txt: двоичные данные, не текст (нулевой байт на позиции 4)",
           "golems/field.txt: слишком большой (больше 4096 байт)"),
}


def test_each_problem_is_worded_in_the_language_in_use_when_it_is_shown():
    from gamemaster import registry
    problems = []
    for data, name, limit in ((b"red3\n\xff\xfe", "table.txt", 0), (b"PK\x03\x04\x00\x00", "p1.txt", 0),
                              (b"a" * 4097, "golems/field.txt", 4096)):
        with raises(ValueError) as e:
            textfile.decode(data, name, limit)
        problems.append(e.value)
    keep = registry.LANG
    try:
        for lang in sorted(WORDED):
            registry.LANG = lang
            assert [str(p) for p in problems] == list(WORDED[lang]), lang
        registry.LANG = "en"
        assert str(problems[2]) == "golems/field.txt: too large (more than 4096 bytes)"
    finally:
        registry.LANG = keep


def test_bad_byte_finds_what_a_decoder_refuses():
    cases = ((b"abc", 3), (b"ab\xc3", 2), (b"\xc3\xa9x", 3), (b"\xc0\xaf", 0),
             (b"x\xe0\x80\x80", 1), (b"\xed\xa0\x80", 0), (b"\xf4\x90\x80\x80", 0),
             (b"\xf0\x9f\x98\x80!", 5), (b"\xe2\x82", 0), (b"\x80", 0), (b"ok\xf5", 2))
    for data, at in cases:
        assert textfile.bad_byte(data) == at, (data, at)
