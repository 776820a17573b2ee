"""Delete from card_data/missing.yaml the entries of cards that have a script now (a developer's tool).

After card scripts are merged, `python -m judge.build` and tests/test_cards.py name the stale IDs; this
deletes exactly those lines (a card's `cards:` line or its `writable:` item) and keeps everything else,
comments included. Run `python -m judge.build` afterwards.

    python tools/prune_missing.py
    python tools/prune_missing.py --built S:two_declares [S:stacking …]

`--built SHAPE…`: those shapes now exist in the language; they leave every card's list (the definitions stay,
delete them by hand when no card names them), and a card left with no shape moves under `writable`.
"""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
ENTRY = re.compile(r'^  (?:- )?"(\w{4})"')  # `  "0001": [...]` under cards, `  - "0001"` under writable


def prune(text: str, scripted: set[str]) -> tuple[str, list[str]]:
    """The file without the entry lines of `scripted` cards, and the IDs deleted, in file order."""
    kept, gone = [], []
    for line in text.splitlines(keepends=True):
        m = ENTRY.match(line)
        if m and m.group(1) in scripted:
            gone.append(m.group(1))
        else:
            kept.append(line)
    out = "".join(kept)
    if out.endswith("writable:\n"):  # the last writable card got its script: an empty list, not null
        out = out[:-1] + " []\n"
    return out, gone


SHAPES = re.compile(r'^  "(\d{4})": \[([^\]]*)\](.*)$')


def built(text: str, shapes: set[str]) -> tuple[str, list[str]]:
    """The file with `shapes` left out of every card's list; a card left with none moves under `writable`
    (keeping its comment). Returns the text and the IDs that became writable."""
    kept, freed = [], []
    for line in text.splitlines(keepends=True):
        m = SHAPES.match(line.rstrip("\n"))
        if m:
            rest = [s.strip() for s in m.group(2).split(",") if s.strip() and s.strip() not in shapes]
            if not rest:
                freed.append(f'  - "{m.group(1)}"{m.group(3)}\n')
                continue
            line = f'  "{m.group(1)}": [{", ".join(rest)}]{m.group(3)}\n'
        kept.append(line)
    out = "".join(kept)
    if freed:
        head, _, tail = out.replace("writable: []\n", "writable:\n").partition("writable:\n")
        items = sorted([*tail.splitlines(keepends=True), *freed], key=lambda x: x.split('"')[1])
        out = head + "writable:\n" + "".join(items)
    return out, [f.split('"')[1] for f in freed]


def main(argv: list[str]) -> int:
    path = ROOT / "card_data" / "missing.yaml"
    text = path.read_text(encoding="utf-8")
    if argv[:1] == ["--built"]:
        text, freed = built(text, set(argv[1:]))
        print(f"{len(freed)} card(s) now lack nothing (under `writable`): {', '.join(freed)}")
    scripted = set(json.loads((ROOT / "card_data" / "scripts.json").read_text(encoding="utf-8")))
    text, gone = prune(text, scripted)
    tmp = path.with_suffix(".yaml.tmp")
    tmp.write_text(text, encoding="utf-8")
    tmp.replace(path)
    print(f"{path}: {len(gone)} stale entr{'y' if len(gone) == 1 else 'ies'} deleted" + (f": {', '.join(gone)}" if gone else ""))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
