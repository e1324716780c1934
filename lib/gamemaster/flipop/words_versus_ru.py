# What Flipop against the device says of FLIPOP_RULES.  Russian;
# words_versus_en.py: the ids.
WORDS = (
    "settings.toml FLIPOP_RULES: %s неизвестно; взято по умолчанию",   # unknown
    "FLIPOP_RULES: прямым цепям нужен конец quiet или stuck",       # straight_exit
)
