"""How many Thai spellings of card names `judge card` finds (bench/data/thai-spellings.tsv): per set, the
spellings found (their card name alone), found as another name (wrong), and the misses.

Run: python bench/thai_names.py [SPELLINGS.tsv] [--misses]
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from judge.askeval import measure_spellings  # noqa: E402

DEFAULT = Path(__file__).parent / "data" / "thai-spellings.tsv"


def main(argv: list[str]) -> None:
    files = [Path(a) for a in argv if not a.startswith("--")] or [DEFAULT]
    for f in files:
        print(f"--- {f.name}")
        for part, r in measure_spellings(f).items():
            print(f"{part:<8} found {r['found']}/{r['n']} ({100 * r['found'] / r['n']:.1f}%), wrong {r['wrong']}")
            if "--misses" in argv:
                for spelling, meant, got in r["misses"]:
                    print(f"  MISS {spelling}  want {meant}  got {got or '-'}")


if __name__ == "__main__":
    main(sys.argv[1:])
