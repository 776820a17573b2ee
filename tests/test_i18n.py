"""The message table (judge/i18n.py): every message in English and Thai, with the same placeholders."""

import pytest

from judge import i18n


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
