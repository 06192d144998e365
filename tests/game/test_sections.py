"""The slot screen's sections under a manager (issue 47, 3): drawn bottom first, input offered
top first; a section takes an event by saying so, a modal one keeps every event it takes from
the sections below (Arcade's SectionManager: modal, prevent_dispatch), a disabled one is
passed over."""
import pygame

from game.window.scenes.slot import SlotScene
from game.window.slot import PRESSES, Section, SectionManager


class Seen(Section):
    """Records what it is offered; takes it when told to."""
    takes = PRESSES

    def __init__(self, name, log, taking=False, modal=False):
        self.name, self.log, self.taking, self.modal = name, log, taking, modal
        self.lets_through = (pygame.K_ESCAPE,)

    def handle(self, event, state) -> bool:
        self.log.append(self.name)
        return self.taking


def press(key=pygame.K_a):
    return pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="")


def test_input_goes_top_first_until_a_section_takes_it():
    log: list = []
    manager = SectionManager([Seen("bottom", log), Seen("middle", log, taking=True),
                              Seen("top", log)])
    assert manager.handle(press(), None)
    assert log == ["top", "middle"]                     # the bottom one never sees it


def test_a_modal_section_takes_the_event_and_the_sections_below_get_none():
    log: list = []
    modal = Seen("choice", log, modal=True)             # it does not take the key, yet
    manager = SectionManager([Seen("controls", log, taking=True), modal])
    assert manager.handle(press(pygame.K_SPACE), None)
    assert log == ["choice"]
    manager.handle(press(pygame.K_ESCAPE), None)        # but what it lets through
    assert log == ["choice", "choice", "controls"]
    modal.modal = False
    log.clear()
    manager.handle(press(pygame.K_SPACE), None)
    assert log == ["choice", "controls"]


def test_a_disabled_section_and_one_not_taking_the_kind_are_passed_over():
    log: list = []
    off, keys_only = Seen("off", log, taking=True), Seen("keys", log, taking=True)
    off.enabled = False
    keys_only.takes = (pygame.KEYDOWN,)
    manager = SectionManager([Seen("below", log), keys_only, off])
    manager.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=(5, 5)), None)
    assert log == ["below"]


def test_a_choice_on_the_slot_screen_is_modal_over_its_controls(app):
    slot = app.push(SlotScene(app, "midnight-princess"))
    slot.anim.feed({"type": "choice_request", "options": ["love", "star", "storm"],
                    "default": "star"})
    slot.anim.update(0.01)
    offered: list = []
    handle = slot.controls.handle
    slot.controls.handle = lambda event, state: offered.append(event.type) or handle(event, state)
    speed = slot.anim.speed
    for event in (pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=3, pos=(640, 360)),
                  pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1,
                                     pos=slot.controls.speed_button.rect.center),
                  press(pygame.K_SPACE), press(pygame.K_b)):
        slot.handle(event)
    assert slot.overlays.modal and offered == [] and slot.anim.speed == speed
    assert slot.anim.waiting_for_choice and not slot.session.autoplay
    slot.handle(press(pygame.K_ESCAPE))                 # Esc still reaches them: the lobby
    assert offered == [pygame.KEYDOWN]
    slot.handle(press(pygame.K_3))                      # the third option, picked by its key
    assert not slot.anim.waiting_for_choice and slot.session.pending == "storm"
    slot.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=(1, 1), rel=(0, 0), buttons=()))
    assert offered[-1] == pygame.MOUSEMOTION            # hover goes to the controls alone
