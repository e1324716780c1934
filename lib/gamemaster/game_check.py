# The registry's check of a game class against the contract in
# gamemaster.game: loaded when a game is created (at boot too) and dropped
# after, so it costs a board no RAM while it plays.

from gamemaster.game import REQUIRED, Game


def missing_hooks(cls):
    # The required hooks ``cls`` does not define, and data it lacks.
    out = []
    for name in REQUIRED:
        if getattr(cls, name, None) is getattr(Game, name, None):
            out.append(name)
    if not cls.ID:
        out.append("ID")
    if not cls.TITLE:
        out.append("TITLE")
    if not 0 < cls.SNAPSHOT_TAG < 256:
        out.append("SNAPSHOT_TAG")
    return out


def check(cls, line):
    # What is wrong with a game class for its registry line ([] = fine).
    out = ["missing " + m for m in missing_hooks(cls)]
    if cls.ID != line[0]:
        out.append("ID %r differs from the registry's %r" % (cls.ID, line[0]))
    if cls.SNAPSHOT_TAG != line[2]:
        out.append("SNAPSHOT_TAG %r differs from the registry's %r" % (cls.SNAPSHOT_TAG, line[2]))
    return out
