"""Rulebook data: the Thai Ver.2.5 manual and the secondary rulebooks, as shipped data.

Each folder holds the source text, the hand-written section manifest and the
compiled `index.json` made by `python -m judge.build`.
"""

from pathlib import Path

DATA_DIR = Path(__file__).parent
PRIMARY = "conan-2.5"  # the primary rulebook: the Thai Ver.2.5 manual, the one the engine cites
