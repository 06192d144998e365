"""A game: its rules (rules.py), math (game.yaml, versions/) and look (look.yaml)."""
