"""`judge ask` quality on our question sets: hit@1, hit@3, direct answers (and the share of right first answers
called direct), direct answers with a wrong verdict, and no-ruling questions answered as if a ruling did; in
all and by language (th, en, ja).

bench/data/ask-questions.tsv: paraphrases of official Q&A and rule points; ask-informal.tsv: informal
questions as players type them (the half tuned on); ask-informal-heldout.tsv: the held-out half, never
looked at while tuning (issue 33).

Run: python bench/ask_quality.py [QUESTIONS.tsv ...] [--misses]
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from judge.askeval import measure  # noqa: E402

DATA = Path(__file__).parent / "data"
DEFAULT = [DATA / "ask-questions.tsv", DATA / "ask-informal.tsv", DATA / "ask-informal-heldout.tsv"]


def main(argv: list[str]) -> None:
    files = [Path(a) for a in argv if not a.startswith("--")] or DEFAULT
    for f in files:
        q = measure(f)
        print(f"--- {f.name}")
        for k, v in q.figures().items():
            print(f"{k:<40} {v}")
        for lang, part in sorted(q.by_language.items()):
            fig = part.figures()
            print(f"  {lang}: {fig['questions']} questions, hit@1 {fig['hit@1']}, hit@3 {fig['hit@3']}, "
                  f"direct {fig['direct']} ({fig['exact first answers called direct']} of right first answers), "
                  f"wrong direct {part.wrong_direct} of {fig['questions'] + part.negatives}")
        if "--misses" in argv:
            for question, want, got, match in q.misses:
                print(f"  MISS [{match}] {question}\n       want {want}\n       got  {got}")


if __name__ == "__main__":
    main(sys.argv[1:])
