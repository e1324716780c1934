# The Flipop rules in force, in words a player understands (the versus
# ready screen), and why a game ended (the end screen).  Loaded for one
# call and dropped (view_versus._words): play never holds it.  Its names
# are interned for good once it compiles, so it has few of them.

from gamemaster.flipop import board as B


def rules_lines(r):
    # the rules r (board.Rules) in four lines
    if r.end == B.END_QUIET:
        end = "ends after %d moves without a ball off" % r.quiet_limit
    elif r.end == B.END_EXIT:
        end = "ends when no ball can exit in %d moves" % r.exit_depth
    else:
        end = "ends when the player to move is stuck"
    return (end,
            ("struck balls go off at right angles", "struck balls go any way but back",
             "struck balls go straight on")[r.chain],
            ("a chain's last ball needs no gate", "a chain's last ball needs a gate")[r.last_gate],
            ("the last move's first ball can't return", "no ball of the last move may go back",
             "a move may be undone at once")[r.reverse])


def reason_words(pos, reason):
    # Position.result()'s reason: 0 all off, 1 stuck, 2 no exit, 3 quiet,
    # 4 move cap, 5 both stuck
    r = pos.rules
    if reason == 0:
        return "all five balls off"
    if reason == 3:
        return "%d moves without a ball off" % r.quiet_limit
    if reason == 2:
        return "no ball can get out in %d moves" % r.exit_depth
    if reason == 1:
        return "%s cannot move" % ("White", "Black")[pos.side]
    if reason == 5:
        return "neither side can move"
    return "%d moves played" % r.max_plies
