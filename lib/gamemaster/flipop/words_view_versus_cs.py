# What Flipop against the device shows in play.  Czech (the glossary:
# docs/rules-interpretations.md); words_view_versus_en.py: the ids.
WORDS = (
    "mimo desku: B %d  Č %d",           # off
    "tvůj čas %s",                      # bank
    "ty: %s",                           # you
    "Přemýšlím...",                     # think
    "tah %d",                           # move
    "zařízení vybírá tah",              # think_hint
    "Můj tah",                          # mine
    "proveď ho na desce",               # make
    "stiskni, až ho provedeš",          # made_hint
    "Vynechávám tah",                   # i_pass
    "nemohu táhnout",                   # i_cannot
    "nic nedělej: jsi na tahu",         # your_turn
    "na tah přijdeš sám",               # pass_hint
    "Tvůj tah",                         # yours
    "%d možný tah: stiskni a uvidíš ho",    # moves_one
    "možné tahy: %d, krátce: nejlepší první",   # moves
    "krátce: ukázat tah",               # show_hint
    "zahraje se za %d s",               # taken_in
    "podrž 1 s: zahrát",                # hold_take
    "krátce: další  podrž 1 s: zahrát", # choose_hint
    "Vynecháváš tah",                   # you_pass
    "nemůžeš táhnout",                  # you_cannot
    "na desce nic nedělej",             # nothing
    "další",                            # next
    "zahrát",                           # take
    "BČ",                               # sides: bílý, černý
    " dv. ",                            # gates: dvířka
    "Flipop, tah %d",                   # where
)
