"""The events of shared/spec/events.md, built as plain dicts (they are JSON as they stand).

Fields beyond the contract are additions, never renames: `cost` on round_start, `added` on
multiplier, `server_seed_hash`/`server_seed` for provable fairness.
"""
from engine.grid import copy


def grid(cells, reason: str, **extra) -> dict:
    return {"type": "grid", "reason": reason, "cells": copy(cells), **extra}


def win(symbol, positions, pay_text: str, amount: int, **extra) -> dict:
    return {"type": "win", "symbol": symbol, "positions": positions, "count": len(positions),
            "pay": pay_text, "amount": amount, **extra}


def explode(positions, **extra) -> dict:
    return {"type": "explode", "positions": positions, **extra}


def multiplier(value, source: str, **extra) -> dict:
    return {"type": "multiplier", "value": value, "source": source, **extra}


def feature(name: str, phase: str, **extra) -> dict:
    return {"type": "feature", "name": name, "phase": phase, **extra}


def spin(index: int, of: int) -> dict:
    return {"type": "spin", "index": index, "of": of}


def union(groups) -> list:
    """Every cell of several wins, once each, in reading order."""
    if len(groups) == 1:
        return [[r, c] for r, c in sorted(groups[0][1])]
    cells = {(r, c) for _, positions in groups for r, c in positions}
    return [[r, c] for r, c in sorted(cells)]
