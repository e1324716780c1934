"""What each of this game's settings means, for the generated settings.toml
example (host only: the board never loads it)."""

DOCS = (
    ('GOLEMS_PLAYERS', 'Golem Battle: number of players'),
    ('GOLEMS_VARIANT', 'Golem Battle: variant'),
    ('GOLEMS_PROGRAM_SECONDS', 'Golem Battle: programming time limit in seconds (0 = none)'),
    ('GOLEMS_FIELD', 'Golem Battle: field size, 4 or 6'),
)
