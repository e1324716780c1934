# Art kind "flipop": the 5x5 board, rank 5 on top.  Holes, the exits
# tinted, ten balls, the 16 gates as bars from their anchors, the move
# highlighted (its first hole = the ball to move, the holes it goes
# through, the gates it turns in red) and the pick countdown as a bar under
# the board.  Payload: (w, b, g0, g1, path, turned, bar) from
# gamemaster.flipop.master_view.  Every shape is built once; a frame moves
# balls and gates and changes colour indices only.

import displayio
import vectorio

from gamemaster.flipop.board import EXIT_MASK, gate_dir

# palette indices
WOOD, HOLE, EXIT_W, EXIT_B, FROM, TO, WHITE, BLACK, GATE, TURNED, BAR = range(11)
COLOURS = (0x8A6A3C, 0x6B4E2A, 0x808080, 0x303078, 0x00C040, 0x00B0C0, 0xF0F0F0, 0x000000,
           0xFFD040, 0xFF3030, 0x30A0FF)
PICK_STEPS = 12


class Art:
    def __init__(self, layout):
        size = layout.art
        self.cell = c = (size - 6) // 5
        self.group = displayio.Group(x=layout.art_x + (size - 5 * c) // 2, y=layout.art_y)
        pal = displayio.Palette(len(COLOURS))
        for i in range(len(COLOURS)):
            pal[i] = COLOURS[i]
        self.palette = pal
        g = self.group
        g.append(vectorio.Rectangle(pixel_shader=pal, width=5 * c, height=5 * c, x=0, y=0,
                                    color_index=WOOD))
        inset = max(1, c // 8)
        self.holes = []
        for h in range(25):
            x, y = self._xy(h)
            r = vectorio.Rectangle(pixel_shader=pal, width=c - 2 * inset, height=c - 2 * inset,
                                   x=x + inset, y=y + inset, color_index=self._hole_colour(h))
            self.holes.append(r)
            g.append(r)
        rad = max(2, c * 3 // 10)
        self.balls = []
        for k in range(10):
            ball = vectorio.Circle(pixel_shader=pal, radius=rad, x=0, y=0,
                                   color_index=WHITE if k < 5 else BLACK)
            ball.hidden = True
            self.balls.append(ball)
            g.append(ball)
        self.t = t = max(2, c // 6)
        self.gates = []
        for a in range(16):
            r = vectorio.Rectangle(pixel_shader=pal, width=t, height=c, x=0, y=0,
                                   color_index=GATE)
            self.gates.append(r)
            g.append(r)
        self.bar = vectorio.Rectangle(pixel_shader=pal, width=1, height=4, x=0, y=5 * c + 2,
                                      color_index=BAR)
        self.bar.hidden = True
        g.append(self.bar)
        self.payload = None
        self.dirs = [-1] * 16

    def _xy(self, h):
        # top-left pixel of hole h
        return (h % 5) * self.cell, (4 - h // 5) * self.cell

    def _hole_colour(self, h):
        if EXIT_MASK[0] >> h & 1:
            return EXIT_W
        if EXIT_MASK[1] >> h & 1:
            return EXIT_B
        return HOLE

    def show(self, payload):
        if payload == self.payload or payload is None:
            return
        self.payload = payload
        w, b, g0, g1, path, turned, bar = payload
        c = self.cell
        for h in range(25):
            colour = self._hole_colour(h)
            if path and h == path[0]:
                colour = FROM
            elif h in path:
                colour = TO
            hole = self.holes[h]
            if hole.color_index != colour:
                hole.color_index = colour
        # balls: White's in the first five circles, Black's in the next
        for side, mask in ((0, w), (1, b)):
            k = 5 * side
            for h in range(25):
                if mask >> h & 1 and k < 5 * side + 5:
                    x, y = self._xy(h)
                    ball = self.balls[k]
                    ball.x = x + c // 2
                    ball.y = y + c // 2
                    ball.hidden = False
                    k += 1
            while k < 5 * side + 5:
                self.balls[k].hidden = True
                k += 1
        t = self.t
        for a in range(16):
            d = gate_dir(g0, g1, a)
            r = self.gates[a]
            if d != self.dirs[a]:
                self.dirs[a] = d
                # anchor a: the top-right corner of hole (a % 4, a // 4)
                x = (a % 4 + 1) * c
                y = (4 - a // 4) * c
                if d == 0:
                    r.x, r.y, r.width, r.height = x - t // 2, y - c, t, c
                elif d == 1:
                    r.x, r.y, r.width, r.height = x, y - t // 2, c, t
                elif d == 2:
                    r.x, r.y, r.width, r.height = x - t // 2, y, t, c
                else:
                    r.x, r.y, r.width, r.height = x - c, y - t // 2, c, t
            colour = TURNED if a in turned else GATE
            if r.color_index != colour:
                r.color_index = colour
        width = 5 * c * bar // PICK_STEPS
        self.bar.hidden = width <= 0
        if width > 0:
            self.bar.width = width
