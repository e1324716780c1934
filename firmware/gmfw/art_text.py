# The pictures in words: what the screen shows in a picture's place once
# pictures are off (the heap was short, ``gmfw.heap``), without loading the
# picture's own module (``gmfw.art_<kind>``).


def text(kind, payload):
    if kind == "pipe":                     # the element's name
        return payload.replace("_", " ")
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
