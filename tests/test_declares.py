"""p.14 (declare), p.26 (MR): a card with several Declares, and which Declares an MR uses from the Partner zone."""

from pathlib import Path

import pytest

from judge.replay import run
from judge.scenario import load_scenario, parse_scenario

SCENARIOS = Path(__file__).parent / "scenarios"


def test_p14_declare_without_its_number_names_the_choices_in_both_languages():
    """`declare ID` on a card with two Declares is refused, and the reason lists each Declare in words with the
    number that picks it (the line to write instead)."""
    illegal = run(load_scenario(SCENARIOS / "p14-script-declares-a-card-with-two-needs-the-number.yaml")).to_json()
    illegal = illegal["illegal"]
    en, th = illegal["reason"], illegal["reason_th"]
    assert illegal["code"] == "declare.which"
    assert "`declare twin N`" in en and "1: Declare [sleep this character]: draw 1" in en and "2: Declare:" in en
    assert "evidence" in en.split("2: Declare:")[1]
    assert "`declare twin N`" in th and "1: ประกาศ [สลีปตัวละครนี้]: จั่วการ์ด 1 ใบ" in th and "หลักฐาน" in th


def test_p14_a_number_past_the_cards_declares_is_refused_with_the_choices():
    text = (SCENARIOS / "p14-script-declares-a-card-with-two-needs-the-number.yaml").read_text(encoding="utf-8")
    illegal = run(parse_scenario(text.replace("A declare twin\n", "A declare twin 3\n"), "x.yaml")).to_json()["illegal"]
    assert illegal["code"] == "declare.no-number" and "no number 3" in illegal["reason"]


@pytest.mark.parametrize("line", ["A declare twin 0", "A declare twin two"])
def test_p14_the_declare_number_counts_from_1(line):
    from judge.errors import ScenarioError

    text = (SCENARIOS / "p14-script-declares-a-card-with-two-needs-the-number.yaml").read_text(encoding="utf-8")
    with pytest.raises(ScenarioError, match="printed order"):
        parse_scenario(text.replace("A declare twin\n", line + "\n"), "x.yaml")


def test_p26_every_scripted_mr_declare_usable_from_the_partner_zone_says_so_in_its_words():
    """The words of a Declare marked `from_partner` say it may also be declared from the Partner zone."""
    from judge.cards import scripts
    from judge.scripts.words import ability_lines

    for cid in ("0566", "0584", "0602", "0859", "1121"):
        lines = ability_lines(scripts()[cid], "en")
        assert any(line.startswith("Declare") and "Partner zone" in line for line in lines), cid
