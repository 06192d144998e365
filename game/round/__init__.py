"""The player's round: its life cycle, autoplay, how rare a win is, checking a round from its seeds,
a published book's round (no pygame here)."""
