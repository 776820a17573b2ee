"""Card scripts filed by product (card_data/scripts/B05.yaml…), and the scenario or ruling that replays each
scripted card: a script nobody replays is either marked `drafted: true` (machine-drafted, not checked yet) or one
of the few hand-written exceptions below, a list that may only shrink (docs/card-scripts.md)."""

from functools import lru_cache
from pathlib import Path

import pytest

from judge import build
from judge.errors import ScenarioError
from tests.replayed import real_cards

# hand-written scripts with abilities that no scenario or ruling replays yet: write one and take the card off
NOT_REPLAYED = frozenset({
    "0065", "0066", "0088", "0089", "0090", "0093", "0105", "0131", "0133", "0145",
    "0150", "0159", "0181", "0257", "0274", "0280", "0363", "0389", "0397", "0399", "0414", "0417", "0429",
    "0444", "0446", "0448", "0540", "0542", "0570", "0605",
})


@lru_cache(maxsize=1)
def scripts() -> dict:
    entries, problems = build.read_scripts(build.compile_cards())
    assert problems == [], "run python -m judge.build"
    return entries


def test_every_scripted_card_with_abilities_is_replayed_by_a_scenario_or_ruling_or_marked_drafted():
    """Each scripted card with abilities, with the scenarios and rulings that replay it: none may be missing
    but the machine-drafted (`drafted: true`) and the listed exceptions; a drafted card that is replayed loses
    its mark (it has been checked), and an exception that is replayed leaves the list."""
    with_abilities = {cid for cid, (script, _, _) in scripts().items() if script}
    drafted = {cid for cid, (_, _, d) in scripts().items() if d}
    listing = {cid: real_cards().get(cid, []) for cid in sorted(with_abilities)}
    unreplayed = {cid for cid, where in listing.items() if not where}
    assert len(listing) > 450 and len(unreplayed) < len(listing) // 2
    assert sorted(drafted & set(real_cards())) == [], "replayed now: remove its `drafted: true`"
    assert sorted(unreplayed - drafted - NOT_REPLAYED) == [], "add a scenario or ruling that replays it"
    assert sorted(NOT_REPLAYED - unreplayed) == [], "replayed or unscripted now: take it off NOT_REPLAYED"
    assert NOT_REPLAYED <= with_abilities


def test_scripts_are_filed_by_the_product_of_their_first_print_and_sorted_by_number():
    from judge.cards import load

    card_list, by_file = load(), {}
    for cid, (_, file, _) in scripts().items():
        by_file.setdefault(Path(file).name, []).append(card_list.get(cid).number)
    assert {"B01.yaml", "D02.yaml", "PR.yaml"} <= set(by_file)
    for name, numbers in by_file.items():
        assert {build.product_of(n) for n in numbers} == {Path(name).stem}


@pytest.mark.parametrize("name, text, error", [
    ("B02.yaml", '"0055":  # B01065 Subaru Okiya\n  keywords: [rush]\n', "belongs in B01.yaml"),
    ("B01.yaml", '"0015":  # B01019\n  cut_in: {ap: 2000}\n"0004":  # B01008\n  spark: [{draw: 1}]\n',
     "comes after B01019"),
    ("B01.yaml", '"0015":\n  cut_in: {ap: 2000}\n', "write its number B01019"),
    ("B01.yaml", '"0015":  # B01019\n  drafted: false\n  cut_in: {ap: 2000}\n', "`drafted` is `true`"),
])
def test_a_script_filed_out_of_place_is_a_build_error(tmp_path, name, text, error):
    """A judge finds card B01019's script in B01.yaml by its number: the build refuses any other place."""
    (tmp_path / name).write_text(text, encoding="utf-8")
    with pytest.raises(ScenarioError) as e:
        build.compile_scripts(build.compile_cards(), tmp_path)
    assert f"{name}:" in str(e.value) and error in str(e.value)


def test_drafted_is_not_part_of_the_compiled_script(tmp_path):
    (tmp_path / "B01.yaml").write_text('"0015":  # B01019\n  drafted: true\n  cut_in: {ap: 2000}\n', encoding="utf-8")
    assert build.compile_scripts(build.compile_cards(), tmp_path) == {"0015": {"cut_in": {"ap": 2000}}}
