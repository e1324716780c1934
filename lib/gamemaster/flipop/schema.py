# Flipop's own settings: rows in gamemaster.settings' format (key, kind,
# default, spec, menu values, menu label, unit); their descriptions are in
# schema_doc.py (host only).  Loaded at boot, then dropped.  The rules rows
# are the engine's contestable interpretations (board.Rules; why each
# default: docs/rules-interpretations.md, part 4).

ROWS = (
    ('FLIPOP_MODE', 'choice', 'clock', ('clock', 'versus'), ('clock', 'versus'), 'Mode', ''),
    ('FLIPOP_CLOCK', 'choice', 'bank', ('move', 'bank'), ('move', 'bank'), 'Clock', ''),
    ('FLIPOP_SECONDS', 'int', 300, (5, 5400), (15, 30, 60, 120, 300, 600, 900), 'Time', 's'),
    ('FLIPOP_INCREMENT', 'int', 5, (0, 120), (0, 2, 5, 10, 30), 'Increment', 's'),
    ('FLIPOP_LEVEL', 'int', 2, (1, 4), (1, 2, 3, 4), 'Level', ''),
    ('FLIPOP_HUMAN', 'choice', 'white', ('white', 'black'), ('white', 'black'), 'You play', ''),
    ('FLIPOP_PICK_SECONDS', 'int', 3, (2, 10), (2, 3, 4, 6), 'Pick after', 's'),
    ('FLIPOP_CHAIN', 'choice', 'perp', ('perp', 'any', 'straight'), None, '', ''),
    ('FLIPOP_LAST_GATE', 'choice', 'free', ('free', 'gate'), None, '', ''),
    ('FLIPOP_REVERSE', 'choice', 'chain', ('first', 'chain', 'off'), None, '', ''),
    ('FLIPOP_END', 'choice', 'quiet', ('stuck', 'exit', 'quiet'), None, '', ''),
    ('FLIPOP_QUIET', 'int', 60, (10, 300), None, '', ''),
    ('FLIPOP_EXIT_DEPTH', 'int', 4, (1, 8), None, '', ''),
)
