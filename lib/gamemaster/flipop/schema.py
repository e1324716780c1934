# Flipop's own settings: rows in gamemaster.settings' format (key, kind,
# default, spec, menu values, menu label, unit); their descriptions are in
# schema_doc.py (host only).  Loaded at boot, then dropped; the rows stay,
# and each costs ~115 bytes of every session's heap (the Pipes session's
# 36 KB gate, tests/gates/test_budgets.py), so they are five: the clock kind
# is a mode (bank / move / versus), the device plays level 2 (the level the
# Flipop budget gate measures), and the four contestable rules are one row
# in board.Rules.key()'s form chain/last/reverse/end (why each default:
# docs/rules-interpretations.md, part 4).

_MODE = ('bank', 'move', 'versus')
_SIDE = ('white', 'black')

ROWS = (
    ('FLIPOP_MODE', 'choice', 'bank', _MODE, _MODE, 'Mode', ''),
    ('FLIPOP_SECONDS', 'int', 300, (5, 5400), (30, 60, 300, 600, 900), 'Time', 's'),
    ('FLIPOP_INCREMENT', 'int', 5, (0, 120), (0, 2, 5, 10, 30), 'Increment', 's'),
    ('FLIPOP_HUMAN', 'choice', 'white', _SIDE, _SIDE, 'You play', ''),
    ('FLIPOP_RULES', 'str', 'perp/free/chain/quiet', 24, None, '', ''),
)
