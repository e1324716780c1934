# Why a Flipop game ended, in words: the versus end screen.  Loaded for
# one call and dropped (view_versus._words): play never holds it.  Apart
# from the ready screen's words (ready_text.py): the end screen holds the
# board picture, so what compiles there is kept small.

from gamemaster.flipop import board as B
from gamemaster.flipop.master import NAMES


def over(g, v, line):
    # the end screen (view_versus): who won, why, the balls off (``line``);
    # here, not in view_versus, which a board holds all game
    human = g.human
    if g.flagged:
        r = (1 - human, -1)
        lines = ("%s lost on time" % NAMES[human],)
    else:
        r = g.pos.result()
        lines = end_lines(g.pos, r)
    v.title = "Draw" if r[0] == B.DRAW else "%s wins" % NAMES[r[0]]
    v.accent = (255, 200, 0)
    v.lines = lines + (line,)
    v.info = v.info + (("winner", NAMES[r[0]].lower() if r[0] < 2 else "draw"),)
    v.hint = "press: new game"


def end_lines(pos, r):
    # the end screen's lines for Position.result() r = (winner, reason):
    # why it ended, and what decided it when not all five balls went off
    lines = (reason_words(pos, r[1]),)
    if r[1] != 0:
        lines += ("equal balls on the board: a draw" if r[0] == B.DRAW else
                  "fewer balls on the board wins",)
    return lines


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
