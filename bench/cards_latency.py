"""Cold start of the card commands against `judge search` and `python -c pass`, in the same run.

The card-list issue asks `judge card` and `judge deck check` to start as fast as `judge search`.
Run: python bench/cards_latency.py [RUNS]
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
from common import compare, judge_command  # noqa: E402

DECK = Path(__file__).resolve().parent.parent / "tests" / "data" / "decks" / "legal-blue.txt"


def main(runs: int = 20) -> None:
    judge = judge_command()
    for label, args in (("judge search --json", ["search", "ปะทะ", "--json"]),
                        ("judge card --json", ["card", "B01065", "--json"]),
                        ("judge card (name)", ["card", "沖矢昴", "--json"]),
                        ("judge deck check", ["deck", "check", str(DECK), "--json"])):
        print(f"--- {label}")
        compare(label, judge + args, runs)


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 20)
