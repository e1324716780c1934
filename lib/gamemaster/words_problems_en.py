# The problems of settings.toml (gamemaster.settings_file, settings_toml):
# one line each, at boot, naming the line and the key.  English.  One entry
# a line, its id in the comment (docs/architecture.md, "Languages").  A key,
# a value and a setting's choices stay as settings.toml writes them.  Last,
# the text reader's (gamemaster.textfile: settings.toml, Golem Battle's drive
# files), its file's name as it is.
WORDS = (
    "settings.toml line %d: %s",        # line: a problem and its line
    "tables like %s are not supported; keys after it are still read",     # table
    "expected KEY = value",             # no_equals
    "bad key name %r",                  # bad_key
    "%s: missing value",                # no_value: %s is the key
    "%s: unexpected text after the closing quote",     # after_quote
    "%s: string has no closing quote",  # no_quote
    '%s: expected a "string", an integer, true or false (got %s)',    # bad_value
    "%s is set again (line %d's value is replaced)",   # again
    "unknown key %s (ignored)",         # unknown
    "%s must be %s; using %r",          # must_be: the key, what it must be (below), the default
    "an integer %d..%d",                # integer
    " or ",                             # or: between the values a row allows (4 or 6)
    "true or false",                    # bool
    "one of ",                          # one_of: the choices follow
    "a string of at most %d characters",    # string
    '"%d comma-separated integers %d..%d"',     # ints
    " (not all zero)",                  # not_zero
    "%s; using defaults",               # unreadable: %s says why (the text-file reader's words)
    "settings.toml: binary data, not text; using defaults",    # binary
    "%s: too large (more than %d bytes)",     # too_large: a file's name, the most bytes
    "%s: binary data, not text (a zero byte at offset %d)",    # zero_byte: a file's name, the offset
    "%s: not UTF-8 text (byte 0x%02x at offset %d)",   # not_utf8: a file's name, the byte, the offset
)
