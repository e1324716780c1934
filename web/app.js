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
const SAVE_KEYS = { snapshot: "gm.snapshot", undo: "gm.undo", toml: "gm.settings" };
const BUTTON_KEYS = new Set([" ", "Enter", "ArrowRight"]);
const ticks = (t) => (Math.floor(t) + TICKS_START) % TICKS_PERIOD; // t: performance.now() or event.timeStamp

// What tests and the figures read (window.gm); nothing here steers the game.
const gm = (window.gm = { ready: false, frames: 0, steps: 0, saves: 0, view: null, ring: null, cues: [], errors: [],
  wakeLock: "not asked", audio: "not started",
  figures: { press_to_frame_ms: [], frame_step_ms: [], input_delay_ms: [] } });

const canvas = document.getElementById("screen");
const statusBox = document.getElementById("status");
const button = document.getElementById("button");
const live = document.getElementById("live");
const saveBox = document.getElementById("save-problem");
// ?seed=7&game=golems&turn=30&sound=false&boot=new&ring=16: Python turns
// them into the settings.toml a board would have and checks each value
const addressPairs = () => JSON.stringify([...new URLSearchParams(location.search)]);
const reducedMotion = window.matchMedia("(prefers-reduced-motion: reduce)");

let py = null; // webgm module inside the VM
let vmgc = null;
const edges = []; // [pressed, timestamp ms] since the last tick
let frame = null;
let drawPending = false;
let releasedAt = null; // when the last release happened, for press-to-frame

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
    gm.view = frame.view;
    speak(frame.view);
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
  const why = e && e.name === "QuotaExceededError" ? "the browser's storage is full" : "this browser blocks storage";
  const text = `Not saved: ${why}. Play goes on, but a reload or a closed tab loses this game.`;
  if (gm.saveProblem !== text) {
    gm.errors.push("save failed: " + e);
    gm.saveProblem = text;
    saveBox.textContent = text;
    saveBox.hidden = false;
  }
}

// What a screen reader says (a polite live region): the turn and what it
// shows when the screen changes, the clock at every 10 s mark, the notices.
let spoken = "";
let spokenSecond = null;
function speak(v) {
  const facts = (v.info || []).filter(([, x]) => typeof x === "string" && x).map(([k, x]) => `${k.replace("_", " ")} ${x}`);
  const big = v.art && v.art[0] === "text" && v.art[1] !== v.title ? [v.art[1]] : [];
  const main = [v.title, ...big, ...facts, ...(v.lines || []), v.hint].filter((x) => x && String(x).trim()).join(". ");
  const s = v.seconds_left;
  const clock = s === null || s === undefined ? "" : `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")} left`;
  if (main !== spoken) {
    spoken = main;
    spokenSecond = s;
    live.textContent = clock ? `${main}. ${clock}` : main;
  } else if (clock && s !== spokenSecond && s % 10 === 0) {
    spokenSecond = s;
    live.textContent = clock;
  }
  gm.spoken = live.textContent;
}

function paint() {
  drawPending = false;
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
    statusBox.style.display = "none";
  }
  if (releasedAt !== null && gm.figures.press_to_frame_ms.length < 200) {
    gm.figures.press_to_frame_ms.push(Math.round((now - releasedAt) * 10) / 10);
    releasedAt = null;
  }
}

// -- the button: any pointer, space, enter, right arrow; one logical button
const held = new Set();
function edge(source, down, timeStamp) {
  const before = held.size > 0;
  if (down) held.add(source);
  else held.delete(source);
  const after = held.size > 0;
  if (before === after || !py) return;
  edges.push([after ? 1 : 0, ticks(timeStamp)]);
  if (!after) {
    releasedAt = timeStamp;
    // the browser's share before the page sees the release (input delivery)
    const d = gm.figures.input_delay_ms;
    if (d.length < 200) d.push(Math.round((performance.now() - timeStamp) * 10) / 10);
  }
  // a release answers at once (a tap's frame comes within a frame); a press
  // only queues its tick, so the handler returns before the step runs: the
  // edge keeps its own timestamp, and the browser (or a test driver, which
  // waits for each event to be handled) is never held up by a slow step
  if (after) setTimeout(tick, 0);
  else tick();
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
button.addEventListener("click", (e) => e.preventDefault()); // the edges did it
// closed or hidden (the phone locked, another app): saved this moment
function saveNow() {
  if (!py) return;
  const rec = py.save_now(ticks(performance.now()));
  if (rec) save(JSON.parse(rec));
}
window.addEventListener("pagehide", saveNow);
document.addEventListener("visibilitychange", () => document.visibilityState === "hidden" && saveNow());
window.addEventListener("resize", () => frame && requestAnimationFrame(paint));

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
async function boot() {
  const manifest = await (await fetch("manifest.json")).json();
  const [mp, files] = await Promise.all([
    loadMicroPython({ heapsize: 1024 * 1024, linebuffer: true, stdout: (l) => console.log(l), stderr: (l) => console.warn(l) }),
    Promise.all(manifest.vm.map(([url]) => fetch(url).then((r) => {
      if (!r.ok) throw new Error(`${url}: HTTP ${r.status}`);
      return r.arrayBuffer();
    }))),
  ]);
  manifest.vm.forEach(([, path], i) => {
    mp.FS.mkdirTree(path.slice(0, path.lastIndexOf("/")));
    mp.FS.writeFile(path, new Uint8Array(files[i]));
  });
  py = mp.pyimport("webgm");
  vmgc = mp.pyimport("gc");
  const entropy = crypto.getRandomValues(new Uint32Array(1))[0] & 0x7fffffff;
  let saved = {};
  try {
    for (const [k, key] of Object.entries(SAVE_KEYS)) saved[k] = localStorage.getItem(key) || "";
  } catch (e) {
    saved = {};
    saveProblem(e); // private mode: play without saving, and say so now
  }
  py.start(addressPairs(), JSON.stringify(saved), ticks(performance.now()), entropy, reducedMotion.matches ? 1 : 0);
  reducedMotion.addEventListener("change", () => {
    py.set_reduced(reducedMotion.matches ? 1 : 0);
    tick();
  });
  gm.ready = true;
  // the button has the focus from the start (keys, screen readers); its
  // ring shows only when the keyboard moves the focus (Tab)
  button.focus({ preventScroll: true, focusVisible: false });
  tick();
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
  if ("serviceWorker" in navigator) navigator.serviceWorker.register("sw.js").catch(() => {});
}

boot().catch((e) => {
  gm.errors.push(String(e));
  statusBox.textContent = "The game-master could not start: " + e;
});
