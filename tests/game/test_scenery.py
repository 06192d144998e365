"""The world behind the screens (issue 27 points 1, 2 and the reel frame of 7): it moves when
nobody plays and during rounds, each feature has its own look, the key art reacts, and nothing
the layout places (logo, key art, meters, messages, buttons) covers the board."""
import pygame
import pytest

from helpers import frames
from engine import events as ev
from engine.games import available_games
from game.window.look import look_of
from game.window.ui import hud
from game.window.ui.keyart import KeyArt
from game.window.ui.scenery import FADE, Scenery
from game.window.scenes.lobby import LobbyScene
from game.window.scenes.slot import SlotScene

GAMES = available_games()


def changed(a, b, rect=None) -> int:
    """How many pixels differ between two surfaces (within `rect`)."""
    rect = pygame.Rect(rect or a.get_rect())
    return sum(a.get_at((x, y)) != b.get_at((x, y))
               for x in range(rect.left, rect.right, 2) for y in range(rect.top, rect.bottom, 2))


def outside(frame_a, frame_b, board) -> int:
    """Changed pixels in the four bands around the board."""
    w, h = frame_a.get_size()
    bands = [(0, 0, board.left, h), (board.right, 0, w - board.right, h),
             (board.left, 0, board.width, board.top), (board.left, board.bottom, board.width,
                                                        h - board.bottom)]
    return sum(changed(frame_a, frame_b, band) for band in bands if band[2] > 0 and band[3] > 0)


def test_the_lobby_moves_when_nobody_plays(app):
    app.push(LobbyScene(app))
    frames(app, 0.1)
    before = app.screen.copy()
    frames(app, 0.2)
    assert changed(before, app.screen) > 200


@pytest.mark.parametrize("game_id", GAMES)
def test_an_idle_game_moves_around_its_board(app, game_id):
    slot = app.push(SlotScene(app, game_id))
    frames(app, 0.1)
    before = app.screen.copy()
    frames(app, 0.2)
    assert not slot.in_round
    assert outside(before, app.screen, slot.view.grid_rect().inflate(40, 40)) > 200


@pytest.mark.parametrize("game_id", GAMES)
def test_the_scenery_moves_during_a_round_and_draw_changes_nothing(app, game_id):
    slot = app.push(SlotScene(app, game_id))
    slot.start_round("base")
    frames(app, 0.05)
    assert slot.in_round
    first = pygame.Surface((1280, 720))
    slot.board.scenery.draw(first)
    again = pygame.Surface((1280, 720))
    slot.board.scenery.draw(again)
    assert changed(first, again) == 0                   # drawing twice is drawing the same
    frames(app, 0.2)
    later = pygame.Surface((1280, 720))
    slot.board.scenery.draw(later)
    assert changed(first, later) > 200


@pytest.mark.parametrize("game_id", GAMES)
def test_each_feature_has_its_own_look(app, game_id):
    looks = look_of(game_id).scenery.get("features", {})
    assert looks, f"{game_id} gives no feature a look"
    scenery = Scenery(look_of(game_id).scenery, look_of(game_id).theme)
    base = pygame.Surface((1280, 720))
    scenery.draw(base)
    for name in looks:
        scenery.set_feature(name)
        scenery.update(FADE)
        scenery.time = 0.0           # the same moment of the weather: only the look differs
        for effect in scenery.twinkles + scenery.snow:
            effect.time = 0.0
        look = pygame.Surface((1280, 720))
        scenery.draw(look)
        assert changed(base, look) > 20000, name
        assert scenery.frame_glow() is not None
        scenery.set_feature(None)
        scenery.update(FADE)


@pytest.mark.parametrize("game_id", GAMES)
def test_the_feature_events_switch_the_look(app, game_id):
    slot = app.push(SlotScene(app, game_id))
    name = next(iter(look_of(game_id).scenery["features"]))
    slot.anim.feed({"type": ev.FEATURE, "name": name, "phase": ev.START})
    for _ in range(400):
        if not slot.anim.busy:
            break
        slot.anim.finish_current()
        app.step(1 / 60)
    assert slot.board.scenery.feature == name and slot.board.key_art.reaction in (None, "trigger")
    slot.anim.feed({"type": ev.FEATURE, "name": name, "phase": ev.END, "win": 0})
    for _ in range(400):
        if not slot.anim.busy:
            break
        slot.anim.finish_current()
        app.step(1 / 60)
    assert slot.board.scenery.feature is None


def test_the_key_art_breathes_and_reacts():
    art = KeyArt(None, (0, 0, 200, 200))
    still = art.offset()
    art.update(0.8)
    assert art.offset() != still                        # the idle bob
    art.react("cheer")
    art.update(0.2)
    dx, dy, glow = art.offset()
    assert dy < -5 and glow > 0.5                       # a jump, with its glow
    art.update(3.0)
    assert art.reaction is None and art.offset()[2] == 0


def test_the_key_art_sways_a_few_degrees_from_frames_made_once(monkeypatch):
    """Issue 37, 3: idle, the key art leans a few degrees either way about its feet, from
    pictures rotated once as it is made: a frame only picks one (no rotation while drawing);
    a reaction stands it upright."""
    from game.window.ui import keyart
    tall = pygame.Surface((20, 100), pygame.SRCALPHA)
    tall.fill((255, 255, 255))
    art = KeyArt(tall, (0, 0, 200, 200))
    assert 2 <= max(keyart.ANGLES) <= 5 and min(keyart.ANGLES) == -max(keyart.ANGLES)

    def no_turning(*args):
        raise AssertionError("rotated while drawing")
    monkeypatch.setattr(pygame.transform, "rotozoom", no_turning)
    monkeypatch.setattr(pygame.transform, "rotate", no_turning)
    tops, steps = {}, set()
    for _i in range(int(keyart.SWAY_PERIOD * 20)):
        art.update(1 / 20)
        steps.add(art.lean())
        screen = pygame.Surface((200, 200))
        art.draw(screen)
        top = next(y for y in range(200) if any(screen.get_at((x, y))[0] for x in range(200)))
        row = [x for x in range(200) if screen.get_at((x, top + 2))[0]]
        tops[art.lean()] = sum(row) / len(row)
        feet = [x for x in range(200) if screen.get_at((x, 190))[0]]
        assert abs(sum(feet) / len(feet) - 100) < 4          # about its feet
    assert steps == set(range(keyart.SWAY_STEPS))            # through every angle made
    lean_left, lean_right = tops[keyart.SWAY_STEPS - 1], tops[0]
    assert lean_left < 100 - 2 and lean_right > 100 + 2     # its top leans either way
    art.react("trigger")
    art.update(0.01)
    assert keyart.ANGLES[art.lean()] == 0
    art.release()                                       # its game left: the frames go
    assert art.swaying == {}
    art.update(3.0)
    art.draw(pygame.Surface((200, 200)))                # and it still draws, upright


@pytest.mark.parametrize("game_id", GAMES)
def test_nothing_is_placed_over_the_board(app, game_id):
    slot = app.push(SlotScene(app, game_id))
    anim = slot.anim
    anim.progress.multiplier = 25
    if any(slot.look.fresh(name) for name in slot.look.features):     # free spins: a counter
        anim.progress.spin_counter = (3, 10)
    options = [o for choice in slot.game.choice_sets() for o in choice]
    for kind, panel in slot.look.status.items():      # each status panel of the look
        anim.progress.status[kind] = {"type": kind, panel["symbol"]: options[0] if options else "x"}
    if slot.look.mark_colours:
        anim.board.place_marks({colour: (0, 0) for colour in slot.look.mark_colours})
    slot.session.revealed = ("f" * 64, "c" * 16, 123456)
    slot.session.message = "Autoplay stopped: the balance fell by 50x the bet"
    frames(app, 0.05)
    board = slot.view.grid_rect().inflate(24, 24)         # the grid and its frame
    placed = [("logo", hud.LOGO), ("replay badge", hud.REPLAY_BADGE)]
    placed += [(kind, box) for kind, box, _ in slot.panels.boxes(slot.snapshot())]
    if slot.look.key_art:
        placed.append(("key art", slot.board.key_art.rect))
        image = slot.board.key_art.image
        assert image.get_height() <= slot.board.key_art.rect.height - 22      # room to jump
    placed += [("promo", box) for _, box, _ in slot.panels.promos_shown(slot.snapshot())]
    placed += [(b.label or "bet", b.rect) for b in slot.controls.buttons]
    for name, box in placed:
        assert not box.colliderect(board), f"{game_id}: {name} {tuple(box)} covers the board"
        assert pygame.Rect(0, 0, 1280, 720).contains(box), name
    for name, box in placed[2:]:      # a notice's toast: over the board's foot, only there
        assert not box.colliderect(hud.TOAST), f"{game_id}: the toast covers {name}"
    assert hud.TOAST.bottom <= hud.BAR.top
    mine = placed[:-len(slot.controls.buttons)]
    for i, (a, box_a) in enumerate(mine):
        for b, box_b in placed[i + 1:]:
            assert not box_a.colliderect(box_b), f"{game_id}: {a} overlaps {b}"


def test_the_key_art_acts_through_its_poses(app):
    """Issue 37, 4: idle it goes through its idle poses (a blink now and then), a trigger
    shows its react pose, a big win its celebrate pose; each drawn as the pose's picture."""
    from game.window.ui.keyart import poses
    colours = {"idle_1": (200, 0, 0), "idle_2": (0, 200, 0), "idle_3": (0, 0, 200),
               "blink": (90, 90, 90), "react": (200, 200, 0), "celebrate": (0, 200, 200)}
    drawn = {}
    for name, colour in colours.items():
        drawn[name] = pygame.Surface((100, 100))
        drawn[name].fill(colour)
    art = KeyArt(drawn["idle_1"], (0, 0, 120, 150), poses=drawn)
    seen = set()
    for _ in range(120):
        art.update(1 / 20)
        seen.add(art.pose())
    assert {"idle_1", "idle_2", "idle_3", "blink"} <= seen
    screen = pygame.Surface((120, 150))
    art.react("trigger")
    art.update(0.1)
    art.draw(screen)
    assert art.pose() == "react" and screen.get_at((60, 100))[:3] == colours["react"]
    art.react("cheer")
    art.update(0.1)
    assert art.pose() == "celebrate"
    art.update(3.0)
    assert art.pose() in ("idle_1", "idle_2", "idle_3", "blink")
    for game_id in GAMES:              # every game's art has its poses drawn
        found = poses(game_id, (300, 300))
        assert {"idle_1", "idle_2", "idle_3", "react", "celebrate"} <= set(found), game_id


def test_a_world_entered_again_is_not_decoded_again(app):
    """Issue 54: the last world baked is kept and shared (its screens only read it), so a game
    entered again from the lobby takes its full-screen layers as they were; a world baked from
    other pictures replaces it (one world kept, not one per game)."""
    first, second = (look_of(game_id).scenery for game_id in GAMES[:2])
    a, b = Scenery(first), Scenery(first)
    assert a.base is b.base and [m[0] for m in a.moving] == [m[0] for m in b.moving]
    other, again = Scenery(second), Scenery(first)
    assert other.base is not a.base and again.base is not a.base


def test_a_game_left_hears_no_more_changes_of_language(app):
    """Issue 54: the promos of a game left are not worded again at each change of language
    (each one made was, until the collector found it)."""
    from game.words import i18n
    slot = app.push(SlotScene(app, GAMES[0]))
    app.step(0)
    panels = slot.panels
    heard = [ref for ref in i18n._State.listeners if ref() == panels.respeak]
    assert heard, "a game on show hears a change of language"
    app.pop()
    assert not [ref for ref in i18n._State.listeners if ref() == panels.respeak]
