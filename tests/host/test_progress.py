"""The long simulate commands show a progress line on a terminal, and only there."""

import io

from host_sim import cli_icetowers, cli_pipes
from host_sim.progress import Progress


class Tty(io.StringIO):
    def isatty(self):
        return True


def test_a_terminal_sees_the_count_rewritten_in_place_then_wiped():
    t = [0.0]
    out = Tty()
    with Progress("games", 5, stream=out, every_s=0.5, clock=lambda: t[0]) as p:
        for n in range(1, 6):
            p(n)
            t[0] += 0.3             # a game every 0.3 s: every other one shown, and the last
    text = out.getvalue()
    assert text.split("\r")[1:-2] == ["games 1/5", "games 3/5", "games 5/5"]
    assert text.endswith("\r" + " " * len("games 5/5") + "\r")


def test_a_pipe_or_a_file_sees_nothing():
    out = io.StringIO()
    p = Progress("games", 5, stream=out)
    for n in range(1, 6):
        p(n)
    p.close()
    assert out.getvalue() == ""


def test_both_simulate_commands_report_every_game_and_the_same_statistics():
    for simulate, args in (
            (cli_icetowers.simulate, (2, 3, 1, ["big", "random"])),
            (cli_pipes.simulate, (2, 3, 1, ["planner"], cli_pipes.DEFAULT, cli_pipes.Rules()))):
        seen = []
        with_progress = simulate(*args, progress=seen.append)
        assert seen == [1, 2, 3]
        assert simulate(*args) == with_progress
