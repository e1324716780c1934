# Word wrapping for the screen's text lines (terminalio: 6 px per glyph).
#
# A message longer than the screen is wide used to be centred and cut at
# both ends, which lost exactly what matters ("settings.toml line 4: ..." lost
# the file and the line).  Lines break between words; a word longer than a
# line is cut into line-sized pieces so nothing is ever dropped.


def wrap(text, cols):
    cols = max(1, cols)
    if len(text) <= cols and "\n" not in text:
        return [text]                     # fits: spacing kept as written
    out = []
    for part in text.split("\n"):
        line = ""
        for word in part.split(" "):
            if not word:
                continue
            while len(word) > cols:
                if line:
                    out.append(line)
                    line = ""
                out.append(word[:cols])
                word = word[cols:]
            if not line:
                line = word
            elif len(line) + 1 + len(word) <= cols:
                line = line + " " + word
            else:
                out.append(line)
                line = word
        out.append(line)
    return out
