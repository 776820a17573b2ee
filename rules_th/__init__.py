"""Rulebook data: the Thai Ver.2.5 manual and the secondary rulebooks, as shipped data.

Each folder holds the source text, the hand-written section manifest and the
compiled `index.json` made by `python -m judge.build`.
"""

import os

DATA_PATH = os.path.dirname(os.path.abspath(__file__))  # as text: a replay reads cites.json without pathlib


def __getattr__(name: str):
    # DATA_DIR, the same folder as a Path, for everyone else; made on first use, since importing pathlib
    # is a twentieth of a cold `judge replay`
    if name == "DATA_DIR":
        from pathlib import Path

        globals()["DATA_DIR"] = Path(DATA_PATH)
        return globals()["DATA_DIR"]
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
PRIMARY = "conan-2.5"  # the primary rulebook: the Thai Ver.2.5 manual, the one the engine cites
