# ICETOWERS_COLOURS' notice (referee_colours holds them while it mends the
# colours; loaded only then).  English.  One entry a line, its id in the
# comment (docs/architecture.md, "Languages"); the colours' names are
# words_colours', what settings.toml takes is referee.NAMES in lower case.
WORDS = (
    "ICETOWERS_COLOURS: %s; %s used",   # told: why, the colour used instead
    "%s is no pyramid colour (%s)",     # unknown: the word given, the names it takes
    "%s is Gus's already",              # gus: White
    "%s is player %d's already",        # taken: the colour, its player
)
