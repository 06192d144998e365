"""A big feature's tally (issue 56): while each game's big feature plays, its spins left (or its
level), its multiplier and its win so far stand large beside the board, in the frame the
game's recipe draws, where its look puts `feature_panel`; the figures are the engine's. Each
game plays one seeded round of its feature through the real slot screen (slammed step by step),
and every change of the tally is drawn and read back."""
import itertools

import pygame
import pytest

from engine import events as ev
from engine.rng import FairRng
from engine.round import run
from game.window.app import App
from game.window.scenes.slot import SlotScene
from game.round.services import Services
from helpers import recording

# game -> (mode, the big feature, what its first well counts)
FEATURES = {"sweet-bonanza-xmas": ("buy", "free_spins", "spins"),
            "midnight-princess": ("base", "free_spins", "spins"),
            "santas-wonderland": ("buy", "midnight_riches", "level")}
LARGE = 20             # px: a figure's cap height in the tally at 1280x720, at the least (a
BIG = 30               # label's is 12); a count's (spins left, a level), at the least


FEW = 2                # candidates the shortest round is picked among (a quick test)


def seeds_with(feature, mode, found):
    """A seed source whose first round, at the session's nonce and bet, starts `feature` (the
    shortest of the first FEW that do); its seed, the client seed and the nonce are kept in
    `found` (the next round's seed, drawn and its hash shown as a round ends, is any)."""
    def source(session):
        nonce = session.storage.db.execute(
            "SELECT value FROM meta WHERE key = 'nonce'").fetchone()[0] + 1
        client = session.play.settings.get("client_seed", "player")
        if "seed" in found:                       # the next round's: any will do
            return f"tally-next-{nonce}"
        seeds = (f"tally-{feature}-{n}" for n in itertools.count())
        rounds = ((seed, run(session.game, session.bet, FairRng(seed, client, nonce), mode))
                  for seed in seeds)
        started = ((len(events), seed) for seed, events in rounds
                   if any(ev.started(event, feature) for event in events))
        seed = min(itertools.islice(started, FEW))[1]
        found["seed"] = (seed, client, nonce)
        return seed
    return source


def figures_in(app, slot, box) -> dict:
    """label -> (figure, its cap height) of the tally drawn now by the screen's side panels
    (the texts inside `box`, a label over its figure in each well)."""
    with recording() as drawn:
        slot.panels.draw(app.screen, slot.snapshot())
    inside = sorted((d for d in drawn if box.contains(d.rect) and d.message.strip()),
                    key=lambda d: d.rect.y)
    out, label = {}, None
    for d in inside:
        if d.cap_px() < LARGE:
            label = d.message
        else:
            out[label] = (d.message, d.cap_px())
            label = None
    return out


@pytest.mark.parametrize("game_id", FEATURES)      # the fast lane plays one (conftest.py)
def test_the_feature_tally_shows_spins_left_multiplier_and_win_large_beside_the_board(
        tmp_path, clock, game_id):
    mode, feature, counts = FEATURES[game_id]
    found: dict = {}
    app = App(data_dir=tmp_path / "data",
              services=Services(clock=clock, seeds=seeds_with(feature, mode, found)))
    try:
        app.settings["intro"] = False
        slot = app.push(SlotScene(app, game_id))
        box = pygame.Rect(slot.look.tally_box)
        assert slot.start_round(mode)
        chosen, seen = [], []
        for _ in range(20000):
            if not slot.in_round:
                break
            if slot.anim.waiting_for_choice:
                chosen.append(slot.anim.overlay.choice[0])
                slot.choose(chosen[-1])
            before = list(slot.panels.tally_seen)
            slot.anim.finish_current()
            app.step(1 / 30)
            if slot.panels.tally_seen != before and slot.snapshot().feature_win is not None:
                seen.append(figures_in(app, slot, box))
        else:
            raise AssertionError("the round did not end")
        events = run(slot.game, slot.session.bet,
                     FairRng(*found["seed"]), mode, chosen)
    finally:
        app.storage.close()
    show = slot.show
    start = next(i for i, e in enumerate(events) if ev.started(e, feature))
    end = next(i for i, e in enumerate(events) if e["type"] == ev.FEATURE
               and e["name"] == feature and e["phase"] == ev.END)
    played = events[start:end]
    assert seen, "the tally was never drawn"
    shown = {(label, figure) for tally in seen for label, (figure, _) in tally.items()}
    if counts == "spins":                         # every spin's count of spins left
        wanted = {("FREE SPINS LEFT", str(e["of"] - e["index"])) for e in played
                  if e["type"] == ev.SPIN}
    else:                                         # every level reached, of how many
        levels = events[start]["levels"]
        wanted = {("LEVEL", f"{e['level']}/{levels}") for e in played
                  if e["type"] == ev.FEATURE and e["name"] == "level" and e["phase"] == ev.START}
    assert wanted and wanted <= shown, sorted(wanted - shown)
    first = "FREE SPINS LEFT" if counts == "spins" else "LEVEL"
    assert all(tally[first][1] >= BIG for tally in seen if first in tally)
    multipliers = {("MULTIPLIER", f"x{e['value']}") for e in played
                   if e["type"] == ev.MULTIPLIER}
    assert multipliers <= shown, sorted(multipliers - shown)
    # its win so far: each figure the engine's, the last its whole win
    totals = [tally["TOTAL WIN"][0] for tally in seen if "TOTAL WIN" in tally]
    assert totals[-1] == show(events[end]["win"]), (totals[-1], events[end]["win"])
    assert all(tally["TOTAL WIN"][1] >= LARGE for tally in seen if "TOTAL WIN" in tally)


def test_the_multiplier_well_shows_an_empty_meter_before_the_first_bauble(tmp_path, clock):
    """Sweet Bonanza Xmas's free spins sum the baubles that land: before the first, its tally's
    MULTIPLIER well was blank (it read as broken, issue 56). It shows the empty meter's dash,
    greyed, large and readable, never "x0" (the spin's wins are not multiplied by nothing);
    once a bauble lands its sum replaces it."""
    from game.window.ui import tally
    from helpers import WCAG_AA
    app = App(data_dir=tmp_path / "data", services=Services(clock=clock))
    try:
        app.settings["intro"] = False
        slot = app.push(SlotScene(app, "sweet-bonanza-xmas"))
        app.step(0)
        progress = slot.anim.progress
        progress.in_feature, progress.spin_counter = 1, (1, 10)
        progress.multiplier, progress.multiplier_sum = None, True
        box = pygame.Rect(slot.look.tally_box)
        with recording() as drawn:
            slot.panels.draw(app.screen, slot.snapshot())
        empty = [d for d in drawn if box.contains(d.rect) and d.message == tally.EMPTY]
        assert len(empty) == 1 and empty[0].cap_px() >= LARGE
        assert empty[0].colour == tally.EMPTY_COLOUR and empty[0].contrast >= WCAG_AA
        assert figures_in(app, slot, box)["MULTIPLIER"][0] == tally.EMPTY
        progress.multiplier = 5
        assert figures_in(app, slot, box)["MULTIPLIER"][0] == "x5"
    finally:
        app.storage.close()
