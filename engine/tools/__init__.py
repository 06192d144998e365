"""Maintenance scripts for the game math (not imported by the engine at run time)."""
