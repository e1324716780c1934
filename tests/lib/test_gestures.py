from gamemaster.gestures import (CHATTER_MS, MENU, MENU_MS, PAUSE, TAP, TAP_MAX_MS, UNDO,
                                 UNDO_MS, GestureClassifier)
from gamemaster.ticks import TICKS_PERIOD, ticks_add


def drain(c, now):
    out = []
    g = c.poll(now)
    while g is not None:
        out.append(g)
        g = c.poll(now)
    return out


def press(c, start, held):
    c.feed(True, start)
    c.feed(False, ticks_add(start, held))
    return drain(c, ticks_add(start, held + CHATTER_MS + 1))


def test_zones():
    c = GestureClassifier()
    assert press(c, 0, 80) == [TAP]
    assert press(c, 10000, TAP_MAX_MS + 10) == [PAUSE]
    assert press(c, 20000, UNDO_MS + 10) == [UNDO]


def test_menu_fires_while_held_and_release_is_ignored():
    c = GestureClassifier()
    c.feed(True, 0)
    assert drain(c, MENU_MS - 1) == []
    assert drain(c, MENU_MS) == [MENU]
    assert drain(c, MENU_MS + 3000) == []
    c.feed(False, MENU_MS + 3000)
    assert drain(c, MENU_MS + 4000) == []


def test_bounce_is_one_press():
    c = GestureClassifier()
    t = 1000
    c.feed(True, t)
    for k in range(5):        # chatter on press
        c.feed(False, t + 3 + k * 6)
        c.feed(True, t + 5 + k * 6)
    c.feed(False, t + 120)
    for k in range(4):        # chatter on release
        c.feed(True, t + 123 + k * 5)
        c.feed(False, t + 125 + k * 5)
    assert drain(c, t + 400) == [TAP]


def test_duplicate_edges_absorbed():
    c = GestureClassifier()
    c.feed(True, 0)
    c.feed(True, 50)          # a release was lost
    c.feed(False, 100)
    c.feed(False, 110)
    assert drain(c, 500) == [TAP]
    c.feed(False, 600)        # release with nothing pressed
    assert drain(c, 800) == []


def test_resync_after_overflow_never_sticks():
    c = GestureClassifier()
    c.feed(True, 0)
    c.resync(False, 300)      # overflow: button is actually up
    assert c.held_ms(400) == -1
    assert drain(c, 10000) == []      # no phantom menu from the lost press
    assert press(c, 11000, 100) == [TAP]


def test_across_tick_wrap():
    c = GestureClassifier()
    start = TICKS_PERIOD - 50
    assert press(c, start, 120) == [TAP]
    assert press(c, TICKS_PERIOD - 400, UNDO_MS + 100) == [UNDO]


def test_pending_feedback():
    c = GestureClassifier()
    c.feed(True, 0)
    assert c.pending(100) == TAP
    assert c.pending(TAP_MAX_MS) == PAUSE
    assert c.pending(UNDO_MS) == UNDO
    assert c.pending(MENU_MS) == MENU
    assert c.held_ms(500) == 500


def test_overflow_during_a_menu_hold_does_not_add_a_gesture():
    # the menu opened, then the keypad queue overflowed while still held:
    # keypad.reset() reports the held key as a fresh press; its release is
    # the end of the same physical press and must not become a pause/tap
    c = GestureClassifier()
    c.feed(True, 0)
    assert drain(c, MENU_MS + 10) == [MENU]
    c.resync(False, MENU_MS + 500)            # firmware: button_lost(False, now)
    c.feed(True, MENU_MS + 520)               # re-reported by keys.reset()
    c.feed(False, MENU_MS + 2000)
    assert drain(c, MENU_MS + 3000) == []
    # a later, separate press is a normal tap again
    assert press(c, MENU_MS + 5000, 100) == [TAP]


def feed(c, *edges):
    for pressed, t in edges:
        c.feed(pressed, t)


def test_a_tap_is_decided_at_its_release():
    # the release of a contact that rested closed is real: the tap is
    # given in the same loop tick, not after the chatter window
    c = GestureClassifier()
    feed(c, (True, 1000), (False, 1120))
    assert drain(c, 1120) == [TAP]
    # its bounce (the contact closing again for a moment) adds nothing
    feed(c, (True, 1123), (False, 1126), (True, 1130), (False, 1131))
    assert drain(c, 1300) == []
    assert c.held_ms(1300) == -1 and not c.busy()
    assert press(c, 2000, 100) == [TAP]


def test_a_release_during_the_press_bounce_and_a_hold_still_wait_for_the_chatter_window():
    c = GestureClassifier()
    feed(c, (True, 0), (False, 10))   # bounce right after the touch
    assert drain(c, 10) == []
    feed(c, (True, 12), (False, 300))  # rested closed since 12 ms: a tap, at once
    assert drain(c, 300) == [TAP]
    up = 5000 + TAP_MAX_MS + 100
    feed(c, (True, 5000), (False, up))  # a pause: a bounce may follow
    assert drain(c, up) == []
    feed(c, (True, up + 10), (False, up + 20))
    assert drain(c, up + 20 + CHATTER_MS) == [PAUSE]


def test_a_finger_that_stays_on_after_a_contact_glitch_keeps_its_hold():
    # the contact opened for one scan 300 ms into a hold: that reads as the
    # tap; the press goes on from its first touch and still pauses
    c = GestureClassifier()
    feed(c, (True, 0), (False, 300))
    assert drain(c, 300) == [TAP]
    c.feed(True, 320)
    assert c.pending(500) is None     # the tap is given: no "release: next"
    assert c.pending(TAP_MAX_MS + 50) == PAUSE
    c.feed(False, 1200)
    assert drain(c, 1200 + CHATTER_MS) == [PAUSE]


def test_the_zone_stays_shown_while_its_release_is_decided():
    c = GestureClassifier()
    feed(c, (True, 0), (False, 1000))        # a pause, final after the chatter window
    assert c.held_ms(1020) == -1
    assert c.shown_ms(1020) == 1000 and c.pending(1020) == PAUSE
    assert drain(c, 1000 + CHATTER_MS) == [PAUSE]
    assert c.shown_ms(1000 + CHATTER_MS) == -1 and c.pending(1000 + CHATTER_MS) is None
