# The one reader of the text files people write on a computer: the board's
# settings.toml and drive files (Golem Battle fields and programs) and every
# file the host tools take (boards, fields, programs, tables, scripts).
#
# Accepted: UTF-8 with or without a byte-order mark (what Windows editors
# write), CRLF or LF line ends.  Anything else raises ``Unreadable`` (a
# ValueError): one line naming the file and what is wrong, a message of
# words_problems_<lang>.py worded in the language in use when it is shown
# (docs/architecture.md, "Languages"; the host tools' str(): English).
# Portable (CircuitPython has no codecs module: bytes.decode and UnicodeError
# work on every VM), and small: a board loads it only while it reads a file.

BOM = b"\xef\xbb\xbf"


class Unreadable(ValueError):
    # ``msg``: ("text", the words_problems id, the file's name, numbers)
    def __init__(self, *msg):
        super().__init__(msg)
        self.msg = ("text",) + msg

    def __str__(self):
        from gamemaster import registry
        w = registry.words("gamemaster.words_problems")
        return w[self.msg[1]] % self.msg[2:]


def decode(data, name, limit=0):
    """The text of ``data`` (the bytes of the file ``name``) with "\\n" line
    ends and no byte-order mark.  ``limit``: the most bytes a file may have
    (0: no limit).  Raises Unreadable ("NAME: what is wrong")."""
    if limit and len(data) > limit:
        raise Unreadable(20, name, limit)           # too_large
    skip = 3 if data[:3] == BOM else 0
    if skip:
        data = data[3:]
    zero = data.find(b"\x00")
    text = None
    bad = -1
    try:
        text = data.decode("utf-8")
    except UnicodeError as e:
        bad = getattr(e, "start", None)     # CPython says where; MicroPython does not
        if not isinstance(bad, int):
            bad = bad_byte(data)
    if zero >= 0 and (bad < 0 or zero < bad):
        raise Unreadable(21, name, zero + skip)     # zero_byte
    if text is None:
        raise Unreadable(22, name, data[bad] if bad < len(data) else 0, bad + skip)    # not_utf8
    if "\r" in text:
        text = text.replace("\r\n", "\n")
    return text


def bad_byte(data):
    """Offset of the first byte that breaks UTF-8 (len(data) when none)."""
    i = 0
    n = len(data)
    while i < n:
        b = data[i]
        if b < 0x80:
            i += 1
            continue
        if 0xC2 <= b <= 0xDF:
            k = 1
        elif 0xE0 <= b <= 0xEF:
            k = 2
        elif 0xF0 <= b <= 0xF4:
            k = 3
        else:
            return i
        # the second byte's range also refuses overlong forms, surrogates
        # and code points past U+10FFFF, as CPython's decoder does
        lo = 0xA0 if b == 0xE0 else (0x90 if b == 0xF0 else 0x80)
        hi = 0x9F if b == 0xED else (0x8F if b == 0xF4 else 0xBF)
        if i + 1 >= n or not lo <= data[i + 1] <= hi:
            return i
        for j in range(2, k + 1):
            if i + j >= n or data[i + j] & 0xC0 != 0x80:
                return i
        i += k + 1
    return n
