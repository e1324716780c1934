# The words of Flipop's ready screen against the device.  Russian (the
# glossary: docs/rules-interpretations.md); words_ready_text_en.py: the ids.
# (end_exit's "%d хода": the depth is 4, board.Rules.)
WORDS = (
    "Вы: белые, уровень %d",            # you_white
    "Вы: чёрные, уровень %d",           # you_black
    "Первыми ходят белые",              # first
    "ваше время %s, +%d с за ход",      # bank
    "нажмите, чтобы начать",            # start_hint
    "конец после %d ходов без снятого шара",    # end_quiet
    "конец: шарам не выйти за %d хода", # end_exit
    "конец, когда ходящему некуда ходить",      # end_stuck
    "задетый шар уходит под прямым углом",      # chain_perp
    "задетый шар идёт куда угодно, не назад",   # chain_any
    "задетый шар идёт прямо",           # chain_straight
    "последнему шару цепи дверца не нужна",     # last_free
    "последнему шару цепи нужна дверца",        # last_gate
    "первый шар хода нельзя сразу вернуть",     # reverse_first
    "шары хода нельзя сразу вернуть",   # reverse_chain
    "ход можно сразу сыграть обратно",  # reverse_off
)
