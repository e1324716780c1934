# The printed boards' words, in Polish: the terms of "Hydraulik - zasady gry"
# (tura, spasować, murek, zawór, obrót, skrzyżowanie, teleport, rundy
# płynięcia wody); words_boards_en.py: the ids.
WORDS = (
    "Hydraulik",                        # title
    "plansza %d z %d",                  # board_of
    "ziarno zestawu %d",                # seed
    "Gracz: ____________________________",     # player
    "akcje specjalne",                  # actions
    "%s x%d",                           # action_count
    "obrót",                            # rotation
    "skrzyżowanie",                     # crossing_action
    "teleport",                         # teleport
    "Elementy",                         # elements
    "skręcające P-D",                   # curve_right_down
    "skręcające L-D",                   # curve_left_down
    "skręcające G-P",                   # curve_up_right
    "skręcające G-L",                   # curve_up_left
    "proste -",                         # straight_horizontal
    "proste |",                         # straight_vertical
    "skrzyżowanie",                     # crossing
    "W każdej turze narysuj pokazany element na dowolnym pustym polu albo spasuj. Elementów",   # note_1
    "nie obracasz, chyba że skreślisz obrót. Skreśl ikonę za każdą użytą akcję specjalną.",    # note_2
    "Po 12. turze woda wypływa z zaworu, jedno pole na rundę, zgodnie z tabelą 1 zasad.",      # note_3
    "Przepływ kończy się na pustym polu, murku, źle skierowanym elemencie lub krawędzi: odpadasz.",   # note_4
    "Skrzyżowanie woda pokonuje dwa razy; każde drugie przejście daje pozostałym dodatkowe pole.",    # note_5
    "Teleport: dwa końce przyklejone do krawędzi pól; woda wpływa do jednego, wypływa drugim.",  # note_6
    "plansza %d z %d   ziarno zestawu %d   %s",     # footer
)
