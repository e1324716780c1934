// Draws a frame on the canvas: the device's 240x240 screen from the display
// list the firmware's own Screen built inside the VM (web/py/webgm.py), and
// the NeoPixel ring around it from gamemaster.ring's colours.  Nothing here
// knows a game: pictures arrive as rectangles and labels.

export const SCREEN = 240; // the firmware's square layout (TFT Gizmo)
const GLYPH_W = 6; // terminalio.FONT: 6x12 pixel glyphs
const GLYPH_H = 12;

const hex = (c) => "#" + (c >>> 0).toString(16).padStart(6, "0");
const rgb = (c) => `rgb(${c[0]},${c[1]},${c[2]})`;

// Where the screen and the ring go on a w x h canvas (CSS pixels).
export function geometry(w, h) {
  // the ring clears the screen's corners (half its diagonal, 0.41 of the
  // side) for any number of pixels, and fits inside the window (0.49)
  const side = Math.min(w, h);
  const screen = Math.floor(side * 0.58);
  return {
    cx: w / 2, cy: h / 2, screen,
    x0: Math.round((w - screen) / 2), y0: Math.round((h - screen) / 2),
    ringR: side * 0.46, led: side * 0.028,
  };
}

// A label as adafruit_display_text places it: the text's box (widest line
// x lines) put so that anchor_point of the box sits on anchored_position.
function label(ctx, [, x, y, ax, ay, scale, color, text, spacing]) {
  const lines = text.split("\n");
  const cw = GLYPH_W * scale;
  const lh = GLYPH_H * scale * spacing;
  const width = Math.max(...lines.map((l) => l.length)) * cw;
  const height = lh * (lines.length - 1) + GLYPH_H * scale;
  const left = x - ax * width;
  const top = y - ay * height;
  ctx.fillStyle = hex(color);
  ctx.font = `bold ${11 * scale}px monospace`;
  ctx.textAlign = "center";
  ctx.textBaseline = "middle";
  lines.forEach((line, i) => {
    // glyph by glyph on the 6-pixel grid, so widths match the device's font
    for (let j = 0; j < line.length; j++) {
      if (line[j] !== " ") ctx.fillText(line[j], left + j * cw + cw / 2, top + i * lh + (GLYPH_H * scale) / 2);
    }
  });
}

// One drawing function per display-list item (web/py/webgm.py display_list).
const SHAPES = {
  r: (ctx, [, x, y, w, h, c]) => {
    ctx.fillStyle = hex(c);
    ctx.fillRect(x, y, w, h);
  },
  c: (ctx, [, x, y, r, c]) => {
    ctx.fillStyle = hex(c);
    ctx.beginPath();
    ctx.arc(x, y, r, 0, 2 * Math.PI);
    ctx.fill();
  },
  p: (ctx, [, x, y, points, c]) => {
    ctx.fillStyle = hex(c);
    ctx.beginPath();
    points.forEach(([px, py], i) => (i ? ctx.lineTo(x + px, y + py) : ctx.moveTo(x + px, y + py)));
    ctx.closePath();
    ctx.fill();
  },
  t: label,
};

export function draw(ctx, frame, w, h) {
  const g = geometry(w, h);
  ctx.clearRect(0, 0, w, h);
  // the ring: index 0 at 12 o'clock, clockwise (gamemaster.ring's order)
  const n = frame.ring.length;
  frame.ring.forEach((c, i) => {
    const a = (2 * Math.PI * i) / n - Math.PI / 2;
    const x = g.cx + g.ringR * Math.cos(a);
    const y = g.cy + g.ringR * Math.sin(a);
    const lit = c[0] + c[1] + c[2] > 0;
    ctx.beginPath();
    ctx.arc(x, y, g.led, 0, 2 * Math.PI);
    ctx.fillStyle = lit ? rgb(c) : "#141414";
    ctx.shadowColor = lit ? rgb(c) : "transparent";
    ctx.shadowBlur = lit ? g.led * 1.5 : 0;
    ctx.fill();
    ctx.shadowBlur = 0;
    ctx.lineWidth = 1;
    ctx.strokeStyle = "#333";
    ctx.stroke();
  });
  // the screen, with a bezel
  ctx.fillStyle = "#222";
  ctx.fillRect(g.x0 - 4, g.y0 - 4, g.screen + 8, g.screen + 8);
  ctx.save();
  ctx.translate(g.x0, g.y0);
  ctx.scale(g.screen / SCREEN, g.screen / SCREEN);
  ctx.beginPath();
  ctx.rect(0, 0, SCREEN, SCREEN);
  ctx.clip();
  ctx.fillStyle = "#000";
  ctx.fillRect(0, 0, SCREEN, SCREEN);
  for (const op of frame.draw) SHAPES[op[0]](ctx, op);
  ctx.restore();
}
