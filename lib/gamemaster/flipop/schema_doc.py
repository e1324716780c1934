"""What each of this game's settings means, for the generated settings.toml
example (host only: the board never loads it)."""

DOCS = (
    ('FLIPOP_MODE', 'Flipop: bank or move (a two-player clock for your board: each player has '
     'FLIPOP_SECONDS for the game plus FLIPOP_INCREMENT per move made, or every move has '
     'FLIPOP_SECONDS), versus (you against the device on your board, at FLIPOP_LEVEL), or '
     'vs-clock (versus with your own time bank: FLIPOP_SECONDS plus FLIPOP_INCREMENT per move; '
     'it runs while you choose, and you lose when it runs out)'),
    ('FLIPOP_SECONDS', 'Flipop clock: seconds per player\'s bank, or per move'),
    ('FLIPOP_INCREMENT', 'Flipop clock: Fischer increment, seconds added to a bank per move '
     '(bank and vs-clock)'),
    ('FLIPOP_HUMAN', 'Flipop versus: the colour you play; White moves first'),
    ('FLIPOP_LEVEL', 'Flipop versus: the device\'s strength, the positions it searches a move: '
     '1 = 60, 2 = 300, 3 = 1500. Each level scores 66-67 % against the one below (win 1, draw '
     '1/2; 100 games, colours alternated, default rules); a move takes the search about '
     '0.01 / 0.15 / 0.7 s on the MicroPython VM (docs/rules-interpretations.md, part 4)'),
    ('FLIPOP_PICK', 'Flipop versus: 0 = a move you were shown is taken by a hold of 1 s '
     'only; N = also after N seconds without a gesture (each tap shows the next move and '
     'starts them again, the screen counts them down, never while the button is down)'),
    ('FLIPOP_RULES', 'Flipop rules, chain/last/reverse/end: chain = where a struck ball goes '
     '(perp: at right angles, any: any way but back, straight: straight on); last = whether the '
     'last ball of a chain must pass a gate (free / gate); reverse = no-reverse forbids moving '
     'back any ball of the last move (chain), only its first ball (first), or nothing (off); end '
     '= the game also ends when no ball can get out within 4 moves (exit, the text\'s rule), '
     'after 60 moves without a ball taken off (quiet), or when the player to move cannot move '
     '(stuck). An empty part keeps its default; an unknown one too, and the screen names it'),
)
