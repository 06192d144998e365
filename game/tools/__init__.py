"""What the standalone program runs besides play: its self-test (--selftest)."""
