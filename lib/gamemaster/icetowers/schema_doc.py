"""What each of IceTowers' settings means, for the generated settings.toml
example (host only: the board never loads it)."""

DOCS = (
    ('ICETOWERS_PLAYERS', 'IceTowers players, 2-4 (the two-player variants gus and double always use 2)'),
    ('ICETOWERS_COLOURS', 'IceTowers: the table\'s pyramids, each player\'s colour in turn (the '
     'double game: players 1 and 2, then their second sets), any distinct colours of the Looney '
     'Pyramids\' range: red, yellow, green, blue, white, black, purple, orange, cyan, clear; Gus '
     '(the gus variant) plays white'),
    ('ICETOWERS_VARIANT', 'IceTowers: normal, gus (a ghost third colour, white) or double (2 players, 2 colours each)'),
    ('ICETOWERS_LIMIT_MINUTES', 'IceTowers time limit in minutes; the game ends when it runs out (0 = no limit)'),
    ('ICETOWERS_DROP_SECONDS', 'IceTowers deadlock call: seconds counted down before everybody puts down'),
    ('ICETOWERS_DROP_THEN', 'IceTowers deadlock call: after DROP! the game ends, the put-down pyramids scoring as one-pyramid towers, as the rules say (end), or play goes on (play)'),
    ('ICETOWERS_LOOP_SECONDS', 'IceTowers loop call: seconds in which somebody must change before the game ends'),
)
