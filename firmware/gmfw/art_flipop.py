# Art kind "flipop": the 5x5 board as the player sees it across the table
# (their side at the bottom: turned round when they play Black), with the
# files a-e under it and the ranks 1-5 beside it, as large as the screen
# allows (LARGE: the screen gives it the layout's large_art place).
# A move is drawn so it can be copied onto the board without notation:
# a chain's holes numbered in order (1 = the ball to move; the later holes
# 2, 3, ...), the start green, the holes passed cyan, the destination
# framed in magenta (a loop chain back to its start: 1 over 6 if room),
# the gates it turns red, their turns (if 2+) by the anchor under the
# numbers' line (no two texts closer than a space or a row), and the
# pick countdown as a bar under the board.
# Before the first tap the holes of the balls that can move are tinted.
# Payload: (w, b, g0, g1, path, turned, bar, mark, human) from
# gamemaster.flipop.view_versus.  Shapes are built once; a frame moves balls
# and gates and changes colour indices and texts.  The palette, the files
# and ranks, the gates and a chain's labels (made as a frame needs them,
# freed when it does not) are art_flipop_marks.py, apart so each module
# compiles in a small heap.

import displayio
import vectorio

from gamemaster.flipop.board import EXIT_MASK
from gmfw.art_flipop_marks import COLOURS, axes, counts, gates, numbers, turn_board

LARGE = True
# compiled at boot with the versus mode (gmfw/boot.py MODE_KEPT) and kept
# when the board goes off screen (the ready and end screens): compiled again
# at the next game's first frame it would need ~9 KB beside the display
RESIDENT = True
PICK_STEPS = 12


class Art:
    def __init__(self, layout):
        ax, ay, size = layout.large_art
        # (12: the files' row under the board)
        self.cell = c = max(8, (size - 12 - 4) // 5)
        self.Label = layout.Label
        # (10: the ranks' column left of the board)
        self.group = displayio.Group(x=ax + 10 + (size - 10 - 5 * c) // 2, y=ay)
        p = displayio.Palette(len(COLOURS))
        for i in range(len(COLOURS)):
            p[i] = COLOURS[i]
        self.palette = p
        g = self.group
        g.append(vectorio.Rectangle(pixel_shader=p, width=5 * c, height=5 * c, x=0, y=0,
                                    color_index=0))
        self.dest = vectorio.Rectangle(pixel_shader=p, width=c, height=c, x=0, y=0,
                                       color_index=11)
        self.dest.hidden = True
        g.append(self.dest)
        self.inset = inset = max(2, c // 7)
        self.holes = []
        for h in range(25):
            r = vectorio.Rectangle(pixel_shader=p, width=c - 2 * inset, height=c - 2 * inset,
                                   x=0, y=0, color_index=1)
            self.holes.append(r)
            g.append(r)
        self.balls = []
        for k in range(10):
            r = vectorio.Circle(pixel_shader=p, radius=max(2, c // 4), x=0, y=0,
                                color_index=6 if k < 5 else 7)
            r.hidden = True
            self.balls.append(r)
            g.append(r)
        self.t = max(2, c // 6)
        self.gates = []
        for a in range(16):
            r = vectorio.Rectangle(pixel_shader=p, width=self.t, height=c, x=0, y=0,
                                   color_index=8)
            self.gates.append(r)
            g.append(r)
        axes(self)
        self.bar = vectorio.Rectangle(pixel_shader=p, width=1, height=3, x=0,
                                      y=5 * c + 12 + 1, color_index=10)
        self.bar.hidden = True
        g.append(self.bar)
        self.steps = []             # the path's numbers, made as needed
        self.counts = []            # turns of a gate turned more than once
        self.payload = None
        self.human = -1
        self.dirs = [-1] * 16

    def xy(self, h):
        # top-left pixel of hole h: the player's own rank at the bottom
        x, y = h % 5, h // 5
        if self.human:
            return (4 - x) * self.cell, y * self.cell
        return x * self.cell, (4 - y) * self.cell

    def show(self, payload):
        if payload == self.payload or payload is None:
            return
        self.payload = payload
        w, b, g0, g1, path, turned, bar, mark, human = payload
        if human != self.human:
            turn_board(self, human)
        c = self.cell
        for h in range(25):
            # (COLOURS: a hole, an exit, the move's start and holes, a ball that can move)
            k = 4 if path and h == path[0] else 5 if h in path else 12 if mark >> h & 1 else \
                2 if EXIT_MASK[0] >> h & 1 else 3 if EXIT_MASK[1] >> h & 1 else 1
            r = self.holes[h]
            if r.color_index != k:
                r.color_index = k
        self.dest.hidden = not path
        if path:
            self.dest.x, self.dest.y = self.xy(path[-1])
        numbers(self, path)
        counts(self, turned)
        # balls: White's in the first five circles, Black's in the next
        for k in range(10):
            # the k % 5-th ball of its side (the lowest holes first), hidden when off
            mask = w if k < 5 else b
            for i in range(k % 5):
                mask &= mask - 1
            r = self.balls[k]
            r.hidden = not mask
            if mask:
                h = 0
                while not mask >> h & 1:
                    h += 1
                x, y = self.xy(h)
                r.x, r.y = x + c // 2, y + c // 2
        gates(self, g0, g1, turned, human)
        width = 5 * c * bar // PICK_STEPS
        self.bar.hidden = width <= 0
        if width > 0:
            self.bar.width = width
