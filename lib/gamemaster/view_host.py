# What only the host compares of two ``gamemaster.view.View`` (the tests):
# a board never loads this module, so its code is not held in the heap
# beside the view every frame makes.


def key(view):
    # Everything that affects pixels, as a tuple: equal keys, equal frames.
    return (view.game, view.phase, view.title, view.art, view.seconds_left, view.clock_total,
            view.warning, view.lines, view.accent, view.background, view.ring, view.hint)
