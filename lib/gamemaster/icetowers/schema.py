# IceTowers' own settings: rows in gamemaster.settings' format (key, kind,
# default, spec, menu values, menu label, unit); their descriptions are in
# schema_doc.py (host only).  Loaded at boot, then dropped.

# the Looney Pyramids' colours a table may own (rules.RANGE): each player's
# set is a setting, player 1's first (the double game's second sets: 3, 4)
_RANGE = ('red', 'yellow', 'green', 'blue', 'white', 'black', 'purple', 'orange', 'cyan',
          'clear')

ROWS = (
    ('ICETOWERS_PLAYERS', 'int', 2, (2, 4), (2, 3, 4), 'Players', ''),
    ('ICETOWERS_COLOUR_1', 'choice', 'red', _RANGE, _RANGE, 'Colour 1', ''),
    ('ICETOWERS_COLOUR_2', 'choice', 'yellow', _RANGE, _RANGE, 'Colour 2', ''),
    ('ICETOWERS_COLOUR_3', 'choice', 'green', _RANGE, _RANGE, 'Colour 3', ''),
    ('ICETOWERS_COLOUR_4', 'choice', 'blue', _RANGE, _RANGE, 'Colour 4', ''),
    ('ICETOWERS_VARIANT', 'choice', 'normal', ('normal', 'gus', 'double'),
     ('normal', 'gus', 'double'), 'Variant', ''),
    ('ICETOWERS_LIMIT_MINUTES', 'int', 0, (0, 60), (0, 5, 10, 15), 'Time limit', 'min'),
    ('ICETOWERS_DROP_SECONDS', 'int', 3, (1, 30), None, '', 's'),
    ('ICETOWERS_DROP_THEN', 'choice', 'end', ('end', 'play'), None, '', ''),
    ('ICETOWERS_LOOP_SECONDS', 'int', 10, (3, 120), None, '', 's'),
)

# the keys the device's menu offers while this game is chosen, in its order
# (labels and values from the rows; a core key may be one)
MENU = ("ICETOWERS_PLAYERS", "ICETOWERS_VARIANT", "ICETOWERS_LIMIT_MINUTES",
        "ICETOWERS_COLOUR_1", "ICETOWERS_COLOUR_2", "ICETOWERS_COLOUR_3", "ICETOWERS_COLOUR_4")
