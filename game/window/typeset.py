"""A line in a shaped script (Arabic, Devanagari) beside the Latin of a text: SDL_ttf shapes a
run by HarfBuzz in the script and direction it is told (Font.set_script, set_direction), but
one run in one type, and lays no line out by direction (no bidi). A ScriptFont is the
language's own type, which has no Latin letters (Noto Sans Arabic, Noto Sans Devanagari), with
the client's own type beside it: a line is cut into runs, each in the type that has its
characters, shaped in its direction, and the runs are laid out as Unicode's bidi algorithm lays
them in the simple case a game's line is (one paragraph, no embeddings): a line whose first
strong letter is Arabic reads right to left, its Latin words and its numbers each left to right
in their place. Every caller measures and renders through the font as ever (size, render), so
what fits and what is drawn agree.
"""
from __future__ import annotations

import re
import unicodedata
from collections import OrderedDict
from functools import lru_cache

import pygame
from pygame.typing import ColorLike

KEPT = 512          # lines measured lately, per font
# pygame's font class itself (a tool may wrap pygame.font.Font in a function to see what is
# read, tests/tour.py: FontType stays the class), measured and drawn through
_FONT = pygame.font.FontType
MIRROR = str.maketrans("()[]{}<>«»", ")(][}{><»«")      # a bracket in a right-to-left run


@lru_cache(maxsize=4096)
def _strength(c: str) -> str:
    """'R' (Arabic letters), 'L' (Latin and the like), 'N' (a number: digits, and what joins
    them), '' (neutral: spaces, punctuation)."""
    kind = unicodedata.bidirectional(c)
    if kind in ("R", "AL"):
        return "R"
    if kind == "L":
        return "L"
    if kind in ("EN", "AN"):
        return "N"
    return ""


_NUMBER_JOIN = re.compile(r"(?<=\d)[,.\u066b\u066c\u00a0:/](?=\d)|(?<=\d)[%\u066a]|[+\-−](?=\d)")


def levels(line: str, rtl: bool) -> list[int]:
    """Each character's bidi level in a paragraph right to left (`rtl`: the language's, as a
    page of it sets dir=rtl; CLDR marks an amount so, "RM 1.00" read from the right) or else
    its first strong letter's: Arabic at 1, Latin at the paragraph's even level (0, or 2 in a
    right-to-left one), numbers at 2 (but after Latin in a left-to-right one: 0), a neutral
    between two alike taking theirs, else the paragraph's (numbers count as right to left for
    their neutral neighbours: rule N1)."""
    first = "R" if rtl else next((s for s in map(_strength, line) if s in ("R", "L")), "L")
    base = 1 if first == "R" else 0
    kinds = [_strength(c) for c in line]
    for m in _NUMBER_JOIN.finditer(line):           # 1,234.50 and 25% are one number
        kinds[m.start()] = "N"
    for i, c in enumerate(line):                    # a mark goes with its letter
        if unicodedata.category(c) == "Mn" and i:
            kinds[i] = kinds[i - 1]
    if not base:                                    # a number after Latin is Latin (W7)
        strong = first
        for i, kind in enumerate(kinds):
            if kind in ("R", "L"):
                strong = kind
            elif kind == "N" and strong == "L":
                kinds[i] = "L"
    as_r = {"R": "R", "N": "R", "L": "L"}
    out = []
    for i, kind in enumerate(kinds):
        if not kind:
            before = next((as_r[k] for k in reversed(kinds[:i]) if k), first)
            after = next((as_r[k] for k in kinds[i + 1:] if k), first)
            kind = before if before == after else ("R" if base else "L")
        out.append(1 if kind == "R" else 2 if kind == "N" or base else 0)
    return out


def visual_runs(line: str, rtl: bool) -> list[tuple[str, bool]]:
    """(run, right to left) in the order they stand on the line from left to right: runs of one
    level, the odd ones shaped right to left (HarfBuzz puts their letters in order), the
    even ones left to right, the line reordered as rule L2 does it (levels 2 inside 1)."""
    if not line:
        return []
    lv = levels(line, rtl)
    runs: list[tuple[str, int]] = []
    for c, level in zip(line, lv):
        if runs and runs[-1][1] == level:
            runs[-1] = (runs[-1][0] + c, level)
        else:
            runs.append((c, level))
    # L2: from the highest level down to the lowest odd one, reverse each stretch at or above it
    order = list(range(len(runs)))
    for floor in range(max(lv), 0, -1):
        i = 0
        while i < len(order):
            if runs[order[i]][1] >= floor:
                j = i
                while j < len(order) and runs[order[j]][1] >= floor:
                    j += 1
                order[i:j] = order[i:j][::-1]
                i = j
            else:
                i += 1
    return [(runs[k][0], runs[k][1] % 2 == 1) for k in order]


class ScriptFont(_FONT):
    """The language's type (this font, shaped in `script`) with `latin` (the client's own) for
    the characters it lacks; `rtl`: the language reads right to left (Arabic); `sample`: its
    tallest and deepest letters, whose ink is the line's height."""

    _reach: tuple[int, int] | None

    def __init__(self, path: str, size: int, script: str, rtl: bool, own: str,
                 latin: pygame.font.Font, sample: str) -> None:
        super().__init__(path, size)
        self.sample, self._reach = sample, None
        self.set_script(script)
        self.rtl, self.latin = rtl, latin
        self.own = re.compile(f"[{own}]")
        self.backward = pygame.font.Font(path, size)     # its runs that read right to left
        self.backward.set_script(script)
        self.backward.set_direction(pygame.DIRECTION_RTL)
        self._sizes: OrderedDict = OrderedDict()

    def pieces(self, line: str) -> list[tuple[str, pygame.font.Font]]:
        """(text, the font that draws it) from left to right."""
        out: list[tuple[str, pygame.font.Font]] = []
        for run, backward in visual_runs(line, self.rtl):
            parts = self._by_type(run)
            for part, own in (parts[::-1] if backward else parts):
                if own:
                    out.append((part, self.backward if backward else self))
                else:       # neutrals of a right-to-left run: reversed, brackets mirrored
                    out.append((part[::-1].translate(MIRROR) if backward else part,
                                self.latin))
        return out

    def _by_type(self, run: str) -> list[tuple[str, bool]]:
        """`run` cut where its type changes: its script's letters and marks and the spaces
        among them in this font, the rest in the client's own (these fonts have no Latin
        letters, nor all of ASCII's punctuation: Noto Sans Arabic has no brackets)."""
        parts: list[tuple[str, bool]] = []
        own_run = bool(self.own.search(run))
        for c in run:
            mine = bool(self.own.match(c)) or (own_run and c in " \u00a0")
            if parts and parts[-1][1] == mine:
                parts[-1] = (parts[-1][0] + c, mine)
            else:
                parts.append((c, mine))
        return parts

    def size(self, text: str | bytes) -> tuple[int, int]:
        width, above, below = self._laid(text.decode() if isinstance(text, bytes) else str(text))
        return width, above + below

    def above(self, line: str) -> int:
        """How far `line` reaches above its baseline (its box's top)."""
        return self._laid(line)[1]

    def _laid(self, line: str) -> tuple[int, int, int]:
        """(width, reach above the line, below it) of `line`: as far as its own letters' ink
        reaches, and the Latin's ascent and descent at least (so a line's box is its words',
        as a Latin line's is: a final yeh's tail makes only its own line deeper)."""
        found = self._sizes.get(line)
        if found is None:
            pieces = self.pieces(line)
            above, below = self.latin.get_ascent(), -self.latin.get_descent()
            for part, f in pieces:
                if f is not self.latin and part.strip():
                    ink = _FONT.render(f, part, True, (255, 255, 255)).get_bounding_rect()
                    own = _FONT.get_ascent(f)
                    above, below = max(above, own - ink.top + 1), max(below, ink.bottom - own + 1)
            width = sum(_FONT.size(f, part)[0] for part, f in pieces)
            found = self._sizes[line] = (width, above, below)
            if len(self._sizes) > KEPT:
                self._sizes.popitem(last=False)
        return found

    def _height(self, pieces: list[tuple[str, pygame.font.Font]]) -> int:
        above, below = self.reach()
        return max(above, self.latin.get_ascent()) + max(below, -self.latin.get_descent())

    def get_height(self) -> int:
        """A line's step: its script's reach in the catalog and the Latin's (not the font's
        own ascent and descent, twice as tall: lines would stand far apart)."""
        return self._height([])

    def get_linesize(self) -> int:
        return self.get_height() + 1

    def get_ascent(self) -> int:
        return max(self.reach()[0], self.latin.get_ascent())

    def get_descent(self) -> int:
        return self.get_ascent() - self.get_height()

    def reach(self) -> tuple[int, int]:
        """How far this type's letters reach above and below the line (from their ink, its
        tallest and deepest: the font's own ascent and descent leave room for stacks of marks a
        game's words never have, and would make every line twice the Latin's height)."""
        if self._reach is None:
            image = _FONT.render(self, self.sample, True, (255, 255, 255))
            ink = image.get_bounding_rect()
            own = _FONT.get_ascent(self)
            self._reach = (own - ink.top + 1, ink.bottom - own + 1)
        return self._reach

    def render(self, text: str | bytes | None, antialias: bool,
               color: ColorLike, bgcolor: ColorLike | None = None,
               wraplength: int = 0) -> pygame.Surface:
        line = "" if text is None else text.decode() if isinstance(text, bytes) else str(text)
        pieces = self.pieces(line)
        width, baseline, below = self._laid(line)
        surface = pygame.Surface((max(1, width), baseline + below), pygame.SRCALPHA)
        if bgcolor is not None:
            surface.fill(bgcolor)
        x = 0
        for part, f in pieces:
            image = _FONT.render(f, part, antialias, color)
            surface.blit(image, (x, baseline - _FONT.get_ascent(f)))
            x += _FONT.size(f, part)[0]
        return surface
