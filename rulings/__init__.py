"""Rulings: one YAML file per ruling, each citing the rulebook and, where it can, replayed by the engine."""

from pathlib import Path

RULINGS_DIR = Path(__file__).parent
