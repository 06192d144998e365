"""What a game screen draws over its board: the HUD (title, meters, multiplier, the active
character, balance, bet, win), feature banners, the player's choice, the big-win count-up, and the
provable-fairness corner. Functions of the slot scene, which holds the state."""
import math

import pygame

from engine.rng import seed_hash
from game.assets import font
from game.ui.theme import panel
from game.ui.widgets import fit_size, hex_text, text

MESSAGE_WIDTH = 560   # between the title and the fairness corner (x 360 to 920)


def draw_hud(scene, surface):
    theme, money = scene.theme, scene.show          # the player's money view, cash or coins
    title_w = font(40).size(theme["title"])[0] + 28    # on a dark plate: pale skies too
    surface.blit(panel((title_w, 48), HUD_PANEL, 12), (10, 16))
    text(surface, theme["title"], (24, 40), 40, theme["frame"], anchor="midleft")
    bar = pygame.Rect(0, 640, 1280, 80)
    surface.blit(panel(bar.size, (10, 6, 24, 200), 0), bar)
    coin_game = bool(scene.game.bets.coins)
    text(surface, "CREDIT" if coin_game else "BALANCE", (240, 660), 20, (200, 190, 220))
    untold = scene.untold()       # a big win still counting up: the meters count with it
    text(surface, scene.show(scene.app.balance - untold), (240, 690), 32)
    text(surface, "BET" if coin_game else "TOTAL BET", (610, 660), 20, (200, 190, 220))
    text(surface, scene.show(scene.session.cost()), (610, 690), 32)
    running = scene.anim.round_win if scene.in_round else scene.session.last_win - untold
    text(surface, "WIN" if scene.in_round else "LAST WIN", (900, 660), 20, (200, 190, 220))
    text(surface, money(running), (900, 690), 32, (255, 225, 120))
    y = 110
    for name, meter in scene.anim.meters.items():
        target = meter.get("target")
        label = name.replace("_", " ").upper()
        shown = round(scene.counters.get(name, meter["value"]))
        surface.blit(panel((244, 50 if target else 36), HUD_PANEL, 12), (28, y - 18))
        text(surface, f"{label}: {shown}" + (f" / {target}" if target else ""), (150, y), 24)
        if target:
            meter_bar(surface, pygame.Rect(40, y + 16, 220, 10), shown, target, theme["accent"])
        y += 58 if target else 44          # panels apart, never overlapping
    if scene.anim.multiplier:
        grow = 1 + 0.4 * max(0.0, scene.multiplier_flash)
        surface.blit(panel((244, 72), HUD_PANEL, 12), (28, y - 4))
        text(surface, f"x{scene.anim.multiplier}", (150, y + 30), int(64 * grow),
             (255, 215, 90))
        y += 80
    if scene.anim.spin_counter:
        index, of = scene.anim.spin_counter
        surface.blit(panel((244, 40), HUD_PANEL, 12), (28, y))
        text(surface, f"FREE SPIN {index} / {of}", (150, y + 20), 28, (255, 255, 255))
        y += 50
    if scene.anim.princess:
        image = scene.view.symbol_image(scene.anim.princess, 110)
        surface.blit(image, image.get_rect(center=(150, 480)))
        text(surface, f"{scene.anim.princess.upper()} IS ACTIVE", (150, 550), 22)
    if scene.anim.marks:
        text(surface, "MARKS WON: " + str(len(scene.anim.won_marks)), (150, 600), 22)
    placed = []
    for win, colour in scene.anim.labels:
        positions = win["positions"]
        if positions:
            x = sum(scene.view.center(r, c)[0] for r, c in positions) / len(positions)
            y = sum(scene.view.center(r, c)[1] for r, c in positions) / len(positions)
        else:
            x, y = scene.view.grid_rect().center
        label = money(win["amount"])         # a dark pill edged in the win's colour: it reads
        pill = pygame.Rect(0, 0, font(40).size(label)[0] + 24, 44)   # over any symbol
        pill.center = (round(x), round(y))
        while pill.collidelist(placed) >= 0:     # two wins around one centre: stack them
            pill.move_ip(0, pill.height + 4)
        placed.append(pill)
        surface.blit(panel(pill.size, (10, 6, 24, 225), 14, colour), pill)
        text(surface, label, pill.center, 40, colour, shadow=False)
    if scene.session.message:       # above the board, on its own plate, clear of its frame
        size = fit_size(scene.session.message, 22, MESSAGE_WIDTH - 24)
        plate = pygame.Rect(0, 0, min(MESSAGE_WIDTH, font(size).size(scene.session.message)[0]
                                      + 24), 32)
        plate.center = (640, 26)
        surface.blit(panel(plate.size, (40, 8, 24, 225), 10), plate)
        text(surface, scene.session.message, plate.center, size, (255, 190, 190),
             shadow=False)
    draw_fairness(scene, surface)


METER_TRACK = (78, 66, 118)
HUD_PANEL = (10, 6, 24, 170)    # behind the meters, so snow and stars never cross their text
SEGMENTED_UP_TO = 10   # a meter of this many steps or fewer shows one section per step


def meter_bar(surface, bar, value, target, colour):
    """A meter's track and fill; a short meter (a target of 3, say) in separate sections so
    a player counts them at a glance."""
    if target > SEGMENTED_UP_TO:
        pygame.draw.rect(surface, METER_TRACK, bar, border_radius=5)
        fill = bar.copy()
        fill.width = int(bar.width * min(1.0, value / target))
        pygame.draw.rect(surface, colour, fill, border_radius=5)
        return
    gap = 6
    width = (bar.width - gap * (target - 1)) / target
    for i in range(target):
        section = pygame.Rect(round(bar.x + i * (width + gap)), bar.y, round(width), bar.height)
        pygame.draw.rect(surface, colour if i < value else METER_TRACK, section, border_radius=5)


FAIRNESS_TEXT = (215, 205, 240)
FAIRNESS_WIDTH = 1278 - 920     # right of the message plate, above the PAYS row


def draw_fairness(scene, surface):
    """Provable fairness, in a corner: the next round's seed hash before it is played, the
    last round's seeds after it (check them with python -m engine verify). A dark strip keeps
    it legible on every game's background, light skies included."""
    lines = []
    session = scene.session
    if not session.replaying:
        lines.append(f"next round's hash {hex_text(seed_hash(session.next_seed))[:26]}...")
    if session.revealed:
        server, client, nonce = session.revealed
        lines += [f"last server seed {hex_text(server)[:26]}...",
                  f"client seed {hex_text(client)[:17]}  nonce {nonce}"]
    if not lines:
        return
    size = min(fit_size(line, 16, FAIRNESS_WIDTH - 16) for line in lines)
    step = size + 2
    width = max(font(size).size(line)[0] for line in lines) + 16
    surface.blit(panel((width, step * len(lines) + 8), (20, 10, 40, 200), 8), (1278 - width, 4))
    for i, line in enumerate(lines):
        text(surface, line, (1270, 8 + step * i), size, FAIRNESS_TEXT, anchor="topright",
             shadow=False)


def draw_banner(scene, surface, title, subtitle, alpha):
    shade = pygame.Surface((1280, 200), pygame.SRCALPHA)      # dark enough over gold symbols
    shade.fill((0, 0, 0, int(185 * alpha)))
    surface.blit(shade, (0, 240))
    text(surface, title, (640, 320), 96, scene.theme["frame"])
    if subtitle:
        text(surface, subtitle, (640, 390), 40)


def draw_total(scene, surface, title, amount, detail, alpha):
    """A feature's total: on a plate in the game's frame colour, the amount in money view."""
    shade = pygame.Surface((1280, 720), pygame.SRCALPHA)
    shade.fill((0, 0, 0, int(170 * alpha)))
    surface.blit(shade, (0, 0))
    plate = pygame.Rect(0, 0, 820, 270)
    plate.center = (640, 340)
    surface.blit(panel(plate.size, (16, 8, 30, 235), 30, scene.theme["frame"]), plate)
    text(surface, title, (640, 260), fit_size(title, 64, plate.width - 40), scene.theme["frame"])
    text(surface, "TOTAL WIN", (640, 320), 26, (220, 210, 240), shadow=False)
    text(surface, scene.show(amount), (640, 375), 72, (255, 225, 120))
    if detail:
        text(surface, detail, (640, 440), 24, (220, 210, 240), shadow=False)


def choice_rects(scene):
    options = scene.anim.choice or []
    return [(o, pygame.Rect(290 + i * 250, 220, 210, 300)) for i, o in enumerate(options)]


def draw_choice(scene, surface):
    shade = pygame.Surface((1280, 720), pygame.SRCALPHA)
    shade.fill((0, 0, 0, 170))
    surface.blit(shade, (0, 0))
    text(surface, scene.look.choice_title, (640, 150), 64, scene.theme["frame"])
    spins = getattr(scene.game, "options", {})
    for i, (option, rect) in enumerate(choice_rects(scene)):
        surface.blit(panel(rect.size, (40, 20, 80, 230), 18, scene.theme["frame"]), rect)
        image = scene.view.symbol_image(option, 150)
        surface.blit(image, image.get_rect(center=(rect.centerx, rect.y + 110)))
        text(surface, option.upper(), (rect.centerx, rect.y + 210), 36)
        if option in spins:
            text(surface, f"{spins[option][0]} FREE SPINS", (rect.centerx, rect.y + 245), 26,
                 (255, 225, 120))
            text(surface, scene.look.choice_words.get(option, ""), (rect.centerx, rect.y + 268), 17, (230, 220, 250))
        text(surface, f"press {i + 1}", (rect.centerx, rect.bottom - 14), 18, (200, 190, 220))


TIER_COLOURS = [(255, 215, 90), (255, 150, 60), (255, 110, 200), (150, 220, 255)]


def draw_big_win(scene, surface):
    """The celebration: a shower of coins, the tier reached so far, the amount counting up."""
    party = scene.celebration
    shade = pygame.Surface((1280, 720), pygame.SRCALPHA)
    shade.fill((0, 0, 0, 175))
    surface.blit(shade, (0, 0))
    tier = [name for _, name in party.tiers].index(party.title)
    colour = TIER_COLOURS[tier % len(TIER_COLOURS)]
    coins(surface, party.seconds, 24 + 24 * tier, colour)
    grow = 1.0 + 0.15 * max(0.0, 1 - (party.seconds % 1.5) * 4) if party.counting else 1.0
    plate = pygame.Rect(0, 0, 860, 330)
    plate.center = (640, 360)
    surface.blit(panel(plate.size, (16, 8, 30, 235), 30, colour), plate)
    if party.heading:               # the feature this count-up tells the total of
        text(surface, party.heading, (640, 228), fit_size(party.heading, 28, plate.width - 60),
             (220, 210, 240), shadow=False)
    text(surface, party.title, (640, 295), int(110 * grow), colour)
    text(surface, scene.show(party.shown), (640, 390), 80)
    if party.note and not party.counting:       # how rare it was, once the total stands
        text(surface, party.note, (640, 448), fit_size(party.note, 24, plate.width - 60),
             (255, 225, 120), shadow=False)
    text(surface, "Space or click: " + ("show the total" if party.counting else "continue"),
         (640, 495), 22, (220, 210, 240), shadow=False)


def coins(surface, seconds, count, colour):
    """Coins falling and turning, a pure function of time: nothing to keep between frames."""
    for i in range(count):
        x = (i * 397) % 1280
        speed = 180 + (i * 53) % 220
        y = (i * 131 + seconds * speed) % 800 - 40
        turn = abs(math.cos(seconds * (2 + i % 5) + i))
        width = max(2, int(22 * turn))
        coin = pygame.Rect(0, 0, width, 22)
        coin.center = (x, int(y))
        pygame.draw.ellipse(surface, colour, coin)
        pygame.draw.ellipse(surface, (120, 80, 10), coin, 2)
