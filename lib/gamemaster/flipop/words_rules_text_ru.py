# The words of Flipop's end screen against the device.  Russian (the
# glossary: docs/rules-interpretations.md); words_rules_text_en.py: the ids.
# (The numbers are board.Rules': quiet 60, no_exit 4, cap 300.)
WORDS = (
    "Белые проиграли по времени",       # lost_white
    "Чёрные проиграли по времени",      # lost_black
    "Ничья",                            # draw
    "Победа белых",                     # wins_white
    "Победа чёрных",                    # wins_black
    "нажмите: новая игра",              # new_hint
    "шаров на доске поровну: ничья",    # equal
    "побеждает тот, у кого меньше шаров",       # fewer
    "все пять шаров сняты",             # all_off
    "%d ходов без снятого шара",        # quiet
    "ни один шар не выйдет за %d хода", # no_exit
    "Белым некуда ходить",              # stuck_white
    "Чёрным некуда ходить",             # stuck_black
    "никому некуда ходить",             # both_stuck
    "сыграно %d ходов",                 # cap
)
