"""Build the web page into a folder of static files, and serve it locally.

    python web/build.py [--out build/web] [--serve] [--port 8000]

The folder holds the page (index.html, app.js, sw.js), the MicroPython
WebAssembly VM from node_modules, and the Python the VM runs: lib/gamemaster
as it is, the firmware's gmfw package (the page uses gmfw/screen.py and the
art modules to draw, sound.py for the cues), the displayio stand-ins and webgm.py from
web/py, and the example Golem files as the page's "drive".  manifest.json
lists the Python files with where they go in the VM's file system; sw.js gets
the list of every file and a content hash (the PNG icons are drawn here), so the service worker caches a
build as a whole and a new build replaces it.
"""

import argparse
import hashlib
import http.server
import json
import os
import shutil
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
WEB = os.path.join(ROOT, "web")
VM_PKG = os.path.join(ROOT, "node_modules", "@micropython", "micropython-webassembly-pyscript")
PAGE_FILES = ("index.html", "app.js", "render.js", "sw.js", "manifest.webmanifest", "icon.svg")
GOLEM_FILES = ("field.txt", "p1.txt", "p2.txt")
ICON_SIZES = (192, 512)   # the PNG icons an installable page needs (manifest.webmanifest)


def icon_png(size):
    """icon.svg's picture as a ``size`` px PNG (bytes), drawn with Pillow:
    the ring of green dashes round a screen showing a blue cross, inside the
    middle 80 % a maskable icon keeps."""
    import io
    from PIL import Image, ImageDraw
    k = size / 64.0 * 0.8               # the SVG's 64 units in the safe zone
    o = size * 0.1
    img = Image.new("RGB", (size, size), (0, 0, 0))
    d = ImageDraw.Draw(img)

    def box(x, y, w, h):
        return [o + x * k, o + y * k, o + (x + w) * k - 1, o + (y + h) * k - 1]
    r = 27 * k
    c = o + 32 * k
    for i in range(12):                 # 12 dashes, as the SVG's dasharray
        a0 = i * 30 - 90
        d.arc([c - r, c - r, c + r, c + r], a0, a0 + 21, fill=(0, 200, 60), width=max(1, round(5 * k)))
    d.rectangle(box(18, 18, 28, 28), fill=(32, 32, 32), outline=(128, 128, 128), width=max(1, round(2 * k)))
    d.rectangle(box(28, 18, 8, 28), fill=(48, 160, 255))
    d.rectangle(box(18, 28, 28, 8), fill=(48, 160, 255))
    out = io.BytesIO()
    img.save(out, "PNG")
    return out.getvalue()


def _python_files():
    """(source path, path inside the VM) for every file the VM needs."""
    out = []
    lib = os.path.join(ROOT, "lib")
    for base, dirs, files in os.walk(os.path.join(lib, "gamemaster")):
        dirs[:] = sorted(d for d in dirs if d != "__pycache__")
        for name in sorted(files):
            if name.endswith(".py"):
                src = os.path.join(base, name)
                out.append((src, "/lib/" + os.path.relpath(src, lib).replace(os.sep, "/")))
    # all of gmfw, so an art module a new game adds is there; the page
    # imports only the drawing and sound ones (the rest needs hardware)
    gmfw = os.path.join(ROOT, "firmware", "gmfw")
    for name in sorted(os.listdir(gmfw)):
        if name.endswith(".py"):
            out.append((os.path.join(gmfw, name), "/lib/gmfw/" + name))
    py = os.path.join(WEB, "py")
    for base, dirs, files in os.walk(py):
        dirs[:] = sorted(d for d in dirs if d != "__pycache__")
        for name in sorted(files):
            if name.endswith(".py"):
                src = os.path.join(base, name)
                out.append((src, "/lib/" + os.path.relpath(src, py).replace(os.sep, "/")))
    for name in GOLEM_FILES:
        out.append((os.path.join(ROOT, "examples", "golems", name), "/drive/golems/" + name))
    return out


def build(out_dir):
    """Write the page into ``out_dir`` (emptied first); returns the manifest."""
    if not os.path.isfile(os.path.join(VM_PKG, "micropython.mjs")):
        sys.exit("the MicroPython VM is missing: run `make setup` (npm ci) first")
    if os.path.isdir(out_dir):
        shutil.rmtree(out_dir)
    os.makedirs(out_dir)
    digest = hashlib.sha256()
    urls = []

    def put(src, url):
        dst = os.path.join(out_dir, url)
        os.makedirs(os.path.dirname(dst), exist_ok=True)
        with open(src, "rb") as f:
            data = f.read()
        with open(dst, "wb") as f:
            f.write(data)
        digest.update(url.encode() + b"\0" + data)
        urls.append(url)

    for name in ("micropython.mjs", "micropython.wasm"):
        put(os.path.join(VM_PKG, name), "vendor/" + name)
    vm = []
    for src, vm_path in _python_files():
        url = "py" + vm_path
        put(src, url)
        vm.append([url, vm_path])
    for name in PAGE_FILES:
        if name != "sw.js":
            put(os.path.join(WEB, name), name)
    for size in ICON_SIZES:
        src = os.path.join(out_dir, "icon-%d.png.tmp" % size)
        with open(src, "wb") as f:
            f.write(icon_png(size))
        put(src, "icon-%d.png" % size)
        os.remove(src)
    version = digest.hexdigest()[:16]
    manifest = {"version": version, "vm": vm}
    with open(os.path.join(out_dir, "manifest.json"), "w") as f:
        json.dump(manifest, f, indent=0)
    urls.append("manifest.json")
    with open(os.path.join(WEB, "sw.js")) as f:
        sw = f.read()
    sw = sw.replace("__VERSION__", version)
    sw = sw.replace('"__FILES__"', json.dumps(["./"] + sorted(urls)))
    with open(os.path.join(out_dir, "sw.js"), "w") as f:
        f.write(sw)
    return manifest


class _Handler(http.server.SimpleHTTPRequestHandler):
    extensions_map = dict(http.server.SimpleHTTPRequestHandler.extensions_map)
    extensions_map.update({".mjs": "text/javascript", ".js": "text/javascript",
                           ".wasm": "application/wasm", ".py": "text/plain",
                           ".webmanifest": "application/manifest+json", ".svg": "image/svg+xml"})

    def end_headers(self):
        # the service worker does the caching; the server always revalidates
        self.send_header("Cache-Control", "no-cache")
        super().end_headers()

    def log_message(self, fmt, *args):
        if os.environ.get("GM_WEB_LOG"):
            super().log_message(fmt, *args)


def make_server(out_dir, port=0):
    """An HTTP server for ``out_dir`` on 127.0.0.1 only (port 0 = any free)."""
    def handler(*a, **kw):
        return _Handler(*a, directory=out_dir, **kw)
    return http.server.ThreadingHTTPServer(("127.0.0.1", port), handler)


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", default=os.path.join(ROOT, "build", "web"))
    ap.add_argument("--serve", action="store_true", help="serve the folder on 127.0.0.1")
    ap.add_argument("--port", type=int, default=8000)
    args = ap.parse_args(argv)
    manifest = build(args.out)
    print("built %s (version %s, %d Python files)"
          % (args.out, manifest["version"], len(manifest["vm"])))
    if args.serve:
        server = make_server(args.out, args.port)
        print("serving the game-master page: open http://127.0.0.1:%d/  (Ctrl-C stops)"
              % server.server_address[1], flush=True)
        try:
            server.serve_forever()
        except KeyboardInterrupt:
            pass


if __name__ == "__main__":
    main()
