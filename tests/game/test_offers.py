"""The controls that cost, and the menus' choices (issue 49, 2): the buy is a badge of the
game's art carrying its price, which follows the bet and the money view; the ante a switch
whose state reads at a glance; a menu's selected, hovered, disabled and normal choices are
told apart at a glance."""
import pygame

from helpers import frames, recording
from game.window.scenes.slot import SlotScene


def drawn(button, surface):
    with recording() as seen:
        button.draw(surface)
    return seen


def test_the_buy_is_an_art_badge_carrying_its_price_which_follows_the_bet(app):
    slot = app.push(SlotScene(app, "santas-wonderland"))
    buy = slot.controls.buy_button
    frames(app, 1 / 60)
    seen = drawn(buy, app.screen)
    price = slot.show(slot.session.cost("buy"))
    lines = [d.message for d in sorted(seen, key=lambda d: d.rect.y)]     # a long title wraps
    assert " ".join(lines) == f"{slot.look.buy_title} {price}"
    assert all(buy.rect.contains(d.rect) and d.contrast >= 4.5 for d in seen)
    art = app.screen.get_at((buy.rect.x + buy.rect.height // 2, buy.rect.centery))
    assert art != pygame.Color(0, 0, 0)                     # the buy's picture in its badge
    slot.change_bet(1)
    frames(app, 1 / 60)
    higher = slot.show(slot.session.cost("buy"))
    assert higher != price and higher in {d.message for d in drawn(buy, app.screen)}


def test_the_ante_is_a_switch_whose_state_reads_at_a_glance(app):
    from game.window.ui.offers import ON_TRACK, OFF_TRACK
    slot = app.push(SlotScene(app, "sweet-bonanza-xmas"))
    ante = slot.controls.ante_button
    frames(app, 0.3)
    assert "OFF" in {d.message for d in drawn(ante, app.screen)}
    track = ante.track_rect()
    assert app.screen.get_at((track.centerx, track.bottom - 5))[:3] == OFF_TRACK
    knob_off = ante.knob
    ante.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=ante.rect.center))
    frames(app, 0.3)                                         # the knob slides across
    assert slot.session.mode == "ante" and ante.on and ante.knob > knob_off
    seen = drawn(ante, app.screen)
    assert "ON" in {d.message for d in seen} and all(d.contrast >= 4.5 for d in seen)
    assert app.screen.get_at((track.centerx, track.bottom - 5))[:3] == ON_TRACK


def test_a_menus_selected_hovered_disabled_and_normal_choices_read_apart(app):
    from game.window.ui.widgets import Button

    def looks(**state):
        button = Button((10, 10, 110, 56), "RM2.00", lambda: None)
        for name, value in state.items():
            setattr(button, name, value)
        surface = pygame.Surface((130, 80))
        surface.fill((30, 20, 60))
        seen = drawn(button, surface)
        assert all(d.contrast >= 4.5 for d in seen)
        face = [surface.get_at((x, 44))[:3] for x in (20, 30, 100, 110)]   # beside the words
        return tuple(sum(c[i] for c in face) / len(face) for i in range(3))

    faces = {"normal": looks(), "hover": looks(hover=True), "selected": looks(active=True),
             "disabled": looks(enabled=False),
             "selected hovered": looks(active=True, hover=True)}
    assert faces["selected hovered"] == faces["selected"]     # the choice stands out alone
    names = ["normal", "hover", "selected", "disabled"]
    for i, a in enumerate(names):
        for b in names[i + 1:]:
            apart = sum(abs(x - y) for x, y in zip(faces[a], faces[b]))
            assert apart > 60, f"{a} and {b} look alike: {faces[a]} {faces[b]}"
