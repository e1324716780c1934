"""Same seed, same game: CPython and MicroPython give byte-identical
transcripts (elements drawn, phases, water paths, winners), and the
comparison really catches code whose output depends on dict order."""

import textwrap

from tests.gates._tools import need
from tools import mpvm
from tools.mpvm import budgets, host


def _vm():
    need(mpvm.missing(), "MicroPython same-game gate (Node 20 + npm micropython-webassembly-pyscript)")


def _same(module, args, heap, **kw):
    on_cpython, on_vm = budgets.same_game(module, args, heap, **kw)
    assert on_vm.ok, on_vm.summary()
    return host.comparable(on_cpython), host.comparable(on_vm.result)


def test_simulated_pipes_games_are_identical_on_cpython_and_micropython():
    _vm()
    # Boards generated on each VM, two 4-player games, full transcripts.
    cp, mp = _same("scenario_match", {"seed": 11, "players": 4, "games": 2, "record": True},
                   heap=512 * 1024)
    assert cp.count("\nEND ") == 2 and cp.count("GAME ") == 2
    assert any(line.startswith("W") for line in cp.splitlines())      # water paths
    assert any(line.startswith("T1 ") for line in cp.splitlines())    # elements drawn
    assert mp == cp


def test_game_master_sessions_are_identical_on_cpython_and_micropython():
    _vm()
    # 14 short turns: two water rounds, timeouts; the 32-turn session is
    # compared too, by digest, in test_budgets.
    args = budgets.session_args(turns=14, turn_seconds=20, record=True)
    cp, mp = _same("scenario_session", args, heap=192 * 1024)
    phases = set(line.split()[1] for line in cp.splitlines() if line[:1].isdigit())
    assert {"turn", "water"} <= phases, phases
    assert mp == cp


def test_stepwise_board_generation_matches_generate_set():
    host._ensure_path()
    from gamemaster.pipes.boardtext import format_board
    from gamemaster.pipes.generator import BoardSpec, generate_set
    sc = host.scenario("scenario_match", {"seed": 5, "players": 4, "games": 1})
    while sc.match is None:
        sc.step()
    want = generate_set(BoardSpec(), 4, 5)
    assert [format_board(p.board) for p in sc.match.players] == [format_board(b) for b in want]


DICT_ORDER = textwrap.dedent('''
    """A transcript that relies on dict order (what lib/ must never do)."""

    class Report:
        def step(self):
            return False

        def result(self):
            seen = {}
            for key in ("turn", "phase", "element", "water", "winner", "seed", "player", "score"):
                seen[key] = len(key)
            return " ".join(seen)

    def make(args):
        return Report()
''')


def test_a_dict_order_dependent_transcript_is_caught(tmp_path):
    _vm()
    (tmp_path / "scenario_dict_order.py").write_text(DICT_ORDER)
    cp, mp = _same("scenario_dict_order", {}, heap=64 * 1024, extra_dir=str(tmp_path), preload=[])
    assert cp == "turn phase element water winner seed player score"
    assert mp != cp, "MicroPython kept insertion order: this check proves nothing any more"
    assert sorted(mp.split()) == sorted(cp.split())
