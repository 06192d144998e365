"""The slot screen in sections (as Arcade's sections.py splits a view): the board, the meter
bar, the controls, the side panels and what shows over the board. Each has its own handle
(input), update and draw, and reads the screen's state (state.py: one small immutable
SlotState made by the scene), never the scene; the scene (game/scenes/slot.py) plays the
round and hands each section what it needs when it makes it."""


class Section:
    """One part of the screen: input first (True: taken, no other section sees it), then
    time, then drawing."""

    def handle(self, event, state) -> bool:
        return False

    def update(self, dt, state):
        pass

    def draw(self, surface, state):
        pass
