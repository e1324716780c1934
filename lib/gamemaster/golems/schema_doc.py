"""What each of this game's settings means, for the generated settings.toml
example (host only: the board never loads it)."""

DOCS = (
    ('GOLEMS_PLAYERS', 'Golem Battle: number of players'),
    ('GOLEMS_VARIANT', 'Golem Battle: variant'),
    ('GOLEMS_SIEGE', 'Golem Battle: the siege\'s golems, the one storming the castle / the one '
     'holding it (any two: the figures are the players\' choice)'),
    ('GOLEMS_PROGRAM_SECONDS', 'Golem Battle: programming time limit in seconds (0 = none)'),
    ('GOLEMS_FIELD', 'Golem Battle: field size, 4 or 6'),
    ('GOLEMS_MOVES', 'Golem Battle: move cards turn-relative as printed (relative) '
     'or Up/Down/Left/Right (absolute); for battles read from the drive'),
    ('GOLEMS_ATTACKED', 'Golem Battle: "Attacked?" looks at the strikes of this row '
     '(this_row) or at being struck in the previous row (last_row); drive battles'),
    ('GOLEMS_ENERGY_RULE', 'Golem Battle: the game ends when the energy marker reaches 1 '
     '(stop_at_1: 9 rounds) or after the round at 1 (spend_all: 10 rounds)'),
    ('GOLEMS_RECHARGE', 'Golem Battle: energy a tie recharges the golems to'),
    ('GOLEMS_BOX_TOKENS', 'Golem Battle: refuse drive fields needing more obstacle tokens '
     'than the box has (10 barrels, 5 water, 6 walls)'),
)
