# The pyramid sets of an IceTowers game on the device: each player's colour
# from the settings (ICETOWERS_COLOUR_1 to 4, any of the Looney Pyramids'
# range: a table plays with the pyramids it owns), loaded when a game is set
# up (``IceTowersReferee._configure``) and dropped again.

from gamemaster.icetowers.referee import GUS, NAMES, slots


def read(g):
    # ``g.palette``: the colour (an index of NAMES) of sets 0-3, then Gus's
    # white.  Two sets in play on one colour cannot be told apart, nor can
    # a player's and Gus's white: the later one takes the first colour of
    # the range nobody plays, and the players are told once.
    palette = [0, 1, 2, 3, GUS]
    taken = [GUS] if g.variant == 1 else []
    used = slots(g.players, g.variant)[0]
    for k in range(4):
        key = "ICETOWERS_COLOUR_%d" % (k + 1)
        name = str(g.settings.get(key)).lower()
        c = k
        for n in range(len(NAMES)):
            if NAMES[n].lower() == name:
                c = n
        if k in used:
            if c in taken:
                free = [n for n in range(len(NAMES)) if n not in taken][0]
                g.tell("%s: %s is %s already; %s used" % (
                    key, NAMES[c], "Gus's" if c == GUS and g.variant == 1 else
                    "player %d's" % (palette.index(c) % 2 + 1 if g.variant == 2 else
                                     palette.index(c) + 1), NAMES[free]))
                c = free
            taken.append(c)
        palette[k] = c
    g.palette = tuple(palette)
