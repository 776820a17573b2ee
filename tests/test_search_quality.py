"""Search quality (issue: hit@1 >= 0.90 and hit@3 >= 0.97), reported per query kind."""

import pytest

from judge.evaluate import measure
from tests.conftest import DATA, shared_or_copy

SETS = {
    "dev": shared_or_copy("eval/search-dev.tsv", "search-dev.tsv"),
    # our own queries, written apart from the dev set, to watch generalisation
    "extra": DATA / "search-extra.tsv",
}


@pytest.mark.parametrize("name", sorted(SETS))
def test_search_finds_the_right_page(name):
    q = measure(SETS[name])
    print(f"\n{name}: n={q.n} hit@1={q.at1:.3f} hit@3={q.at3:.3f}")
    for query, pages, got in q.misses:
        print(f"  miss@1 {query!r}: want {sorted(pages)}, got {got}")
    assert q.n >= 40
    assert q.at1 >= 0.90, q.misses
    assert q.at3 >= 0.97, q.misses
