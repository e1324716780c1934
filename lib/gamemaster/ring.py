# The ring renderer: a view's ``ring`` spec -> one (r, g, b) per pixel.
#
# Pure so it can be tested for every ring size (10, 12, 16, 24) without LEDs.
# Index 0 of the result is the pixel at 12 o'clock and indices go clockwise;
# the firmware maps that onto the physical ring with the profile's ``first``
# and ``clockwise`` (see ``physical_order``).  Brightness is applied by the
# NeoPixel driver, not here.
#
# Specs (first item = mode):
#
# ``("off",)``                          all dark
# ``("fill", rgb)``                     all one colour
# ``("count", done, total, rgb, bg)``   ``done`` of ``total`` steps lit, clockwise
#                                       from 12 o'clock; a ring with fewer
#                                       pixels than steps shows the fraction with
#                                       a partly lit last pixel; unlit pixels get
#                                       ``bg``
# ``("energy", value, total, rgb)``     like count, without background
# ``("players", (rgb, ...))``           the ring split into equal arcs, one per player
# ``("hold", permille, rgb, base)``     hold feedback: ``permille``/1000 of the ring
#                                       in ``rgb`` over the ``base`` spec
# ``("marker", index, count, rgb, bg)`` one arc of ``count`` arcs lit (menu position)
# ``("split", a, at, argb, b, bt, brgb, bg)`` two halves, each a count: the first
#                                       (12 -> 6 o'clock) ``a`` of ``at``, the second
#                                       (6 -> 12 o'clock) ``b`` of ``bt`` (two clocks)

OFF = (0, 0, 0)


def _count(n, done, total, rgb, bg):
    out = [bg] * n
    if total <= 0:
        return out
    if done >= total:
        return [rgb] * n
    if done <= 0:
        return out
    # lit amount in 1/256 pixel units
    amount = (done * n * 256) // total
    full = amount // 256
    part = amount % 256
    for i in range(full):
        out[i] = rgb
    if part and full < n:
        # partial pixel: blend between bg and rgb so the fraction reads as
        # "more than the last full pixel, less than the next"
        out[full] = (
            (bg[0] * (256 - part) + rgb[0] * part) // 256,
            (bg[1] * (256 - part) + rgb[1] * part) // 256,
            (bg[2] * (256 - part) + rgb[2] * part) // 256,
        )
    return out


def render(spec, n):
    mode = spec[0]
    if mode == "off":
        return [OFF] * n
    if mode == "fill":
        return [spec[1]] * n
    if mode == "count":
        return _count(n, spec[1], spec[2], spec[3], spec[4] if len(spec) > 4 else OFF)
    if mode == "energy":
        return _count(n, spec[1], spec[2], spec[3], OFF)
    if mode == "players":
        colours = spec[1]
        k = len(colours)
        if k == 0:
            return [OFF] * n
        return [colours[(i * k) // n] for i in range(n)]
    if mode == "marker":
        index, count, rgb, bg = spec[1], spec[2], spec[3], spec[4]
        out = [bg] * n
        for i in range(n):
            if (i * count) // n == index:
                out[i] = rgb
        return out
    if mode == "split":
        h = n // 2
        return (_count(h, spec[1], spec[2], spec[3], spec[7])
                + _count(n - h, spec[4], spec[5], spec[6], spec[7]))
    if mode == "hold":
        base = render(spec[3], n)
        lit = (spec[1] * n + 999) // 1000
        for i in range(min(lit, n)):
            base[i] = spec[2]
        return base
    raise ValueError("unknown ring mode %r" % (mode,))


def physical_order(logical, first, clockwise):
    """Reorder a 12-o'clock-first clockwise list onto the LED indices."""
    n = len(logical)
    out = [OFF] * n
    for i in range(n):
        j = (first + i) % n if clockwise else (first - i) % n
        out[j] = logical[i]
    return out
