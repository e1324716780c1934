# Errors shared across the logic, in a module small enough for every game
# to import without pulling in the code that raises them elsewhere.


class SnapshotError(ValueError):
    # Saved bytes that cannot be restored: blank, foreign, corrupt, stale.
    pass
