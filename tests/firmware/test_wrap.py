"""gmfw.screen.wrap: the bottom line's messages wrapped, nothing dropped (issue 13 item 4)."""

import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "..", "firmware"))

from gmfw.screen import wrap  # noqa: E402


def test_the_settings_message_keeps_file_line_and_key():
    msg = "settings.toml line 4: GM_TURN_SECONDS must be an integer 10..3600; using 60"
    lines = wrap(msg, 39)
    # by hand: "settings.toml line 4: GM_TURN_SECONDS" is 37 chars, "must"
    # would make 42 > 39, so line 1 ends at the key; the rest is 38 chars
    assert lines == ["settings.toml line 4: GM_TURN_SECONDS",
                     "must be an integer 10..3600; using 60"]
    assert " ".join(lines) == msg


def test_long_words_are_cut_not_dropped_and_short_text_is_one_line():
    assert wrap("abcdefghij", 4) == ["abcd", "efgh", "ij"]
    assert wrap("ok", 39) == ["ok"]
    assert wrap("a  b", 39) == ["a  b"]            # fits: spacing kept
    assert wrap("a  b", 3) == ["a b"]              # wrapped: one space
    assert wrap("x\ny", 39) == ["x", "y"]
    assert wrap("", 39) == [""]
    assert wrap("aa bbbbbb", 4) == ["aa", "bbbb", "bb"]
