"""``python -m host_sim deploy`` into fake CIRCUITPY folders.

The bundles here are small hand-made images (written with the real
``bundle.write_zip``) so these tests do not depend on the firmware; the
end-to-end deploy of a real bundle is in test_bundle.py.
"""

import os

import pytest

from host_sim import bundle, deploy

BOOT_OUT = ("Adafruit CircuitPython {v}.2.1 on 2024-11-20; Adafruit Circuit Playground Bluefruit with nRF52840\n"
            "Board ID:circuitplayground_bluefruit\n"
            "UID:0123456789ABCDEF\n")


def _make_zip(dist, cp, marker):
    stage = dist.parent / ("stage-%d" % cp)
    files = {
        "code.py": "print('code %s')\n" % marker,
        "gmfw/__init__.py": "",
        "gmfw/main.py": "X = %r\n" % marker,
        "lib/gamemaster/__init__.py": "",
        "lib/gamemaster/view.py": "V = 1\n",
        "lib/neopixel.py": "N = 1\n",
        "boards/__init__.py": "",
        "settings.toml.example": "# GM_GAME = \"pipes\"\n",
        "BUNDLE.txt": "cp%d %s\n" % (cp, marker),
    }
    for rel, text in files.items():
        path = stage / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text)
    dist.mkdir(exist_ok=True)
    bundle.write_zip(str(stage), str(dist / ("%s-cp%d.zip" % (bundle.NAME, cp))), "%s-cp%d" % (bundle.NAME, cp))
    return files


@pytest.fixture
def dist(tmp_path):
    d = tmp_path / "dist"
    _make_zip(d, 9, "nine")
    _make_zip(d, 10, "ten")
    return d


def _drive(tmp_path, version=9, name="CIRCUITPY"):
    drive = tmp_path / name
    drive.mkdir()
    (drive / "boot_out.txt").write_text(BOOT_OUT.format(v=version))
    return drive


def _tree(drive):
    out = {}
    for dirpath, _, filenames in os.walk(drive):
        for name in filenames:
            path = os.path.join(dirpath, name)
            out[os.path.relpath(path, drive).replace(os.sep, "/")] = open(path).read()
    return out


def test_refuses_a_folder_that_is_not_a_circuitpython_drive(tmp_path, dist):
    home = tmp_path / "home"
    home.mkdir()
    (home / "notes.txt").write_text("mine")
    with pytest.raises(deploy.DeployError, match="no boot_out.txt, so it is not a CircuitPython drive"):
        deploy.deploy(str(home), dist_dir=str(dist))
    assert _tree(home) == {"notes.txt": "mine"}
    with pytest.raises(deploy.DeployError, match="is not a folder"):
        deploy.deploy(str(tmp_path / "missing"), dist_dir=str(dist))


def test_refuses_boot_out_without_a_version_and_unsupported_versions(tmp_path, dist):
    drive = tmp_path / "D"
    drive.mkdir()
    (drive / "boot_out.txt").write_text("hello\n")
    with pytest.raises(deploy.DeployError, match="expected a first line"):
        deploy.deploy(str(drive), dist_dir=str(dist))
    old = _drive(tmp_path, version=8, name="OLD")
    with pytest.raises(deploy.DeployError, match="runs CircuitPython 8; bundles exist for 9.x, 10.x"):
        deploy.deploy(str(old), dist_dir=str(dist))
    assert sorted(_tree(old)) == ["boot_out.txt"]


@pytest.mark.parametrize("version,marker", [(9, "nine"), (10, "ten")])
def test_picks_the_image_for_the_drives_circuitpython_version(tmp_path, dist, version, marker):
    drive = _drive(tmp_path, version)
    deploy.deploy(str(drive), dist_dir=str(dist))
    tree = _tree(drive)
    assert tree["code.py"] == "print('code %s')\n" % marker
    assert tree["BUNDLE.txt"] == "cp%d %s\n" % (version, marker)
    assert tree["lib/gamemaster/view.py"] == "V = 1\n"
    assert tree["settings.toml"] == tree["settings.toml.example"]
    assert not [p for p in tree if p.endswith(".tmp")]


def test_code_py_is_written_last_and_only_changed_files_are_written(tmp_path, dist, monkeypatch):
    drive = _drive(tmp_path)
    written = []
    real = deploy.write_file

    def recording(d, path, data):
        written.append(path)
        real(d, path, data)

    monkeypatch.setattr(deploy, "write_file", recording)
    deploy.deploy(str(drive), dist_dir=str(dist))
    assert written[-1] == "code.py"
    assert written.count("code.py") == 1
    assert len(written) == 10          # 9 image files + settings.toml from the example
    written.clear()
    deploy.deploy(str(drive), dist_dir=str(dist))
    assert written == []               # nothing changed: the board is not restarted at all
    (drive / "gmfw" / "main.py").write_text("edited on the board\n")
    deploy.deploy(str(drive), dist_dir=str(dist))
    assert written == ["gmfw/main.py"]


def test_keeps_the_users_settings_and_installs_the_example_beside_it(tmp_path, dist):
    drive = _drive(tmp_path)
    (drive / "settings.toml").write_text('GM_GAME = "golems"\nCIRCUITPY_WIFI_SSID = "home"\n')
    actions = deploy.deploy(str(drive), dist_dir=str(dist))
    tree = _tree(drive)
    assert tree["settings.toml"] == 'GM_GAME = "golems"\nCIRCUITPY_WIFI_SSID = "home"\n'
    assert tree["settings.toml.example"] == '# GM_GAME = "pipes"\n'
    assert ("keep", "settings.toml", None, "yours: never overwritten") in actions


def test_dry_run_lists_everything_and_writes_nothing(tmp_path, dist, capsys):
    drive = _drive(tmp_path)
    (drive / "lib" / "gamemaster").mkdir(parents=True)
    (drive / "lib" / "gamemaster" / "old.py").write_text("gone from the bundle\n")
    before = _tree(drive)
    assert deploy.main(["CIRCUITPY=%s" % drive, "--dry-run", "--bundle",
                        str(dist / ("%s-cp9.zip" % bundle.NAME))]) == 0
    out = capsys.readouterr().out
    assert _tree(drive) == before
    assert "would copy CircuitPython 9.x image" in out
    assert "would write settings.toml" in out
    assert "would write lib/gamemaster/view.py, 6 bytes" in out
    assert out.strip().splitlines()[-2].startswith("would write code.py")
    assert "stale lib/gamemaster/old.py (no longer in the bundle; --clean removes it)" in out
    assert "board circuitplayground_bluefruit -> profile boards/cpb_tft_gizmo.py" in out


def test_clean_removes_stale_files_only_inside_our_folders(tmp_path, dist):
    drive = _drive(tmp_path)
    (drive / "gmfw").mkdir()
    (drive / "gmfw" / "old.py").write_text("x")
    (drive / "lib").mkdir()
    (drive / "lib" / "other_lib.py").write_text("user's")
    (drive / "photo.bmp").write_text("user's")
    deploy.deploy(str(drive), dist_dir=str(dist), clean=True)
    tree = _tree(drive)
    assert "gmfw/old.py" not in tree
    assert tree["lib/other_lib.py"] == "user's"
    assert tree["photo.bmp"] == "user's"


def test_refuses_when_the_drive_is_too_full(tmp_path, dist, monkeypatch):
    drive = _drive(tmp_path)
    monkeypatch.setattr(deploy, "_free_bytes", lambda d: 10)
    with pytest.raises(deploy.DeployError, match="not enough room on .*: \\d+ bytes to write, 10 free"):
        deploy.deploy(str(drive), dist_dir=str(dist))
    assert sorted(_tree(drive)) == ["boot_out.txt"]


def test_main_reports_errors_with_exit_codes(tmp_path, dist, capsys, monkeypatch):
    monkeypatch.delenv("CIRCUITPY", raising=False)
    assert deploy.main([]) == 2
    assert "say where the drive is" in capsys.readouterr().err
    plain = tmp_path / "plain"
    plain.mkdir()
    assert deploy.main(["--drive", str(plain)]) == 1
    assert "not a CircuitPython drive" in capsys.readouterr().err
    drive = _drive(tmp_path, version=10)
    assert deploy.main(["--drive", str(drive), "--bundle", str(dist / ("%s-cp10.zip" % bundle.NAME))]) == 0
    assert "done: 10 files written, 0 unchanged" in capsys.readouterr().out
    # the drive from the environment, as docs/hardware.md's "CIRCUITPY=/path ..." reads
    monkeypatch.setenv("CIRCUITPY", str(drive))
    assert deploy.main(["--bundle", str(dist / ("%s-cp10.zip" % bundle.NAME))]) == 0
    assert "done: 0 files written" in capsys.readouterr().out       # the same drive, found


def test_rejects_a_zip_that_is_not_a_bundle(tmp_path):
    stage = tmp_path / "s"
    stage.mkdir()
    (stage / "readme.txt").write_text("x")
    bundle.write_zip(str(stage), str(tmp_path / "x.zip"), "x")
    drive = _drive(tmp_path)
    with pytest.raises(deploy.DeployError, match="has no code.py"):
        deploy.deploy(str(drive), zip_path=str(tmp_path / "x.zip"))


def test_an_mpy_image_removes_the_old_py_that_would_shadow_it(tmp_path):
    # CircuitPython imports X.py before X.mpy: an old gmfw/main.py on the
    # drive would run instead of the image's gmfw/main.mpy
    drive = tmp_path / "CIRCUITPY"
    (drive / "gmfw").mkdir(parents=True)
    (drive / "boot_out.txt").write_text(BOOT_OUT.format(v=10))
    (drive / "gmfw" / "main.py").write_text("OLD = 1\n")
    (drive / "gmfw" / "sound.py").write_text("S = 1\n")           # no .mpy for it: kept
    stage = tmp_path / "stage"
    files = {"code.py": "import gmfw.main\n", "gmfw/__init__.mpy": "M", "gmfw/main.mpy": "M6",
             "settings.toml.example": "\n", "BUNDLE.txt": "mpy\n"}
    for rel, text in files.items():
        (stage / rel).parent.mkdir(parents=True, exist_ok=True)
        (stage / rel).write_text(text)
    zip_path = tmp_path / "image.zip"
    bundle.write_zip(str(stage), str(zip_path), "img")
    plan = deploy.deploy(str(drive), zip_path=str(zip_path), dry_run=True)
    assert ("remove", "gmfw/main.py", None, "the .mpy replaces it") in plan
    assert os.path.exists(drive / "gmfw" / "main.py")                  # a dry run touches nothing
    deploy.deploy(str(drive), zip_path=str(zip_path), clean=True)
    assert not os.path.exists(drive / "gmfw" / "main.py")
    assert (drive / "gmfw" / "main.mpy").read_text() == "M6"
    assert not os.path.exists(drive / "gmfw" / "sound.py")            # --clean: stale, removed


def test_a_boot_out_without_a_board_id_says_how_the_profile_is_picked(tmp_path, dist):
    import io
    drive = tmp_path / "NOID"
    drive.mkdir()
    (drive / "boot_out.txt").write_text(BOOT_OUT.format(v=10).replace(
        "Board ID:circuitplayground_bluefruit\n", ""))
    out = io.StringIO()
    deploy.deploy(str(drive), dist_dir=str(dist), out=out)
    assert "boot_out.txt names no Board ID; the firmware picks its profile" in out.getvalue()


# -- nothing lands outside the drive (issue 35) -------------------------------
def _tree_all(root):
    # every file under ``root`` with its bytes (links listed, not followed)
    out = {}
    for dirpath, dirnames, filenames in os.walk(root):
        for name in filenames + [d for d in dirnames if os.path.islink(os.path.join(dirpath, d))]:
            path = os.path.join(dirpath, name)
            rel = os.path.relpath(path, root)
            out[rel] = os.readlink(path) if os.path.islink(path) else open(path, "rb").read()
    return out


def _evil_zip(path, names, link=None):
    import stat
    import zipfile
    with zipfile.ZipFile(path, "w") as zf:
        zf.writestr("gm/code.py", "print('x')\n")
        for name in names:
            zf.writestr(name, "owned\n")
        if link:
            info = zipfile.ZipInfo("gm/" + link)
            info.external_attr = (stat.S_IFLNK | 0o777) << 16
            zf.writestr(info, "/etc/passwd")
    return path


@pytest.mark.parametrize("names,link", [
    (["gm/../../x.py"], None), (["gm/lib/../../../y.py"], None), (["/abs.py"], None),
    (["gm/C:/z.py"], None), (["gm\\..\\w.py"], None), (["gm/./a.py"], None), ([], "lib/link.py")])
def test_an_entry_that_could_land_outside_the_drive_is_refused_before_anything_is_written(
        tmp_path, names, link, capsys):
    drive = _drive(tmp_path)
    bad = _evil_zip(str(tmp_path / "evil.zip"), names, link)
    before = _tree_all(tmp_path)
    for clean in ([], ["--clean"]):
        assert deploy.main(["--drive", str(drive), "--bundle", bad] + clean) == 1
        err = capsys.readouterr().err.strip().split("\n")
        assert len(err) == 1 and "could land outside the drive" in err[0], err
        assert _tree_all(tmp_path) == before          # not a byte, on the drive or beside it


def test_a_drive_folder_that_links_out_of_the_drive_is_never_written_or_cleaned(tmp_path, dist):
    drive = _drive(tmp_path)
    outside = tmp_path / "outside"
    (outside / "gamemaster").mkdir(parents=True)
    (outside / "gamemaster" / "precious.py").write_text("mine\n")
    (outside / "gmfw").mkdir()
    (outside / "gmfw" / "keep.py").write_text("mine too\n")
    (drive / "lib").symlink_to(outside, target_is_directory=True)
    zip_path = str(dist / ("%s-cp9.zip" % bundle.NAME))
    before = _tree_all(outside)
    with pytest.raises(deploy.DeployError, match="leads out of the drive through a link"):
        deploy.deploy(str(drive), zip_path=zip_path, clean=True)
    assert _tree_all(outside) == before
    # a folder of ours that is a link: --clean does not look into it
    (drive / "lib").unlink()
    (drive / "gmfw").symlink_to(outside / "gmfw", target_is_directory=True)
    with pytest.raises(deploy.DeployError, match="leads out of the drive"):
        deploy.deploy(str(drive), zip_path=zip_path, clean=True)
    assert deploy.stale_files(deploy.load_image(zip_path), str(drive)) == []
    assert _tree_all(outside) == before


@pytest.mark.parametrize("content", [b"", b"GM_GAME = \"pipes\"\n" * 20, b"PK\x03\x04garbage" * 10,
                                     "huge"])
def test_a_bundle_that_is_not_a_zip_is_one_line_and_exit_2(tmp_path, content, capsys):
    drive = _drive(tmp_path)
    path = tmp_path / "bundle.zip"
    if content == "huge":
        with open(path, "wb") as f:                     # sparse: 50 MB, no disk used
            f.truncate(50 * 1024 * 1024)
    else:
        path.write_bytes(content)
    before = _tree_all(drive)
    assert deploy.main(["--drive", str(drive), "--bundle", str(path)]) == 2
    err = capsys.readouterr().err.strip().split("\n")
    assert len(err) == 1 and str(path) in err[0] and "Traceback" not in err[0], err
    assert _tree_all(drive) == before
    assert deploy.main(["--drive", str(drive), "--bundle", str(tmp_path)]) == 2   # a folder
    assert "is not a file" in capsys.readouterr().err
