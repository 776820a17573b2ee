"""Delete from card_data/missing.yaml the entries of cards that have a script now (a developer's tool).

After card scripts are merged, `python -m judge.build` and tests/test_cards.py name the stale IDs; this
deletes exactly those lines (a card's `cards:` line or its `writable:` item) and keeps everything else,
comments included. Run `python -m judge.build` afterwards.

    python tools/prune_missing.py
"""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
ENTRY = re.compile(r'^  (?:- )?"(\d{4})"')  # `  "0001": [...]` under cards, `  - "0001"` under writable


def prune(text: str, scripted: set[str]) -> tuple[str, list[str]]:
    """The file without the entry lines of `scripted` cards, and the IDs deleted, in file order."""
    kept, gone = [], []
    for line in text.splitlines(keepends=True):
        m = ENTRY.match(line)
        if m and m.group(1) in scripted:
            gone.append(m.group(1))
        else:
            kept.append(line)
    return "".join(kept), gone


def main() -> int:
    path = ROOT / "card_data" / "missing.yaml"
    scripted = set(json.loads((ROOT / "card_data" / "scripts.json").read_text(encoding="utf-8")))
    text, gone = prune(path.read_text(encoding="utf-8"), scripted)
    tmp = path.with_suffix(".yaml.tmp")
    tmp.write_text(text, encoding="utf-8")
    tmp.replace(path)
    print(f"{path}: {len(gone)} stale entr{'y' if len(gone) == 1 else 'ies'} deleted" + (f": {', '.join(gone)}" if gone else ""))
    return 0


if __name__ == "__main__":
    sys.exit(main())
