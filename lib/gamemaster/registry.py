# Finding the games (gamemaster/games.py is their table), loading and
# forgetting modules, and the words of the language in use.
#
# The table is read at boot, in the menu and for a new game, through
# games(), and a board plays without it: its lines are tuples of constants,
# held with all of the code of the module that writes them (~0.6 KB of the
# nRF52840 boards' heap), so they are a module of their own, which
# gmfw/main.py (after boot) and the app (after the menu, a new game or a
# restore) forget again.

GAMES = None            # the table, when a test sets one here; else gamemaster/games.py
LANG = "en"             # the language in use (GM_LANG): gamemaster.lang.use sets it


def words(name, game=None):
    # The WORDS of words module ``name`` ("gamemaster.words_app"; with
    # ``game``, "words_menu": that game's package's) in the language in
    # use: module <name>_<LANG>, compiled for this call and dropped
    # (docs/architecture.md, "Languages").
    if game is not None:
        game = _line(game)[3]
        name = game[:game.rindex(".") + 1] + name
    name += "_" + LANG
    w = _load(name, "WORDS")
    _drop(name)
    return w


def games():
    if GAMES is not None:
        return GAMES
    return _load("gamemaster.games", "GAMES")


def forget_games():
    _drop("gamemaster.games")


def ids():
    return tuple(g[0] for g in games())


def title(game_id):
    for g in games():
        if g[0] == game_id:
            return g[1]
    return game_id


def _line(game_id):
    for g in games():
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
    for g in games():
        if g[2] == tag:
            return g[0]
    return None
