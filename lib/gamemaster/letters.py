# The letters a board's font has, and a plain spelling of those it lacks.
#
# A board draws text with CircuitPython's built-in ``terminalio.FONT``, and
# that font holds only the glyphs its build's language needs: the printable
# ASCII characters (0x20-0x7E) and every character of that build's
# translation file, filtered by what the font file has.  So an English build
# has no ą, č or ж, and even the Polish build lacks the capitals Ą Ć Ę Ł Ń
# Ó Ź (its translation never uses them).  A glyph the font lacks is
# skipped by a label: the letter simply vanishes.
#
# BUILDS are those glyph lists, read from CircuitPython's source at the tags
# 9.2.9 and 10.2.1 (the same at both): tools/gen_display_resources.py,
# called by supervisor/supervisor.mk with --font tools/fonts/ter-u12n.bdf and
# --sample_file locale/<TRANSLATION>.po, keeps visible ASCII plus every
# character on the .po's lines that do not start with "//", less those the
# BDF has no glyph for (the Czech file's "∗"); no board used here
# (circuitplayground_bluefruit, clue_nrf52840_express,
# adafruit_feather_esp32s3_tft) sets CIRCUITPY_FONT_EXTRA_CHARACTERS.
# shared-module/fontio/BuiltinFont.c get_glyph() returns None for any other
# code point.  docs/hardware.md lists them for people; the simulator's font
# shows exactly these (host_sim/hw/font.py).
#
# The firmware (gmfw/glyphs.py) checks, once a language is in use, which of
# its LETTERS the font lacks (FONT.get_glyph) and spells those plainly:
# a letter with a mark as its plain letter (ą -> a, Ł -> L, ř -> r), a
# Cyrillic letter as a plainer one of its own script when the font has that
# (Й -> И, Щ -> Ш, Ъ -> Ь, Ё -> Е: the Russian build's gaps), else in Latin
# letters (ICAO Doc 9303, as Russian passports since 2014: ж -> zh,
# щ -> shch, й -> i, ъ -> ie, ь -> nothing).  When the font lacks letters
# that BUILD_FOR's build has, the players are told once which build to
# install.  Loaded for that check and dropped: it is data a board needs for
# a moment.  Pure and portable (tests/lib/test_letters.py runs on the VM).

BUILDS = {
    "en_US": "",
    "pl": "óąćęłńŚśźŻż”„",
    "cs": "°ÍáéíóúýČčďĚěřŠšťůŽž“„",
    "ru": "«»АБВГДЕЖЗИКЛМНОПРСТУФХЦЧШЫЬЭЮЯабвгдежзийклмнопрстуфхцчшщъыьэюяё",
}

# the CircuitPython build to install for each language (GM_LANG)
BUILD_FOR = {"en": "en_US", "pl": "pl", "cs": "cs", "ru": "ru"}

# each language's letters beyond ASCII: what its words may use
# (tests/host/test_words.py checks every words file against its language's)
LETTERS = {
    "en": "",
    "pl": "ąćęłńóśźżĄĆĘŁŃÓŚŹŻ",
    "cs": "áčďéěíňóřšťúůýžÁČĎÉĚÍŇÓŘŠŤÚŮÝŽ",
    "ru": "абвгдеёжзийклмнопрстуфхцчшщъыьэюяАБВГДЕЁЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯ",
}

# Latin letters with marks (Polish, Czech) and their plain letters
_MARKED = "ąćęłńóśźżáčďéěíňřšťúůýžĄĆĘŁŃÓŚŹŻÁČĎÉĚÍŇŘŠŤÚŮÝŽ"
_PLAIN = "acelnoszzacdeeinrstuuyzACELNOSZZACDEEINRSTUUYZ"
# Cyrillic: lower case, upper case (same order), letters with a plainer
# one of the same script (_NEAR_OF: that one, same order), and ICAO 9303's
# Latin letters, four columns each
_LOWER = "абвгдеёжзийклмнопрстуфхцчшщъыьэюя"
_UPPER = "АБВГДЕЁЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯ"
_NEAR = "ёЁйЙщЩъЪ"
_NEAR_OF = "еЕиИшШьЬ"
_ICAO = ("a   b   v   g   d   e   e   zh  z   i   i   k   l   m   n   o   "
         "p   r   s   t   u   f   kh  ts  ch  sh  shchie  y       e   iu  ia  ")


def spell(ch, lacks):
    """A plain spelling of ``ch`` in letters not in ``lacks`` (a string of
    the characters the font lacks); ``ch`` itself when nothing plainer is
    known (it then shows as nothing, as before)."""
    i = _MARKED.find(ch)
    if i >= 0:
        return _PLAIN[i]
    i = _NEAR.find(ch)
    if i >= 0 and _NEAR_OF[i] not in lacks:
        return _NEAR_OF[i]
    up = False
    i = _LOWER.find(ch)
    if i < 0:
        i = _UPPER.find(ch)
        up = True
    if i >= 0:
        latin = _ICAO[4 * i:4 * i + 4].strip()
        return latin[:1].upper() + latin[1:] if up else latin
    i = "«»„“”–—…".find(ch)
    if i >= 0:
        return ('"', '"', '"', '"', '"', "-", "-", "...")[i]
    return ch


def lacking(get_glyph, code):
    """The letters of language ``code`` the font lacks (``get_glyph``: the
    font's, None for a glyph it has not)."""
    out = ""
    for ch in LETTERS.get(code, ""):
        if not get_glyph(ord(ch)):
            out += ch
    return out


def table(lacks):
    """(lacks, spellings): each lacking letter's plain spelling, four
    columns a letter, for gmfw/glyphs.py's run-time check (one string, not
    a string a letter: ~0.5 KB for all of Russian, not ~4 KB)."""
    out = ""
    for ch in lacks:
        s = spell(ch, lacks)
        out += s + " " * (4 - len(s))
    return lacks, out


def check(get_glyph, code):
    """(lacks, spellings, build to install or None) of language ``code``
    in a font (``get_glyph``: the font's): gmfw/glyphs.py's check."""
    lacks = lacking(get_glyph, code)
    return table(lacks) + (build_needed(code, lacks),)


def build_needed(code, lacks):
    """The build to install when the font lacks letters of ``code`` that
    build has (the language's build shows them), else None."""
    build = BUILD_FOR.get(code, "en_US")
    for ch in BUILDS[build]:
        if ch in lacks:
            return build
    return None
