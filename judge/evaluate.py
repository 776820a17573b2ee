"""Search quality on a TSV of queries with the pages they should find (hit@1, hit@3)."""

from __future__ import annotations

from dataclasses import field
from pathlib import Path

from judge.records import record
from judge.rulebook import PRIMARY, search


@record
class Quality:
    n: int = 0
    hit1: int = 0
    hit3: int = 0
    misses: list[tuple[str, set[int], list[int]]] = field(default_factory=list)

    @property
    def at1(self) -> float:
        return self.hit1 / self.n if self.n else 0.0

    @property
    def at3(self) -> float:
        return self.hit3 / self.n if self.n else 0.0


def read_queries(path: Path) -> list[tuple[str, set[int], str]]:
    rows = []
    for line in path.read_text(encoding="utf-8").splitlines():
        if not line.strip() or line.startswith("#"):
            continue
        query, pages, *rest = line.split("\t")
        rows.append((query, {int(p) for p in pages.split(",")}, rest[0] if rest else ""))
    return rows


def measure(path: Path, book: str = PRIMARY) -> Quality:
    q = Quality()
    for query, pages, _ in read_queries(path):
        got = [h.section.page for h in search(query, book, limit=3)]
        q.n += 1
        q.hit1 += bool(got) and got[0] in pages
        q.hit3 += any(p in pages for p in got)
        if not got or got[0] not in pages:
            q.misses.append((query, pages, got))
    return q
