"""The message table (judge/i18n.py): every message in English and Thai, with the same placeholders."""

import pytest

from judge import i18n
from judge.i18n import agree, say


def test_language_comes_from_lc_all_then_lc_messages_then_lang():
    assert i18n.language_from_env({"LANG": "th_TH.UTF-8"}) == "th"
    assert i18n.language_from_env({"LC_ALL": "en_US.UTF-8", "LANG": "th_TH.UTF-8"}) == "en"
    assert i18n.language_from_env({"LC_MESSAGES": "th_TH", "LANG": "C"}) == "th"
    assert i18n.language_from_env({}) == "en"


def test_a_message_renders_in_both_languages_with_its_arguments_rendered_too():
    i18n.messages({"test.greet": ("{who} guards", "{who} ป้องกัน")})
    m = i18n.say("test.greet", who=i18n.Pair("Genta", "เก็นตะ"))
    assert m.text("en") == "Genta guards" and m.text("th") == "เก็นตะ ป้องกัน"
    assert str(m) == "Genta guards"
    assert m.to_json()["code"] == "test.greet"


def test_placeholders_must_match_and_unknown_codes_fail_loudly():
    with pytest.raises(i18n.MessageTableError):
        i18n.check_placeholders(i18n.messages({"test.bad": ("{a}", "{b}")}))
    with pytest.raises(KeyError):
        i18n.say("test.never-registered")


def test_every_registered_message_has_both_languages_and_the_same_placeholders():
    import importlib
    import pkgutil

    import judge

    for module in pkgutil.walk_packages(judge.__path__, "judge."):  # every module registers its table
        if not module.name.endswith("__main__"):  # (that one runs the command line)
            importlib.import_module(module.name)
    table = {c: m for c, m in i18n.table().items() if not c.startswith("test.")}
    assert len(table) > 800
    for code, (en, th) in table.items():
        assert en.strip() and th.strip(), code
    i18n.check_placeholders(table)


@pytest.mark.parametrize("marked, said", [
    ("at most 1 time(s) per turn", "at most once per turn"),
    ("it has been used its 1 time(s) this turn", "it has been used its 1 time this turn"),
    ("up to 1 blue character card(s) from your Remove Area", "up to 1 blue character card from your Remove Area"),
    ("reveal the top 2 card(s) of the deck", "reveal the top 2 cards of the deck"),
    ("you discard(s) 1 card(s) from hand", "you discard 1 card from hand"),
    ("your opponent gain(s) 1 evidence", "your opponent gains 1 evidence"),
    ("this character get(s) AP +1000", "this character gets AP +1000"),
    ("the chosen characters get(s) AP +1000", "the chosen characters get AP +1000"),
    ("for each character(s) of yours", "for each character of yours"),
    ("there are 2 or more character(s) of your opponent's that is asleep",
     "there are 2 or more characters of your opponent's that are asleep"),
    ("… 1 more branch(es) end(s) this way", "… 1 more branch ends this way"),
    ("… 7 more branch(es) end(s) this way", "… 7 more branches end this way"),
])
def test_english_sentences_agree_with_their_numbers_and_subjects(marked, said):
    assert agree(marked) == said


def test_no_ability_of_any_scripted_card_reads_with_a_marked_plural():
    """Issue: abilities read as sentences — `judge card`, rulings and the site never say `card(s)`."""
    import json

    from card_data import DATA_DIR
    from judge.scripts.words import ability_lines

    scripts = json.loads((DATA_DIR / "scripts.json").read_text(encoding="utf-8"))
    marked = [(card, line) for card, script in scripts.items() for line in ability_lines(script, "en")
              if "(s)" in line or "(es)" in line]
    assert marked == []
    assert say("view.page-head", page=3, n=1).text("en") == "page 3: 1 section"
