# The problems of settings.toml.  Polish (words_problems_en.py: the ids and
# the rules; "musi być" takes the narzędnik: liczbą, jednym z, napisem).
WORDS = (
    "settings.toml, wiersz %d: %s",     # line
    "tabele jak %s nie są obsługiwane; klucze po niej są czytane",        # table
    "oczekiwano KLUCZ = wartość",       # no_equals
    "zła nazwa klucza %r",              # bad_key
    "%s: brak wartości",                # no_value
    "%s: tekst po cudzysłowie zamykającym",            # after_quote
    "%s: napis bez cudzysłowu zamykającego",           # no_quote
    '%s: oczekiwano "napisu", liczby całkowitej, true lub false (jest %s)',    # bad_value
    "%s ustawiony ponownie (wartość z wiersza %d zastąpiona)",    # again
    "nieznany klucz %s (pominięty)",    # unknown
    "%s musi być %s; używam %r",        # must_be
    "liczbą całkowitą %d..%d",          # integer
    " lub ",                            # or
    "true lub false",                   # bool
    "jednym z ",                        # one_of
    "napisem o najwyżej %d znakach",    # string
    '"%d liczb całkowitych %d..%d rozdzielonych przecinkami"',    # ints
    " (nie same zera)",                 # not_zero
    "%s; używam domyślnych",            # unreadable
    "settings.toml: dane binarne, nie tekst; używam domyślnych",  # binary
    "%s: za duży (ponad %d bajtów)",   # too_large
    "%s: dane binarne, nie tekst (bajt zerowy na pozycji %d)",  # zero_byte
    "%s: to nie tekst UTF-8 (bajt 0x%02x na pozycji %d)",  # not_utf8
)
