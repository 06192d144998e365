"""The grid on screen: the board's geometry and drawing (view), and the animator that turns the
engine's events into timed steps, with speed modes and slam-stop in one place."""
