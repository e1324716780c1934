"""docs/architecture.md says what the tree holds: its module map names every
package and module of lib/, firmware/, boards/, host_sim/, tools/ and web/
and nothing that is gone (tools/doc_tree.py; ``make docs`` renews it), and
the figures it quotes from the code are the code's."""

import os
import re
import shutil

from tools import doc_tree
from tools.mpvm import budgets

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def _architecture():
    with open(os.path.join(ROOT, "docs", "architecture.md"), encoding="utf-8") as f:
        return f.read()


def test_the_module_map_names_every_package_and_module_and_nothing_gone():
    missing, gone = doc_tree.problems()
    assert not missing and not gone, (
        "docs/architecture.md's module map is not the tree (make docs renews it, then say what "
        "the new ones hold):\n" + "\n".join(["missing: " + m for m in missing] +
                                           ["gone: " + g for g in gone]))


def _copy(tmp_path):
    # the doc and two roots' code, enough for the check
    root = tmp_path / "repo"
    (root / "docs").mkdir(parents=True)
    shutil.copy(os.path.join(ROOT, "docs", "architecture.md"), root / "docs")
    for top in doc_tree.ROOTS:
        shutil.copytree(os.path.join(ROOT, top), root / top,
                        ignore=shutil.ignore_patterns("__pycache__", "node_modules", "*.png"))
    block = _architecture().split("## The module map")[1].split("```")[1]
    for folder, _ in doc_tree.parse(block):      # the map's other folders (tests/, docs/...)
        os.makedirs(root / folder, exist_ok=True)
    return root


def test_a_new_module_or_a_gone_one_fails_the_check_and_make_docs_renews_the_map(tmp_path):
    root = _copy(tmp_path)
    assert doc_tree.problems(str(root)) == ([], [])
    (root / "lib" / "gamemaster" / "dice").mkdir()
    (root / "lib" / "gamemaster" / "dice" / "__init__.py").write_text("# Dice: the table's dice.\n")
    (root / "lib" / "gamemaster" / "dice" / "master.py").write_text("# Dice on the device.\n")
    os.remove(root / "firmware" / "gmfw" / "tone.py")
    missing, gone = doc_tree.problems(str(root))
    assert missing == ["lib/gamemaster/dice/", "lib/gamemaster/dice/__init__.py",
                       "lib/gamemaster/dice/master.py"]
    assert gone == ["firmware/gmfw/tone.py"]
    doc_tree.write(str(root))
    assert doc_tree.problems(str(root)) == ([], [])
    text = (root / "docs" / "architecture.md").read_text()
    assert "  master.py                 Dice on the device" in text
    assert "tone.py" not in text.split("## The module map")[1].split("```")[1]
    # the new folder sits with its neighbours, not after docs/
    block = text.split("## The module map")[1].split("```")[1]
    assert block.index("lib/gamemaster/dice/") < block.index("firmware/")


def test_the_map_names_no_module_the_tree_lost_such_as_errors():
    block = _architecture().split("## The module map")[1].split("```")[1]
    names = [n for _, lines in doc_tree.parse(block) for _, ns in lines for n in ns]
    assert len(names) > 150 and "errors.py" not in names
    assert not re.search(r"`errors`", _architecture())


def test_the_session_budget_the_doc_quotes_is_budgets_py_s():
    said = re.findall(r"the (\d+) KB session budget", _architecture())
    assert said == ["%d" % (budgets.SESSION_BUDGET // 1024)], said
