"""What each of this game's settings means, for the generated settings.toml
example (host only: the board never loads it)."""

DOCS = (
    ('PIPES_DRAW', 'element draws: uniform, bag (each element once per 7 turns) or weighted (PIPES_WEIGHTS)'),
    ('PIPES_WEIGHTS', 'weights of the 7 elements for PIPES_DRAW = weighted, in Table 1 order'),
    ('PIPES_WATER_AFTER', 'turns before the water starts flowing (the rules: 12)'),
)
