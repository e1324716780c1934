"""Bots: legal moves only, and the planner really plans."""
from gamemaster.prng import Rng
from gamemaster.pipes import elements as el
from gamemaster.pipes.boardtext import parse
from gamemaster.pipes.bots import PlannerBot, RandomBot, make_bot
from gamemaster.pipes.generator import BoardSpec, generate_set
from gamemaster.pipes.match import Match, Rules


def _games(names, games, seed):
    spec = BoardSpec()
    out = []
    rng = Rng(seed)
    for _ in range(games):
        s = rng.next32()
        boards = generate_set(spec, len(names), s)
        out.append(Match(boards, [make_bot(n) for n in names], s, record=False).run())
    return out


def test_bots_only_make_legal_moves_and_games_end():
    for m in _games(["random", "planner", "random", "planner"], 6, 11):
        assert m.finished and m.winners
        for p in m.players:
            assert p.illegal == 0


def test_random_bot_uses_every_kind_of_move():
    used = [0, 0, 0]
    placed = [0] * el.COUNT
    passes = 0
    for m in _games(["random"] * 4, 8, 3):
        for p in m.players:
            for k in range(3):
                used[k] += p.used[k]
            for e in range(el.COUNT):
                placed[e] += p.placed[e]
            passes += p.passes
    assert min(used) > 0 and min(placed) > 0 and passes > 0


def test_planner_beats_random():
    wins = 0.0
    for m in _games(["planner", "random"], 10, 5):
        if 0 in m.winners:
            wins += 1.0 / len(m.winners)
    assert wins >= 9


def test_planner_keeps_its_pipeline_going_alone():
    # solo: clearly past the 12 turns of head start, far past a random player
    scores = [m.score for m in _games(["planner"], 5, 8)]
    randoms = [m.score for m in _games(["random"], 5, 8)]
    assert sum(scores) > 5 * 14 and sum(scores) > 4 * sum(randoms), (scores, randoms)


def test_planner_extends_at_the_open_end():
    b = parse("......\n......\n..>...\n......\n......\nactions rotation=0 crossing=0 teleport=0")
    m = Match([b], [PlannerBot()], 1, Rules(element_weights=(0, 0, 0, 0, 1, 0, 0)))
    m.step()
    assert m.transcript[1] == "P0 -2,3"
    m.step()
    assert m.transcript[3] == "P0 -2,4"


def test_planner_rotates_when_the_water_is_close_but_not_before():
    b = parse(".....\n.....\n.>|..\n.....\n.....\nactions rotation=1 crossing=0 teleport=0")
    # the only element ever drawn is a straight up-down: it fits at 2,2 only turned
    rules = Rules(water_after_turn=4, element_weights=(0, 0, 0, 0, 0, 1, 0))
    b.cells[2 * 5 + 2] = 0
    m = Match([b], [PlannerBot()], 1, rules)
    moves = []
    while len(moves) < 3:
        m.step()
        moves = [line for line in m.transcript if line.startswith("P")]
    assert moves[:2] == ["P0 -", "P0 -"]          # slack left: keep the rotation
    assert moves[2] == "P0 R1 -2,2"               # one turn to spare before the water


def test_planner_takes_a_teleport_out_of_a_dead_end():
    # Only a teleport can save the pipeline.
    text = "#####....\n#..<#....\n#####....\n.........\nactions rotation=0 crossing=0 teleport=1"
    b = parse(text)
    b.cells[1 * 9 + 1] = 1     # a wall at 1,1 too: the open end 1,2 is walled in
    m = Match([b], [PlannerBot()], 2, Rules(water_after_turn=1, element_weights=(1, 0, 0, 0, 0, 0, 0)))
    m.step()
    line = m.transcript[1]
    assert line.startswith("P0 T1,2E:"), line     # in by the east edge
    assert m.players[0].used == [0, 0, 1]


def test_make_bot():
    assert isinstance(make_bot("random"), RandomBot)
    assert isinstance(make_bot("planner"), PlannerBot)
    try:
        make_bot("nobody")
    except ValueError as e:
        assert "planner" in str(e)
    else:
        raise AssertionError("unknown bot accepted")
