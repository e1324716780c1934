# IceTowers' end screen: why the game ended (called, the time limit, a
# loop or the deadlock) and what to do with the towers (referee_view: how
# the parts are loaded).

from gamemaster import registry
from gamemaster.icetowers.referee import BY_CALL, rgb
from gamemaster.icetowers.referee_view import lines, mmss

# Why the game ended (referee.BY_CALL, BY_LOOP, BY_TIME, BY_DROP): the big
# word and the lines (WORDS 1-8, two a reason), which all end with take
# (WORDS[9]).  Pieces still in a hand go
# down and score as one-pyramid towers, whatever ended the game: the text
# says so of the deadlock ("obaj gracze są zobowiązani do odłożenia swoich
# piramidek na stół. Punkty za nie zostają naliczone jak za typowe wieże
# jednoelementowe"), and the rules engine applies it to every end.
WORDS = registry.words("gamemaster.icetowers.words_view_end")


def build(g, v, now):
    w = WORDS
    v.title = w[0] % mmss(g.elapsed_s(now))                     # title
    v.text(w[1 + 2 * g.reason])                                 # end, loop, time, drop
    v.lines = lines(w[2 + 2 * g.reason] + w[9])                 # their lines, take
    v.ring = ("players", tuple(rgb(c) for c in g.sets()))
    v.hint = w[10]                                              # hint
    if words(g):
        v.hint = w[11]                                          # hint_withdraw


def words(g):
    # (what a tap does, what the short hold enters) after an END call,
    # which the hold withdraws (referee.hold_entry); other ends are final
    return (WORDS[12], WORDS[13]) if g.reason == BY_CALL else None     # count, withdraw
