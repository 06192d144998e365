"""The frozen program's entry point: the same main() as python -m game."""
import sys

from game.__main__ import main

if __name__ == "__main__":
    sys.exit(main())
