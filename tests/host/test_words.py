"""The words of every language (docs/architecture.md, "Languages"): each
words module (``words_<area>_<lang>.py`` beside the code that says them) has
the same ids as its English one, in the same order, with the same
placeholders; no language has ids the others lack; each language writes only
letters of its own alphabet (gamemaster.letters.LETTERS, what the board's
font check spells plainly when the font lacks them); the menu names every
setting it offers in every language; every module that asks for words asks
for an area that exists in every language."""

import ast
import io
import os
import re
import tokenize

import pytest

from gamemaster import letters

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
LIB = os.path.join(ROOT, "lib")
LANGS = ("en", "pl", "cs", "ru")
# the packages whose words are in every language (phase 2 of issue 39 adds
# golems, flipop and icetowers here when their words are)
TRANSLATED = ("gamemaster", "gamemaster/pipes",
              "gamemaster/icetowers",
              "gamemaster/flipop",                  # Flipop
              "gamemaster/golems",
              )
PLACEHOLDER = re.compile(r"%[-#0 +]*\d*(?:\.\d+)?[sdrifx%]")


def areas():
    """{(folder, area): {lang: path}} of every words module under lib/."""
    out = {}
    for top, _dirs, files in os.walk(LIB):
        for name in files:
            m = re.match(r"words_(\w+)_([a-z]{2})\.py$", name)
            if m:
                folder = os.path.relpath(top, LIB)
                out.setdefault((folder, m.group(1)), {})[m.group(2)] = os.path.join(top, name)
    return out


def entries(path):
    """[(id, value)] of a words module's WORDS: its items, each with the first
    word of the comment on the item's last line."""
    with open(path, encoding="utf-8") as f:
        text = f.read()
    comments = {}
    for tok in tokenize.generate_tokens(io.StringIO(text).readline):
        if tok.type == tokenize.COMMENT:
            comments[tok.start[0]] = tok.string.lstrip("#").strip()
    tree = ast.parse(text)
    found = [node.value for node in tree.body if isinstance(node, ast.Assign)
             and [getattr(t, "id", None) for t in node.targets] == ["WORDS"]]
    assert len(found) == 1 and isinstance(found[0], ast.Tuple), "%s: no WORDS tuple" % path
    out = []
    for item in found[0].elts:
        note = comments.get(item.end_lineno, "")
        assert note, "%s line %d: an entry without its id in a comment" % (path, item.end_lineno)
        out.append((re.split(r"[\s:]", note)[0], ast.literal_eval(item)))
    return out


AREAS = areas()


def test_every_words_module_has_its_english_one_and_every_language():
    assert AREAS, "no words modules found"
    for (folder, area), files in sorted(AREAS.items()):
        assert "en" in files, (folder, area, "has no English module (the ids)")
        if folder.replace(os.sep, "/") in TRANSLATED:
            assert sorted(files) == sorted(LANGS), (folder, area, sorted(files))
        else:
            assert set(files) <= set(LANGS), (folder, area, sorted(files))


@pytest.mark.parametrize("key", sorted(AREAS), ids=["%s/%s" % k for k in sorted(AREAS)])
def test_the_same_ids_in_the_same_order_with_the_same_placeholders(key):
    files = AREAS[key]
    english = entries(files["en"])
    ids = [i for i, _ in english]
    assert len(set(ids)) == len(ids), (key, "an id twice", ids)
    for lang in sorted(files):
        said = entries(files[lang])
        assert [i for i, _ in said] == ids, (key, lang, "ids differ from English's",
                                            [i for i, _ in said], ids)
        for (i, theirs), (_, ours) in zip(said, english):
            assert type(theirs) is type(ours), (key, lang, i)
            if isinstance(ours, str):
                assert PLACEHOLDER.findall(theirs) == PLACEHOLDER.findall(ours), (
                    key, lang, i, theirs, ours)
                assert theirs.strip(), (key, lang, i, "empty")
                assert theirs[:1] == ours[:1] or not ours[:1].isspace(), (key, lang, i)


@pytest.mark.parametrize("key", sorted(AREAS), ids=["%s/%s" % k for k in sorted(AREAS)])
def test_a_table_has_the_same_keys_in_every_language_but_english(key):
    # English's tables are empty where the rows are English already (the
    # menu's names and units), else the same as the others'
    files = AREAS[key]
    tables = {}
    for lang in sorted(files):
        for i, value in entries(files[lang]):
            if isinstance(value, dict):
                tables.setdefault(i, {})[lang] = value
    for i, by_lang in tables.items():
        keys = set(by_lang.get("pl", by_lang["en"]))
        for lang, table in by_lang.items():
            if lang == "en" and not table:
                continue
            assert set(table) == keys, (key, i, lang, sorted(set(table) ^ keys))
            assert all(isinstance(v, str) and v.strip() for v in table.values()), (key, i, lang)


def _texts(value):
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for v in value.values():
            yield from _texts(v)
    elif isinstance(value, tuple):
        for v in value:
            yield from _texts(v)


@pytest.mark.parametrize("lang", LANGS)
def test_each_language_writes_only_letters_of_its_own_alphabet(lang):
    # what the firmware checks in the board's font (gmfw/glyphs.py) and
    # spells plainly when it lacks them: a character outside the language's
    # letters would vanish on a board
    allowed = set(letters.LETTERS[lang])
    for key, files in sorted(AREAS.items()):
        if lang not in files:
            continue
        for i, value in entries(files[lang]):
            for text in _texts(value):
                odd = sorted(set(c for c in text if ord(c) > 0x7E) - allowed)
                assert not odd, (key, lang, i, text, odd)


def test_every_letter_of_every_language_has_a_plain_spelling():
    for lang, alphabet in letters.LETTERS.items():
        for ch in alphabet:
            s = letters.spell(ch, alphabet)          # the font lacks them all
            assert s != ch and all(0x20 <= ord(c) <= 0x7E for c in s), (lang, ch, s)


CORE_MENU = ("GM_SOUND", "GM_BRIGHTNESS", "GM_RESUME", "GM_LANG")     # the keys every game's menu offers


def _menu_words(folder, lang):
    return dict(entries(AREAS[(folder, "menu")][lang]))


def _named(lang, key, row, labels, values, units):
    # the menu's words name ``key`` and each of its values (GM_LANG's: each
    # language by its own name) in ``lang``
    assert key in labels, (lang, key)
    if row[1] == "choice" and key != "GM_LANG":
        assert set(row[4]) <= set(values), (lang, key, sorted(set(row[4]) - set(values)))
    if row[6] and row[6] != "%":
        assert row[6] in units or row[6] in ("s", "min"), (lang, key, row[6])


def test_the_menu_names_every_setting_it_offers_and_every_value_in_every_language():
    # the core's words name the core's keys and every game's name; each
    # game's own (gamemaster/<game>/words_menu_<lang>.py, loaded by the menu
    # for the game in use only) its menu's other keys and their values
    from gamemaster import registry
    from gamemaster.menu_value import LANGUAGES
    from gamemaster.settings_rows import all_rows
    rows = dict((r[0], r) for r in all_rows())
    for lang in LANGS:
        core = _menu_words("gamemaster", lang)
        labels, values, units = core["labels"], core["values"], core["units"]
        games = [(g, _menu_words("gamemaster/" + g[0], lang)) for g in registry.games()
                 if "gamemaster/" + g[0] in TRANSLATED]
        if lang == "en":
            assert not labels and not values and not units    # the rows' English
            assert all(not w["labels"] and not w["values"] for _, w in games)
            continue
        for key in CORE_MENU:
            _named(lang, key, rows[key], labels, values, units)
        for g, own in games:
            assert g[0] in values, (lang, g[0])             # the games' names: the core's
            for key in registry._load(g[5], "MENU"):
                if key[:3] == "GM_":
                    _named(lang, key, rows[key], labels, values, units)
                else:
                    _named(lang, key, rows[key], own["labels"], own["values"], units)
            # only its own keys: another game's would be held in its menu
            assert set(own["labels"]) <= set(registry._load(g[5], "MENU")), (lang, g[0])
    assert sorted(LANGUAGES) == sorted(LANGS)


def test_every_game_has_its_menu_words_in_every_language():
    # gamemaster.menu asks for the game in use's (registry.words("words_menu",
    # game): a name the words() check above cannot read)
    from gamemaster import registry
    for g in registry.games():
        folder = g[3][:g[3].rindex(".")].replace(".", "/")
        assert (folder, "menu") in AREAS, g[0]
        if folder in TRANSLATED:
            assert sorted(AREAS[(folder, "menu")]) == sorted(LANGS), g[0]


def test_a_translated_game_has_the_same_name_in_the_menu_and_on_its_screen():
    from gamemaster import registry
    for lang in LANGS:
        menu = dict(entries(AREAS[("gamemaster", "menu")][lang]))
        for game in ("pipes",
                     "golems"):
            own = dict(entries(AREAS[("gamemaster/" + game, "master")][lang]))
            name = menu["values"].get(game, registry.title(game))
            assert own["title"] == name, (lang, own["title"], name)
            assert own["where"].startswith(name + ","), (lang, own["where"])


def _asked():
    """{(file, line): words module} of every registry.words(...) call in
    lib/ and firmware/ (a string: the words module's name, less its language)."""
    out = {}
    for top in (LIB, os.path.join(ROOT, "firmware"), os.path.join(ROOT, "web", "py")):
        for folder, _dirs, files in os.walk(top):
            for name in files:
                if not name.endswith(".py") or name.startswith("words_") or name == "lang.py":
                    continue             # (gamemaster.lang refreshes what the others hold)
                path = os.path.join(folder, name)
                with open(path, encoding="utf-8") as f:
                    tree = ast.parse(f.read())
                # registry.words, or words imported from gamemaster.registry
                # (a module's own function called words is not it)
                mine = any(isinstance(n, ast.ImportFrom) and n.module == "gamemaster.registry"
                           and any(a.name == "words" for a in n.names) for n in ast.walk(tree))
                for node in ast.walk(tree):
                    if isinstance(node, ast.Call) and len(node.args) == 1 and (
                            (isinstance(node.func, ast.Attribute) and node.func.attr == "words"
                             and getattr(node.func.value, "id", None) == "registry")
                            or (mine and getattr(node.func, "id", None) == "words")):
                        arg = node.args[0]
                        assert isinstance(arg, ast.Constant) and isinstance(arg.value, str), (
                            "%s:%d: words() of a name computed: the tests cannot check it" % (path,
                                                                                            node.lineno))
                        out[(path, node.lineno)] = arg.value
    return out


def test_every_words_module_asked_for_exists_in_every_language():
    asked = _asked()
    assert len(asked) >= 8, asked              # the finder still finds the calls
    for (path, line), name in sorted(asked.items()):
        dot = name.rindex(".")
        folder, leaf = name[:dot].replace(".", os.sep), name[dot + 1:]
        assert leaf.startswith("words_"), (path, line, name)
        key = (folder, leaf[len("words_"):])
        assert key in AREAS, "%s:%d asks for %s: no %s/%s_en.py" % (path, line, name, folder, leaf)
        if folder.replace(os.sep, "/") in TRANSLATED:
            assert sorted(AREAS[key]) == sorted(LANGS), (path, line, name)


def test_a_module_holding_words_holds_its_own():
    # gamemaster.lang refreshes a loaded module's WORDS (gamemaster.x.leaf
    # holds gamemaster.x.words_leaf's): a module that held another words
    # module's as WORDS would get the wrong ones on a change of language
    held = 0
    for (path, line), name in sorted(_asked().items()):
        with open(path, encoding="utf-8") as f:
            source = f.read().splitlines()[line - 1]
        if source.lstrip().startswith("WORDS ="):
            module = os.path.relpath(path[:-3], LIB).replace(os.sep, ".")
            dot = module.rindex(".")
            assert name == module[:dot + 1] + "words_" + module[dot + 1:], (path, line, name)
            held += 1
    assert held >= 3                            # the app, the menu, Pipes' game-master
