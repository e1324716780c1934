# The pyramid sets' colours as the screens name them (the ready screen, the
# scoring, the result, the resume line, ICETOWERS_COLOURS' notice), in
# referee.NAMES' order, and Gus's name.  English.  One entry a line, its id
# in the comment (docs/architecture.md, "Languages"; the terms:
# docs/rules-interpretations.md, "IceTowers in Polish, Czech and Russian").
# ICETOWERS_COLOURS itself names them in English, as settings.toml's values.
WORDS = (
    "Red",                              # red
    "Yellow",                           # yellow
    "Green",                            # green
    "Blue",                             # blue
    "White",                            # white: Gus's
    "Black",                            # black
    "Purple",                           # purple
    "Orange",                           # orange
    "Cyan",                             # cyan
    "Clear",                            # clear
    "Gus",                              # gus: the ghost of the two-player game
)
