# The problems of settings.toml.  Czech (words_problems_en.py: the ids and
# the rules).
WORDS = (
    "settings.toml, řádek %d: %s",      # line
    "tabulky jako %s nejsou podporovány; klíče za ní se čtou dál",        # table
    "očekáváno KLÍČ = hodnota",         # no_equals
    "chybný název klíče %r",            # bad_key
    "%s: chybí hodnota",                # no_value
    "%s: text za uzavírací uvozovkou",  # after_quote
    "%s: řetězec nemá uzavírací uvozovku",             # no_quote
    '%s: očekáván "řetězec", celé číslo, true nebo false (je %s)',       # bad_value
    "%s je nastaven znovu (hodnota z řádku %d je nahrazena)",     # again
    "neznámý klíč %s (ignorován)",      # unknown
    "%s musí být %s; použito %r",       # must_be
    "celé číslo %d..%d",                # integer
    " nebo ",                           # or
    "true nebo false",                  # bool
    "jedno z ",                         # one_of
    "řetězec o nejvýše %d znacích",     # string
    '"%d celých čísel %d..%d oddělených čárkami"',     # ints
    " (ne samé nuly)",                  # not_zero
    "%s; použity výchozí hodnoty",      # unreadable
    "settings.toml: binární data, ne text; použity výchozí hodnoty",     # binary
    "%s: příliš velký (více než %d bajtů)",      # too_large
    "%s: binární data, ne text (nulový bajt na pozici %d)",     # zero_byte
    "%s: není text v UTF-8 (bajt 0x%02x na pozici %d)",     # not_utf8
)
