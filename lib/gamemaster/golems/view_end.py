# Golem Battle's end: the result, why the battle ended, the lives left and
# a tie's recharge.  Loaded by ``master`` while it is on screen
# (``common.VIEWS``; between rounds: ``view_round``), with what its start,
# a tap and the short hold do (``ending``) and its lines (``reason``), apart so
# that each compiles in a small heap on a board.

from gamemaster.golems.ending import begin, can_recharge, enter, press  # noqa: F401 - the phase's moves
from gamemaster import registry
from gamemaster.golems import common, master
from gamemaster.golems.options import COLOURS


def words(m):
    # (what a tap does, what the short hold enters) on a tie: master.hold_entry
    w = WORDS
    choice = (w[0] % m.options.recharge, w[1])      # recharge, draw
    return (w[2] % choice[1 - m.pick], choice[m.pick])      # show


def build(m, v, now):
    w = WORDS
    v.title = w[3]                      # title
    res = m.result()
    if res[0] == "win":
        # the name alone is the big word, so it has one size whoever won
        # ("Yellow wins" was smaller than "Red wins" on a 240x240 screen)
        v.title = w[4]                  # winner
        v.accent = COLOURS[res[1]]
        name = master.WORDS[2 + res[1]]         # the colour's name
        # a language whose longest name is longer than English's (Polish:
        # "Niebieski", "Żółty") pads each to it, so that the word has one
        # size whoever won there too (gmfw.screen Layout.fit sizes a word
        # by its length)
        n = len(max(master.WORDS[2:6], key=len))
        if n > 6:
            pad = n - len(name)
            name = " " * (pad - pad // 2) + name + " " * (pad // 2)
        v.text(name)
        v.ring = ("fill", COLOURS[res[1]])
    else:
        v.text(w[5] if res[0] == "draw" or m.drawn else w[6])      # drawn, tie
        v.ring = ("fill", (255, 255, 255))
    # (``reason`` asked for at its use: a module holding its words as it is
    # loaded, not a copy of its functions from another language)
    reason = common.module("reason")
    v.lines = (reason.line(m), reason.lives(m))
    v.hint = w[7]                       # hint
    if m.can_recharge():
        # the tie's choice, shown before it is taken
        v.lines = v.lines + (w[8] % words(m)[1],)     # take
        v.hint = w[9]                   # tie_hint


# the phase's words in the language in use (docs/architecture.md,
# "Languages"), loaded with its module; the golems' colours are the
# master's (``master.WORDS[2 + colour]``)
WORDS = registry.words("gamemaster.golems.words_view_end")
