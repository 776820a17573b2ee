"""Card-selector filters of card scripts (docs/card-scripts.md#card-selectors, p.22): `name: [..]`, `disguise: true`,
`any_of: [..]`, `color: [..]`, `has`, `only_abilities`."""

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
    ("{up_to: 1, has: on_nothing}", "must be one of"),  # an ability of a card script, or a keyword
    ("{up_to: 1, only_abilities: cut_in}", "must be a list"),
    ("{up_to: 1, color: []}", "a list of colours needs at least one"),
    ("{up_to: 1, color: [blue, purple]}", "must be one of"),
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


def test_the_words_of_a_colour_list_and_of_abilities_in_both_languages():
    """p.22: "blue or black", "with [On Removal …]", "no printed ability other than [Cut-in] and [Spark]"."""
    sel = {"up_to": 1, "color": ["blue", "black"], "has": "on_remove"}
    assert "that is blue or black with [On Removal from the scene]" in card_selector_words(sel, "en")
    assert "สีน้ำเงินหรือดำ" in card_selector_words(sel, "th") and "[เมื่อรีมูฟจากที่เกิดเหตุ]" in card_selector_words(sel, "th")
    only = {"up_to": 1, "only_abilities": ["cut_in", "spark"]}
    assert "no printed ability other than [Cut-in] and [Spark]" in card_selector_words(only, "en")
    assert "[คัทอิน] และ [ฮิราเมกิ]" in card_selector_words(only, "th")


def test_a_real_card_with_no_script_has_the_spark_the_card_list_prints_and_no_known_abilities(monkeypatch):
    """`has: spark` reads the card list's printed [Spark] of a card not scripted yet; `only_abilities` cannot be
    judged for it (its abilities are unknown) and does not hold."""
    import judge.cards
    from judge.cards import load
    from judge.rules.card_filters import has_ability, matches
    from judge.rules.engine import start
    from judge.state import Card, parse_position

    pos = start(parse_position({"players": {"A": {}, "B": {}}}), trace=False).pos
    info = next(c for c in load().cards.values() if c.spark and c.type == "character")
    monkeypatch.setattr(judge.cards, "scripts", lambda: {})
    card = Card(id="x", owner="A", number=info.number)
    assert has_ability(pos, card, "spark") and not has_ability(pos, card, "on_remove")
    assert not matches(pos, card, {"only_abilities": ["cut_in", "spark"]}, None)
    plain = Card(id="p", owner="A", cut_in={"ap": 1000}, keywords_if=[{"valid": "partner red", "keywords": ["rush"]}])
    assert has_ability(pos, plain, "rush") and not has_ability(pos, plain, "rush-character")
    assert not matches(pos, plain, {"only_abilities": ["cut_in", "spark"]}, None)
    assert matches(pos, Card(id="v", owner="A"), {"only_abilities": []}, None)


@pytest.mark.parametrize("sel, meets", [
    ({"name": ["工藤新一", "毛利蘭"]}, True), ({"name": ["工藤新一", "目暮十三"]}, False),
    ({"color": ["green", "red"]}, True), ({"color": ["green", "white"]}, False),
    ({"feature": ["警察", "帝丹高校"]}, True), ({"feature": ["警察", "黒ずくめの組織"]}, False),
    ({"state": ["sleep", "stun"]}, True), ({"state": ["active", "stun"]}, False),
    ({"has": ["spark", "on_play"]}, True), ({"has": ["spark", "on_remove"]}, False),
    ({"character": "own", "color": ["red"], "name": ["毛利蘭"], "state": ["sleep"]}, True),
    ({"character": "opponent", "color": ["red"]}, False),
])
def test_a_watchers_filter_with_a_list_matches_any_one_of_it(sel, meets):
    """p.11, p.22 (docs/card-scripts.md#watchers): a watcher's `name`, `color`, `feature`, `state` or `has` may
    list values as a selector's do, and a character meeting any one of them is matched (a list never matched
    once: it was compared as one value)."""
    from judge.rules.watchers import card_matches
    from judge.rules.engine import start
    from judge.state import Card, parse_position

    pos = start(parse_position({"players": {"A": {}, "B": {}}}), trace=False).pos
    ran = Card(id="ran", owner="A", name="毛利蘭", colors=["red"], features=["帝丹高校"], state="sleep",
               triggers={"on_play": [{"draw": 1}]})
    assert card_matches(pos, ran, sel, "A") is meets
