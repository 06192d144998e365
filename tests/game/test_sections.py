"""The slot screen's sections under a manager (issue 47, 3): drawn bottom first, input offered
top first; a section takes an event by saying so, a modal one keeps every event it takes from
the sections below (Arcade's SectionManager: modal, prevent_dispatch), a disabled one is
passed over; each has its place, and the pointer goes to the sections under it (issue 57, 8:
Arcade's get_section), a section modal in some states saying so from the state."""
import pygame

from game.window.scenes.slot import SlotScene
from game.window.slot import PRESSES, Section, SectionManager


class Seen(Section):
    """Records what it is offered; takes it when told to."""
    takes = PRESSES

    def __init__(self, name, log, taking=False, modal=False, place=(0, 0, 1280, 720)):
        self.name, self.log, self.taking, self.modal = name, log, taking, modal
        self.lets_through = (pygame.K_ESCAPE,)
        self.place = place

    @property
    def rect(self):
        return pygame.Rect(self.place)

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
    assert slot.sections.get_section((5, 5), slot.snapshot()) is slot.overlays   # before any event
    offered: list = []
    handle = slot.controls.handle
    slot.controls.handle = lambda event, state: offered.append(event.type) or handle(event, state)
    speed = slot.anim.speed
    for event in (pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=3, pos=(640, 360)),
                  pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1,
                                     pos=slot.controls.speed_button.rect.center),
                  press(pygame.K_SPACE), press(pygame.K_b)):
        slot.handle(event)
    assert slot.overlays.is_modal(slot.snapshot()) and offered == [] and slot.anim.speed == speed
    assert slot.sections.get_section((5, 5), slot.snapshot()) is slot.overlays
    assert slot.anim.waiting_for_choice and not slot.session.autoplay
    slot.handle(press(pygame.K_ESCAPE))                 # Esc still reaches them: the lobby
    assert offered == [pygame.KEYDOWN]
    slot.handle(press(pygame.K_3))                      # the third option, picked by its key
    assert not slot.anim.waiting_for_choice and slot.session.pending == "storm"
    slot.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=(1, 1), rel=(0, 0), buttons=()))
    assert offered[-1] == pygame.MOUSEMOTION            # hover goes to the controls alone


def click(pos, button=1):
    return pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=button, pos=pos)


def test_the_pointer_goes_to_the_sections_under_it():
    """A click is offered only to the sections whose place holds it, top first: a section
    above, elsewhere on the screen, never sees it; a key goes to every one."""
    log: list = []
    left = Seen("left", log, place=(0, 0, 300, 720))
    right = Seen("right", log, taking=True, place=(1000, 0, 280, 720))
    under = Seen("under", log, taking=True)
    manager = SectionManager([under, left, right])
    assert manager.handle(click((100, 100)), None) and log == ["left", "under"]
    log.clear()
    assert manager.handle(click((1100, 100)), None) and log == ["right"]
    log.clear()
    manager.handle(press(), None)
    assert log == ["right"]
    assert manager.get_section((100, 100), None) is left
    assert manager.get_section((640, 100), None) is under
    left.enabled = False
    assert manager.get_section((100, 100), None) is under


def test_a_section_modal_in_a_state_takes_the_pointer_wherever_it_is():
    """A section modal in the state (is_modal: asked before the event, not set by its
    handle) gets a click anywhere, and those below none of it; get_section names it first."""
    log: list = []

    class Choosing(Seen):
        def is_modal(self, state):
            return state == "choosing"
    choice = Choosing("choice", log, place=(300, 100, 100, 100))
    manager = SectionManager([Seen("under", log, taking=True), choice])
    assert manager.get_section((1200, 700), "choosing") is choice
    assert manager.handle(click((1200, 700)), "choosing") and log == ["choice"]
    log.clear()
    assert manager.get_section((1200, 700), "playing").name == "under"
    assert manager.handle(click((1200, 700)), "playing") and log == ["under"]


def test_the_slot_screen_s_sections_have_their_places(app):
    """The play screen's sections are where they are drawn: the board's, the bar's, the left
    column's; the spin button's own place is over the click that skips, so a click there during
    a board's step that can be skipped spins or stops it rather than finishing the step, while
    a click beside it finishes the step."""
    from game.window.slot.controls import SpinPress
    from game.window.slot.sections import BoardSection, MeterBar, SidePanels, Skip
    from game.window.ui import hud
    slot = app.push(SlotScene(app, "sweet-bonanza-xmas"))
    app.step(1 / 60)
    sections = slot.sections
    idle = slot.snapshot()
    assert isinstance(sections.get_section(slot.controls.spin_button.rect.center, idle),
                      SpinPress)
    kinds = {type(s): s.rect for s in sections}
    assert kinds[BoardSection] == pygame.Rect(slot.look.board)
    assert kinds[MeterBar] == hud.BAR and kinds[SidePanels] == hud.LEFT
    assert sections.get_section((640, 300), idle) is slot.overlays     # the board's plaques
    assert isinstance(sections.get_section((100, 300), idle), Skip)      # the left column
    assert slot.start_round(slot.look.roles.mode("feature_buy"))
    for _ in range(20000):                  # the bought feature's banner: a screen that skips
        app.step(1 / 60)
        if slot.anim.skippable:
            break
    assert slot.anim.skippable
    pressed = []
    slot.controls.spin_button.action = lambda: pressed.append("spin")
    step = slot.anim.current
    slot.handle(click(slot.controls.spin_button.rect.center))
    assert pressed == ["spin"] and slot.anim.current is step
    slot.handle(click((100, 300)))
    assert pressed == ["spin"] and slot.anim.current is not step
