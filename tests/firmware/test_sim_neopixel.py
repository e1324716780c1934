"""The ring as sent to the LEDs: the real neopixel library's bytes, decoded
with the strip's pixel order, after brightness scaling."""

from fixtures.tiny import tiny_sim

from host_sim.hw.ledline import decode, encode


def test_decode_respects_the_order_of_bytes_on_the_wire():
    wire = bytes([1, 2, 3, 4, 5, 6])
    assert decode(wire, "GRB") == [[2, 1, 3], [5, 4, 6]]
    assert decode(wire, "RGB") == [[1, 2, 3], [4, 5, 6]]
    assert decode(wire, "BGR") == [[3, 2, 1], [6, 5, 4]]
    assert decode(bytes([1, 2, 3, 4]), "GRBW") == [[2, 1, 3, 4]]
    for order in ("GRB", "RGB", "BRG", "GRBW"):
        pixels = [[10, 20, 30, 40][:len(order)], [0, 255, 7, 1][:len(order)]]
        assert decode(encode(pixels, order), order) == pixels


def test_firmware_colours_arrive_whatever_the_pixel_order():
    for order in ("GRB", "RGB", "BGR"):
        with tiny_sim(TINY_ORDER=order, GM_RING_PIXELS=16) as sim:
            assert len(sim.ring) == 16
            assert sim.ring[0] == [10, 20, 30]
            sim.press()
            sim.wait(0.1)
            assert sim.ring[1] == [10, 0, 255]
            assert sim.records[-1]["ring"][1] == [10, 0, 255]


def test_brightness_is_applied_before_the_wire():
    with tiny_sim(TINY_BRIGHT=0.5, ring=10) as sim:
        assert len(sim.ring) == 10
        assert sim.ring[0] == [5, 10, 15]


def test_a_ring_change_alone_makes_a_record_row():
    with tiny_sim() as sim:
        before = len(sim.records)
        sim.press()
        sim.wait(0.1)
        rows = sim.records[before:]
        assert rows and rows[0]["ring"][1] == [10, 0, 255]
        assert rows[0]["cues"] and rows[0]["cues"][0]["hz"] in range(430, 451)


def test_brightness_rounds_as_circuitpythons_c_pixelbuf():
    # shared-module/adafruit_pixelbuf/PixelBuf.c: out = v * (uint16_t)(b * 256) / 256.
    # b = 0.3 -> 76; (10, 20, 30) -> (760 // 256, 1520 // 256, 2280 // 256) = (2, 5, 8).
    # Blinka's Python pixelbuf would send int(v * 0.3) = (3, 6, 9): the fake must not.
    with tiny_sim(TINY_BRIGHT=0.3, ring=10) as sim:
        assert sim.ring[0] == [2, 5, 8]


def test_dim_turns_to_come_stay_lit_at_the_boards_default_brightness():
    # Issue 13 item 6: CLUE default = cap 0.2 x GM_BRIGHTNESS 30 % = 0.06 ->
    # (uint16_t)(0.06 * 256) = 15; the Pipes "turns to come" colour (8, 8, 8)
    # gives 8 * 15 // 256 = 0: off on the real ring.  The simulator's cap is
    # 1.0, so GM_BRIGHTNESS = 6 gives the same 0.06 here.  Every pixel of the
    # 12 must be lit during turn 2 (1 done, 11 to come); the firmware raises
    # a lit channel to 18 (18 * 15 // 256 = 1), the least that reaches the LED.
    from host_sim.runner import Simulator
    with Simulator(game="pipes", seed=4, extra_settings={"GM_BRIGHTNESS": 6}) as sim:
        sim.wait(0.5)
        sim.press()
        sim.wait(0.5)
        sim.press()
        sim.wait(0.5)
        ring = sim.ring
        assert len(ring) == 12
        assert all(max(px) >= 1 for px in ring), ring
        assert max(ring[0]) > max(ring[11])          # done turns brighter than to come
