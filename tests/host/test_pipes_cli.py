"""``python -m host_sim pipes``: flow on the hand-made boards, printable
boards, simulation."""
import glob
import json
import os
import subprocess
import sys

from host_sim import cli_pipes

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
DATA = os.path.join(ROOT, "tests", "data", "pipes")


def _expected(path):
    with open(path, encoding="utf-8") as f:
        for line in f:
            if line.startswith("; expect "):
                return json.loads(line[len("; expect "):])
    raise AssertionError("%s has no '; expect' line" % path)


def test_flow_on_every_hand_made_board(capsys):
    paths = sorted(glob.glob(os.path.join(DATA, "*.txt")))
    assert len(paths) >= 9
    reasons = set()
    for path in paths:
        assert cli_pipes.main(["flow", path]) == 0
        got = json.loads(capsys.readouterr().out)
        assert got == _expected(path), path
        reasons.add(got["end"]["reason"])
    assert reasons == {"empty", "wall", "blocked", "edge", "valve"}


def test_flow_through_the_real_entry_point():
    path = os.path.join(DATA, "double_crossings_to_wall.txt")
    env = dict(os.environ, PYTHONPATH=os.pathsep.join([os.path.join(ROOT, "lib"), ROOT]))
    out = subprocess.run([sys.executable, "-m", "host_sim", "pipes", "flow", path], cwd=ROOT,
                         env=env, capture_output=True, text=True, check=True).stdout
    assert json.loads(out) == _expected(path)


def test_flow_reports_bad_files(tmp_path, capsys):
    bad = tmp_path / "bad.txt"
    bad.write_text(">.\n.x\n")
    assert cli_pipes.main(["flow", str(bad)]) == 1             # a mistake inside the file
    err = capsys.readouterr().err
    assert "line 2, column 2: expected one of" in err and "got 'x'" in err
    assert cli_pipes.main(["flow", str(tmp_path / "missing.txt")]) == 2


def test_boards_pdf(tmp_path, capsys):
    out = tmp_path / "boards.pdf"
    txt = tmp_path / "boards.txt"
    assert cli_pipes.main(["boards", "--count", "3", "--seed", "9", "--out", str(out),
                           "--text", str(txt)]) == 0
    data = out.read_bytes()
    assert data.startswith(b"%PDF-")
    assert data.count(b"/Type /Page\n") + data.count(b"/Type /Page ") >= 3 or \
        data.count(b"/Type /Page") - data.count(b"/Type /Pages") == 3
    boards = txt.read_text().split("\n\n")
    assert len([b for b in boards if b.strip()]) == 3
    # the same seed prints the same set
    again = tmp_path / "again.pdf"
    cli_pipes.main(["boards", "--count", "3", "--seed", "9", "--out", str(again)])
    assert again.read_bytes() == data


def test_boards_svg_and_png(tmp_path):
    assert cli_pipes.main(["boards", "--count", "2", "--seed", "1",
                           "--out", str(tmp_path / "b.svg")]) == 0
    svg = (tmp_path / "b-1.svg").read_text()
    assert svg.startswith("<svg") and "board 1 of 2" in svg and "special actions" in svg
    assert (tmp_path / "b-2.svg").exists()
    assert cli_pipes.main(["boards", "--count", "1", "--seed", "1", "--format", "png",
                           "--dpi", "40", "--out", str(tmp_path / "b.png")]) == 0
    from PIL import Image
    img = Image.open(tmp_path / "b.png")
    assert img.size == (int(210 * 40 / 25.4), int(297 * 40 / 25.4))
    assert img.convert("L").getextrema()[0] < 50          # something was drawn


def test_boards_refuses_impossible_sets(capsys):
    assert cli_pipes.main(["boards", "--count", "2", "--rows", "4", "--cols", "4",
                           "--walls", "40", "--out", "/dev/null"]) == 2
    assert capsys.readouterr().err == ("pipes boards: 4x4 boards have room for 4 walls "
                                       "(4 near the valve, 0 farther), not 40: lower --walls\n")


def test_small_boards_work_with_the_defaults_or_say_which_option_to_change(tmp_path, capsys):
    # the help says rows/cols 4..20: the default walls scale to the board
    txt = tmp_path / "b.txt"
    for extra in ([], ["--walls", "3"]):
        assert cli_pipes.main(["boards", "--rows", "7", "--cols", "7", "--count", "2",
                               "--out", str(tmp_path / "b.pdf"), "--text", str(txt)] + extra) == 0
        assert "7x7 walls=%d near=%d" % ((3, 3) if extra else (5, 5)) in txt.read_text()
    capsys.readouterr()
    # both given and impossible: one line naming the option to change
    for cmd in (["boards", "--out", str(tmp_path / "c.pdf")], ["simulate", "--games", "1"]):
        assert cli_pipes.main(cmd + ["--rows", "7", "--cols", "7", "--walls", "10",
                                     "--near-walls", "2"]) == 2
        err = capsys.readouterr().err
        assert err == ("pipes %s: 7x7 boards have no field more than 3 from the valve, so every "
                       "wall is near it: set --near-walls to --walls (10)\n" % cmd[0])
    assert cli_pipes.main(["simulate", "--rows", "7", "--cols", "7", "--games", "2",
                           "--players", "2"]) == 0
    assert "boards: 7x7 walls=5 near=5" in capsys.readouterr().out


def test_simulate(tmp_path, capsys):
    js = tmp_path / "st.json"
    assert cli_pipes.main(["simulate", "--players", "3", "--games", "12", "--seed", "2",
                           "--bot", "planner,random", "--json", str(js)]) == 0
    text = capsys.readouterr().out
    assert "eliminations by cause" in text and "wins by seat" in text
    st = json.loads(js.read_text())
    assert st["games"] == 12
    assert sum(int(k) * v for k, v in st["winners_per_game"].items()) == sum(st["wins_by_seat"])
    assert st["illegal_moves"] == 0
    assert st["wins_by_bot"]["planner"] > st["wins_by_bot"].get("random", 0)
    outs = sum(v for k, v in st["eliminations_by_cause"].items() if not k.startswith("still"))
    assert outs >= 12 * 2
    assert cli_pipes.main(["simulate", "--bot", "nobody"]) == 2


def test_flow_reads_one_board_of_a_set_written_by_boards(tmp_path):
    import json as _json
    import subprocess
    import sys as _sys
    text = tmp_path / "set.txt"
    pdf = tmp_path / "set.pdf"
    cmd = [_sys.executable, "-m", "host_sim", "pipes"]
    subprocess.run(cmd + ["boards", "--count", "3", "--seed", "5", "--out", str(pdf), "--text", str(text)],
                   check=True, capture_output=True)
    r = subprocess.run(cmd + ["flow", str(text)], capture_output=True, text=True)
    assert r.returncode == 2 and "holds 3 boards" in r.stderr and "--board N" in r.stderr
    for n in (1, 2, 3):
        r = subprocess.run(cmd + ["flow", str(text), "--board", str(n)], capture_output=True, text=True)
        assert r.returncode == 0, r.stderr
        out = _json.loads(r.stdout)
        # an undrawn board: the water stops at the (empty) outlet field in round 1
        assert out["filled"] == [] and out["end"] == {"round": 1, "reason": "empty"}


def test_boards_into_a_missing_folder_is_a_message_not_a_traceback(tmp_path, capsys):
    # issue 13 item 6: `pipes boards --out nodir/x.pdf` ended in a traceback
    out = tmp_path / "nodir" / "x.pdf"
    assert cli_pipes.main(["boards", "--count", "2", "--seed", "1", "--out", str(out)]) == 2
    err = capsys.readouterr().err
    assert "no folder" in err and "nodir" in err and not out.exists()


def test_boards_in_each_language_carry_its_words_in_an_embedded_font_with_every_glyph(tmp_path, capsys):
    # issue 39: reportlab's standard Helvetica has no ł, ř or ж: beyond English
    # the PDF embeds DejaVu Sans, and every character of the words has a
    # glyph in it; English stays Helvetica
    from reportlab.pdfbase.ttfonts import TTFont

    from host_sim import pipes_print
    font = pipes_print.unicode_font()
    assert not isinstance(font, str), font
    faces = [TTFont("DejaVuSans%d" % i, path) for i, path in enumerate(font)]
    for lang in ("pl", "cs", "ru"):
        words = pipes_print.words(lang)
        text = "".join(words)
        for face in faces:
            lacking = sorted(set(c for c in text if ord(c) not in face.face.charToGlyph))
            assert not lacking, (lang, face.face.name, lacking)
        out = tmp_path / ("boards-%s.pdf" % lang)
        assert cli_pipes.main(["boards", "--count", "2", "--seed", "5", "--out", str(out),
                               "--lang", lang]) == 0
        data = out.read_bytes()
        assert b"/FontFile2" in data and b"DejaVuSans" in data, lang      # embedded TrueType
        assert words[0] != pipes_print.words("en")[0]               # its own name: Hydraulik
    out = tmp_path / "boards-en.pdf"
    assert cli_pipes.main(["boards", "--count", "1", "--seed", "5", "--out", str(out)]) == 0
    assert b"Helvetica" in out.read_bytes() and b"DejaVu" not in out.read_bytes()
    capsys.readouterr()


def test_boards_beyond_english_without_their_font_say_which_package_in_one_line(tmp_path, capsys,
                                                                               monkeypatch):
    from host_sim import pipes_print
    monkeypatch.setattr(pipes_print, "FONT_DIR", str(tmp_path / "nowhere"))
    out = tmp_path / "b.pdf"
    assert cli_pipes.main(["boards", "--count", "1", "--out", str(out), "--lang", "pl"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "fonts-dejavu-core" in err and not out.exists(), err
    # an SVG names the font and leaves the letters to the viewer's: no TTF needed
    svg = tmp_path / "b.svg"
    assert cli_pipes.main(["boards", "--count", "1", "--out", str(svg), "--lang", "ru"]) == 0
    assert "Трубы" in svg.read_text(encoding="utf-8")
