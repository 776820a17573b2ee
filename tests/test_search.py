"""Search behaviour on the kinds of queries players type (rulebook pages cited)."""

import pytest

from judge.errors import EmptyQuery, UnknownRulebook
from judge.rulebook import search
from judge.search import compact, grams, key_score


def top(query, book="conan-2.5"):
    return search(query, book, limit=1)[0].section


def test_thai_vowel_forms_are_unified():
    # NFKC turns SARA AM into NIKHAHIT + SARA AA: typed either way, the same key
    assert compact("ทำ") == compact("ทํา")


def test_a_query_typed_with_brackets_matches_the_term():
    assert top("[คัทอิน]").page == 18
    assert top("【変装】").page == 18


def test_english_stopwords_and_plurals_are_ignored():
    assert "w:how" not in grams("how many cards")
    assert "w:card" in grams("how many cards")


def test_a_typo_of_a_term_still_finds_its_page():
    assert top("รีเฟรท").page == 20  # p.20 Refresh
    assert top("disgise").page == 18  # p.18 Disguise


def test_a_key_found_in_a_question_counts_by_the_share_it_covers():
    keys = [["ปะทะ", 1.0]]
    short, _ = key_score(compact("ปะทะ"), keys)
    inside, _ = key_score(compact("ปะทะแล้วใครตอบก่อน"), keys)
    assert short == 1.0 and 0 < inside < short


def test_secondary_rulebook_search_cites_rule_and_page():
    s = top("Heart", "horobeat")
    assert s.rulebook == "horobeat" and s.rule and s.page


def test_search_all_rulebooks_merges_results():
    books = {h.section.rulebook for h in search("การ์ด", "all", limit=40)}
    assert len(books) >= 3


def test_empty_query_is_refused():
    with pytest.raises(EmptyQuery):
        search("   ")
    with pytest.raises(EmptyQuery):
        search("!!")


def test_unknown_rulebook_suggests_the_nearest():
    with pytest.raises(UnknownRulebook, match="horobet") as e:
        search("x", "horobet")
    assert "horobeat" in str(e.value.hint)
