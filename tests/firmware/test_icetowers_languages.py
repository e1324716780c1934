"""IceTowers on the board in Russian (issue 39 phase 2): Gus's tile on the
ready screen is Г on the Russian build's font, and spelt G on the English
build's, as every letter the font lacks (gmfw.glyphs via art_rolls); every
character the screen draws is in the font."""

import pytest

from host_sim.runner import Simulator
from test_languages import every_char_in_the_font
from test_screen_sizes import _is_label, check_screen


def every_text(group):
    """The texts of every label under ``group``, the pictures' too."""
    out = []
    for c in group:
        if _is_label(c):
            out.append(c.text)
        elif type(c).__name__ == "Group" and not c.hidden:
            out.extend(every_text(c))
    return out


@pytest.mark.parametrize("build,gus,white", [(None, "Г", "Белый"), ("en_US", "G", "Belyi")])
def test_gus_s_tile_and_name_on_the_russian_and_the_english_build(build, gus, white):
    with Simulator(game="icetowers", seed=3, boot_mode="new", font_build=build,
                   extra_settings={"GM_LANG": "ru", "ICETOWERS_VARIANT": "gus"}) as sim:
        sim.wait(6)                              # (the English build's notice first)
        texts = every_text(sim.display.root_group)
        assert gus in texts, texts
        assert any(white in t for t in texts), texts
        every_char_in_the_font(sim)
        import terminalio
        assert all(terminalio.FONT.get_glyph(ord(c)) is not None for t in texts for c in t
                   if c != "\n"), texts
        check_screen(sim, "icetowers ru gus on %s" % sim.font_build)
