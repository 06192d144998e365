"""The pygame-ce desktop client; it only ever shows what the engine decided."""
import os

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")     # keep stdout for the program
