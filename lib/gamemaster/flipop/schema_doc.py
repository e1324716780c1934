"""What each of this game's settings means, for the generated settings.toml
example (host only: the board never loads it)."""

DOCS = (
    ('FLIPOP_MODE', 'Flipop: clock (a two-player clock for your board) or versus (you against '
     'the device on your board)'),
    ('FLIPOP_CLOCK', 'Flipop clock: move (every move has FLIPOP_SECONDS) or bank (each player '
     'has FLIPOP_SECONDS for the game, plus FLIPOP_INCREMENT per move made)'),
    ('FLIPOP_SECONDS', 'Flipop clock: seconds per move or per player\'s bank'),
    ('FLIPOP_INCREMENT', 'Flipop clock: Fischer increment, seconds added to a bank per move '
     '(bank clock only)'),
    ('FLIPOP_LEVEL', 'Flipop versus: the device\'s strength, 1-4 (60, 300, 1500, 6000 search '
     'nodes a move)'),
    ('FLIPOP_HUMAN', 'Flipop versus: the colour you play; White moves first'),
    ('FLIPOP_PICK_SECONDS', 'Flipop versus: seconds without a tap after which the move shown '
     'is taken (tap = next legal move)'),
    ('FLIPOP_CHAIN', 'Flipop rules: where a struck ball goes: perp (at right angles), any (any '
     'way but back), straight (straight on)'),
    ('FLIPOP_LAST_GATE', 'Flipop rules: whether the last ball of a chain must pass a gate too '
     '(free / gate)'),
    ('FLIPOP_REVERSE', 'Flipop rules: no-reverse forbids moving back any ball of the last move '
     '(chain), only its first ball (first), or nothing (off)'),
    ('FLIPOP_END', 'Flipop rules: the game also ends after FLIPOP_QUIET moves without a ball '
     'taken off (quiet), when no ball can get out within FLIPOP_EXIT_DEPTH moves (exit), or '
     'when the player to move cannot move (stuck)'),
    ('FLIPOP_QUIET', 'Flipop rules: moves without a ball taken off that end the game (end = quiet)'),
    ('FLIPOP_EXIT_DEPTH', 'Flipop rules: own moves within which a ball must be able to get '
     'out (end = exit)'),
)
