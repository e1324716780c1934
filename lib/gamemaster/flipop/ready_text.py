# The versus ready screen's words: who plays what, the rules in force in
# words a player understands, the time bank.  Loaded for one call and
# dropped (view_versus._words), at the ready screen, where no board picture
# is held: play never holds it.  Its names are interned for good once it
# compiles, so it has few of them.

from gamemaster.flipop import board as B
from gamemaster.flipop.master import NAMES, clock_text


def ready(g, v):
    # the ready screen's title, lines and hint on View v
    v.title = "You: %s, level %d" % (NAMES[g.human], g.level)
    v.lines = ("White moves first",) + rules_lines(g.pos.rules)
    if g.timed:
        v.lines += ("your time %s, +%d s a move" % (clock_text(g.limit), g.inc // 1000),)
    v.hint = "press to start"


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
