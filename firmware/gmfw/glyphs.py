# The letters of the language in use that the board's font lacks, spelt
# plainly (gamemaster.letters: which, why, and the spellings).
#
# Never loaded in English.  In another language gmfw/boot.py checks its
# letters with terminalio.FONT.get_glyph early at boot, while the heap holds
# little (gamemaster.letters is compiled for it and dropped), and when the
# font lacks letters that the language's CircuitPython build has, the players
# are told once, first, which build to install; a language chosen in the
# menu is checked at its first frame (gmfw.main Device.render).  From then on
# each frame's texts pass through plain(): a scan of each text, and a new
# string only for a text holding a letter the font lacks.  The frame so
# spelt is what the screen shows and the telemetry publishes.

from gamemaster import registry

LACKS = ""      # the language's letters the font lacks
SPELT = ""      # their plain spellings, four columns each (letters.table)
CHECKED = ""    # the language they are of


def view(dev, view):
    """``view`` (a gamemaster.view.View) with its texts in letters the font
    has; ``dev``: the main.Device, whose app is told of a new language's."""
    if CHECKED != registry.LANG:
        check(dev.app.notices)
    if not LACKS:
        return view
    v = view.copy()
    v.title = plain(v.title)
    v.hint = plain(v.hint)
    v.lines = tuple(plain(line) for line in v.lines)
    if v.art is not None and v.art[0] == "text":
        v.art = ("text", plain(v.art[1]))
    return v


def check(notices):
    """The language in use's letters in the font; the notice (to
    ``notices``) when its build would show more of them."""
    global LACKS, SPELT, CHECKED
    import terminalio
    from gamemaster import letters
    CHECKED = registry.LANG
    LACKS, SPELT, build = letters.check(terminalio.FONT.get_glyph, CHECKED)
    registry._drop("gamemaster.letters")
    if build is not None:
        notices.append(registry.words("gamemaster.words_notices")[13] % build)    # letters


def plain(text):
    """``text`` with each letter the font lacks spelt plainly."""
    lacks = LACKS
    for ch in text:
        if ch in lacks:
            break
    else:
        return text
    # the pieces joined once: a text built up by += (a new string a letter)
    # left ~2.6 KB more held through a Russian game on the English build
    # (menu_switch: 99,468 -> 96,828 B on the CLUE, tools/mpvm/firmware_ram_lang.py)
    out = []
    cap = None            # a capital's spelling of two letters or more, held
    for ch in text:
        i = lacks.find(ch)
        s = ch if i < 0 else SPELT[4 * i:4 * i + 4].rstrip()
        if cap is not None:
            # all in capitals when a capital follows (ЖИЗНЬ: ZHIZN, not ZhIZN)
            out.append(cap.upper() if s[:1].isupper() else cap)
            cap = None
        if len(s) > 1 and s[0].isupper():
            cap = s
        else:
            out.append(s)
    if cap is not None:
        out.append(cap)
    return "".join(out)
