# Pipes' own settings: rows in gamemaster.settings' format (key, kind,
# default, spec, menu values, menu label, unit); their descriptions are in
# schema_doc.py (host only).  Loaded at boot, then dropped.

ROWS = (
    ('PIPES_DRAW', 'choice', 'uniform', ('uniform', 'bag', 'weighted'), ('uniform', 'bag', 'weighted'),
     'Draws', ''),
    ('PIPES_WEIGHTS', 'ints', '1,1,1,1,1,1,1', (7, 0, 100), None, '', ''),
    ('PIPES_WATER_AFTER', 'int', 12, (1, 99), None, '', ''),
)

# the keys the device's menu offers while this game is chosen, in its order
# (labels and values from the rows; a core key may be one)
MENU = ("GM_TURN_SECONDS",)
