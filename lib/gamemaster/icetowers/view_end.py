# IceTowers' end screen: why the game ended (called, the time limit, a
# loop or the deadlock) and what to do with the towers (referee_view: how
# the parts are loaded).

from gamemaster.icetowers.referee import BY_CALL, rgb
from gamemaster.icetowers.referee_view import lines, mmss

# Why the game ended (referee.BY_CALL, BY_LOOP, BY_TIME, BY_DROP): the big
# word and the lines, which all end with TAKE.  Pieces still in a hand go
# down and score as one-pyramid towers, whatever ended the game: the text
# says so of the deadlock ("obaj gracze są zobowiązani do odłożenia swoich
# piramidek na stół. Punkty za nie zostają naliczone jak za typowe wieże
# jednoelementowe"), and the rules engine applies it to every end.
ENDS = (("END", "END called\nheld pieces go down, each a lone tower\n"),
        ("LOOP", "set the looped towers aside\nheld pieces go down, each a lone tower\nthen "),
        ("TIME", "time limit reached\nheld pieces go down, each a lone tower\n"),
        ("DROP", "deadlock: all held pieces down\neach counts as a lone tower\n"))
TAKE = "take the towers you cap"


def build(g, v, now):
    v.title = "Game over at " + mmss(g.elapsed_s(now))
    word, text = ENDS[g.reason]
    v.text(word)
    v.lines = lines(text + TAKE)
    v.ring = ("players", tuple(rgb(c) for c in g.sets()))
    v.hint = "tap: count the pips"
    if words(g):
        v.hint = "tap: pips  hold 1 s: withdraw"


def words(g):
    # (what a tap does, what the short hold enters) after an END call,
    # which the hold withdraws (referee.hold_entry); other ends are final
    return ("count the pips", "withdraw END") if g.reason == BY_CALL else None
