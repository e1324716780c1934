# The board font's letters (gamemaster.letters): which a language lacks in a
# CircuitPython build's font, their plain spellings, and when to tell the
# players which build to install.  A font here is a build's glyph list, as
# BuiltinFont.get_glyph answers: something for visible ASCII and the build's
# characters, None for any other code point.

from gamemaster import letters


def font_of(build):
    extra = letters.BUILDS[build]

    def get_glyph(code):
        if 0x20 <= code <= 0x7E or chr(code) in extra:
            return (code,)
        return None
    return get_glyph


def spelt(text, lacks):
    return "".join(letters.spell(ch, lacks) if ch in lacks else ch for ch in text)


def test_each_language_s_own_build_lacks_only_the_capitals_its_translation_never_used():
    assert letters.lacking(font_of("pl"), "pl") == "ĄĆĘŁŃÓŹ"
    assert letters.lacking(font_of("cs"), "cs") == "ňÁĎÉŇÓŘŤÚŮÝ"
    assert letters.lacking(font_of("ru"), "ru") == "ЁЙЩЪ"
    assert letters.lacking(font_of("en_US"), "en") == ""
    for code in ("pl", "cs", "ru"):
        # no build has more of a language's letters than its own
        own = len(letters.lacking(font_of(letters.BUILD_FOR[code]), code))
        for build in letters.BUILDS:
            assert len(letters.lacking(font_of(build), code)) >= own, (code, build)


def test_a_letter_the_font_lacks_is_spelt_plainly_and_in_its_own_script_where_it_can():
    lacks = letters.lacking(font_of("pl"), "pl")
    assert spelt("ŁÓDŹ, łódź", lacks) == "LODZ, łódź"
    lacks = letters.lacking(font_of("ru"), "ru")
    assert spelt("ЩИТ ЪЁЙ щит", lacks) == "ШИТ ЬЕИ щит"
    lacks = letters.lacking(font_of("en_US"), "ru")          # a Latin-only font: ICAO 9303
    assert spelt("Русский, щука, объезд, ёж, Юля, Якорь", lacks) == \
        "Russkii, shchuka, obieezd, ezh, Iulia, Iakor"
    lacks = letters.lacking(font_of("en_US"), "cs")
    assert spelt("Čeština, ŘEKA, ňůž", lacks) == "Cestina, REKA, nuz"
    # nothing plainer known: the character itself
    assert letters.spell("€", "€") == "€" and letters.spell("«", "«") == '"'


def test_the_table_holds_each_spelling_in_four_columns():
    lacks, spelt_ = letters.table("жЩШŁ")
    assert lacks == "жЩШŁ" and spelt_ == "zh  ShchSh  L   "
    assert letters.table("жЩŁ")[1] == "zh  Ш   L   "      # (Ш is there: Щ's plainer letter)
    assert letters.table("") == ("", "")


def test_the_players_are_told_to_install_the_build_only_when_it_would_show_more():
    for code in ("pl", "cs", "ru"):
        own = letters.BUILD_FOR[code]
        assert letters.build_needed(code, letters.lacking(font_of(own), code)) is None
        assert letters.build_needed(code, letters.lacking(font_of("en_US"), code)) == own
    # the Polish build lacks Czech letters the Czech build has
    assert letters.build_needed("cs", letters.lacking(font_of("pl"), "cs")) == "cs"
    assert letters.build_needed("en", "") is None
