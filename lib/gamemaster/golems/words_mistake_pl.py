# A mistake in a Golem Battle drive file (mistake.py: textfmt, cards,
# field.battle_problem, drive.load_battle).  Polish
# (words_mistake_en.py: the ids; the terms: docs/rules-interpretations.md,
# "Golem Battle in Polish, Czech and Russian").
WORDS = (
    "%s: %s",                           # file
    "wiersz %d, kolumna %d: oczekiwano %s, jest %s",  # parse
    "brak pliku (na polu jest golem: %s)",  # missing
    "Czerwony",                         # red
    "Niebieski",                        # blue
    "Żółty",                            # yellow
    "Zielony",                          # green
    "pole (. o # ~ = | c t) lub golem, np. R^ B> Yv G< (także na c lub t)",  # cell
    ("karta akcji (F B L R S X D T), Powtórz 2(..) "
     "/ 3(..) lub Warunek E?(tak,nie) / A?(tak,nie)"),  # slot
    "karta akcji (F B L R S X D T) lub Powtórz 2(..) / 3(..)",  # branch
    "rząd pól (ustawienia przed planszą)",  # grid_first
    "litera golema (R B Y G)",          # golem_letter
    "'size', 'lives' lub rząd pól",     # setting
    "plansza z pól",                    # grid
    "od 2 do 9 rzędów",                 # rows
    "rzędów: %d dla pola %dx%d",        # rows_for
    "pól w rzędzie: %d",                # cells
    "po jednym golemie każdego koloru", # one_each
    "golem %s na polu dla wiersza 'lives'",  # lives_golem
    "0 lub 2 wejścia tunelu (t)",       # mouths
    "najwyżej %d żetonów %s (w pudełku jest %d)",  # box
    "beczek",                           # barrel
    "wody",                             # water
    "ścian",                            # wall
    "liczba %d..%d",                    # number
    "koniec wiersza",                   # end
    "spacja (golem nie stoi na %s)",    # no_standing
    "kierunek (^ > v <) po literze golema",  # facing
    "spacja po golemie",                # after_golem
    "program na %d rzędy",              # program
    "jeden wiersz programu",            # one_line
    "koniec wiersza po %d rzędach",     # end_after
    "spacja między rzędami",            # between
    "%d rzędy (jest %d)",               # slots
    "'(' po liczbie powtórzeń",         # rep_open
    "karta akcji (F B L R S X D T) na Powtórz",  # rep_action
    "')' zamykający Powtórz",           # rep_close
    "akcja lub Powtórz (Warunek nie może zawierać Warunku)",  # no_nesting
    "'(' po Warunku",                   # cond_open
    "',' między dwiema kartami Warunku",  # comma
    "')' zamykający Warunek",           # cond_close
    "brak rzędów",                      # no_rows
    "rzędów: %d",                       # n_rows
    "drugi golem %s",                   # second
    "brak",                             # none
    "żeton numer %d",                   # token
    "pusty plik",                       # empty
    "drugi wiersz",                     # second_line
    "bitwa wymaga 2 do 4 golemów, jest: %d",  # golems
    "oblężenie (zamek c) to dwa golemy, są: %s",  # siege_two
    "oblężenie (zamek c) wymaga golema w zamku i golema poza nim, są: %s %s",  # siege_sides
    "oba w zamku",                      # both_inside
    "oba poza zamkiem",                 # both_outside
    "rząd %d: bonus %s użyty dwa razy", # twice
    "rząd %d: bonus %s teraz niedozwolony",  # not_now
    "%d bonusów użytych, dozwolone najwyżej %d",  # bonuses
    "%d szt. karty '%s', gracz ma %d",  # too_many
    "Jest przeciwnik?",                 # enemy
    "Atak?",                            # attacked
    "Powtórz 2",                        # repeat2
    "Powtórz 3",                        # repeat3
    "Naprzód",                          # forward
    "Wstecz",                           # back
    "Obrót w lewo",                     # turn_left
    "Obrót w prawo",                    # turn_right
    "Stój w miejscu",                   # stand
    "Cios",                             # strike
    "Obrona",                           # defend
    "Weź",                              # take
)
