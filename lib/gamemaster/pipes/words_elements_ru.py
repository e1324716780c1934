# The seven elements' names (elements.NAMES' order).  Russian.
WORDS = (
    "изогнутый вправо-вниз",            # curve_right_down
    "изогнутый влево-вниз",             # curve_left_down
    "изогнутый вверх-вправо",           # curve_up_right
    "изогнутый вверх-влево",            # curve_up_left
    "прямой горизонтальный",            # straight_horizontal
    "прямой вертикальный",              # straight_vertical
    "перекрёсток",                      # crossing
)
