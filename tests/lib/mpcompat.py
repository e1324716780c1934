"""Tiny helpers so the logic tests run unchanged under pytest and MicroPython."""


class raises:
    """``with raises(ValueError): ...`` - fails unless the block raises."""

    def __init__(self, exc_type, match=None):
        self.exc_type = exc_type
        self.match = match
        self.value = None

    def __enter__(self):
        return self

    def __exit__(self, exc_type, exc, tb):
        if exc_type is None:
            raise AssertionError("expected %s to be raised" % self.exc_type.__name__)
        if not issubclass(exc_type, self.exc_type):
            return False
        self.value = exc
        if self.match is not None and self.match not in str(exc):
            raise AssertionError("%r does not contain %r" % (str(exc), self.match))
        return True


def forget(*names):
    """Drop modules as a board does (gamemaster.registry._drop: from
    sys.modules and from their package), so a test that checks what an
    action loads and drops starts with none of them, whatever an earlier
    test in this process or another test file's imports left loaded."""
    from gamemaster.registry import _drop
    for name in names:
        _drop(name)
