"""Search quality: hit@1 and hit@3 on the query sets, with the misses.

Usage: python bench/search_quality.py [TSV ...] (default: the dev set and tests/data/search-extra.tsv)
"""

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
from judge.evaluate import measure  # noqa: E402

if __name__ == "__main__":
    shared = ROOT.parent / "shared" / "eval" / "search-dev.tsv"
    default = [shared if shared.exists() else ROOT / "tests" / "data" / "search-dev.tsv",
               ROOT / "tests" / "data" / "search-extra.tsv"]
    for path in [Path(p) for p in sys.argv[1:]] or default:
        q = measure(path)
        print(f"{path.name:<22} n={q.n:<3} hit@1={q.at1:.3f} hit@3={q.at3:.3f}")
        for query, pages, got in q.misses:
            print(f"    miss@1 {query!r}: want {sorted(pages)}, got {got}")
