# Golem Battle's own settings: rows in gamemaster.settings' format (key,
# kind, default, spec, menu values, menu label, unit); their descriptions are
# in schema_doc.py (host only).  Loaded at boot, then dropped.
#
# The last five are the readings docs/rules-interpretations.md (part 3,
# "Settings") calls open: the master turns them into engine.Options.

# the siege's sides, "storms/holds": any two golems ("Фигурки големов ...
# на выбор"); one tuple, both the values and the menu's
SIEGE_SIDES = ('red/blue', 'red/yellow', 'red/green', 'blue/red', 'blue/yellow', 'blue/green',
               'yellow/red', 'yellow/blue', 'yellow/green', 'green/red', 'green/blue',
               'green/yellow')

ROWS = (
    ('GOLEMS_PLAYERS', 'int', 2, (2, 4), (2, 3, 4), 'Players', ''),
    ('GOLEMS_VARIANT', 'choice', 'standard', ('beginner', 'standard', 'autonomous', 'siege'),
     ('beginner', 'standard', 'autonomous', 'siege'), 'Variant', ''),
    ('GOLEMS_SIEGE', 'choice', 'red/blue', SIEGE_SIDES, SIEGE_SIDES, 'Siege storm/hold', ''),
    ('GOLEMS_PROGRAM_SECONDS', 'int', 0, (0, 600), (0, 60, 90, 120, 180), 'Program time', 's'),
    ('GOLEMS_FIELD', 'int', 4, (4, 6, (4, 6)), (4, 6), 'Field', ''),
    ('GOLEMS_MOVES', 'choice', 'relative', ('relative', 'absolute'), None, '', ''),
    ('GOLEMS_ATTACKED', 'choice', 'this_row', ('this_row', 'last_row'), None, '', ''),
    ('GOLEMS_ENERGY_RULE', 'choice', 'stop_at_1', ('stop_at_1', 'spend_all'),
     ('stop_at_1', 'spend_all'), 'Energy end', ''),
    ('GOLEMS_RECHARGE', 'int', 5, (2, 10), None, '', ''),
    ('GOLEMS_BOX_TOKENS', 'bool', False, None, None, '', ''),
)

# the keys the device's menu offers while this game is chosen, in its order
# (labels and values from the rows; a core key may be one)
MENU = ("GOLEMS_PLAYERS", "GOLEMS_VARIANT", "GOLEMS_SIEGE", "GOLEMS_FIELD", "GOLEMS_PROGRAM_SECONDS",
        "GOLEMS_ENERGY_RULE")
