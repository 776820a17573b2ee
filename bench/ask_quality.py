"""`judge ask` quality on our question set (bench/data/ask-questions.tsv): hit@1, hit@3, direct answers,
direct answers with a wrong verdict, and no-ruling questions answered as if a ruling did.

Run: python bench/ask_quality.py [QUESTIONS.tsv] [--misses]
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from judge.askeval import measure  # noqa: E402

DEFAULT = Path(__file__).parent / "data" / "ask-questions.tsv"


def main(argv: list[str]) -> None:
    files = [Path(a) for a in argv if not a.startswith("--")] or [DEFAULT]
    for f in files:
        q = measure(f)
        print(f"--- {f.name}")
        for k, v in q.figures().items():
            print(f"{k:<40} {v}")
        if "--misses" in argv:
            for question, want, got, match in q.misses:
                print(f"  MISS [{match}] {question}\n       want {want}\n       got  {got}")


if __name__ == "__main__":
    main(sys.argv[1:])
