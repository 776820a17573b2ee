"""Search cost against the size of the index: the Ver.2.5 index as shipped, and synthetic 10x and 100x copies.

A copy repeats every section (postings, lengths and keys) under new section numbers, so a query finds
k times as many matching sections. Printed per size, beside the 1x figures of the same run (the baseline):
loading the search data from JSON (what a cold `judge search` pays) and ranking a set of queries.

Usage: python bench/search_scaling.py [ROUNDS]
"""

from __future__ import annotations

import json
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from judge.rulebook import load  # noqa: E402
from judge.search import rank  # noqa: E402

QUERIES = ["ปะทะ", "การ์ดกิมมิค", "guard", "AP เท่ากันใครถูกรีมูฟ", "รีเฟรท", "next hint", "คัทอิน", "disgise",
           "เคสโคลส", "หลักฐาน"]


def scaled(data: dict, k: int) -> dict:
    n = len(data["dl"])
    postings = {g: " ".join(f"{int(d) + j * n}:{tf}" for j in range(k) for d, tf in
                            (p.split(":") for p in packed.split(" ")))
                for g, packed in data["postings"].items()}
    return {"postings": postings, "dl": data["dl"] * k, "avgdl": data["avgdl"], "keys": data["keys"] * k}


def median_time(f, rounds: int) -> float:
    times = []
    for _ in range(rounds):
        t0 = time.perf_counter()
        f()
        times.append(time.perf_counter() - t0)
    return statistics.median(times)


def main(rounds: int) -> None:
    data = load().search_data
    print(f"{'size':>5} {'sections':>8} {'JSON MB':>8} {'load ms':>8} {'vs 1x':>6} {'rank ms/query':>13} {'vs 1x':>6}")
    base = None
    for k in (1, 10, 100):
        d = scaled(data, k)
        text = json.dumps(d, ensure_ascii=False, separators=(",", ":"))
        load_t = median_time(lambda text=text: json.loads(text), rounds)
        rank_t = median_time(lambda d=d: [rank(q, d) for q in QUERIES], rounds) / len(QUERIES)
        base = base or (load_t, rank_t)
        print(f"{k:>4}x {len(d['dl']):>8} {len(text.encode()) / 1e6:>8.2f} {load_t * 1000:>8.1f} "
              f"{load_t / base[0]:>5.1f}x {rank_t * 1000:>13.2f} {rank_t / base[1]:>5.1f}x")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 5)
