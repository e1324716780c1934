# The games the appliance knows, in menu order: the one place that names them.
#
# Each line: (id, menu title, snapshot tag, game module, class name, schema
# module or None).  The schema module holds the game's settings rows (see
# gamemaster.settings_rows), the same name + "_doc" their descriptions; the
# game module is imported only when that game is created, so a board
# compiles and holds the code of the game being played, not of every game in
# the menu.  A new game adds one line here.  Read through
# gamemaster.registry.games(): a board reads it at boot, in the menu and for
# a new game, and plays without it.

GAMES = (
    ("pipes", "Pipes", 1, "gamemaster.pipes.master", "PipesMaster", "gamemaster.pipes.schema"),
    ("golems", "Golem Battle", 2, "gamemaster.golems.master", "GolemsMaster",
     "gamemaster.golems.schema"),
    ("flipop", "Flipop", 3, "gamemaster.flipop.master", "FlipopMaster", "gamemaster.flipop.schema"),
    ("icetowers", "IceTowers", 4, "gamemaster.icetowers.referee", "IceTowersReferee",
     "gamemaster.icetowers.schema"),
)
