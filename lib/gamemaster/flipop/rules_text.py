# Why a Flipop game ended, in words: the versus end screen.  Loaded for
# one call and dropped (view_versus._words): play never holds it, nor its
# words (words_rules_text_<lang>.py, asked for in the call).  Apart from
# the ready screen's words (ready_text.py): the end screen holds the board
# picture, so what compiles there is kept small.

from gamemaster import registry
from gamemaster.flipop import board as B
from gamemaster.flipop.master import NAMES


def over(g, v, line):
    # the end screen (view_versus): who won, why, the balls off (``line``);
    # here, not in view_versus, which a board holds all game
    w = registry.words("gamemaster.flipop.words_rules_text")
    human = g.human
    if g.flagged:
        r = (1 - human, -1)
        lines = (w[human],)                         # lost_white, lost_black
    else:
        r = g.pos.result()
        lines = end_lines(g.pos, r, w)
    v.title = w[2] if r[0] == B.DRAW else w[3 + r[0]]      # draw, wins_white, wins_black
    v.accent = (255, 200, 0)
    v.lines = lines + (line,)
    v.info = v.info + (("winner", NAMES[r[0]].lower() if r[0] < 2 else "draw"),)
    v.hint = w[5]                                   # new_hint


def end_lines(pos, r, w):
    # the end screen's lines for Position.result() r = (winner, reason):
    # why it ended, and what decided it when not all five balls went off
    lines = (reason_words(pos, r[1], w),)
    if r[1] != 0:
        lines += (w[6] if r[0] == B.DRAW else w[7],)       # equal, fewer
    return lines


def reason_words(pos, reason, w):
    # Position.result()'s reason: 0 all off, 1 stuck, 2 no exit, 3 quiet,
    # 4 move cap, 5 both stuck
    r = pos.rules
    if reason == 0:
        return w[8]                                 # all_off
    if reason == 3:
        return w[9] % r.quiet_limit                 # quiet
    if reason == 2:
        return w[10] % r.exit_depth                 # no_exit
    if reason == 1:
        return w[11 + pos.side]                     # stuck_white, stuck_black
    if reason == 5:
        return w[13]                                # both_stuck
    return w[14] % r.max_plies                      # cap
