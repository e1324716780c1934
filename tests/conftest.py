import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "lib"))   # mpcompat


import pytest  # noqa: E402


@pytest.hookimpl(trylast=True)
def pytest_collection_modifyitems(config, items):
    """``make test`` runs ``--dist loadgroup``: tests marked ``xdist_group``
    share one worker (the bundle build, the MicroPython runs the gates share).
    pytest-xdist marks them by suffixing the node id, which pytest 9.2 ignores
    (pytest-dev/pytest-xdist#1386): the groups then split silently and the
    bundle builds race.  Stop at collection instead."""
    if not getattr(config.option, "loadgroup", False):
        return
    for item in items:
        if item.get_closest_marker("xdist_group") is not None and "@" not in item.nodeid:
            raise pytest.UsageError(
                "xdist_group is not honoured by this pytest/pytest-xdist pair "
                "(pytest-dev/pytest-xdist#1386): install requirements-dev.txt's pins")
