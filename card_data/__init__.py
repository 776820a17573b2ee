"""Card data: the official card list's facts, compiled (`cards.json`), and the sources it is built from.

`python -m judge.build` compiles `source/` (the official list's facts and
dated limits), `errata.yaml` and `names-th.yaml` (ours) into `cards.json`.
"""

from pathlib import Path

DATA_DIR = Path(__file__).parent
