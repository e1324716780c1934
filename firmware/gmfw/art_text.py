# The pictures in words: what the screen shows in a picture's place once
# pictures are off (the heap was short, ``gmfw.heap``), without loading the
# picture's own module (``gmfw.art_<kind>``).


_NAMES = []           # [language, the elements' names]: compiled once a language


def text(kind, payload):
    # (spelt in the letters the font has, as the frame's texts are: gmfw.glyphs)
    import sys
    glyphs = sys.modules.get("gmfw.glyphs")
    said = _text(kind, payload)
    return glyphs.plain(said) if glyphs else said


def _text(kind, payload):
    if kind == "pipe":                     # the element's name, in the language in use
        from gamemaster import registry
        from gamemaster.pipes.elements import NAMES
        if not _NAMES or _NAMES[0] != registry.LANG:
            _NAMES[:] = [registry.LANG, registry.words("gamemaster.pipes.words_elements")]
        return _NAMES[1][NAMES.index(payload)]
    if kind == "golems":                   # the field's size
        return "%dx%d" % (payload[0], payload[0])
    if kind == "rolls":                    # the signs in a row
        return " ".join(p[1] for p in payload)
    if kind == "flipop":                   # the move's path, or the balls
        path = payload[4]
        if path:
            from gamemaster.flipop.board import hole_name
            return "-".join([hole_name(h) for h in path])
        return "board"
    return kind
