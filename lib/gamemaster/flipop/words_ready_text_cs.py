# The words of Flipop's ready screen against the device.  Czech (the
# glossary: docs/rules-interpretations.md); words_ready_text_en.py: the ids.
WORDS = (
    "Ty: bílý, úroveň %d",              # you_white
    "Ty: černý, úroveň %d",             # you_black
    "Začíná bílý",                      # first
    "tvůj čas %s, +%d s za tah",        # bank
    "stiskni pro start",                # start_hint
    "konec po %d tazích bez odstranění koule",  # end_quiet
    "konec: žádná koule nevyjde do %d tahů",    # end_exit
    "konec, když hráč na tahu nemůže táhnout",  # end_stuck
    "zasažená koule jde kolmo",         # chain_perp
    "zasažená koule jde kamkoli kromě zpět",    # chain_any
    "zasažená koule jde rovně",         # chain_straight
    "poslední koule řetězu: dvířka netřeba",    # last_free
    "poslední koule řetězu: jen dvířky",        # last_gate
    "první koule minulého tahu nesmí zpět",     # reverse_first
    "žádná koule minulého tahu nesmí zpět",     # reverse_chain
    "soupeř smí tah hned obrátit",      # reverse_off
)
