"""Every screen of every game under a profile, each text drawn (tests/game/test_social_words.py)."""
import pygame

from engine.games import available_games
from helpers import drawn_by_scene, finish_round, frames, problems
from game.window.scenes.intro import IntroScene
from game.window.scenes.lobby import LobbyScene
from game.window.scenes.slot import SlotScene


def walk(app, trouble: list[str] | None = None) -> dict[str, list[str]]:
    """screen -> the texts it drew: the lobby, and for each game its play screen before and
    after a round, every paytable and help page, the bet menu, autoplay, settings and its rules
    panel, the history and a round checked, fair play, the buy's question and the intro; each
    screen's texts that do not fit or read (tests/helpers.py problems) added to `trouble`."""
    seen: dict[str, list[str]] = {}

    def look(label: str) -> None:
        seen[label] = [d.message for texts in drawn_by_scene(app).values() for d in texts]
        if trouble is not None:
            trouble.extend(problems(app, label))
    app.push(LobbyScene(app))
    look("lobby")
    for game_id in available_games():
        slot = app.push(SlotScene(app, game_id))
        app.step(0)
        look(f"{game_id} idle")
        slot.start_round("base")
        frames(app, 0.3)
        look(f"{game_id} in a round")
        finish_round(app, slot)
        app.step(0)
        look(f"{game_id} after a round")
        slot.info(0)
        pages = len(app.top.pages)
        app.pop()
        for page in range(pages):
            slot.info(page)
            look(f"{game_id} page {page}")
            app.pop()
        for label, open_it in (("bet menu", slot.open_bet_menu),
                               ("autoplay", slot.toggle_autoplay),
                               ("settings", slot.open_settings),
                               ("history", slot.open_history),
                               ("fair play", slot.open_fair_play), ("buy", slot.buy)):
            open_it()
            if app.top is slot:
                continue
            look(f"{game_id} {label}")
            if label == "settings":
                app.top.rules_button.press()
                look(f"{game_id} rules panel")
                app.pop()
            if label == "history":
                app.top.check()
                if app.top.__class__.__name__ == "CheckScene":
                    look(f"{game_id} check a round")
                    app.pop()
            app.pop()
        app.push(IntroScene(app, theme=slot.theme, game_id=game_id))
        look(f"{game_id} intro")
        app.pop()
        app.pop()
        pygame.event.clear()
    return seen
