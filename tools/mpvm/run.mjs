// Runs Python code on a real MicroPython VM (the WebAssembly port, npm
// @micropython/micropython-webassembly-pyscript) with a HARD heap cap.
//
// Why this file exists: the port's own CLI exits 0 on an uncaught exception,
// its `heapsize` is only the first slice of a heap that grows to 128 MiB, and
// it collects garbage only between calls from JS into Python.  So this runner
//   * blocks WebAssembly memory growth and leaves the C allocator only small
//     walled-in holes (see capHeap), so the MicroPython heap can never add a
//     second slice: the `--heap` bytes are all there is and MemoryError is real;
//   * makes one JS->Python call per test function or per scenario step, so
//     garbage is collected between them as a board would between loop ticks;
//   * reads gc.mem_alloc() before and after a collection at every call
//     boundary and writes the figures (peak allocated, peak live) as JSON;
//   * exits non-zero on any failure and prints "N passed, N failed".
//
// Usage (always wrapped in a timeout by tools/mpvm/__init__.py):
//   node tools/mpvm/run.mjs --heap BYTES [--mount HOST=VMDIR]... [--path VMDIR]...
//        [--preload MOD,MOD...] [--report FILE] [--qstrs] tests MODULE...
//   --qstrs: at every call boundary also read micropython.qstr_info()'s
//   counts (interned names, their pools): stats.boundaries [live, n_pool,
//   n_qstr, pool and data bytes] per boundary, in order
//   node ... step MODULE [JSON_ARGS]     scenario: make(args) -> obj.step()/result()
//   node ... exec FILE                   run a script in one call
//   MPVM_QSTR_DUMP=FILE (environment): at the end, every interned name
//   (micropython.qstr_info(1)'s lines) written to FILE, to see which
//   modules' names a run holds (each is a board's RAM until it resets)

import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const HERE = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(HERE, "..", "..");
const PKG = "@micropython/micropython-webassembly-pyscript/micropython.mjs";

function usage(msg) {
  process.stderr.write(`run.mjs: ${msg}\n`);
  process.exit(2);
}

function parseArgs(argv) {
  const opt = { heap: 0, mounts: [], paths: [], preload: [], report: "", qstrs: false, rest: [] };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const val = () => {
      if (i + 1 >= argv.length) usage(`${a} needs a value`);
      return argv[++i];
    };
    if (a === "--heap") opt.heap = parseInt(val(), 10);
    else if (a === "--mount") {
      const m = val();
      const eq = m.indexOf("=");
      if (eq < 1) usage(`--mount wants HOST=VMDIR, got ${m}`);
      opt.mounts.push([m.slice(0, eq), m.slice(eq + 1)]);
    } else if (a === "--path") opt.paths.push(val());
    else if (a === "--preload") opt.preload = opt.preload.concat(val().split(",").filter((m) => m));
    else if (a === "--report") opt.report = val();
    else if (a === "--qstrs") opt.qstrs = true;
    else if (a.startsWith("--")) usage(`unknown option ${a}`);
    else {
      opt.rest = argv.slice(i);
      break;
    }
  }
  if (!(opt.heap >= MIN_HEAP)) usage(`--heap BYTES (>= ${MIN_HEAP}) is required`);
  if (opt.rest.length === 0) usage("missing command: tests | step | exec");
  return opt;
}

// How the cap holds: the GC adds a heap slice only with one malloc() of at
// least its current total size (py/gc.c gc_try_add_heap), and with growth
// blocked malloc() can only hand out free space already inside the wasm
// memory.  So that space is taken and then given back as HOLE-byte holes,
// each walled in by a held chunk: the glue code's own small allocations
// (source text, argument slots, strings the C side frees) still succeed,
// but no free run is ever long enough for a heap slice.
const HOLE = 4096;
const MIN_HEAP = 4 * HOLE;

function capHeap(M) {
  // Make sure there is room for the holes, growing the memory one last time
  // if the heap took all of it.
  const room = M._malloc(1 << 20);
  if (!room) throw new Error("cannot reserve 1 MiB for the glue code's allocations");
  M._free(room);
  WebAssembly.Memory.prototype.grow = function () {
    throw new RangeError("WebAssembly memory growth is blocked by the heap cap");
  };
  const holes = [];
  let held = 0;
  for (;;) {
    const wall = M._malloc(HOLE);
    if (!wall) break;
    held += HOLE;
    const hole = M._malloc(HOLE);
    if (!hole) break;
    holes.push(hole);
  }
  for (let sz = HOLE; sz >= 8; sz >>= 1) {
    while (M._malloc(sz)) held += sz;
  }
  for (const p of holes) M._free(p);
  const probe = M._malloc(2 * HOLE);
  if (holes.length < 64) throw new Error(`only ${holes.length} holes for the glue code's allocations`);
  if (probe) {
    throw new Error("heap cap not sealed: a free run of 8 KiB is left in the C allocator");
  }
  return { held_bytes: held, hole_bytes: holes.length * HOLE };
}

function copyTree(FS, hostDir, vmDir) {
  FS.mkdirTree(vmDir);
  for (const ent of fs.readdirSync(hostDir, { withFileTypes: true })) {
    if (ent.name === "__pycache__" || ent.name.startsWith(".")) continue;
    const h = path.join(hostDir, ent.name);
    const v = vmDir.replace(/\/$/, "") + "/" + ent.name;
    if (ent.isDirectory()) copyTree(FS, h, v);
    // .py sources, and .txt for a board's drive files (golems/*.txt)
    else if (ent.isFile() && (ent.name.endsWith(".py") || ent.name.endsWith(".mpy") || ent.name.endsWith(".txt"))) {
      FS.writeFile(v, fs.readFileSync(h));
    }
  }
}

async function main() {
  const opt = parseArgs(process.argv.slice(2));
  const realError = console.error;
  // The glue prints a line for every refused growth attempt: that is the cap
  // working, not news.  Everything else goes through.
  console.error = (...args) => {
    const s = String(args[0]);
    if (s.startsWith("growMemory:") || s.startsWith("Failed to grow the heap")) return;
    realError(...args);
  };
  const { loadMicroPython } = await import(path.join(ROOT, "node_modules", PKG));
  let qstrLine = null;
  let dumpLines = null;
  const mp = await loadMicroPython({
    heapsize: opt.heap,
    linebuffer: true,
    stdout: (line) => {
      // qstr_info's line, asked for by a boundary (--qstrs), is read here
      if (qstrLine !== null && line.startsWith("qstr pool:")) qstrLine = line;
      else if (dumpLines !== null) dumpLines.push(line);
      else process.stdout.write(line + "\n");
    },
    stderr: (line) => process.stderr.write(line + "\n"),
  });
  const sealed = capHeap(mp._module);

  for (const [host, vm] of opt.mounts) copyTree(mp.FS, path.resolve(host), vm);
  copyTree(mp.FS, path.join(HERE, "vm"), "/mpvm");
  const paths = ["/mpvm"].concat(opt.paths);
  mp.runPython(
    "import sys\n" + paths.map((p) => `sys.path.append(${JSON.stringify(p)})\n`).join(""),
  );

  const gc = mp.pyimport("gc");
  const stats = {
    heap_cap_bytes: opt.heap,
    c_allocator: sealed,
    calls: 0,
    baseline_alloc_bytes: 0,
    peak_alloc_bytes: 0, // max of gc.mem_alloc() at the end of a call (live + that call's garbage)
    peak_live_bytes: 0, // max of gc.mem_alloc() right after a collection between calls
    memory_error: false,
    passed: 0,
    failed: 0,
    failures: [],
    preloaded: [], // [module, live bytes once it is loaded]
    live_after_preload_bytes: 0,
    boundaries: [], // --qstrs: [live, n_pool, n_qstr, n_str_data_bytes, n_total_bytes] per boundary
  };
  // qstr_info prints, it allocates nothing: read between two calls
  const qstrInfo = opt.qstrs ? mp.pyimport("micropython").qstr_info : null;
  const qstrs = () => {
    qstrLine = "";
    qstrInfo();
    const m = /n_pool=(\d+), n_qstr=(\d+), n_str_data_bytes=(\d+), n_total_bytes=(\d+)/.exec(qstrLine);
    qstrLine = null;
    if (!m) throw new Error("qstr_info printed no counts");
    return m.slice(1).map((x) => parseInt(x, 10));
  };
  const note = (b) => {
    stats.calls += 1;
    if (b > stats.peak_live_bytes) stats.peak_live_bytes = b;
  };
  const noteError = (where, text) => {
    if (/MemoryError/.test(text)) stats.memory_error = true;
    stats.failed += 1;
    stats.failures.push({ where, error: text.trim() });
    process.stdout.write(`FAIL ${where}\n${text.trim()}\n`);
  };

  const h = mp.pyimport("_mpvm_harness");
  // The baseline is the VM plus this harness: what a test or scenario adds
  // on top of it is what it costs.
  gc.collect();
  stats.baseline_alloc_bytes = gc.mem_alloc();
  // Between two calls: what is allocated (live + the call's garbage, as
  // nothing is collected within a call), collect, what is live.  The
  // collection must be called from JS: inside a Python call it is deferred.
  // A harness call first (settle): the collector scans the C stack
  // conservatively, and the glue's frames it passes through keep whatever
  // the last call left in their unused slots; a word there that looked
  // like a pointer kept a module the firmware had dropped alive (up to
  // 7 KB, flipping with nothing but the length of a run's arguments).
  // After the settle call those slots hold its values, which point at
  // nothing the run made.
  const boundary = () => {
    const a = gc.mem_alloc();
    h.settle();
    gc.collect();
    const b = gc.mem_alloc();
    if (a > stats.peak_alloc_bytes) stats.peak_alloc_bytes = a;
    note(b);
    if (qstrInfo) stats.boundaries.push([b].concat(qstrs()));
    return b;
  };
  // Every harness call returns "!" on failure; the text comes from a second
  // call, once the garbage of the failed one has been collected.
  const failedHere = (r) => r === "!";
  const why = () => {
    const text = h.last_error();
    boundary();
    return text;
  };
  const [cmd, ...args] = opt.rest;
  let result = null;
  try {
    // One module per call, dependencies first: on a board the GC frees each
    // module's compile-time garbage as it goes; here only a call boundary can.
    for (const mod of opt.preload) {
      const r = h.preload(mod);
      stats.preloaded.push([mod, boundary()]);
      if (failedHere(r)) {
        noteError(`${mod} (preload)`, why());
        break;
      }
    }
    if (stats.failed) throw new Error("preload failed");
    stats.live_after_preload_bytes = gc.mem_alloc();
    if (cmd === "tests") {
      for (const mod of args) {
        const listed = h.load(mod);
        boundary();
        if (failedHere(listed)) {
          noteError(`${mod} (import)`, why());
          h.unload(mod);
          boundary();
          continue;
        }
        for (const name of listed.split("\n").filter((s) => s)) {
          const r = h.run_test(mod, name);
          boundary();
          if (r) noteError(`${mod}.${name}`, why());
          else stats.passed += 1;
        }
        h.unload(mod);
        boundary();
      }
    } else if (cmd === "step") {
      if (args.length < 1) usage("step MODULE [JSON_ARGS]");
      const made = h.make(args[0], args[1] || "{}");
      boundary();
      if (made) {
        noteError(`${args[0]} (make)`, why());
      } else {
        for (;;) {
          const r = h.step();
          boundary();
          if (r === "") break;
          if (r !== ".") {
            noteError(`${args[0]} (step ${stats.calls})`, why());
            break;
          }
        }
        if (stats.failed === 0) {
          result = h.result();
          boundary();
          if (result === "!") {
            noteError(`${args[0]} (result)`, why());
            result = null;
          } else stats.passed = 1;
        }
      }
    } else if (cmd === "exec") {
      if (args.length !== 1) usage("exec FILE");
      mp.FS.mkdirTree("/exec");
      mp.FS.writeFile("/exec/main.py", fs.readFileSync(args[0]));
      const err = h.exec_file("/exec/main.py");
      boundary();
      if (err) noteError(args[0], why());
      else stats.passed = 1;
    } else {
      usage(`unknown command ${cmd}`);
    }
  } catch (e) {
    // A Python exception escaping the harness itself, or the VM aborting.
    if (!stats.failed) noteError("runner", String((e && (process.env.MPVM_DEBUG ? e.stack : e.message)) || e));
  }
  stats.result = result;
  if (process.env.MPVM_QSTR_DUMP) {
    dumpLines = [];
    mp.pyimport("micropython").qstr_info(1);
    fs.writeFileSync(process.env.MPVM_QSTR_DUMP, dumpLines.join("\n") + "\n");
    dumpLines = null;
  }
  if (result !== null) process.stdout.write(`RESULT ${result}\n`);
  if (opt.report) fs.writeFileSync(opt.report, JSON.stringify(stats, null, 1) + "\n");
  process.stdout.write(
    `heap cap ${opt.heap} B: baseline ${stats.baseline_alloc_bytes} B, ` +
      `peak live ${stats.peak_live_bytes} B, peak allocated ${stats.peak_alloc_bytes} B, ` +
      `${stats.calls} calls${stats.memory_error ? ", MemoryError" : ""}\n`,
  );
  process.stdout.write(`${stats.passed} passed, ${stats.failed} failed\n`);
  process.exit(stats.failed === 0 && (stats.passed > 0 || cmd === "tests") ? 0 : 1);
}

main().catch((e) => {
  process.stderr.write(`run.mjs: ${(e && e.stack) || e}\n`);
  process.exit(3);
});
