# The versus ready screen's words: who plays what, the rules in force in
# words a player understands, the time bank.  Loaded for one call and
# dropped (view_versus._words), at the ready screen, where no board picture
# is held: play never holds it, nor its words (words_ready_text_<lang>.py,
# asked for in the call).  Its names are interned for good once it
# compiles, so it has few of them.

from gamemaster import registry
from gamemaster.flipop import board as B
from gamemaster.flipop.master import clock_text


def ready(g, v):
    # the ready screen's title, lines and hint on View v
    w = registry.words("gamemaster.flipop.words_ready_text")
    v.title = w[g.human] % g.level                  # you_white, you_black
    v.lines = (w[2],) + rules_lines(g.pos.rules, w)     # first
    if g.timed:
        v.lines += (w[3] % (clock_text(g.limit), g.inc // 1000),)      # bank
    v.hint = w[4]                                   # start_hint


def rules_lines(r, w):
    # the rules r (board.Rules) in four lines (w: the words above)
    if r.end == B.END_QUIET:
        end = w[5] % r.quiet_limit                  # end_quiet
    elif r.end == B.END_EXIT:
        end = w[6] % r.exit_depth                   # end_exit
    else:
        end = w[7]                                  # end_stuck
    # chain_perp, chain_any, chain_straight; last_free, last_gate;
    # reverse_first, reverse_chain, reverse_off
    return (end, w[8 + r.chain], w[11 + r.last_gate], w[13 + r.reverse])
