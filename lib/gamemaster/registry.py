"""The games the appliance knows, in menu order.

Listed by name, module and snapshot tag, and imported only when a game is
created: a board compiles and holds the code of the game being played, not
of every game in the menu.  A new game adds one line to ``GAMES``.
"""

# (id, menu title, snapshot tag, module, class name)
GAMES = (
    ("pipes", "Pipes", 1, "gamemaster.pipes.master", "PipesMaster"),
    ("golems", "Golem Battle", 2, "gamemaster.golems.master", "GolemsMaster"),
)


def games():
    """Registered games in menu order: list of (id, title)."""
    return [(g[0], g[1]) for g in GAMES]


def game_class(game_id):
    for g in GAMES:
        if g[0] == game_id:
            module = __import__(g[3], None, None, (g[4],))
            return getattr(module, g[4])
    raise ValueError("unknown game: %r" % (game_id,))


def create(game_id, settings, seed, files=None):
    """A new game object.  ``files`` gives games read access to files on the
    board's drive (Golem Battle reads programs from there)."""
    return game_class(game_id)(settings, seed, files)


def id_for_tag(tag):
    """The game id whose snapshots carry ``tag``, or None."""
    for g in GAMES:
        if g[2] == tag:
            return g[0]
    return None
