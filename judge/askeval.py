"""How well `judge ask` answers: hit@1, hit@3, direct answers and direct answers with a wrong verdict; and how
many Thai spellings of card names the resolver finds (`measure_spellings`).

A question file (TSV) gives each question its targets — `CARDID:N` (the ruling made from that card's
N-th official Q&A) or a ruling id, or `none` when no ruling answers it — and the expected verdict
words (`|` between alternatives). A ruling with the same answer as a target counts as the target
(the same question answered the same way on another card).
"""

from __future__ import annotations

from dataclasses import field
from pathlib import Path

from judge.records import record


@record
class AskQuality:
    n: int = 0
    hit1: int = 0
    hit3: int = 0
    direct: int = 0
    direct_hit1: int = 0  # direct answers whose first ruling is a right one
    direct_wrong_verdict: int = 0
    negatives: int = 0
    negatives_direct: int = 0
    misses: list[tuple[str, str, list[str], str]] = field(default_factory=list)
    by_language: dict = field(default_factory=dict)  # th / en / ja -> AskQuality of those questions

    @property
    def wrong_direct(self) -> int:
        """Direct answers that are wrong: a wrong verdict, or a question no ruling answers answered directly."""
        return self.direct_wrong_verdict + self.negatives_direct

    def figures(self) -> dict:
        def share(a, b):
            return round(a / b, 3) if b else 0.0

        out = {"questions": self.n, "hit@1": share(self.hit1, self.n), "hit@3": share(self.hit3, self.n),
               "direct": self.direct, "direct rate": share(self.direct, self.n),
               "exact first answers called direct": share(self.direct_hit1, self.hit1),
               "direct_wrong_verdict": self.direct_wrong_verdict, "no-ruling questions": self.negatives,
               "no-ruling questions answered directly": self.negatives_direct,
               "wrong direct rate": share(self.wrong_direct, self.n + self.negatives)}
        return out

    def add(self, other: AskQuality) -> None:
        for k in ("n", "hit1", "hit3", "direct", "direct_hit1", "direct_wrong_verdict", "negatives",
                  "negatives_direct"):
            setattr(self, k, getattr(self, k) + getattr(other, k))


def language(question: str) -> str:
    """th, ja or en: the script of the question's own words (a Japanese card name in a Thai question is Thai)."""
    import re

    if re.search(r"[\u0e00-\u0e7f]", question):
        return "th"
    if re.search(r"[\u3040-\u30ff]", question) or re.search(r"[\u4e00-\u9fff]{2,}", question) and not re.search(
            r"[a-zA-Z]{4,}", question):
        return "ja"
    return "en"


def read_questions(path: Path) -> list[tuple[str, list[str], list[str]]]:
    rows = []
    for line in path.read_text(encoding="utf-8").splitlines():
        if not line.strip() or line.startswith("#"):
            continue
        question, targets, verdicts = line.split("\t")[:3]
        rows.append((question, targets.split(","), [v.strip().casefold() for v in verdicts.split("|")]))
    return rows


def _target_ids(targets: list[str], summaries) -> set[str]:
    by_source = {(r.source.get("card"), r.source.get("qa")): r.id for r in summaries if r.source.get("type") == "card-qa"}
    out = set()
    for t in targets:
        if ":" in t:
            card, n = t.split(":")
            out.add(by_source.get((card, int(n)), t))
        else:
            out.add(t)
    return out


def measure(path: Path) -> AskQuality:
    """hit@1, hit@3, direct answers and wrong direct answers over a question file, in all and by language."""
    from judge.rulings import ask, load_index

    summaries = load_index()[0]
    by_id = {r.id: r for r in summaries}
    q = AskQuality()
    for question, targets, verdicts in read_questions(path):
        one = AskQuality()
        answer = ask(question, limit=3)
        got = [r["id"] for r in answer["rulings"]]
        if targets == ["none"]:
            one.negatives += 1
            one.negatives_direct += answer["match"] == "direct"
            if answer["match"] == "direct":
                q.misses.append((question, "none", got, answer["match"]))
        else:
            ids = _target_ids(targets, summaries)
            same = {r.answer["en"] for i in ids if (r := by_id.get(i))}
            right = [g in ids or by_id[g].answer["en"] in same for g in got]
            one.n += 1
            one.hit1 += bool(right) and right[0]
            one.hit3 += any(right[:3])
            if answer["match"] == "direct":
                one.direct += 1
                one.direct_hit1 += right[0]
                top = by_id[got[0]]
                said = f"{top.verdict} {top.answer['en']}".casefold()
                if not any(v in said for v in verdicts) and not right[0]:
                    one.direct_wrong_verdict += 1
            if not right or not right[0]:
                q.misses.append((question, ",".join(sorted(ids)), got, answer["match"]))
        q.add(one)
        q.by_language.setdefault(language(question), AskQuality()).add(one)
    return q


def read_spellings(path: Path) -> list[tuple[str, str, str]]:
    """(spelling, the Japanese card name meant, set) of a spellings file (bench/data/thai-spellings.tsv)."""
    rows = []
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.strip() and not line.startswith("#"):
            spelling, name, part = line.split("\t")[:3]
            rows.append((spelling, name, part))
    return rows


def measure_spellings(path: Path) -> dict[str, dict]:
    """Per set (tuned, held): how many spellings find their card name alone (`found`), how many find another
    name (`wrong`: worse than none), and the misses as (spelling, meant, got)."""
    from judge.cardnames import index

    idx = index()
    out: dict[str, dict] = {}
    for spelling, name, part in read_spellings(path):
        r = out.setdefault(part, {"n": 0, "found": 0, "wrong": 0, "misses": []})
        got = [m.name for m in idx.resolve(spelling).matches]
        r["n"] += 1
        if got == [name]:
            r["found"] += 1
        else:
            r["wrong"] += bool(got) and name not in got
            r["misses"].append((spelling, name, got))
    return out
