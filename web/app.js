// The page's driver: the firmware's main loop (firmware/gmfw/main.py) with a
// browser for hardware.  It loads the MicroPython VM and the very same
// lib/gamemaster, then once per tick hands Python the button edges and the
// clock (integer ms ticks) and gets back "nothing changed" or a frame to
// draw, a cue to play and a snapshot to keep.  All game logic is Python.

import { loadMicroPython } from "./vendor/micropython.mjs";
import { draw, geometry } from "./render.js";

const TICKS_PERIOD = 2 ** 29; // gamemaster.ticks: ticks wrap like supervisor.ticks_ms
// CircuitPython starts its ticks a minute before they wrap, on purpose, so
// the wrap is met early and often; the page does the same
const TICKS_START = TICKS_PERIOD - 60000;
const TICK_MS = 20; // main.py's LOOP_SLEEP_S: the shortest wait between ticks
const IDLE_TICK_MS = 1000; // the longest (nothing due: a paused game, the ready screen)
// localStorage: the page's NVM (the snapshot), the undo history and the
// address settings the saved game was made with
// (and the saved game's id, for index.html to fetch its code first)
const SAVE_KEYS = { snapshot: "gm.snapshot", undo: "gm.undo", toml: "gm.settings", game: "gm.game" };
const BUTTON_KEYS = new Set([" ", "Enter", "ArrowRight"]);
const ticks = (t) => (Math.floor(t) + TICKS_START) % TICKS_PERIOD; // t: performance.now() or event.timeStamp

// What tests and the figures read (window.gm); nothing here steers the game.
const gm = (window.gm = { ready: false, frames: 0, steps: 0, saves: 0, view: null, ring: null, cues: [], errors: [], said: [],
  wakeLock: "not asked", audio: "not started",
  figures: { press_to_frame_ms: [], press_to_first_change_ms: [], frame_step_ms: [], input_delay_ms: [] } });

const canvas = document.getElementById("screen");
const statusBox = document.getElementById("status");
const button = document.getElementById("button");
const live = document.getElementById("live");
const saveBox = document.getElementById("save-problem");
// the page's words in its language (index.html chose it: the address's
// lang=, the saved game's, or English); a frame in another language (a
// change in the menu) changes them (language())
gm.lang = window.gmLang || "en";
const pageWords = () => window.gmWords[gm.lang] || window.gmWords.en;
button.setAttribute("aria-label", pageWords().button);
statusBox.textContent = pageWords().loading;
function language(lang) {
  if (!lang || lang === gm.lang || !window.gmWords[lang]) return;
  gm.lang = lang;
  document.documentElement.lang = lang;
  button.setAttribute("aria-label", pageWords().button);
}
// ?seed=7&game=golems&turn=30&sound=false&boot=new&ring=16: Python turns
// them into the settings.toml a board would have and checks each value
const addressPairs = () => JSON.stringify([...new URLSearchParams(location.search)]);
const reducedMotion = window.matchMedia("(prefers-reduced-motion: reduce)");

let py = null; // webgm module inside the VM
let vmgc = null;
const edges = []; // [pressed, timestamp ms] since the last tick
let frame = null;
let drawPending = false;

// The device loops every 20 ms (its watchdog and keypad want it); a page on
// a phone should not.  Each step says when the game next changes by itself
// (App.wake_in: the next shown second, a flash, a hold's next zone; 0 =
// every loop, -1 = only the button), and the page sleeps until then.  A
// press ticks at once (edge()), so nothing waits on this.  A countdown
// then costs a step a second instead of fifty.
let timer = null;
function tick() {
  clearTimeout(timer);
  timer = setTimeout(tick, TICK_MS); // kept should the step throw
  const t0 = performance.now();
  const out = py.step(ticks(t0), edges.length ? JSON.stringify(edges.splice(0)) : "");
  const o = JSON.parse(out);
  gm.steps += 1;
  clearTimeout(timer);
  timer = setTimeout(tick, o.wake < 0 ? IDLE_TICK_MS : Math.min(IDLE_TICK_MS, Math.max(TICK_MS, o.wake)));
  const steps = gm.figures.frame_step_ms; // the VM's share of a frame
  if (o.frame && steps.length < 200) steps.push(Math.round((performance.now() - t0) * 10) / 10);
  if (o.save) save(o.save);
  if (o.error) gm.errors.push(o.error);
  if (o.frame) {
    frame = o.frame;
    language(frame.lang);
    gm.view = frame.view;
    speak(frame.say);
    gm.ring = frame.ring;
    gm.frames += 1;
    if (frame.sound) play(frame.view.cue, frame.sound);
    if (!drawPending) {
      drawPending = true;
      requestAnimationFrame(paint);
    }
  }
}

// Every change is saved at once; a save that fails (storage blocked, as in
// some private modes, or full) is on screen at once, saying what it means,
// and stays until a save works again.  Play goes on.
function save(record) {
  try {
    for (const [k, key] of Object.entries(SAVE_KEYS)) localStorage.setItem(key, record[k]);
    gm.saves += 1;
    saveProblem(null);
  } catch (e) {
    saveProblem(e);
  }
}
function saveProblem(e) {
  if (!e) {
    if (gm.saveProblem) saveBox.hidden = true;
    gm.saveProblem = null;
    return;
  }
  const w = pageWords();
  const why = e && e.name === "QuotaExceededError" ? w.full : w.blocked;
  const text = w.notSaved.replace("%s", why);
  if (gm.saveProblem !== text) {
    gm.errors.push("save failed: " + e);
    gm.saveProblem = text;
    saveBox.textContent = text;
    saveBox.hidden = false;
  }
}

// What a screen reader says (a polite live region): the words the VM's
// speech (web/py/speech) found for what changed, once per change.
function speak(text) {
  if (!text) return;
  live.textContent = text;
  gm.spoken = text;
  if (gm.said.length >= 500) gm.said.shift();
  gm.said.push([Math.round(performance.now()), text]);
}

// A browser's largest-contentful-paint sees images and text, never a
// canvas: the first frame's device (the screen in its ring) is also put in
// an image under the canvas, the same pixels covered by them, so the page's
// LCP is the game's first frame, not the loading text.  Gone at the first
// press (LCP stops counting there) or a new size.
const firstImage = document.getElementById("first-frame");
function firstFrameImage(g, dpr) {
  const outer = g.half + g.thick / 2 + 2;
  const x = Math.max(0, Math.floor(g.cx - outer));
  const y = Math.max(0, Math.floor(g.cy - outer));
  const side = Math.ceil(2 * outer);
  const copy = document.createElement("canvas");
  // at most 320 px a side: quick to encode (the image is covered by the canvas)
  copy.width = copy.height = Math.min(320, Math.round(side * dpr));
  copy.getContext("2d").drawImage(canvas, x * dpr, y * dpr, side * dpr, side * dpr, 0, 0, copy.width, copy.height);
  copy.toBlob((blob) => {
    if (!blob || firstImage.dataset.gone) return;
    firstImage.src = URL.createObjectURL(blob);
    Object.assign(firstImage.style, { left: x + "px", top: y + "px", width: side + "px", height: side + "px" });
    firstImage.hidden = false;
  }, "image/webp", 0.9);
}
function dropFirstImage() {
  if (firstImage.dataset.gone) return;
  firstImage.dataset.gone = "1";
  firstImage.hidden = true;
  if (firstImage.src) URL.revokeObjectURL(firstImage.src);
  firstImage.removeAttribute("src");
}

// ``f`` runs once the frame being drawn is painted: a task queued from an
// animation frame callback runs after that frame's rendering
function afterPaint(f) {
  const ch = new MessageChannel();
  ch.port1.onmessage = f;
  ch.port2.postMessage(0);
}

function paint() {
  drawPending = false;
  const t0 = performance.now();
  const dpr = window.devicePixelRatio || 1;
  const w = canvas.clientWidth;
  const h = canvas.clientHeight;
  if (canvas.width !== Math.round(w * dpr) || canvas.height !== Math.round(h * dpr)) {
    canvas.width = Math.round(w * dpr);
    canvas.height = Math.round(h * dpr);
  }
  const ctx = canvas.getContext("2d");
  ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
  gm.contrast = draw(ctx, frame, w, h); // the lowest text and ring contrast drawn
  const low = (gm.contrastMin = gm.contrastMin || { text: Infinity, ring: Infinity });
  low.text = Math.min(low.text, gm.contrast.text);
  low.ring = Math.min(low.ring, gm.contrast.ring);
  gm.geometry = geometry(w, h, frame.ring.length); // where the screen and the ring are, in CSS pixels
  // the page around the ring takes the screen's background (water = blue)
  const bg = frame.view.background;
  document.body.style.background = `rgb(${bg[0]},${bg[1]},${bg[2]})`;
  const now = performance.now();
  if (gm.figures.load_to_first_frame_ms === undefined) {
    gm.figures.load_to_first_frame_ms = Math.round(now);
    performance.measure("gm:first paint", { start: t0, end: now });
    statusBox.style.display = "none";
    const g = gm.geometry;
    afterPaint(() => {
      gm.figures.first_frame_painted_ms = Math.round(performance.now());
      performance.mark("gm:first frame");
      firstFrameImage(g, dpr);
      // the other games' code, then the offline cache, once the game is
      // on screen, not before
      otherGames(gm.mp).then(offlineCache).catch((e) => gm.errors.push(String(e)));
    });
  }
  // an edge's frame on screen: from the event's timestamp to this paint
  const press = pendingPress;
  const release = pendingRelease;
  pendingPress = pendingRelease = null;
  if (press !== null || release !== null) {
    afterPaint(() => {
      const t = performance.now();
      const f = gm.figures;
      const ms = (x) => Math.round((t - x) * 10) / 10;
      if (press !== null && release === null && f.press_to_first_change_ms.length < 200) f.press_to_first_change_ms.push(ms(press));
      if (release !== null && f.press_to_frame_ms.length < 200) f.press_to_frame_ms.push(ms(release));
    });
  }
}

// -- the button: any pointer, space, enter, right arrow, a bare click; one
// logical button
const held = new Set();
let lastEdgeAt = -Infinity; // the last pointer or key edge (a click after it is the same press)
const CLICK_AFTER_EDGE_MS = 1000;
// Each edge steps the game at once, in its handler: the frame it changes
// (the hold feedback on a press, the new turn on a release) is drawn in the
// next animation frame.  The figures: from the edge event's own timestamp to
// the paint showing its frame (afterPaint), for a press (the first visible
// change) and a release (a tap's new turn).
let pendingPress = null;
let pendingRelease = null;
function edge(source, down, timeStamp, step = true) {
  dropFirstImage();
  const before = held.size > 0;
  if (down) held.add(source);
  else held.delete(source);
  const after = held.size > 0;
  if (source !== "click") lastEdgeAt = performance.now();
  if (before === after || !py) return;
  edges.push([after ? 1 : 0, ticks(timeStamp)]);
  // the browser's share before the page sees the edge (input delivery)
  const d = gm.figures.input_delay_ms;
  if (d.length < 200) d.push(Math.round((performance.now() - timeStamp) * 10) / 10);
  if (after) pendingPress = timeStamp;
  else pendingRelease = timeStamp;
  if (step) tick();
}
// the page is one big button (a real, focusable one, for screen readers and
// keyboards); keys count wherever the focus is
button.addEventListener("pointerdown", (e) => {
  e.preventDefault();
  button.focus({ preventScroll: true, focusVisible: false });
  unlockAudio();
  keepAwake();
  edge("p" + e.pointerId, true, e.timeStamp);
});
for (const type of ["pointerup", "pointercancel"]) {
  window.addEventListener(type, (e) => held.has("p" + e.pointerId) && edge("p" + e.pointerId, false, e.timeStamp));
}
window.addEventListener("keydown", (e) => {
  if (!BUTTON_KEYS.has(e.key)) return;
  e.preventDefault();
  unlockAudio();
  keepAwake();
  if (!e.repeat) edge("k" + e.key, true, e.timeStamp);
});
window.addEventListener("keyup", (e) => {
  if (BUTTON_KEYS.has(e.key)) edge("k" + e.key, false, e.timeStamp);
});
// focus lost while held (an alert, another app): the button comes up, so a
// hold never turns into an accidental menu
window.addEventListener("blur", () => {
  for (const s of [...held]) edge(s, false, performance.now());
});
button.addEventListener("contextmenu", (e) => e.preventDefault());
// A click that no pointer or key edge came with (button.click(), what some
// assistive technology sends on activation) is a tap: a press and its
// release at the click's time.  After a pointer's or a key's own edges the
// click is theirs, already counted.
button.addEventListener("click", (e) => {
  e.preventDefault();
  if (held.size || performance.now() - lastEdgeAt < CLICK_AFTER_EDGE_MS) return;
  unlockAudio();
  keepAwake();
  const t = e.timeStamp || performance.now();
  edge("click", true, t, false);
  edge("click", false, t);
});
// closed or hidden (the phone locked, another app): saved this moment
function saveNow() {
  if (!py) return;
  const rec = py.save_now(ticks(performance.now()));
  if (rec) save(JSON.parse(rec));
}
window.addEventListener("pagehide", saveNow);
document.addEventListener("visibilitychange", () => document.visibilityState === "hidden" && saveNow());
window.addEventListener("resize", () => {
  dropFirstImage();
  if (frame) requestAnimationFrame(paint);
});

// -- sound: gmfw/sound.py's cue table, as Web Audio notes
let audio = null;
function unlockAudio() {
  // browsers start audio only from a user gesture
  const Ctx = window.AudioContext || window.webkitAudioContext;
  if (!audio && Ctx) audio = new Ctx();
  if (audio && audio.state === "suspended") audio.resume();
  gm.audio = audio ? "web audio" : "unsupported";
}
function play(name, notes) {
  gm.cues.push(name);
  if (!audio) return;
  let t = audio.currentTime + 0.01;
  for (const [freq, ms] of notes) {
    if (freq) {
      const osc = audio.createOscillator();
      const gain = audio.createGain();
      osc.frequency.value = freq;
      gain.gain.setValueAtTime(0.15, t);
      gain.gain.setTargetAtTime(0, t + ms / 1000 - 0.01, 0.003); // no click at the end
      osc.connect(gain).connect(audio.destination);
      osc.start(t);
      osc.stop(t + ms / 1000);
    }
    t += ms / 1000;
  }
}

// -- the screen stays on (Screen Wake Lock, where the browser has it)
let wakeLock = null;
async function keepAwake() {
  if (!("wakeLock" in navigator)) gm.wakeLock = "unsupported";
  if (wakeLock || !("wakeLock" in navigator) || document.visibilityState !== "visible") return;
  try {
    wakeLock = await navigator.wakeLock.request("screen");
    gm.wakeLock = "held";
    wakeLock.addEventListener("release", () => {
      wakeLock = null; // the tab was hidden: asked again when it is back
      gm.wakeLock = "released";
    });
  } catch (e) {
    wakeLock = null; // refused (battery saver): the game runs anyway
    gm.wakeLock = "refused: " + e.name;
  }
}
document.addEventListener("visibilitychange", keepAwake);

// -- boot: VM, Python files, App (resuming the saved snapshot like a power cut)
// Each stage is a task of its own (the browser paints and answers input in
// between), and each is marked for the performance tools (gm:* user timings).
// (scheduler.yield where the browser has it: the boot goes on ahead of
// other tasks, after input and a paint)
const nextTask = () =>
  window.scheduler && scheduler.yield ? scheduler.yield() : new Promise((r) => setTimeout(r, 0));
async function stage(name, f) {
  await nextTask();
  const t0 = performance.now();
  const out = f();
  performance.measure("gm:" + name, { start: t0, end: performance.now() });
  return out;
}
// python.bin and python-<game>.bin (web/build.py): u32 header length, JSON
// {version, files: [[path, size], ...]}, then the files' bytes: the Python,
// compiled to .mpy, and the drive's files
function unpack(FS, buf) {
  const n = new DataView(buf).getUint32(0, true);
  const head = JSON.parse(new TextDecoder().decode(new Uint8Array(buf, 4, n)));
  let at = 4 + n;
  const dirs = new Set();
  for (const [path, size] of head.files) {
    const dir = path.slice(0, path.lastIndexOf("/"));
    if (!dirs.has(dir)) FS.mkdirTree(dir);
    dirs.add(dir);
    FS.writeFile(path, new Uint8Array(buf, at, size), { canOwn: true }); // no copy: the file is the archive's bytes
    at += size;
  }
  gm.version = head.version;
}
// the archives' bytes by URL, for the offline cache
const archiveBytes = {};
const bytesOf = (url) => (r) => {
  if (!r.ok) throw new Error(`${url}: HTTP ${r.status}`);
  return r.arrayBuffer().then((buf) => (archiveBytes[url] = buf));
};
const fetchBytes = (url) => fetch(url).then(bytesOf(url));
// every game's code but the first's: fetched once the first frame is on
// screen (or at once, should the start need another game's)
let others = null;
function otherGames(mp) {
  if (!others) {
    others = (async () => {
      for (const g of window.gmFirst.games.filter((x) => x !== window.gmFirst.game)) {
        const buf = await fetchBytes(`python-${g}.bin`);
        await stage("unpack " + g, () => unpack(mp.FS, buf));
      }
    })();
  }
  return others;
}
// The offline cache (sw.js): a load from the network puts what it fetched
// into the build's cache itself (the archives it holds, the rest from the
// HTTP cache this load filled), so the service worker's install fetches only
// what is missing (the icons) instead of the whole build a second time.  A
// page the worker served (an older build, maybe) leaves it to the worker.
async function offlineCache() {
  if (!("serviceWorker" in navigator)) return;
  if (!navigator.serviceWorker.controller && window.caches && gm.version) {
    try {
      const cache = await caches.open("gm-" + gm.version);
      for (const [url, buf] of Object.entries(archiveBytes)) {
        await cache.put(url, new Response(buf, { headers: { "Content-Type": "application/octet-stream" } }));
      }
      for (const url of PAGE_FILES) {
        const r = await fetch(url === "./" ? location.href : url, { cache: "force-cache" });
        if (!r.ok) continue;
        if (url === "./") await cache.put("index.html", r.clone()); // the page under both its names
        await cache.put(url, r);
      }
    } catch (e) {
      // storage refused: the worker fetches the build itself
    }
  }
  await navigator.serviceWorker.register("sw.js");
}
const PAGE_FILES = ["./", "app.js", "render.js", "vendor/micropython.mjs", "vendor/micropython.wasm", "manifest.webmanifest", "icon.svg"];

async function boot() {
  const first = window.gmFirst;
  const core = fetchBytes("python.bin");
  const own = first.response.then(bytesOf(`python-${first.game}.bin`));
  const mp = await loadMicroPython({ heapsize: 1024 * 1024, linebuffer: true, stdout: (l) => console.log(l), stderr: (l) => console.warn(l) });
  performance.mark("gm:vm");
  gm.mp = mp;
  const [coreBytes, ownBytes] = await Promise.all([core, own]);
  await stage("unpack", () => unpack(mp.FS, coreBytes));
  await stage("unpack " + first.game, () => unpack(mp.FS, ownBytes));
  // the imports a first frame needs, a few modules a task
  for (const m of IMPORTS) await stage("import " + m, () => mp.pyimport(m));
  py = await stage("import webgm", () => mp.pyimport("webgm"));
  first.games = JSON.parse(py.games());
  vmgc = mp.pyimport("gc");
  const entropy = crypto.getRandomValues(new Uint32Array(1))[0] & 0x7fffffff;
  let saved = {};
  try {
    for (const [k, key] of Object.entries(SAVE_KEYS)) saved[k] = localStorage.getItem(key) || "";
  } catch (e) {
    saved = {};
    saveProblem(e); // private mode: play without saving, and say so now
  }
  await stage("screen", () => py.prepare());
  const start = () => py.start(addressPairs(), JSON.stringify(saved), ticks(performance.now()), entropy, reducedMotion.matches ? 1 : 0);
  if ((await stage("start", start)) === "need games") {
    // not the game index.html guessed (the address's settings won over the
    // saved game): every game's code, then the start again
    await otherGames(mp);
    await stage("start", start);
  }
  reducedMotion.addEventListener("change", () => {
    py.set_reduced(reducedMotion.matches ? 1 : 0);
    tick();
  });
  gm.ready = true;
  // the button has the focus from the start (keys, screen readers); its
  // ring shows only when the keyboard moves the focus (Tab)
  button.focus({ preventScroll: true, focusVisible: false });
  await stage("first step", tick);
  // The port collects garbage only between calls from JS: collect once a
  // second, and keep the heap figures the bench reads.
  setInterval(() => {
    const before = vmgc.mem_alloc();
    vmgc.collect();
    const live = vmgc.mem_alloc();
    gm.figures.vm_heap_peak_alloc_bytes = Math.max(gm.figures.vm_heap_peak_alloc_bytes || 0, before);
    gm.figures.vm_heap_live_bytes = live;
  }, 1000);
  keepAwake();
}
// the modules webgm imports, in an order that loads each once
// (each a task of its own, none long enough to hold up input on a slow phone)
const IMPORTS = ["gamemaster.snapshot", "gamemaster.view", "gamemaster.gestures", "gamemaster.app",
  "gamemaster.settings", "displayio", "gmfw.textlabel", "speech", "gmfw.screen", "gmfw.screen_build"];

// While the VM downloads: the canvas sized and its context and font made,
// so the first frame's paint does not wait for them.
function readyCanvas() {
  const dpr = window.devicePixelRatio || 1;
  canvas.width = Math.round(canvas.clientWidth * dpr);
  canvas.height = Math.round(canvas.clientHeight * dpr);
  const ctx = canvas.getContext("2d");
  ctx.font = `bold ${11 * dpr}px monospace`;
  ctx.measureText("0");
}
readyCanvas();

boot().catch((e) => {
  gm.errors.push(String(e));
  statusBox.textContent = pageWords().noStart + e;
});
