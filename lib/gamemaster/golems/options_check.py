# Golem Battle's rule options checked (``options.Options``, which loads
# this when options are made): ValueError naming the value that is wrong.
# Its own module so that a board, which makes options only as a game
# starts, does not hold this code in play (``fresh`` drops it again).


def check(o):
    if o.moves not in ("relative", "absolute"):
        raise ValueError("moves must be relative or absolute")
    if o.attacked not in ("this_row", "last_row"):
        raise ValueError("attacked must be this_row or last_row")
    if o.energy_rule not in ("stop_at_1", "spend_all"):
        raise ValueError("energy_rule must be stop_at_1 or spend_all")
    if not 2 <= o.recharge <= 10:
        raise ValueError("recharge must be 2..10")
