"""Card-selector filters of card scripts (docs/card-scripts.md#card-selectors, p.22): `name: [..]`, `disguise: true`,
`any_of: [..]`."""

import pytest

from judge import build
from judge.errors import ScenarioError
from judge.scripts.words import card_selector_words


@pytest.mark.parametrize("take, words", [
    ("{up_to: 1, disguise: false}", "disguise is written only as `disguise: true`"),
    ("{up_to: 1, name: []}", "a list of names needs at least one"),
    ("{up_to: 1, name: [赤井秀一, {x: 1}]}", "must be text"),
    ("{up_to: 1, any_of: [{name: 妃英理}]}", "any_of lists two or more sets of filters"),
    ("{up_to: 1, any_of: [{name: 妃英理}, {from: hand}]}", "unknown key"),
])
def test_a_wrong_card_filter_is_a_build_error_with_file_line_and_key(tmp_path, take, words):
    """p.22: a filter the language does not allow is refused by the build, naming the file and line."""
    (tmp_path / "bad.yaml").write_text(f'"0210":\n  on_play:\n    - look_take: 2\n      take: {take}\n', encoding="utf-8")
    with pytest.raises(ScenarioError) as e:
        build.compile_scripts(build.compile_cards(), tmp_path)
    assert "bad.yaml:" in str(e.value) and words in str(e.value)


def test_the_words_of_several_names_and_of_has_disguise():
    """p.22, p.27, p.18: "named A or B", "with [Disguise]" in both languages."""
    sel = {"up_to": 1, "name": ["赤井秀一", "諸星大"], "disguise": True}
    assert "named [赤井秀一] or [諸星大]" in card_selector_words(sel, "en")
    assert "with [Disguise]" in card_selector_words(sel, "en")
    assert "ชื่อ [赤井秀一] หรือ [諸星大]" in card_selector_words(sel, "th")
    assert "[ปลอมตัว]" in card_selector_words(sel, "th")


def test_the_words_of_any_of_several_filter_sets():
    """p.22: "of level 5 or less (named [妃英理] or with the feature [毛利探偵事務所])"."""
    sel = {"up_to": 1, "level": {"max": 5}, "any_of": [{"name": "妃英理"}, {"feature": "毛利探偵事務所"}]}
    assert "(named [妃英理] or with the feature [毛利探偵事務所])" in card_selector_words(sel, "en")
    assert "(ชื่อ [妃英理] หรือ ที่มีคุณลักษณะ [毛利探偵事務所])" in card_selector_words(sel, "th")
