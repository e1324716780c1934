"""What each of this game's settings means, for the generated settings.toml
example (host only: the board never loads it)."""

DOCS = (
    ('FLIPOP_MODE', 'Flipop: bank or move (a two-player clock for your board: each player has '
     'FLIPOP_SECONDS for the game plus FLIPOP_INCREMENT per move made, or every move has '
     'FLIPOP_SECONDS), or versus (you against the device, level 2, on your board)'),
    ('FLIPOP_SECONDS', 'Flipop clock: seconds per player\'s bank, or per move'),
    ('FLIPOP_INCREMENT', 'Flipop clock: Fischer increment, seconds added to a bank per move '
     '(bank only)'),
    ('FLIPOP_HUMAN', 'Flipop versus: the colour you play; White moves first'),
    ('FLIPOP_RULES', 'Flipop rules, chain/last/reverse/end: chain = where a struck ball goes '
     '(perp: at right angles, any: any way but back, straight: straight on); last = whether the '
     'last ball of a chain must pass a gate (free / gate); reverse = no-reverse forbids moving '
     'back any ball of the last move (chain), only its first ball (first), or nothing (off); end '
     '= the game also ends after 60 moves without a ball taken off (quiet), when no ball can get '
     'out within 4 moves (exit), or when the player to move cannot move (stuck). A part that is '
     'not one of these names keeps its default'),
)
