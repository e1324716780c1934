# The Flipop rules in force, in words a player understands (the versus
# ready screen), and why a game ended (the end screen).  Loaded for one
# call and dropped (view_versus._words): play never holds it.

from gamemaster.flipop import board as B

NAMES = ("White", "Black")
# why a game ended: Position.result()'s reasons
ALL_OFF, STUCK, NO_EXIT, QUIET, CAP, BOTH_STUCK = 0, 1, 2, 3, 4, 5

CHAIN_WORDS = ("struck balls go off at right angles", "struck balls go any way but back",
               "struck balls go straight on")
LAST_WORDS = ("a chain's last ball needs no gate", "a chain's last ball needs a gate")
REVERSE_WORDS = ("the last move's first ball can't return", "no ball of the last move may go back",
                 "a move may be undone at once")


def end_words(rules):
    if rules.end == B.END_QUIET:
        return "ends after %d moves without a ball off" % rules.quiet_limit
    if rules.end == B.END_EXIT:
        return "ends when no ball can exit in %d moves" % rules.exit_depth
    return "ends when the player to move is stuck"


def rules_lines(rules):
    return (end_words(rules), CHAIN_WORDS[rules.chain], LAST_WORDS[rules.last_gate],
            REVERSE_WORDS[rules.reverse])


def reason_words(pos, reason):
    r = pos.rules
    if reason == ALL_OFF:
        return "all five balls off"
    if reason == QUIET:
        return "%d moves without a ball off" % r.quiet_limit
    if reason == NO_EXIT:
        return "no ball can get out in %d moves" % r.exit_depth
    if reason == STUCK:
        return "%s cannot move" % NAMES[pos.side]
    if reason == BOTH_STUCK:
        return "neither side can move"
    return "%d moves played" % r.max_plies
