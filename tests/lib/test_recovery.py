from gamemaster.recovery import MAX_RESETS, decide, reason_name


class FakeReason:
    def __init__(self, name):
        self.name = name

    def __str__(self):
        return "supervisor.SafeModeReason." + self.name


def test_transient_reasons_reset_until_the_loop_guard():
    count = 0xFF                       # fresh flash
    for i in range(MAX_RESETS):
        action, count = decide(FakeReason("WATCHDOG"), count)
        assert action == "reset" and count == i + 1
    action, count = decide(FakeReason("HARD_FAULT"), count)
    assert action == "stay" and count == MAX_RESETS


def test_user_request_is_honoured():
    assert decide(FakeReason("USER"), 0) == ("stay", 0)
    assert decide(FakeReason("PROGRAMMATIC"), 0)[0] == "stay"


def test_reason_name():
    assert reason_name(FakeReason("BROWNOUT")) == "BROWNOUT"
    assert reason_name("BROWNOUT") == "BROWNOUT"
