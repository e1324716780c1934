# Which element a turn shows: uniform over the seven by default, or from a
# bag holding each element once (shuffled every seven turns), or weighted
# (PIPES_WEIGHTS).  Called once per turn, so a board loads it on demand.

from gamemaster.pipes.elements import COUNT


def draw(g):
    # The next element: uniform, from a bag of all seven, or weighted.
    mode = g.settings.get("PIPES_DRAW")
    if mode == "bag":
        if not g.bag:
            g.bag = bytes(g.rng.shuffle(list(range(COUNT))))
        e = g.bag[0]
        g.bag = g.bag[1:]
        return e
    if mode == "weighted":
        return g.rng.weighted(g.settings.ints("PIPES_WEIGHTS"))
    return g.rng.below(COUNT)
