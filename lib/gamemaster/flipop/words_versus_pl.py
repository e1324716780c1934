# What Flipop against the device says of FLIPOP_RULES.  Polish;
# words_versus_en.py: the ids.
WORDS = (
    "settings.toml FLIPOP_RULES: %s nieznane; użyto domyślnego",   # unknown
    "FLIPOP_RULES: proste łańcuchy wymagają końca quiet lub stuck", # straight_exit
)
