"""The simulator window: display, NeoPixel ring and button, on the real clock.

Space, Enter, Right arrow, or a mouse click on the drawn button are the
button: down while held, so holding a key is a long press.  R cuts the power
(reboot, NVM kept), Esc or closing the window quits.  Events are read with
``pygame.event.get()`` here; the firmware sees only the button's pin level,
through the simulated keypad scanner.

The virtual clock is slaved to the wall clock: each frame the firmware runs
until its clock reaches the real time elapsed since power-on.
"""

import math
import os
import sys
import time

BUTTON_KEY_NAMES = ("K_SPACE", "K_RETURN", "K_KP_ENTER", "K_RIGHT")


def no_display_message(reason):
    from host_sim.runner import headless_example, python_command
    return ("No display available for the simulator window (%s).\n"
            "Run it headless instead, with a button script, e.g.:\n  %s\n"
            "(or start a virtual X server: xvfb-run %s -m host_sim run)"
            % (reason, headless_example(), python_command()))


def _display_problem():
    if sys.platform.startswith("linux") and not (os.environ.get("DISPLAY")
                                                 or os.environ.get("WAYLAND_DISPLAY")):
        return "neither DISPLAY nor WAYLAND_DISPLAY is set"
    if os.environ.get("SDL_VIDEODRIVER") in ("dummy", "offscreen"):
        return "SDL_VIDEODRIVER=%s" % os.environ["SDL_VIDEODRIVER"]
    return None


class Layout:
    """Where things go for a display of ``width`` x ``height`` at ``scale``."""

    def __init__(self, width, height, scale):
        self.disp_w, self.disp_h = width * scale, height * scale
        half_diag = math.hypot(self.disp_w, self.disp_h) / 2
        self.ring_r = half_diag + 18
        self.dot_r = max(6, int(7 * scale))
        side = int(2 * (self.ring_r + self.dot_r + 12))
        self.width = side
        self.center = (side // 2, side // 2)
        self.disp_pos = (self.center[0] - self.disp_w // 2, self.center[1] - self.disp_h // 2)
        self.button_r = 34 + 6 * scale
        self.button_c = (side // 2, side + self.button_r + 10)
        self.height = side + 2 * self.button_r + 60

    def pixel_pos(self, index, count, first, clockwise):
        step = (index - first) % count
        angle = 2 * math.pi * step / count
        if not clockwise:
            angle = -angle
        return (int(self.center[0] + self.ring_r * math.sin(angle)),
                int(self.center[1] - self.ring_r * math.cos(angle)))

    def on_button(self, pos):
        return math.hypot(pos[0] - self.button_c[0], pos[1] - self.button_c[1]) <= self.button_r


TAP_S = 0.08


def _led_colour(px):
    # LEDs at low PWM still look lit to the eye; a square-root curve keeps a
    # dim ring visible on a monitor.
    return tuple(int(255 * math.sqrt(min(255, max(0, c)) / 255.0)) for c in px[:3])


def run_window(args):
    problem = _display_problem()
    if problem:
        print(no_display_message(problem), file=sys.stderr)
        return 3
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import pygame
    from host_sim.runner import FirmwareStalled, Simulator, sim_kwargs

    try:
        pygame.display.init()
        pygame.font.init()
        sim = None
        from host_sim.runner import board_profile
        profile = board_profile(getattr(args, "board", None))
        disp = profile["display"]
        scale = max(1, args.scale)
        layout = Layout(disp["width"], disp["height"], scale)
        info = pygame.display.Info()
        while scale > 1 and info.current_h > 0 and layout.height > info.current_h * 0.92:
            scale -= 1          # a 768-pixel screen: the whole device must stay visible
            layout = Layout(disp["width"], disp["height"], scale)
        if scale != max(1, args.scale):
            print("--scale %d does not fit this %d-pixel-high screen: scale %d"
                  % (args.scale, info.current_h, scale), file=sys.stderr)
        screen = pygame.display.set_mode((layout.width, layout.height))
    except pygame.error as exc:
        print(no_display_message("SDL could not open a window: %s" % exc), file=sys.stderr)
        return 3
    pygame.display.set_caption("game-master simulator: %s" % profile["name"])
    font = pygame.font.Font(None, 22 if layout.width >= 600 else 17)
    button_keys = {getattr(pygame, name) for name in BUTTON_KEY_NAMES}
    ring = profile["ring"]
    sim = Simulator(raise_on_crash=False, **sim_kwargs(args))
    clock = pygame.time.Clock()
    held, mouse_down, running = set(), False, True
    # a key tapped faster than a frame (or by xdotool) still makes a press
    # the keypad scan (20 ms) can see: the button stays down at least TAP_S
    latched_until = 0.0
    started = time.monotonic()
    display_surface, seen_refresh, shown_crashes = None, None, 0
    code = 0
    try:
        while running:
            for ev in pygame.event.get():
                if ev.type == pygame.QUIT:
                    running = False
                elif ev.type == pygame.KEYDOWN:
                    if ev.key in button_keys:
                        held.add(ev.key)
                        latched_until = time.monotonic() - started + TAP_S
                    elif ev.key == pygame.K_ESCAPE:
                        running = False
                    elif ev.key == pygame.K_r:
                        sim.reset()
                elif ev.type == pygame.KEYUP:
                    held.discard(ev.key)
                elif ev.type == pygame.MOUSEBUTTONDOWN and ev.button == 1:
                    mouse_down = layout.on_button(ev.pos)
                    if mouse_down:
                        latched_until = time.monotonic() - started + TAP_S
                elif ev.type == pygame.MOUSEBUTTONUP and ev.button == 1:
                    mouse_down = False
            elapsed = time.monotonic() - started
            pressed = bool(held) or mouse_down or elapsed < latched_until
            if pressed != sim.machine.button_pressed:
                sim.set_button(pressed)
            sim.run_until_ms(elapsed * 1000.0)
            if len(sim.crashes) > shown_crashes:
                for text in sim.crashes[shown_crashes:]:
                    print(text, file=sys.stderr, end="")
                shown_crashes = len(sim.crashes)
                code = 1

            display = sim.display
            if display is not None and (display, display.refresh_count) != seen_refresh:
                seen_refresh = (display, display.refresh_count)
                display.eager = True          # shown on every refresh
                img = display.viewed()
                surf = pygame.image.frombuffer(img.tobytes(), img.size, "RGB")
                display_surface = pygame.transform.scale(surf, (layout.disp_w, layout.disp_h))
            screen.fill((24, 24, 28))
            if display_surface is not None:
                screen.blit(display_surface, layout.disp_pos)
            leds = sim.ring or []
            for i, px in enumerate(leds):
                pos = layout.pixel_pos(i, len(leds), ring.get("first", 0) % len(leds),
                                       ring.get("clockwise", True))
                pygame.draw.circle(screen, _led_colour(px), pos, layout.dot_r)
                pygame.draw.circle(screen, (70, 70, 80), pos, layout.dot_r, 1)
            colour = (230, 60, 50) if sim.machine.button_pressed else (150, 30, 25)
            pygame.draw.circle(screen, colour, layout.button_c, layout.button_r)
            pygame.draw.circle(screen, (240, 240, 240), layout.button_c, layout.button_r, 2)
            status = "t=%.1f s  boot %d  %s" % (sim.now_ms / 1000.0, len(sim.boots),
                                                "CRASHED (see terminal)" if sim.machine.halted
                                                == "crashed" else "")
            help_line = "space/enter/right/click: button   R: power cut   Esc: quit"
            for row, text in enumerate((status, help_line)):
                label = font.render(text, True, (200, 200, 200))
                screen.blit(label, (10, layout.height - 44 + row * 20))
            pygame.display.flip()
            if args.exit_after is not None and elapsed >= args.exit_after:
                running = False
            clock.tick(60)
        if args.screenshot:
            pygame.image.save(screen, args.screenshot)
    except FirmwareStalled as exc:
        print(str(exc), file=sys.stderr)
        code = 1
    finally:
        sim.close()
        pygame.quit()
    return code
