# Flipop's own settings: rows in gamemaster.settings' format (key, kind,
# default, spec, menu values, menu label, unit); their descriptions are in
# schema_doc.py (host only).  Loaded at boot, then dropped; the rows stay,
# and each costs ~115 bytes of every session's heap (the Pipes session's
# 36 KB gate, tests/gates/test_budgets.py), so they are seven: the clock kind
# is a mode (bank / move / versus / vs-clock), and the four contestable rules are one row
# in textin.rules_key()'s form chain/last/reverse/end (why each default:
# docs/rules-interpretations.md, part 4).

_MODE = ('bank', 'move', 'versus', 'vs-clock')
_SIDE = ('white', 'black')

ROWS = (
    ('FLIPOP_MODE', 'choice', 'bank', _MODE, _MODE, 'Mode', ''),
    ('FLIPOP_SECONDS', 'int', 300, (5, 5400), (30, 60, 300, 600, 900), 'Time', 's'),
    ('FLIPOP_INCREMENT', 'int', 5, (0, 120), (0, 2, 5, 10, 30), 'Increment', 's'),
    ('FLIPOP_HUMAN', 'choice', 'white', _SIDE, _SIDE, 'You play', ''),
    ('FLIPOP_LEVEL', 'int', 2, (1, 3), (1, 2, 3), 'Level', ''),
    ('FLIPOP_PICK', 'int', 0, (0, 12), (0, 2, 3, 5, 8), 'Take after', 's'),
    ('FLIPOP_RULES', 'str', 'perp/free/chain/exit', 24, None, '', ''),
)

# the keys the device's menu offers while this game is chosen, in its order
# (labels and values from the rows; a core key may be one)
MENU = ("FLIPOP_MODE", "FLIPOP_SECONDS", "FLIPOP_INCREMENT", "FLIPOP_HUMAN", "FLIPOP_LEVEL",
        "FLIPOP_PICK")
