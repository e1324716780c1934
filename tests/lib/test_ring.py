from gamemaster.ring import physical_order, render

G = (0, 200, 0)
BG = (1, 1, 1)


def lit(colours):
    return sum(1 for c in colours if c == G)


def test_count_on_every_ring_size():
    # 12 turns on rings of 10, 12, 16, 24: monotonic, full at 12, empty at 0
    for n in (10, 12, 16, 24):
        prev = -1
        for done in range(0, 13):
            out = render(("count", done, 12, G, BG), n)
            assert len(out) == n
            k = lit(out)
            assert k >= prev
            prev = k
            assert k == (done * n) // 12
        assert lit(render(("count", 12, 12, G, BG), n)) == n
        assert lit(render(("count", 0, 12, G, BG), n)) == 0


def test_count_partial_pixel_shows_progress_on_small_ring():
    # 10 pixels, 12 turns: turn 1 must not look like turn 0
    out = render(("count", 1, 12, G, BG), 10)
    assert out[0] != BG
    assert out[0] != G
    assert out[1] == BG


def test_24_pixels_two_per_turn():
    out = render(("count", 5, 12, G, BG), 24)
    assert lit(out) == 10 and out[10] == BG


def test_players_and_marker_and_hold():
    cols = ((255, 0, 0), (0, 0, 255), (255, 255, 0))
    out = render(("players", cols), 12)
    assert out[0] == cols[0] and out[4] == cols[1] and out[11] == cols[2]
    m = render(("marker", 2, 4, G, BG), 12)
    assert [i for i in range(12) if m[i] == G] == [6, 7, 8]
    h = render(("hold", 500, (9, 9, 9), ("fill", BG)), 12)
    assert h[:6] == [(9, 9, 9)] * 6 and h[6:] == [BG] * 6


def test_physical_order_rotation_and_direction():
    logical = [(i, 0, 0) for i in range(10)]
    cw = physical_order(logical, 3, True)
    assert cw[3] == (0, 0, 0) and cw[4] == (1, 0, 0) and cw[2] == (9, 0, 0)
    ccw = physical_order(logical, 3, False)
    assert ccw[3] == (0, 0, 0) and ccw[2] == (1, 0, 0) and ccw[4] == (9, 0, 0)
