# What Flipop against the device says of FLIPOP_RULES.  Czech;
# words_versus_en.py: the ids.
WORDS = (
    "settings.toml FLIPOP_RULES: %s neznámé; použito výchozí",     # unknown
    "FLIPOP_RULES: rovné řetězy chtějí konec quiet nebo stuck",     # straight_exit
)
