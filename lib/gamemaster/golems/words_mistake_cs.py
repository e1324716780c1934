# A mistake in a Golem Battle drive file (mistake.py: textfmt, cards,
# field.battle_problem, drive.load_battle).  Czech
# (words_mistake_en.py: the ids; the terms: docs/rules-interpretations.md,
# "Golem Battle in Polish, Czech and Russian").
WORDS = (
    "%s: %s",                           # file
    "řádek %d, sloupec %d: čekáno %s, nalezeno %s",  # parse
    "chybí soubor (na poli je golem: %s)",  # missing
    "Červený",                          # red
    "Modrý",                            # blue
    "Žlutý",                            # yellow
    "Zelený",                           # green
    "políčko (. o # ~ = | c t) nebo golem, např. R^ B> Yv G< (i na c nebo t)",  # cell
    ("karta akce (F B L R S X D T), Opakuj 2(..) / "
     "3(..) nebo Podmínka E?(ano,ne) / A?(ano,ne)"),  # slot
    "karta akce (F B L R S X D T) nebo Opakuj 2(..) / 3(..)",  # branch
    "řada políček (nastavení před polem)",  # grid_first
    "písmeno golema (R B Y G)",         # golem_letter
    "'size', 'lives' nebo řada políček",  # setting
    "pole z políček",                   # grid
    "2 až 9 řad",                       # rows
    "řad: %d pro pole %dx%d",           # rows_for
    "políček v řadě: %d",               # cells
    "po jednom golemovi každé barvy",   # one_each
    "golem %s na poli pro řádek 'lives'",  # lives_golem
    "0 nebo 2 vchody chodby (t)",       # mouths
    "nejvýš %d žetonů %s (v krabici je %d)",  # box
    "sudů",                             # barrel
    "vody",                             # water
    "zdí",                              # wall
    "číslo %d..%d",                     # number
    "konec řádku",                      # end
    "mezera (golem nestojí na %s)",     # no_standing
    "směr (^ > v <) po písmenu golema", # facing
    "mezera po golemovi",               # after_golem
    "program na %d řady",               # program
    "jeden řádek programu",             # one_line
    "konec řádku po %d řadách",         # end_after
    "mezera mezi řadami",               # between
    "%d řady (je jich %d)",             # slots
    "'(' po počtu opakování",           # rep_open
    "karta akce (F B L R S X D T) na Opakuj",  # rep_action
    "')' uzavírající Opakuj",           # rep_close
    "akce nebo Opakuj (Podmínka nemůže obsahovat Podmínku)",  # no_nesting
    "'(' po Podmínce",                  # cond_open
    "',' mezi dvěma kartami Podmínky",  # comma
    "')' uzavírající Podmínku",         # cond_close
    "žádné řady",                       # no_rows
    "řad: %d",                          # n_rows
    "druhý golem %s",                   # second
    "žádný",                            # none
    "žeton číslo %d",                   # token
    "prázdný soubor",                   # empty
    "druhý řádek",                      # second_line
    "bitva potřebuje 2 až 4 golemy, nalezeno: %d",  # golems
    "obležení (hrad c) jsou dva golemové, nalezeno: %s",  # siege_two
    "obležení (hrad c) potřebuje golema na hradě a jednoho venku, nalezeno: %s %s",  # siege_sides
    "oba na hradě",                     # both_inside
    "oba venku",                        # both_outside
    "řada %d: bonus %s použit dvakrát", # twice
    "řada %d: bonus %s teď není povolen",  # not_now
    "%d bonusů použito, povoleno nejvýš %d",  # bonuses
    "%d ks karty '%s', hráč má %d",     # too_many
    "Je tu soupeř?",                    # enemy
    "Napadení?",                        # attacked
    "Opakuj 2",                         # repeat2
    "Opakuj 3",                         # repeat3
    "Vpřed",                            # forward
    "Vzad",                             # back
    "Otočení vlevo",                    # turn_left
    "Otočení vpravo",                   # turn_right
    "Stát na místě",                    # stand
    "Rána",                             # strike
    "Obrana",                           # defend
    "Vzít",                             # take
)
