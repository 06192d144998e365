"""The engine's toolchain: simulation, PAR sheets, the Stake Engine export, benchmarks, the
command lines and the maintenance scripts for the game math. The core (engine/'s own modules)
and the client import none of it (tests/engine/test_core_and_tools.py)."""
