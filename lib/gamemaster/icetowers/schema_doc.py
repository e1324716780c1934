"""What each of IceTowers' settings means, for the generated settings.toml
example (host only: the board never loads it)."""

DOCS = (
    ('ICETOWERS_PLAYERS', 'IceTowers players, 2-4 (the two-player variants gus and double always use 2)'),
    ('ICETOWERS_COLOUR_1', 'IceTowers: player 1\'s pyramids, any colour of the Looney Pyramids\' '
     'range (red, yellow, green, blue, white, black, purple, orange, cyan, clear); each player '
     'another, and Gus (the gus variant) plays white'),
    ('ICETOWERS_COLOUR_2', 'IceTowers: player 2\'s pyramids'),
    ('ICETOWERS_COLOUR_3', 'IceTowers: player 3\'s pyramids (the double game: player 1\'s second set)'),
    ('ICETOWERS_COLOUR_4', 'IceTowers: player 4\'s pyramids (the double game: player 2\'s second set)'),
    ('ICETOWERS_VARIANT', 'IceTowers: normal, gus (a ghost third colour, white) or double (2 players, 2 colours each)'),
    ('ICETOWERS_LIMIT_MINUTES', 'IceTowers time limit in minutes; the game ends when it runs out (0 = no limit)'),
    ('ICETOWERS_DROP_SECONDS', 'IceTowers deadlock call: seconds counted down before everybody puts down'),
    ('ICETOWERS_DROP_THEN', 'IceTowers deadlock call: after DROP! the game ends, the put-down pyramids scoring as one-pyramid towers, as the rules say (end), or play goes on (play)'),
    ('ICETOWERS_LOOP_SECONDS', 'IceTowers loop call: seconds in which somebody must change before the game ends'),
)
