# ICETOWERS_COLOURS naming something that is no colour of the range, or
# two pyramid sets of a game on one colour (a colour named twice, or a
# player's on Gus's white in the gus variant): the sets could not be told
# apart, so the set takes the first colour of the range nobody plays and
# the players are told once.  Loaded only then
# (``IceTowersReferee._configure``) and dropped again.

from gamemaster import registry
from gamemaster.icetowers.referee import GUS, NAMES, slots

WORDS = registry.words("gamemaster.icetowers.words_referee_colours")


def mend(g):
    palette = list(g.palette)
    taken = [GUS] if g.variant == 1 else []
    used = slots(g.players, g.variant)[0]
    names = str(g.settings.get("ICETOWERS_COLOURS")).replace(",", " ").replace("-", " ").split()
    w = WORDS
    shown = registry.words("gamemaster.icetowers.words_colours")   # the colours' names
    for k in range(4):
        c = palette[k]
        if k not in used:
            continue
        if c < 0 or c in taken:
            free = [n for n in range(len(NAMES)) if n not in taken and n not in palette[k:4]][0]
            if c < 0:
                why = w[1] % (names[k], ", ".join(n.lower() for n in NAMES))     # unknown
            elif c == GUS and g.variant == 1:
                why = w[2] % shown[GUS]                         # gus
            else:
                k0 = palette.index(c)
                why = w[3] % (shown[c], k0 % 2 + 1 if g.variant == 2 else k0 + 1)   # taken
            g.tell(w[0] % (why, shown[free]))                   # told
            c = palette[k] = free
        taken.append(c)
    for k in range(4):
        if palette[k] < 0:               # (a set not in this game)
            palette[k] = k
    g.palette = tuple(palette)
