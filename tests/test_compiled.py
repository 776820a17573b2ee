"""judge/compiled.py: one entry of a compiled file (written by judge.cards.serialise) read by bisection must be
exactly the entry json.loads gives, for any keys (Thai, escapes, quotes and colons inside keys) and values."""

import json

from hypothesis import given, settings
from hypothesis import strategies as st

from judge.cards import serialise
from judge.compiled import Entries

KEYS = st.text(alphabet=st.sampled_from('ab:",\\\tกข€😀 w'), max_size=6)
VALUES = st.one_of(st.none(), st.integers(), st.text(max_size=8), st.lists(st.integers(), max_size=3),
                   st.dictionaries(st.text(max_size=3), st.integers(), max_size=2))


@settings(deadline=None)  # a loaded machine is no failure
@given(st.dictionaries(KEYS, VALUES, max_size=40), st.lists(KEYS, max_size=5))
def test_an_entry_read_alone_is_the_entry_of_the_whole_file(data, others):
    text = serialise(data, depth=1)
    entries = Entries(text.encode())
    assert entries.whole() == json.loads(text) == data
    for key in [*data, *others]:
        assert entries.get(key, "absent") == data.get(key, "absent")


def test_the_shipped_postings_are_read_alone_as_in_the_whole_file():
    from judge import rulings

    whole = json.loads((rulings.rulings_dir() / "postings.json").read_text(encoding="utf-8"))
    entries = Entries.read(rulings.rulings_dir() / "postings.json")
    for gram in list(whole)[::97] + ["w:guard", "no such gram"]:
        assert entries.get(gram) == whole.get(gram)
