"""The window: the loop and its scene stack, the scenes, the board and its steps, the widgets, the
look, sounds and effects (pygame-ce)."""
