# The printed boards' words, in Czech (the glossary:
# docs/rules-interpretations.md); words_boards_en.py: the ids.
WORDS = (
    "Trubky",                           # title
    "deska %d z %d",                    # board_of
    "semínko sady %d",                  # seed
    "Hráč: ____________________________",      # player
    "zvláštní akce",                    # actions
    "%s x%d",                           # action_count
    "otočení",                          # rotation
    "křížení",                          # crossing_action
    "teleport",                         # teleport
    "Prvky",                            # elements
    "zahnutý P-D",                      # curve_right_down
    "zahnutý L-D",                      # curve_left_down
    "zahnutý N-P",                      # curve_up_right
    "zahnutý N-L",                      # curve_up_left
    "rovný -",                          # straight_horizontal
    "rovný |",                          # straight_vertical
    "křížení",                          # crossing
    "Každý tah nakresli zobrazený prvek do libovolného prázdného pole, nebo pasuj. Prvky se",   # note_1
    "neotáčejí, pokud neškrtneš otočení. Za každou použitou zvláštní akci škrtni jednu ikonu.",  # note_2
    "Po 12. tahu teče voda z ventilu, jedno pole za kolo, podle tabulky 1 pravidel.",            # note_3
    "Zastaví se na prázdném poli, zdi, špatně otočeném prvku nebo okraji: vypadáváš.",           # note_4
    "Křížením projde voda dvakrát; každý druhý průchod dá ostatním hráčům pole navíc.",          # note_5
    "Teleport: dva konce přilepené ke stranám polí; voda vteče jedním a vyteče druhým.",         # note_6
    "deska %d z %d   semínko sady %d   %s",     # footer
)
