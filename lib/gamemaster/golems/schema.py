# Golem Battle's own settings: rows in gamemaster.settings' format (key,
# kind, default, spec, menu values, menu label, unit); their descriptions are
# in schema_doc.py (host only).  Loaded at boot, then dropped.

ROWS = (
    ('GOLEMS_PLAYERS', 'int', 2, (2, 4), (2, 3, 4), 'Players', ''),
    ('GOLEMS_VARIANT', 'choice', 'standard', ('beginner', 'standard', 'autonomous', 'siege'),
     ('beginner', 'standard', 'autonomous', 'siege'), 'Variant', ''),
    ('GOLEMS_PROGRAM_SECONDS', 'int', 0, (0, 600), (0, 60, 90, 120, 180), 'Program time', 's'),
    ('GOLEMS_FIELD', 'int', 4, (4, 6, (4, 6)), (4, 6), 'Field', ''),
)
