// Draws a frame on the canvas: the device's 240x240 screen from the display
// list the firmware's own Screen built inside the VM (web/py/webgm.py), and
// the NeoPixel ring around it from gamemaster.ring's colours.  Nothing here
// knows a game: pictures arrive as rectangles and labels.

export const SCREEN = 240; // the firmware's square layout (TFT Gizmo)
const GLYPH_W = 6; // terminalio.FONT: 6x12 pixel glyphs
const GLYPH_H = 12;

const hex = (c) => "#" + (c >>> 0).toString(16).padStart(6, "0");
const rgb = (c) => `rgb(${c[0]},${c[1]},${c[2]})`;

// Where the screen and the ring go on a w x h canvas (CSS pixels): the
// screen takes GAME_AREA of the window's short side, whatever its
// orientation, and the ring's pixels run round it on a dark bezel, as
// segments of a rounded frame (pixel 0 at 12 o'clock, clockwise), so the
// ring needs no room beyond the screen's edges.
export const GAME_AREA = 0.92;
export function geometry(w, h, n = 12) {
  const side = Math.min(w, h);
  const screen = Math.floor(side * GAME_AREA);
  const x0 = Math.round((w - screen) / 2);
  const y0 = Math.round((h - screen) / 2);
  const margin = (side - screen) / 2; // between the screen and the window's edge
  const track = margin * 0.5; // the ring's centre line, this far out from the screen
  const thick = margin * 0.62; // a ring pixel's width across the frame
  const half = screen / 2 + track;
  const corner = track * 2;
  // the frame's centre line: a rounded square, walked from 12 o'clock
  const straight = 2 * (half - corner);
  const arc = (Math.PI / 2) * corner;
  const perimeter = 4 * straight + 4 * arc;
  const cx = w / 2;
  const cy = h / 2;
  const k = half - corner;
  const line = (x0_, y0_, x1, y1) => [Math.hypot(x1 - x0_, y1 - y0_), (t) => [x0_ + (x1 - x0_) * t, y0_ + (y1 - y0_) * t]];
  const bend = (ox, oy, a0) => [arc, (t) => [ox + corner * Math.cos(a0 + (t * Math.PI) / 2), oy + corner * Math.sin(a0 + (t * Math.PI) / 2)]];
  const pieces = [
    line(cx, cy - half, cx + k, cy - half), bend(cx + k, cy - k, -Math.PI / 2),
    line(cx + half, cy - k, cx + half, cy + k), bend(cx + k, cy + k, 0),
    line(cx + k, cy + half, cx - k, cy + half), bend(cx - k, cy + k, Math.PI / 2),
    line(cx - half, cy + k, cx - half, cy - k), bend(cx - k, cy - k, Math.PI),
    line(cx - k, cy - half, cx, cy - half),
  ];
  const at = (s) => {
    s = ((s % perimeter) + perimeter) % perimeter;
    for (const [len, f] of pieces) {
      if (s <= len) return f(len ? s / len : 0);
      s -= len;
    }
    return [cx, cy - half];
  };
  const step = perimeter / Math.max(1, n);
  const leds = [];
  for (let i = 0; i < n; i++) leds.push(at(i * step));
  return { cx, cy, screen, x0, y0, side, margin, track, thick, half, corner, perimeter, step,
    segment: Math.min(step * 0.62, step - thick), leds, at };
}

// -- contrast (WCAG 2): what the page draws is checked against what it is
// drawn on, and a colour too close to it is lifted towards white or black
const lin = (v) => {
  v /= 255;
  return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
};
export const luminance = ([r, g, b]) => 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
export function contrast(a, b) {
  const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p);
  return (x + 0.05) / (y + 0.05);
}
const split = (c) => [(c >> 16) & 255, (c >> 8) & 255, c & 255];
// ``c`` mixed towards white (or black, on a light ground) until it stands
// ``ratio`` against ``bg``; its hue is kept as far as that allows
export function legible(c, bg, ratio) {
  if (contrast(c, bg) >= ratio) return c;
  const to = luminance(bg) > 0.18 ? 0 : 255;
  for (let t = 0.05; t < 1; t += 0.05) {
    const m = c.map((v) => Math.round(v + (to - v) * t));
    if (contrast(m, bg) >= ratio) return m;
  }
  return [to, to, to];
}
export const TEXT_CONTRAST = 4.5;
export const RING_CONTRAST = 3;
const BEZEL = [0, 0, 0]; // what the ring's pixels sit on
const UNLIT = [40, 40, 40]; // a dark ring pixel, visible on the bezel
// a NeoPixel this faint (a count's background) reads as off
const isLit = (c) => Math.max(c[0], c[1], c[2]) >= 48;

// The colours drawn under a box: the rectangles drawn before it that it
// meets (one that covers the whole box hides what lay under it), else the
// screen's background.  A label is measured against these, not the
// screen's background alone: a number on a coloured tile (the ready
// screen's "1" on red) was lifted towards white against the black screen
// and read 1.20:1 on its tile.
export function under(box, drawn, bg) {
  const [x, y, w, h] = box;
  let out = [bg];
  for (const [rx, ry, rw, rh, c] of drawn) {
    if (rx >= x + w || x >= rx + rw || ry >= y + h || y >= ry + rh) continue;
    if (rx <= x && ry <= y && rx + rw >= x + w && ry + rh >= y + h) out = [c];
    else out.push(c);
  }
  return out;
}

// A label as adafruit_display_text places it: the text's box (widest line
// x lines) put so that anchor_point of the box sits on anchored_position.
function label(ctx, [, x, y, ax, ay, scale, color, text, spacing], bg, seen, drawn) {
  const lines = text.split("\n");
  const cw = GLYPH_W * scale;
  const lh = GLYPH_H * scale * spacing;
  const width = Math.max(...lines.map((l) => l.length)) * cw;
  const height = lh * (lines.length - 1) + GLYPH_H * scale;
  const left = x - ax * width;
  const top = y - ay * height;
  const grounds = under([left, top, width, height], drawn, bg);
  let c = split(color);
  for (const g of grounds) c = legible(c, g, TEXT_CONTRAST);
  for (const g of grounds) seen.text = Math.min(seen.text, contrast(c, g));
  ctx.fillStyle = rgb(c);
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
  r: (ctx, [, x, y, w, h, c], bg, seen, drawn) => {
    ctx.fillStyle = hex(c);
    ctx.fillRect(x, y, w, h);
    drawn.push([x, y, w, h, split(c)]);
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

// Draws ``frame``; returns the lowest contrast of its text against what is
// drawn under it and of its lit ring pixels against the bezel, as drawn.
export function draw(ctx, frame, w, h) {
  const g = geometry(w, h, frame.ring.length);
  const bg = frame.view.background;
  const seen = { text: Infinity, ring: Infinity };
  ctx.clearRect(0, 0, w, h);
  // the bezel: a dark rounded frame under the ring, so a lit pixel stands
  // out whatever the page's colour (the water round's blue)
  ctx.fillStyle = rgb(BEZEL);
  const outer = g.half + g.thick / 2 + 2;
  ctx.beginPath();
  ctx.roundRect(g.cx - outer, g.cy - outer, 2 * outer, 2 * outer, g.corner + g.thick / 2 + 2);
  ctx.fill();
  // the ring: segments of the frame, index 0 at 12 o'clock, clockwise
  ctx.lineCap = "round";
  ctx.lineWidth = g.thick;
  frame.ring.forEach((c, i) => {
    const lit = isLit(c);
    // a lit pixel stands 3:1 on the bezel; a faint one (a count's
    // background, the water flash's dim half) glows over an off pixel
    const col = lit ? legible(c, BEZEL, RING_CONTRAST) : UNLIT.map((u, j) => Math.min(255, u + c[j]));
    if (lit) seen.ring = Math.min(seen.ring, contrast(col, BEZEL));
    const s0 = i * g.step - g.segment / 2 + g.thick / 2;
    const s1 = i * g.step + g.segment / 2 - g.thick / 2;
    ctx.beginPath();
    for (let k = 0; k <= 8; k++) {
      const [x, y] = g.at(s0 + ((s1 - s0) * k) / 8);
      if (k) ctx.lineTo(x, y);
      else ctx.moveTo(x, y);
    }
    ctx.strokeStyle = rgb(col);
    ctx.stroke();
  });
  // the screen
  ctx.save();
  ctx.translate(g.x0, g.y0);
  ctx.scale(g.screen / SCREEN, g.screen / SCREEN);
  ctx.beginPath();
  ctx.rect(0, 0, SCREEN, SCREEN);
  ctx.clip();
  ctx.fillStyle = rgb(bg);
  ctx.fillRect(0, 0, SCREEN, SCREEN);
  const drawn = []; // the rectangles drawn so far, for the labels over them
  for (const op of frame.draw) SHAPES[op[0]](ctx, op, bg, seen, drawn);
  ctx.restore();
  return seen;
}
