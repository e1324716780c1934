# What Flipop against the device says of settings.toml's FLIPOP_RULES when
# a game starts (versus.py, only when it finds a problem: asked for then and
# dropped).  English.  One entry a line, its id in the comment
# (docs/architecture.md, "Languages").
WORDS = (
    "settings.toml FLIPOP_RULES: %s unknown; its default used",    # unknown
    "FLIPOP_RULES: straight chains need end quiet or stuck",        # straight_exit
)
