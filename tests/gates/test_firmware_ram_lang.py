"""RAM of the whole firmware in Polish, Czech and Russian on both nRF52840
boards (tools/mpvm/firmware_ram_lang.py: firmware_ram's Pipes and Golem
Battle runs with GM_LANG set, the board's font one CircuitPython build's glyphs).

Every run fits the budget on its language's own build, resumed after a power
cut too, and so does Russian on the English build (every letter spelt in
Latin, the longest words and the largest table of spellings); no run grows
past its figure of today (as tests/gates/test_firmware_ram.py, SLACK and
all: lower a row when the firmware shrinks, never raise one to pass).
Phase 2 of issue 39 adds each game's runs when its words are translated."""

import pytest

from tests.gates._tools import committed_record, need, record_figures
from tools import records
from tools import mpvm
from tools.mpvm import firmware_ram, firmware_ram_lang

BUDGET = firmware_ram.BUDGET
SLACK = 1024
# peak_bytes (clue, cpb) as `python -m tools.mpvm.firmware_ram_lang --table`
# prints them (and with --build en_US, --lang ru)
MEASURED = {
    # (Pipes' rows raised in issue 39 phase 2: the menu's tables in a
    # language hold Flipop's, IceTowers' and Golem Battle's settings' names and values too)
    "pipes_pl": (88182, 88281), "pipes_pl_resumed": (73761, 73926),
    "pipes_change_pl": (82209, 82308), "pipes_change_pl_resumed": (74075, 74339),
    "pipes_cs": (88083, 88314), "pipes_cs_resumed": (73679, 73877),
    "pipes_change_cs": (82209, 82242), "pipes_change_cs_resumed": (73910, 74207),
    "pipes_ru": (89420, 89667), "pipes_ru_resumed": (74537, 74768),
    "pipes_change_ru": (83183, 83397), "pipes_change_ru_resumed": (74553, 74768),
    "pipes_ru_on_en_US": (90113, 90459), "pipes_ru_on_en_US_resumed": (74817, 75081),
    # Flipop (issue 39 phase 2)
    "flipop_clock_pl": (79899, 80081), "flipop_clock_pl_resumed": (75197, 75378),
    "flipop_versus_pl": (92010, 92225), "flipop_versus_pl_resumed": (90591, 90756),
    "flipop_vs_clock_pl": (93512, 93726), "flipop_vs_clock_pl_resumed": (92159, 92357),
    "flipop_clock_cs": (79982, 80163), "flipop_clock_cs_resumed": (75411, 75461),
    "flipop_versus_cs": (92406, 92538), "flipop_versus_cs_resumed": (90954, 91020),
    "flipop_vs_clock_cs": (93957, 93974), "flipop_vs_clock_cs_resumed": (92505, 92621),
    "flipop_clock_ru": (80906, 81236), "flipop_clock_ru_resumed": (76022, 76253),
    "flipop_versus_ru": (93050, 93182), "flipop_versus_ru_resumed": (91581, 91697),
    "flipop_vs_clock_ru": (94518, 94782), "flipop_vs_clock_ru_resumed": (93215, 93429),
    "flipop_clock_ru_on_en_US": (81582, 81863),
    "flipop_clock_ru_on_en_US_resumed": (76467, 76698),
    "flipop_versus_ru_on_en_US": (93875, 94188),
    "flipop_versus_ru_on_en_US_resumed": (92175, 92357),
    "flipop_vs_clock_ru_on_en_US": (95508, 95706),
    "flipop_vs_clock_ru_on_en_US_resumed": (93825, 93974),
    # IceTowers (issue 39 phase 2)
    "icetowers_pl": (86945, 87242), "icetowers_pl_resumed": (81665, 81813),
    "icetowers_cs": (86961, 87192), "icetowers_cs_resumed": (81599, 81747),
    "icetowers_ru": (88281, 88430), "icetowers_ru_resumed": (82539, 82770),
    "icetowers_ru_on_en_US": (88793, 89057), "icetowers_ru_on_en_US_resumed": (82968, 83117),
    # Golem Battle (issue 39 phase 2)
    "golems_pl": (85938, 86169), "golems_pl_resumed": (79536, 79718),
    "golems_cs": (85839, 86169), "golems_cs_resumed": (79602, 79685),
    "golems_ru": (86862, 87110), "golems_ru_resumed": (80345, 80609),
    "golems_ru_on_en_US": (87489, 87704), "golems_ru_on_en_US_resumed": (80922, 82490),
    "golems_setup_pl": (85724, 85955), "golems_setup_pl_resumed": (80048, 80378),
    "golems_setup_cs": (85707, 85823), "golems_setup_cs_resumed": (79998, 80889),
    "golems_setup_ru": (86450, 86763), "golems_setup_ru_resumed": (80823, 81285),
    "no_battle_pl": (84767, 84816), "no_battle_pl_resumed": (78068, 78216),
    "no_battle_cs": (84602, 84783), "no_battle_cs_resumed": (78167, 78233),
    "no_battle_ru": (85443, 85823), "no_battle_ru_resumed": (78810, 79091),
    "no_battle_ru_on_en_US": (86136, 86268), "no_battle_ru_on_en_US_resumed": (79487, 79718),
    # the menu's switches of mode and game (issue 39/40: each game's menu
    # words its own module, Flipop's views and search freed as the menu
    # opens; 100,046-102,273 B before)
    "menu_switch_pl": (94865, 95030), "menu_switch_pl_resumed": (82671, 82952),
    "menu_switch_cs": (95013, 95129), "menu_switch_cs_resumed": (82820, 82787),
    "menu_switch_ru": (96284, 96366), "menu_switch_ru_resumed": (83711, 83793),
    # on the English build: each boot's first press reads the font's notice
    # (99,155-99,996 B before gmfw.glyphs.plain joined its pieces once)
    "menu_switch_ru_on_en_US": (96399, 96779), "menu_switch_ru_on_en_US_resumed": (84140, 84288),
}
ON_EN_US = firmware_ram_lang.ON_EN_US
RESUMED = {"pl": "wznowiono", "cs": "obnoveno", "ru": "продолжено"}
# one test process: a fresh measurement (make test-slow) is made once for both boards
BOARDS = [pytest.param(b, marks=pytest.mark.xdist_group("firmware-ram-lang")) for b in firmware_ram.PROFILES]
pytestmark = pytest.mark.xdist_group("firmware-ram-lang")


def figures(board, source="record"):
    """firmware_ram_lang.record()'s figures for ``board``: the committed
    record (make test; measured here when stale) or a fresh measurement
    (``record_source``: make test-slow)."""
    if source == "fresh" or records.load("firmware_ram_lang") is None:
        need(mpvm.missing(), "firmware RAM gate (Node 20 + npm micropython-webassembly-pyscript)")
    return record_figures("firmware_ram_lang", source)[board]


@pytest.mark.slow
def test_the_committed_record_is_fresh_and_what_a_measurement_gives_now():
    # make test reads bench/records/firmware_ram_lang.json: measured on these
    # very files, and a measurement now gives the same runs within SLACK
    old, new = committed_record("firmware_ram_lang"), record_figures("firmware_ram_lang", "fresh")
    for board in firmware_ram.PROFILES:
        assert sorted(old[board]) == sorted(new[board]), board
        for name, row in sorted(new[board].items()):
            if isinstance(row, dict):
                was = old[board][name]
                assert abs(row["peak_bytes"] - was["peak_bytes"]) <= SLACK, (board, name, was["peak_bytes"],
                                                                            row["peak_bytes"])


@pytest.mark.parametrize("board", BOARDS)
def test_pipes_plays_in_each_language_fits_the_budget_and_resumes(board, record_source):
    f = figures(board, record_source)
    assert sorted(k for k in f if isinstance(f[k], dict)) == sorted(MEASURED), sorted(f)
    for name, row in sorted(f.items()):
        if not isinstance(row, dict):
            continue
        assert "ERRORS 0" in row["result"], (name, row["result"])
        assert row["peak_bytes"] <= BUDGET, (board, name, row["peak_bytes"])
        if name.endswith("_resumed"):
            # the resume said in the language (spelt in Latin letters on the English build)
            word = RESUMED[name.split("_")[-2] if "_on_" not in name else name.split("_")[-5]]
            if "_on_en_US" in name:
                word = {"продолжено": "prodolzheno"}.get(word, word)
            assert word in row["result"], (name, word, row["result"][:400])
        base = name.split("_resumed")[0].rsplit("_on_", 1)[0]
        run = base.rsplit("_", 1)[0]
        if not name.endswith("_resumed"):
            seen = row["result"].split("PHASES ")[1].split()[0].split(",")
            assert set(firmware_ram.PHASES[run]) <= set(seen), (name, seen)


# interned names a run that the board's next qstr pool would push over the
# budget keeps in hand before that pool is made
NAMES_IN_HAND = 50


@pytest.mark.parametrize("board", BOARDS)
def test_the_tightest_runs_keep_names_in_hand_before_the_board_s_next_qstr_pool(board, record_source):
    # A board makes its interned names' pools as they fill, each twice the
    # last (firmware_ram's model, py/qstr.c): the seventh holds 1,280 names,
    # ~7.7 KB at once.  A run that pool would push over the budget is held
    # NAMES_IN_HAND names short of it, so a few more words (each short
    # string and name interned) fail here, saying why, not as a jump of
    # kilobytes in the budget's gate.  Today's tightest: menu_switch in
    # Russian, 87 names in hand.
    rows = dict(figures(board, record_source))
    rows.update((k, v) for k, v in record_figures("firmware_ram", record_source)["py"][board].items())
    checked = 0
    for name, row in sorted(rows.items()):
        if not isinstance(row, dict) or "names" not in row:
            continue
        held = row["names"] + firmware_ram.BOARD_OWN_NAMES
        pools = firmware_ram.qstr_pools_for(held)
        short = 0                   # more names the pools made so far hold (firmware_ram's model)
        while firmware_ram.qstr_pools_for(held + short + 1) == pools:
            short += 1
        more = firmware_ram.qstr_pool_bytes(pools + 1, firmware_ram.BOARD_NAME_BYTES) - \
            firmware_ram.qstr_pool_bytes(pools, firmware_ram.BOARD_NAME_BYTES)
        if row["peak_bytes"] + more <= BUDGET:
            continue
        checked += 1
        assert short >= NAMES_IN_HAND, (
            "%s on the %s: %d names, %d short of the board's next qstr pool (%d B), which "
            "would put it %d B over the budget: intern fewer names (docs/architecture.md, "
            "\"Languages\")" % (name, board, held, short, more, row["peak_bytes"] + more - BUDGET))
    assert checked, "no run near enough to the budget for the next pool to matter: lower NAMES_IN_HAND's reach"


@pytest.mark.parametrize("board", BOARDS)
def test_no_language_run_grows(board, record_source):
    f = figures(board, record_source)
    col = firmware_ram.PROFILES.index(board)
    for name, figs in MEASURED.items():
        assert f[name]["peak_bytes"] <= figs[col] + SLACK, (board, name, f[name]["peak_bytes"],
                                                            figs[col] + SLACK)


def test_the_stand_in_font_holds_a_build_s_glyphs_and_none_else(tmp_path):
    # the copy firmware_ram_lang runs with: ASCII and the build's characters,
    # in order after ASCII; any other code point None (BuiltinFont.c)
    import importlib.util
    import os
    import shutil
    folder = firmware_ram_lang.standins("ru")
    try:
        spec = importlib.util.spec_from_file_location("ti", os.path.join(folder, "terminalio.py"))
        import sys
        sys.path.insert(0, folder)
        try:
            mod = importlib.util.module_from_spec(spec)
            spec.loader.exec_module(mod)
        finally:
            sys.path.remove(folder)
        font = mod.FONT
        assert font.get_glyph(ord("A")).tile_index == ord("A") - 32
        assert font.get_glyph(ord("«")).tile_index == 95
        assert font.get_glyph(ord("ж")) is not None and font.get_glyph(ord("Й")) is None
        assert font.get_glyph(ord("ą")) is None
    finally:
        shutil.rmtree(folder, ignore_errors=True)
