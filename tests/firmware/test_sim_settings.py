"""The drive's settings.toml: the user's file first, then the options."""

import os

from fixtures.tiny import tiny_sim

from host_sim.runner import compose_settings


def test_overrides_replace_earlier_lines_of_the_same_key():
    text = 'GM_GAME = "golems"\n# GM_SEED = 1 (comment kept)\nGM_SOUND = false\nGM_SEED=9\n'
    out = compose_settings(text, {"GM_GAME": "pipes", "GM_SEED": 3, "GM_RING_PIXELS": 24})
    assert out.splitlines() == ['# GM_SEED = 1 (comment kept)', 'GM_SOUND = false',
                                'GM_GAME = "pipes"', 'GM_RING_PIXELS = 24', 'GM_SEED = 3']
    assert compose_settings("", {"A": 'say "hi"\\'}) == 'A = "say \\"hi\\"\\\\"\n'


def test_simulator_options_land_in_the_drive(tmp_path):
    user = tmp_path / "mine.toml"
    user.write_text('GM_BRIGHTNESS = 40\nGM_SEED = 1\n')
    drive = tmp_path / "drive"
    with tiny_sim(game="pipes", seed=12, ring=24, settings=str(user), drive=str(drive)) as sim:
        assert os.getcwd() == str(drive)
        text = (drive / "settings.toml").read_text()
        assert text.splitlines() == ['GM_BRIGHTNESS = 40', 'GM_BOOT = "play"',
                                     'GM_GAME = "pipes"', 'GM_RING_PIXELS = 24', 'GM_SEED = 12']
        assert len(sim.ring) == 24                 # the firmware read it
    assert os.getcwd() != str(drive)
    assert (drive / "settings.toml").exists()      # a given drive is kept


def test_without_game_the_boot_mode_is_left_to_the_firmware(tmp_path):
    drive = tmp_path / "d"
    with tiny_sim(drive=str(drive)):
        assert "GM_BOOT" not in (drive / "settings.toml").read_text()


def test_a_drive_whose_settings_are_not_utf8_boots_with_the_firmwares_message(tmp_path):
    # issue 13 item 6: the simulator read the drive's settings.toml as text and
    # crashed on Latin-1 bytes before the firmware (which reports it) ran
    from host_sim.runner import Simulator
    raw = 'GM_TURN_SECONDS = 45\n# caf\xe9\n'.encode("latin-1")
    (tmp_path / "settings.toml").write_bytes(raw)
    with Simulator(drive=str(tmp_path)) as sim:
        sim.wait(0.5)
        assert (tmp_path / "settings.toml").read_bytes() == raw      # left as it was
        assert any("not UTF-8" in e for e in sim.records[-1]["errors"] or []) or \
            any("not UTF-8" in (r.get("hint") or "") for r in sim.records)
    with Simulator(drive=str(tmp_path), game="pipes", seed=1) as sim:   # with overrides too
        sim.wait(0.5)
        assert b"caf\xe9" in (tmp_path / "settings.toml").read_bytes()


def test_the_command_line_refuses_paths_it_would_overwrite(tmp_path, capsys):
    from host_sim import runner
    script = tmp_path / "s.txt"
    script.write_text("wait 0.2\n")
    board = tmp_path / "CIRCUITPY"
    board.mkdir()
    (board / "boot_out.txt").write_text("Board ID:clue_nrf52840_express\n")
    (board / "settings.toml").write_text('GM_GAME = "flipop"\n')
    mine = tmp_path / "settings.toml"
    mine.write_text('GM_GAME = "pipes"\n')
    cases = [(["--drive", str(board)], "is a CircuitPython board's drive"),
             (["--drive", str(mine)], "is a file, not a folder"),
             (["--frames", str(mine)], "is a file, not a folder"),
             (["--nvm", str(mine)], "is not an NVM image (18 bytes; the board's NVM is 8192 bytes)")]
    for extra, words in cases:
        try:
            code = runner.main(["--headless", "--game", "pipes", "--script", str(script)] + extra)
        except SystemExit as e:          # refused as the command line is read
            code = e.code
        err = capsys.readouterr().err
        assert code == 2 and words in err and len(err.strip().splitlines()) == 1, (extra, err)
    assert (board / "settings.toml").read_text() == 'GM_GAME = "flipop"\n'      # untouched
    assert mine.read_text() == 'GM_GAME = "pipes"\n'
    # a folder of one's own is written into, and says so
    drive = tmp_path / "drive"
    drive.mkdir()
    (drive / "settings.toml").write_text("GM_SOUND = false\n")
    nvm = tmp_path / "nvm.bin"
    assert runner.main(["--headless", "--game", "pipes", "--seed", "3", "--script", str(script),
                        "--drive", str(drive), "--nvm", str(nvm)]) == 0
    assert "the options are written into" in capsys.readouterr().err
    assert 'GM_SEED = 3' in (drive / "settings.toml").read_text() and nvm.stat().st_size == 8192
    assert runner.main(["--headless", "--script", str(script), "--drive", str(drive),
                        "--nvm", str(nvm)]) == 0                    # its own NVM file again


def test_an_unknown_gm_board_says_which_profile_it_uses(tmp_path):
    from host_sim.runner import Simulator
    (tmp_path / "settings.toml").write_text('GM_BOARD = "clu"\n')
    with Simulator(drive=str(tmp_path)) as sim:
        sim.wait(0.5)
        said = " ".join((r.get("hint") or "") for r in sim.records)
        assert "settings.toml GM_BOARD='clu' is not a profile" in said and "; using host_sim" in said
