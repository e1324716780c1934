# The games the appliance knows, in menu order: the one place that names them.
#
# Each line: (id, menu title, snapshot tag, game module, class name, schema
# module or None).  The schema module holds the game's settings rows (see
# gamemaster.settings), the same name + "_doc" their descriptions; the game module is imported only when that game is
# created, so a board compiles and holds the code of the game being played,
# not of every game in the menu.  A new game adds one line here.

GAMES = (
    ("pipes", "Pipes", 1, "gamemaster.pipes.master", "PipesMaster", "gamemaster.pipes.schema"),
    ("golems", "Golem Battle", 2, "gamemaster.golems.master", "GolemsMaster",
     "gamemaster.golems.schema"),
    ("flipop", "Flipop", 3, "gamemaster.flipop.master", "FlipopMaster", "gamemaster.flipop.schema"),
    ("icetowers", "IceTowers", 4, "gamemaster.icetowers.referee", "IceTowersReferee",
     "gamemaster.icetowers.schema"),
)


def ids():
    return tuple(g[0] for g in GAMES)


def title(game_id):
    for g in GAMES:
        if g[0] == game_id:
            return g[1]
    return game_id


def _line(game_id):
    for g in GAMES:
        if g[0] == game_id:
            return g
    raise ValueError("unknown game: %r" % (game_id,))


def module(game_id):
    """The game's module (what creating it compiles)."""
    return _line(game_id)[3]


def _load(path, name):
    return getattr(__import__(path, None, None, (name,)), name)


def game_class(game_id):
    g = _line(game_id)
    cls = _load(g[3], g[4])
    # The contract check lives in its own module, loaded for this and dropped:
    # a board holds the game, not the checker.
    from gamemaster import game_check
    problems = game_check.check(cls, g)
    _drop("gamemaster.game_check")
    if problems:
        raise TypeError("game %r: %s" % (game_id, "; ".join(problems)))
    return cls


def _drop(name):
    # Forget a module: sys.modules and its parent package's attribute both
    # hold it (MicroPython frees it only when neither does).
    import sys
    sys.modules.pop(name, None)
    dot = name.rindex(".")
    parent = sys.modules.get(name[:dot])
    if parent is not None:
        # (delattr of a name never set raises KeyError on MicroPython)
        parent.__dict__.pop(name[dot + 1:], None)


def create(game_id, settings, seed, files=None):
    # A new game object; ``files`` gives read access to the board's drive.
    return game_class(game_id)(settings, seed, files)


def id_for_tag(tag):
    for g in GAMES:
        if g[2] == tag:
            return g[0]
    return None
