# IceTowers' own settings: rows in gamemaster.settings' format (key, kind,
# default, spec, menu values, menu label, unit); their descriptions are in
# schema_doc.py (host only).  Loaded at boot, then dropped.

ROWS = (
    ('ICETOWERS_PLAYERS', 'int', 2, (2, 4), (2, 3, 4), 'Players', ''),
    # each player's pyramids, player 1's first (the double game: players
    # 1 and 2, then their second sets): any colours of the Looney Pyramids'
    # range (referee.NAMES) the table owns
    ('ICETOWERS_COLOURS', 'str', 'red yellow green blue', 60, None, '', ''),
    ('ICETOWERS_VARIANT', 'choice', 'normal', ('normal', 'gus', 'double'),
     ('normal', 'gus', 'double'), 'Variant', ''),
    ('ICETOWERS_LIMIT_MINUTES', 'int', 0, (0, 60), (0, 5, 10, 15), 'Time limit', 'min'),
    ('ICETOWERS_DROP_SECONDS', 'int', 3, (1, 30), None, '', 's'),
    ('ICETOWERS_DROP_THEN', 'choice', 'end', ('end', 'play'), None, '', ''),
    ('ICETOWERS_LOOP_SECONDS', 'int', 10, (3, 120), None, '', 's'),
)

# the keys the device's menu offers while this game is chosen, in its order
# (labels and values from the rows; a core key may be one)
MENU = ("ICETOWERS_PLAYERS", "ICETOWERS_VARIANT", "ICETOWERS_LIMIT_MINUTES")
