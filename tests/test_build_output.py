"""The compiled files are committed, so a rebuild must diff by what changed.

A session's commits are limited in total diff size: a compiled file on one long
line made every rebuild a diff of the whole file (4 MB for the rulings index).
"""

from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
COMPILED = sorted(
    [*ROOT.glob("rules_th/*/index.json"), ROOT / "rules_th/conan-2.5/cites.json", ROOT / "judge/cli_table.json",
     *(ROOT / "rulings" / n for n in ("index.json", "summaries.json", "postings.json", "questions.json",
                                      "outcomes.json", "cards.json")),
     *(ROOT / "card_data" / n for n in ("cards.json", "names.json", "scripts.json", "needs.json", "missing.json"))]
)


@pytest.mark.parametrize("path", COMPILED, ids=lambda p: str(p.relative_to(ROOT)))
def test_compiled_file_has_one_entry_per_line(path):
    lines = path.read_text(encoding="utf-8").splitlines()
    assert len(lines) > 3 and max(map(len, lines)) < 32_000, f"{path}: written by judge.cards.serialise?"
