"""python -m game: the desktop client's entry point."""
import sys


def main(argv=None) -> int:
    from engine.games import available_games, load_game
    names = ", ".join(load_game(g).name for g in available_games())
    print("The desktop window is coming in the next release.")
    print(f"Games ready in the engine: {names}.")
    print("Try one now:  python -m engine play --game sweet-bonanza-xmas --seed 1")
    return 0


if __name__ == "__main__":
    sys.exit(main())
