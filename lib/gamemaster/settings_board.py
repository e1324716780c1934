# The keys of an external big button and ring on a board's free pads
# (boards/wiring.py): read at boot only, from settings.toml's values
# (gmfw/boot.py), never held as defaults, and their rows loaded only when
# the file names a key that is not the core's (gamemaster.settings_file),
# so a board whose file does not use them compiles and interns none of it.

ROWS = (
    ('GM_RING_PIN', 'str', '', 12, None, '', ''),
    ('GM_BUTTON_PIN', 'str', '', 12, None, '', ''),
)
